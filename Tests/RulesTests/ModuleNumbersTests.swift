import ArchCore
@testable import Rules
import Testing

/// Rules that look at every edge ask about its modules by number (``ModuleNumbers``): for every
/// edge of a graph with files no module claims, declared dependencies and references between
/// files, and for every member set (modules, files, files left out), asking by number must answer
/// what asking by module id answers.
@Suite struct ModuleNumbersTests {
    static let graph: Graph = {
        var graph = EdgeRunsTests.graph
        let a = graph.modules.first { $0.name == "A" }!.id
        for (file, declaring, line) in [("Sources/f1.swift", "Sources/f3.swift", 4), ("Sources/f6.swift", "Sources/f1.swift", 7)] {
            graph.references.append(FileReference(
                module: a, file: file, declaringFile: declaring, name: "T\(line)",
                location: SourceLocation(file: file, line: line, column: 5), declaration: SourceLocation(file: declaring, line: 1, column: 8)))
        }
        return graph
    }()

    @Test func everyEdgeModuleHasTheNumberOfItsModule() {
        // A file no module claims has edges only where a component selects it by path.
        #expect(!RuleContext(graph: Self.graph).edges.contains { $0.from == nil })
        let context = RuleContext(graph: Self.graph, components: [component("loose", ComponentSelector(paths: ["Sources/f4.swift"]))])
        #expect(context.edges.count == context.edgeEnds.count)
        #expect(context.edges.contains { $0.kind == .reference })
        #expect(context.edges.contains { $0.from == nil })
        for (edge, ends) in zip(context.edges, context.edgeEnds) {
            #expect(ends.from == edge.from.flatMap { context.moduleNumbers.number(of: $0) } ?? -1)
            #expect(context.moduleNumbers.modules[Int(ends.to)] == edge.to)
        }
        // The graph's modules come first, in graph order.
        #expect(Array(context.moduleNumbers.modules.prefix(Self.graph.modules.count)) == Self.graph.modules.map(\.id))
    }

    @Test func askingByNumberAnswersWhatAskingByModuleAnswers() {
        let context = RuleContext(graph: Self.graph)
        let sets = EdgeRunsTests.memberSets
        let lists = sets.map { [$0] } + sets.indices.map { [sets[$0], sets[($0 * 7 + 3) % sets.count]] }
        for members in lists {
            let (plain, numbered) = (MemberUnion(members), MemberUnion(members, numbers: context.moduleNumbers))
            let (index, numberedIndex) = (MemberIndex(members), MemberIndex(members, numbers: context.moduleNumbers))
            for (edge, ends) in zip(context.edges, context.edgeEnds) {
                #expect(numbered.containsSource(of: edge, ends) == plain.containsSource(of: edge), "\(members) \(edge.summary)")
                #expect(numbered.containsTarget(of: edge, ends) == plain.containsTarget(of: edge), "\(members) \(edge.summary)")
                #expect(numberedIndex.sources(of: edge, ends) == index.sources(of: edge), "\(members) \(edge.summary)")
                #expect(numberedIndex.targets(of: edge, ends) == index.targets(of: edge), "\(members) \(edge.summary)")
            }
        }
    }

    @Test func edgesLeftAfterFilteringKeepTheirNumbers() {
        var context = RuleContext(graph: Self.graph)
        let before = Array(zip(context.edges, context.edgeEnds).enumerated())
        context.keepEdges(before.map { $0.offset % 3 != 1 })
        let kept = before.filter { $0.offset % 3 != 1 }
        #expect(context.edges == kept.map(\.element.0))
        #expect(context.edgeEnds.map(\.from) == kept.map(\.element.1.from))
        #expect(context.edgeEnds.map(\.to) == kept.map(\.element.1.to))
    }
}
