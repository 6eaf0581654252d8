import ArchCore
import Configuration
import Rules

extension ConfigurationDraft {
    /// The draft for `graph` with an exception for every finding its rules report (after `silence`,
    /// the tree's inline suppressions), checked by evaluating it again.
    public static func passing(
        for graph: Graph, silence: ([Finding]) -> [Finding] = { $0 }
    ) throws(DraftError) -> ConfigurationDraft {
        var draft = ConfigurationDraft(graph: graph)
        do {
            let architecture = try ConfigurationLoader.parse(draft.yaml, file: ".archlint.yml")
            let findings = silence(try architecture.evaluate(on: graph))
            // A rule that needs no layer names is proposed only where the code obeys it today.
            let broken = Set(findings.map(\.ruleName))
            draft.rules.removeAll { $0.onlyIfItHolds && broken.contains($0.name) }
            let edges = Dictionary(grouping: try architecture.context(for: graph).edges, by: \.location)
            for finding in findings {
                guard let index = draft.rules.firstIndex(where: { $0.name == finding.ruleName && $0.kind == finding.ruleID }) else {
                    continue
                }
                let exception = exception(for: finding, edges: edges)
                if !draft.rules[index].exceptions.contains(exception) { draft.rules[index].exceptions.append(exception) }
            }
            let remaining = silence(try ConfigurationLoader.parse(draft.yaml, file: ".archlint.yml").evaluate(on: graph))
                .filter { $0.severity == .error }
            guard remaining.isEmpty else {
                throw DraftError.failed("archlint init could not make its draft pass: \(remaining[0].message)")
            }
        } catch let error as DraftError {
            throw error
        } catch let error as ConfigurationError {
            throw .configuration(error)
        } catch {
            throw .failed("\(error)")
        }
        return draft
    }

    /// The modules whose files the draft's `paths:` components split: their references must be in
    /// `graph` (``ArchCore/Graph/references``) before ``passing(for:silence:)``, as `archlint`
    /// reads them when it runs with the draft.
    public static func referenceModules(in graph: Graph) -> Set<ModuleID> {
        let draft = ConfigurationDraft(graph: graph)
        guard draft.components.contains(where: { !$0.paths.isEmpty }),
            let architecture = try? ConfigurationLoader.parse(draft.yaml, file: ".archlint.yml")
        else { return [] }
        return architecture.referenceModules(in: graph)
    }

    /// The edge behind a finding as `from`/`to` module names, else the file it is in.
    private static func exception(
        for finding: Finding, edges: [SourceLocation: [DependencyEdge]]
    ) -> DraftException {
        let candidates = finding.location.flatMap { edges[$0] } ?? []
        let edge = candidates.first { finding.message.hasPrefix($0.summary) } ?? candidates.first
        // A reference stays inside its module: the module names would let every reference through.
        if let edge, edge.kind != .reference, let from = edge.from {
            return DraftException(from: from.name, to: edge.to.name)
        }
        return DraftException(file: edge?.file ?? finding.location?.file)
    }
}

/// Why `archlint init` could not write a draft that passes.
public enum DraftError: Error, CustomStringConvertible, Sendable {
    /// The draft is not a valid configuration (a bug in the draft writer).
    case configuration(ConfigurationError)
    /// The draft does not pass, or evaluating it failed; the message says why.
    case failed(String)

    public var description: String {
        switch self {
        case .configuration(let error): error.description
        case .failed(let message): message
        }
    }
}
