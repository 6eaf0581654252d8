import Diagrams

/// The Mermaid `graph LR` of a report's component diagram, for Markdown that GitHub renders: the
/// diagram's own Mermaid drawing (``Diagrams/DependencyDiagram/mermaid``) of its normalized form,
/// and the limits GitHub's Mermaid draws within.
enum MermaidDiagram {
    /// Mermaid's default `maxEdges` and `maxTextSize`, which GitHub keeps.
    static let maxEdges = 500
    static let maxTextSize = 50_000

    static func render(_ diagram: DependencyDiagram) -> String {
        diagram.normalized.mermaid
    }
}
