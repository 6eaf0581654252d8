import ArchCore
@testable import Rules
import Testing

/// Rules over a few modules judge only the edges that start in them (`EdgeRuns`): on a graph
/// whose modules' files interleave, with files no module claims, declared dependencies, members
/// selected by file and files excluded from members, judging only those edges must find exactly
/// what judging every edge finds, in the same order.
@Suite struct EdgeRunsTests {
    static let graph: Graph = {
        var builder = GraphBuilder()
        for name in ["A", "B", "C"] { builder.target(name) }
        // Path order interleaves the modules' files (an Xcode target's files can lie anywhere).
        builder.file("Sources/f1.swift", in: "A", imports: ["X", "B"])
        builder.file("Sources/f2.swift", in: "B", imports: ["Y"])
        builder.file("Sources/f3.swift", in: "A", imports: ["C", "Y"])
        builder.file("Sources/f4.swift", in: nil, imports: ["X"])
        builder.file("Sources/f5.swift", in: "C", imports: ["A"])
        builder.file("Sources/f6.swift", in: "A", imports: ["Z"])
        builder.declare("A", on: "X", line: 3)
        builder.declare("B", on: "Y", line: 4)
        builder.declare("A", on: "B", line: 5)
        return builder.graph
    }()

    static var memberSets: [MemberSet] {
        let context = RuleContext(graph: graph)
        let ids = ["A", "B", "C"].map { name in context.graph.modules.first { $0.name == name }!.id }
        let files = ["Sources/f1.swift", "Sources/f3.swift", "Sources/f4.swift", "Sources/f5.swift"]
        var sets: [MemberSet] = []
        for moduleMask in 0..<8 {
            for fileMask in 0..<16 {
                for excluded in [[], ["Sources/f3.swift"], ["Sources/f1.swift", "Sources/f6.swift"]] {
                    sets.append(MemberSet(
                        modules: Set(ids.indices.filter { moduleMask & (1 << $0) != 0 }.map { ids[$0] }),
                        files: Set(files.indices.filter { fileMask & (1 << $0) != 0 }.map { files[$0] }),
                        excludedFiles: Set(excluded)))
                }
            }
        }
        return sets
    }

    /// With files indexed (a component selects files by path) and without (every set that
    /// selects files then falls back to judging every edge).
    @Test(arguments: [true, false])
    func judgingTheEdgesThatStartInTheMembersFindsWhatJudgingEveryEdgeFinds(indexingFiles: Bool) {
        var context = RuleContext(graph: Self.graph)
        context.edgeRuns = EdgeRuns(
            context.edges, ends: context.edgeEnds, numbers: context.moduleNumbers, indexingFiles: indexingFiles)
        let header = RuleHeader(kind: "forbid")
        let sets = Self.memberSets
        #expect(sets.count == 384)
        // Each set alone, and each next to another (a rule's `from` lists several references).
        let lists = sets.map { [$0] } + sets.indices.map { [sets[$0], sets[($0 * 7 + 3) % sets.count]] }
        for members in lists {
            let judge: (DependencyEdge) -> String? = { edge in members.containsSource(of: edge) ? edge.summary : nil }
            let everyEdge = context.findings(header, judge: judge)
            let startingIn = context.findings(header, startingIn: members, judge: judge)
            #expect(startingIn == everyEdge, "\(members)")
            let runs = context.edgeRuns.starting(in: members)
            #expect((runs == nil) == (!indexingFiles && members.contains { !$0.files.isEmpty }))
            guard let runs else { continue }
            #expect(zip(runs, runs.dropFirst()).allSatisfy { $0.upperBound < $1.lowerBound }, "runs ascend apart: \(runs)")
        }
    }

    @Test func filesAreIndexedOnlyWhenAComponentSelectsFiles() {
        let byModule = [component("a", ComponentSelector(modules: ["A"]))]
        let byPath = byModule + [component("p", ComponentSelector(paths: ["Sources/f4.swift"]))]
        #expect(!RuleContext(graph: Self.graph, components: byModule).edgeRuns.indexesFiles)
        #expect(RuleContext(graph: Self.graph, components: byPath).edgeRuns.indexesFiles)
        #expect(RuleContext(graph: Self.graph, components: byPath).including(tests: true).edgeRuns.indexesFiles)
    }

    /// Runs moved after dropping edges (``EdgeRuns/keeping(_:)``) give what runs worked out again
    /// from the edges left give, for every subset of the edges and every list of members.
    @Test(arguments: [true, false])
    func runsMovedAfterDroppingEdgesAreTheRunsOfTheEdgesLeft(indexingFiles: Bool) {
        var context = RuleContext(graph: Self.graph)
        context.edgeRuns = EdgeRuns(
            context.edges, ends: context.edgeEnds, numbers: context.moduleNumbers, indexingFiles: indexingFiles)
        let count = context.edges.count
        #expect(count >= 10)
        let sets = Self.memberSets
        // Every subset for the first 10 edges (the others kept or dropped with the first).
        for mask in 0..<(1 << 10) {
            var filtered = context
            var position = 0
            filtered.keepEdges { _ in
                defer { position += 1 }
                return mask & (1 << (position % 10)) != 0
            }
            let fresh = EdgeRuns(
                filtered.edges, ends: filtered.edgeEnds, numbers: filtered.moduleNumbers, indexingFiles: indexingFiles)
            for members in stride(from: mask % 7, to: sets.count, by: 37).map({ [sets[$0]] }) {
                #expect(filtered.edgeRuns.starting(in: members) == fresh.starting(in: members), "mask \(mask)")
            }
        }
    }

    @Test func edgesOfAScopedContextAreIndexedAgain() {
        var context = RuleContext(graph: Self.graph)
        context.keepEdges { $0.kind == .declaration }
        let a = context.graph.modules.first { $0.name == "A" }!.id
        let members = [MemberSet(modules: [a])]
        let found = context.findings(RuleHeader(kind: "forbid"), startingIn: members) { _ in "x" }
        // Only A's declarations (Package.swift lines 3 and 5), none of its imports: the runs are
        // those of the filtered edges.
        #expect(found.map { $0.location?.line } == [3, 5])
        #expect(found.allSatisfy { $0.location?.file == "Package.swift" })
    }
}
