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
    /// Things to know about the edits, e.g. a `Package.swift` beside an edited `Package@swift-5.9.swift`.
    public var notes: [String] = []

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
        let plan: ManifestFixPlan
        do {
            // What an archlint:ignore comment suppresses stays: the rule's findings before
            // suppressions, less those after.
            let manifestID = ManifestRule.description.id
            let all = try architecture.evaluate(on: checked.graph).filter { $0.ruleID == manifestID }.compactMap(\.location)
            let kept = checked.findings.filter { $0.ruleID == manifestID }.compactMap(\.location)
            plan = try architecture.manifestFixPlan(on: checked.graph, only: options.only, suppressed: Set(all).subtracting(kept))
        } catch {
            throw .configuration(error)
        }
        var outcome = FixOutcome()
        outcome.unfixable = plan.unfixable
        let fixes = plan.fixes
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
            let folder = RelativePath.parent(manifest)
            let plain = folder.isEmpty ? "Package.swift" : folder + "/Package.swift"
            if plain != manifest, FileSystem.exists(options.path + "/" + plain) {
                outcome.notes.append(
                    "\(plain) was not edited: SwiftPM reads \(manifest) in this version and \(plain) in older ones; make the same change there")
            }
        }
        return outcome
    }

    /// Entries of lists held in constants that every target using the constant removes.
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
        return Set(removing.filter { location, targets in !(users[location] ?? []).isEmpty && users[location] == targets }.keys)
    }
}
