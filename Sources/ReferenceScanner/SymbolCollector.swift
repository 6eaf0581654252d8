import ArchCore
import SwiftLexing
import SwiftParser
import SwiftSyntax

/// Reads a file's ``FileSymbols`` from its syntax tree, without a type checker.
///
/// Local scopes (generic parameters, parameters, closure parameters, local bindings and local
/// types) are tracked so that a name they declare is never taken for a declaration of another file.
/// Names in comments and string literals are not syntax nodes, so they are never references;
/// the code inside an interpolation is.
final class SymbolCollector: SyntaxVisitor {
    private let file: String
    private let lines: LineTable
    private(set) var declarations: [FileSymbols.Declaration] = []
    private(set) var references: [FileSymbols.Reference] = []
    private(set) var inheritances: [FileSymbols.Inheritance] = []
    private(set) var typeParameters: [FileSymbols.TypeParameters] = []
    /// The types whose members are being read, outermost first (`Outer`, `Outer.Inner`; "" for
    /// one archlint cannot name).
    private var types: [String] = [] {
        didSet { contexts = types.reversed().filter { !$0.isEmpty } }
    }
    /// `types` innermost first without the unnamed ones: every reference's contexts.
    private var contexts: [String] = []
    /// Names declared by enclosing local scopes, innermost last.
    private var locals = LocalScopes()
    /// How many function bodies, closures and accessors enclose the node: declarations inside are local.
    private var bodies = 0

    init(file: String, lines: LineTable) {
        self.file = file
        self.lines = lines
        super.init(viewMode: .sourceAccurate)
    }

    /// The symbols of `tree`, parsed from `source`, whose path relative to the root is `file`.
    static func symbols(file: String, tree: SourceFileSyntax, source: UnsafeBufferPointer<UInt8>) -> FileSymbols {
        let lines = LineTable(source)
        let collector = SymbolCollector(file: file, lines: lines)
        collector.walk(tree)
        var stoppedAt: ArchCore.SourceLocation?
        if tree.hasMaximumNestingLevelOverflow {
            let stop = lines.position(of: overflowStart(in: Syntax(tree)).utf8Offset)
            stoppedAt = ArchCore.SourceLocation(file: file, line: stop.line, column: stop.column)
        }
        return FileSymbols(
            file: file, declarations: markingMembersOfFilePrivateTypes(collector.declarations),
            references: collector.references, inheritances: collector.inheritances, typeParameters: collector.typeParameters,
            stoppedAt: stoppedAt)
    }

    /// `declarations`, with the members of a file-private type (`Constants.value` of a `private
    /// struct Constants`, `Key.a` of a `private enum Key` nested in an extension) file-private too,
    /// at any depth and whether written in the type or in an extension of it: another file cannot
    /// name the type, so its members never leave this file either.
    private static func markingMembersOfFilePrivateTypes(
        _ declarations: [FileSymbols.Declaration]
    ) -> [FileSymbols.Declaration] {
        let filePrivate = Set(declarations.lazy.filter(\.isFilePrivate).map { $0.name[...] })
        guard !filePrivate.isEmpty else { return declarations }
        return declarations.map { declaration in
            var declaration = declaration
            var type = declaration.name[...]
            while !declaration.isFilePrivate, let dot = type.utf8.lastIndex(of: UInt8(ascii: ".")) {
                type = type[..<dot]
                declaration.isFilePrivate = filePrivate.contains(type)
            }
            return declaration
        }
    }

    /// Where the tokens the parser gave up on start: the first node down the tree that carries
    /// the overflow mark and whose children do not.
    private static func overflowStart(in root: Syntax) -> AbsolutePosition {
        var node = root
        while let child = node.children(viewMode: .all).first(where: \.hasMaximumNestingLevelOverflow) {
            node = child
        }
        return node.positionAfterSkippingLeadingTrivia
    }

    private func location(of node: some SyntaxProtocol) -> ArchCore.SourceLocation {
        let at = lines.position(of: node.positionAfterSkippingLeadingTrivia.utf8Offset)
        return ArchCore.SourceLocation(file: file, line: at.line, column: at.column)
    }

    private func isLocal(_ name: String) -> Bool { locals.contains(name) }

    /// `guard let self` binds the same instance: `self.x` still names the enclosing type's member.
    private func declareLocal(_ name: String) {
        if name != "self" { locals.declare(name) }
    }

