import CountriesAnalysis
import OfflineStore
import WorldBank

/// `--in GROUP` (`economies`, `list`): the members of one of the Bank's groups, from the country
/// list where it says them, else from the API's member list (cached, else fetched once).
extension DataSession {
    /// The members of the group `text` names among the aggregates of `countries`, and the member
    /// list they came from when only the API lists them. A session is made only then, so that a
    /// group of the country list needs no API settings and no network. Under `--manifest` the
    /// member list is one of the run's datasets (`members@EUU`).
    ///
    /// - Throws: a ``MatchError`` for a text that names no group (before any request); a
    ///   ``CLIError`` when the API lists no members at all.
    static func groupMembers(
        _ text: String, in countries: [Country], parsed: ParsedArguments, context: RunContext
    ) async throws -> (members: GroupMembers, listed: ListedMembers?) {
        var listed: ListedMembers?
        let members = try await GroupMembers.named(text, in: countries) { group in
            let answer = try await DataSession(parsed, context: context).ask(serving: true) {
                try await $0.memberList(of: group)
            }
            listed = answer
            return answer.list
        }
        if parsed.value(DataCommandOptions.manifest) != nil, let dataset = listed?.manifestDataset {
            context.manifestDatasets.add(dataset)
        }
        guard !members.members.isEmpty else {
            throw CLIError(
                "the World Bank API lists no members of \(members.group.name) (\(members.group.id))",
                hint: "the Bank may hold none for this group now; try again later with --refresh", code: .dataError)
        }
        return (members, listed)
    }
}
