import Analysis
import Foundation
import Rendering
import Testing

/// The report page: well-formed polyglot XHTML, self-contained, escaped, deterministic, with the
/// same figures as the other renderers.
@Suite struct ReportHTMLTests {
    private typealias Fixtures = ReportHTMLFixtures

    @Test func pageIsWellFormedXMLWithContentsFourChartsAndAFoldedTablePerRegion() {
        let document = Fixtures.document(Fixtures.small)
        let outline = XMLOutline(parsing: Fixtures.page(document))

        #expect(outline.wellFormed, "\(outline.error)")
        #expect(outline.elements.first?.name == "html")
        #expect(outline.elements.first?.attributes == ["xmlns": "http://www.w3.org/1999/xhtml", "lang": "en"])
        let groups = document.listing.groups.count
        #expect(
            outline.counts(["h1", "ol", "table", "details", "footer", "script", "img", "link"])
                == [
                    "h1": 1, "ol": 1 + 4, "table": 2 + groups, "details": groups, "footer": 1, "script": 0,
                    "img": 0, "link": 0,
                ])
        let headings = [
            "Summary", "Regions, 2022", "The 6 largest economies by GDP, 2022 (current US$)",
            "Economies by region, 2022",
        ]
        #expect(outline.all("h2").map(\.text) == headings)
        // The contents link to every section, in order, by its id.
        #expect(outline.all("a").map(\.text) == headings)
        #expect(
            outline.all("a").compactMap { $0.attributes["href"] }
                == outline.all("section").compactMap { $0.attributes["id"].map { "#\($0)" } })
        #expect(outline.all("details").allSatisfy { $0.attributes["open"] == nil }, "region tables start folded")
        #expect(
            outline.all("h3").map(\.text) == [
                "Beside the World Bank's own aggregates", "East Asia & Pacific (2 economies)",
                "Latin America & Caribbean (1 economy)",
                "Middle East, North Africa, Afghanistan & Pakistan (1 economy)", "North America (1 economy)",
                "Sub-Saharan Africa (2 economies)",
            ])
        #expect(
            outline.all("footer").map(\.text)
                == [
                    "\nSource: World Bank, World Development Indicators (CC BY 4.0) · lastupdated 2026-03-20 · "
                        + "data: snapshot (fetched 2026-04-30)\n"
                ])
    }

    @Test func summaryTableTotalsEveryRegionAndCountsTheGaps() throws {
        let outline = XMLOutline(parsing: Fixtures.page(Fixtures.document(Fixtures.small)))
        let summary = try #require(outline.all("table").first)
        let rows = outline.all("tr", inside: summary).map { row in outline.all("td", inside: row).map(\.text) }

        #expect(rows.count == 7)
        // The name, then the figures, then the counts: what a phone shows first. The Bank's figures
        // (none in this fixture) are a table of their own, so that each fits a laptop's width.
        #expect(rows.dropFirst().first == ["East Asia & Pacific", "59.0 M", "$2.03 T", "$34,440", "2", "0", "0"])
        #expect(rows.dropLast().last == ["Sub-Saharan Africa", "21.9 M", "$12.4 B", "$672", "2", "0", "1"])
        #expect(rows.last == ["All listed economies", "476 M", "$28.7 T", "$60,618", "7", "0", "1"])
        let banks = try #require(outline.all("table").dropFirst().first)
        #expect(
            outline.all("th", inside: banks).map(\.text).prefix(5) == [
                "Region", "World Bank population", "Population vs World Bank", "World Bank GDP (US$)",
                "GDP vs World Bank",
            ])
        let bankRows = outline.all("tr", inside: banks).map { row in outline.all("td", inside: row).map(\.text) }
        #expect(bankRows.last == ["All listed economies", "—", "—", "—", "—"])
        #expect(outline.all("p").map(\.text).contains("Coverage: 1 without GDP (left out of the totals)."))
    }

    @Test func regionTableListsItsEconomiesWithTheirCodesThenTheSubtotalWithDashesForGaps() throws {
        let outline = XMLOutline(parsing: Fixtures.page(Fixtures.document(Fixtures.small)))
        let africa = try #require(outline.all("table").last)
        let rows = outline.all("tr", inside: africa)

        #expect(
            outline.all("th", inside: africa).map(\.text) == [
                "Name", "Population", "GDP (US$)", "GDP per capita", "ISO3", "Income", "Capital",
            ])
        #expect(
            rows.dropFirst().map { row in outline.all("td", inside: row).map(\.text) } == [
                ["TDChad", "18.5 M", "$12.4 B", "$672", "TCD", "Low income", "N'Djamena"],
                ["EREritrea", "3.41 M", "—", "—", "ERI", "Low income", "Asmara"],
                ["Subtotal", "21.9 M", "$12.4 B", "$672", "", "", ""],
            ])
    }

    @Test func regionTablesShareOneFixedSetOfColumnWidthsSoTheyLineUp() {
        let outline = XMLOutline(parsing: Fixtures.page(Fixtures.document(Fixtures.large)))
        let listings = outline.all("table").filter { $0.attributes["class"] == "listing" }
        let widths = listings.map { table in outline.all("col", inside: table).map { $0.attributes["style"] ?? "" } }

        #expect(listings.count == 7)
        #expect(
            Set(widths) == [
                ["", "width: 7rem", "width: 7rem", "width: 7rem", "width: 4.5rem", "width: 11.5rem", "width: 9.5rem"]
            ])
        #expect(Set(listings.map { $0.attributes["style"] }) == ["min-width: 56.5rem"])
    }

    /// A flag is an emoji a browser without a colour-emoji font draws as boxes: the page shows each
    /// economy's code instead, and no regional indicator letter at all.
    @Test func thePageHoldsNoFlagEmojiOnlyCodes() {
        let page = Fixtures.page(Fixtures.document(Fixtures.small))
        #expect(!page.unicodeScalars.contains { (0x1F1E6...0x1F1FF).contains($0.value) })
        #expect(page.contains("<span class=\"mark\" aria-hidden=\"true\">TD</span>Chad"))
    }

    @Test func latestYearShowsTheYearOfEachValue() throws {
        let outline = XMLOutline(parsing: Fixtures.page(Fixtures.document(Fixtures.small, year: .latest)))
        let africa = try #require(outline.all("table").last)
        let chad = try #require(outline.all("tr", inside: africa).dropFirst().first)

        #expect(
            outline.all("td", inside: chad).map(\.text) == [
                "TDChad", "18.5 M (2022)", "$12.4 B (2022)", "$672 (2022)", "TCD", "Low income", "N'Djamena",
            ])
        // Every value is of 2022, so the largest economies' heading says the year once, not each bar.
        let largest = try #require(outline.all("section").first { $0.attributes["id"] == "largest" })
        #expect(
            outline.all("h2", inside: largest).map(\.text) == ["The 6 largest economies by GDP, 2022 (current US$)"])
        #expect(
            outline.all("span", inside: largest).filter { $0.attributes["class"] == "bar-value" }.suffix(2).map(\.text)
                == ["$345 B", "$12.4 B"])
    }

    @Test func namesFromTheDataAreEscapedEverywhere() throws {
        let page = Fixtures.page(Fixtures.document(Fixtures.small + [Fixtures.hostile]))
        let outline = XMLOutline(parsing: page)
        let largest = try #require(outline.all("section").first { $0.attributes["id"] == "largest" })

        #expect(!page.contains("<script"))
        #expect(page.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;"))
        #expect(outline.wellFormed, "\(outline.error)")
        #expect(outline.all("td").filter { $0.text == Fixtures.hostileName }.count == 1, "XS has no flag")
        #expect(outline.all("li", inside: largest).filter { $0.text == Fixtures.hostileName + "$1.67 T" }.count == 1)
    }

    @Test(arguments: ["src=", "@import", "url(", "<link", "<img", "<script", "<iframe", "javascript:"])
    func pageLoadsNothingFromOutside(marker: String) {
        let page = Fixtures.page(Fixtures.document(Fixtures.large))
        #expect(!page.contains(marker))
    }

    @Test func onlyTheXMLNamespacesNameAnAddress() {
        let page = Fixtures.page(Fixtures.document(Fixtures.large))
            .replacingOccurrences(of: "xmlns=\"http://www.w3.org/1999/xhtml\"", with: "")
            .replacingOccurrences(of: "xmlns=\"http://www.w3.org/2000/svg\"", with: "")
        #expect(!page.contains("http"))
    }

    @Test func generationTimeAppearsExactlyOnce() {
        let page = Fixtures.page(Fixtures.document(Fixtures.large))
        #expect(page.components(separatedBy: Fixtures.generatedAt).count == 2)
    }

    @Test func sameDocumentRendersByteIdentical() {
        let document = Fixtures.document(Fixtures.large)
        #expect(Fixtures.page(document) == Fixtures.page(document))
    }

    @Test func twoRunsDifferOnlyInTheGenerationTime() {
        let later = "11 May 2026, 06:00 UTC"
        let first = Fixtures.page(Fixtures.document(Fixtures.large))
        let second = Fixtures.page(
            Fixtures.document(Fixtures.large, generatedAt: Fixtures.generatedDate.addingTimeInterval(7 * 86_400)))

        #expect(first != second)
        #expect(
            first.replacingOccurrences(of: Fixtures.generatedAt, with: "TIME")
                == second.replacingOccurrences(of: later, with: "TIME"))
    }

    /// Writes a sample page for a person to look at: `WRITE_SAMPLE_HTML=/tmp/report-sample.html`.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["WRITE_SAMPLE_HTML"] != nil))
    func writeSamplePage() throws {
        let path = try #require(ProcessInfo.processInfo.environment["WRITE_SAMPLE_HTML"])
        let document = Fixtures.document(Fixtures.large, changes: ReportHTMLChangesTests.sampleChanges)
        try Fixtures.page(document).write(toFile: path, atomically: true, encoding: .utf8)
    }
}
