import Foundation
import Testing
import WorldBank

@testable import OfflineStore

/// An answer asked with footnotes in both stored forms: its flag and its footnotes come back, and a
/// plain answer keeps the form it always had, so the snapshot and older cache files read as before.
@Suite struct FootnotedDatasetTests {
    static let fetched = Date(timeIntervalSince1970: 1_795_953_600)

    /// Kenya's population in 2021 and 2022 as the fake serves it, with a SYNTHETIC note on 2022.
    static func dataset(footnoted: Bool) -> StoredDataset {
        let observations = [
            Observation(
                economyID: "KEN", economyISO2: "KE", indicator: .population, year: 2022, value: 54_252_461,
                status: "F", footnote: footnoted ? "Synthetic: a note\u{1B}[31m" : ""),
            Observation(economyID: "KEN", economyISO2: "KE", indicator: .population, year: 2021, value: 53_219_166),
        ]
        return StoredDataset(
            dataset: IndicatorDataset(
                indicator: .population, name: "Population, total",
                metadata: DatasetMetadata(sourceID: "2", lastUpdated: "2026-03-20"),
                observations: ObservationTable(observations),
                hasFootnotes: footnoted),
            period: .range(2021, 2022), fetchedAt: fetched, source: "http://127.0.0.1/v2")
    }

    @Test func aFootnotedAnswerComesBackWithItsFlagAndNotesFromBothForms() throws {
        let stored = Self.dataset(footnoted: true)
        let key = DatasetKey.indicator(.population, .range(2021, 2022))
        let json = Array(stored.json.compactText().utf8)
        let fromJSON = try DatasetFile.decode(json, as: key, format: .json)
        let fromCompact = try DatasetFile.decode(try stored.compact(), as: key, format: .compact)
        for read in [fromJSON, fromCompact] {
            #expect(read == stored)
            #expect(read.indicator?.hasFootnotes == true)
            #expect(
                read.indicator?.dataset.observations.map(\.footnote) == ["Synthetic: a note\u{1B}[31m", ""])
            #expect(read.indicator?.dataset.observations.map(\.status) == ["F", ""])
        }
        let text = String(decoding: json, as: UTF8.self)
        #expect(text.contains(#""footnotes":true"#))
        #expect(text.contains(#"["KEN","KE",2022,54252461,"F","Synthetic: a note\u001b[31m"]"#))
        #expect(text.contains(#"["KEN","KE",2021,53219166]"#))
    }

    @Test func aPlainAnswerKeepsTheFormItHadBeforeFootnotes() throws {
        let stored = Self.dataset(footnoted: false)
        let text = stored.json.compactText()
        #expect(!text.contains("footnotes"))
        #expect(text.contains(#"["KEN","KE",2022,54252461,"F"]"#))
        let table = try CompactTable(try stored.compact())
        #expect(table.kinds == [.text, .text, .integer, .number, .text])
        let read = try CompactDataset(try stored.compact()).cut(to: .history)
        #expect(read == stored)
        #expect(read.indicator?.hasFootnotes == false)
    }

    @Test func aFootnoteLongerThanTheCapIsCutWithAnEllipsis() {
        let long = String(repeating: "n", count: 100_000)
        let observation = Observation(
            economyID: "KEN", economyISO2: "KE", indicator: .population, year: 2022, value: 1, footnote: long)
        #expect(observation.footnote.count == Observation.maximumFootnoteLength)
        #expect(observation.footnote == String(repeating: "n", count: Observation.maximumFootnoteLength - 1) + "…")
    }

    @Test func aStatusLongerThanTheCapIsCutToo() {
        let long = String(repeating: "s", count: 100_000)
        let observation = Observation(
            economyID: "KEN", economyISO2: "KE", indicator: .population, year: 2022, value: 1, status: long)
        #expect(observation.status == String(repeating: "s", count: Observation.maximumStatusLength - 1) + "…")
        #expect(
            Observation(economyID: "KEN", economyISO2: "KE", indicator: .population, year: 2022, value: 1, status: "F")
                .status == "F")
    }
}
