import Foundation
import ArchCore
import Testing
import Workspace

/// `.package(path:)` entries that lead to no package archlint read (issue 30: `./PSTools` written
/// for `../PSTools`): a warning at the entry that says where archlint looked, and, as SwiftPM keeps
/// one package per identity (the path's last component, lowercased), the one local package of that
/// identity stands for it, rather than an external module beside the local one of the same name.
struct PackagePathTests {
    static func package(_ name: String, dependencies: String = "", uses: String = "") -> String {
        """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(
            name: "\(name)",
            products: [.library(name: "\(name)", targets: ["\(name)"])],
            dependencies: [\(dependencies)],
            targets: [.target(name: "\(name)", dependencies: [\(uses)])]
        )
        """
    }

    static func tree(tools: String, extra: [String: String] = [:]) throws -> TemporaryTree {
        try TemporaryTree([
            "Tools/Package.swift": package("Tools"), "Tools/Sources/Tools/T.swift": "\n",
            "Backends/Package.swift": package("Backends", dependencies: ".package(path: \"\(tools)\")", uses: "\"Tools\""),
            "Backends/Sources/Backends/B.swift": "import Tools\n",
        ].merging(extra) { $1 })
    }

    static func problems(_ graph: Graph) -> [String] {
        graph.problems.map { "\($0.ruleID) \($0.location?.description ?? "") \($0.message)" }
    }

    @Test func aPathThatLeadsNowhereIsTheLocalPackageOfItsIdentityAndSaysSo() throws {
        let tree = try Self.tree(tools: "./tools")
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root))
        #expect(Self.problems(graph) == [
            "package_not_found Backends/Package.swift:6:20 cannot find the package './tools': 'Backends/tools' does not exist. "
                + "SwiftPM keeps one package per identity: in a build that also holds the package in 'Tools' (identity 'tools'), "
                + "it is that one, and archlint takes it so; alone, this package does not build. Fix the path: '../Tools'",
        ])
        #expect(graph.dependencies.map(\.to) == [ModuleID(package: "Tools", name: "Tools")])
        #expect(!graph.modules.contains { $0.id == .external("Tools") })
    }

    @Test func aPathToAFolderWithoutAManifestSaysSo() throws {
        let tree = try Self.tree(tools: "Tools", extra: ["Backends/Tools/README.md": "\n"])
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root))
        #expect(Self.problems(graph).first?.hasPrefix(
            "package_not_found Backends/Package.swift:6:20 cannot find the package 'Tools': 'Backends/Tools' holds no Package.swift.") == true)
        #expect(graph.dependencies.map(\.to) == [ModuleID(package: "Tools", name: "Tools")])
    }

    /// A `Package.swift` that is there but could not be read (here not UTF-8) is an error at
    /// that file; the package that links to it is told so, not that the folder holds none.
    @Test func aPathToAPackageThatCouldNotBeReadSaysSo() throws {
        let tree = try Self.tree(tools: "../Tools")
        try tree.write("Tools/Package.swift", Data(Self.package("Tools").utf8) + Data([0x2F, 0x2F, 0x20, 0xC3, 0x28, 0x0A]))
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root))
        let problems = Self.problems(graph)
        #expect(problems.contains { $0.hasPrefix("unreadable_file Tools/Package.swift:") })
        #expect(problems.contains(
            "package_not_found Backends/Package.swift:6:20 cannot find the package '../Tools': "
                + "'Tools/Package.swift' could not be read (see the error there); its products are external modules"))
        #expect(!problems.contains { $0.contains("holds no Package.swift") })
    }

    @Test func aPathThatLeadsNowhereAndNoPackageHasItsIdentityLeavesAnExternalModule() throws {
        let tree = try Self.tree(tools: "../Tool")
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root))
        #expect(Self.problems(graph) == [
            "package_not_found Backends/Package.swift:6:20 cannot find the package '../Tool': 'Tool' does not exist; "
                + "its products are external modules",
        ])
        #expect(graph.dependencies.map(\.to) == [.external("Tools")])
    }

    @Test func aPathOutsideTheLintedFolderSaysSo() throws {
        let tree = try Self.tree(tools: "../../Tools")
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root))
        #expect(Self.problems(graph) == [
            "package_not_found Backends/Package.swift:6:20 the package '../../Tools' lies outside the linted folder; archlint "
                + "reads only inside it, so its products are external modules",
        ])
        #expect(graph.dependencies.map(\.to) == [.external("Tools")])
    }

    @Test(arguments: [("../Tools", []), ("./Vendor/Tools", ["Backends/Vendor/**"]), ("./.hidden/Tools", [])])
    func aPathToAPackageReadOrLeftOutOnPurposeSaysNothing(_ path: String, _ exclude: [String]) throws {
        let tree = try Self.tree(tools: path, extra: [
            "Backends/Vendor/Tools/Package.swift": Self.package("Tools"), "Backends/.hidden/Tools/Package.swift": Self.package("Tools"),
        ])
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root, exclude: exclude))
        #expect(Self.problems(graph).filter { $0.hasPrefix("package_not_found") } == [])
    }
}
