import CountriesAnalysis
import Foundation
import Testing
import WorldBank

/// ``GroupMembers`` read from the API's member list: only economies of the country list are
/// members, each once, so a hostile list cannot bring an aggregate, a repeat or an unknown code
/// into a sum.
@Suite struct GroupMembersListedTests {
    static func country(_ id: String, region: String = "ECS") -> Country {
        let group = Classification(id: region, iso2Code: "", name: region)
        return Country(
            id: id, iso2Code: "", name: id, region: group, adminRegion: group, incomeLevel: group,
            lendingType: group, capitalCity: nil, longitude: nil, latitude: nil)
    }

    static let countries = [
        country("AUT"), country("BEL"), country("EMU", region: Country.aggregateRegionID),
        country("EUU", region: Country.aggregateRegionID), country("ECS", region: Country.aggregateRegionID),
    ]

    @Test func anAggregateARepeatAndAnUnknownCodeAreLeftOutAndSaid() throws {
        let group = Classification(id: "EUU", iso2Code: "EU", name: "European Union")
        let listed = MemberList(
            group: "EUU",
            members: [Self.country("BEL"), Self.country("EMU"), Self.country("AUT"), Self.country("XXX")],
            request: "https://api.worldbank.org/v2/country?format=json&region=EUU&per_page=1000&page=1",
            fetchedAt: Date(timeIntervalSince1970: 1_795_953_600))
        let members = GroupMembers(group: group, listed: listed, countries: Self.countries)
        #expect(members.members.map(\.id) == ["AUT", "BEL"])
        #expect(members.leftOut == ["EMU", "XXX"])
        #expect(
            members.explanation
                == "Members are the economies the World Bank API lists for European Union (EUU), fetched 2026-11-29 "
                + "(https://api.worldbank.org/v2/country?format=json&region=EUU&per_page=1000&page=1). It also listed "
                + "EMU, XXX, not an economy of the list: left out.")
    }

    @Test func aGroupOfTheCountryListIsAnsweredWithoutAskingForAMemberList() async throws {
        let members = try await GroupMembers.named("ECS", in: Self.countries) { _ in
            Issue.record("no member list is asked for a region")
            throw CancellationError()
        }
        #expect(members.members.map(\.id) == ["AUT", "BEL"])
    }
}
