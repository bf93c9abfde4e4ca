import Testing

@testable import Rendering

/// Flags for the economies that have one, and only for them.
@Suite struct FlagEmojiTests {
    @Test(arguments: [
        ("FR", [0x1F1EB, 0x1F1F7] as [UInt32]),  // France: regional indicators F and R
        ("KE", [0x1F1F0, 0x1F1EA]),
        ("XK", [0x1F1FD, 0x1F1F0]),  // Kosovo: user-assigned, but in Unicode's recommended flags
        ("JG", []),  // the Channel Islands: no flag of their own
        ("1A", []), ("4E", []), ("8S", []), ("ZQ", []), ("EU", []),  // aggregates
        ("fr", []), ("", []),
    ])
    func aFlagIsTheCodesRegionalIndicatorsForACountryOnly(code: String, scalars: [UInt32]) {
        #expect((FlagEmoji.of(code)?.unicodeScalars.map(\.value) ?? []) == scalars)
    }
}
