import SwiftSyntax

/// The first pass: top-level constants, assignments, functions and the name bound to `Package(...)`.
extension ManifestEvaluator {
    func collectDeclarations(_ statements: CodeBlockItemListSyntax) {
        for item in statements {
            switch item.item {
            case .decl(let decl): collect(decl)
            case .expr(let expr): collectAssignment(expr)
            case .stmt(let stmt):
                if let expr = stmt.as(ExpressionStmtSyntax.self)?.expression { collectAssignment(expr) }
            }
        }
    }

    private func collect(_ decl: DeclSyntax) {
        if let variable = decl.as(VariableDeclSyntax.self) {
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                    continue
                }
                if let value = binding.initializer?.value {
                    if isPackageCall(value) {
                        packageNames.insert(name)
                    } else {
                        constants[name, default: []].append(value)
                    }
                } else if let accessors = binding.accessorBlock {
                    functions[name] = accessorStatements(accessors)
                }
            }
        } else if let function = decl.as(FunctionDeclSyntax.self) {
            functions[function.name.text] = function.body?.statements ?? []
        } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
            for clause in ifConfig.clauses {
                if case .statements(let statements)? = clause.elements { collectDeclarations(statements) }
            }
        }
    }

    private func accessorStatements(_ block: AccessorBlockSyntax) -> CodeBlockItemListSyntax {
        switch block.accessors {
        case .getter(let statements): return statements
        case .accessors(let accessors): return accessors.first?.body?.statements ?? []
        }
    }

    /// `name = value`, `name += list`, `name.append(...)`, and `if` bodies that do so
    /// (only the branch an environment check assumes).
    private func collectAssignment(_ expr: ExprSyntax) {
        if let ifExpr = expr.as(IfExprSyntax.self) {
            for branch in branches(of: ifExpr).statements { collectDeclarations(branch) }
            return
        }
        if let call = expr.as(FunctionCallExprSyntax.self) {
            collectAppend(call)
            return
        }
        guard let sequence = expr.as(SequenceExprSyntax.self), let (op, target) = sequence.assignment,
            let name = target.as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return }
        if op == "=", isPackageCall(sequence.assignedValue) {
            packageNames.insert(name)
        } else {
            constants[name, default: []].append(sequence.assignedValue)
        }
    }

    /// `name.append(x)` and `name.append(contentsOf: xs)` on a constant (not on the package).
    private func collectAppend(_ call: FunctionCallExprSyntax) {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "append",
            let name = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
            !packageNames.contains(name), let argument = call.arguments.first
        else { return }
        if argument.label?.text == "contentsOf" {
            constants[name, default: []].append(argument.expression)
        } else if argument.label == nil {
            appendedElements[name, default: []].append(argument.expression)
        }
    }

    func isPackageCall(_ expr: ExprSyntax) -> Bool {
        guard let call = expr.unwrapped.as(FunctionCallExprSyntax.self) else { return false }
        let callee = call.calledExpression.unwrapped.dottedName
        return callee == "Package" || callee == "PackageDescription.Package"
    }
}
