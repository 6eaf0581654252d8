import ArchCore
import ReferenceScanner

/// A file's declarations and names (``ReferenceScanner/FileSymbols``) in the scan cache; every
/// location is in the entry's file, so only lines and columns are written.
extension CacheWriter {
    /// Present or not, then the declarations, where reading stopped (if it did), and the references.
    mutating func symbols(_ symbols: FileSymbols?) {
        bool(symbols != nil)
        guard let symbols else { return }
        varint(symbols.declarations.count)
        for declaration in symbols.declarations {
            string(declaration.name)
            bool(declaration.isFilePrivate)
            bool(declaration.isInstanceProperty)
            varint(declaration.location.line)
            varint(declaration.location.column)
            bool(declaration.parameters != nil)
            if let parameters = declaration.parameters {
                varint(parameters.count)
                for parameter in parameters {
                    string(parameter.label)
                    bool(parameter.hasDefault)
                    bool(parameter.isVariadic)
                }
            }
        }
        bool(symbols.stoppedAt != nil)
        if let stoppedAt = symbols.stoppedAt {
            varint(stoppedAt.line)
            varint(stoppedAt.column)
        }
        varint(symbols.references.count)
        for reference in symbols.references {
            string(reference.name)
            optionalString(reference.member)
            strings(reference.contexts)
            varint(reference.location.line)
            varint(reference.location.column)
            bool(reference.call != nil)
            if let call = reference.call {
                strings(call.labels)
                bool(call.hasTrailingClosure)
            }
        }
        varint(symbols.inheritances.count)
        for inheritance in symbols.inheritances {
            string(inheritance.type)
            strings(inheritance.supertypes)
        }
        varint(symbols.typeParameters.count)
        for parameters in symbols.typeParameters {
            string(parameters.type)
            strings(parameters.names)
        }
    }
}

extension CacheReader {
    /// `.some(nil)` for "absent", `nil` for bad bytes.
    mutating func symbols(file: String) -> FileSymbols?? {
        switch bool() {
        case .some(.some(false)): return .some(nil)
        case .some(.some(true)): break
        default: return nil
        }
        guard let declarations = array({ $0.declaration(file: file) }), let stopped = flag() else { return nil }
        var stoppedAt: SourceLocation?
        if stopped {
            guard let line = int(), let column = int() else { return nil }
            stoppedAt = SourceLocation(file: file, line: line, column: column)
        }
        guard let references = array({ $0.reference(file: file) }),
            let inheritances = array({ reader -> FileSymbols.Inheritance? in
                guard let type = reader.string(), let supertypes = reader.strings() else { return nil }
                return FileSymbols.Inheritance(type: type, supertypes: supertypes)
            }),
            let typeParameters = array({ reader -> FileSymbols.TypeParameters? in
                guard let type = reader.string(), let names = reader.strings() else { return nil }
                return FileSymbols.TypeParameters(type: type, names: names)
            })
        else { return nil }
        return .some(FileSymbols(
            file: file, declarations: declarations, references: references, inheritances: inheritances,
            typeParameters: typeParameters, stoppedAt: stoppedAt))
    }

    private mutating func declaration(file: String) -> FileSymbols.Declaration? {
        guard let name = string(), let isFilePrivate = flag(), let isInstanceProperty = flag(), let line = int(),
            let column = int(), let hasParameters = flag()
        else { return nil }
        var parameters: [FileSymbols.Declaration.Parameter]?
        if hasParameters {
            guard let read = array({ reader -> FileSymbols.Declaration.Parameter? in
                guard let label = reader.string(), let hasDefault = reader.flag(), let isVariadic = reader.flag() else { return nil }
                return FileSymbols.Declaration.Parameter(label: label, hasDefault: hasDefault, isVariadic: isVariadic)
            }) else { return nil }
            parameters = read
        }
        return FileSymbols.Declaration(
            name: name, isFilePrivate: isFilePrivate, location: SourceLocation(file: file, line: line, column: column),
            parameters: parameters, isInstanceProperty: isInstanceProperty)
    }

    private mutating func reference(file: String) -> FileSymbols.Reference? {
        guard let name = string(), let member = optionalString(), let contexts = strings(), let line = int(),
            let column = int(), let isCall = flag()
        else { return nil }
        var call: FileSymbols.Call?
        if isCall {
            guard let labels = strings(), let trailing = flag() else { return nil }
            call = FileSymbols.Call(labels: labels, hasTrailingClosure: trailing)
        }
        return FileSymbols.Reference(
            name: name, member: member, contexts: contexts, location: SourceLocation(file: file, line: line, column: column),
            call: call)
    }

    /// A byte that is 0 or 1; `nil` for anything else.
    private mutating func flag() -> Bool? {
        switch bool() {
        case .some(.some(let value)): value
        default: nil
        }
    }
}
