import ArchCore
import Testing

@testable import ConfigurationWriting

/// The layers `archlint init` reads from folder names.
struct FolderLayersTests {
    @Test(arguments: [
        ("Domain", "domain"), ("Entities", "domain"), ("Data", "infrastructure"), ("CoreData", "infrastructure"),
        ("Feed API", "infrastructure"), ("FeedAPI", "infrastructure"), ("Feed Cache", "infrastructure"),
        ("Shared API Infra", "infrastructure"), ("Infrastructure", "infrastructure"), ("Networking", "infrastructure"),
        ("UseCases", "application"), ("Use Cases", "application"), ("Comments Use Cases", "application"),
        ("use_cases", "application"), ("Interactors", "application"), ("Presentation", "presentation"),
        ("Feed Presentation", "presentation"), ("ViewModels", "presentation"), ("UI", "presentation"),
        ("Scenes", "presentation"), ("Features", "features"), ("Adapters", "adapters"), ("Application", "app"),
        ("App", "app"), ("CompositionRoot", "app"),
    ])
    func aLayerNameRevealsItsComponent(_ folder: String, _ component: String) {
        #expect(FolderLayers.component(of: folder) == component)
    }

    @Test(arguments: [
        "Common", "Core", "Models", "Services", "Utilities", "Feed Feature", "Resources", "Database Helpers", "Mapper",
        "Dat*", "App{s}", "Extensions", "Appearance", "Updater",
    ])
    func otherNamesRevealNothing(_ folder: String) {
        #expect(FolderLayers.component(of: folder) == nil)
    }

    @Test func wordsSplitOnSeparatorsCaseChangesAndAcronyms() {
        #expect(FolderLayers.words(of: "HTTPClient") == ["HTTP", "Client"])
        #expect(FolderLayers.words(of: "Feed API") == ["Feed", "API"])
        #expect(FolderLayers.words(of: "view-models_v2") == ["view", "models", "v2"])
        #expect(FolderLayers.words(of: "CoreData") == ["Core", "Data"])
    }

    static let module = ModuleID(package: "", name: "App")

    static func graph(_ paths: [String]) -> Graph {
        Graph(
            modules: [Module(id: module, kind: .target(.executable), sourceRoot: "Sources/App")],
            files: paths.map { SourceFile(path: $0, module: module, imports: []) })
    }

    @Test func aModuleWhoseFoldersSpanTwoLayersIsSplitIntoPathsComponents() {
        let graph = Self.graph([
            "Sources/App/main.swift", "Sources/App/Domain/Feed.swift", "Sources/App/Data/Remote.swift",
            "Sources/App/Data/Local/Store.swift", "Sources/App/Presentation/FeedView.swift", "Sources/App/Common/Log.swift",
        ])
        let draft = ConfigurationDraft(graph: graph)
        #expect(draft.components.map(\.name) == ["presentation", "infrastructure", "domain"])
        #expect(draft.components.map(\.paths) == [["Sources/App/Presentation/**"], ["Sources/App/Data/**"], ["Sources/App/Domain/**"]])
        #expect(draft.yaml.contains("  domain:         { paths: [\"Sources/App/Domain/**\"] }"))
        #expect(draft.yaml.contains("layers: [presentation, infrastructure, domain]"))
    }

    @Test func aLoneLayerFolderIsNotALayering() {
        let graph = Self.graph(["Sources/App/main.swift", "Sources/App/Views/FeedView.swift", "Sources/App/UI/Button.swift"])
        let draft = ConfigurationDraft(graph: graph)
        #expect(draft.components.map(\.name) == ["app"])
        #expect(draft.components.first?.targets == ["App"])
    }
}
