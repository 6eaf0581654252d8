import ArchCore
import SwiftSyntax

/// What a list holds, and what is lost when part of it cannot be read (for problem messages).
struct ListKind {
    let consequence: String
    /// Losing the list may lose targets: the problem is an error.
    var hidesTargets = false
    /// Losing it may lose entries of the package's `dependencies:`: no name can be said missing from them.
    var hidesPackageDependencies = false
    /// Losing it may lose products or the targets of one: no name can be said missing from them.
    var hidesProducts = false

    static let targets = ListKind(consequence: "targets it declares are not in the graph", hidesTargets: true)
    static let targetName = ListKind(consequence: "the target is not in the graph", hidesTargets: true)
    static let targetDependencies = ListKind(consequence: "dependencies it declares are not in the graph")
    static let products = ListKind(consequence: "products it declares are missing", hidesProducts: true)
    static let product = ListKind(consequence: "the product is missing", hidesProducts: true)
    static let productTargets = ListKind(consequence: "the product's targets are incomplete", hidesProducts: true)
    static let packageDependencies = ListKind(
        consequence: "package dependencies it declares are missing", hidesPackageDependencies: true)
    static let packageDependency = ListKind(consequence: "the package dependency is missing", hidesPackageDependencies: true)
    /// `.package(name:)`: `.product(package:)` may name the package by it.
    static let packageName = ListKind(consequence: "its identity is taken from its location", hidesPackageDependencies: true)
    /// A skipped statement that changes the package: it may add products and package dependencies
    /// (its message says what is lost; the targets it may add are left to a warning, as ever).
    static let skippedChanges = ListKind(consequence: "", hidesPackageDependencies: true, hidesProducts: true)
    static let platforms = ListKind(consequence: "the condition is ignored and the dependency kept unconditional")
    static func strings(_ consequence: String) -> ListKind { ListKind(consequence: consequence) }
}

extension ManifestEvaluator {
    /// Reads a list: array literals, `+`/`??` of lists, both branches of `c ? a : b`, and constants.
    func list<T>(_ expression: ExprSyntax, _ kind: ListKind, element: (ExprSyntax) -> T?) -> [T] {
        let expr = expression.unwrapped
        guard step(at: expr) else { return [] }
        if let array = expr.as(ArrayExprSyntax.self), !text.isElided(array) {
            return array.elements.flatMap { elements($0.expression, kind, element: element) }
        }
        if let sequence = expr.as(SequenceExprSyntax.self) {
            return list(sequence, kind, element: element)
        }
        if expr.is(NilLiteralExprSyntax.self) { return [] }
        if let postfix = expr.as(PostfixIfConfigExprSyntax.self) {
            return list(postfix, kind, element: element)
        }
        if let name = constantName(expr) {
            return resolving(name, at: expr, fallback: []) {
                bindings.constants[name, default: []].flatMap { definition in
                    withConditions(around: definition) { list(definition, kind, element: element) }
                } + bindings.appendedElements[name, default: []].flatMap { appended in
                    withConditions(around: appended) { elements(appended, kind, element: element) }
                }
            }
        }
        if let property = packageProperty(expr).flatMap(PackageDraft.List.init(rawValue:)) {
            // `package.targets + [...]`: what the package holds so far.
            return draft.contents(of: property).compactMap { $0 as? T }
        }
        if let call = expr.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
            let closure = call.calledExpression.unwrapped.as(ClosureExprSyntax.self)
        {
            return list(calling: closure, kind, element: element)
        }
        skipped(expr, kind)
        return []
    }

    private func list<T>(
        _ sequence: SequenceExprSyntax, _ kind: ListKind, element: (ExprSyntax) -> T?
    ) -> [T] {
        // The value of `lhs = a + b` is read from the sequence after `lhs =`.
        let items = Array(sequence.elements.dropFirst(sequence.assignment == nil ? 0 : 2))
        // `condition ? a : b`: both branches, as for `#if`, since the condition is not evaluated;
        // of an environment check, the branch taken with the variable unset, as for an `if`.
        if let index = items.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
            let ternary = items[index].as(UnresolvedTernaryExprSyntax.self)
        {
            let then = list(ternary.thenExpression, kind, element: element)
            let otherwise = operands(items[(index + 1)...], kind, element: element, in: sequence)
            if let (value, variable) = Branches.environmentCondition(ofTernary: Array(items[..<index])) {
                problem(
                    "assumed environment variable '\(excerpt: variable)' is unset: read the \(value ? "first" : "second") branch of '?:' only",
                    at: ternary)
                return value ? then : otherwise
            }
            return then + otherwise
        }
        return operands(items[...], kind, element: element, in: sequence)
    }

