import Foundation
import Testing
import WorldBank

/// The compact form of an answer's observations gives back exactly what was put in.
@Suite struct ObservationTableTests {
    /// Values at the edges of `Double`, missing values, notes and a year past a 32-bit cell.
    static let observations = [
        Observation(economyID: "KEN", economyISO2: "KE", indicator: .population, year: 2022, value: 54_252_461),
        Observation(economyID: "KEN", economyISO2: "KE", indicator: .population, year: 2021, value: nil),
        Observation(
            economyID: "KEN", economyISO2: "KE", indicator: .population, year: 2020, value: .greatestFiniteMagnitude),
        Observation(
            economyID: "UGA", economyISO2: "UG", indicator: .population, year: 2022, value: .leastNonzeroMagnitude),
        Observation(economyID: "UGA", economyISO2: "UG", indicator: .population, year: 2021, value: -0.0),
        Observation(
            economyID: "", economyISO2: "XK", indicator: .gdp, year: 2022, value: 1e-300, unit: "US$", status: "F",
            footnote: "Estimate."),
        Observation(economyID: "KEN", economyISO2: "KE", indicator: .population, year: 2019, value: -1e300),
        Observation(economyID: "KEN", economyISO2: "KE", indicator: .population, year: 5_000_000_000, value: 1),
        Observation(economyID: "kEN", economyISO2: "KE", indicator: .population, year: 2018, value: nil, status: "E"),
    ]

    @Test func everyObservationComesBackExactlyAndInOrder() {
        let table = ObservationTable(Self.observations)
        #expect(Array(table) == Self.observations)
        #expect(table.map { $0.value?.bitPattern } == Self.observations.map { $0.value?.bitPattern })
        #expect(table[3].value == .leastNonzeroMagnitude && table[4].value?.sign == .minus)
        #expect(table[1].value == nil && table[8].status == "E" && table[5].footnote == "Estimate.")
    }

    @Test func anEconomysRowsAppendedAtOnceMakeTheTableTheirObservationsMake() {
        // The rows with a value, without a unit: what a compact history holds.
        let held = Self.observations.filter { $0.value != nil && $0.unit.isEmpty }
        var table = ObservationTable()
        var start = 0
        while start < held.count {
            let first = held[start]
            let end = held[start...].firstIndex {
                ($0.economyID, $0.economyISO2) != (first.economyID, first.economyISO2)
            }
            let run = held[start..<(end ?? held.count)]
            table.append(
                economyID: first.economyID, economyISO2: first.economyISO2, indicator: first.indicator, rows: run.count
            ) { index in
                let row = run[run.startIndex + index]
                return (row.year, row.value ?? .nan, row.status, row.footnote)
            }
            start = end ?? held.count
        }
        #expect(table == ObservationTable(held))
        #expect(Array(table) == held)
        #expect(table.map(\.year).contains(5_000_000_000))
    }

    @Test func aTableOfMoreThanOneWordOfRowsKeepsEachMissingValue() {
        let many = (0..<200).map {
            Observation(
                economyID: "KEN", economyISO2: "KE", indicator: .population, year: 1800 + $0,
                value: $0 % 3 == 0 ? nil : Double($0) / 7)
        }
        let table = ObservationTable(many)
        #expect(table.count == 200)
        #expect(Array(table) == many)
    }

    @Test func itEncodesAsTheListOfObservationsItReplaced() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let table = ObservationTable(Self.observations.filter { $0.value?.isFinite ?? true })
        let list = Array(table)
        #expect(try encoder.encode(table) == encoder.encode(list))
        #expect(try JSONDecoder().decode(ObservationTable.self, from: encoder.encode(list)) == table)
    }

    @Test func thePartAtSomePositionsHoldsThoseRowsInTheOrderGiven() {
        let many = (0..<150).map {
            Observation(
                economyID: $0 < 70 ? "KEN" : "UGA", economyISO2: $0 < 70 ? "KE" : "UG", indicator: .population,
                year: 1900 + $0, value: $0 % 4 == 0 ? nil : Double($0) * 1.5, status: $0 == 99 ? "F" : "")
        }
        let table = ObservationTable(many)
        let positions = [149, 3, 4, 99, 68, 69, 70, 0, 128]
        let part = table.rows(at: positions)
        #expect(Array(part) == positions.map { many[$0] })
        #expect(part.runs.map(\.economyID) == ["UGA", "KEN", "UGA", "KEN", "UGA", "KEN", "UGA"])
        #expect(part.value(at: 7) == nil && part.value(at: 1) == 4.5 && part[3].status == "F")
        #expect(table.rows(at: []).isEmpty)
        #expect(table.rows(at: Array(table.indices)) == table)
    }
}
