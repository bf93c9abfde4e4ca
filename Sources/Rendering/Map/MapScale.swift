#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The colour classes of a choropleth: up to six classes by quantile, their bounds rounded to two
/// significant digits so that a legend reads `$1,200 – $2,600` rather than `$1,187 – $2,634`.
///
/// Each class holds about as many economies as the next, so the map shows where an economy ranks
/// rather than being one colour for all but the few richest. The colours are one blue from light to
/// dark in even steps of lightness (CIE L* 91, 78, 65, 52, 39, 26; grey 229, 191, 152, 111, 75, 50
/// as a greyscale printer turns them), so the classes stay apart in greyscale too.
struct MapScale: Sendable, Hashable {
    /// The lower bounds of every class but the first, increasing: a value below `bounds[0]` is in
    /// class 0, one from `bounds[i - 1]` up to below `bounds[i]` in class `i`.
    let bounds: [Double]
    /// How many of the values fall in each class.
    let counts: [Int]

    /// The most classes a map has.
    static let maximumClasses = 6
    /// The ramp, lightest first.
    static let ramp = ["#d9e7f8", "#a6c4e5", "#6fa2d2", "#2d82bc", "#046192", "#024164"]

    /// The classes of `values` (non-finite values are ignored): quantile bounds rounded to two
    /// significant digits, without repeats and strictly inside the values' range, so no class is empty
    /// by construction at either end. Fewer distinct values give fewer classes.
    init(values: [Double]) {
        let sorted = values.filter(\.isFinite).sorted()
        var bounds: [Double] = []
        if let lowest = sorted.first, let highest = sorted.last, lowest < highest {
            let classes = min(Self.maximumClasses, Set(sorted).count)
            for index in 1..<classes {
                // The value that `index` classes' worth of economies lie below.
                let bound = Self.rounded(sorted[sorted.count * index / classes])
                if bound > lowest, bound <= highest, bound > (bounds.last ?? -.infinity) { bounds.append(bound) }
            }
        }
        self.bounds = bounds
        var counts = [Int](repeating: 0, count: bounds.count + 1)
        for value in sorted { counts[Self.classIndex(of: value, bounds: bounds)] += 1 }
        self.counts = counts
    }

    /// How many classes there are.
    var classCount: Int { bounds.count + 1 }

    /// The class of `value`.
    func classIndex(of value: Double) -> Int { Self.classIndex(of: value, bounds: bounds) }

    private static func classIndex(of value: Double, bounds: [Double]) -> Int {
        bounds.firstIndex { value < $0 } ?? bounds.count
    }

    /// The fill of class `index`: the ramp's colours spread over the classes, lightest and darkest kept.
    func colour(_ index: Int) -> String {
        guard classCount > 1 else { return Self.ramp[Self.ramp.count / 2] }
        let position = Double(index) * Double(Self.ramp.count - 1) / Double(classCount - 1)
        return Self.ramp[Int(position.rounded())]
    }

    /// What class `index` holds, its bounds written by `format`: `under $1,200`, `$1,200 – $2,600`,
    /// `$31,000 and over`; `all values` when there is one class.
    func label(_ index: Int, format: (Double) -> String) -> String {
        switch index {
        case _ where bounds.isEmpty: "all values"
        case 0: "under \(format(bounds[0]))"
        case bounds.count: "\(format(bounds[bounds.count - 1])) and over"
        default: "\(format(bounds[index - 1])) – \(format(bounds[index]))"
        }
    }

    /// `value` to two significant digits: 1,187 is 1,200, 40,886 is 41,000, 0.534 is 0.53.
    static func rounded(_ value: Double) -> Double {
        guard value != 0, value.isFinite else { return value }
        let exponent = Int(floor(log10(abs(value)))) - 1
        let scale = pow(10, Double(abs(exponent)))
        return exponent >= 0
            ? (value / scale).rounded(.toNearestOrAwayFromZero) * scale
            : (value * scale).rounded(.toNearestOrAwayFromZero) / scale
    }
}
