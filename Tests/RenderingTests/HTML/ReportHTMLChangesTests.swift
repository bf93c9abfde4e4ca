import Rendering
import Testing
import WorldBank

@testable import CountriesAnalysis

/// The "What changed" section.
@Suite struct ReportHTMLChangesTests {
    private typealias Fixtures = ReportHTMLFixtures

    /// Korea's real 2022 and 2023 GDP stand in for two vintages of one value (+2.3 %); Japan's 2022
    /// and 2023 population for a revision too small for three digits to show (-0.5 %).
    static let korea = Revision(
        economy: EconomyName(id: "KOR", name: "Korea, Rep."), indicator: .gdp, year: 2022,
        before: Fixtures.koreaGDP, after: 1_712_792_854_202.3687)
    static let japan = Revision(
        economy: EconomyName(id: "JPN", name: "Japan"), indicator: .population, year: 2022,
        before: 125_124_989, after: 124_516_650)

    /// Every kind of change at once; Afghanistan's move from South Asia is the Bank's own (July 2025).
    static let sampleChanges = ReportChanges(
        dataYears: [DataYearChange(indicator: .gdp, before: 2022, after: 2023)],
        revisions: [korea, japan],
        reclassifications: [
            Reclassification(
                economy: EconomyName(id: "AFG", name: "Afghanistan"), kind: .region, before: Fixtures.southAsia,
                after: Fixtures.middleEast)
        ],
        added: [EconomyName(id: "XKX", name: "Kosovo")],
        removed: [EconomyName(id: "CHI", name: "Channel Islands")],
        lastUpdated: .init(before: ["2025-12-16"], after: ["2026-03-20"]))

    @Test func revisionsShowBeforeAfterAndTheRelativeChange() throws {
        let outline = XMLOutline(parsing: page(Self.sampleChanges))
        let revisions = try #require(outline.all("table").first)

        #expect(outline.wellFormed, "\(outline.error)")
        #expect(
            outline.all("tr", inside: revisions).map { row in outline.all("td", inside: row).map(\.text) } == [
                [],
                ["Korea, Rep. (KOR)", "+2.3%", "GDP (US$)", "2022", "$1.67 T → $1.71 T"],
                ["Japan (JPN)", "-0.5%", "Population", "2022", "125124989 → 124516650"],
            ])
    }

    @Test func everyOtherKindOfChangeIsListed() throws {
        let outline = XMLOutline(parsing: page(Self.sampleChanges))
        let section = try #require(outline.all("section").first { $0.attributes["id"] == "changes" })

        #expect(
            outline.all("h2").map(\.text) == [
                "Summary", "What changed", "Regions, 2022", "The 6 largest economies by GDP, 2022 (current US$)",
                "Economies by region, 2022",
            ])
        #expect(outline.all("p", inside: section).first?.text == "World Bank lastupdated: 2025-12-16 → 2026-03-20")
        #expect(
            outline.all("li", inside: section).map(\.text) == [
                "GDP (US$): 2022 → 2023",
                "Afghanistan (AFG): region South Asia → Middle East, North Africa, Afghanistan & Pakistan",
                "Kosovo (XKX)", "Channel Islands (CHI)",
            ])
        #expect(
            outline.all("h3").prefix(5).map(\.text) == [
                "Newest data year (1)", "Revised (2)", "Reclassified (1)", "Added (1)", "Removed (1)",
            ])
    }

    @Test func emptyChangesSayNothingChanged() throws {
        let unchanged = ReportChanges(
            dataYears: [], revisions: [], reclassifications: [], added: [], removed: [],
            lastUpdated: .init(before: ["2026-03-20"], after: ["2026-03-20"]))
        let outline = XMLOutline(parsing: page(unchanged))

        let section = try #require(outline.all("section").first { $0.attributes["id"] == "changes" })
        #expect(outline.all("h2").dropFirst().first?.text == "What changed")
        #expect(outline.all("p", inside: section).first?.text == "Nothing changed since the previous report.")
        #expect(outline.all("ul").isEmpty)
    }

    private func page(_ changes: ReportChanges) -> String {
        Fixtures.page(Fixtures.document(Fixtures.small, changes: changes))
    }
}
