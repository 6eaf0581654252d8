import Diagrams
import Testing

struct DependencyDiagramTests {
    static let diagram = DependencyDiagram(
        level: .module,
        nodes: [.init(name: "App"), .init(name: #"Say "hi" <b>"#), .init(name: "Foundation", isExternal: true)],
        edges: [
            .init(from: "App", to: "Foundation", count: 2),
            .init(from: #"Say "hi" <b>"#, to: "App", count: 1, violating: true),
            .init(from: "App", to: #"Say "hi" <b>"#, count: 3),
        ])

    @Test func ordersEdgesByTheirEndsPositions() {
        #expect(Self.diagram.edges.map(\.count) == [3, 2, 1])
    }

    @Test func dotQuotesNamesAndDrawsViolatingEdgesRed() {
        #expect(Self.diagram.dot == ##"""
            digraph archlint {
              rankdir=LR;
              node [shape=box, style=rounded, fontname="Helvetica"];
              edge [fontname="Helvetica", fontsize=10];
              "App";
              "Say \"hi\" <b>";
              "Foundation" [style="rounded,dashed"];
              "App" -> "Say \"hi\" <b>" [label="3"];
              "App" -> "Foundation" [label="2"];
              "Say \"hi\" <b>" -> "App" [label="1", color="#d1242f", fontcolor="#d1242f", penwidth=2];
            }

            """##)
    }

    @Test func mermaidEscapesLabelsAndStylesByEdgeIndex() {
        #expect(Self.diagram.mermaid == ##"""
            graph LR
              n0["App"]
              n1["Say #quot;hi#quot; #lt;b#gt;"]
              n2["Foundation"]
              n0 -->|3| n1
              n0 -->|2| n2
              n1 -->|1| n0
              classDef external stroke-dasharray:5 5
              class n2 external
              linkStyle 2 stroke:#d1242f,stroke-width:3px,color:#d1242f

            """##)
    }
}

extension DependencyDiagramTests {
    @Test func aRedEdgeSaysHowManyOfItsDependenciesBreakARuleAndWhichRules() {
        let diagram = DependencyDiagram(
            level: .component, nodes: [.init(name: "features"), .init(name: "data")],
            edges: [.init(from: "features", to: "data", count: 467, violating: true, violations: 2, rules: ["forbid: No data"])])
        #expect(diagram.edges[0].label == "2 of 467")
        #expect(diagram.dot.contains(##""features" -> "data" [label="2 of 467", color="#d1242f", fontcolor="#d1242f", penwidth=2, tooltip="breaks forbid: No data"];"##))
        #expect(diagram.mermaid.contains("n0 -->|2 of 467| n1"))
        // Every dependency breaking it, or an edge drawn without counts: the count alone.
        #expect(DependencyDiagram.Edge(from: "a", to: "b", count: 3, violating: true).label == "3")
        #expect(DependencyDiagram.Edge(from: "a", to: "b", count: 3).label == "3")
        let merged = DependencyDiagram(
            level: .component, nodes: [.init(name: "a"), .init(name: "b")],
            edges: [
                .init(from: "a", to: "b", count: 2, violating: true, violations: 1, rules: ["x: X"]),
                .init(from: "a", to: "b", count: 3, violating: true, violations: 1, rules: ["y: Y", "x: X"]),
            ]).normalized
        #expect(merged.edges == [.init(from: "a", to: "b", count: 5, violating: true, violations: 2, rules: ["x: X", "y: Y"])])
    }
}
