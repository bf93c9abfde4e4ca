public import CountriesAnalysis
public import WorldBank

/// `countries check` as a ``Document``: one row per claim, in the input's order, with its verdict,
/// what explains a difference, and the figure found with its proof.
public enum ClaimsRenderer {
    /// The document of `verdicts`, with a line counting each verdict.
    public static func document(_ verdicts: [ClaimVerdict], source: SourceNote) -> Document {
        let table = Table(columns, rows: verdicts)
        let counts = ClaimVerdict.Verdict.allCases.map { verdict in
            (verdict, verdicts.count { $0.verdict == verdict })
        }
        var document = Document(
            data: table, shape: .claimCheck,
            json: [
                ("summary", .object(counts.map { ($0.0.rawValue, JSONValue.integer($0.1)) })),
                ("rows", ColumnJSON.array(table)),
            ], source: source)
        document.add(.table(table, title: nil))
        document.note([
            Plural.count(verdicts.count, "claim") + ": "
                + counts.map { "\($0.1) \($0.0 == .cannotVerify ? "cannot be verified" : $0.0.rawValue)" }
                .joined(separator: ", ")
                + " (match: the figure rounded to the precision the claim is written with; close: within 5 %)."
        ])
        return document
    }

    /// The claim as written, the verdict and why, the figure and its proof.
    static let columns: [Column<ClaimVerdict>] = [
        Column("Economy", key: "economy", kind: .name) { .text($0.claim.economy) },
        Column("Indicator", key: "indicator", kind: .name, dropPriority: 2) { .text($0.claim.indicator) },
        Column("Year", key: "year", kind: .label(width: 6)) { .text($0.claim.year) },
        Column("Claim", key: "value", kind: .label(width: 14)) { .text($0.claim.value) },
        Column("Verdict", key: "verdict", kind: .label(width: 13)) { .text($0.verdict.rawValue) },
        Column("Diagnosis", key: "diagnosis", kind: .name) { .text($0.diagnosis.isEmpty ? nil : $0.diagnosis) },
        Column("Figure", key: "figure", kind: .quantity) { .number($0.figure) },
        Column("Figure year", terminalHeader: "Of", key: "figure_year", kind: .year) { .integer($0.year) },
        Column("ISO3", key: "iso3", kind: .code, dropPriority: 1) { .text($0.economy?.id) },
        Column("Code", key: "indicator_code", kind: .code, dropPriority: 1) { .text($0.indicator?.rawValue) },
        Column("Release", key: "release", kind: .code, audience: .machines) { .text($0.claim.release) },
        Column("Origin", key: "origin", kind: .name, audience: .machines) { .text($0.origin) },
        Column("Proof", key: "proof", kind: .name, audience: .machines) { .text($0.proof) },
        Column("Licence", key: "licence", kind: .name, audience: .machines) { .text($0.licence?.name) },
    ]
}
