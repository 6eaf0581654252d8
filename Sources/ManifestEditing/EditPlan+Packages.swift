import SwiftSyntax

extension EditPlan {
    /// After the plan removes a target's last `.product(name:package: "P")`, the package entry
    /// `.package(url: …/P.git, …)` (or `path:`) is unused: SwiftPM warns "dependency 'P' is not
    /// used by any target". It is removed too, only when nothing else in the manifest names the
    /// package, as a string anywhere (another product entry, a by-name dependency, a plugin's
    /// `package:`) or in an entry the plan adds, and when its list can be edited safely. A package
    /// that was unused before `fix` ran stays: the imports say nothing about why it is there.
    mutating func dropPackagesLeftUnused() {
        guard !removedElements.isEmpty, editor.parsedWhole, let package = editor.nodes.packageCall, package.unsafeContext == nil,
            let array = package.arguments.first(where: { $0.label?.text == "dependencies" })?.expression.as(ArrayExprSyntax.self),
            array.uneditable == nil
        else { return }
        let candidates = Set(removedElements.compactMap { Self.packageArgument(of: $0.expression)?.lowercased() })
        guard !candidates.isEmpty else { return }
        let removedRanges = removedElements.map(\.range)
        let addedTexts = added.map { $0.lowercased() }
        for (index, element) in array.elements.enumerated() {
            guard let identity = Self.packageIdentity(of: element.expression), candidates.contains(identity) else { continue }
            let elsewhere = editor.tree.tokens(viewMode: .sourceAccurate).contains { token in
                guard case .stringSegment(let text) = token.tokenKind, text.lowercased() == identity else { return false }
                let position = token.position
                return !element.range.contains(position) && !removedRanges.contains { $0.contains(position) }
            }
            guard !elsewhere, !addedTexts.contains(where: { $0.contains("\"\(identity)\"") }) else { continue }
            changes[array.position.utf8Offset, default: ListChange(array: array)].removing.insert(index)
            packagesRemoved.append("'\(identity)' (no target uses it any more)")
        }
    }

    /// `package: "P"` of `.product(name:package:)` (or `.plugin(name:package:)`).
    static func packageArgument(of expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        return call.arguments.first { $0.label?.text == "package" }?.expression.as(StringLiteralExprSyntax.self)?.plainText
    }

    /// The identity SwiftPM gives a `.package(…)` entry, lowercased: its `name:` where one is
    /// given (the tools-version 5.2 form), else the last component of its `url:` or `path:`
    /// without `.git`; nil for anything else (a `.package(id:)` of a registry, an expression).
    static func packageIdentity(of expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self),
            call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "package"
        else { return nil }
        func string(_ label: String) -> String? {
            call.arguments.first { $0.label?.text == label }?.expression.as(StringLiteralExprSyntax.self)?.plainText
        }
        if let name = string("name") { return name.lowercased() }
        guard var location = string("url") ?? string("path") else { return nil }
        while location.hasSuffix("/") { location.removeLast() }
        var last = location.split(separator: "/").last.map(String.init) ?? location
        if last.lowercased().hasSuffix(".git") { last.removeLast(4) }
        return last.isEmpty ? nil : last.lowercased()
    }
}
