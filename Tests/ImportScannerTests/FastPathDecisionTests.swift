@testable import ImportScanner
import Testing

/// Where the fast path cuts a file, and when it gives up and parses the whole file.
struct FastPathDecisionTests {
    struct Decision: Sendable, CustomTestStringConvertible {
        var source: String
        /// The text the cut lands on (its first occurrence), `""` for the end of the file,
        /// `nil` when the whole file must be parsed.
        var cutAt: String?
        /// How many `#if` blocks are open at the cut.
        var openIfs = 0
        var testDescription: String { source.debugDescription }

        var expectedOffset: Int? {
            guard let cutAt else { return nil }
            guard !cutAt.isEmpty else { return source.utf8.count }
            guard let range = source.range(of: cutAt) else { return -1 }
            return source.utf8.distance(from: source.startIndex, to: range.lowerBound)
        }
    }

    static let decisions: [Decision] = [
        Decision(source: "import A\nstruct S {}\n", cutAt: "struct"),
        Decision(source: "import A\n@MainActor\nfinal class C {}\n", cutAt: "@MainActor"),
        Decision(source: "@testable import A\npublic struct S {}\n", cutAt: "public struct"),
        Decision(source: "#if X\nimport A\n#endif\nlet x = 1\n", cutAt: "let"),
        Decision(source: "import A\n#if DEBUG\nlet x = 1\n#endif\n", cutAt: "let", openIfs: 1),
        Decision(source: "import A\n#if DEBUG\n#if canImport(B)\nlet x = 1\n#endif\n#endif\n", cutAt: "let", openIfs: 2),
        Decision(source: "import A\n", cutAt: ""),
        Decision(source: "import A\n/* import B */\n", cutAt: ""),
        Decision(source: "import A\n/// import B\nstruct S {}\n", cutAt: "struct"),
        Decision(source: "import A; print(1)\n", cutAt: "print"),
        Decision(source: "#warning(\"x\")\nimport A\n", cutAt: ""),
        Decision(source: "#if X\nimport A\nlet x = 1\n#endif\n", cutAt: "let", openIfs: 1),
        Decision(source: "#if X\nimport A\n#else\nimport B\nlet x = 1\n#endif\n", cutAt: "let", openIfs: 1),
        Decision(source: "#if X\nimport A\nlet x = 1\n#else\nimport B\n#endif\n", cutAt: nil),
        Decision(
            source: "#if X\n#if os(Linux)\nimport A\n#else\n#error(\"no\")\n#endif\n@MainActor struct S {}\n#endif\n",
            cutAt: "@MainActor", openIfs: 1
        ),
        Decision(source: "#if X\nimport A\n#error(\"a \\(b)\")\n#endif\n", cutAt: "#error", openIfs: 1),
        Decision(source: "#if X\nimport A\n", cutAt: nil),
        Decision(source: "import A\nstruct S {}\nimport B\n", cutAt: nil),
        Decision(source: "import A\nlet s = \"import B\"\n", cutAt: "let"),
        Decision(source: "import A\nlet s = \"\\(x) import B\"\n", cutAt: nil),
        Decision(source: "import A\n/** import B */\nstruct S {}\n", cutAt: "struct"),
        Decision(source: "import A\nstruct S {}\n/** import B */\n", cutAt: "struct"),
        Decision(source: "import A\nstruct S {}\n  /* a /* import B */ */\n", cutAt: "struct"),
        Decision(source: "import A\nlet s = \"\"\"\n/* import B */\n\"\"\"\n", cutAt: "let"),
        Decision(source: "import A\nstruct S {}\n/* a */ import B\n", cutAt: nil),
        Decision(source: "import A\nstruct S {}\n/* a */ */ import B\n", cutAt: nil),
        Decision(source: "import A\nstruct S {}\nlet x = 1 /* import B */\n", cutAt: nil),
        Decision(source: "import A\nstruct S {}\n/* \"\"\" import B */\n", cutAt: nil),
        Decision(source: "import A\nstruct S {}\n/* \\(x) import B */\n", cutAt: nil),
        Decision(source: "import A\nstruct S {}\n/* /# import B */\n", cutAt: nil),
        Decision(source: "import A\nstruct S {}\n/* #/ import B */\n", cutAt: nil),
        Decision(source: "import A\nstruct S {}\n/* import B\n*/\n", cutAt: "struct"),
        Decision(source: "import A\nstruct S {}\n/// import B\n", cutAt: "struct"),
        Decision(source: "import A\nlet x = 1\n// */ import B\n", cutAt: nil),
        Decision(source: "import A\nlet x = 1\n// \\(import B)\n", cutAt: nil),
        Decision(source: "import A\nlet x = 1\n// \"\"\" import B\n", cutAt: nil),
        Decision(source: "import A\nlet x = 1\n// /# import B\n", cutAt: nil),
        Decision(source: "import A\nlet x = 1\n// c\u{0}import B\n", cutAt: nil),
        Decision(source: "import A\nlet x = 1\n// c\rimport B\n", cutAt: nil),
        Decision(source: "import A\nlet x = 1\n\t/// import B\r\n", cutAt: "let"),
        Decision(source: "import A\nlet x = 1\n1import B\n", cutAt: nil),
        Decision(source: "import A\nlet x = 1\n`import` B\n", cutAt: "let"),
        Decision(source: "import A\nenum E {\n  case `import` = 16\n  var `import`: Int { 1 }\n}\n", cutAt: "enum"),
        Decision(source: "import A\nlet x = `my import`\n", cutAt: "let"),
        Decision(source: "import A\nlet x = 1\n`a\"b`import B\n", cutAt: nil),
        Decision(source: "import A\nlet x = 1\n`open import B\n", cutAt: nil),
        Decision(source: "import A\nlet x = 1\n`a` import B\n", cutAt: nil),
        Decision(source: "import A\n.Sub\n", cutAt: nil),
        Decision(source: "import A\n#else\n", cutAt: nil),
        Decision(source: "import A\n/* open\n", cutAt: nil),
        Decision(source: "\u{FEFF}#!/usr/bin/swift\nimport A\n", cutAt: nil),
        Decision(source: "#!/usr/bin/swift\nimport A\nprint(1)\n", cutAt: "print"),
        Decision(source: "#if os(iOS) ||\n  os(tvOS)\nimport A\n#endif\n", cutAt: nil),
        Decision(source: "import A\nlet importer = 1\n", cutAt: "let"),
        Decision(source: "import A\nlet x = a.import\n", cutAt: nil),
    ]