    /// Whether `modifiers` make a declaration file-private: `private` or `fileprivate`, not
    /// `private(set)`, which leaves the getter as visible as it was.
    private static func isFilePrivate(_ modifiers: DeclModifierListSyntax?) -> Bool {
        modifiers?.contains { ["private", "fileprivate"].contains($0.name.text) && $0.detail == nil } ?? false
    }

    /// Records a declaration of `name` at `node`: top-level, a member of the enclosing type, or local.
    /// A member of a `private` or `fileprivate` extension is file-private (Swift makes it `fileprivate`).
    private func declare(
        _ name: String, at node: some SyntaxProtocol, modifiers: DeclModifierListSyntax?,
        parameters: [FileSymbols.Declaration.Parameter]? = nil, isProperty: Bool = false
    ) {
        guard !name.isEmpty else { return }
        if bodies > 0 {
            declareLocal(name)
            return
        }
        var qualified = name
        if let type = types.last {
            // The members of a type archlint cannot name are not the module's.
            guard !type.isEmpty else {
                declareLocal(name)
                return
            }
            qualified = type + "." + name
        }
        let isFilePrivate = Self.isFilePrivate(modifiers) || filePrivateExtensions.last == true
        let isStatic = modifiers?.contains { ["static", "class"].contains($0.name.text) } ?? false
        declarations.append(.init(
            name: qualified, isFilePrivate: isFilePrivate, location: location(of: node), parameters: parameters,
            isInstanceProperty: isProperty && types.last != nil && !isStatic))
    }

    private func use(_ name: String, member: String?, at node: some SyntaxProtocol, call: FileSymbols.Call? = nil) {
        // `self`, `Self` and `super` alone name no declaration; with a member they lead to the
        // enclosing type's (`self.helper()`).
        guard !name.isEmpty, !isLocal(name), member != nil || (name != "Self" && name != "self" && name != "super") else { return }
        references.append(.init(name: name, member: member, contexts: contexts, location: location(of: node), call: call))
    }

    /// How `expr` is called, when it is the callee of a call (also with generic arguments:
    /// `Box<Int>(wrapping: 1)`).
    private static func call(of expr: some SyntaxProtocol) -> FileSymbols.Call? {
        var callee = Syntax(expr)
        if let specialized = callee.parent?.as(GenericSpecializationExprSyntax.self), specialized.expression.id == callee.id {
            callee = Syntax(specialized)
        }
        guard let call = callee.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == callee.id else {
            return nil
        }
        return FileSymbols.Call(
            labels: call.arguments.map { $0.label?.text ?? "_" },
            hasTrailingClosure: call.trailingClosure != nil)
    }

    // MARK: Types and extensions

