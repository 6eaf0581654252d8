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
        var name: String
        var location: SourceLocation
    }

    /// One ``FileReference`` per (file, file it uses), at the first use, in path order.
    public static func references(module: ModuleID, files: [FileSymbols]) -> [FileReference] {
        var topLevel: [String: [Target]] = [:]
        var members: [String: [Target]] = [:]
        for symbols in files {
            for declaration in symbols.declarations {
                let target = Target(file: symbols.file, name: declaration.name, location: declaration.location)
                if declaration.name.contains(".") {
                    members[declaration.name, default: []].append(target)
                } else if !declaration.isFilePrivate {
                    topLevel[declaration.name, default: []].append(target)
                } else {
                    topLevel["\(symbols.file)\u{0}\(declaration.name)", default: []].append(target)
                }
            }
        }
        var result: [FileReference] = []
        for symbols in files.sorted(by: { $0.file < $1.file }) {
            var byFile: [String: FileReference] = [:]
            for reference in symbols.references {
                for target in targets(of: reference, in: symbols.file, topLevel: topLevel, members: members)
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
        of reference: FileSymbols.Reference, in file: String, topLevel: [String: [Target]], members: [String: [Target]]
    ) -> [Target] {
        var found: [Target] = []
        var resolvedName: String?
        for context in reference.contexts {
            if let declared = members[context + "." + reference.name] {
                found = declared
                resolvedName = context + "." + reference.name
                break
            }
        }
        if resolvedName == nil {
            let own = (topLevel[reference.name] ?? []).filter { $0.file == file } + (topLevel["\(file)\u{0}\(reference.name)"] ?? [])
            if !own.isEmpty {
                found = own
            } else {
                found = topLevel[reference.name] ?? []
            }
            if !found.isEmpty { resolvedName = reference.name }
        }
        if let resolvedName, let member = reference.member, let declared = members[resolvedName + "." + member] {
            found += declared
        }
        return found
    }
}
