import ArchCore
import Testing

struct PackageDependencyCase: Sendable, CustomTestStringConvertible {
    let snippet: String
    let identity: String
    let source: PackageDependency.Source
    var testDescription: String { snippet }
}

let packageDependencyCases: [PackageDependencyCase] = [
    PackageDependencyCase(snippet: #".package(path: "../../Core/CoreDomain")"#, identity: "CoreDomain",
                          source: .path("../../Core/CoreDomain")),
    PackageDependencyCase(snippet: #".package(path: "../Local/")"#, identity: "Local", source: .path("../Local/")),
    PackageDependencyCase(snippet: #".package(name: "Domain", path: "../Core/CoreDomain")"#, identity: "Domain",
                          source: .path("../Core/CoreDomain")),
    PackageDependencyCase(snippet: #".package(url: "https://github.com/siteline/swiftui-introspect.git", from: "1.0.0")"#,
                          identity: "swiftui-introspect",
                          source: .url("https://github.com/siteline/swiftui-introspect.git")),
    PackageDependencyCase(snippet: #".package(url: "https://github.com/apple/swift-nio", exact: "2.0.0")"#,
                          identity: "swift-nio", source: .url("https://github.com/apple/swift-nio")),
    PackageDependencyCase(snippet: #".package(url: "https://x.test/a/b.git", branch: "main")"#, identity: "b",
                          source: .url("https://x.test/a/b.git")),
    PackageDependencyCase(snippet: #".package(url: "https://x.test/a/c.git", revision: "abc123")"#, identity: "c",
                          source: .url("https://x.test/a/c.git")),
    PackageDependencyCase(snippet: #".package(url: "https://x.test/a/d.git", .upToNextMajor(from: "1.0.0"))"#,
                          identity: "d", source: .url("https://x.test/a/d.git")),
    PackageDependencyCase(snippet: #".package(url: "https://x.test/a/e.git", "1.0.0"..<"2.0.0")"#, identity: "e",
                          source: .url("https://x.test/a/e.git")),
    PackageDependencyCase(snippet: #".package(name: "Old", url: "https://x.test/a/f.git", from: "1.0.0")"#,
                          identity: "Old", source: .url("https://x.test/a/f.git")),
    PackageDependencyCase(snippet: #".package(url: "git@github.com:owner/Repo.git", from: "1.0.0")"#,
                          identity: "Repo", source: .url("git@github.com:owner/Repo.git")),
    PackageDependencyCase(snippet: #".package(id: "mona.LinkedList", from: "1.1.0")"#, identity: "mona.LinkedList",
                          source: .registry("mona.LinkedList")),
    PackageDependencyCase(snippet: #"Package.Dependency.package(path: "Vendor/Lib")"#, identity: "Lib",
                          source: .path("Vendor/Lib")),
]

@Test(arguments: packageDependencyCases)
func readsPackageDependencyIdentityAndSource(_ testCase: PackageDependencyCase) throws {
    let source = """
        let package = Package(
            name: "P",
            dependencies: [
                \(testCase.snippet),
            ]
        )
        """
    let manifest = read(source)
    let dependency = try #require(manifest.dependencies.first)
    #expect(manifest.dependencies.count == 1)
    #expect(dependency.identity == testCase.identity)
    #expect(dependency.source == testCase.source)
    #expect(dependency.location == SourceLocation(file: "Package.swift", line: 4, column: 9))
    #expect(manifest.problems == [])
}

@Test func readsEveryProductKind() {
    let source = """
        let package = Package(
            name: "P",
            products: [
                .library(name: "Lib", targets: ["A", "B"]),
                .library(name: "Dyn", type: .dynamic, targets: ["A"]),
                .executable(name: "tool", targets: ["Tool"]),
                .plugin(name: "Gen", targets: ["GenPlugin"]),
                Product.library(name: "Spelled", targets: []),
            ]
        )
        """
    let manifest = read(source)
    #expect(manifest.products == [
        ProductDeclaration(name: "Lib", kind: .library, targets: ["A", "B"],
                           location: SourceLocation(file: "Package.swift", line: 4, column: 9)),
        ProductDeclaration(name: "Dyn", kind: .library, targets: ["A"],
                           location: SourceLocation(file: "Package.swift", line: 5, column: 9)),
        ProductDeclaration(name: "tool", kind: .executable, targets: ["Tool"],
                           location: SourceLocation(file: "Package.swift", line: 6, column: 9)),
        ProductDeclaration(name: "Gen", kind: .plugin, targets: ["GenPlugin"],
                           location: SourceLocation(file: "Package.swift", line: 7, column: 9)),
        ProductDeclaration(name: "Spelled", kind: .library, targets: [],
                           location: SourceLocation(file: "Package.swift", line: 8, column: 9)),
    ])
    #expect(manifest.problems == [])
}

struct NameCase: Sendable, CustomTestStringConvertible {
    let packageArguments: String
    let directory: String
    let name: String
    var testDescription: String { "\(packageArguments) in '\(directory)'" }
}

let nameCases: [NameCase] = [
    NameCase(packageArguments: #"name: "Movies""#, directory: "Sample/Movies", name: "Movies"),
    NameCase(packageArguments: #"name: "Other""#, directory: "Sample/Movies", name: "Other"),
    NameCase(packageArguments: "targets: []", directory: "Sample/Movies", name: "Movies"),
    NameCase(packageArguments: "targets: []", directory: "", name: "root"),
    NameCase(packageArguments: "name: packageName", directory: "", name: "FromConstant"),
]

@Test(arguments: nameCases)
func takesThePackageNameFromNameOrTheFolder(_ testCase: NameCase) {
    let source = """
        import PackageDescription
        let packageName = "FromConstant"
        let package = Package(\(testCase.packageArguments))
        """
    let manifest = read(source, directory: testCase.directory, file: "x/Package.swift")
    #expect(manifest.name == testCase.name)
    #expect(manifest.directory == testCase.directory)
    #expect(manifest.location == SourceLocation(file: "x/Package.swift", line: 3, column: 15))
    #expect(manifest.problems == [])
}
