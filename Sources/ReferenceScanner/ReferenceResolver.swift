import ArchCore

/// Which files of one module each file uses, from the names it writes (``FileSymbols``), without
/// a type checker.
///
/// A name resolves to the closest declaration in scope: a member of an enclosing type (declared in
/// the type or in any `extension` of it, in any file), then a top-level declaration of the same
/// file, then the top-level declarations of the module's other files (all of them when several
/// files declare the name; `private` and `fileprivate` ones never leave their file). A name that
/// resolves to none of them belongs to an imported module, or is a member of a value whose type is
/// not known: it is not a reference. `Foo.Bar` also leads to where `Foo`'s member `Bar` is declared.
public enum ReferenceResolver {
    private struct Target {
        var file: String
        var declaration: FileSymbols.Declaration
        var name: String { declaration.name }
        var location: SourceLocation { declaration.location }
    }

    /// One ``FileReference`` per (file, file it uses), at the first use, in path order.
    /// The module's declarations, by the name other code writes.
    private struct Declarations {
        struct Private: Hashable {
            var file: String
            var name: String
        }

        /// Top-level declarations every file of the module sees.
        var topLevel: [String: [Target]] = [:]
        /// Top-level `private` and `fileprivate` declarations, seen by their own file only.
        var filePrivate: [Private: [Target]] = [:]
        /// Members, by `Type.member`.
        var members: [String: [Target]] = [:]

        init(_ files: [FileSymbols]) {
            for symbols in files {
                for declaration in symbols.declarations {
                    let target = Target(file: symbols.file, declaration: declaration)
                    if declaration.name.contains(".") {
                        members[declaration.name, default: []].append(target)
                    } else if declaration.isFilePrivate {
                        filePrivate[Private(file: symbols.file, name: declaration.name), default: []].append(target)
                    } else {
                        topLevel[declaration.name, default: []].append(target)
                    }
                }
            }
        }
    }

    public static func references(module: ModuleID, files: [FileSymbols]) -> [FileReference] {
        let declarations = Declarations(files)
        var result: [FileReference] = []
        for symbols in files.sorted(by: { $0.file < $1.file }) {
            var byFile: [String: FileReference] = [:]
            for reference in symbols.references {
                for target in targets(of: reference, in: symbols.file, declarations)
                where target.file != symbols.file {
                    if var existing = byFile[target.file] {
                        existing.others += 1
                        byFile[target.file] = existing
                    } else {
                        byFile[target.file] = FileReference(
                            module: module, file: symbols.file, declaringFile: target.file, name: target.name,
                            location: reference.location, declaration: target.location)
                    }
                }
            }
            result += byFile.values.sorted { $0.declaringFile < $1.declaringFile }
        }
        return result
    }

    private static func targets(
        of reference: FileSymbols.Reference, in file: String, _ declarations: Declarations
    ) -> [Target] {
        let (topLevel, members) = (declarations.topLevel, declarations.members)
        // The call is the name's (`foo(x:)`, `Foo(...)`) or the member's (`Foo.bar(x:)`).
        let nameCall = reference.member == nil ? reference.call : nil
        func callable(_ targets: [Target]?, _ call: FileSymbols.Call?) -> [Target] {
            (targets ?? []).filter { $0.declaration.accepts(call) }
        }
        var found: [Target] = []
        var resolvedName: String?
        for context in reference.contexts {
            let declared = callable(members[context + "." + reference.name], nameCall)
            if !declared.isEmpty {
                found = declared
                resolvedName = context + "." + reference.name
                break
            }
        }
        if resolvedName == nil {
            let own = callable(topLevel[reference.name], nameCall).filter { $0.file == file }
                + callable(declarations.filePrivate[Declarations.Private(file: file, name: reference.name)], nameCall)
            found = own.isEmpty ? callable(topLevel[reference.name], nameCall) : own
            if !found.isEmpty { resolvedName = reference.name }
        }
        guard let member = reference.member else { return found }
        // `Foo.bar`: where `Foo`'s member `bar` is declared; `Foo` may be a type of another
        // module that this one extends (`DispatchQueue.helper()`).
        return found + callable(members[(resolvedName ?? reference.name) + "." + member], reference.call)
    }
}
