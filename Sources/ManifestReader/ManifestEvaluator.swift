import ArchCore
import SwiftSyntax

/// The state of one read: the file's top-level constants, the package being built and the problems.
///
/// A class because every evaluation step appends to the same problem list and package.
final class ManifestEvaluator {
    let tree: SourceFileSyntax
    let file: String
    let converter: SourceLocationConverter
    /// Top-level `let`/`var` initializers and assignments, by name, in source order (all branches).
    var constants: [String: [ExprSyntax]] = [:]
    /// Single elements appended to top-level constants (`deps.append(x)`), by name.
    var appendedElements: [String: [ExprSyntax]] = [:]
    /// Names of functions and computed variables declared in the manifest, to explain skipped calls.
    var functions: [String: CodeBlockItemListSyntax] = [:]
    /// Names the `Package(...)` value is bound to (`let package = Package(...)`).
    var packageNames: Set<String> = []
    var packageName: String?
    var packageLocation: ArchCore.SourceLocation?
    var targets: [TargetDeclaration] = []
    var products: [ProductDeclaration] = []
    var dependencies: [PackageDependency] = []
    var problems: [ManifestProblem] = []
    /// Constants being resolved, to stop on `let a = b; let b = a`.
    var resolving: Set<String> = []
    /// Lists read so far: `let b = a + a; let c = b + b; ...` doubles the work at each line.
    var steps = 0
    /// The `#if` clauses passed through to reach what is being read (see `+Conditions`).
    var conditionScope: [ConditionFrame] = []
    /// The conditions of the `Package(...)` call read, to read another one in another `#if` branch.
    var packageConditions: [String]?
    static let maximumSteps = 10_000

    /// False when the text has no `#if`, so no node can sit in a clause (saves walking up the
    /// tree from every element read).
    let mayHaveClauses: Bool

    /// Where the `[` of arrays nested too deep to parse stand (their contents were blanked).
    let elidedArrays: Set<Int>

    init(tree: SourceFileSyntax, file: String, mayHaveClauses: Bool = true, elidedArrays: Set<Int> = []) {
        self.tree = tree
        self.file = file
        self.mayHaveClauses = mayHaveClauses
        self.elidedArrays = elidedArrays
        self.converter = SourceLocationConverter(fileName: file, tree: tree)
    }

    func evaluate(directory: String) -> Manifest {
        collectDeclarations(tree.statements)
        readStatements(tree.statements)
        if packageLocation == nil {
            problems.append(ManifestProblem(
                message: "no 'Package(...)' call found: the manifest declares no targets",
                location: ArchCore.SourceLocation(file: file, line: 1, column: 1), hidesTargets: true))
        }
        reportSyntaxErrors()
        return Manifest(
            directory: directory,
            name: packageName ?? ManifestReader.fallbackName(directory: directory),
            location: packageLocation ?? ArchCore.SourceLocation(file: file, line: 1, column: 1),
            targets: targets,
            products: products,
            dependencies: dependencies,
            problems: sortedUnique(problems)
        )
    }

    /// 1-based line and UTF-8 column of the node's first token, after its leading trivia.
    func location(of node: some SyntaxProtocol) -> ArchCore.SourceLocation {
        let position = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return ArchCore.SourceLocation(file: file, line: position.line, column: position.column)
    }

    func problem(_ message: String, at node: some SyntaxProtocol, hidesTargets: Bool = false) {
        problems.append(ManifestProblem(message: message, location: location(of: node), hidesTargets: hidesTargets))
    }

    private func sortedUnique(_ problems: [ManifestProblem]) -> [ManifestProblem] {
        var seen: Set<ManifestProblem> = []
        return problems.filter { seen.insert($0).inserted }
            .sorted { ($0.location, $0.message) < ($1.location, $1.message) }
    }
}
