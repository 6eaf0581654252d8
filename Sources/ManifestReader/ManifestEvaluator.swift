import ArchCore
import SwiftSyntax

/// Reads one manifest: the text, the bindings of its first pass, the package read so far, the
/// reader's scope and the problems found.
///
/// The extensions (`+Lists`, `+Targets`, ...) read; only this file changes the state, through the
/// few operations below, so each extension can be read on its own: what it may change is named here.
final class ManifestEvaluator {
    let text: ManifestText
    /// Replaced only while a closure's body is read (`withBindings(adding:)`).
    private(set) var bindings: ManifestBindings
    private(set) var draft = PackageDraft()
    private(set) var scope: ReadingScope
    /// Append-only, through `problem(_:at:)` and `record(_:)`.
    private(set) var problems: [ManifestProblem] = []

    init(text: ManifestText) {
        self.text = text
        self.bindings = ManifestBindings(text.tree.statements)
        self.scope = ReadingScope(maximumSteps: ReadingScope.maximumSteps(forBytes: text.tree.totalLength.utf8Length))
    }

    func evaluate(directory: String) -> Manifest {
        readStatements(text.tree.statements)
        if draft.location == nil {
            problems.append(ManifestProblem(
                message: "no 'Package(...)' call found: the manifest declares no targets",
                location: text.start, hidesTargets: true))
        }
        reportSyntaxErrors()
        return Manifest(
            directory: directory,
            name: draft.name ?? ManifestReader.fallbackName(directory: directory),
            location: draft.location ?? text.start,
            targets: draft.targets,
            products: draft.products,
            dependencies: draft.dependencies,
            problems: sortedUnique(problems)
        )
    }

    func location(of node: some SyntaxProtocol) -> ArchCore.SourceLocation { text.location(of: node) }

    // MARK: Problems

    func problem(_ message: String, at node: some SyntaxProtocol, hidesTargets: Bool = false) {
        problem(message, at: location(of: node), hidesTargets: hidesTargets)
    }

    func problem(_ message: String, at location: ArchCore.SourceLocation, hidesTargets: Bool = false) {
        problems.append(ManifestProblem(message: message, location: location, hidesTargets: hidesTargets))
    }

    /// A problem that loses what `kind` holds.
    func problem(_ message: String, at node: some SyntaxProtocol, losing kind: ListKind) {
        problems.append(
            ManifestProblem(
                message: message, location: location(of: node), hidesTargets: kind.hidesTargets,
                hidesPackageDependencies: kind.hidesPackageDependencies, hidesProducts: kind.hidesProducts))
    }

    private func record(_ found: [ManifestProblem]) { problems += found }

    private func sortedUnique(_ problems: [ManifestProblem]) -> [ManifestProblem] {
        var seen: Set<ManifestProblem> = []
        return problems.filter { seen.insert($0).inserted }
            .sorted { ($0.location, $0.message) < ($1.location, $1.message) }
    }

    // MARK: The package

    /// Starts reading the `Package(...)` call `call` under the current conditions; false (with a
    /// problem) when a package was already read under them.
    func beginPackage(_ call: FunctionCallExprSyntax) -> Bool {
        let conditions = scope.conditions
        guard draft.accepts(packageUnder: conditions) else {
            problem("skipped a second 'Package(...)' call: only the first is read", at: call)
            return false
        }
        draft.begin(at: location(of: call), conditions: conditions)
        return true
    }

    func rename(_ name: String?) { draft.rename(name) }
    func add(targets: [TargetDeclaration]) { record(draft.add(targets: targets)) }
    func add(products: [ProductDeclaration]) { draft.add(products: products) }
    func add(dependencies: [PackageDependency]) { draft.add(dependencies: dependencies) }
    func removeAll(_ list: PackageDraft.List) { draft.removeAll(list) }

    func add(_ added: [TargetDependency], toTargetsAt declarations: Set<ArchCore.SourceLocation>) -> Bool {
        draft.add(added, toTargetsAt: declarations)
    }

    // MARK: Scope

    /// Runs `body` with the constants and functions `statements` declare visible, then forgets them.
    func withBindings<T>(adding statements: CodeBlockItemListSyntax, _ body: () -> T) -> T {
        let saved = bindings
        bindings = saved.adding(statements)
        defer { bindings = saved }
        return body()
    }

    /// Runs `body` with `frames` added to the scope (those already in it are not repeated).
    func withFrames<T>(_ frames: [ConditionFrame], _ body: () -> T) -> T {
        let saved = scope.frames
        scope.enter(frames)
        defer { scope.leave(to: saved) }
        return body()
    }

    /// Runs `body` unless `name` is already being resolved (a cycle), which yields `fallback`.
    func resolving<T>(_ name: String, at use: ExprSyntax, fallback: T, _ body: () -> T) -> T {
        guard scope.beginResolving(name) else {
            problem("skipped constant '\(name)' defined in terms of itself: what it holds is missing", at: use)
            return fallback
        }
        defer { scope.endResolving(name) }
        return body()
    }

    /// Counts one list read; false past the bound (with one problem where reading stopped).
    func step(at expr: ExprSyntax) -> Bool {
        switch scope.step() {
        case .within: return true
        case .stopping:
            problem(
                "stopped reading after \(scope.maximumSteps) steps: what follows is not in the graph",
                at: expr, hidesTargets: true)
            return false
        case .stopped: return false
        }
    }
}
