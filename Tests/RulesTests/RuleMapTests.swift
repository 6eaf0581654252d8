import ArchCore
import Dispatch
import Rules
import Testing

/// The rules' context and findings do not depend on how ``RuleMap`` runs its pieces: in order,
/// backwards, or on several threads at once.
struct RuleMapTests {
    static let backwards = RuleMap { count, body in
        for index in (0..<count).reversed() { body(index) }
    }
    static let threads = RuleMap { count, body in DispatchQueue.concurrentPerform(iterations: count, execute: body) }

    /// Modules, their tests, files picked by path, and imports between all of them.
    static var graph: Graph {
        var builder = GraphBuilder()
        for name in ["MoviesDomain", "MoviesData", "MoviesUI", "App"] {
            builder.target(name)
            builder.target(name + "Tests", kind: .test)
        }
        builder.file("Sources/MoviesDomain/Movie.swift", in: "MoviesDomain", imports: ["Foundation"])
        builder.file("Sources/MoviesData/MovieStore.swift", in: "MoviesData", imports: ["MoviesDomain", "MoviesUI"])
        builder.file("Sources/MoviesUI/MovieView.swift", in: "MoviesUI", imports: ["MoviesDomain", "MoviesData", "SwiftUI"])
        builder.file("Sources/MoviesUI/MovieModel.swift", in: "MoviesUI", imports: ["MoviesData"])
        builder.file("Sources/App/App.swift", in: "App", imports: ["MoviesUI", "MoviesData", "MoviesDomain"])
        builder.file("Tests/MoviesUITests/ViewTests.swift", in: "MoviesUITests", imports: ["MoviesUI", "App"])
        builder.file("Tests/MoviesDataTests/StoreTests.swift", in: "MoviesDataTests", imports: ["MoviesData", "MoviesUI"])
        return builder.graph
    }

    static func architecture(_ scope: TestScope) -> Architecture {
        Architecture(
            components: [
                component("domain", ComponentSelector(targets: ["*Domain"])),
                component("data", ComponentSelector(targets: ["*Data"])),
                component("ui", ComponentSelector(targets: ["*UI"])),
                component("views", ComponentSelector(paths: ["**/*View.swift"])),
                component("app", ComponentSelector(targets: ["App"], tests: true)),
            ],
            rules: [
                LayersRule(header: RuleHeader(kind: "layers", tests: scope), layers: [refs("app"), refs("ui"), refs("data"), refs("domain")]),
                ForbidRule(header: RuleHeader(kind: "forbid", tests: .exclude), from: refs("views"), to: refs("data")),
                ForbidRule(header: RuleHeader(kind: "forbid", tests: .only), from: refs("ui"), to: refs("app")),
            ])
    }

    @Test(arguments: [TestScope.exclude, .include, .only])
    func findingsAreTheSameHoweverThePiecesRun(scope: TestScope) throws {
        let architecture = Self.architecture(scope)
        let serial = try architecture.evaluate(on: Self.graph)
        #expect(!serial.isEmpty)
        #expect(try architecture.evaluate(on: Self.graph, map: Self.backwards) == serial)
        for _ in 0..<20 {
            #expect(try architecture.evaluate(on: Self.graph, map: Self.threads) == serial)
        }
    }

    @Test(arguments: [false, true])
    func theContextIsTheSameHoweverThePiecesRun(includingTests: Bool) {
        let components = Self.architecture(.include).components
        let serial = RuleContext(graph: Self.graph, components: components, includingTests: includingTests)
        #expect(serial.components["views"]?.files.isEmpty == false)
        for map in [Self.backwards, Self.threads] {
            let built = RuleContext(graph: Self.graph, components: components, includingTests: includingTests, map: map)
            #expect(built.components == serial.components)
            #expect(built.edges == serial.edges)
            #expect(built.including(tests: !includingTests, map: map).components == serial.including(tests: !includingTests).components)
        }
    }
}
