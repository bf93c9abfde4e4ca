#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A World Bank indicator code such as `SP.POP.TOTL`.
///
/// A distinct type so that an indicator can never be confused with a country code or a name, and
/// so that the two indicators the tool always needs have one spelling.
public struct IndicatorCode: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    /// The code exactly as the API spells it.
    public let rawValue: String

    /// Accepts a code made of letters, digits, dots and underscores, upper-cased; the API treats
    /// codes case-insensitively, and anything else could not be put into a URL path safely.
    public init?(_ text: String) {
        // The common case, a code already in its plain form, is checked byte by byte: every page
        // record carries one, and the general path below costs microseconds.
        let utf8 = text.utf8
        if !utf8.isEmpty, utf8.count <= 64, utf8.first != UInt8(ascii: "."), utf8.allSatisfy(Self.isPlainCodeByte) {
            rawValue = text.uppercasedCode
            return
        }
        let trimmed = text.trimmingWhitespace.uppercased()
        let allowed = trimmed.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "_") }
        guard !trimmed.isEmpty, trimmed.count <= 64, allowed, trimmed.first != "." else { return nil }
        rawValue = trimmed
    }

    private static func isPlainCodeByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "."), UInt8(ascii: "_"):
            true
        default: false
        }
    }

    // Literals known to be codes: the force-unwraps cannot fail at run time.
    /// Population, total.
    public static let population = IndicatorCode("SP.POP.TOTL")!
    /// GDP in current US dollars.
    public static let gdp = IndicatorCode("NY.GDP.MKTP.CD")!

    /// The indicators every listing shows, in column order: population, then GDP (from which GDP per
    /// capita is derived). The bundled snapshot holds exactly these.
    public static let core: [IndicatorCode] = [.population, .gdp]

    public var description: String { rawValue }

    public static func < (lhs: IndicatorCode, rhs: IndicatorCode) -> Bool { lhs.rawValue < rhs.rawValue }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let code = IndicatorCode(text) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "not an indicator code: \(text)"))
        }
        self = code
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
