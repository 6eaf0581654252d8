import ArchCore
import Foundation
import Testing

struct SkippedCase: Sendable, CustomTestStringConvertible {
    let element: String
    let message: String
    var testDescription: String { element }
}

let skippedTargetCases: [SkippedCase] = [
    SkippedCase(element: #"feature("Search")"#,
                message: "skipped call to helper function 'feature(_:)': targets it declares are not in the graph"),
    SkippedCase(element: #"Helpers.make("X")"#,
                message: "skipped call to 'make(_:)': targets it declares are not in the graph"),
    SkippedCase(element: "unknownTarget",
                message: "skipped unknown identifier 'unknownTarget': targets it declares are not in the graph"),
    SkippedCase(element: "computedTarget",
                message: "skipped computed variable 'computedTarget': targets it declares are not in the graph"),
    SkippedCase(element: #".target(name: "\(prefix)Core")"#,
                message: #"skipped string interpolation "\(prefix)Core": the target is not in the graph"#),
]

@Test(arguments: skippedTargetCases)
func reportsWhatItSkippedInTargetsAtTheExactPlace(_ testCase: SkippedCase) {
    let source = """
        import PackageDescription
        let prefix = "App"
        func feature(_ name: String) -> Target { .target(name: name) }
        var computedTarget: Target { .target(name: "Computed") }

        let package = Package(
            name: "P",
            targets: [
                .target(name: "Kept"),
                \(testCase.element),
            ]
        )
        """
    let manifest = read(source)
    #expect(manifest.targets.map(\.name) == ["Kept"])
    let needle = testCase.element.hasPrefix(".target") ? "\"\\(prefix)Core\"" : testCase.element
    #expect(manifest.problems == [
        ManifestProblem(
            message: testCase.message,
            location: location(of: needle, in: source, occurrence: source.components(separatedBy: needle).count - 1)!,
            hidesTargets: true),
    ])
}

@Test func reportsMapClosuresThatBuildTargetsAndKeepsTheRest() {
    let source = """
        let features = ["Search", "Profile"]
        let package = Package(
            name: "P",
            targets: [.target(name: "App", dependencies: features.map { .target(name: $0) })]
                + features.map { .target(name: $0) }
        )
        """
    let manifest = read(source)
    #expect(manifest.targets.map(\.name) == ["App"])
    #expect(manifest.targets.first?.dependencies == [])
    #expect(manifest.problems == [
        ManifestProblem(message: "skipped 'map' closure: dependencies it declares are not in the graph",
                        location: SourceLocation(file: "Package.swift", line: 4, column: 50)),
        ManifestProblem(message: "skipped 'map' closure: targets it declares are not in the graph",
                        location: SourceLocation(file: "Package.swift", line: 5, column: 11), hidesTargets: true),
    ])
}

@Test func reportsAHelperDependencyAtItsLineAndKeepsTheOthers() {
    let source = """
        func dep(_ name: String) -> Target.Dependency { .product(name: name, package: "lib") }
        let package = Package(
            name: "P",
            targets: [
                .target(name: "A", dependencies: [
                    "B",
                    dep("C"),
                    .product(name: "D", package: "d"),
                ]),
                .target(name: "B"),
            ]
        )
        """
    let manifest = read(source)
    #expect(manifest.targets.first?.dependencies.map(\.name) == ["B", "D"])
    #expect(manifest.problems == [
        ManifestProblem(
            message: "skipped call to helper function 'dep(_:)': dependencies it declares are not in the graph",
            location: SourceLocation(file: "Package.swift", line: 7, column: 13)),
    ])
}

@Test func reportsATopLevelCallToAHelperThatMutatesThePackage() {
    let source = """
        let package = Package(name: "P", targets: [])
        func addFeature(_ name: String) {
            package.targets.append(.target(name: name))
        }
        addFeature("Search")
        print("harmless")
        """
    let manifest = read(source)
    #expect(manifest.targets == [])
    #expect(manifest.problems == [
        ManifestProblem(
            message: "skipped call to helper function 'addFeature(_:)': "
                + "its changes to targets, products or dependencies are not in the graph",
            location: SourceLocation(file: "Package.swift", line: 5, column: 1), hidesPackageDependencies: true, hidesProducts: true),
    ])
}

@Test func ignoresTypesAndExtensionsTheGraphDoesNotUse() {
    let source = """
        extension Target {
            static func feature(_ name: String) -> Target { .target(name: name) }
        }
        struct Module { let name: String }
        enum Flags { static let strict: [SwiftSetting] = [] }
        let package = Package(name: "P", targets: [.target(name: "A", swiftSettings: Flags.strict)])
        """
    let manifest = read(source)
    #expect(manifest.targets.map(\.name) == ["A"])
    #expect(manifest.problems == [])
}

@Test func reportsAStaticFactoryFromAnExtensionAtItsUse() {
    let source = """
        extension Target {
            static func feature(_ name: String) -> Target { .target(name: name) }
        }
        let package = Package(name: "P", targets: [.feature("Search")])
        """
    let manifest = read(source)
    #expect(manifest.targets == [])
    #expect(manifest.problems == [
        ManifestProblem(message: "skipped call to 'feature(_:)': targets it declares are not in the graph",
                        location: SourceLocation(file: "Package.swift", line: 4, column: 44), hidesTargets: true),
    ])
}
