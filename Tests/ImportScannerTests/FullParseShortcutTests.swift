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

// A word `import` after the header sends a file to a parse; when every such word stays at file
// scope, the file's outline (bodies blanked) is parsed instead, and must answer as the whole file.
@Test(arguments: fullParseCases + [
    "import A\n\nstruct S {\n    func f() {}\n}\n\n#if DEBUG\nimport B\n\nextension S {\n    static var sample: String { \"S\" }\n}\n#endif\n",
    "import A\nfinal class C {\n    let s = \"\"\"\n    import Not\n    \"\"\"\n}\n@testable import T\n",
    "import A\nstruct S { let x = 1 }; import B\n",
    "import A\nlet café = [1]\n  import B // after a multi-byte name\n",
    // An `#if` left open inside a body (the fuzzer's input: `#else` damaged into `#elsei`): the
    // whole parse puts the later import under `os(Windows)`, so the outline must not answer.
    "import A\nfunc f() {\n  #if os(Windows)\n  let a = 1\n  #elsei  return 2\n}\n#if canImport(B)\nimport B\n#endif\n",
    "import A\nfunc f() {\n  #if DEBUG\n  print(1)\n  #endif\n}\n#if canImport(B)\nimport B\n#endif\n",
    // The outline's blank lines are left empty before the parse: line breaks of every kind,
    // a `\r` and a `\n` with code between them, an import on a body's closing line.
    "import A\r\nstruct S {\r\n    func f() {}\r\n\r\n    var x: Int { 1 }\r\n}\r\n#if DEBUG\r\nimport B\r\n#endif\r\n",
    "import A\rstruct S {\r    func f() {}\r\r}\r#if DEBUG\rimport B\r#endif\r",
    "import A\nstruct S {\r  let a = 1\n  let b = 2\r\n}\n#if DEBUG\nimport B\n#endif\n",
    "import A\nenum E {\n    case a\n    case b }; import B\nlet t = [\n  1,\n  2,\n]; import C\n",
    "import A\nstruct S {\n\tlet café = \"é\"\n\tfunc f() {\n\t\t_ = [1: 2]\n\t}\n\t}   @testable import B\n#if DEBUG\n  import C\n#endif\n",
])
func aFileReadFromItsOutlineAnswersAsTheReferenceWalk(_ source: String) throws {
    var text = source
    let read = try #require(text.withUTF8 { ImportScanner.read(utf8: $0) })
    #expect(read.imports == ImportScanner.scanWithFullParse(source))
    #expect(read.unread == nil)
}

@Test func onlyAFileWhoseLateImportsStandAtFileScopeIsReadFromItsOutline() {
    var late = "import A\nstruct S {\n    func f() {}\n}\n#if DEBUG\nimport B\n#endif\n"
    var inside = "import A\nstruct S {\n    import Inside\n}\nimport B\n"
    late.withUTF8 { bytes in
        let outlined = ImportScanner.parseOutline(bytes, wordsAfter: 9, maximumNestingLevel: ImportScanner.maximumNestingLevel)
        #expect(outlined?.imports.map(\.module) == ["A", "B"])
    }
    inside.withUTF8 { bytes in
        #expect(ImportScanner.parseOutline(bytes, wordsAfter: 9, maximumNestingLevel: ImportScanner.maximumNestingLevel) == nil)
    }
}

// The compacted outline keeps every byte that is not blank at its line and column, and drops
// the rest of the bodies' blank lines.
@Test(arguments: [
    "import A\nstruct S {\n    func f() {\n        let x = 1\n    }\n}\nimport B\n",
    "import A\r\nstruct S {\r\n    let a = [1, 2]\r\n  }  import B\r\n",
    "import A\nstruct S {\r  let a = 1\n  let b = 2\r\n}\nlet t = [\n\t1,\r\t2 ]; import C\n",
    "import A\nfunc f(_ x: Int = ((((((((((((((((((1\n)))))))))))))))))) ) {\n  g()\n}\n",
])
func theCompactedOutlineKeepsEveryPositionThatIsNotBlank(_ source: String) throws {
    var text = source
    let layout = try #require(text.withUTF8 { FileScopeSkeleton.layout(of: $0) })
    let compacted = layout.compacted()
    #expect(compacted.count < layout.text.count)
    #expect(visiblePositions(compacted) == visiblePositions(layout.text))
    #expect(lineCount(compacted) == lineCount(layout.text))
}

/// Each byte that is neither a space nor a line break, with its line and column (a `\r\n` is one
/// line break, as Swift counts them).
private func visiblePositions(_ bytes: [UInt8]) -> [[Int]] {
    var result: [[Int]] = []
    var (line, column, index) = (1, 1, 0)
    while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n") {
            if byte == UInt8(ascii: "\r"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
            (line, column) = (line + 1, 1)
        } else {
            if byte != UInt8(ascii: " ") { result.append([line, column, Int(byte)]) }
            column += 1
        }
        index += 1
    }
    return result
}

private func lineCount(_ bytes: [UInt8]) -> Int {
    visiblePositions(bytes + Array("x".utf8)).last?[0] ?? 0
}
