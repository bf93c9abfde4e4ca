import CountriesAnalysis
import Testing

/// File names for regions and report scopes.
@Suite struct SlugTests {
    @Test(arguments: [
        ("Sub-Saharan Africa", "sub-saharan-africa"), ("Middle East, North Africa", "middle-east-north-africa"),
        ("Côte d'Ivoire", "c-te-d-ivoire"), ("  A--B 12 ", "a-b-12"), ("---", "region"), ("", "region"),
        ("SP.DYN.LE00.IN", "sp-dyn-le00-in"),
    ])
    func lettersAndDigitsAreJoinedBySingleHyphens(name: String, slug: String) {
        #expect(Slug.make(name, empty: "region") == slug)
    }
}
