import CSystem

extension String {
    /// `value` with `decimals` digits after the point, exactly as C's `printf("%.*f")` writes it in
    /// the "C" locale: `2.72`, `-0.4`, `1673916511800`.
    ///
    /// The one fixed-point formatter of the package, for tables and messages alike: FoundationEssentials
    /// has no `String(format:)`, and C's `snprintf` called directly costs far less than Foundation's
    /// formatting did, which took more time than the rest of a table.
    package init(fixed value: Double, decimals: Int) {
        // A whole number is written in integer digits, byte for byte as printf writes it (nothing is
        // rounded), at a fraction of the call's cost; `-0` is left to printf, which keeps its sign.
        if decimals >= 0, value != 0 || value.sign == .plus, let digits = Self.wholeDigits(value) {
            self = digits + (decimals > 0 ? "." + String(repeating: "0", count: decimals) : "")
            return
        }
        // Every number a table shows fits the first buffer; a huge value with many decimals gets one of its size.
        let first = withUnsafeTemporaryAllocation(of: CChar.self, capacity: 400) {
            Self.write(value, decimals: decimals, into: $0)
        }
        self =
            first.text
            ?? withUnsafeTemporaryAllocation(of: CChar.self, capacity: first.length + 1) {
                Self.write(value, decimals: decimals, into: $0).text ?? ""
            }
    }

    /// `value` at full precision without separators, as CSV and JSON hold it: `51672569`,
    /// `1673916511799.7087`. Whole numbers lose the `.0` so spreadsheets read integers, and large
    /// ones are written out in digits; only a tiny fraction keeps its exponent (`5e-324`), never
    /// rounded to `0`.
    package init(raw value: Double) {
        if let digits = Self.wholeDigits(value) {
            self = digits
            return
        }
        let text = value.description
        // Bytes, not characters: this runs for every value of a panel's file.
        guard abs(value) >= 1, text.utf8.contains(UInt8(ascii: "e")) else {
            self = text
            return
        }
        self.init(fixed: value, decimals: 0)
    }

    /// `count` with a comma every three digits, as counts are said to people: `8,790,085`. A
    /// function, not an initialiser: `String.init` passed to `map` must keep meaning plain digits.
    package static func grouped(_ count: Int) -> String {
        let digits = String(count.magnitude)
        let separated = digits.enumerated().map { index, digit in
            (index > 0 && (digits.count - index) % 3 == 0 ? "," : "") + String(digit)
        }.joined()
        return (count < 0 ? "-" : "") + separated
    }

    /// The digits of `value` when it is a whole number below 9e15 in size, which `Int64` holds
    /// exactly (`-0` gives `0`); `nil` otherwise.
    private static func wholeDigits(_ value: Double) -> String? {
        value.rounded() == value && abs(value) < 9e15 ? String(Int64(value)) : nil
    }

    /// The text `csystem_format_fixed` writes into `buffer`, `nil` when it does not fit, and its length.
    private static func write(
        _ value: Double, decimals: Int, into buffer: UnsafeMutableBufferPointer<CChar>
    ) -> (text: String?, length: Int) {
        let length = Int(csystem_format_fixed(value, Int32(decimals), buffer.baseAddress, buffer.count))
        guard length < buffer.count else { return (nil, length) }
        return (String(decoding: UnsafeRawBufferPointer(buffer).prefix(Swift.max(0, length)), as: UTF8.self), length)
    }
}
