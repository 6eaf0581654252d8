import ArchCore
import ImportScanner
import Testing

struct ImportScannerTests {
    @Test(arguments: ScanCase.all)
    func fullParseFindsExactlyTheExpectedImports(_ testCase: ScanCase) {
        #expect(ImportScanner.scanWithFullParse(testCase.source) == testCase.expected)
    }

    @Test(arguments: ScanCase.all)
    func scanningTheStringFindsExactlyTheExpectedImports(_ testCase: ScanCase) {
        #expect(ImportScanner.scan(testCase.source) == testCase.expected)
    }

    @Test(arguments: ScanCase.all)
    func scanningTheBytesFindsExactlyTheExpectedImports(_ testCase: ScanCase) {
        #expect(ImportScanner.scan(utf8: Array(testCase.source.utf8)) == testCase.expected)
    }

    @Test(arguments: [
        [0xFF, 0x0A],
        Array("import A\n".utf8) + [0xC3],  // truncated two-byte sequence at the end
        Array("import A // ".utf8) + [0xED, 0xA0, 0x80],  // an encoded surrogate
        [0xC0, 0xAF],  // overlong "/"
    ] as [[UInt8]])
    func bytesThatAreNotUTF8GiveNil(_ bytes: [UInt8]) {
        #expect(ImportScanner.scan(utf8: bytes) == nil)
    }

    @Test func nonASCIIBytesThatAreUTF8AreScanned() {
        let bytes = Array("// Ünïcödé ✓ 🚀\nimport Café\n".utf8)
        #expect(ImportScanner.scan(utf8: bytes) == [imp("Café", 2, 1)])
    }

    @Test func theBufferEntryPointsAgreeWithTheArrayOne() {
        let bytes = Array("import A\nstruct S {}\n#if X\nimport B\n#endif\n".utf8)
        let fromBuffer = bytes.withUnsafeBufferPointer { ImportScanner.scan(utf8: $0) }
        let fromRawBytes = bytes.withUnsafeBytes { ImportScanner.scan(utf8: $0) }
        #expect(fromBuffer == ImportScanner.scan(utf8: bytes))
        #expect(fromRawBytes == fromBuffer)
        #expect(fromBuffer?.map(\.module) == ["A", "B"])
    }
}
