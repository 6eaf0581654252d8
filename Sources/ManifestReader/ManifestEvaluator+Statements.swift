import ArchCore
import SwiftSyntax

/// The second pass: the `Package(...)` call and the statements that change the package afterwards.
extension ManifestEvaluator {
    func readStatements(_ statements: CodeBlockItemListSyntax) {
        for item in statements {
            switch item.item {
            case .decl(let decl): read(decl)
            case .expr(let expr): read(expr)
            case .stmt(let stmt): read(stmt)
            }
        }
    }

    private func read(_ decl: DeclSyntax) {
        if let variable = decl.as(VariableDeclSyntax.self) {
            for binding in variable.bindings {
                if let value = binding.initializer?.value, value.isPackageCall { readPackage(value) }
            }
        } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
            for clause in ifConfig.clauses {
                if case .statements(let statements)? = clause.elements {
                    withConditions(around: statements) { readStatements(statements) }
                }
            }
        }
    }

    private func read(_ stmt: StmtSyntax) {
        if let expr = stmt.as(ExpressionStmtSyntax.self)?.expression {
            read(expr)
        } else if let doStmt = stmt.as(DoStmtSyntax.self) {
            readStatements(doStmt.body.statements)
        } else if mutatesGraph(stmt) {
            let keyword = stmt.firstToken(viewMode: .sourceAccurate)?.text ?? "statement"
            problem(
                "skipped '\(keyword)' statement that changes targets, products or dependencies: "
                    + "those changes are not in the graph", at: stmt, losing: .skippedChanges)
        }
    }

    private func read(_ expr: ExprSyntax) {
        if let ifExpr = expr.as(IfExprSyntax.self) {
            let branches = Branches(of: ifExpr)
            if let note = branches.note, isEnvironmentNote(note) || branches.statements.contains(where: matters) {
                problem(note, at: ifExpr)
            }
            branches.statements.forEach(readStatements)
        } else if expr.isPackageCall {
            readPackage(expr)
        } else if let sequence = expr.as(SequenceExprSyntax.self), readAssignment(sequence) {
            return
        } else if let call = expr.as(FunctionCallExprSyntax.self), readAppend(call) {
            return
        } else if readTargetConstantMutation(expr) {
            return
        } else if let note = skippedStatementNote(expr) {
            problem(note, at: expr, losing: .skippedChanges)
        }
    }

    private func isEnvironmentNote(_ note: String) -> Bool { note.hasPrefix("assumed environment") }

    /// Whether a branch does something the graph depends on (so following it blindly deserves a note).
    private func matters(_ statements: CodeBlockItemListSyntax) -> Bool {
        mutatesGraph(statements) || statements.contains { item in
            guard let sequence = item.item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self) else {
                return false
            }
            return sequence.elements.contains { $0.is(AssignmentExprSyntax.self) }
        }
    }

    private func skippedStatementNote(_ expr: ExprSyntax) -> String? {
        if let call = expr.as(FunctionCallExprSyntax.self), let name = call.calleeName,
            call.calledExpression.unwrapped.is(DeclReferenceExprSyntax.self),
            let body = bindings.functions[name], mutatesGraph(body)
        {
            return "skipped call to helper function '\(call.signature)': "
                + "its changes to targets, products or dependencies are not in the graph"
        }
        guard mutatesGraph(expr) else { return nil }
        return "skipped statement '\(expr.excerpt)': "
            + "its changes to targets, products or dependencies are not in the graph"
    }

    func readPackage(_ expr: ExprSyntax) {
        // `#if os(Linux) let package = Package(...) #else let package = Package(...) #endif`: both
        // are read, each under its conditions.
        guard let call = expr.unwrapped.as(FunctionCallExprSyntax.self), beginPackage(call) else { return }
        if draft.name == nil, let name = call.argument("name") {
            rename(string(name, "the folder name is used instead"))
        }
        call.argument("products").map { add(products: products($0)) }
        call.argument("dependencies").map { add(dependencies: packageDependencies($0)) }
        call.argument("targets").map { add(targets: targets($0)) }
    }
}