    @Test(arguments: decisions)
    func cutsTheFileWhereTheImportSectionEnds(_ decision: Decision) {
        let cut = Array(decision.source.utf8).withUnsafeBufferPointer { ImportScanner.fastPathCut($0) }
        #expect(cut?.offset == decision.expectedOffset)
        if cut != nil { #expect(cut?.openIfs == decision.openIfs) }
    }

    @Test(arguments: decisions)
    func bothPathsAgreeOnTheDecisionSnippets(_ decision: Decision) {
        let fast = ImportScanner.scan(utf8: Array(decision.source.utf8))
        #expect(fast == ImportScanner.scanWithFullParse(decision.source))
    }

    /// A keyword where the module name stands is no module: `import public private(set) var x`
    /// (a real view model cut by the `imports` fuzz target in CI) imports nothing, and the byte
    /// path read a module `public`. Every keyword swift-syntax's lexer classifies, as the first
    /// component and after a dot, agrees with the full parse.
    @Test(arguments: ["public", "private", "internal", "fileprivate", "class", "struct", "let", "var", "func", "self", "Self", "Any", "true", "nil", "if", "_", "in", "is", "as", "try", "static", "import"])
    func aKeywordWhereTheModuleNameStandsAgreesWithTheFullParse(_ word: String) {
        for source in [
            "import    \(word) private(set) var state: Int = 1\n", "import \(word)\nimport B\n", "import A.\(word)\nimport B\n",
            "import class \(word).B\nimport C\n", "@testable import \(word)\n",
        ] {
            #expect(ImportScanner.scan(utf8: Array(source.utf8)) == ImportScanner.scanWithFullParse(source), "\(source)")
        }
    }
}
