import ArchCore
import SwiftLexing
import SwiftParser
import SwiftSyntax
import XcodeModel

/// Reads a Tuist `Project.swift` statically, with swift-syntax, as the project Tuist would
/// generate: a literal `let project = Project(name:targets:)` whose targets are literal
/// `.target(...)` (or `Target(...)`) calls. Nothing is compiled or run: a project built by a
/// helper function (`Project.app(...)`, from `ProjectDescriptionHelpers`) is a program, reported
/// at its line with the advice to generate the project first.
public enum TuistReader {
    /// `[` nested deeper than this is refused before parsing (see ``read(_:path:)``).
    static let maximumBracketDepth = 10
    /// The parser's nesting limit, the same in debug and release builds (swift-syntax's own
    /// default is 20 in debug builds and 256 in release).
    static let maximumNestingLevel = 100

    /// - Parameters:
    ///   - text: the manifest.
    ///   - path: the manifest, relative to the root (`Projects/App/Project.swift`).
    ///   - tuistRoot: the folder, relative to the root, that Tuist takes for the project's root
    ///     (the one holding its `Tuist/` folder): where `//Shared/**` and `.relativeToRoot(...)` start.
    public static func read(_ text: String, path: String, tuistRoot: String = "") -> XcodeProject {
        var text = text
        // swift-syntax's type-versus-expression lookahead takes time exponential in nested `[`
        // (70 of them in a 444-byte manifest ran for minutes; found by fuzzing). No project nests
        // them that deep: such a file is reported, not parsed.
        let deep = text.withUTF8 { bytes -> (line: Int, column: Int, what: String)? in
            // When the lexer cannot match the file, every `[` byte counts (a string left open hid
            // 16 nested `[` in a 7 KB manifest the parser then read for minutes; found by fuzzing).
            if let offset = NestingProfile.squareBracket(deeperThan: maximumBracketDepth, in: bytes) {
                let stop = SourcePosition(of: offset, in: bytes)
                let why = "the parser's time grows exponentially with that nesting"
                return (stop.line, stop.column, "'[' nested more than \(maximumBracketDepth) deep: '\(path)' is not parsed (\(why))")
            }
            // Past one of ParseBounds (the parser would run out of stack, or of memory).
            guard let cut = ParseBounds.firstCut(in: bytes) else { return nil }
            let stop = SourcePosition(of: cut.offset, in: bytes)
            return (stop.line, stop.column, "\(cut.reason): '\(path)' is not parsed")
        }
        if let deep {
            var project = XcodeProject(path: path, folder: RelativePath.parent(path))
            project.problems.append(
                XcodeProblem(
                    message: "\(deep.what); its targets are not in the graph",
                    location: SourceLocation(file: path, line: deep.line, column: deep.column), hidesTargets: true))
            return project
        }
        let tree = text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: maximumNestingLevel) }
        var reading = ProjectReading(tree: tree, path: path, tuistRoot: tuistRoot)
        var project = reading.read()
        project.problems.sort { ($0.location, $0.message) < ($1.location, $1.message) }
        return project
    }
}

/// One manifest being read.
struct ProjectReading {
    let path: String
    let folder: String
    /// Where `//` and `.relativeToRoot` paths start.
    let tuistRoot: String
    let converter: SourceLocationConverter
    let tree: SourceFileSyntax
    /// Top-level constants (`let name = "App"`), which literal projects often use.
    var constants: [String: ExprSyntax] = [:]
    var project: XcodeProject

    init(tree: SourceFileSyntax, path: String, tuistRoot: String = "") {
        self.tree = tree
        self.path = path
        self.tuistRoot = tuistRoot
        self.folder = RelativePath.parent(path)
        self.converter = SourceLocationConverter(fileName: path, tree: tree)
        self.project = XcodeProject(path: path, folder: RelativePath.parent(path))
    }

