public import WorldBank

/// Names one answer the tool can store: the country list, the member list of one of the Bank's
/// groups, or one indicator over one period.
///
/// The key is also the cache file name, so it is built only from validated codes and never from
/// free text. An indicator of another database than the World Development Indicators is a key of
/// its own (`CC.EST@2022@source3`), so that one database's answer is never served for another's,
/// while the keys of the World Development Indicators keep the names (and the stored form) they
/// always had.
public enum DatasetKey: Sendable, Hashable, CustomStringConvertible {
    /// The whole country list.
    case countries
    /// One indicator of one database over one period.
    case indicator(IndicatorCode, Period, source: DatabaseID = .wdi)
    /// The members the API lists for one of the Bank's groups (`EUU`), which the country list does
    /// not say; built only through ``members(of:)``, so its code is always letters and digits.
    case members(String)

    /// The key of the member list of `group`, an aggregate's code of 2 or 3 letters and digits
    /// (`EUU`, `T5`); `nil` for anything else, which could not be a file name.
    public static func members(of group: String) -> DatasetKey? {
        group.wholeMatch(of: /[A-Z0-9]{2,3}/) == nil ? nil : .members(group)
    }

    /// The name of this dataset's file inside a cache or snapshot folder, without the extension
    /// of its form: `countries`, `SP.POP.TOTL@2022`, `CC.EST@2022@source3`.
    public var name: String {
        switch self {
        case .countries: "countries"
        case .members(let group): "members@\(group)"
        case .indicator(let code, let period, .wdi): "\(code.rawValue)@\(period.label)"
        case .indicator(let code, let period, let source): "\(code.rawValue)@\(period.label)@source\(source)"
        }
    }

    /// The database of an indicator key; the World Development Indicators for the country list.
    public var source: DatabaseID {
        guard case .indicator(_, _, let source) = self else { return .wdi }
        return source
    }

    /// The key named `countries`, `CODE@PERIOD` (a valid indicator code and a period label:
    /// `2022`, `2010-2022`, `mrnev1`, `mrv14`, `history`) or `CODE@PERIOD@sourceN` (N not 2): the
    /// names this tool writes, and no other; `members@GROUP` for a group's member list.
    public init?(name: String) {
        if name == "countries" {
            self = .countries
            return
        }
        let parts = name.split(separator: "@", omittingEmptySubsequences: false)
        if parts.count == 2, parts[0] == "members", let key = Self.members(of: String(parts[1])) {
            self = key
            return
        }
        guard parts.count == 2 || parts.count == 3, let code = IndicatorCode(String(parts[0])) else { return nil }
        var source = DatabaseID.wdi
        if parts.count == 3 {
            guard let number = Self.digits(after: "source", in: parts[2], atMost: 4).flatMap(DatabaseID.init),
                number != .wdi
            else { return nil }
            source = number
        }
        // Counts of at most 9 digits, so that none overflows.
        let label = parts[1]
        let period: Period? =
            if label == "history" {
                .history
            } else if let count = Self.digits(after: "mrnev", in: label, atMost: 9).flatMap({ Int($0) }) {
                .mostRecentNonEmpty(count)
            } else if let count = Self.digits(after: "mrv", in: label, atMost: 9).flatMap({ Int($0) }) {
                .mostRecent(count)
            } else if let year = Self.digits(after: "", in: label.prefix(4), atMost: 4).flatMap({ Int($0) }),
                label.count == 4 || label.count == 9
            {
                label.count == 4
                    ? .year(year)
                    : Self.digits(after: "-", in: label.dropFirst(4), atMost: 4).flatMap { Int($0) }.map {
                        .range(year, $0)
                    }
            } else {
                nil
            }
        guard let period else { return nil }
        self = .indicator(code, period, source: source)
    }

    /// The digits that follow `prefix` to the end of `text` (1 to `atMost` ASCII digits), or `nil`:
    /// file names are read this way, not with a regular expression, which Swift builds anew at every
    /// use (a panel reads hundreds of names).
    private static func digits(after prefix: String, in text: Substring, atMost: Int) -> String? {
        guard text.hasPrefix(prefix) else { return nil }
        let digits = text.dropFirst(prefix.count)
        guard (1...atMost).contains(digits.utf8.count), digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else {
            return nil
        }
        return String(digits)
    }

    public var description: String {
        if case .members(let group) = self { return "member list of \(group)" }
        guard case .indicator(let code, let period, let source) = self else { return "country list" }
        return "\(code.rawValue) (\(source == .wdi ? "" : "source \(source), ")\(Self.words(period)))"
    }

    /// The period as people say it: `2022`, `2010–2022`, `latest values`, `all years`.
    static func words(_ period: Period) -> String {
        switch period {
        case .year(let year): "\(year)"
        case .range(let first, let last): "\(first)–\(last)"
        case .mostRecentNonEmpty(1): "latest values"
        case .mostRecentNonEmpty(let count): "latest \(count) values"
        case .mostRecent(let count): "latest \(count) years"
        case .history: "all years"
        }
    }
}
