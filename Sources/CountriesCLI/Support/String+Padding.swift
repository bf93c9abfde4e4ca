extension String {
    /// The string right-aligned in `width` columns.
    func leftPadded(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
