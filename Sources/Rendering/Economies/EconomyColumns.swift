import WorldBank

/// The columns of a list of economies or aggregates (`countries economies`).
enum EconomyColumns {
    /// Codes, name, the three classifications and the capital.
    static let all: [Column<Country>] = [
        Column("Code", key: "iso3", kind: .code) { .text($0.id) },
        Column("ISO2", key: "iso2", kind: .code) { .text($0.iso2Code) },
        Column("Name", key: "name", kind: .name) { .text($0.name) },
        Column("Region", key: "region", kind: .label(width: 12), shape: .classification, dropPriority: 2) {
            group($0.region)
        },
        Column("Income", key: "income", kind: .label(width: 11.5), shape: .classification, dropPriority: 3) {
            group($0.incomeLevel)
        },
        Column("Lending", key: "lending", kind: .label(width: 8), shape: .classification, dropPriority: 4) {
            group($0.lendingType)
        },
        Column("Capital", key: "capital", kind: .label(width: 10), dropPriority: 5) { .text($0.capitalCity) },
    ]

    /// A classification, or a gap where an aggregate has none (its groups are blank or "Aggregates").
    private static func group(_ classification: Classification) -> CellValue {
        [Country.aggregateRegionID, ""].contains(classification.id)
            ? .classification(id: nil, name: "") : .classification(classification)
    }
}
