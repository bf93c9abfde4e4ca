import Foundation
import TestSupport

/// The entries of data/countries.json (the Bank's `/v2/country` list), read independently of the
/// tool's own reader, so tests compare its answers with the file.
struct CountryListFile: Decodable {
    struct Entry: Decodable {
        struct Group: Decodable {
            let id: String
        }
        let id: String
        let iso2Code: String
        let name: String
        let region: Group
        let incomeLevel: Group
        let lendingType: Group

        /// True for the Bank's aggregates (region id `NA`).
        var isAggregate: Bool { region.id == "NA" }
    }

    let countries: [Entry]

    /// The 296 entries, in the file's order.
    static let entries: [Entry] = {
        let url = RepositoryPaths.snapshot.appendingPathComponent("countries.json")
        let list = (try? Data(contentsOf: url)).flatMap { try? JSONDecoder().decode(Self.self, from: $0) }
        return list?.countries ?? []
    }()
}

extension CommandRun {
    /// The first field of every CSV record after the header: the ISO3 codes of a listing.
    var firstCSVColumn: [String] {
        stdout.components(separatedBy: "\r\n").dropFirst().filter { !$0.isEmpty }.map {
            String($0.prefix { $0 != "," })
        }
    }
}
