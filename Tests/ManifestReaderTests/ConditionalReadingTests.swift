import ArchCore
import Testing

struct EnvironmentCase: Sendable, CustomTestStringConvertible {
    let condition: String
    let targets: [String]
    let branch: String
    var testDescription: String { condition }
}

let environmentCases: [EnvironmentCase] = [
    EnvironmentCase(condition: #"ProcessInfo.processInfo.environment["LOCAL"] == nil"#, targets: ["A", "Then"],
                    branch: "read the 'if' branch only"),
    EnvironmentCase(condition: #"ProcessInfo.processInfo.environment["LOCAL"] != nil"#, targets: ["A", "Else"],
                    branch: "read the 'else' branch only"),
    EnvironmentCase(condition: #"Context.environment["LOCAL"] == nil"#, targets: ["A", "Then"],
                    branch: "read the 'if' branch only"),
    EnvironmentCase(condition: #"nil != Context.environment["LOCAL"]"#, targets: ["A", "Else"],
                    branch: "read the 'else' branch only"),
    EnvironmentCase(condition: #"ProcessInfo.processInfo.environment["LOCAL"] == "1""#, targets: ["A", "Else"],
                    branch: "read the 'else' branch only"),
    EnvironmentCase(condition: #"let value = ProcessInfo.processInfo.environment["LOCAL"]"#, targets: ["A", "Else"],
                    branch: "read the 'else' branch only"),
]

@Test(arguments: environmentCases)
func takesTheBranchWithTheEnvironmentVariableUnsetAndSaysSo(_ testCase: EnvironmentCase) {
    let source = """
        import Foundation
        let package = Package(name: "P", targets: [.target(name: "A")])
        if \(testCase.condition) {
            package.targets.append(.target(name: "Then"))
        } else {
            package.targets.append(.target(name: "Else"))
        }
        """
    let manifest = read(source)
    #expect(manifest.targets.map(\.name) == testCase.targets)
    #expect(manifest.problems == [
        ManifestProblem(
            message: "assumed environment variable 'LOCAL' is unset: \(testCase.branch)",
            location: SourceLocation(file: "Package.swift", line: 3, column: 1)),
    ])
}

/// `condition ? a : b` in a dependency list: an environment check takes the branch for the
/// variable unset, and says so, as an `if` does (found by a helper: both branches were read, in
/// silence); any other condition reads both branches, as `#if` does.
@Test(arguments: environmentCases.filter { !$0.condition.hasPrefix("let ") })
func aConditionalListTakesTheBranchWithTheEnvironmentVariableUnset(_ testCase: EnvironmentCase) {
    let source = """
        import Foundation
        let package = Package(name: "P", targets: [
            .target(name: "A", dependencies: \(testCase.condition) ? ["Then"] : ["Else"]),
            .target(name: "B", dependencies: flag ? ["Then"] : ["Else"] + ["More"]),
        ])
        """
    let manifest = read(source)
    #expect(manifest.targets[0].dependencies.map(\.name) == [testCase.targets[1]])
    #expect(manifest.targets[1].dependencies.map(\.name) == ["Then", "Else", "More"])
    let first = testCase.branch.contains("'if'") ? "first" : "second"
    #expect(manifest.problems.map(\.message) == ["assumed environment variable 'LOCAL' is unset: read the \(first) branch of '?:' only"])
    #expect(manifest.problems.first?.location.line == 3)
}

@Test func readsTheUnionOfTopLevelIfConfigBranchesDeclaringEachTargetOnce() {
    let source = """
        let package = Package(name: "P", targets: [.target(name: "A")])
        #if os(Linux)
        package.targets.append(.target(name: "Glue", dependencies: ["A"]))
        #elseif os(Windows)
        package.targets.append(.target(name: "Glue", dependencies: ["A"]))
        package.targets.append(.target(name: "Win"))
        #else
        package.targets.append(.target(name: "Glue", path: "Sources/DarwinGlue"))
        #endif
        """
    let manifest = read(source)
    #expect(manifest.targets.map(\.name) == ["A", "Glue", "Win"])
    #expect(manifest.targets[1].location == SourceLocation(file: "Package.swift", line: 3, column: 24))
    #expect(manifest.targets[1].dependencies.map(\.name) == ["A"])
    #expect(manifest.problems.map(\.location) == [SourceLocation(file: "Package.swift", line: 8, column: 24)])
    #expect(manifest.problems.first?.message == "target 'Glue' is declared again differently: kept the first declaration (line 3)")
}

@Test func readsConstantsDeclaredInEveryIfConfigBranch() {
    let source = """
        #if os(Linux)
        let platformTargets: [Target] = [.target(name: "LinuxGlue")]
        #else
        let platformTargets: [Target] = [.target(name: "DarwinGlue")]
        #endif
        let package = Package(name: "P", targets: [.target(name: "A")] + platformTargets)
        """
    let manifest = read(source)
    #expect(manifest.targets.map(\.name) == ["A", "LinuxGlue", "DarwinGlue"])
    #expect(manifest.problems == [])
}

