import CountriesAnalysis
import OfflineStore
import Rendering
import WorldBank

extension Tool {
    /// `check_claims`: figures someone stated, checked against the World Bank's, each with a verdict
    /// and the proof of the figure it was compared with.
    static let checkClaims = Tool(
        name: "check_claims", title: "Check stated figures against the World Bank's",
        description: """
            Checks figures someone stated (a claim: an economy, an indicator, a year or 'latest', a value as \
            people write it, such as '54.3 million', '$2.1 trillion' or '3.4 %') against the World Bank's. \
            Each claim gets a verdict: match (the Bank's figure, rounded to the precision the claim is written \
            with, is the claim), close (within 5 %), mismatch, or cannot_verify (no such economy, indicator or \
            figure); a diagnosis where one explains the difference (the figure of another release held, since \
            revised; the sum of an aggregate's members; the figure of another year; a factor of a thousand, a \
            million or a billion; a percent written as a fraction; the sign); and the figure \
            compared with its year, origin, licence and proof (the API request that returns it, or the bulk \
            file it was read from). Use it before quoting a statistic. At most 50 claims a call.
            """,
        inputSchema: JSONSchema.object(
            [
                (
                    "claims",
                    JSONSchema.array(
                        JSONSchema.object(
                            [
                                ("economy", JSONSchema.string("a name or code (Kenya, KEN)", maximumLength: 200)),
                                (
                                    "indicator",
                                    JSONSchema.string("a code or words (SP.POP.TOTL, population)", maximumLength: 200)
                                ),
                                (
                                    "year",
                                    .object([
                                        ("type", .strings(["string", "integer"])),
                                        ("description", .string("a year (2022 or \"2022\") or \"latest\"")),
                                    ])
                                ),
                                (
                                    "value",
                                    JSONSchema.string("as written: 54.3 million, $2.1 trillion", maximumLength: 100)
                                ),
                                ("release", ToolContext.releaseSchema),
                            ], required: ["economy", "indicator", "year", "value"], closed: true),
                        description: "the claims, checked in order", maximumItems: 50)
                )
            ], required: ["claims"], closed: true),
        outputSchema: JSONSchema.object(
            [
                (
                    "verdicts",
                    JSONSchema.array(
                        JSONSchema.object(
                            [
                                ("economy", JSONSchema.string()), ("indicator", JSONSchema.string()),
                                ("year", JSONSchema.string()), ("value", JSONSchema.string()),
                                (
                                    "verdict",
                                    JSONSchema.string(choices: ClaimVerdict.Verdict.allCases.map(\.rawValue))
                                ),
                                ("diagnosis", JSONSchema.string(nullable: true)),
                                ("figure", JSONSchema.number("the World Bank's figure compared", nullable: true)),
                                ("figure_year", JSONSchema.integer(nullable: true)),
                                ("iso3", JSONSchema.string(nullable: true)),
                                ("indicator_code", JSONSchema.string(nullable: true)),
                                ("origin", JSONSchema.string(nullable: true)),
                                ("proof", JSONSchema.string(nullable: true)), ("licence", Proof.licenceSchema),
                            ],
                            required: [
                                "economy", "indicator", "year", "value", "verdict", "diagnosis", "figure",
                                "figure_year",
                                "iso3", "indicator_code", "origin", "proof", "licence",
                            ]))
                ),
                ("source", Proof.sourceSchema),
            ], required: ["verdicts", "source"]),
        run: { arguments, context in
            let items = try arguments.objects("claims", maximumCount: 50)
            guard !items.isEmpty else { throw ArgumentError(message: "give at least one claim in 'claims'") }
            let claims = try items.map { (item) throws(ArgumentError) in
                Claim(
                    economy: try item.text("economy") ?? "", indicator: try item.text("indicator") ?? "",
                    year: try item.text("year", maximumLength: 10) ?? "",
                    value: try item.text("value", maximumLength: 100) ?? "",
                    release: try item.text("release", maximumLength: 10))
            }
            let verdicts = await ClaimChecker.check(claims, with: context.source)
            let note = ClaimChecker.sourceNote(of: verdicts)
            return .object([
                (
                    "verdicts",
                    .array(
                        verdicts.map { verdict in
                            .object([
                                ("economy", .string(verdict.claim.economy)),
                                ("indicator", .string(verdict.claim.indicator)), ("year", .string(verdict.claim.year)),
                                ("value", .string(verdict.claim.value)), ("verdict", .string(verdict.verdict.rawValue)),
                                ("diagnosis", .string(verdict.diagnosis.isEmpty ? nil : verdict.diagnosis)),
                                ("figure", .number(verdict.figure)), ("figure_year", .integer(verdict.year)),
                                ("iso3", .string(verdict.economy?.id)),
                                ("indicator_code", .string(verdict.indicator?.rawValue)),
                                ("origin", .string(verdict.origin)), ("proof", .string(verdict.proof)),
                                ("licence", .string(verdict.licence?.name)),
                            ])
                        })
                ),
                ("source", .string(note.line)),
            ])
        })
}
