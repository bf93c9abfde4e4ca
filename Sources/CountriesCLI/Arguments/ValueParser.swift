import CountriesAnalysis
import OfflineStore
import WorldBank

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// How the text given to an option becomes its typed value, or a ``UsageError`` naming the value
/// and the choices; and how a default value is shown in `--help`.
struct ValueParser<Value: Sendable>: Sendable {
    /// Reads the `text` given to `option`; the option names the value in error messages.
    let read: @Sendable (_ text: String, _ option: OptionSpec, _ context: ParsingContext) throws(UsageError) -> Value
    /// The value as it would be typed, for the default shown in `--help`.
    var shown: @Sendable (Value) -> String = { "\($0)" }
    /// The closed set of texts it accepts, for completions; empty when it is open.
    var choices: [String] = []
}

/// What value parsers may depend on besides the text: today's date bounds `--year`.
struct ParsingContext: Sendable {
    let now: Date
}

extension YearSelection {
    /// The first year of World Bank data.
    static let firstYear = 1960
}

extension ValueParser where Value == String {
    /// Free text, checked later against data (a region name, a title).
    static var text: Self { ValueParser { text, _, _ in text } }

    /// A path to a file or folder; an empty one is refused (it would mean the current folder, or
    /// nothing, by accident).
    static var path: Self {
        ValueParser { text, option, _ throws(UsageError) in
            guard !text.isEmpty else {
                throw UsageError(
                    "empty --\(option.name)", hint: "give a \(option.valueName == "DIR" ? "folder" : "file") name")
            }
            return text
        }
    }
}

extension ValueParser where Value == ReportScope {
    /// A report series' name: a slug that becomes part of a folder name.
    static var reportName: Self {
        ValueParser { text, option, _ throws(UsageError) in
            guard let scope = ReportScope(name: text) else {
                throw UsageError(
                    "invalid --\(option.name) '\(text)'",
                    hint: "use lower-case letters a-z and digits, in runs joined by single hyphens, at most "
                        + "\(ReportScope.maximumLength) characters, such as africa-board")
            }
            return scope
        }
    }
}

extension ValueParser where Value == [String] {
    /// The items of a list of economies split at semicolons, trimmed; commas are split later, against
    /// the names (`Korea, Rep.` is one). An empty item is a mistake worth naming.
    static var economies: Self {
        ValueParser { text, option, _ throws(UsageError) in
            let items = text.split(separator: ";", omittingEmptySubsequences: false).map {
                String($0).trimmingWhitespace
            }
            let pieces = items.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }
            guard !pieces.contains(where: { String($0).trimmingWhitespace.isEmpty }) else {
                throw UsageError(
                    "empty --\(option.name) '\(text)'",
                    hint:
                        "give codes or names, such as --\(option.name) KEN,UG,tanzania or --\(option.name) \"Korea, Rep.\";KEN"
                )
            }
            return items
        }
    }
}

extension ValueParser where Value == Int {
    /// A whole number in `range`.
    static func integer(in range: ClosedRange<Int>) -> Self {
        ValueParser { text, option, _ throws(UsageError) in
            guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(text),
                range.contains(value)
            else {
                throw UsageError(
                    "invalid --\(option.name) '\(text)'",
                    hint: "give a whole number from \(range.lowerBound) to \(range.upperBound)")
            }
            return value
        }
    }
}

extension ValueParser where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    /// One of a closed set, such as `--format` or `--sort`; `noun` names it in messages.
    static func choice(noun: String) -> Self {
        ValueParser(
            read: { text, _, _ throws(UsageError) in try choice(text, noun: noun) }, shown: \.rawValue,
            choices: Value.allCases.map(\.rawValue))
    }

    /// `text` read as one of the choices, whatever its case.
    static func choice(_ text: String, noun: String) throws(UsageError) -> Value {
        if let value = Value(rawValue: text.lowercased()) { return value }
        let choices = Value.allCases.map(\.rawValue)
        throw UsageError(
            "invalid \(noun) '\(text)'" + EditDistance.didYouMean(text, among: choices),
            hint: "choose one of: \(choices.joined(separator: ", "))")
    }
}

extension ValueParser where Value == Duration {
    /// The longest duration accepted: ten years, far beyond any sensible cache age or timeout and
    /// far below where the arithmetic would overflow.
    private static var maximumSeconds: Double { 10.0 * 365 * 86_400 }