    /// `[a, #if X b #endif]` is not Swift, but swift-syntax recovers it as `#if` after the array:
    /// read the array and every branch, as for a top-level `#if`.
    private func list<T>(
        _ postfix: PostfixIfConfigExprSyntax, _ kind: ListKind, element: (ExprSyntax) -> T?
    ) -> [T] {
        problem("'#if' inside an array literal is not valid Swift: read every branch", at: postfix.config)
        let base = postfix.base.map { list($0, kind, element: element) } ?? []
        return base + postfix.config.clauses.flatMap { clause -> [T] in
            guard case .postfixExpression(let expr)? = clause.elements else { return [] }
            return withConditions(around: expr) { elements(expr, kind, element: element) }
        }
    }

    private func operands<T>(
        _ items: ArraySlice<ExprSyntax>, _ kind: ListKind, element: (ExprSyntax) -> T?,
        in sequence: SequenceExprSyntax
    ) -> [T] {
        let operators = items.enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        let joinsLists = operators.allSatisfy {
            let text = $0.as(BinaryOperatorExprSyntax.self)?.operator.text
            return text == "+" || text == "??"
        }
        guard joinsLists, items.count % 2 == 1 else {
            skipped(ExprSyntax(sequence), kind)
            return []
        }
        return items.enumerated().filter { $0.offset % 2 == 0 }
            .flatMap { list($0.element, kind, element: element) }
    }

    /// An element, or the definitions of the constant it names (every branch of an `#if`), each
    /// with the `#if` clauses passed through to reach it.
    func resolved(_ expression: ExprSyntax, _ kind: ListKind) -> [Resolved] {
        let expr = expression.unwrapped
        if let call = expr.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
            let closure = call.calledExpression.unwrapped.as(ClosureExprSyntax.self)
        {
            return resolved(calling: closure, kind)
        }
        guard expr.is(DeclReferenceExprSyntax.self) else { return [Resolved(expr: expr, frames: scope.frames)] }
        guard let name = constantName(expr) else {
            skipped(expr, kind)
            return []
        }
        return resolving(name, at: expr, fallback: []) {
            bindings.constants[name, default: []].flatMap { definition in
                withConditions(around: definition) { resolved(definition, kind) }
            }
        }
    }

    /// A string literal without interpolation, or a constant holding one.
    func string(_ expression: ExprSyntax, _ consequence: String) -> String? {
        string(expression, ListKind.strings(consequence))
    }

    func string(_ expression: ExprSyntax, _ kind: ListKind) -> String? {
        let expr = expression.unwrapped
        if let literal = expr.as(StringLiteralExprSyntax.self) {
            if let value = literal.plainValue ?? literal.representedLiteralValue { return value }
            problem("skipped string interpolation \(expr.excerpt): \(kind.consequence)", at: expr, losing: kind)
            return nil
        }
        if let name = constantName(expr) {
            return resolving(name, at: expr, fallback: String?.none) {
                bindings.constants[name, default: []].lazy.compactMap { self.string($0, kind) }.first
            }
        }
        skipped(expr, kind)
        return nil
    }

    func strings(_ expression: ExprSyntax, _ consequence: String) -> [String] {
        strings(expression, .strings(consequence))
    }

    func strings(_ expression: ExprSyntax, _ kind: ListKind) -> [String] {
        list(expression, kind) { string($0, kind) }
    }

    /// The argument unless it is `nil`, written or through constants that hold only `nil`
    /// (`let path: String? = nil` ... `path: path`): an optional argument left at its default.
    func given(_ argument: ExprSyntax?) -> ExprSyntax? {
        guard let argument else { return nil }
        return isNil(argument) ? nil : argument
    }

    private func isNil(_ expression: ExprSyntax) -> Bool {
        let expr = expression.unwrapped
        if expr.is(NilLiteralExprSyntax.self) { return true }
        guard let name = constantName(expr), let values = bindings.constants[name], !values.isEmpty else { return false }
        return resolving(name, at: expr, fallback: false) { values.allSatisfy(isNil) }
    }

    /// The name of a top-level constant the expression refers to, if there is one.
    func constantName(_ expr: ExprSyntax) -> String? {
        guard let name = expr.as(DeclReferenceExprSyntax.self)?.baseName.text, bindings.isConstant(name) else {
            return nil
        }
        return name
    }
}
