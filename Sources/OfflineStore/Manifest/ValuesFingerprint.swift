public import WorldBank

/// The SHA-256 of a dataset's values in one canonical form, so that the same values give the same
/// fingerprint however the API spaced its JSON, ordered its records or split them into pages.
///
/// The form is one line per value, `ECONOMY<TAB>YEAR<TAB>VALUE<LF>`, sorted by economy (ISO3) and
/// year; empty values are left out, as the cache leaves them out; a value is written as Swift's
/// shortest text that reads back as the same `Double` (`54252461.0`, `1.5e-05`), with `-0.0` as
/// `0.0`. A country list's lines are `ID<TAB>ISO2<TAB>NAME<TAB>REGION<TAB>INCOME<TAB>LENDING<LF>`:
/// what moves when the Bank reclassifies an economy.
public struct ValuesFingerprint: Sendable, Hashable {
    /// The digest in lower-case hexadecimal.
    public let sha256: String
    /// How many lines were hashed: values, or entries of a country list.
    public let count: Int

    /// The fingerprint of `dataset`'s non-empty values.
    public init(_ dataset: IndicatorDataset) {
        let lines = dataset.observations.compactMap { observation in
            observation.value.map { "\(observation.economyID)\t\(observation.year)\t\(Self.text($0))\n" }
        }
        self.init(lines: lines)
    }

    /// The fingerprint of `dataset`'s non-empty values of `economies` (ISO3 codes) only.
    public init(_ dataset: IndicatorDataset, economies: Set<String>) {
        let lines = dataset.observations.compactMap { observation in
            economies.contains(observation.economyID)
                ? observation.value.map { "\(observation.economyID)\t\(observation.year)\t\(Self.text($0))\n" } : nil
        }
        self.init(lines: lines)
    }

    /// The fingerprint of a country list's codes, names and classifications.
    public init(_ countries: [Country]) {
        self.init(
            lines: countries.map {
                [$0.id, $0.iso2Code, $0.name, $0.region.id, $0.incomeLevel.id, $0.lendingType.id]
                    .joined(separator: "\t") + "\n"
            })
    }

    /// The fingerprint of canonical `lines`, sorted here so that their order never counts.
    init(lines: [String]) {
        var hash = SHA256()
        for line in lines.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) { hash.update(line.utf8) }
        sha256 = hash.hexDigest()
        count = lines.count
    }

    /// A fingerprint as a manifest recorded it.
    public init(sha256: String, count: Int) {
        self.sha256 = sha256
        self.count = count
    }

    /// `value` as its shortest round-trippable text; zero has one sign.
    static func text(_ value: Double) -> String {
        value == 0 ? "0.0" : "\(value)"
    }
}
