import ArchCore
import Testing

// The reader takes two shortcuts: a one-line string literal without a backslash is read as
// written (not through swift-syntax's unescaping), and a manifest whose text never spells `#if`
// skips looking for enclosing `#if` clauses. These tests pin that both shortcuts give exactly what
// the general paths give.

struct LiteralCase: Sendable, CustomTestStringConvertible {
    let literal: String
    let value: String
    var testDescription: String { literal }
}

let literalCases: [LiteralCase] = [
    LiteralCase(literal: #""Plain""#, value: "Plain"),
    LiteralCase(literal: #""Café""#, value: "Café"),
    LiteralCase(literal: #""With space""#, value: "With space"),
    LiteralCase(literal: ##"#"Raw"#"##, value: "Raw"),
    LiteralCase(literal: ##"#"Say "hi""#"##, value: #"Say "hi""#),
    LiteralCase(literal: ##"#"Back\slash"#"##, value: #"Back\slash"#),
    LiteralCase(literal: ##"#"Raw\#u{41}"#"##, value: "RawA"),
    LiteralCase(literal: #""Esc\u{41}""#, value: "EscA"),
    LiteralCase(literal: #""Tab\tX""#, value: "Tab\tX"),
    LiteralCase(literal: #""Quote\"d""#, value: #"Quote"d"#),
    LiteralCase(literal: "\"\"\"\n    Multi\n    \"\"\"", value: "Multi"),
]

@Test(arguments: literalCases)
func readsEveryFormOfStringLiteral(_ testCase: LiteralCase) {
    let manifest = read("""
        import PackageDescription
        let package = Package(name: "P", targets: [.target(name: \(testCase.literal))])
        """)
    #expect(manifest.problems == [])
    #expect(manifest.targets.map(\.name) == [testCase.value])
}

@Test func anInterpolatedLiteralIsStillSkipped() {
    let manifest = read(#"""
        import PackageDescription
        let suffix = "X"
        let package = Package(name: "P", targets: [.target(name: "A\(suffix)")])
        """#)
    #expect(manifest.targets == [])
    #expect(manifest.problems.map(\.message).contains { $0.hasPrefix("skipped string interpolation") })
}

@Test func aManifestWithoutIfReadsAsWhenItMightHaveOne() {
    // `// #if` in a comment makes the reader look for clauses everywhere; it finds none, so the
    // result must equal the shortcut's.
    let body = """
        import PackageDescription
        let shared: [Target.Dependency] = ["Core", .product(name: "Yams", package: "Yams")]
        let package = Package(
            name: "P",
            products: [.library(name: "P", targets: ["P"])],
            dependencies: [.package(url: "https://github.com/jpsim/Yams", from: "6.0.0")],
            targets: [
                .target(name: "Core"),
                .target(name: "P", dependencies: shared + [.target(name: "Core", condition: .when(platforms: [.linux]))]),
                .testTarget(name: "PTests", dependencies: ["P"]),
            ]
        )
        """
    let shortcut = read(body)
    let general = read(body + "\n// #if never mind\n")
    #expect(shortcut == general)
    #expect(shortcut.targets.count == 3)
    #expect(shortcut.targets.allSatisfy { $0.conditions.isEmpty })
}

@Test func conditionsAreStillFoundWhenIfAppears() {
    let manifest = read("""
        import PackageDescription
        let package = Package(
            name: "P",
            targets: [
                .target(name: "A"),
            ]
        )
        #if os(Linux)
        package.targets.append(.target(name: "L"))
        #endif
        """)
    #expect(manifest.targets.map(\.name) == ["A", "L"])
    #expect(manifest.targets.map(\.conditions) == [[], ["os(Linux)"]])
}