    /// A named type (`struct`, `class`, `enum`, `actor`, `protocol`): declared, its generic
    /// parameters in scope for its whole declaration, its members read under its name.
    private func enterType(_ node: some NamedDeclSyntax & WithModifiersSyntax) {
        declare(node.name.text, at: node.name, modifiers: node.modifiers)
        let generics = Syntax(node).asProtocol(WithGenericParametersSyntax.self)?.genericParameterClause
        locals.push(generics?.parameters.map(\.name.text) ?? [])
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node); return .visitChildren }
    override func visitPost(_ node: StructDeclSyntax) { locals.pop() }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node); return .visitChildren }
    override func visitPost(_ node: ClassDeclSyntax) { locals.pop() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node); return .visitChildren }
    override func visitPost(_ node: EnumDeclSyntax) { locals.pop() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node); return .visitChildren }
    override func visitPost(_ node: ActorDeclSyntax) { locals.pop() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node); return .visitChildren }
    override func visitPost(_ node: ProtocolDeclSyntax) { locals.pop() }

    /// Members are read under the type's name from the `{` on: the inheritance clause and the
    /// extended type itself are read in the enclosing context.
    override func visit(_ node: MemberBlockSyntax) -> SyntaxVisitorContinueKind {
        let extended = node.parent?.as(ExtensionDeclSyntax.self)
        let name = extended.map { Self.typeName($0.extendedType) } ?? node.parent?.asProtocol(NamedDeclSyntax.self)?.name.text
        bodiesStack.append(bodies)
        filePrivateExtensions.append(extended.map { Self.isFilePrivate($0.modifiers) } ?? false)
        // A type declared inside a function body is local, and so are its members.
        guard bodies == 0, let name else {
            types.append("")
            return .visitChildren
        }
        let type = extended != nil ? name : (types.last.map { "\($0)." } ?? "") + name
        types.append(type)
        if extended == nil, let generics = node.parent?.asProtocol(WithGenericParametersSyntax.self)?.genericParameterClause {
            typeParameters.append(.init(type: type, names: generics.parameters.map(\.name.text)))
        }
        if let clause = node.parent?.asProtocol(DeclGroupSyntax.self)?.inheritanceClause {
            let supertypes = clause.inheritedTypes.compactMap { Self.typeName($0.type) }
            if !supertypes.isEmpty { inheritances.append(.init(type: type, supertypes: supertypes)) }
        }
        return .visitChildren
    }

    override func visitPost(_ node: MemberBlockSyntax) {
        types.removeLast()
        bodies = bodiesStack.removeLast()
        filePrivateExtensions.removeLast()
    }

    /// `bodies` outside each member block being read.
    private var bodiesStack: [Int] = []
    /// For each member block being read, whether it is a `private` or `fileprivate` extension's.
    private var filePrivateExtensions: [Bool] = []

    /// `Foo`, `Foo.Bar` for `Foo<T>`, `Foo.Bar`; nil for other types (`[Foo]`, `Foo?`).
    static func typeName(_ type: TypeSyntax) -> String? {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = type.as(MemberTypeSyntax.self) {
            return typeName(member.baseType).map { "\($0).\(member.name.text)" }
        }
        return nil
    }

    // MARK: Other declarations

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        declare(node.name.text, at: node.name, modifiers: node.modifiers)
        // `typealias Base = BaseViewController`, `typealias Coordinating = Presentable & Routable`:
        // what a type inheriting from the alias inherits, and where `Base.member` is looked up.
        if bodies == 0 {
            let aliased = node.initializer.value
            let parts = aliased.as(CompositionTypeSyntax.self).map { $0.elements.map(\.type) } ?? [aliased]
            let supertypes = parts.compactMap(Self.typeName)
            if !supertypes.isEmpty {
                inheritances.append(.init(type: (types.last.map { "\($0)." } ?? "") + node.name.text, supertypes: supertypes))
            }
        }
        locals.push(node.genericParameterClause?.parameters.map(\.name.text) ?? [])
        return .visitChildren
    }
    override func visitPost(_ node: TypeAliasDeclSyntax) { locals.pop() }

    override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind {
        declare(node.name.text, at: node.name, modifiers: node.modifiers)
        return .visitChildren
    }

    override func visit(_ node: MacroDeclSyntax) -> SyntaxVisitorContinueKind {
        declare(node.name.text, at: node.name, modifiers: node.modifiers)
        locals.push(node.genericParameterClause?.parameters.map(\.name.text) ?? [])
        return .visitChildren
    }
    override func visitPost(_ node: MacroDeclSyntax) { locals.pop() }

    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
        declare(node.name.text, at: node.name, modifiers: nil)
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        declare(node.name.text, at: node.name, modifiers: node.modifiers, parameters: Self.parameters(of: node.signature.parameterClause))
        enterFunction(generics: node.genericParameterClause, parameters: node.signature.parameterClause)
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) { leaveFunction() }

    /// `init(raw:)`, in a type or an extension of it, is its member `init`: `Model(raw: x)` in
    /// another file calls it.
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if !types.isEmpty {
            declare("init", at: node.initKeyword, modifiers: node.modifiers, parameters: Self.parameters(of: node.signature.parameterClause))
        }
        enterFunction(generics: node.genericParameterClause, parameters: node.signature.parameterClause)
        return .visitChildren
    }
    override func visitPost(_ node: InitializerDeclSyntax) { leaveFunction() }

    /// A function's or initializer's parameters as a call must give them.
    private static func parameters(of clause: FunctionParameterClauseSyntax) -> [FileSymbols.Declaration.Parameter] {
        clause.parameters.map {
            FileSymbols.Declaration.Parameter(
                label: $0.firstName.text, hasDefault: $0.defaultValue != nil || $0.ellipsis != nil, isVariadic: $0.ellipsis != nil)
        }
    }

    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        enterFunction(generics: node.genericParameterClause, parameters: node.parameterClause)
        return .visitChildren
    }
    override func visitPost(_ node: SubscriptDeclSyntax) { leaveFunction() }

    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        enterFunction(generics: nil, parameters: nil)
        return .visitChildren
    }
    override func visitPost(_ node: DeinitializerDeclSyntax) { leaveFunction() }

    /// Generic parameters and parameters are in scope in the signature and the body; the body's
    /// declarations are local.
    private func enterFunction(generics: GenericParameterClauseSyntax?, parameters: FunctionParameterClauseSyntax?) {
        var names = generics?.parameters.map(\.name.text) ?? []
        for parameter in parameters?.parameters ?? [] {
            names.append((parameter.secondName ?? parameter.firstName).text)
        }
        locals.push(names)
        bodies += 1
    }

    private func leaveFunction() {
        locals.pop()
        bodies -= 1
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            for name in Self.names(in: binding.pattern) {
                declare(name, at: binding.pattern, modifiers: node.modifiers, isProperty: true)
            }
        }
        return .visitChildren
    }

    /// Computed properties and observers: their bodies are local scopes (`newValue`, `oldValue`).
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
        locals.push(["newValue", "oldValue"])
        bodies += 1
        return .visitChildren
    }
    override func visitPost(_ node: AccessorBlockSyntax) { leaveFunction() }

    override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.parameters?.name.text { declareLocal(name) }
        return .visitChildren
    }

    static func names(in pattern: PatternSyntax) -> [String] {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) { return [identifier.identifier.text] }
        if let tuple = pattern.as(TuplePatternSyntax.self) { return tuple.elements.flatMap { names(in: $0.pattern) } }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { return names(in: binding.pattern) }
        return []
    }

    // MARK: Local scopes

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        var names: [String] = []
        switch node.signature?.parameterClause {
        case .simpleInput(let shorthand)?: names = shorthand.map(\.name.text)
        case .parameterClause(let clause)?: names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: break
        }
        // `[weak self, unowned router = local, token]`: each capture is a local of the closure;
        // `[token]` (`[token = token]`) reads the outer `token` where the closure is formed, and
        // `self` stays the instance whose members `self.x` names.
        for item in node.signature?.capture?.items ?? [] where item.name.text != "self" {
            if item.initializer == nil { use(item.name.text, member: nil, at: item.name) }
            names.append(item.name.text)
        }
        locals.push(names)
        bodies += 1
        return .visitChildren
    }
    override func visitPost(_ node: ClosureExprSyntax) { leaveFunction() }

    /// `catch { print(error) }`: a clause without a pattern binds `error`.
    override func visit(_ node: CatchClauseSyntax) -> SyntaxVisitorContinueKind {
        locals.push(node.catchItems.isEmpty ? ["error"] : [])
        return .visitChildren
    }
    override func visitPost(_ node: CatchClauseSyntax) { locals.pop() }

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
        locals.push([])
        bodies += 1
        return .visitChildren
    }
    override func visitPost(_ node: CodeBlockSyntax) { leaveFunction() }

    /// `if let x`, `guard let x`, `for x in`, `case let .a(x)`, `catch let error`: a local, in the
    /// enclosing scope (wider than Swift's for `if`, which only hides more).
    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        if bodies > 0 { declareLocal(node.identifier.text) }
        return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        // `if let x {`: the shorthand both uses the outer `x` and declares a local one.
        if node.initializer == nil, let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            use(name, member: nil, at: node.pattern)
        }
        return .visitChildren
    }

    // MARK: References

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        var member: String?
        if let parent = node.parent?.as(MemberTypeSyntax.self), parent.baseType.id == node.id { member = parent.name.text }
        use(node.name.text, member: member, at: node)
        return .visitChildren
    }

    /// `super.member`: recorded under the name `super`, resolved in the enclosing type's supertypes.
    override func visit(_ node: SuperExprSyntax) -> SyntaxVisitorContinueKind {
        if let access = node.parent?.as(MemberAccessExprSyntax.self), access.base?.id == node.id {
            use("super", member: access.declName.baseName.text, at: node, call: Self.call(of: access))
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let parent = node.parent
        let access = parent?.as(MemberAccessExprSyntax.self)
        // `x.member`: the member is not a name of the module (its type is not known).
        if let access, access.declName.id == node.id { return .visitChildren }
        if parent?.is(KeyPathPropertyComponentSyntax.self) == true { return .visitChildren }
        var member: String?
        var call = Self.call(of: node)
        if let access, access.base?.id == node.id {
            member = access.declName.baseName.text
            call = Self.call(of: access)
        } else if node.baseName.text == "self", let chained = parent?.as(OptionalChainingExprSyntax.self),
            let access = chained.parent?.as(MemberAccessExprSyntax.self), access.base?.id == chained.id
        {
            // `self?.reload()` in a closure that captures `[weak self]`.
            member = access.declName.baseName.text
            call = Self.call(of: access)
        }
        use(node.baseName.text, member: member, at: node, call: call)
        // `Date.FormatStyle.DateStyle.allStyles`, `Outer.Inner.shared`: a member of a nested type,
        // which an extension of that type may declare, is also recorded by its whole path (its
        // member written `FormatStyle.DateStyle.allStyles`), when every name before it is a type's.
        if let access, access.base?.id == node.id, node.baseName.text.first?.isUppercase == true {
            // Up to the first name that is no type's (`allStyles` of `...allStyles.count`).
            var path = [access.declName.baseName.text]
            var outer = access
            while path.last?.first?.isUppercase == true, let next = outer.parent?.as(MemberAccessExprSyntax.self), next.base?.id == outer.id {
                path.append(next.declName.baseName.text)
                outer = next
            }
            if path.count >= 2 {
                use(node.baseName.text, member: path.joined(separator: "."), at: node, call: Self.call(of: outer))
            }
        }
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        use(node.macroName.text, member: nil, at: node.macroName)
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        use(node.macroName.text, member: nil, at: node.macroName)
        return .visitChildren
    }
}

