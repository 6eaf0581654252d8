/// A Mermaid `graph LR` of a component diagram, for Markdown that GitHub renders: nodes `n0`,
/// `n1`... labelled with the component names, edges labelled with their import counts, and the
/// violating edges drawn red and thick with `linkStyle`.
enum MermaidDiagram {
    static let violationStyle = "stroke:#d1242f,stroke-width:3px,color:#d1242f"
    /// Mermaid's default `maxEdges` and `maxTextSize`, which GitHub keeps.
    static let maxEdges = 500
    static let maxTextSize = 50_000

    static func render(_ diagram: ComponentDiagram) -> String {
        let diagram = diagram.normalized
        let id = Dictionary(uniqueKeysWithValues: diagram.nodes.enumerated().map { ($1, "n\($0)") })
        var lines = ["graph LR"]
        for (index, node) in diagram.nodes.enumerated() {
            lines.append("  n\(index)[\"\(mermaidLabel(node))\"]")
        }
        for edge in diagram.edges {
            lines.append("  \(id[edge.from] ?? "") -->|\(edge.count)| \(id[edge.to] ?? "")")
        }
        let violating = diagram.edges.indices.filter { diagram.edges[$0].violating }
        if !violating.isEmpty {
            lines.append("  linkStyle \(violating.map(String.init).joined(separator: ",")) \(violationStyle)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

}

/// Mermaid's entity codes for the characters that would end or inject into a quoted label, and
/// line breaks as spaces. Reports and `archlint graph --format mermaid` share it.
public func mermaidLabel(_ text: String) -> String {
    var out = ""
    for character in oneLine(text) {
        switch character {
        case "\"": out += "#quot;"
        case "<": out += "#lt;"
        case ">": out += "#gt;"
        case "&": out += "#amp;"
        case "#": out += "#35;"
        default: out.append(character)
        }
    }
    return out
}
