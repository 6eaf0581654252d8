import SwiftSyntax

/// What the first pass finds at the top level of the manifest (or of a closure being read): the
/// constants, what is appended to them, the helper functions, and the names bound to `Package(...)`.
///
/// A value: the evaluator reads it, and replaces it only while it reads a closure's body.
struct ManifestBindings {
    /// Top-level `let`/`var` initializers and assignments, by name, in source order (all branches).
    private(set) var constants: [String: [ExprSyntax]] = [:]
    /// Single elements appended to top-level constants (`deps.append(x)`), by name.
    private(set) var appendedElements: [String: [ExprSyntax]] = [:]
    /// Names of functions and computed variables declared in the manifest, to explain skipped calls.
    private(set) var functions: [String: CodeBlockItemListSyntax] = [:]
    /// Names the `Package(...)` value is bound to (`let package = Package(...)`).
    private(set) var packageNames: Set<String> = []
    /// Static members of `extension Target.Dependency` (`static let tca: Self = .product(...)`, or a
    /// computed `static var` returning one), by name: what `.tca` in a dependency list stands for.
    private(set) var dependencyMembers: [String: [ExprSyntax]] = [:]

    /// The bindings `statements` make.
    init(_ statements: CodeBlockItemListSyntax) { collect(statements) }

    /// These bindings and those `statements` add (a closure's body sees the top level's).
    func adding(_ statements: CodeBlockItemListSyntax) -> ManifestBindings {
        var result = self
        result.collect(statements)
        return result
    }

    /// Whether `name` is a constant of the manifest (defined, or appended to).
    func isConstant(_ name: String) -> Bool { constants[name] != nil || appendedElements[name] != nil }

    private mutating func collect(_ statements: CodeBlockItemListSyntax) {
        for item in statements {
            switch item.item {
            case .decl(let decl): collect(decl)
            case .expr(let expr): collectAssignment(expr)
            case .stmt(let stmt):
                if let expr = stmt.as(ExpressionStmtSyntax.self)?.expression { collectAssignment(expr) }
            }
        }
    }

    private mutating func collect(_ decl: DeclSyntax) {
        if let variable = decl.as(VariableDeclSyntax.self) {
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                    continue
                }
                if let value = binding.initializer?.value {
                    if value.isPackageCall {
                        packageNames.insert(name)
                    } else {
                        constants[name, default: []].append(value)
                    }
                } else if let accessors = binding.accessorBlock {
                    functions[name] = Self.statements(of: accessors)
                }
            }
        } else if let function = decl.as(FunctionDeclSyntax.self) {
            functions[function.name.text] = function.body?.statements ?? []
        } else if let extended = decl.as(ExtensionDeclSyntax.self) {
            collectDependencyMembers(extended)
        } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
            for clause in ifConfig.clauses {
                if case .statements(let statements)? = clause.elements { collect(statements) }
            }
        }
    }

    /// `static let name = value` and `static var name: T { value }` of an extension of
    /// `Target.Dependency` (a getter of one expression or one `return`).
    private mutating func collectDependencyMembers(_ extended: ExtensionDeclSyntax) {
        let type = extended.extendedType.trimmedDescription.filter { !$0.isWhitespace }
        guard type == "Target.Dependency" || type == "PackageDescription.Target.Dependency" else { return }
        for member in extended.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                variable.modifiers.contains(where: { $0.name.text == "static" })
            else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if let value = binding.initializer?.value {
                    dependencyMembers[name, default: []].append(value)
                } else if let accessors = binding.accessorBlock, let value = Self.singleExpression(Self.statements(of: accessors)) {
                    dependencyMembers[name, default: []].append(value)
                }
            }
        }
    }

    /// The expression a body of one statement gives: `expr` or `return expr`.
    private static func singleExpression(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard statements.count == 1, let item = statements.first?.item else { return nil }
        if case .expr(let expr) = item { return expr }
        if let returned = item.as(ReturnStmtSyntax.self)?.expression { return returned }
        return item.as(ExpressionStmtSyntax.self)?.expression
    }

    private static func statements(of block: AccessorBlockSyntax) -> CodeBlockItemListSyntax {
        switch block.accessors {
        case .getter(let statements): return statements
        case .accessors(let accessors): return accessors.first?.body?.statements ?? []
        }
    }

    /// `name = value`, `name += list`, `name.append(...)`, and `if` bodies that do so
    /// (only the branch an environment check assumes).
    private mutating func collectAssignment(_ expr: ExprSyntax) {
        if let ifExpr = expr.as(IfExprSyntax.self) {
            for branch in Branches(of: ifExpr).statements { collect(branch) }
            return
        }
        if let call = expr.as(FunctionCallExprSyntax.self) {
            collectAppend(call)
            return
        }
        guard let sequence = expr.as(SequenceExprSyntax.self), let (op, target) = sequence.assignment,
            let name = target.as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return }
        if op == "=", sequence.assignedValue.isPackageCall {
            packageNames.insert(name)
        } else {
            constants[name, default: []].append(sequence.assignedValue)
        }
    }

    /// `name.append(x)` and `name.append(contentsOf: xs)` on a constant (not on the package).
    private mutating func collectAppend(_ call: FunctionCallExprSyntax) {
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
}

extension ExprSyntax {
    /// `Package(...)` or `PackageDescription.Package(...)`, also written `.init(...)`.
    var isPackageCall: Bool {
        guard let call = unwrapped.as(FunctionCallExprSyntax.self) else { return false }
        let callee = call.calledExpression.unwrapped.dottedName
        return ["Package", "PackageDescription.Package", "Package.init", "PackageDescription.Package.init"].contains(callee)
    }
}
