import Foundation
import Testing

@testable import CountriesAnalysis

/// Names compare without case and accents, as Foundation's folding compared them.
@Suite struct NameKeyTests {
    @Test(arguments: [
        ("Côte d'Ivoire", "cote d'ivoire"), ("Curaçao", "curacao"), ("São Tomé and Príncipe", "sao tome and principe"),
        ("Türkiye", "turkiye"), ("Åland Islands", "aland islands"), ("Straße", "strasse"), ("İstanbul", "istanbul"),
        ("Cote\u{0301} d\u{2019}Ivoire", "cote d\u{2019}ivoire"), ("Færøerne", "færøerne"), ("KENYA", "kenya"),
    ])
    func foldingDropsCaseAndAccents(name: String, folded: String) {
        #expect(NameKey.fold(name) == folded)
    }

    @Test func foldingAgreesWithFoundationOnEveryLatinLetter() {
        let letters = (0xC0...0x24F).compactMap(Unicode.Scalar.init).filter(\.properties.isAlphabetic)
            .map { String(Character($0)) }
        let differing = letters.filter {
            NameKey.fold($0) != $0.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        }
        #expect(differing == [])
    }

    @Test func namesSortAmongTheirBaseLetters() {
        let names = ["Cyprus", "Curaçao", "Côte d'Ivoire", "Cuba", "Canada"]
        #expect(
            names.map(NameKey.init).sorted().map(\.name) == ["Canada", "Côte d'Ivoire", "Cuba", "Curaçao", "Cyprus"])
    }
}
