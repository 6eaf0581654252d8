import ArchCore
import Rules
import Testing

struct NoCyclesRuleTests {
    /// A -> B -> A, and B -> C -> D -> B (a longer cycle in the same knot), E -> A (no cycle).
    static func graph() -> Graph {
        var builder = GraphBuilder()
        for name in ["A", "B", "C", "D", "E"] { builder.target(name) }
        builder.file("Sources/A/A.swift", in: "A", imports: ["B"])
        builder.file("Sources/B/B.swift", in: "B", imports: ["A", "C"])
        builder.file("Sources/C/C.swift", in: "C", imports: ["D"])
        builder.file("Sources/D/D.swift", in: "D", imports: ["B", "Foundation"])
        builder.file("Sources/E/E.swift", in: "E", imports: ["A"])
        return builder.graph
    }

    @Test func reportsEachCycleOnceShortestFirstWithANotePerDependency() throws {
        let rule = NoCyclesRule(header: RuleHeader(kind: "no-cycles"))
        let findings = rule.check(RuleContext(graph: Self.graph()))
        #expect(findings.map(\.summary) == [
            "Sources/A/A.swift:1:1: module cycle 'A' -> 'B' -> 'A'; invert or remove one of these dependencies",
            "Sources/B/B.swift:2:1: module cycle 'B' -> 'C' -> 'D' -> 'B'; invert or remove one of these dependencies",
        ])
        #expect(findings[1].notes.map { "\($0.location!): \($0.message)" } == [
            "Sources/B/B.swift:2:1: 'B' imports 'C'",
            "Sources/C/C.swift:1:1: 'C' imports 'D'",
            "Sources/D/D.swift:1:1: 'D' imports 'B'",
        ])
    }

    @Test func findsNothingInAnAcyclicGraph() throws {
        var builder = GraphBuilder()
        for name in ["A", "B", "C"] { builder.target(name) }
        builder.file("Sources/A/A.swift", in: "A", imports: ["B", "C"])
        builder.file("Sources/B/B.swift", in: "B", imports: ["C"])
        builder.declare("A", on: "C", line: 3)
        #expect(NoCyclesRule(header: RuleHeader(kind: "no-cycles")).check(RuleContext(graph: builder.graph)).isEmpty)
    }

    @Test func findsCyclesBetweenComponents() throws {
        let components = [
            component("ab", ComponentSelector(targets: ["A", "B"])),
            component("cd", ComponentSelector(targets: ["C", "D"])),
        ]
        let rule = NoCyclesRule(header: RuleHeader(kind: "no-cycles"), level: .components)
        let findings = rule.check(RuleContext(graph: Self.graph(), components: components))
        #expect(findings.map(\.summary) == [
            "Sources/B/B.swift:2:1: component cycle 'ab' -> 'cd' -> 'ab'; invert or remove one of these dependencies",
        ])
        #expect(findings.first?.notes.count == 2)
    }

    @Test func canBeLimitedToSomeModules() throws {
        let rule = NoCyclesRule(header: RuleHeader(kind: "no-cycles"), among: refs("B", "C", "D"))
        #expect(rule.check(RuleContext(graph: Self.graph())).map(\.message) == [
            "module cycle 'B' -> 'C' -> 'D' -> 'B'; invert or remove one of these dependencies",
        ])
    }
}
