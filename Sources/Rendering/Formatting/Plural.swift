/// Counts with their noun: `1 economy`, `48 economies`.
enum Plural {
    static func economies(_ count: Int) -> String { count == 1 ? "1 economy" : "\(count) economies" }
}
