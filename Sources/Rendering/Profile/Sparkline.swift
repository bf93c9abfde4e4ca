/// A one-line chart of a series with block characters, gaps as spaces.
enum Sparkline {
    static func draw(_ values: [Double?]) -> String {
        let known = values.compactMap { $0 }
        guard let low = known.min(), let high = known.max() else { return "" }
        let blocks = Array("▁▂▃▄▅▆▇█")
        return String(
            values.map { value in
                guard let value else { return " " }
                let position =
                    high == low ? blocks.count / 2 : Int((value - low) / (high - low) * Double(blocks.count - 1))
                return blocks[position]
            })
    }
}
