import ArchCore
import Rules
import Testing

/// A finding about an edge that holds only on some platforms says which.
struct PlatformFindingTests {
    static let viewModels = ModuleID(package: "", name: "ViewModels")
    static let here = SourceLocation(file: ".archlint.yml", line: 1, column: 1)

    static func graph(importPlatforms: [String]?, declaredPlatforms: [String]?) -> Graph {
        let file = "Sources/ViewModels/ViewModel.swift"
        let uikit = Import(module: "UIKit", line: 2, column: 1, conditions: ["canImport(UIKit)"])
        return Graph(
            modules: [Module(id: viewModels, kind: .target(.regular)), Module(id: .external("UIKit"), kind: .external)],
            files: [SourceFile(path: file, module: viewModels, imports: [uikit])],
            dependencies: [
                DeclaredDependency(
                    from: viewModels, to: .external("UIKit"),
                    location: SourceLocation(file: "Package.swift", line: 7, column: 9), platforms: declaredPlatforms)
            ],
            imports: [ImportEdge(file: file, from: viewModels, to: .external("UIKit"), import: uikit, platforms: importPlatforms)])
    }

    static func messages(_ graph: Graph) throws -> [String] {
        let rule = ForbidRule(
            header: RuleHeader(kind: "forbid"),
            from: [RuleReference(name: "ViewModels", location: here, path: "rules[0].from")],
            to: [RuleReference(name: "UIKit", location: here, path: "rules[0].to")])
        return try Architecture(rules: [rule]).evaluate(on: graph).map(\.message)
    }

    @Test func namesThePlatformsOfAnEdgeThatHoldsOnlyOnSome() throws {
        let messages = try Self.messages(Self.graph(importPlatforms: ["iOS"], declaredPlatforms: ["iOS", "macCatalyst"]))
        #expect(messages == [
            "'ViewModels' declares a dependency on 'UIKit'; 'ViewModels' must not depend on 'UIKit'; remove the dependency or move the code (on iOS, macCatalyst)",
            "'ViewModels' imports 'UIKit'; 'ViewModels' must not depend on 'UIKit'; remove the dependency or move the code (on iOS)",
        ])
    }

    @Test func saysNothingAboutPlatformsForAnEdgeThatHoldsEverywhere() throws {
        let messages = try Self.messages(Self.graph(importPlatforms: nil, declaredPlatforms: nil))
        #expect(messages.count == 2)
        #expect(messages.allSatisfy { !$0.contains("(on ") })
    }
}
