import Testing

@testable import Reporting

@Suite struct SHA256Tests {
    // Test vectors from FIPS 180-4 / NIST, including a message spanning two blocks.
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
    ])
    func digestMatchesPublishedTestVectors(input: String, digest: String) {
        #expect(SHA256.hex(input) == digest)
    }
}
