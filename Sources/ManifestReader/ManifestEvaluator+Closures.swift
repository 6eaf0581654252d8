import SwiftSyntax

/// `targets: { var targets: [Target] = [...]; #if os(macOS) targets.append(...) #endif; return targets }()`:
/// an immediately called closure is read like the top level: its constants, appends and `#if`
/// branches, then what it returns.
extension ManifestEvaluator {
    func list<T>(calling closure: ClosureExprSyntax, _ kind: ListKind, element: (ExprSyntax) -> T?) -> [T] {
        inScope(of: closure, kind) { list($0, kind, element: element) }
    }

    /// The elements an immediately called closure returns, e.g. `let dependency: Package.Dependency = { ... }()`.
    func resolved(calling closure: ClosureExprSyntax, _ kind: ListKind) -> [Resolved] {
        inScope(of: closure, kind) { resolved($0, kind) }
    }

    /// Reads what the closure returns with its local constants visible, then forgets them.
    private func inScope<T>(of closure: ClosureExprSyntax, _ kind: ListKind, _ read: (ExprSyntax) -> [T]) -> [T] {
        withBindings(adding: closure.statements) {
            let results = returnedExpressions(closure.statements)
            if results.isEmpty {
                skipped(ExprSyntax(closure), kind)
                return []
            }
            return results.flatMap { result in withConditions(around: result) { read(result) } }
        }
    }

    /// `return x` at the closure's top level or in its `#if` branches; a lone expression otherwise.
    private func returnedExpressions(_ statements: CodeBlockItemListSyntax, nested: Bool = false) -> [ExprSyntax] {
        if !nested, statements.count == 1, case .expr(let expr)? = statements.first?.item { return [expr] }
        return statements.flatMap { item -> [ExprSyntax] in
            if let returned = item.item.as(ReturnStmtSyntax.self)?.expression { return [returned] }
            if let ifExpr = item.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
                ?? item.item.as(IfExprSyntax.self)
            {
                let branches = Branches(of: ifExpr)
                if let note = branches.note, note.hasPrefix("assumed environment") { problem(note, at: ifExpr) }
                return branches.statements.flatMap { returnedExpressions($0, nested: true) }
            }
            guard let ifConfig = item.item.as(IfConfigDeclSyntax.self) else { return [] }
            return ifConfig.clauses.flatMap { clause -> [ExprSyntax] in
                guard case .statements(let nested)? = clause.elements else { return [] }
                return returnedExpressions(nested, nested: true)
            }
        }
    }
}
