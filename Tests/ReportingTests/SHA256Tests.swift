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

    // Digests computed with Python's hashlib: a message of many blocks, and non-ASCII text
    // (hashed as UTF-8).
    @Test(arguments: [
        (String(repeating: "a", count: 1000), "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3"),
        ("Ünïcødé → ✓", "632b955e8e96ff6f6e58a6a1318acea13111bd75183dbc3948a76f6c9eb4f949"),
    ])
    func digestMatchesAReferenceImplementation(input: String, digest: String) {
        #expect(SHA256.hex(input) == digest)
    }
}
