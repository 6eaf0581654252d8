import ArchCore
import Testing

struct Garbage: Sendable, CustomTestStringConvertible {
    let source: String
    var testDescription: String { source.count > 40 ? String(source.prefix(37)) + "..." : source }
}

let garbageInputs: [Garbage] = [
    "",
    "   \n\n  // only a comment\n",
    "}}}{{{ ))) (((",
    "let package = Package(",
    "let package = Package(name: ",
    #"let package = Package(name: "X", targets: [.target(name: ])"#,
    #"let package = Package(name: "X", targets: [.target(name: "A", dependencies: [.product(name:)])])"#,
    "\u{0}\u{1}\u{FFFD}binary\u{7F}",
    String(repeating: "[", count: 3000),
    "let x = " + String(repeating: "[ ", count: 40) + "1" + String(repeating: "]", count: 40),
    "let x = " + String(repeating: "[a: [", count: 40),
    "let x: " + String(repeating: "[A<", count: 40),
    String(repeating: "(", count: 3000) + "Package(name: \"Deep\")",
    String(repeating: "{", count: 3000),
    "let package = Package(name: \"P\", targets: targets)\nlet targets = targets + targets",
    "package.targets.append(.target(name: \"Orphan\"))",
    "let a0: [Target] = [.target(name: \"A\")]\n"
        + (1...40).map { "let a\($0) = a\($0 - 1) + a\($0 - 1)" }.joined(separator: "\n")
        + "\nlet package = Package(name: \"P\", targets: a40)",
    #"let package = Package(name: "P", targets: [.target(), .target(name: 42), .product(name: "x")])"#,
    #"let package = Package(name: "P", dependencies: [.package(from: "1.0.0")], products: [.library(targets: [])])"#,
].map(Garbage.init)

@Test(arguments: garbageInputs)
func neverCrashesAndExplainsWhatItCouldNotRead(_ garbage: Garbage) {
    let manifest = read(garbage.source, directory: "Some/Pkg", file: "Some/Pkg/Package.swift")
    #expect(manifest.directory == "Some/Pkg")
    #expect(!manifest.problems.isEmpty)
    #expect(manifest.problems.allSatisfy { $0.location.file == "Some/Pkg/Package.swift" && $0.location.line >= 1 })
}

@Test func readsAnEmptyPlaceholderManifestWithoutProblems() {
    let source = """
        // swift-tools-version:5.9
        // Hides this folder from Xcode.
        import PackageDescription

        let package = Package(name: "Placeholder", products: [], targets: [])
        """
    let manifest = read(source)
    #expect(manifest == Manifest(
        directory: "", name: "Placeholder", location: SourceLocation(file: "Package.swift", line: 5, column: 15), toolsVersion: "5.9"))
}

/// `Package.init(...)` is `Package(...)` (found by a helper: "no 'Package(...)' call found", exit 1).
@Test(arguments: ["Package.init", "PackageDescription.Package.init", "PackageDescription.Package"])
func readsThePackageCallHoweverItIsWritten(_ callee: String) {
    let source = """
        // swift-tools-version:5.9
        import PackageDescription

        let package = \(callee)(name: "Core", targets: [.target(name: "Core")])
        """
    let manifest = read(source)
    #expect(manifest.problems == [])
    #expect(manifest.name == "Core")
    #expect(manifest.targets.map(\.name) == ["Core"])
}

@Test func reportsAMissingPackageCallAtTheFirstLine() {
    let manifest = read("import PackageDescription\n", directory: "Tools")
    #expect(manifest.name == "Tools")
    #expect(manifest.problems == [
        ManifestProblem(message: "no 'Package(...)' call found: the manifest declares no targets",
                        location: SourceLocation(file: "Package.swift", line: 1, column: 1), hidesTargets: true),
    ])
}

@Test func reportsASyntaxErrorWhereItIsAndKeepsWhatItCanRead() {
    let source = """
        let package = Package(
            name: "P",
            targets: [
                .target(name: "A", dependencies: ["B",]),
                .target(name: "B" dependencies: []),
            ]
        )
        """
    let manifest = read(source)
    #expect(manifest.targets.map(\.name) == ["A", "B"])
    #expect(manifest.problems.first?.location == SourceLocation(file: "Package.swift", line: 5, column: 27))
    #expect(manifest.problems.first?.message.hasPrefix("syntax error") == true)
}

