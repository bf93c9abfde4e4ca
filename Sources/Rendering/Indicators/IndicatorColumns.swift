import WorldBank

/// The columns of a list of indicators (`countries indicators WORDS`).
enum IndicatorColumns {
    /// Code, name, a one-sentence description for people, the full one and the compiler for machines.
    static let all: [Column<IndicatorInfo>] = [
        Column("ID", key: "id", kind: .label(width: 10)) { .text($0.code.rawValue) },
        Column("Name", key: "name", kind: .name) { .text($0.name) },
        Column("Description", key: "summary", kind: .label(width: 20), audience: .people, dropPriority: 1) {
            .text($0.shortDescription())
        },
        Column("Description", key: "description", kind: .label(width: 20), audience: .machines) {
            .text($0.description)
        },
        Column("Source organisation", key: "source_organisation", kind: .label(width: 20), audience: .machines) {
            .text($0.organisation)
        },
    ]
}
