import ArchCore
@testable import ImportScanner
import Testing

// A file the fast path cannot settle is parsed whole; the collector then finds lines in the bytes
// and skips blocks whose text never spells `import`. It must answer exactly as the reference walk
// (every node, swift-syntax's location converter), including on code that does not compile.

let fullParseCases: [String] = [
    "import A\nstruct S {}\n#if DEBUG\nimport B\n#endif\n",
    "import A\r\nstruct S {}\r\nimport B\r\n",
    "import A\rstruct S {}\rimport B\r",
    "\u{FEFF}import A\nfunc f() {}\nimport B\n",
    "struct S {\n    import Inside\n    func f() { let x = [1, 2]; _ = x }\n}\nimport After\n",
    "func f() {\n    let c = { import Nested }\n}\nimport After\n",
    "let big = [\n    \"a\": 1, \"b\": 2,\n]\nlet list = [1, 2, 3]\n/* import in a comment\n */\nimport Late\n",
    "let s = \"\"\"\n    import Not\n    \"\"\"\n@testable import T\nclass C { var v: Int { get { 1 } } }\n#if os(Linux)\n@_exported public import L\n#elseif canImport(UIKit)\nimport U\n#endif\n",
    "enum E { case a; func g() { switch self { case .a: break } } }\nimport struct Foundation.Date\n",
]

@Test(arguments: fullParseCases)
func theFullParseShortcutsAnswerAsTheReferenceWalk(_ source: String) {
    var text = source
    let shortcut = text.withUTF8 { ImportScanner.fullParse($0).imports }
    #expect(shortcut == ImportScanner.scanWithFullParse(source))
    #expect(!shortcut.isEmpty)
}

@Test func findsTheWordOnlyInsideTheRange() {
    var text = "abc import xyz"
    text.withUTF8 { bytes in
        #expect(ImportCollector.spellsImport(bytes, in: 0..<bytes.count))
        #expect(ImportCollector.spellsImport(bytes, in: 4..<10))
        #expect(!ImportCollector.spellsImport(bytes, in: 4..<9))
        #expect(!ImportCollector.spellsImport(bytes, in: 5..<14))
        #expect(!ImportCollector.spellsImport(bytes, in: 0..<3))
    }
}