    /// A duration such as `90s`, `30m`, `24h`, `7d`, or, unless `unitRequired`, plain seconds;
    /// `positive` refuses zero. A default is shown in hours or minutes when a unit is required.
    static func duration(positive: Bool = false, unitRequired: Bool = false) -> Self {
        ValueParser(
            read: { text, option, _ throws(UsageError) in
                let lowered = text.lowercased()
                let units: [(String, Double)] = [("ms", 0.001), ("s", 1), ("m", 60), ("h", 3_600), ("d", 86_400)]
                let unit = units.first { lowered.hasSuffix($0.0) && isDecimal(lowered.dropLast($0.0.count)) }
                let number = unit.map { lowered.dropLast($0.0.count) } ?? (unitRequired ? "" : lowered[...])
                let scale = unit?.1 ?? 1
                guard isDecimal(number), let value = Double(number), value * scale <= maximumSeconds else {
                    throw UsageError(
                        "invalid --\(option.name) '\(text)'",
                        hint: "give a duration such as 90s, 30m, 24h or 7d (at most 10 years)"
                            + (unitRequired ? ", with its unit" : ""))
                }
                let duration = Duration.milliseconds(Int((value * scale * 1_000).rounded()))
                guard !positive || duration > .zero else {
                    throw UsageError("invalid --\(option.name) '\(text)'", hint: "give a positive number of seconds")
                }
                return duration
            },
            shown: { duration in
                let seconds = duration.components.seconds
                guard unitRequired else { return "\(seconds)" }
                return seconds % 3_600 == 0 ? "\(seconds / 3_600)h" : "\(seconds / 60)m"
            })
    }

    /// True for digits with at most one decimal point, such as `24` or `0.5`: no sign, no
    /// exponent, no spaces, nothing `Double` would also accept.
    private static func isDecimal(_ text: Substring) -> Bool {
        !text.isEmpty && text != "." && text.filter { $0 == "." }.count <= 1
            && text.allSatisfy { $0 == "." || ($0.isASCII && $0.isNumber) }
    }
}

extension ValueParser where Value == YearSelection {
    /// `2022`, `2010:2022` (inclusive, where `ranges` allows) or `latest`; a year outside
    /// 1960…this year is refused, and so is a range whose first year comes after its last.
    static func year(ranges: Bool) -> Self {
        ValueParser { text, _, context throws(UsageError) in
            let trimmed = text.lowercased()
            if trimmed == "latest" { return .latest }
            let (firstYear, lastYear) = (YearSelection.firstYear, DayText.year(context.now))
            let parts = trimmed.split(separator: ":", omittingEmptySubsequences: false)
            let years = parts.map { part -> Int? in
                guard part.count == 4, part.allSatisfy(\.isASCII), let year = Int(part),
                    (firstYear...lastYear).contains(year)
                else { return nil }
                return year
            }
            if years.count == 1, let year = years[0] { return .year(year) }
            guard years.count == 2, let first = years[0], let last = years[1] else {
                throw UsageError(
                    parts.count == 2 ? "invalid year range '\(text)'" : "invalid year '\(text)'",
                    hint: "give a year from \(firstYear) to \(lastYear), a range such as 2010:2022, or 'latest'")
            }
            guard first <= last else {
                throw UsageError(
                    "invalid year range '\(text)': \(first) comes after \(last)",
                    hint: "write the older year first, such as \(last):\(first)")
            }
            guard ranges || first == last else {
                throw UsageError(
                    "invalid year '\(text)': this command takes one year or 'latest'",
                    hint: "for a range of years use 'countries list --year \(text)'")
            }
            return first == last ? .year(first) : .range(first, last)
        }
    }
}

extension ValueParser where Value == [IndicatorCode] {
    /// Comma-separated indicator codes, as extra columns: each once, without the core ones every
    /// listing shows anyway unless `keepingCore` (`--per-capita NY.GDP.MKTP.CD` is a column of its own).
    static func indicators(keepingCore: Bool = false) -> Self {
        ValueParser { text, _, _ throws(UsageError) in
            var codes: [IndicatorCode] = []
            for part in text.split(separator: ",", omittingEmptySubsequences: false) {
                let code = try IndicatorCode(parsing: String(part))
                if keepingCore || !IndicatorCode.core.contains(code), !codes.contains(code) { codes.append(code) }
            }
            return codes
        }
    }
}

extension IndicatorCode {
    /// `text` read as an indicator code, or the usage error that says what one looks like.
    init(parsing text: String) throws(UsageError) {
        guard let code = IndicatorCode(text) else {
            throw UsageError(
                "invalid indicator code '\(text)'", hint: "codes look like SP.DYN.LE00.IN (letters, digits and dots)")
        }
        self = code
    }
}

extension ValueParser where Value == IndicatorCode {
    /// One indicator code, such as `SP.DYN.LE00.IN`; checked against the catalogue later, by the command.
    static var indicator: Self {
        ValueParser { text, _, _ throws(UsageError) in try IndicatorCode(parsing: text) }
    }
}
