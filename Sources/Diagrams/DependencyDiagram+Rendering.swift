import Foundation

extension DependencyDiagram {
    /// The red of violating edges, as the Markdown and HTML reports draw them.
    public static let violationColor = "#d1242f"

    /// Graphviz source: nodes in order, violating edges red and thick, external modules dashed.
    public var dot: String {
        var lines = [
            "digraph archlint {",
            "  rankdir=LR;",
            "  node [shape=box, style=rounded, fontname=\"Helvetica\"];",
            "  edge [fontname=\"Helvetica\", fontsize=10];",
        ]
        for node in nodes {
            lines.append("  \(Self.dotString(node.name))\(node.isExternal ? " [style=\"rounded,dashed\"]" : "");")
        }
        for edge in edges {
            var attributes = ["label=\"\(edge.label)\""]
            if edge.violating { attributes += ["color=\"\(Self.violationColor)\"", "fontcolor=\"\(Self.violationColor)\"", "penwidth=2"] }
            if !edge.rules.isEmpty { attributes.append("tooltip=\(Self.dotString("breaks " + edge.rules.joined(separator: "; ")))") }
            lines.append("  \(Self.dotString(edge.from)) -> \(Self.dotString(edge.to)) [\(attributes.joined(separator: ", "))];")
        }
        return (lines + ["}"]).joined(separator: "\n") + "\n"
    }

    /// A Mermaid `graph LR`: nodes `n0`, `n1`... labelled with their names, edges with their counts,
    /// violating edges red and thick (`linkStyle`), external modules dashed.
    public var mermaid: String {
        let id = Dictionary(nodes.enumerated().map { ($1.name, "n\($0)") }, uniquingKeysWith: { first, _ in first })
        var lines = ["graph LR"]
        for (index, node) in nodes.enumerated() {
            lines.append("  n\(index)[\"\(mermaidLabel(node.name))\"]")
        }
        for edge in edges {
            lines.append("  \(id[edge.from] ?? "") -->|\(edge.label)| \(id[edge.to] ?? "")")
        }
        let external = nodes.indices.filter { nodes[$0].isExternal }
        if !external.isEmpty {
            lines.append("  classDef external stroke-dasharray:5 5")
            lines.append("  class \(external.map { "n\($0)" }.joined(separator: ",")) external")
        }
        let violating = edges.indices.filter { edges[$0].violating }
        if !violating.isEmpty {
            let style = "stroke:\(Self.violationColor),stroke-width:3px,color:\(Self.violationColor)"
            lines.append("  linkStyle \(violating.map(String.init).joined(separator: ",")) \(style)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `{"level": ..., "nodes": [{"name", "external"}], "edges": [{"from", "to", "count", "violating"}]}`,
    /// keys sorted, two-space indentation.
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(JSONShape(self))) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private struct JSONShape: Encodable {
        struct Node: Encodable {
            var name: String
            var external: Bool
        }

        var level: String
        var nodes: [Node]
        var edges: [Edge]

        init(_ diagram: DependencyDiagram) {
            level = diagram.level.rawValue
            nodes = diagram.nodes.map { Node(name: $0.name, external: $0.isExternal) }
            edges = diagram.edges
        }
    }

    /// A double-quoted Graphviz ID: `"` and `\` escaped, line breaks as spaces.
    static func dotString(_ text: String) -> String {
        var out = "\""
        for character in text {
            switch character {
            case "\"", "\\": out += "\\\(character)"
            case "\n", "\r", "\r\n": out += " "
            default: out.append(character)
            }
        }
        return out + "\""
    }

}