    mutating func read() -> XcodeProject {
        if tree.hasMaximumNestingLevelOverflow {
            var node = Syntax(tree)
            while let child = node.children(viewMode: .all).first(where: \.hasMaximumNestingLevelOverflow) { node = child }
            problem(
                "'\(path)' nests more than \(TuistReader.maximumNestingLevel) levels deep here: it is not read; its targets are not in the graph",
                at: node, hidesTargets: true)
            return project
        }
        if tree.hasError {
            let finder = FirstSyntaxError(viewMode: .all)
            finder.walk(tree)
            problem(
                "'\(path)' does not parse as Swift (the first syntax error is here); its targets are not in the graph",
                at: finder.error ?? Syntax(tree), hidesTargets: true)
            return project
        }
        for statement in tree.statements {
            guard let variable = statement.item.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value {
                    constants[name] = value
                }
            }
        }
        // Tuist reads the constant named `project`; a manifest that names it otherwise is read by
        // its first top-level value built from `Project`.
        let fallback = tree.statements.lazy.compactMap { $0.item.as(VariableDeclSyntax.self) }.flatMap(\.bindings)
            .compactMap(\.initializer?.value).first { Self.buildsProject($0) }
        guard let value = constants["project"] ?? fallback else {
            problem(
                "'\(path)' defines no 'let project'; archlint reads literal Tuist projects only: run 'tuist generate --no-open' before archlint",
                at: Syntax(tree), hidesTargets: true)
            return project
        }
        guard let call = value.as(FunctionCallExprSyntax.self), Self.isConstructor(call.calledExpression, of: "Project") else {
            problem(
                "the project is built by '\(Self.callee(of: value))', a helper archlint does not run; run 'tuist generate --no-open' before archlint so it reads the generated project",
                at: Syntax(value), hidesTargets: true)
            return project
        }
        project.generatedProject = argument("name", of: call).flatMap(string).map { $0 + ".xcodeproj" }
        guard let targets = argument("targets", of: call) else { return project }
        guard let list = resolved(targets).as(ArrayExprSyntax.self) else {
            problem(
                "the targets of '\(path)' are '\(Self.quoted(targets))', which archlint cannot evaluate; run 'tuist generate --no-open' before archlint",
                at: Syntax(targets), hidesTargets: true)
            return project
        }
        for element in list.elements {
            let expression = resolved(element.expression)
            guard let target = expression.as(FunctionCallExprSyntax.self),
                Self.isConstructor(target.calledExpression, of: "Target") || Self.isMember(target.calledExpression, "target")
            else {
                problem(
                    "a target written as '\(Self.quoted(element.expression))' is built by code archlint does not run; its files are not in the graph",
                    at: Syntax(element), hidesTargets: true)
                continue
            }
            if let read = self.target(target) { project.targets.append(read) }
        }
        return project
    }

    // MARK: Targets

    private mutating func target(_ call: FunctionCallExprSyntax) -> XcodeTarget? {
        guard let nameExpression = argument("name", of: call), let name = string(nameExpression) else {
            let written = argument("name", of: call).map { "'\(Self.quoted($0))'" } ?? "nothing"
            problem(
                "a target named \(written), which archlint cannot evaluate; its files are not in the graph: run 'tuist generate --no-open' before archlint",
                at: Syntax(call), hidesTargets: true)
            return nil
        }
        let productCase = argument("product", of: call).flatMap { $0.as(MemberAccessExprSyntax.self)?.declName.baseName.text } ?? "app"
        let productType = Self.productTypes[productCase]
        if productType == nil { problem("target '\(name)' has the product '.\(productCase)', which archlint does not know", at: Syntax(call)) }
        let productName = argument("productName", of: call).flatMap(string)
        let location = location(of: Syntax(call))
        var target = XcodeTarget(
            name: name, product: XcodeProduct(type: productType.map { "com.apple.product-type." + $0 } ?? ""),
            productFile: productType.flatMap { XcodeProduct(type: "com.apple.product-type." + $0).builtFile(named: productName ?? name) },
            location: location,
            moduleName: BuildSettings.c99Identifier(productName ?? name))
        if let sources = argument("sources", of: call) { readSources(sources, of: name, into: &target) }
        if let folders = argument("buildableFolders", of: call) { readBuildableFolders(folders, of: name, into: &target) }
        if let dependencies = argument("dependencies", of: call) {
            let before = project.problems.count
            target.dependencies = self.dependencies(dependencies, of: name)
            target.skipsDependencies = project.problems.count > before
        }
        return target
    }

    /// `"Sources/**"`, `["A/**", "B/**"]`, `.glob("A/**", excluding: [...])`,
    /// `SourceFilesList(globs: [...])`, `.paths([...])`.
    private mutating func readSources(_ expression: ExprSyntax, of name: String, into target: inout XcodeTarget) {
        let expression = resolved(expression)
        if expression.is(NilLiteralExprSyntax.self) { return }
        if let text = string(expression) {
            addGlob(text, excluding: [], of: name, at: Syntax(expression), into: &target)
            return
        }
        if let list = expression.as(ArrayExprSyntax.self) {
            for element in list.elements { readSources(element.expression, of: name, into: &target) }
            return
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if Self.isMember(call.calledExpression, "glob") || Self.isConstructor(call.calledExpression, of: "SourceFileGlob") {
                guard let first = call.arguments.first, let pattern = string(first.expression) else {
                    problem("a source glob of target '\(name)' archlint cannot evaluate; its files are not in the graph", at: Syntax(call))
                    return
                }
                var excluded: [String] = []
                if let excluding = argument("excluding", of: call) {
                    let items = resolved(excluding).as(ArrayExprSyntax.self)?.elements.map(\.expression) ?? [excluding]
                    for item in items {
                        if let text = string(item) { excluded.append(text) } else if !item.is(NilLiteralExprSyntax.self) {
                            problem("an exclusion of target '\(name)' archlint cannot evaluate; ignored", at: Syntax(item))
                        }
                    }
                }
                addGlob(pattern, excluding: excluded, of: name, at: Syntax(call), into: &target)
                return
            }
            if Self.isConstructor(call.calledExpression, of: "SourceFilesList") || Self.isMember(call.calledExpression, "paths")
                || Self.isMember(call.calledExpression, "sourceFilesList")
            {
                if let first = call.arguments.first { readSources(first.expression, of: name, into: &target) }
                return
            }
        }
        problem(
            "the sources of target '\(name)' are '\(Self.quoted(expression))', which archlint cannot evaluate; its files are not in the graph",
            at: Syntax(expression))
    }

    /// `buildableFolders: ["Sources", .folder("Kit/Sources")]` (Tuist 4): folders Xcode compiles
    /// whole, as synchronized folders.
    private mutating func readBuildableFolders(_ expression: ExprSyntax, of name: String, into target: inout XcodeTarget) {
        guard let list = resolved(expression).as(ArrayExprSyntax.self) else {
            problem("the buildable folders of target '\(name)' are '\(Self.quoted(expression))', which archlint cannot evaluate; their files are not in the graph", at: Syntax(expression))
            return
        }
        for element in list.elements {
            var path = string(element.expression)
            if path == nil, let call = resolved(element.expression).as(FunctionCallExprSyntax.self), Self.isMember(call.calledExpression, "folder") {
                path = call.arguments.first.flatMap { string($0.expression) }
                if call.arguments.count > 1 {
                    problem("the exceptions of a buildable folder of target '\(name)' are not read; its files may be too many", at: Syntax(element))
                }
            }
            guard let path else {
                problem("a buildable folder of target '\(name)' written as '\(Self.quoted(element.expression))' is not understood; its files are not in the graph", at: Syntax(element))
                continue
            }
            guard let folder = rooted(path) else {
                problem("the buildable folder '\(path)' of target '\(name)' lies outside the linted folder; its files are not in the graph", at: Syntax(element))
                continue
            }
            target.folders.append(SynchronizedFolder(path: folder))
        }
    }

    /// A glob as a folder (its part before the first wildcard) whose files the glob matches.
    private mutating func addGlob(_ pattern: String, excluding: [String], of name: String, at node: Syntax, into target: inout XcodeTarget) {
        guard let full = rooted(pattern) else {
            problem("the source '\(pattern)' of target '\(name)' lies outside the linted folder; its files are not in the graph", at: node)
            return
        }
        let parts = full.split(separator: "/", omittingEmptySubsequences: false)
        guard let wildcard = parts.firstIndex(where: { $0.contains("*") || $0.contains("{") || $0.contains("?") }) else {
            // A path without a wildcard names one file.
            if full.hasSuffix(".swift") { target.files.append(full) }
            return
        }
        let base = parts[..<wildcard].joined(separator: "/")
        target.folders.append(SynchronizedFolder(path: base, includes: [full], excludes: excluding.compactMap(rooted)))
    }

    /// A path of the manifest from the root: `//` starts at Tuist's root, anything else at the
    /// manifest's folder; `nil` when it leaves the root.
    private func rooted(_ pattern: String) -> String? {
        if pattern.hasPrefix("//") { return RelativePath.join(tuistRoot, String(pattern.dropFirst(2))) }
        if pattern.hasPrefix("/") { return nil }
        return RelativePath.join(folder, pattern)
    }

    // MARK: Dependencies

    private mutating func dependencies(_ expression: ExprSyntax, of name: String) -> [XcodeDependency] {
        guard let list = resolved(expression).as(ArrayExprSyntax.self) else {
            problem(
                "the dependencies of target '\(name)' are '\(Self.quoted(expression))', which archlint cannot evaluate; they are not in the graph",
                at: Syntax(expression))
            return []
        }
        var result: [XcodeDependency] = []
        var notUnderstood: [ArrayElementSyntax] = []
        defer {
            if let first = notUnderstood.first {
                let others = notUnderstood.count > 1 ? " and \(notUnderstood.count - 1) more" : ""
                problem(
                    "a dependency of target '\(name)' written as '\(Self.quoted(first.expression))'\(others) is not understood (a helper's value, say); skipped",
                    at: Syntax(first))
            }
        }
        for element in list.elements {
            let item = resolved(element.expression)
            let location = location(of: Syntax(element))
            if Self.isMember(item, "xctest") {
                result.append(XcodeDependency(.external("XCTest"), location: location))
                continue
            }
            guard let call = item.as(FunctionCallExprSyntax.self), let kind = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                call.calledExpression.as(MemberAccessExprSyntax.self)?.base == nil
            else {
                notUnderstood.append(element)
                continue
            }
            let first = call.arguments.first.flatMap { string($0.expression) }
            switch kind {
            case "target":
                if let target = argument("name", of: call).flatMap(string) ?? first ?? call.arguments.first.flatMap({ targetName(of: $0.expression) }) {
                    result.append(XcodeDependency(.target(name: target, project: nil), location: location))
                } else {
                    problem("a target dependency of '\(name)' whose name archlint cannot evaluate; skipped", at: Syntax(element))
                }
            case "project":
                guard let target = argument("target", of: call).flatMap(string), let pathExpression = argument("path", of: call),
                    let other = projectPath(pathExpression)
                else {
                    problem("a project dependency of '\(name)' archlint cannot evaluate; skipped", at: Syntax(element))
                    continue
                }
                result.append(XcodeDependency(.target(name: target, project: other), location: location))
            case "external":
                // A package of `Tuist/Package.swift`: remote, or local (`.package(path:)`), whose
                // product maps to its targets as any local package's does.
                if let product = argument("name", of: call).flatMap(string) ?? first {
                    result.append(XcodeDependency(.packageProduct(name: product, localPackage: nil, isRemote: false), location: location))
                }
            case "package":
                // `type: .plugin` attaches a build-tool plugin (SwiftLint's), which is no module.
                let type = argument("type", of: call).flatMap { $0.as(MemberAccessExprSyntax.self)?.declName.baseName.text }
                if type == "plugin" { continue }
                if let product = argument("product", of: call).flatMap(string) ?? first {
                    result.append(XcodeDependency(.packageProduct(name: product, localPackage: nil, isRemote: false), location: location))
                }
            case "sdk":
                if let sdk = argument("name", of: call).flatMap(string) ?? first {
                    let typeCase = argument("type", of: call).flatMap { $0.as(MemberAccessExprSyntax.self)?.declName.baseName.text }
                    let module = sdk.hasSuffix(".framework") ? String(sdk.dropLast(".framework".count)) : sdk
                    if typeCase == nil ? sdk.hasSuffix(".framework") : typeCase == "framework" {
                        result.append(XcodeDependency(.external(module), location: location))
                    }
                }
            case "xcframework", "framework":
                if let path = argument("path", of: call).flatMap(string) ?? first, let module = XcodeDependency.frameworkModule(path) {
                    result.append(XcodeDependency(.external(module), location: location))
                }
            case "library", "bundle", "macro":
                continue
            default:
                problem("a dependency of target '\(name)' of the kind '.\(kind)' archlint does not know; skipped", at: Syntax(element))
            }
        }
        return result
    }

    /// The manifest of the project a `.project(target:path:)` names: `"../Core"`,
    /// `.relativeToRoot("Projects/Core")`, `.relativeToManifest("../Core")`.
    private func projectPath(_ expression: ExprSyntax) -> String? {
        var folderPath: String?
        if let text = string(expression) {
            folderPath = rooted(text)
        } else if let call = resolved(expression).as(FunctionCallExprSyntax.self), let first = call.arguments.first.flatMap({ string($0.expression) }) {
            if Self.isMember(call.calledExpression, "relativeToRoot") { folderPath = RelativePath.join(tuistRoot, first) }
            if Self.isMember(call.calledExpression, "relativeToManifest") { folderPath = rooted(first) }
        }
        return folderPath.map { $0.isEmpty ? "Project.swift" : $0 + "/Project.swift" }
    }

    // MARK: Expressions

    private func argument(_ label: String, of call: FunctionCallExprSyntax) -> ExprSyntax? {
        call.arguments.first { $0.label?.text == label }?.expression
    }

    /// The name of the target a constant holds (`.target(appTarget)`, Tuist's shorthand for
    /// `.target(name: appTarget.name)`): `.target(name: ...)` or `Target(name: ...)`.
    private func targetName(of expression: ExprSyntax) -> String? {
        guard expression.is(DeclReferenceExprSyntax.self), let call = resolved(expression).as(FunctionCallExprSyntax.self),
            Self.isMember(call.calledExpression, "target") || Self.isConstructor(call.calledExpression, of: "Target")
                || call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Target"
        else { return nil }
        return argument("name", of: call).flatMap(string)
    }

    /// The expression, or the value of the top-level constant it names.
    private func resolved(_ expression: ExprSyntax) -> ExprSyntax {
        var current = expression
        var steps = 0
        while let reference = current.as(DeclReferenceExprSyntax.self), let value = constants[reference.baseName.text], steps < 8 {
            current = value
            steps += 1
        }
        return current
    }

    /// A string literal without interpolation, or a constant holding one.
    private func string(_ expression: ExprSyntax) -> String? {
        guard let literal = resolved(expression).as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in literal.segments {
            guard let part = segment.as(StringSegmentSyntax.self) else { return nil }
            text += part.content.text
        }
        return text
    }

    private static func isConstructor(_ callee: ExprSyntax, of type: String) -> Bool {
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == type }
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init" {
            return member.base == nil || member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == type
        }
        return false
    }

    /// `.name(...)` or `Type.name(...)`.
    private static func isMember(_ callee: ExprSyntax, _ name: String) -> Bool {
        callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text == name
    }

    /// `Project(...)`, `Project.makeModule(...)`, `.init(...)` of a project.
    private static func buildsProject(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
        if isConstructor(call.calledExpression, of: "Project") { return true }
        return call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Project"
    }

    /// An expression as a message quotes it: on one line, at most 60 characters (``ArchCore/Excerpt``).
    static func quoted(_ expression: some SyntaxProtocol) -> String { Excerpt.of(expression.trimmedDescription) }

    private static func callee(of expression: ExprSyntax) -> String {
        let called = expression.as(FunctionCallExprSyntax.self)?.calledExpression ?? expression
        return quoted(called) + (expression.is(FunctionCallExprSyntax.self) ? "(...)" : "")
    }

    private func location(of node: Syntax) -> ArchCore.SourceLocation {
        let position = node.positionAfterSkippingLeadingTrivia
        let location = converter.location(for: position)
        return ArchCore.SourceLocation(file: path, line: location.line, column: location.column)
    }

    private mutating func problem(_ message: String, at node: Syntax, hidesTargets: Bool = false) {
        project.problems.append(XcodeProblem(message: message, location: location(of: node), hidesTargets: hidesTargets))
    }

    // MARK: Products

    /// Tuist's `Product` cases, as Xcode product types (without `com.apple.product-type.`).
    static let productTypes: [String: String] = [
        "app": "application", "staticLibrary": "library.static", "dynamicLibrary": "library.dynamic",
        "framework": "framework", "staticFramework": "framework.static", "unitTests": "bundle.unit-test",
        "uiTests": "bundle.ui-testing", "bundle": "bundle", "commandLineTool": "tool", "appExtension": "app-extension",
        "watch2App": "application.watchapp2", "watch2Extension": "watchkit2-extension", "tvTopShelfExtension": "tv-app-extension",
        "messagesExtension": "app-extension.messages", "stickerPackExtension": "app-extension.messages-sticker-pack",
        "appClip": "application.on-demand-install-capable", "xpc": "xpc-service", "systemExtension": "system-extension",
        "extensionKitExtension": "extensionkit-extension", "macro": "tool",
    ]
}

/// The first place swift-syntax could not parse: a missing token or unexpected text.
private final class FirstSyntaxError: SyntaxVisitor {
    var error: Syntax?

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        if error == nil { error = Syntax(node) }
        return .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if error == nil, token.presence == .missing { error = Syntax(token) }
        return .skipChildren
    }
}
