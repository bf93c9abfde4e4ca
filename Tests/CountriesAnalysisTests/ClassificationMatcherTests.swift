import CountriesAnalysis
import Testing
import WorldBank

/// `--region` and `--income` accept ids, codes, names and unambiguous parts of names.
@Suite struct ClassificationMatcherTests {
    static let regions = ClassificationMatcher(
        kind: "region",
        choices: [
            Classification(id: "EAS", iso2Code: "Z4", name: "East Asia & Pacific"),
            Classification(id: "ECS", iso2Code: "Z7", name: "Europe & Central Asia"),
            Classification(id: "LCN", iso2Code: "ZJ", name: "Latin America & Caribbean "),
            Classification(id: "MEA", iso2Code: "ZQ", name: "Middle East, North Africa, Afghanistan & Pakistan"),
            Classification(id: "NAC", iso2Code: "XU", name: "North America"),
            Classification(id: "SAS", iso2Code: "8S", name: "South Asia"),
            Classification(id: "SSF", iso2Code: "ZG", name: "Sub-Saharan Africa "),
        ])
    static let incomes = ClassificationMatcher(
        kind: "income level",
        choices: [
            Classification(id: "HIC", iso2Code: "XD", name: "High income"),
            Classification(id: "LIC", iso2Code: "XM", name: "Low income"),
            Classification(id: "LMC", iso2Code: "XN", name: "Lower middle income"),
            Classification(id: "UMC", iso2Code: "XT", name: "Upper middle income"),
            Classification(id: "INX", iso2Code: "XY", name: "Not classified"),
        ])

    @Test(arguments: [
        ("SSF", "SSF"), ("ssf", "SSF"), ("ZG", "SSF"), ("Sub-Saharan Africa", "SSF"), ("  sub-saharan africa ", "SSF"),
        ("sub-saharan", "SSF"), ("sub saharan", "SSF"), ("europe", "ECS"), ("latin america & caribbean", "LCN"),
        ("8s", "SAS"), ("pakistan", "MEA"),
    ])
    func regionsMatch(input: String, id: String) throws {
        #expect(try Self.regions.match(input).id == id)
    }

    @Test(arguments: [
        ("HIC", "HIC"), ("high", "HIC"), ("lower middle", "LMC"), ("upper", "UMC"), ("low income", "LIC"),
    ])
    func incomeLevelsMatch(input: String, id: String) throws {
        #expect(try Self.incomes.match(input).id == id)
    }

    @Test func aPartThatFitsSeveralNamesIsAmbiguous() {
        #expect(throws: MatchError.self) { try Self.incomes.match("middle") }
        let error = #expect(throws: MatchError.self) { try Self.regions.match("africa") }
        #expect(
            error?.message
                == "ambiguous region 'africa': it matches 'Middle East, North Africa, Afghanistan & Pakistan' (MEA), 'Sub-Saharan Africa' (SSF)"
        )
    }

    @Test func aTypoGetsASuggestion() {
        let error = #expect(throws: MatchError.self) { try Self.regions.match("Nort America") }
        #expect(error?.message == "unknown region 'Nort America'; did you mean 'North America' (NAC)?")
        #expect(error?.problem == .classification(kind: "region", choices: Self.regions.choices))
    }
}
