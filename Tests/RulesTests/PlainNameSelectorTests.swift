import ArchCore
@testable import Rules
import Testing

/// A selector of plain names looks its modules up instead of asking every module; with one
/// more pattern that is a glob matching nothing, the same selector asks every module. Both
/// must select the same members, for every name and package of a graph that has targets of two
/// packages with the same name, the root package, test targets and external modules.
@Suite struct PlainNameSelectorTests {
    static let index: GraphIndex = {
        var builder = GraphBuilder()
        builder.target("Domain", package: "Movies")
        builder.target("Domain", package: "Feed")
        builder.target("DomainTests", package: "Movies", kind: .test)
        builder.target("App")
        builder.target("AppTests", kind: .test)
        builder.target("Café", package: "Features/Café")
        builder.file("Sources/App/a.swift", in: "App", imports: ["Foundation", "Alamofire"])
        return GraphIndex(builder.graph)
    }()

    static let names = ["Domain", "DomainTests", "App", "AppTests", "Café", "Cafe\u{301}", "Foundation", "Alamofire", "Missing"]
    static let packages = ["Movies", "Feed", "", ".", "Features/Café", "Missing"]
    /// A glob no name or package matches: it makes the selector ask every module.
    static let nothing = "*\u{2042}*"

    @Test(arguments: [false, true])
    func plainNamesSelectWhatAskingEveryModuleSelects(tests: Bool) {
        for name in Self.names {
            let selectors: [(ComponentSelector, ComponentSelector)] = [
                (ComponentSelector(targets: [name], tests: tests), ComponentSelector(targets: [name, Self.nothing], tests: tests)),
                (ComponentSelector(external: [name], tests: tests), ComponentSelector(external: [name, Self.nothing], tests: tests)),
                (ComponentSelector(modules: [name], tests: tests), ComponentSelector(modules: [name, Self.nothing], tests: tests)),
            ]
            for (plain, asked) in selectors {
                #expect(plain.members(in: Self.index) == asked.members(in: Self.index), "\(name)")
            }
        }
        for package in Self.packages {
            let plain = ComponentSelector(packages: [package], tests: tests)
            let asked = ComponentSelector(packages: [package, Self.nothing], tests: tests)
            #expect(plain.members(in: Self.index) == asked.members(in: Self.index), "\(package)")
        }
        // Some of them select something: the comparison is not between two empty sets.
        #expect(ComponentSelector(targets: ["Domain"]).members(in: Self.index).modules.count == 2)
        #expect(ComponentSelector(packages: ["."]).members(in: Self.index).modules.map(\.name).sorted() == ["App"])
        #expect(ComponentSelector(external: ["Alamofire"]).members(in: Self.index).modules.count == 1)
    }
}
