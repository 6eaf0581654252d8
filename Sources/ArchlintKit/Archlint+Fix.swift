import ArchCore
import Configuration
import ManifestEditing
import Rules
import Workspace

/// What `archlint fix` was asked to do.
public struct FixOptions: Sendable {
    public var path: String
    public var configPath: String?
    /// Additions or removals only; both when nil.
    public var only: ManifestFixPlan.Only?
    /// Write nothing; the outcome carries a unified diff.
    public var diffOnly: Bool

    public init(path: String = ".", configPath: String? = nil, only: ManifestFixPlan.Only? = nil, diffOnly: Bool = false) {
        self.path = path
        self.configPath = configPath
        self.only = only
        self.diffOnly = diffOnly
    }
}

/// What `archlint fix` did or, with `--diff`, would do.
public struct FixOutcome: Sendable {
    public struct EditedManifest: Sendable {
        public var path: String
        public var before: String
        public var after: String
        public var added: [String]
        public var removed: [String]
        public var packagesAdded: [String]
    }

    public var manifests: [EditedManifest] = []
    public var skipped: [ManifestEditor.Skipped] = []
    public var unfixable: [UnfixableImport] = []

    /// The unified diff of every manifest it changes (`--diff`), paths relative to the root.
    public var diff: String {
        manifests.map { UnifiedDiff.render(old: $0.before, new: $0.after, path: $0.path) }.joined()
    }
}

extension Archlint {
    /// Makes each `Package.swift` declare what its targets import, as the configuration's
    /// `manifest` rule judges them (a rule with the defaults when none is configured, and no
    /// configuration is needed at all): adds the missing dependencies, removes the unused ones.
    /// Findings that suppressions or the rule's exceptions let through are left as they are.
    public static func fix(_ options: FixOptions) throws(ArchlintError) -> FixOutcome {
        var architecture = Architecture()
        if options.configPath != nil || FileSystem.exists(defaultConfigurationPath(root: options.path)) {
            architecture = try loadArchitecture(root: options.path, ConfigurationFile(root: options.path, configPath: options.configPath))
        } else {
            try checkFolder(options.path)
        }
        if !architecture.rules.contains(where: { $0 is ManifestRule }) {
            architecture.rules.append(ManifestRule(header: RuleHeader(kind: ManifestRule.description.id)))
        }
        let configuration = ConfigurationFile(root: options.path, configPath: options.configPath)
        let checked = try check(root: options.path, architecture: architecture, configuration: configuration, today: CalendarDay.today())
        // What suppressions and exceptions let through stays: only places still reported are fixed.
        let reported = Set(checked.findings.filter { $0.ruleID == ManifestRule.description.id }.compactMap(\.location))
        let plan: ManifestFixPlan
        do {
            plan = try architecture.manifestFixPlan(on: checked.graph, only: options.only)
        } catch {
            throw .configuration(error)
        }
        var outcome = FixOutcome()
        outcome.unfixable = plan.unfixable.filter { reported.contains($0.location) }
        let fixes = plan.fixes.map { fix in
            var kept = fix
            kept.additions = fix.additions.filter { reported.contains($0.importedAt) }
            kept.removals = fix.removals.filter { reported.contains($0.location) }
            return kept
        }.filter { !$0.additions.isEmpty || !$0.removals.isEmpty }
        let shared = removableSharedEntries(fixes, graph: checked.graph)
        for (manifest, manifestFixes) in Dictionary(grouping: fixes, by: \.manifest).sorted(by: { $0.key < $1.key }) {
            let path = options.path.hasSuffix("/") ? options.path + manifest : options.path + "/" + manifest
            let before: String
            do {
                before = try FileSystem.text(atPath: path)
            } catch {
                throw .output("cannot read '\(path)': \(error.description)")
            }
            let edited = ManifestEditor(text: before, file: manifest).apply(manifestFixes, removableShared: shared)
            outcome.skipped += edited.skipped
            guard edited.changed else { continue }
            outcome.manifests.append(.init(
                path: manifest, before: before, after: edited.text, added: edited.added, removed: edited.removed,
                packagesAdded: edited.packagesAdded))
            if !options.diffOnly { try AtomicFile.write(Array(edited.text.utf8), to: path) }
        }
        return outcome
    }

    /// Entries of lists several targets share (a constant) that every one of those targets removes.
    static func removableSharedEntries(_ fixes: [ManifestFix], graph: Graph) -> Set<SourceLocation> {
        var users: [SourceLocation: Set<SourceLocation>] = [:]
        for manifest in graph.manifests {
            for target in manifest.targets {
                for entry in target.dependencies { users[entry.location, default: []].insert(target.location) }
            }
        }
        var removing: [SourceLocation: Set<SourceLocation>] = [:]
        for fix in fixes {
            for removal in fix.removals { removing[removal.location, default: []].insert(fix.target) }
        }
        return Set(removing.filter { location, targets in (users[location] ?? []).count > 1 && users[location] == targets }.keys)
    }
}
