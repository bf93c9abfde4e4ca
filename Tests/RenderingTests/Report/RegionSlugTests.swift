import Testing

@testable import Rendering

/// File names for regions.
@Suite struct RegionSlugTests {
    @Test(arguments: [
        ("Sub-Saharan Africa", "sub-saharan-africa"), ("Middle East, North Africa", "middle-east-north-africa"),
        ("Côte d'Ivoire", "c-te-d-ivoire"), ("  A--B 12 ", "a-b-12"), ("---", "region"), ("", "region"),
    ])
    func lettersAndDigitsAreJoinedBySingleHyphens(name: String, slug: String) {
        #expect(RegionSlug.make(name) == slug)
    }
}
