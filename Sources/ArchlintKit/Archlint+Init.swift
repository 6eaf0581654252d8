import ArchCore
import Configuration
import ConfigurationWriting
import Gates
import Workspace

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
    /// Swift files no module claims: `archlint` reports them (`unassigned_files`).
    public var unassignedFiles = 0
    /// Whether the draft names some layer; without one no rule checks which way dependencies point.
    public var recognisesLayers = true
    /// The folders of test fixtures the draft leaves out (`exclude:` globs).
    public var excludedFixtures: [String] = []

    /// `archlint: wrote .archlint.yml: 5 components, 3 rules, 2 exceptions for what breaks them today`.
    public var summary: String {
        let excepted = exceptions == 0 ? "the code passes them as it is" : "\(exceptions) exception\(exceptions == 1 ? "" : "s") for what breaks them today"
        let fixtures = excludedFixtures.isEmpty ? "" : "; test fixtures left out with exclude: "
            + excludedFixtures.map { "'\($0)'" }.joined(separator: ", ")
        let one = remainingErrors == 1
        let remaining = remainingErrors == 0 ? "" : "; \(remainingErrors) error finding\(one ? "" : "s") no rule exception can silence "
            + "remain\(one ? "s" : "") (unreadable files, broken suppressions; run archlint to see them): fix \(one ? "it" : "them"), "
            + "or leave \(one ? "its file" : "their files") out with exclude: in \(path)"
        let unassigned = unassignedFiles == 0 ? "" : "; \(unassignedFiles) .swift file\(unassignedFiles == 1 ? "" : "s") "
            + "belong\(unassignedFiles == 1 ? "s" : "") to no module and \(unassignedFiles == 1 ? "is" : "are") not checked (run archlint to see where)"
        let layers = recognisesLayers ? "" : "; no layers recognised (no target or folder is named like one), so no rule checks "
            + "which way dependencies point yet: name your layers as components (the file's comments say how)"
        return "archlint: wrote \(path): \(components) component\(components == 1 ? "" : "s"), "
            + "\(rules) rule\(rules == 1 ? "" : "s"), \(excepted)\(fixtures)\(remaining)\(unassigned)\(layers)"
    }
}

extension Archlint {
    /// Writes a starting `.archlint.yml` for the repository at `path` (to `output`, default
    /// `<path>/.archlint.yml`): components from target names, the usual rules among them, and an
    /// `except:` entry for each finding today, so that `archlint` passes right after (see
    /// ``ConfigurationWriting/ConfigurationDraft``). Refuses to replace an existing file unless `force`.
    public static func writeInitialConfiguration(
        path: String, output: String? = nil, force: Bool = false
    ) throws(ArchlintError) -> InitWritten {
        let target = output ?? defaultConfigurationPath(root: path)
        if output == nil { try refuseLinkOutside(target, root: path) }
        if !force, FileSystem.exists(target) {
            throw .output("'\(target)' already exists; pass --force to replace it, or --output FILE to write elsewhere")
        }
        var options = workspaceOptions(root: path, architecture: nil, loading: .none)
        // Layers the draft finds as folders are judged by references: read them, as lint will.
        options.referenceModules = { ConfigurationDraft.referenceModules(in: $0) }
        var graph = WorkspaceLoader.load(options, walked: try walk(options))
        // Packages kept as test data are left out, as the draft says, before anything is counted.
        let fixtures = ConfigurationDraft.fixtureFolders(in: graph)
        if !fixtures.isEmpty {
            options.exclude = fixtures
            graph = WorkspaceLoader.load(options, walked: try walk(options))
        }
        let unassigned = graph.unassignedFileIndices.count
        if unassigned > 0, !graph.files.contains(where: { $0.module != nil }) {
            throw .workspace(WorkspaceError(description: """
                archlint init: none of the \(unassigned) .swift file\(unassigned == 1 ? "" : "s") under '\(path)' belongs to a \
                module archlint can see (no Package.swift target, Xcode project target or .archlint.yml modules: entry \
                claims \(unassigned == 1 ? "it" : "them")), so a configuration would check nothing. Commit the Xcode project \
                (or run 'tuist generate --no-open' first when its Project.swift files are built by helpers), or declare \
                modules: in .archlint.yml by hand
                """))
        }
        // What inline suppressions silence needs no exception: lint sees the same.
        let found = SuppressionScanner.scan(graph.markedComments)
        let today = CalendarDay.today()
        let silence = { (findings: [Finding]) in Suppression.apply(found.suppressions, to: findings, today: today).findings }
        var draft: ConfigurationDraft
        do {
            draft = try ConfigurationDraft.passing(for: graph, silence: silence)
            draft.exclude = fixtures
        } catch {
            switch error {
            case .configuration(let problem): throw .configuration(problem)
            case .failed(let message): throw .output(message)
            }
        }
        try AtomicFile.write(draft.yaml.utf8, to: target)
        let unfixable = silence(graph.problems) + found.invalid
        return InitWritten(
            path: target, text: draft.yaml, components: draft.components.count, rules: draft.rules.count,
            exceptions: draft.rules.reduce(0) { $0 + $1.exceptions.count },
            remainingErrors: unfixable.filter { $0.severity == .error }.count, unassignedFiles: unassigned,
            recognisesLayers: draft.recognisesLayers, excludedFixtures: fixtures)
    }
}

extension Archlint {
    /// The JSON Schema (draft-07) of `.archlint.yml`, ending with a newline (`archlint schema`).
    public static var configurationSchema: String { ConfigurationSchema.json + "\n" }
}
