import ArchCore
import Foundation
import Rules
import ManifestEditing
import Testing

/// What `fix` must not touch, each with where and why.
@Suite struct SkippedEditTests {
    @Test func aConstantSharedByTwoTargetsIsEditedOnlyWhenBothAgree() {
        let text = """
            let shared: [Target.Dependency] = [
                "Alpha",
                "Unused",
            ]
            let package = Package(
                name: "A",
                targets: [
                    .target(name: "X", dependencies: shared),
                    .target(name: "Y", dependencies: shared),
                ]
            )

            """
        let one = EditHarness(text).apply(adding: ["X": [.target("Beta")]], removing: ["X": ["Unused"]])
        #expect(one.text == text)
        #expect(one.skipped.map(\.reason) == [
            "the entry is in a list other targets share, and not every one of them leaves it unused",
            "the target's dependencies are an expression (a constant or a call), not a list literal",
        ])
        #expect(one.skipped.first?.location == SourceLocation(file: "Package.swift", line: 3, column: 5))
        let both = EditHarness(text).apply(removing: ["X": ["Unused"], "Y": ["Unused"]], removableShared: ["Unused"])
        #expect(both.skipped.isEmpty)
        #expect(both.text == text.replacingOccurrences(of: "    \"Unused\",\n", with: ""))
    }

    @Test func aTargetBuiltByAHelperFunctionIsLeftAlone() {
        let text = """
            func feature(_ name: String, _ dependencies: [Target.Dependency] = []) -> Target {
                .target(name: name, dependencies: dependencies)
            }
            let package = Package(
                name: "A",
                targets: [
                    feature("Search", ["Unused"]),
                    .target(name: "Core"),
                ]
            )

            """
        // The reader does not follow the call (it reports the target as not understood), so no
        // plan names it; a fix that points into the function is still refused.
        #expect(!EditHarness(text).manifest.targets.map(\.name).contains("Search"))
        let inside = SourceLocation(file: "Package.swift", line: 2, column: 5)
        let fix = ManifestFix(
            module: ModuleID(package: "", name: "Search"), manifest: "Package.swift", target: inside,
            additions: [.init(module: "Core", declaration: .target("Core"), importedAt: inside, wasImplicit: false)])
        let outcome = ManifestEditor(text: text, file: "Package.swift").apply([fix])
        #expect(outcome.text == text)
        #expect(outcome.skipped.map(\.reason) == ["it is built by a helper function"])
    }

    @Test func aTargetUnderIfIsLeftAlone() {
        let text = """
            var targets: [Target] = [.target(name: "Core")]
            #if os(Linux)
            targets.append(.target(name: "LinuxSupport", dependencies: ["Unused"]))
            #endif
            let package = Package(name: "A", targets: targets)

            """
        let harness = EditHarness(text)
        #expect(harness.manifest.targets.map(\.name).contains("LinuxSupport"))
        let outcome = harness.apply(adding: ["LinuxSupport": [.target("Core")]], removing: ["LinuxSupport": ["Unused"]])
        #expect(outcome.text == text)
        #expect(outcome.skipped.count == 2 && outcome.skipped.allSatisfy { $0.reason == "it is under #if" })
    }

    @Test func anIfInsideTheListLeavesTheListAlone() {
        let text = """
            let package = Package(
                name: "A",
                targets: [
                    .target(
                        name: "App",
                        dependencies: [
                            "Alpha",
                            #if os(Linux)
                            "Glibc",
                            #endif
                            "Unused",
                        ]
                    ),
                ]
            )

            """
        let outcome = EditHarness(text).apply(adding: ["App": [.target("Beta")]], removing: ["App": ["Unused"]])
        #expect(outcome.text == text)
        // Swift has no `#if` inside an array literal: the parser reads the list as broken.
        #expect(!outcome.skipped.isEmpty)
        #expect(outcome.skipped.allSatisfy { $0.reason == "the list holds #if" || $0.reason == "the list holds text the parser could not read" })
    }
}

/// A manifest that nests `[` 40 deep (a hostile one) made `archlint fix` parse it for minutes;
/// the editor parses it as the reader does, with the deep array blanked, and edits the rest.
@Suite struct DeepArrayEditTests {
    @Test func aManifestWithDeeplyNestedArraysIsEditedAndTheArrayKeptAsWritten() {
        let junk = String(repeating: "[", count: 40) + String(repeating: "]", count: 40)
        let before = """
            // swift-tools-version:5.9
            import PackageDescription
            let junk = \(junk)
            let package = Package(name: "P", targets: [.target(name: "A"), .target(name: "B")])

            """
        let outcome = EditHarness(before).apply(adding: ["A": [.target("B")]])
        #expect(outcome.skipped.isEmpty)
        #expect(outcome.text == """
            // swift-tools-version:5.9
            import PackageDescription
            let junk = \(junk)
            let package = Package(name: "P", targets: [.target(name: "A", dependencies: ["B"]), .target(name: "B")])

            """)
    }

    /// `#if` nested 20,000 deep after the package (a crash in the parser's lookahead): the editor
    /// reads the lines before the 101st, as the reader does, edits the package and keeps the rest.
    @Test func aManifestWithIfNestedTwentyThousandDeepIsEditedBeforeIt() {
        let junk = String(repeating: "#if A\n", count: 20_000) + String(repeating: "#endif\n", count: 20_000)
        let before = "// swift-tools-version:5.9\nimport PackageDescription\n"
            + "let package = Package(name: \"P\", targets: [.target(name: \"A\"), .target(name: \"B\")])\n" + junk
        let outcome = EditHarness(before).apply(adding: ["A": [.target("B")]])
        #expect(outcome.skipped.isEmpty)
        #expect(outcome.text == "// swift-tools-version:5.9\nimport PackageDescription\n"
            + "let package = Package(name: \"P\", targets: [.target(name: \"A\", dependencies: [\"B\"]), .target(name: \"B\")])\n" + junk)
    }
}
