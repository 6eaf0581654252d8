import ArchlintKit
import ArgumentParser
import Rules

extension ManifestFixPlan.Only: ExpressibleByArgument {}

struct FixCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fix",
        abstract: "Make each Package.swift declare what its targets import: add missing dependencies, remove unused ones.",
        discussion: """
            The manifest rule of the configuration judges every target (its ignore:, tests:, from:, except: \
            and per-check levels apply; without a manifest rule, or without a configuration, a rule with the \
            defaults). fix adds what a target imports but does not declare (a target of the same package, \
            or a product of another local package, adding the .package(path:) when missing, or a product \
            another target of the manifest already declares) and removes what it declares and never imports. \
            It edits the syntax tree at those entries only: formatting, comments, trailing commas and the \
            order of other entries stay as they are. What it cannot edit safely (a target built by a helper \
            function or under #if, dependencies held in an expression, a list other targets share) and \
            imports nothing provides are listed, not guessed. Xcode projects are left alone.
            --diff writes nothing, prints a unified diff and exits 1 when a manifest would change (for CI: \
            the manifests are tidy); otherwise fix writes each manifest atomically and exits 0.
            Example: archlint fix --diff   (in CI)    archlint fix   (locally)
            """)

    @OptionGroup var repository: RepositoryOptions

    @Flag(help: "Write nothing; print a unified diff and exit 1 when something would change.")
    var diff = false

    @Option(help: "Only add missing dependencies (add) or only remove unused ones (remove).")
    var only: ManifestFixPlan.Only?

    /// What other tools call `--diff`: refused with a pointer to it, not as an unknown option.
    @Flag(name: .customLong("dry-run"), help: .hidden)
    var dryRun = false

    func validate() throws {
        if dryRun { throw ValidationError("fix has no --dry-run: --diff writes nothing and prints the changes it would make") }
    }

    func run() throws {
        var options = FixOptions(path: repository.path, configPath: repository.config, only: only, diffOnly: diff)
        options.loading.followLinksInto = repository.followLinksInto
        let outcome: FixOutcome
        do {
            outcome = try Archlint.fix(options)
        } catch {
            throw Terminal.fail(error)
        }
        for skipped in outcome.skipped {
            Terminal.printError("\(skipped.location): skipped: \(skipped.edit): \(skipped.reason)")
        }
        for left in outcome.unfixable {
            let what = left.removes
                ? "'\(left.module.name)' declares '\(left.imported)', which none of its files imports"
                : "'\(left.module.name)' imports '\(left.imported)'"
            Terminal.printError("\(left.location): not fixed: \(what): \(left.reason)")
        }
        for note in outcome.notes { Terminal.printError("note: \(note)") }
        for problem in outcome.unreadable {
            let place = problem.location.map { "\($0): " } ?? ""
            Terminal.printError("\(place)not read: \(problem.message); fix cannot make this manifest tidy")
        }
        if diff {
            if !outcome.diff.isEmpty { try Terminal.standardOutput(outcome.diff) }
            Terminal.printError(summary(outcome, wrote: false))
            // Not tidy: a change to make, or a manifest archlint could not read whole.
            if !outcome.manifests.isEmpty || !outcome.unreadable.isEmpty { throw ExitCode(1) }
            return
        }
        var lines: [String] = []
        for manifest in outcome.manifests {
            lines += manifest.packagesAdded.map { Archlint.visible("\(manifest.path): added \($0)") }
            lines += manifest.added.map { Archlint.visible("\(manifest.path): added \($0)") }
            lines += manifest.removed.map { Archlint.visible("\(manifest.path): removed \($0)") }
            lines += manifest.packagesRemoved.map { Archlint.visible("\(manifest.path): removed the package dependency \($0)") }
        }
        lines.append(summary(outcome, wrote: true))
        try Terminal.standardOutput(lines.map { $0 + "\n" }.joined())
    }

    private func summary(_ outcome: FixOutcome, wrote: Bool) -> String {
        let added = outcome.manifests.reduce(0) { $0 + $1.added.count }
        let removed = outcome.manifests.reduce(0) { $0 + $1.removed.count }
        let packages = outcome.manifests.reduce(0) { $0 + $1.packagesAdded.count }
        let packagesRemoved = outcome.manifests.reduce(0) { $0 + $1.packagesRemoved.count }
        func count(_ n: Int, _ noun: String) -> String {
            guard n != 1 else { return "1 \(noun)" }
            return noun.hasSuffix("y") ? "\(n) \(noun.dropLast())ies" : "\(n) \(noun)s"
        }
        let unread = outcome.unreadable.isEmpty ? "" : "; \(count(Set(outcome.unreadable.compactMap(\.location?.file)).count, "manifest")) not read whole (listed above)"
        guard !outcome.manifests.isEmpty else {
            let left = outcome.skipped.count + outcome.unfixable.count
            guard left > 0 || !outcome.unreadable.isEmpty else { return "archlint fix: the manifests are tidy" }
            let verdict = outcome.unreadable.isEmpty ? "nothing fix can change" : "nothing to change in what archlint could read"
            return "archlint fix: \(verdict)" + (left > 0 ? "; \(count(left, "change")) left to do by hand (listed above)" : "") + unread
        }
        var text = "archlint fix: \(wrote ? "edited" : "would edit") \(count(outcome.manifests.count, "manifest")): "
        text += "\(count(added, "dependency")) added, \(removed) removed"
        if packages > 0 { text += ", \(count(packages, "package dependency")) added" }
        if packagesRemoved > 0 { text += ", \(count(packagesRemoved, "package dependency")) removed" }
        let left = outcome.skipped.count + outcome.unfixable.count
        if left > 0 { text += "; \(count(left, "change")) left to do by hand (listed above)" }
        return text + unread
    }
}
