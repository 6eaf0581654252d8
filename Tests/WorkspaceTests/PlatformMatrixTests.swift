import ArchCore
import Testing
import Workspace

/// The platform matrix decides which imports and declared dependencies are edges of the graph.
struct PlatformMatrixTests {
    static let package = """
        // swift-tools-version:6.0
        import PackageDescription
        let package = Package(
            name: "App",
            targets: [
                .target(name: "Core"),
                .target(name: "Mobile", dependencies: [.target(name: "Core", condition: .when(platforms: [.iOS]))]),
                .target(name: "Server", dependencies: [.target(name: "Core", condition: .when(platforms: [.macOS, .linux, .custom("freebsd")]))]),
            ]
        )
        """

    static let viewModel = """
        import Foundation
        #if canImport(UIKit)
        import UIKit
        #elseif os(Linux)
        import Glibc
        #endif
        #if canImport(Core) && DEBUG
        import Core
        #endif
        """

    static func load(_ platforms: [BuildPlatform]) throws -> Graph {
        let tree = try TemporaryTree([
            "Package.swift": package,
            "Sources/Core/Core.swift": "",
            "Sources/Mobile/ViewModel.swift": viewModel,
            "Sources/Server/Server.swift": "",
        ])
        return try WorkspaceLoader.load(WorkspaceOptions(root: tree.root, platforms: platforms))
    }

    /// `to` name -> platforms of each import of the view model.
    static func imports(_ graph: Graph) -> [String: [String]?] {
        Dictionary(uniqueKeysWithValues: graph.imports.map { ($0.to.name, $0.platforms) })
    }

    @Test func keepsEveryBranchWithoutAMatrix() throws {
        let graph = try Self.load([])
        #expect(Self.imports(graph) == ["Foundation": nil, "UIKit": nil, "Glibc": nil, "Core": nil])
        let declared = graph.dependencies.map { "\($0.from.name)->\($0.to.name) \($0.platforms ?? [])" }
        #expect(declared == ["Mobile->Core [\"iOS\"]", "Server->Core [\"freebsd\", \"Linux\", \"macOS\"]"])
    }

    @Test func dropsImportsCompiledOnNoPlatformOfTheMatrix() throws {
        let graph = try Self.load([BuildPlatform(name: "macOS"), BuildPlatform(name: "Linux")])
        #expect(Self.imports(graph) == ["Foundation": nil, "Glibc": ["Linux"]])
        let declared = graph.dependencies.map { "\($0.from.name)->\($0.to.name) \($0.platforms ?? [])" }
        #expect(declared == ["Server->Core []"])
        // The file still lists what it imports; the nodes stay for rules that name them.
        #expect(graph.files.first { $0.path == "Sources/Mobile/ViewModel.swift" }?.imports.count == 4)
        #expect(graph.module(.external("UIKit")) != nil)
    }

    @Test func labelsImportsCompiledOnSomePlatformsOnly() throws {
        let graph = try Self.load([
            BuildPlatform(name: "iOS", flags: ["DEBUG"]), BuildPlatform(name: "Linux"), BuildPlatform(name: "macOS"),
        ])
        #expect(Self.imports(graph) == ["Foundation": nil, "UIKit": ["iOS"], "Glibc": ["Linux"], "Core": ["iOS"]])
        let declared = graph.dependencies.map { "\($0.from.name)->\($0.to.name) \($0.platforms ?? [])" }
        #expect(declared == ["Mobile->Core [\"iOS\"]", "Server->Core [\"Linux\", \"macOS\"]"])
    }

    @Test func leavesEdgesThatHoldOnTheWholeMatrixUnlabelled() throws {
        let graph = try Self.load([BuildPlatform(name: "Linux", flags: ["DEBUG"])])
        #expect(Self.imports(graph) == ["Foundation": nil, "Glibc": nil, "Core": nil])
        #expect(graph.dependencies.map(\.platforms) == [nil])
    }
}
