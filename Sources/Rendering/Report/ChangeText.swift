import Analysis
import WorldBank

/// The "What changed" section as sentences, shared by the Markdown and JSON outputs.
enum ChangeText {
    static func lines(_ changes: ReportChanges) -> [String] {
        var lines: [String] = []
        if changes.lastUpdated.before != changes.lastUpdated.after {
            lines.append(
                "World Bank lastupdated: \(changes.lastUpdated.before.joined(separator: ", ")) → "
                    + changes.lastUpdated.after.joined(separator: ", "))
        }
        for move in changes.dataYears {
            lines.append(
                "New data year for \(move.indicator): \(move.before.map(String.init) ?? "none") → "
                    + (move.after.map(String.init) ?? "none"))
        }
        for revision in changes.revisions {
            let format = Measure.of(revision.indicator).kind.format
            lines.append(
                "Revised \(revision.indicator) \(revision.year) of \(revision.economy.name) (\(revision.economy.id)): "
                    + "\(format(revision.before)) → \(format(revision.after)) (\(NumberText.percent(revision.relativeChange)))"
            )
        }
        for move in changes.reclassifications {
            lines.append(
                "\(move.economy.name) (\(move.economy.id)) moved \(move.kind.rawValue): \(move.before.name) → \(move.after.name)"
            )
        }
        lines += changes.added.map { "Added: \($0.name) (\($0.id))" }
        lines += changes.removed.map { "Removed: \($0.name) (\($0.id))" }
        return lines
    }
}
