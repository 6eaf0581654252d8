import ArchCore
@testable import Rules
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

/// A knot of cycles so large that the shortest cycle through each of its modules would take hours
/// (20,000 modules: 1.2 billion steps) is searched until a bound, and what is left is one finding.
struct NoCyclesBoundTests {
    /// A ring of `count` modules, each also importing the one `jump` further on.
    static func ring(_ count: Int, jump: Int) -> Graph {
        var builder = GraphBuilder()
        let names = (0..<count).map { "M\(1_000 + $0)" }
        for name in names { builder.target(name) }
        for (index, name) in names.enumerated() {
            builder.file("Sources/\(name)/a.swift", in: name, imports: [names[(index + 1) % count], names[(index + jump) % count]])
        }
        return builder.graph
    }

    @Test func aKnotPastTheBoundIsOneFindingNamingTheModulesLeft() throws {
        var rule = NoCyclesRule(header: RuleHeader(kind: "no-cycles"))
        rule.searchBound = 10 * (30 + 60)
        let findings = rule.check(RuleContext(graph: Self.ring(30, jump: 7)))
        let knot = try #require(findings.last)
        #expect(knot.message == "30 modules form one knot of cycles, too large to search for the shortest cycle through each (the search stops after 900 steps); the cycles through 'M1010', 'M1011', 'M1012', 'M1013', 'M1014' and 15 more are not listed; break the knot up")
        #expect(knot.location?.description == "Sources/M1010/a.swift:1:1")
        #expect(findings.dropLast().allSatisfy { $0.message.hasPrefix("module cycle 'M") })
        // The ten modules searched from each lie on a cycle that is listed.
        let listed = Set(findings.dropLast().flatMap { $0.notes.map { $0.location!.file } })
        #expect((1_000..<1_010).allSatisfy { listed.contains("Sources/M\($0)/a.swift") })
    }

    @Test func underTheBoundEveryModuleIsSearchedAndNothingIsSaidOfIt() {
        let rule = NoCyclesRule(header: RuleHeader(kind: "no-cycles"))
        let findings = rule.check(RuleContext(graph: Self.ring(300, jump: 7)))
        #expect(!findings.isEmpty)
        #expect(findings.allSatisfy { $0.message.hasPrefix("module cycle 'M") })
        let listed = Set(findings.flatMap { $0.notes.map { $0.location!.file } })
        #expect(listed.count == 300)
    }

    /// Small knots are searched first, so a huge knot cannot hide a small cycle elsewhere.
    @Test func smallKnotsAreSearchedBeforeALargeOne() throws {
        var builder = GraphBuilder()
        let names = (0..<40).map { "M\(1_000 + $0)" }
        for name in names + ["A", "B"] { builder.target(name) }
        for (index, name) in names.enumerated() { builder.file("Sources/\(name)/a.swift", in: name, imports: [names[(index + 1) % 40]]) }
        builder.file("Sources/A/a.swift", in: "A", imports: ["B"])
        builder.file("Sources/B/b.swift", in: "B", imports: ["A"])
        var rule = NoCyclesRule(header: RuleHeader(kind: "no-cycles"))
        rule.searchBound = 100
        let messages = rule.check(RuleContext(graph: builder.graph)).map(\.message)
        #expect(messages.first == "module cycle 'A' -> 'B' -> 'A'; invert or remove one of these dependencies")
        #expect(messages.last?.hasPrefix("40 modules form one knot of cycles") == true)
    }
}
