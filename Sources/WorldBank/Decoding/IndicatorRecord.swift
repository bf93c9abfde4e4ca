import Foundation

/// One record of `/indicator/{id}`:
/// `{"id", "name", "unit", "source": {"id", "value"}, "sourceNote", "sourceOrganization", "topics"}`.
///
/// `unit` and `sourceOrganization` may be empty and `topics` may hold empty objects, so everything
/// but the id and the name is optional.
package struct IndicatorRecord: Sendable {
    package let id: String
    package let name: String
    package let unit: String?
    package let source: Reference?
    package let sourceNote: String?
    package let sourceOrganization: String?
    package let topics: [Reference]?

    package init(
        id: String, name: String, unit: String?, source: Reference?, sourceNote: String?, sourceOrganization: String?,
        topics: [Reference]?
    ) {
        self.id = id
        self.name = name
        self.unit = unit
        self.source = source
        self.sourceNote = sourceNote
        self.sourceOrganization = sourceOrganization
        self.topics = topics
    }

    /// An `{"id", "value"}` pair whose members may be missing.
    package struct Reference: Sendable {
        package let id: String?
        package let value: String?

        package init(id: String?, value: String?) {
            self.id = id
            self.value = value
        }
    }

    /// The record as the tool uses it, `nil` when the id is not an indicator code.
    package var info: IndicatorInfo? {
        guard let code = IndicatorCode(id) else { return nil }
        return IndicatorInfo(
            code: code, name: name.trimmingCharacters(in: .whitespaces), description: sourceNote ?? "",
            organisation: sourceOrganization ?? "", source: source?.value ?? "", unit: unit ?? "",
            topics: (topics ?? []).compactMap { $0.value?.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
    }
}
