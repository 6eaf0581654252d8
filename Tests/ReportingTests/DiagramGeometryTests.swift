import Diagrams
import Foundation
import Testing

@testable import Reporting

/// The drawn diagram, checked as a reader would look at it: no edge through a box it does not
/// connect (nor through its own), no label on another or on a box, no two arrowheads on one point.
@Suite struct DiagramGeometryTests {
    private func problems(_ diagram: DependencyDiagram) throws -> [String] {
        let geometry = try SVGGeometry(SVGDiagram.render(diagram))
        let normalized = diagram.normalized
        // The reading must see everything drawn, or the checks below prove nothing.
        #expect(geometry.boxes.count == normalized.nodes.count)
        #expect(geometry.edges.count == normalized.edges.count)
        return geometry.problems()
    }

    @Test func theSampleWithOneBreak() throws {
        // `archlint graph --level component --format json` on Sample/ with an import of
        // MoviesInfrastructure added to a MoviesDomain file: 22 components, 72 edges, two red.
        let data = try Data(contentsOf: Golden.resource("sample-components-one-break.json"))
        let diagram = try Self.diagram(fromGraphJSON: data)
        #expect(diagram.nodes.count == 22 && diagram.edges.count == 72)
        #expect(try problems(diagram) == [])
        #expect(try problems(diagram.focused) == [])
    }

    @Test func aGenerated30ComponentGraph() throws {
        let diagram = Self.generated(components: 30, seed: 30, density: 0.12)
        #expect(diagram.edges.count > 40)
        #expect(try problems(diagram) == [])
    }

    @Test(arguments: 1...40)
    func generatedGraphs(seed: UInt64) throws {
        let diagram = Self.generated(components: 2 + Int(seed % 29), seed: seed, density: 0.05 + Double(seed % 5) * 0.05)
        #expect(try problems(diagram) == [])
    }

    @Test func theCheckSeesAnEdgeThroughABoxAndOverlappingLabels() throws {
        let svg = """
            <svg class="diagram" width="300" height="200" viewBox="0 0 300 200">
            <g class="edge"><title>A → C: 1 dependency</title><path d="M20,10 L20,190"/><rect class="label" x="100" y="100" width="30" height="16" rx="3"/><text>1</text></g>
            <g class="edge"><title>C → A: 1 dependency</title><path d="M250,10 L250,190"/><rect class="label" x="110" y="105" width="30" height="16" rx="3"/><text>1</text></g>
            <g class="node"><rect x="0" y="80" width="80" height="36" rx="6"/><text x="40" y="98">B</text></g>
            </svg>
            """
        let found = try SVGGeometry(svg).problems()
        #expect(found.contains { $0.contains("passes through box B") })
        #expect(found.contains { $0.hasPrefix("labels of A → C and C → A overlap") })
    }

    /// A diagram from the JSON that `archlint graph --format json` writes at the component level.
    static func diagram(fromGraphJSON data: Data) throws -> DependencyDiagram {
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let nodes = (object["nodes"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        let edges = (object["edges"] as? [[String: Any]] ?? []).compactMap { edge -> DependencyDiagram.Edge? in
            guard let from = edge["from"] as? String, let to = edge["to"] as? String else { return nil }
            return DependencyDiagram.Edge(
                from: from, to: to, count: edge["count"] as? Int ?? 1, violating: edge["violating"] as? Bool ?? false,
                violations: edge["violations"] as? Int, rules: edge["rules"] as? [String] ?? [])
        }
        return DependencyDiagram(components: nodes, edges: edges)
    }

    /// Components named like real ones, mostly pointing inward (to later components), some edges
    /// violating, a few pointing back (cycles); a fixed seed gives a fixed graph.
    static func generated(components: Int, seed: UInt64, density: Double) -> DependencyDiagram {
        var state = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        let words = ["Feed", "Profile", "Search", "Settings", "Payments", "Chat", "Media", "Auth", "Analytics", "Maps"]
        let kinds = ["Domain", "Data", "UI", "Presentation", "API"]
        let names = (0..<components).map { "\(words[$0 % words.count])\(kinds[($0 / words.count) % kinds.count])\($0)" }
        var edges: [DependencyDiagram.Edge] = []
        for from in names.indices {
            for to in names.indices where from != to && next() < (to > from ? density : density / 4) {
                let violating = next() < 0.15
                let count = 1 + Int(next() * 400)
                edges.append(.init(
                    from: names[from], to: names[to], count: count, violating: violating,
                    violations: violating ? 1 + Int(next() * Double(count)) : 0, rules: violating ? ["layers: inward"] : []))
            }
        }
        return DependencyDiagram(components: names, edges: edges)
    }
}
