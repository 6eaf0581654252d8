import ArchCore
import Rules
import SwiftLexing
import SwiftParser
import SwiftSyntax

/// Applies `ManifestFix`es to one `Package.swift`, by editing at the nodes of its syntax tree:
/// entries are added to and removed from the target's `dependencies:` array literal, everything
/// else stays byte for byte (formatting, comments, trailing commas, the order of other entries).
/// An edit it cannot make safely is skipped and said why: a target built by a helper function or
/// under `#if`, dependencies held in an expression, an entry of a list other targets share and
/// still need.
public struct ManifestEditor {
    public struct Skipped: Hashable, Sendable {
        public var location: SourceLocation
        /// `add 'X' to 'T'` or `remove 'X' from 'T'`.
        public var edit: String
        public var reason: String
    }

    public struct Outcome: Sendable {
        public var text: String
        public var added: [String]
        public var removed: [String]
        public var packagesAdded: [String]
        /// Package dependencies removed with the last entry that named them: `'swift-log' (…)`.
        public var packagesRemoved: [String]
        public var skipped: [Skipped]
        public var changed: Bool
    }

    let text: String
    let file: String
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter
    let nodes: SyntaxIndex
    /// Whether the tree holds the whole text: no part was cut or blanked for the parse's bounds.
    let parsedWhole: Bool

    /// The manifest reader's bounds (`ManifestReader.maximumBracketDepth`, `.maximumNestingLevel`).
    static let maximumBracketDepth = 8
    static let maximumNestingLevel = 100

    public init(text: String, file: String) {
        self.text = text
        self.file = file
        // As the manifest reader parses it: arrays nested deeper than real manifests nest them are
        // blanked first (the parse would take exponential time; 40 nested `[` ran for minutes),
        // which keeps every other position, so edits still apply to the text as written.
        // Past one of ParseBounds, only the lines before it, as the reader reads them.
        var source = text
        var whole = true
        tree = source.withUTF8 { bytes in
            guard let cut = ParseBounds.firstCut(in: bytes) else { return Self.parse(bytes, whole: &whole) }
            whole = false
            return Self.parse(UnsafeBufferPointer(rebasing: bytes[..<SourcePosition(of: cut.offset, in: bytes).lineStart]), whole: &whole)
        }
        parsedWhole = whole
        converter = SourceLocationConverter(fileName: file, tree: tree)
        nodes = SyntaxIndex(tree, file: file, converter: converter)
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>, whole: inout Bool) -> SourceFileSyntax {
        guard let (blanked, _) = Blanking.squareBrackets(deeperThan: maximumBracketDepth, in: bytes) else {
            return Parser.parse(source: bytes, maximumNestingLevel: maximumNestingLevel)
        }
        whole = false
        return blanked.withUnsafeBufferPointer { Parser.parse(source: $0, maximumNestingLevel: maximumNestingLevel) }
    }

    /// `fixes` are this manifest's; `removableShared` holds the entries of lists several targets
    /// share that every one of them leaves unused (only those may be removed from a shared list).
    public func apply(_ fixes: [ManifestFix], removableShared: Set<SourceLocation> = []) -> Outcome {
        var plan = EditPlan(editor: self)
        for fix in fixes { plan.add(fix, removableShared: removableShared) }
        plan.dropPackagesLeftUnused()
        // A manifest written with CRLF line ends gets CRLF in the lines fix adds.
        let crlf = text.first { $0 == "\n" || $0 == "\r\n" } == "\r\n"
        let edits = crlf ? plan.edits().map { $0.withLineEnds("\r\n") } : plan.edits()
        let result = TextEdit.apply(edits, to: text)
        return Outcome(
            text: result, added: plan.added, removed: plan.removed, packagesAdded: plan.packagesAdded, packagesRemoved: plan.packagesRemoved,
            skipped: plan.skipped.sorted { $0.location < $1.location }, changed: result != text)
    }

    func location(_ node: some SyntaxProtocol) -> SourceLocation {
        let place = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return SourceLocation(file: file, line: place.line, column: place.column)
    }
}

/// The calls and array elements of a manifest, by where they start (what `Manifest` records).
struct SyntaxIndex {
    var calls: [SourceLocation: FunctionCallExprSyntax] = [:]
    var elements: [SourceLocation: ArrayElementSyntax] = [:]
    var packageCall: FunctionCallExprSyntax?

    init(_ tree: SourceFileSyntax, file: String, converter: SourceLocationConverter) {
        let visitor = Collector(viewMode: .sourceAccurate)
        visitor.walk(tree)
        func key(_ node: some SyntaxProtocol) -> SourceLocation {
            let place = converter.location(for: node.positionAfterSkippingLeadingTrivia)
            return SourceLocation(file: file, line: place.line, column: place.column)
        }
        for call in visitor.calls { calls[key(call)] = call }
        for element in visitor.elements { elements[key(element)] = element }
        // `Package(...)`, also written `PackageDescription.Package(...)` or `Package.init(...)`.
        packageCall = visitor.calls.first { call in
            ["Package", "PackageDescription.Package", "Package.init", "PackageDescription.Package.init"]
                .contains(call.calledExpression.trimmedDescription)
        }
    }

    private final class Collector: SyntaxVisitor {
        var calls: [FunctionCallExprSyntax] = []
        var elements: [ArrayElementSyntax] = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            calls.append(node)
            return .visitChildren
        }

        override func visit(_ node: ArrayElementSyntax) -> SyntaxVisitorContinueKind {
            elements.append(node)
            return .visitChildren
        }
    }
}

extension SyntaxProtocol {
    /// Why an edit here would not be safe: inside a function or a computed value (a helper that
    /// may build several targets), or under `#if` (the other branch is not seen).
    var unsafeContext: String? {
        var node = parent
        while let current = node {
            // An immediately called closure is read like the top level; a function or a computed
            // value may build several targets from one declaration.
            if current.is(FunctionDeclSyntax.self) || current.is(AccessorBlockSyntax.self) {
                return "it is built by a helper function"
            }
            if current.is(IfConfigClauseSyntax.self) { return "it is under #if" }
            node = current.parent
        }
        return nil
    }
}

extension ArrayExprSyntax {
    /// Why the list cannot be edited safely: it holds `#if` (which Swift does not allow in an
    /// array literal, so archlint's reading of it is a guess) or text the parser could not read.
    var uneditable: String? {
        if tokens(viewMode: .all).contains(where: { $0.tokenKind == .poundIf }) { return "the list holds #if" }
        if hasError { return "the list holds text the parser could not read" }
        return nil
    }
}

extension FunctionCallExprSyntax {
    /// Why a target's imports do not name its dependencies: it renames modules
    /// (`moduleAliases:`, or `-module-alias` in its flags), which archlint does not follow.
    var renamesModules: String? {
        let renames = tokens(viewMode: .sourceAccurate).contains { token in
            token.text == "moduleAliases" || token.text == "-module-alias"
        }
        return renames ? "the target renames modules (moduleAliases: or -module-alias), which archlint does not follow" : nil
    }
}
