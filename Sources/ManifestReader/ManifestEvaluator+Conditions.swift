import SwiftSyntax

/// The `#if` conditions around what the reader reads.
///
/// A declaration can depend on `#if` clauses in several places: around the element itself, around
/// the constant it is read through (`#if os(Linux) let extra = [...] #endif`), and around the
/// statement that adds it (`#if os(Linux) package.targets += extra #endif`). The reader keeps a
/// scope of the clauses it passed through on the way to an element; every step to another place
/// adds the clauses enclosing that place. A clause is identified by its syntax node, so the same
/// clause met twice counts once.
extension ManifestEvaluator {
    /// An element a name resolved to, with the clauses passed through to reach it.
    struct Resolved {
        var expr: ExprSyntax
        var frames: [ConditionFrame]
    }

    /// Runs `body` with the `#if` clauses around `node` added to the scope.
    func withConditions<T>(around node: some SyntaxProtocol, _ body: () -> T) -> T {
        withFrames(enclosingClauses(of: node), body)
    }

    /// The conditions that hold at `node`: the scope plus the clauses around it.
    func conditions(at node: some SyntaxProtocol) -> [String] {
        withConditions(around: node) { scope.conditions }
    }

    /// The `#if` clauses `node` sits in (in their elements, not in their condition), outermost first.
    func enclosingClauses(of node: some SyntaxProtocol) -> [ConditionFrame] {
        guard text.mayHaveClauses else { return [] }
        var frames: [ConditionFrame] = []
        var current = Syntax(node)
        while let parent = current.parent {
            if let clause = parent.as(IfConfigClauseSyntax.self), current.id != clause.condition?.id {
                frames.append(ConditionFrame(clause: clause.id, conditions: Self.conditions(of: clause)))
            }
            current = parent
        }
        return frames.reversed()
    }

    /// As the import scanner records them: `#elseif B` after `#if A` gives `!(A)`, `B`.
    private static func conditions(of clause: IfConfigClauseSyntax) -> [String] {
        var result: [String] = []
        if let list = clause.parent?.as(IfConfigClauseListSyntax.self) {
            for earlier in list {
                if earlier.id == clause.id { break }
                if let condition = earlier.condition?.trimmedDescription, !condition.isEmpty {
                    result.append("!(\(condition))")
                }
            }
        }
        if let own = clause.condition?.trimmedDescription, !own.isEmpty { result.append(own) }
        return result
    }

    /// The elements `expression` stands for, each read by `element` with the conditions on the way.
    func elements<T>(_ expression: ExprSyntax, _ kind: ListKind, element: (ExprSyntax) -> T?) -> [T] {
        resolved(expression, kind).compactMap { item in withFrames(item.frames) { element(item.expr) } }
    }
}

/// Conditions of declarations found in several `#if` branches.
enum Conditions {
    /// Conditions that hold when `first` or `second` does, as a list that must all hold: the
    /// common outer conditions, then one `(a) || (b)` for the rest. Empty when either is empty.
    static func either(_ first: [String], _ second: [String]) -> [String] {
        if first.isEmpty || second.isEmpty { return [] }
        if first == second { return first }
        let common = zip(first, second).prefix { $0 == $1 }.count
        let shared = Array(first.prefix(common))
        let restFirst = Array(first.dropFirst(common))
        let restSecond = Array(second.dropFirst(common))
        // `shared` alone holds whenever either does when one of them adds nothing to it.
        if restFirst.isEmpty || restSecond.isEmpty { return shared }
        // `#if A ... #else ...`: `A` or `!(A)` always holds.
        if restFirst.count == 1, restSecond == ["!(\(restFirst[0]))"] { return shared }
        return shared + ["(\(conjunction(restFirst))) || (\(conjunction(restSecond)))"]
    }

    private static func conjunction(_ conditions: [String]) -> String {
        conditions.count == 1 ? conditions[0] : conditions.map { "(\($0))" }.joined(separator: " && ")
    }
}
