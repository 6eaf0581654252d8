import ArchCore
import Diagrams
import Testing

/// `DependencyDiagram.folders`: one module's folders and the references between their files.
struct FolderDiagramTests {
    static let app = ModuleID(package: nil, name: "App")
    static let other = ModuleID(package: nil, name: "Other")

    static func reference(_ file: String, _ declaringFile: String, module: ModuleID = app, line: Int = 1) -> FileReference {
        FileReference(
            module: module, file: file, declaringFile: declaringFile, name: "X",
            location: SourceLocation(file: file, line: line, column: 1),
            declaration: SourceLocation(file: declaringFile, line: 1, column: 1))
    }

    static func graph(sourceRoot: String?, references: [FileReference]) -> Graph {
        let paths = [
            "App/AppDelegate.swift", "App/Domain/Feed.swift", "App/Domain/Cache/Store.swift",
            "App/Data/Remote/Client.swift", "App/Presentation/FeedView.swift", "App/Presentation/FeedViewModel.swift",
        ]
        var graph = Graph(
            modules: [Module(id: app, kind: .configured, sourceRoot: sourceRoot), Module(id: other, kind: .configured)],
            files: paths.map { SourceFile(path: $0, module: app, imports: []) }
                + [SourceFile(path: "Other/Elsewhere.swift", module: other, imports: [])])
        graph.references = references
        return graph
    }

    static let references = [
        reference("App/Presentation/FeedView.swift", "App/Presentation/FeedViewModel.swift"),
        reference("App/Presentation/FeedViewModel.swift", "App/Domain/Feed.swift"),
        reference("App/Presentation/FeedView.swift", "App/Domain/Feed.swift"),
        reference("App/Data/Remote/Client.swift", "App/Domain/Cache/Store.swift"),
        reference("App/Domain/Feed.swift", "App/Presentation/FeedViewModel.swift", line: 7),
        reference("App/AppDelegate.swift", "App/Data/Remote/Client.swift"),
        reference("Other/Elsewhere.swift", "Other/Elsewhere2.swift", module: other),
    ]

    @Test func oneNodePerFolderBelowTheModulesFolderAndOneEdgePerPairCountingFilePairs() {
        let finding = Finding(
            ruleID: "layers", severity: .error, message: "m",
            location: SourceLocation(file: "App/Domain/Feed.swift", line: 7, column: 1))
        let diagram = DependencyDiagram.folders(
            of: Self.app, in: Self.graph(sourceRoot: "App", references: Self.references), findings: [finding])
        #expect(diagram.level == .folder)
        #expect(diagram.nodes.map(\.name) == ["(top level)", "Data", "Domain", "Presentation"])
        #expect(diagram.edges == [
            .init(from: "(top level)", to: "Data", count: 1),
            .init(from: "Data", to: "Domain", count: 1),
            .init(
                from: "Domain", to: "Presentation", count: 1, violating: true, rules: ["layers: layers"],
                locations: [SourceLocation(file: "App/Domain/Feed.swift", line: 7, column: 1)]),
            .init(from: "Presentation", to: "Domain", count: 2),
        ])
    }

    @Test func deeperNodesWithDepthAndTheSharedFolderWhenTheModuleHasNoSourceRoot() {
        let diagram = DependencyDiagram.folders(
            of: Self.app, in: Self.graph(sourceRoot: nil, references: Self.references), depth: 2)
        #expect(diagram.nodes.map(\.name) == ["(top level)", "Data/Remote", "Domain", "Domain/Cache", "Presentation"])
        #expect(diagram.edges.contains(.init(from: "Data/Remote", to: "Domain/Cache", count: 1)))
        #expect(!diagram.edges.contains { $0.violating })
    }

    @Test func aModuleWithoutReferencesDrawsItsFoldersAlone() {
        let diagram = DependencyDiagram.folders(of: Self.app, in: Self.graph(sourceRoot: "Elsewhere", references: []))
        #expect(diagram.nodes.count == 4)
        #expect(diagram.edges.isEmpty)
    }
}
