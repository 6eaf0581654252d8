import ArchCore
import Rules
import SwiftSyntax

extension EditPlan {
    /// The target's own array literals of dependencies: the `dependencies:` argument, or the
    /// literal side of `shared + [...]`.
    static func dependencyArrays(of call: FunctionCallExprSyntax) -> [ArrayExprSyntax] {
        guard let expression = call.arguments.first(where: { $0.label?.text == "dependencies" })?.expression else { return [] }
        if let array = expression.as(ArrayExprSyntax.self) { return [array] }
        // `shared + ["X"]` parses as a sequence of operands and operators.
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return [] }
        let operators = sequence.elements.compactMap { $0.as(BinaryOperatorExprSyntax.self)?.operator.text }
        guard !operators.isEmpty, operators.allSatisfy({ $0 == "+" }) else { return [] }
        return sequence.elements.compactMap { $0.as(ArrayExprSyntax.self) }
    }

    /// What an entry declares, for sorting and to see it is already there: its name.
    static func key(of declaration: ManifestFix.Declaration) -> String {
        switch declaration {
        case .target(let name), .byName(let name), .product(let name, _, _): name
        }
    }

    static func key(of expression: ExprSyntax) -> String? {
        if let literal = expression.as(StringLiteralExprSyntax.self) { return literal.plainText }
        guard let call = expression.as(FunctionCallExprSyntax.self),
            let name = call.arguments.first(where: { $0.label?.text == "name" })?.expression.as(StringLiteralExprSyntax.self)
        else { return nil }
        return name.plainText
    }

    static func keys(of array: ArrayExprSyntax) -> [String] { array.elements.compactMap { key(of: $0.expression) } }

    /// The entry as a person would write it in this list: a target of the same package as a bare
    /// string, or as `.target(name:)` where the list (else the manifest) writes targets that way.
    func entryText(_ declaration: ManifestFix.Declaration, style array: ArrayExprSyntax?) -> String {
        switch declaration {
        case .byName(let name): return Self.literal(name)
        case .product(let name, let package, _): return ".product(name: \(Self.literal(name)), package: \(Self.literal(package)))"
        case .target(let name):
            let (bare, calls) = Self.forms(array.map { Array($0.elements) } ?? [])
            let prefersCalls = bare + calls > 0 ? calls > 0 && bare == 0 : Self.formsPreferCalls(editor.nodes.elements.values)
            return prefersCalls ? ".target(name: \(Self.literal(name)))" : Self.literal(name)
        }
    }

    private static func forms(_ elements: [ArrayElementSyntax]) -> (bare: Int, calls: Int) {
        var bare = 0, calls = 0
        for element in elements {
            if element.expression.is(StringLiteralExprSyntax.self) { bare += 1 }
            if let call = element.expression.as(FunctionCallExprSyntax.self),
                call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "target"
            {
                calls += 1
            }
        }
        return (bare, calls)
    }

    /// Across the manifest's `dependencies:` lists of targets.
    private static func formsPreferCalls(_ elements: Dictionary<SourceLocation, ArrayElementSyntax>.Values) -> Bool {
        let inTargets = elements.filter { element in
            element.parent?.parent?.parent?.as(LabeledExprSyntax.self)?.label?.text == "dependencies"
                && element.parent?.parent?.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)?.calledExpression
                    .as(MemberAccessExprSyntax.self)?.declName.baseName.text != "package"
        }
        let (bare, calls) = forms(Array(inTargets))
        return calls > bare
    }

    /// A Swift string literal of `text`.
    static func literal(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if character == "\\" || character == "\"" { escaped.append("\\") }
            escaped.append(character)
        }
        return "\"" + escaped + "\""
    }

    /// `label: [entries]` as a new argument of `call`, after the argument `after` or before the
    /// argument `before`, on its own line when the arguments are on lines of their own.
    static func newArgument(
        _ label: String, _ entries: [String], after: String? = nil, before: String? = nil, in call: FunctionCallExprSyntax
    ) -> [TextEdit] {
        let arguments = Array(call.arguments)
        let argument = "\(label): [\(entries.joined(separator: ", "))]"
        if let before, let index = arguments.firstIndex(where: { $0.label?.text == before }) {
            let next = arguments[index]
            let start = next.positionAfterSkippingLeadingTrivia.utf8Offset
            let separator = next.leadingTrivia.hasNewline ? ",\n" + next.leadingTrivia.indentation : ", "
            return [.insert(argument + separator, at: start)]
        }
        guard let after, let index = arguments.firstIndex(where: { $0.label?.text == after }) else { return [] }
        let previous = arguments[index]
        if previous.trailingComma != nil, index + 1 < arguments.count {
            let next = arguments[index + 1]
            if next.leadingTrivia.hasNewline {
                return [.insert("\n" + next.leadingTrivia.indentation + argument + ",", at: previous.endPosition.utf8Offset)]
            }
            return [.insert(argument + ", ", at: next.positionAfterSkippingLeadingTrivia.utf8Offset)]
        }
        let end = previous.expression.endPositionBeforeTrailingTrivia.utf8Offset
        let separator = previous.leadingTrivia.hasNewline ? ",\n" + previous.leadingTrivia.indentation : ", "
        return [.insert(separator + argument, at: end)]
    }
}

extension StringLiteralExprSyntax {
    /// The text of a literal without interpolation; nil otherwise.
    var plainText: String? {
        guard segments.count == 1, let segment = segments.first?.as(StringSegmentSyntax.self) else { return segments.isEmpty ? "" : nil }
        return segment.content.text
    }
}

extension Trivia {
    var hasNewline: Bool {
        contains { piece in
            switch piece {
            case .newlines, .carriageReturns, .carriageReturnLineFeeds: true
            default: false
            }
        }
    }

    /// The spaces and tabs after the last line break.
    var indentation: String {
        var indent = ""
        for piece in self {
            switch piece {
            case .newlines, .carriageReturns, .carriageReturnLineFeeds: indent = ""
            case .spaces(let count): indent += String(repeating: " ", count: count)
            case .tabs(let count): indent += String(repeating: "\t", count: count)
            default: break
            }
        }
        return indent
    }

    /// The byte offset, from the trivia's start, of its last line break; nil without one.
    var lastNewlineOffset: Int? {
        var offset = 0
        var last: Int?
        for piece in self {
            let length = piece.sourceLength.utf8Length
            switch piece {
            case .newlines, .carriageReturns: last = offset + length - 1
            case .carriageReturnLineFeeds: last = offset + length - 2
            default: break
            }
            offset += length
        }
        return last
    }
}