@Test func readsIfConfigInsideAnArrayLiteralAndSaysItIsNotSwift() {
    let source = """
        let package = Package(
            name: "P",
            targets: [
                .target(name: "A"),
                #if os(Linux)
                .target(name: "B"),
                #endif
            ]
        )
        """
    let manifest = read(source)
    #expect(manifest.targets.map(\.name) == ["A", "B"])
    #expect(manifest.problems.contains {
        $0.location == SourceLocation(file: "Package.swift", line: 5, column: 9)
            && $0.message.contains("'#if' inside an array literal")
    })
}

@Test func readsEveryBranchOfAnUnevaluatedConditionAndSaysSo() {
    let source = """
        let products: [Product]
        if buildDynamicLibrary {
            products = [.library(name: "All", type: .dynamic, targets: ["A", "B"])]
        } else {
            products = [.library(name: "A", targets: ["A"]), .library(name: "B", targets: ["B"])]
        }
        let package = Package(name: "P", products: products, targets: [.target(name: "A"), .target(name: "B")])
        var buildDynamicLibrary: Bool { hasEnvironmentVariable("X") }
        """
    let manifest = read(source)
    #expect(manifest.products.map(\.name) == ["All", "A", "B"])
    #expect(manifest.problems == [
        ManifestProblem(message: "condition 'buildDynamicLibrary' is not evaluated: read every branch",
                        location: SourceLocation(file: "Package.swift", line: 2, column: 1)),
    ])
}

@Test func readsAnImmediatelyCalledClosureWithAppendsAndIfConfig() {
    let source = """
        let package = Package(
            name: "Nimble",
            products: [
                .library(name: "Nimble", targets: {
                    var targets: [String] = ["Nimble"]
                    #if os(macOS)
                    targets.append("NimbleObjectiveC")
                    #endif
                    return targets
                }()),
            ],
            targets: {
                var helpers: [Target.Dependency] = ["Nimble"]
                helpers += ["Extra"]
                var targets: [Target] = [.target(name: "Nimble"), .target(name: "Helpers", dependencies: helpers)]
                #if os(macOS)
                targets.append(contentsOf: [.target(name: "NimbleObjectiveC", dependencies: ["Nimble"])])
                #endif
                return targets
            }()
        )
        """
    let manifest = read(source)
    #expect(manifest.problems == [])
    #expect(manifest.products.first?.targets == ["Nimble", "NimbleObjectiveC"])
    #expect(manifest.targets.map(\.name) == ["Nimble", "Helpers", "NimbleObjectiveC"])
    #expect(manifest.targets.dropFirst().first?.dependencies.map(\.name) == ["Nimble", "Extra"])
}

@Test func readsTopLevelAppendsToConstantsUsedByThePackage() {
    let source = """
        var shared: [Target.Dependency] = ["Core"]
        shared.append(.product(name: "Logging", package: "swift-log"))
        var extraTargets: [Target] = []
        extraTargets.append(.target(name: "Extra", dependencies: shared))
        let package = Package(name: "P", targets: [.target(name: "Core")] + extraTargets)
        """
    let manifest = read(source)
    #expect(manifest.problems == [])
    #expect(manifest.targets.map(\.name) == ["Core", "Extra"])
    #expect(manifest.targets.last?.dependencies.map(\.reference) == [
        .byName("Core"), .product(name: "Logging", package: "swift-log"),
    ])
}

@Test func skipsAnIfWithoutElseWhenTheVariableMustBeSet() {
    let source = """
        let package = Package(name: "P", targets: [.target(name: "A")])
        if Context.environment["BENCHMARKS"] != nil {
            package.targets.append(.executableTarget(name: "Bench"))
        }
        """
    let manifest = read(source)
    #expect(manifest.targets.map(\.name) == ["A"])
    #expect(manifest.problems.map(\.message) == [
        "assumed environment variable 'BENCHMARKS' is unset: skipped the 'if' branch",
    ])
}

@Test func readsAClosureReturningADependencyChosenByTheEnvironment() {
    let source = """
        import class Foundation.ProcessInfo
        let interposer: Package.Dependency = {
            if let localPath = ProcessInfo.processInfo.environment["INTERPOSER_PATH"], localPath.isEmpty == false {
                return .package(path: localPath)
            }
            return .package(url: "https://github.com/ordo-one/malloc-interposer.git", from: "1.5.0")
        }()
        let package = Package(name: "P", dependencies: [interposer])
        """
    let manifest = read(source)
    #expect(manifest.dependencies.map(\.identity) == ["malloc-interposer"])
    #expect(manifest.problems == [
        ManifestProblem(message: "assumed environment variable 'INTERPOSER_PATH' is unset: skipped the 'if' branch",
                        location: SourceLocation(file: "Package.swift", line: 3, column: 5)),
    ])
}