/// Reads one file's symbols.
public enum SymbolScanner {
    /// The parser's nesting limit, in every build configuration (swift-syntax's default is 20 in
    /// debug builds and 256 in release ones, and it drops the rest of the file past it). A file
    /// nested deeper is read up to that point, and ``FileSymbols/stoppedAt`` says where.
    public static let maximumNestingLevel = 100

    /// `[` open at once beyond which the file is not parsed past that point: swift-syntax's
    /// lookahead takes time exponential in it (130 nested `[` in a 2 KB file took minutes), as
    /// the import scanner knows too.
    public static let maximumSquareNesting = 10

    /// The declarations and references of `source`, whose path relative to the root is `file`.
    public static func symbols(file: String, source: [UInt8]) -> FileSymbols {
        source.withUnsafeBufferPointer { buffer in
            // `[` past the bound, or past one of ParseBounds.
            let square = NestingProfile.squareBracket(deeperThan: maximumSquareNesting, in: buffer)
            let directive = ParseBounds.firstCut(in: buffer)?.offset
            guard let deep = [square, directive].compactMap({ $0 }).min() else {
                return SymbolCollector.symbols(
                    file: file, tree: Parser.parse(source: buffer, maximumNestingLevel: maximumNestingLevel), source: buffer)
            }
            // Read up to the line of that bracket, and say reading stopped there.
            let lineStart = buffer[..<deep].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
            let prefix = UnsafeBufferPointer(rebasing: buffer[..<lineStart])
            var symbols = SymbolCollector.symbols(
                file: file, tree: Parser.parse(source: prefix, maximumNestingLevel: maximumNestingLevel), source: prefix)
            let line = buffer[..<deep].count { $0 == UInt8(ascii: "\n") } + 1
            symbols.stoppedAt = symbols.stoppedAt ?? SourceLocation(file: file, line: line, column: deep - lineStart + 1)
            return symbols
        }
    }
}

/// The names local scopes declare, innermost scope last: whether a name is local is one lookup,
/// however deep the scopes.
struct LocalScopes {
    /// How many open scopes declare each name.
    private var counts: [String: Int] = [:]
    /// The names each open scope declared, to forget them when it closes.
    private var scopes: [[String]] = []

    func contains(_ name: String) -> Bool { counts[name] != nil }

    mutating func push(_ names: [String]) {
        scopes.append([])
        for name in names { declare(name) }
    }

    /// Declares `name` in the innermost scope (opening one at the top level if none is open).
    mutating func declare(_ name: String) {
        if scopes.isEmpty { scopes.append([]) }
        guard !scopes[scopes.count - 1].contains(name) else { return }
        scopes[scopes.count - 1].append(name)
        counts[name, default: 0] += 1
    }

    mutating func pop() {
        for name in scopes.removeLast() {
            if counts[name] == 1 { counts[name] = nil } else { counts[name]? -= 1 }
        }
    }
}
