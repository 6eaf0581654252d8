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
