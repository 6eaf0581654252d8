import ArchCore
import Testing
import Workspace

/// `#if` blocks of `Package.swift` evaluated against the platform matrix.
struct ManifestPlatformTests {
    static let package = """
        // swift-tools-version:6.0
        import PackageDescription
        let package = Package(
            name: "App",
            targets: [
                .target(name: "Core"),
                .target(name: "Server", dependencies: ["Core"] + platformDependencies),
            ] + platformTargets
        )
        #if os(Linux)
        let platformDependencies: [Target.Dependency] = [
            "LinuxGlue",
            .target(name: "Core", condition: .when(platforms: [.macOS])),
        ]
        let platformTargets: [Target] = [.target(name: "LinuxGlue")]
        #elseif os(macOS)
        let platformDependencies: [Target.Dependency] = ["MacGlue"]
        let platformTargets: [Target] = [.target(name: "MacGlue")]
        #else
        let platformDependencies: [Target.Dependency] = []
        let platformTargets: [Target] = []
        #endif
        """

    static func load(_ platforms: [String]) throws -> Graph {
        let tree = try TemporaryTree([
            "Package.swift": package,
            "Sources/Core/Core.swift": "",
            "Sources/Server/Server.swift": "import Core\n",
            "Sources/LinuxGlue/Glue.swift": "import Glibc\n",
            "Sources/MacGlue/Glue.swift": "import Darwin\n",
        ])
        let matrix = platforms.map { BuildPlatform(name: $0) }
        return try WorkspaceLoader.load(WorkspaceOptions(root: tree.root, platforms: matrix))
    }

    /// `from->to [platforms]` of every declared dependency.
    static func declared(_ graph: Graph) -> [String] {
        graph.dependencies.map { "\($0.from.name)->\($0.to.name) \($0.platforms ?? [])" }.sorted()
    }

    static func targetModules(_ graph: Graph) -> [String] {
        graph.modules.filter { $0.id.package != nil }.map(\.name).sorted()
    }

    @Test func keepsEveryBranchWithoutAMatrix() throws {
        let graph = try Self.load([])
        #expect(Self.targetModules(graph) == ["Core", "LinuxGlue", "MacGlue", "Server"])
        #expect(Self.declared(graph) == [
            "Server->Core [\"macOS\"]", "Server->Core []", "Server->LinuxGlue []", "Server->MacGlue []",
        ])
        #expect(graph.problems.isEmpty)
    }

    @Test func dropsTheLinuxBranchWhenTheMatrixIsMacOS() throws {
        let graph = try Self.load(["macOS"])
        #expect(Self.declared(graph) == ["Server->Core []", "Server->MacGlue []"])
        // LinuxGlue's file is compiled nowhere: it is not in the graph, and neither is its import.
        // The target stays a node, so rules that name it still resolve.
        #expect(Self.targetModules(graph) == ["Core", "LinuxGlue", "MacGlue", "Server"])
        #expect(!graph.files.contains { $0.path.hasPrefix("Sources/LinuxGlue/") })
        #expect(!graph.imports.contains { $0.to.name == "Glibc" })
        #expect(graph.manifests.first?.targets.map(\.name) == ["Core", "Server", "MacGlue"])
        #expect(graph.problems.isEmpty)
    }

    @Test func keepsTheLinuxBranchUnlabelledWhenTheMatrixIsLinux() throws {
        let graph = try Self.load(["Linux"])
        #expect(!graph.files.contains { $0.path.hasPrefix("Sources/MacGlue/") })
        #expect(graph.files.contains { $0.path.hasPrefix("Sources/LinuxGlue/") })
        // `.when(platforms: [.macOS])` under `#if os(Linux)` holds nowhere: dropped.
        #expect(Self.declared(graph) == ["Server->Core []", "Server->LinuxGlue []"])
    }

    @Test func labelsWhatOnlySomePlatformsDeclare() throws {
        let graph = try Self.load(["macOS", "Linux"])
        #expect(Self.declared(graph) == [
            "Server->Core []", "Server->LinuxGlue [\"Linux\"]", "Server->MacGlue [\"macOS\"]",
        ])
        // The files of a target that exists on some platforms only are compiled there only.
        let imports = graph.imports.map { "\($0.from?.name ?? "?")->\($0.to.name) \($0.platforms ?? [])" }.sorted()
        #expect(imports == ["LinuxGlue->Glibc [\"Linux\"]", "MacGlue->Darwin [\"macOS\"]", "Server->Core []"])
    }

    /// The manifest of an iOS build is compiled on a Mac: `#if os(macOS)` holds there.
    @Test func evaluatesTheManifestOnTheMachineThatBuildsForThePlatform() throws {
        let graph = try Self.load(["iOS", "Android"])
        #expect(Self.declared(graph) == [
            "Server->Core []", "Server->LinuxGlue [\"Android\"]", "Server->MacGlue []",
        ])
    }

    /// `canImport` in a manifest: a module the platform table knows is decided per host; an unknown
    /// one (a manifest cannot import packages) may hold or not, so nothing is dropped for it.
    @Test func decidesKnownModulesAndKeepsWhatDependsOnUnknownOnes() throws {
        let tree = try TemporaryTree([
            "Package.swift": """
                // swift-tools-version:6.0
                import PackageDescription
                #if canImport(Darwin)
                let extra: [Target.Dependency] = ["Darwinish"]
                #else
                let extra: [Target.Dependency] = []
                #endif
                #if !canImport(SomeSDKModuleArchlintDoesNotKnow)
                let fallback: [Target.Dependency] = ["Fallback"]
                #else
                let fallback: [Target.Dependency] = []
                #endif
                let package = Package(name: "P", targets: [
                    .target(name: "Darwinish"), .target(name: "Fallback"),
                    .target(name: "App", dependencies: extra + fallback),
                ])
                """,
            "Sources/Darwinish/A.swift": "", "Sources/Fallback/B.swift": "", "Sources/App/C.swift": "",
        ])
        let matrix = [BuildPlatform(name: "macOS"), BuildPlatform(name: "Linux")]
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root, platforms: matrix))
        #expect(Self.declared(graph) == ["App->Darwinish [\"macOS\"]", "App->Fallback []"])
    }
}
