import Diagrams

/// The Mermaid `graph LR` of a report's component diagram, for Markdown that GitHub renders: the
/// diagram's own Mermaid drawing (``Diagrams/DependencyDiagram/mermaid``) of its normalized form,
/// and the limits GitHub's Mermaid draws within.
public enum MermaidDiagram {
    /// Mermaid's default `maxEdges` and `maxTextSize`, which GitHub keeps: past either it draws an
    /// error box instead of the diagram.
    public static let maxEdges = 500
    public static let maxTextSize = 50_000

    /// Why GitHub will not draw `text` (a Mermaid diagram of `edges` edges), or `nil` when it will.
    public static func tooLarge(edges: Int, text: String) -> String? {
        var reasons: [String] = []
        if edges > maxEdges { reasons.append("\(edges) edges (Mermaid draws at most \(maxEdges))") }
        if text.utf8.count > maxTextSize {
            reasons.append("\(text.utf8.count) characters (Mermaid draws at most \(maxTextSize))")
        }
        return reasons.isEmpty ? nil : reasons.joined(separator: " and ")
    }

    static func render(_ diagram: DependencyDiagram) -> String {
        diagram.normalized.mermaid
    }
}