/// What the lexer cannot read (a comment left open at the end, a curly quote) made swift-syntax
/// flag an error on no node of its own: the reader looked for one, found none, and said nothing,
/// though SwiftPM would not load the manifest (found by hand).
@Test func reportsWhatTheLexerCannotReadWhereItIs() {
    let package = "let package = Package(name: \"P\", targets: [.target(name: \"A\")])\n"
    let open = read(package + "/* left open\n")
    #expect(open.targets.map(\.name) == ["A"])
    #expect(open.problems == [
        ManifestProblem(
            message: "syntax error: unterminated block comment; what follows may be misread",
            location: SourceLocation(file: "Package.swift", line: 2, column: 1), hidesTargets: true)
    ])
    let quoted = read("let package = Package(name: \u{201C}P\u{201D}, targets: [.target(name: \"A\")])\n")
    #expect(quoted.problems.contains(
        ManifestProblem(
            message: "syntax error: unicode curly quote; what follows may be misread",
            location: SourceLocation(file: "Package.swift", line: 1, column: 29), hidesTargets: true)))
}

/// `[/*]*/` 40 times: the `]` in comments kept the byte count of `[` at one while the lexer and
/// the parser saw 40 `[` in a row; with a comment left open at the end the blanking trusted only
/// the bytes, and the parse ran past 30 s (found by hand). No time limit: the readers share a pool
/// of large-stack threads, and in a full parallel run a test may wait minutes for one.
@Test func blanksSquareBracketsInARowWhoseClosingBytesAreInComments() {
    let source = "let x = " + String(repeating: "[/*]*/", count: 40) + "1" + String(repeating: "]", count: 40)
        + "\nlet package = Package(name: \"P\", targets: [.target(name: \"A\")])\n/* open\n"
    let manifest = read(source)
    #expect(manifest.targets.map(\.name) == ["A"])
    #expect(manifest.problems.map(\.message) == ["syntax error: unterminated block comment; what follows may be misread"])
}

@Test func isDeterministic() {
    let source = "let package = Package(name: \"P\", targets: [f(), g(), .target(name: \"A\", dependencies: [h()])])"
    #expect(read(source) == read(source))
    #expect(read(source).problems.map(\.location.column) == [44, 49, 88])
}

@Test func skipsOnlyTheExpressionWhoseBracketsNestSoDeepTheParserWouldHang() {
    // An unused constant costs nothing: the targets are read, and nothing is reported.
    let unused = "let x =  [[[ [a: [\n[b: [[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]\n"
        + "let package = Package(name: \"P\", targets: [.target(name: \"A\")])"
    #expect(read(unused).targets.map(\.name) == ["A"])
    #expect(read(unused).problems == [])
    // In the targets list it hides targets: an error, at the array it skipped.
    let inTargets = "let package = Package(name: \"P\", targets: [.target(name: \"A\"),\n"
        + String(repeating: "[", count: 30) + "1" + String(repeating: "]", count: 30) + "])"
    let manifest = read(inTargets)
    #expect(manifest.targets.map(\.name) == ["A"])
    #expect(manifest.problems.map(\.location) == [SourceLocation(file: "Package.swift", line: 2, column: 1)])
    #expect(manifest.problems.map(\.hidesTargets) == [true])
    // In a target's exclude list it loses only those paths: a warning.
    let inExclude = "let package = Package(name: \"P\", targets: [.target(name: \"A\", exclude: [[[[[[[[[\"x\"]]]]]]]]])])"
    #expect(read(inExclude).targets.map(\.name) == ["A"])
    #expect(read(inExclude).problems.map(\.hidesTargets) == [false])
    let fine = """
        // [[[[[[[[[[ in a comment
        let x: [[String: [String]]] = [["a": ["[[[[[[[[[[[ in a string"]]]
        let package = Package(name: "P")
        """
    #expect(read(fine).problems == [])
}

@Test func reportsWhereReadingStopsWhenTheManifestNestsTooDeepAndKeepsWhatCameBefore() {
    let depth = 150
    let source = "let package = Package(name: \"P\", targets: [.target(name: \"A\")])\n"
        + "let deep = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth) + "\n"
        + "package.targets.append(.target(name: \"B\"))\n"
    let manifest = read(source)
    #expect(manifest.targets.map(\.name) == ["A"])
    let problem = manifest.problems.first { $0.message.hasPrefix("nesting more than 100 levels deep") }
    #expect(problem?.hidesTargets == true)
    #expect(problem?.location.line == 2)
}

