import ArchCore
import Rules
import SwiftSyntax

/// The edits of one manifest, gathered per array literal before any is made, so removals and
/// additions in one list agree on its commas.
struct EditPlan {
    let editor: ManifestEditor
    var added: [String] = []
    var removed: [String] = []
    var packagesAdded: [String] = []
    var packagesRemoved: [String] = []
    var skipped: [ManifestEditor.Skipped] = []
    var changes: [Int: ListChange] = [:]
    /// The entries the plan removes from targets' lists.
    var removedElements: [ArrayElementSyntax] = []
    private var newArguments: [(call: FunctionCallExprSyntax, entries: [String])] = []
    private var packagePaths: [String] = []

    init(editor: ManifestEditor) { self.editor = editor }

    mutating func add(_ fix: ManifestFix, removableShared: Set<SourceLocation>) {
        let name = fix.module.name
        guard let call = editor.nodes.calls[fix.target] else {
            skipAll(fix, "archlint found its declaration elsewhere than this file says")
            return
        }
        if let why = call.unsafeContext ?? call.renamesModules {
            skipAll(fix, why)
            return
        }
        let own = Self.dependencyArrays(of: call)
        for removal in fix.removals {
            let edit = "remove '\(removal.name)' from '\(name)'"
            guard let element = editor.nodes.elements[removal.location],
                let array = element.parent?.parent?.as(ArrayExprSyntax.self)
            else {
                skip(removal.location, edit, "the entry is not an element of a list literal")
                continue
            }
            if let why = element.unsafeContext ?? array.uneditable {
                skip(removal.location, edit, why)
                continue
            }
            guard own.contains(where: { $0.id == array.id }) || removableShared.contains(removal.location) else {
                skip(removal.location, edit, "the entry is in a list other targets share, and not every one of them leaves it unused")
                continue
            }
            let index = array.elements.firstIndex { $0.id == element.id }.map { array.elements.distance(from: array.elements.startIndex, to: $0) }
            guard let index else { continue }
            changes[array.position.utf8Offset, default: ListChange(array: array)].removing.insert(index)
            removedElements.append(element)
            removed.append("'\(removal.name)' from '\(name)'")
        }
        guard !fix.additions.isEmpty else { return }
        let dependencies = call.arguments.first { $0.label?.text == "dependencies" }
        if dependencies != nil && own.isEmpty {
            for addition in fix.additions {
                skip(addition.importedAt, "add '\(addition.module)' to '\(name)'",
                     "the target's dependencies are an expression (a constant or a call), not a list literal")
            }
            return
        }
        if let why = own.last?.uneditable {
            for addition in fix.additions { skip(addition.importedAt, "add '\(addition.module)' to '\(name)'", why) }
            return
        }
        var entries: [(key: String, text: String)] = []
        for addition in fix.additions {
            if case .product(_, _, let path?) = addition.declaration, !addPackage(path) {
                skip(addition.importedAt, "add '\(addition.module)' to '\(name)'",
                     "the package's own dependencies are not a list literal, so '.package(path: \"\(path)\")' cannot be added")
                continue
            }
            let text = entryText(addition.declaration, style: own.last)
            let key = Self.key(of: addition.declaration)
            guard !(own.last.map { Self.keys(of: $0).contains(key) } ?? false), !entries.contains(where: { $0.key == key }) else { continue }
            entries.append((key, text))
            added.append("\(text) to '\(name)'")
        }
        guard !entries.isEmpty else { return }
        if let array = own.last {
            changes[array.position.utf8Offset, default: ListChange(array: array)].inserting += entries
        } else {
            newArguments.append((call, entries.map(\.text)))
        }
    }

    private mutating func skipAll(_ fix: ManifestFix, _ reason: String) {
        for removal in fix.removals { skip(removal.location, "remove '\(removal.name)' from '\(fix.module.name)'", reason) }
        for addition in fix.additions { skip(addition.importedAt, "add '\(addition.module)' to '\(fix.module.name)'", reason) }
    }

    private mutating func skip(_ location: SourceLocation, _ edit: String, _ reason: String) {
        skipped.append(.init(location: location, edit: edit, reason: reason))
    }

    /// Registers `.package(path:)`; false when the package call's dependencies cannot take it.
    private mutating func addPackage(_ path: String) -> Bool {
        guard let package = editor.nodes.packageCall, package.unsafeContext == nil else { return false }
        if let argument = package.arguments.first(where: { $0.label?.text == "dependencies" }) {
            guard argument.expression.is(ArrayExprSyntax.self) else { return false }
        } else if !package.arguments.contains(where: { $0.label?.text == "targets" }) {
            return false
        }
        if !packagePaths.contains(path) {
            packagePaths.append(path)
            packagesAdded.append(".package(path: \"\(path)\")")
        }
        return true
    }

    /// Every edit, computed on the original tree.
    func edits() -> [TextEdit] {
        var edits: [TextEdit] = []
        var changes = changes
        var packageArgument: [String] = []
        if !packagePaths.isEmpty, let package = editor.nodes.packageCall {
            let texts = packagePaths.map { ".package(path: \(Self.literal($0)))" }
            if let array = package.arguments.first(where: { $0.label?.text == "dependencies" })?.expression.as(ArrayExprSyntax.self) {
                changes[array.position.utf8Offset, default: ListChange(array: array)].appending += texts
            } else {
                packageArgument = texts
            }
        }
        for change in changes.values.sorted(by: { $0.array.position < $1.array.position }) { edits += change.edits() }
        for (call, entries) in newArguments { edits += Self.newArgument("dependencies", entries, after: "name", in: call) }
        if !packageArgument.isEmpty, let package = editor.nodes.packageCall {
            edits += Self.newArgument("dependencies", packageArgument, before: "targets", in: package)
        }
        return edits
    }
}
