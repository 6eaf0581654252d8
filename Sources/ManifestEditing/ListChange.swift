import SwiftSyntax

/// The changes of one array literal: elements to remove (by index), entries to insert (in
/// sorted position when the list is sorted, else at the end), entries to append. Its edits keep
/// the list's layout: one entry per line with the same indentation, or all on one line; a
/// trailing comma after the last entry when the list had one, none when it had none.
struct ListChange {
    let array: ArrayExprSyntax
    var removing: Set<Int> = []
    var inserting: [(key: String, text: String)] = []
    var appending: [String] = []

    init(array: ArrayExprSyntax) { self.array = array }

    /// Entries for an empty list whose brackets hold a comment (`[ // none yet`): on lines of their
    /// own before the closing bracket's line, the comment kept; nil when there is no comment.
    private func insertionKeepingComments(_ texts: [String], indent: String, trailingComma: Bool) -> TextEdit? {
        let trivia = array.leftSquare.trailingTrivia + array.rightSquare.leadingTrivia
        guard trivia.contains(where: \.isComment) else { return nil }
        guard let newline = array.rightSquare.leadingTrivia.lastNewlineOffset else {
            return .insert(texts.joined(separator: ", "), at: array.leftSquare.endPositionBeforeTrailingTrivia.utf8Offset)
        }
        let body = texts.map { indent + $0 + "," }.joined(separator: "\n") + "\n"
        return .insert(body, at: array.rightSquare.position.utf8Offset + newline + 1)
    }

    /// `.product(name:package:)`.
    static func isProduct(_ expression: ExprSyntax) -> Bool {
        expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "product"
    }

    func edits() -> [TextEdit] {
        let elements = Array(array.elements)
        let kept = elements.indices.filter { !removing.contains($0) }
        let trailingComma = elements.last?.trailingComma != nil
        let multiline = elements.contains { $0.leadingTrivia.hasNewline } || array.rightSquare.leadingTrivia.hasNewline
        let indent = elements.first.map { $0.leadingTrivia.indentation } ?? (array.rightSquare.leadingTrivia.indentation + "    ")
        // Where each new entry goes: lists often keep targets first and products after them;
        // then an entry joins its own group. Within the list (or group), before the first kept
        // entry that sorts after it when the entries are sorted; else after the last.
        let keys = elements.map { EditPlan.key(of: $0.expression) }
        let products = elements.map { Self.isProduct($0.expression) }
        let grouped = products.contains(true) && products.contains(false) && products == products.sorted { !$0 && $1 }
        var before: [Int: [String]] = [:]
        var atEnd: [String] = []
        // Targets before products where several go to one place, each kind by name.
        let ordered = inserting.sorted { a, b in
            let (aProduct, bProduct) = (a.text.hasPrefix(".product("), b.text.hasPrefix(".product("))
            return aProduct != bProduct ? !aProduct : a.key.lowercased() < b.key.lowercased()
        }
        for entry in ordered {
            let isProduct = entry.text.hasPrefix(".product(")
            let group = elements.indices.filter { !grouped || products[$0] == isProduct }
            let groupKeys = group.map { keys[$0] }
            let sorted = group.count >= 2 && groupKeys.allSatisfy { $0 != nil }
                && zip(groupKeys, groupKeys.dropFirst()).allSatisfy { $0!.lowercased() <= $1!.lowercased() }
            let keptGroup = kept.filter { group.contains($0) }
            if sorted, let index = keptGroup.first(where: { keys[$0]!.lowercased() > entry.key.lowercased() }) {
                before[index, default: []].append(entry.text)
            } else if grouped, let last = keptGroup.last ?? (isProduct ? nil : kept.first.map { $0 - 1 }),
                let next = kept.first(where: { $0 > last })
            {
                before[next, default: []].append(entry.text)
            } else {
                atEnd.append(entry.text)
            }
        }
        atEnd += appending
        if elements.isEmpty, !atEnd.isEmpty, let edit = insertionKeepingComments(atEnd, indent: indent, trailingComma: true) {
            return [edit]
        }
        guard let last = kept.last else {
            // Nothing left of the old entries: the new content between the brackets.
            guard !removing.isEmpty || !atEnd.isEmpty else { return [] }
            let start = array.leftSquare.endPositionBeforeTrailingTrivia.utf8Offset
            let end = array.rightSquare.positionAfterSkippingLeadingTrivia.utf8Offset
            guard !atEnd.isEmpty else { return [.delete(start, end)] }
            guard multiline else { return [TextEdit(start: start, end: end, replacement: atEnd.joined(separator: ", "))] }
            let body = atEnd.map { "\n" + indent + $0 }.joined(separator: ",") + (trailingComma || elements.isEmpty ? "," : "")
            return [TextEdit(start: start, end: end, replacement: body + "\n" + array.rightSquare.leadingTrivia.indentation)]
        }
        var edits: [TextEdit] = []
        for index in removing.sorted() {
            let element = elements[index]
            let start = multiline ? element.leadingTrivia.lastNewlineOffset.map { element.position.utf8Offset + $0 } : nil
            edits.append(.delete(start ?? element.positionAfterSkippingLeadingTrivia.utf8Offset, element.endPosition.utf8Offset))
        }
        for (index, texts) in before.sorted(by: { $0.key < $1.key }) {
            let element = elements[index]
            if element.leadingTrivia.hasNewline {
                // On lines of their own, before the entry's leading comments, which stay with it.
                edits.append(.insert(texts.map { "\n" + indent + $0 + "," }.joined(), at: element.position.utf8Offset))
            } else {
                edits.append(.insert(texts.map { $0 + ", " }.joined(), at: element.positionAfterSkippingLeadingTrivia.utf8Offset))
            }
        }
        let lastElement = elements[last]
        let isOriginalLast = last == elements.count - 1
        if !atEnd.isEmpty {
            let hasComma = lastElement.trailingComma != nil
            if !hasComma { edits.append(.insert(",", at: lastElement.expression.endPositionBeforeTrailingTrivia.utf8Offset)) }
            if multiline {
                let body = atEnd.enumerated().map { offset, text in
                    "\n" + indent + text + (offset < atEnd.count - 1 || trailingComma ? "," : "")
                }
                edits.append(.insert(body.joined(), at: lastElement.endPosition.utf8Offset))
            } else {
                let lead = hasComma && !isOriginalLast ? "" : " "
                edits.append(.insert(lead + atEnd.joined(separator: ", ") + (trailingComma ? "," : ""), at: lastElement.endPosition.utf8Offset))
            }
        } else if !isOriginalLast, !trailingComma, let comma = lastElement.trailingComma {
            // The old last entry went: its predecessor's comma goes too (with the space after it on one line).
            let start = comma.positionAfterSkippingLeadingTrivia.utf8Offset
            edits.append(.delete(start, multiline ? start + 1 : lastElement.endPosition.utf8Offset))
        }
        return edits
    }
}
