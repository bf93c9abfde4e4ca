#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How a figure moved, in percent as analysts quote it: the compound annual growth rate over a
/// span of years, and the change from one year to the next.
public enum Growth {
    /// The compound annual growth rate between the first and the last year of `values` (year →
    /// value) that hold values; `nil` with fewer than two years or a start that is not positive.
    public static func compoundAnnual(_ values: [Int: Double]) -> (first: Int, last: Int, percent: Double)? {
        guard let first = values.keys.min(), let last = values.keys.max(), last > first,
            let start = values[first], let end = values[last], start > 0, end >= 0
        else { return nil }
        return (first, last, (pow(end / start, 1 / Double(last - first)) - 1) * 100)
    }

    /// The change from `before` to `now` in percent; `nil` when either is missing or `before` is 0.
    public static func change(from before: Double?, to now: Double?) -> Double? {
        guard let before, let now, before != 0 else { return nil }
        return (now / before - 1) * 100
    }
}
