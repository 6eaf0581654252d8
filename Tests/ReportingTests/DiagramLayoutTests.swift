import Diagrams
import Testing

@testable import Reporting

@Suite struct DiagramLayoutTests {
    private func box(_ layout: DiagramLayout, _ name: String) throws -> DiagramLayout.Box {
        try #require(layout.boxes.first { $0.name == name })
    }

    @Test func dependenciesAreDrawnBelowTheirDependents() throws {
        let layout = DiagramLayout(
            DependencyDiagram(
                components: ["Domain", "Data", "App"],
                edges: [
                    .init(from: "App", to: "Data"), .init(from: "Data", to: "Domain"), .init(from: "App", to: "Domain"),
                ]))
        #expect(try box(layout, "App").y < box(layout, "Data").y)
        #expect(try box(layout, "Data").y < box(layout, "Domain").y)
        #expect(layout.lines.allSatisfy { !$0.isBackEdge })
    }

    @Test func cycleIsLaidOutWithOneBackEdge() throws {
        let layout = DiagramLayout(
            DependencyDiagram(
                components: ["A", "B", "C"],
                edges: [.init(from: "A", to: "B"), .init(from: "B", to: "C"), .init(from: "C", to: "A")]))
        #expect(layout.boxes.count == 3)
        #expect(layout.lines.filter(\.isBackEdge).count == 1)
        #expect(Set(layout.boxes.map(\.y)).count == 3)
    }

    @Test func boxesInARowDoNotOverlapAndFitTheCanvas() {
        let names = ["Alpha", "BetaWithALongerName", "Gamma", "D"]
        let layout = DiagramLayout(DependencyDiagram(components: names, edges: []))
        let row = layout.boxes.sorted { $0.x < $1.x }
        for (left, right) in zip(row, row.dropFirst()) { #expect(left.x + left.width < right.x) }
        #expect(
            layout.boxes.allSatisfy {
                $0.x >= 0 && $0.x + $0.width <= layout.width && $0.y + $0.height <= layout.height
            })
    }

    @Test func edgeEndsMissingFromNodesAreAddedAndDuplicateEdgesMerged() throws {
        let layout = DiagramLayout(
            DependencyDiagram(
                components: ["A"],
                edges: [.init(from: "A", to: "B", count: 2), .init(from: "A", to: "B", count: 3, violating: true)]))
        #expect(layout.boxes.map(\.name) == ["A", "B"])
        let line = try #require(layout.lines.first)
        #expect(layout.lines.count == 1 && line.count == 5 && line.violating)
    }

    @Test func dependentsOrderTheRowBelow() throws {
        // X and Y sit in the top row in that order; their dependencies should follow that order
        // even though the node list names them the other way round.
        let layout = DiagramLayout(
            DependencyDiagram(
                components: ["X", "Y", "DependencyOfY", "DependencyOfX"],
                edges: [.init(from: "X", to: "DependencyOfX"), .init(from: "Y", to: "DependencyOfY")]))
        #expect(try box(layout, "DependencyOfX").x < box(layout, "DependencyOfY").x)
    }
}

extension DiagramLayoutTests {
    @Test func violatingEdgeThatClosesACyclePointsUp() throws {
        let layout = DiagramLayout(
            DependencyDiagram(
                components: ["Domain", "Data"],
                edges: [.init(from: "Domain", to: "Data", violating: true), .init(from: "Data", to: "Domain")]))
        #expect(try box(layout, "Data").y < box(layout, "Domain").y)
        let violating = try #require(layout.lines.first { $0.violating })
        #expect(violating.isBackEdge)
    }
}

extension DiagramLayoutTests {
    @Test func noEdgeJoinsTwoBoxesOfOneRow() throws {
        // Both are sinks of the allowed edges, so they would share the bottom row; the violating
        // edge between them puts its source above.
        let layout = DiagramLayout(
            DependencyDiagram(
                components: ["App", "Domain", "Data"],
                edges: [
                    .init(from: "App", to: "Domain"), .init(from: "App", to: "Data"),
                    .init(from: "Domain", to: "Data", violating: true),
                ]))
        #expect(try box(layout, "Domain").y < box(layout, "Data").y)
        for line in layout.lines { #expect(layout.boxes[line.from].y != layout.boxes[line.to].y) }
    }
}
