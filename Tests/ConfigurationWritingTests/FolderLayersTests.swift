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

extension FolderLayersTests {
    static func module(_ name: String, _ kind: Module.Kind, root: String) -> Module {
        Module(id: ModuleID(package: root, name: name), kind: kind, sourceRoot: root)
    }

    @Test func aNameEndingInSwiftUIIsNotAPresentationTargetAndItsFoldersAreSplit() {
        let split = ModuleID(package: "CountriesSwiftUI", name: "CountriesSwiftUI")
        let screens = ModuleID(package: "FeedUI", name: "FeedUI")
        let graph = Graph(
            modules: [
                Module(id: split, kind: .target(.regular), sourceRoot: "CountriesSwiftUI"),
                Module(id: screens, kind: .target(.regular), sourceRoot: "FeedUI"),
                // The Xcode app target of the same name, over the same folder.
                Module(id: ModuleID(package: "App.xcodeproj", name: "CountriesSwiftUI"), kind: .target(.executable)),
            ],
            files: [
                SourceFile(path: "CountriesSwiftUI/UI/List.swift", module: split, imports: []),
                SourceFile(path: "CountriesSwiftUI/Interactors/Load.swift", module: split, imports: []),
                SourceFile(path: "CountriesSwiftUI/Repositories/Remote.swift", module: split, imports: []),
                SourceFile(path: "FeedUI/FeedView.swift", module: screens, imports: []),
            ])
        let draft = ConfigurationDraft(graph: graph)
        #expect(draft.components.map(\.name) == ["presentation", "application", "infrastructure"])
        let presentation = draft.components[0]
        #expect(presentation.targets == ["*UI"])
        #expect(presentation.excluded == ["CountriesSwiftUI"])
        #expect(presentation.paths == ["CountriesSwiftUI/UI/**"])
        #expect(!draft.yaml.contains("app:"))
    }
}

/// Issue 30: packages kept as test data are proposed for `exclude:`.
struct FixtureFolderTests {
    static func manifest(_ directory: String) -> Manifest {
        Manifest(
            directory: directory, name: "P", location: SourceLocation(file: (directory.isEmpty ? "" : directory + "/") + "Package.swift", line: 1, column: 1),
            targets: [], products: [], dependencies: [])
    }

    @Test func foldersOfTestFixturesHoldingPackagesProjectsOrBrokenFilesAreProposed() {
        var graph = Graph(manifests: [
            Self.manifest(""), Self.manifest("Tests/Fixtures/Broken"), Self.manifest("Tests/Fixtures/Nested/Fixtures/Inner"),
            Self.manifest("Tools/TestData/Pkg"),
        ])
        graph.xcodeProjects = ["Tests/fixtures/App/App.xcodeproj", "App/App.xcodeproj"]
        graph.problems = [
            Finding(ruleID: "unreadable_file", severity: .error, message: "", location: SourceLocation(file: "Sources/test_data/x.swift", line: 1, column: 1)),
            Finding(ruleID: "unassigned_files", severity: .warning, message: "", location: SourceLocation(file: "Sources/Fixture/y.swift", line: 1, column: 1)),
        ]
        #expect(ConfigurationDraft.fixtureFolders(in: graph) == [
            "Sources/test_data/**", "Tests/Fixtures/**", "Tests/fixtures/**", "Tools/TestData/**",
        ])
    }

    @Test func aFolderNamedLikeAFixtureThatHoldsOnlyCodeIsLeftAlone() {
        let graph = Graph(manifests: [Self.manifest("")], files: [SourceFile(path: "Sources/App/Fixtures/Sample.swift", module: nil, imports: [])])
        #expect(ConfigurationDraft.fixtureFolders(in: graph) == [])
    }
}

/// Issue 31: `init` on a legacy codebase wrote one exception per break (28,900 of them); they are
/// grouped per module an edge starts from, so the file stays short and reads back.
struct ExceptionGroupingTests {
    @Test func exceptionsFromOneModuleAreOneEntryAndFilesStayApart() {
        let exceptions = [
            ConfigurationDraft.DraftException(from: "Feed", to: "Storage"), ConfigurationDraft.DraftException(from: "Feed", to: "API"),
            ConfigurationDraft.DraftException(from: "Feed", to: "API"), ConfigurationDraft.DraftException(from: "Login", to: "API"),
            ConfigurationDraft.DraftException(file: "Sources/App/Domain/A.swift"),
        ]
        let reason = "because: \"\(ConfigurationDraft.exceptionReason)\""
        #expect(ConfigurationDraft.grouped(exceptions) == [
            "{ from: Feed, to: [API, Storage], \(reason) }", "{ from: Login, to: API, \(reason) }",
            "{ file: \"Sources/App/Domain/A.swift\", \(reason) }",
        ])
    }
}