/// swift-syntax's attribute lookahead recursed once per nested `#if` past its nesting limit:
/// 20,000 of them overflowed the stack, a crash. Only the lines before the 101st are read.
@Test func ifNestedTwentyThousandDeepStopsReadingAtTheBound() {
    let source = "let package = Package(name: \"P\", targets: [.target(name: \"A\")])\n" + String(repeating: "#if A\n", count: 20_000)
        + "package.targets.append(.target(name: \"B\"))\n" + String(repeating: "#endif\n", count: 20_000)
    let manifest = read(source)
    #expect(manifest.targets.map(\.name) == ["A"])
    let problem = manifest.problems.first { $0.message.hasPrefix("'#if' nested more than 100 deep: reading stops here") }
    #expect(problem?.hidesTargets == true)
    #expect(problem?.location.line == 102)
    #expect(problem?.location.column == 1)
}

@Test func makesEverySyntaxErrorAnErrorThatHidesTargets() {
    let source = "let package = Package(name: \"P\" targets: [.target(name: \"A\")])"
    let manifest = read(source)
    #expect(!manifest.problems.isEmpty)
    #expect(manifest.problems.allSatisfy { $0.hidesTargets })
}

@Test func keepsTargetsFilteredUnderAConditionAsAWarning() {
    // As sourcekit-lsp and swift-format do: `if buildOnlyTests { targets = targets.compactMap { ... } }`.
    let source = """
        var targets: [Target] = [.target(name: "A"), .testTarget(name: "ATests")]
        if onlyTests {
            targets = targets.compactMap { $0.type == .test ? $0 : nil }
        }
        let package = Package(name: "P", targets: targets)
        """
    let manifest = read(source)
    #expect(manifest.targets.map(\.name) == ["A", "ATests"])
    #expect(manifest.problems.allSatisfy { !$0.hidesTargets })
    #expect(manifest.problems.map(\.message).contains("skipped 'compactMap' closure: the list is kept as it was before it"))
    // A transform of another list may bring targets of its own: that still hides targets.
    let other = """
        let names = ["A", "B"]
        let package = Package(name: "P", targets: names.map { .target(name: $0) })
        """
    #expect(read(other).problems.map(\.hidesTargets) == [true])
}

/// No message quotes more than a short, one-line excerpt of the manifest: a manifest may be a file
/// the pull request linked to (`.git/config`, with the CI token), and errors go to a public log.
@Test func quotesAtMostAShortExcerptOfTheManifest() {
    let long = String(repeating: "x", count: 200)
    let source = """
        import PackageDescription
        let package = Package(name: "P", targets: [.target(name: "A")])
        if \(long) == "a" &&
            true {
            package.targets.append(.target(name: "B"))
        }
        if ProcessInfo.processInfo.environment["\(long)"] != nil {
            package.targets.append(.target(name: "C"))
        }
        let y = [\(long), \(long)
        """
    let manifest = read(source)
    #expect(manifest.problems.count >= 3)
    for problem in manifest.problems {
        #expect(!problem.message.contains(String(repeating: "x", count: 60)), "\(problem.message)")
        #expect(!problem.message.contains("\n"), "\(problem.message)")
    }
}

// Locations come from the manifest's bytes, not from the tree: every kind of line break, tabs and
// multi-byte characters before a token give the same lines and columns as a text search.
@Test func locationsCountLinesOfEveryBreakAndColumnsInBytes() throws {
    let source = """
        // swift-tools-version: 5.9
        // Café ☕️ package, with tabs.
        import PackageDescription

        let package = Package(
        \tname: "Café",
        \tdependencies: [.package(path: "../Shared")],
        \ttargets: [
        \t\t/* é */ .target(name: "Menu", dependencies: [.product(name: "Shared", package: "Shared")]),
        \t\t.target(name: "Orders", dependencies: ["Menu", helper()]),
        \t]
        )

        """
    let lf = read(source)
    #expect(lf.targets.map(\.location) == [location(of: ".target(name: \"Menu\"", in: source), location(of: ".target(name: \"Orders\"", in: source)])
    #expect(lf.targets.first?.dependencies.first?.location == location(of: ".product(", in: source))
    #expect(lf.problems.map(\.location.line) == [try #require(position(of: "helper()", in: source)).line])
    #expect(read(source.replacingOccurrences(of: "\n", with: "\r\n")) == lf)
    #expect(read(source.replacingOccurrences(of: "\n", with: "\r")) == lf)
}
