import ArchCore
import Testing

@testable import Rules

/// With `tests: true`, `XTests` joins the groups that hold `X` (same package), and `XTestsTests`
/// joins after it. Looking the pairs up by tested module must add exactly what asking every pair,
/// in graph order, about every group adds.
struct OwnTestsOrderTests {
    @Test func ownTestsJoinAsAskingEveryPairInOrderWouldAdd() {
        var builder = GraphBuilder()
        for package in ["", "Kit"] {
            for name in ["A", "B", "C", "D"] { builder.target(name, package: package) }
            for name in ["ATests", "ATestsTests", "BTests", "CTests", "Tests"] { builder.target(name, package: package, kind: .test) }
        }
        let index = GraphIndex(builder.graph)
        #expect(index.ownTests.count == 10)
        func names(_ selector: ComponentSelector) -> [String: Int] {
            selector.members(in: index).modules.reduce(into: [:]) { $0[$1.name, default: 0] += 1 }
        }
        // Each name once per package.
        #expect(names(ComponentSelector(targets: ["A"], tests: true)) == ["A": 2, "ATests": 2, "ATestsTests": 2])
        #expect(names(ComponentSelector(targets: ["B", "C"], tests: true)) == ["B": 2, "BTests": 2, "C": 2, "CTests": 2])
        #expect(names(ComponentSelector(targets: ["D"], tests: true)) == ["D": 2])
        #expect(names(ComponentSelector(targets: ["ATests"], tests: true)) == ["ATests": 2, "ATestsTests": 2])
        #expect(names(ComponentSelector(targets: ["A"], tests: false)) == ["A": 2])
        #expect(names(ComponentSelector(packages: ["Kit"], tests: true)).values.reduce(0, +) == 9)
        let groups = ComponentSelector(targets: ["{name}"], tests: true).groups(in: index)
        #expect(groups["A"]?.modules.count == 6)
        #expect(groups["ATestsTests"]?.modules.count == 2)
    }
}
