import ArchCore
import Configuration
import Foundation
import Rules

/// What `archlint init` wrote.
public struct InitWritten: Sendable {
    /// Where the configuration was written.
    public var path: String
    /// The configuration's text.
    public var text: String
    public var components: Int
    public var rules: Int
    /// `except:` entries added so that today's code passes.
    public var exceptions: Int
    /// Error findings no configuration can silence (unreadable files, invalid suppression
    /// comments): `archlint` still exits 1 until they are fixed.
    public var remainingErrors: Int

    /// `archlint: wrote .archlint.yml: 5 components, 3 rules, 2 exceptions for what breaks them today`.
    public var summary: String {
        let excepted = exceptions == 0 ? "the code passes them as it is" : "\(exceptions) exception\(exceptions == 1 ? "" : "s") for what breaks them today"
        let remaining = remainingErrors == 0 ? "" : "; \(remainingErrors) error finding\(remainingErrors == 1 ? "" : "s") "
            + "no configuration can silence remain (run archlint to see them)"
        return "archlint: wrote \(path): \(components) component\(components == 1 ? "" : "s"), "
            + "\(rules) rule\(rules == 1 ? "" : "s"), \(excepted)\(remaining)"
    }
}

extension Archlint {
    /// Writes a starting `.archlint.yml` for the repository at `path` (to `output`, default
    /// `<path>/.archlint.yml`): components from target names, the usual rules among them, and an
    /// `except:` entry for each finding today, so that `archlint` passes right after. Refuses to
    /// replace an existing file unless `force`.
    public static func writeInitialConfiguration(
        path: String, output: String? = nil, force: Bool = false
    ) throws(ArchlintError) -> InitWritten {
        let target = output ?? (path == "." ? ".archlint.yml" : path + "/.archlint.yml")
        if !force, FileManager.default.fileExists(atPath: target) {
            throw .output("'\(target)' already exists; pass --force to replace it, or --output FILE to write elsewhere")
        }
        let graph = try loadGraph(root: path, architecture: nil)
        // What inline suppressions silence needs no exception: lint sees the same.
        let found = suppressions(root: path, graph: graph)
        let today = CalendarDay.today()
        let silence = { (findings: [Finding]) in Suppression.apply(found.suppressions, to: findings, today: today).findings }
        let draft = try passingDraft(for: graph, silence: silence)
        try AtomicFile.write(Data(draft.yaml.utf8), to: target)
        let unfixable = silence(graph.problems) + found.invalid
        return InitWritten(
            path: target, text: draft.yaml, components: draft.components.count, rules: draft.rules.count,
            exceptions: draft.rules.reduce(0) { $0 + $1.exceptions.count },
            remainingErrors: unfixable.filter { $0.severity == .error }.count)
    }

    /// The draft for `graph` with an exception for every finding its rules report, checked by
    /// evaluating it again.
    static func passingDraft(
        for graph: Graph, silence: ([Finding]) -> [Finding] = { $0 }
    ) throws(ArchlintError) -> ConfigurationDraft {
        var draft = ConfigurationDraft(graph: graph)
        do {
            let architecture = try ConfigurationLoader.parse(draft.yaml, file: ".archlint.yml")
            let findings = silence(try architecture.evaluate(on: graph))
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
                throw ArchlintError.output("archlint init could not make its draft pass: \(remaining[0].message)")
            }
        } catch let error as ArchlintError {
            throw error
        } catch let error as ConfigurationError {
            throw .configuration(error)
        } catch {
            throw .output("\(error)")
        }
        return draft
    }

    /// The edge behind a finding as `from`/`to` module names, else the file it is in.
    private static func exception(
        for finding: Finding, edges: [SourceLocation: [DependencyEdge]]
    ) -> ConfigurationDraft.DraftException {
        let candidates = finding.location.flatMap { edges[$0] } ?? []
        let edge = candidates.first { finding.message.hasPrefix($0.summary) } ?? candidates.first
        if let edge, let from = edge.from {
            return ConfigurationDraft.DraftException(from: from.name, to: edge.to.name)
        }
        return ConfigurationDraft.DraftException(file: edge?.file ?? finding.location?.file)
    }
}

extension Archlint {
    /// The JSON Schema (draft-07) of `.archlint.yml`, ending with a newline (`archlint schema`).
    public static var configurationSchema: String { ConfigurationSchema.json + "\n" }
}
