import Foundation

/// One record of `/indicator/{id}`:
/// `{"id", "name", "unit", "source": {"id", "value"}, "sourceNote", "sourceOrganization", "topics"}`.
///
/// `unit` and `sourceOrganization` may be empty and `topics` may hold empty objects, so everything
/// but the id and the name is optional.
struct IndicatorRecord: Decodable, Sendable {
    let id: String
    let name: String
    let unit: String?
    let source: Reference?
    let sourceNote: String?
    let sourceOrganization: String?
    let topics: [Reference]?

    /// An `{"id", "value"}` pair whose members may be missing.
    struct Reference: Decodable, Sendable {
        let id: String?
        let value: String?
    }

    /// The record as the tool uses it, `nil` when the id is not an indicator code.
    var info: IndicatorInfo? {
        guard let code = IndicatorCode(id) else { return nil }
        return IndicatorInfo(
            code: code, name: name.trimmingCharacters(in: .whitespaces), description: sourceNote ?? "",
            organisation: sourceOrganization ?? "", source: source?.value ?? "", unit: unit ?? "",
            topics: (topics ?? []).compactMap { $0.value?.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
    }
}
