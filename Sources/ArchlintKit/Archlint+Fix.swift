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
    /// How the repository is read (no cache; `--follow-links-into`).
    public var loading = LoadingSettings.none

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
        public var packagesRemoved: [String]
    }

    public var manifests: [EditedManifest] = []
    public var skipped: [ManifestEditor.Skipped] = []
    public var unfixable: [UnfixableImport] = []
    /// Things to know about the edits, e.g. a `Package.swift` beside an edited `Package@swift-5.9.swift`.
    public var notes: [String] = []
    /// The `manifest_unreadable` errors: those manifests were not read whole, so they cannot be tidy.
    public var unreadable: [Finding] = []

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
            architecture = try loadArchitecture(
                root: options.path, ConfigurationFile(root: options.path, configPath: options.configPath),
                followLinksInto: options.loading.followLinksInto)
        } else {
            try checkFolder(options.path)
        }
        if !architecture.rules.contains(where: { $0 is ManifestRule }) {
            architecture.rules.append(ManifestRule(header: RuleHeader(kind: ManifestRule.description.id)))
        }
        let configuration = ConfigurationFile(root: options.path, configPath: options.configPath)
        let checked = try check(
            root: options.path, architecture: architecture, configuration: configuration, today: CalendarDay.today(),
            settings: options.loading)
        // What an archlint:ignore comment suppresses stays: the rule's findings before
        // suppressions, less those after.
        let manifestID = ManifestRule.description.id
        let suppressed: Set<SourceLocation>
        do {
            let all = try architecture.evaluate(on: checked.graph).filter { $0.ruleID == manifestID }.compactMap(\.location)
            suppressed = Set(all).subtracting(checked.findings.filter { $0.ruleID == manifestID }.compactMap(\.location))
        } catch {
            throw .configuration(error)
        }
        var outcome = FixOutcome()
        // A manifest archlint could not read whole cannot be made tidy: said, and not tidy.
        outcome.unreadable = checked.findings.filter { finding in
            // A manifest that is not UTF-8 (or cannot be opened) was not read at all.
            let name = finding.location?.file.split(separator: "/").last.map(String.init) ?? ""
            let isManifest = name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift"))
            return finding.ruleID == "manifest_unreadable" || (finding.ruleID == "unreadable_file" && isManifest)
        }
        var texts: [String: String] = [:]
        func text(_ manifest: String) throws(ArchlintError) -> String {
            if let known = texts[manifest] { return known }
            do {
                texts[manifest] = try FileSystem.text(atPath: joined(options.path, manifest))
            } catch {
                throw .output("cannot read '\(joined(options.path, manifest))': \(error.description)")
            }
            return texts[manifest] ?? ""
        }
        // An edit the editor refuses (a target under #if, dependencies in a constant) changes what
        // the rest of the plan may do: the plan is made again without it, until the editor makes
        // every edit of the plan (so a second run finds the same).
        var refused: Set<SourceLocation> = []
        var plan = ManifestFixPlan(fixes: [], unfixable: [])
        var edited: [(String, ManifestEditor.Outcome)] = []
        for _ in 0..<4 {
            do throws(ConfigurationError) {
                plan = try architecture.manifestFixPlan(on: checked.graph, only: options.only, suppressed: suppressed.union(refused))
            } catch {
                throw .configuration(error)
            }
            let shared = removableSharedEntries(plan.fixes, graph: checked.graph)
            edited = []
            for (manifest, fixes) in Dictionary(grouping: plan.fixes, by: \.manifest).sorted(by: { $0.key < $1.key }) {
                let source = try text(manifest)
                // Parsed on a large stack, as the readers parse (see LargeStack).
                edited.append((manifest, LargeStack.run { ManifestEditor(text: source, file: manifest).apply(fixes, removableShared: shared) }))
            }
            let skipped = edited.flatMap(\.1.skipped)
            for item in skipped where !outcome.skipped.contains(item) { outcome.skipped.append(item) }
            let new = Set(skipped.map(\.location)).subtracting(refused)
            guard !new.isEmpty else { break }
            refused.formUnion(new)
        }
        outcome.skipped.sort { $0.location < $1.location }
        outcome.unfixable = plan.unfixable
        for (manifest, result) in edited where result.changed {
            let before = texts[manifest] ?? ""
            outcome.manifests.append(.init(
                path: manifest, before: before, after: result.text, added: result.added, removed: result.removed,
                packagesAdded: result.packagesAdded, packagesRemoved: result.packagesRemoved))
            if !options.diffOnly {
                // Written whole to a new file renamed over the name (it keeps its owner, group and
                // mode): other hard links keep the old text, as an editor that saves atomically does.
                let links = FileSystem.hardLinks(joined(options.path, manifest))
                // A byte order mark the reader left out is written back.
                let mark = FileSystem.startsWithByteOrderMark(atPath: joined(options.path, manifest)) ? FileSystem.byteOrderMark : []
                try AtomicFile.write(mark + Array(result.text.utf8), to: joined(options.path, manifest))
                if links > 1 {
                    outcome.notes.append(
                        "\(manifest) had \(links) hard links: fix wrote a new file at this name, so the other names keep the old text")
                }
            }
            outcome.notes += siblingNotes(manifest, root: options.path)
        }
        return outcome
    }

    /// Other manifests SwiftPM reads for other versions, beside an edited one.
    static func siblingNotes(_ manifest: String, root: String) -> [String] {
        let folder = RelativePath.parent(manifest)
        let name = manifest.split(separator: "/").last.map(String.init) ?? manifest
        return FileSystem.names(inFolder: joined(root, folder.isEmpty ? "." : folder))
            .filter { $0 != name && ($0 == "Package.swift" || ($0.hasPrefix("Package@swift-") && $0.hasSuffix(".swift"))) }
            .map { other in
                let path = folder.isEmpty ? other : folder + "/" + other
                return "\(path) was not edited: SwiftPM reads it instead of \(manifest) with other versions of Swift; make the same change there"
            }
    }

    static func joined(_ root: String, _ path: String) -> String {
        root.hasSuffix("/") ? root + path : root + "/" + path
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
