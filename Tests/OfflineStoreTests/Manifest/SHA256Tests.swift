import OfflineStore
import Testing

/// The SHA-256 of manifests against the test vectors of FIPS 180-4 (the NIST examples of SHA-256).
@Suite struct SHA256Tests {
    static let vectors: [(message: String, digest: String)] = [
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
    ]

    @Test(arguments: vectors.indices)
    func theStandardsVectorsHashToTheirDigests(index: Int) {
        #expect(SHA256.hex(Self.vectors[index].message.utf8) == Self.vectors[index].digest)
    }

    @Test func oneMillionTimesTheLetterAGivesTheStandardsDigest() {
        let digest = "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"
        #expect(SHA256.hex([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)) == digest)
        // The same message given in pieces that straddle the 64-byte blocks.
        var hash = SHA256()
        for size in [1, 63, 64, 65, 127, 999_680] { hash.update([UInt8](repeating: UInt8(ascii: "a"), count: size)) }
        #expect(hash.hexDigest() == digest)
    }
}
