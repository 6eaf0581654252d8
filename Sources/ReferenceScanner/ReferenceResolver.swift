import ArchCore

/// Which files of one module each file uses, from the names it writes (``FileSymbols``), without
/// a type checker.
///
/// A name resolves to the closest declaration in scope: a member of an enclosing type (declared in
/// the type or in any `extension` of it, in any file), then a top-level declaration of the same
/// file, then the top-level declarations of the module's other files (all of them when several
/// files declare the name). A name that resolves to none of them belongs to an imported module, or
/// is a member of a value whose type is not known: it is not a reference. `Foo.Bar` also leads to
/// where `Foo`'s member `Bar` is declared. A name qualified with the module's own name (`App.Repo`
/// in module `App`, where nothing of the module is named `App`) is the module's top-level `Repo`;
/// of `App.Objects.Foo`, only `Objects` is followed.
///
/// File-private declarations (``FileSymbols/Declaration/isFilePrivate``: `private` and
/// `fileprivate` ones, members of such a type or extension) never leave their file, and a file's
/// own hide the others of their name: two files that each keep a `private enum Key` in an
/// `extension UserDefaults` use their own.
public enum ReferenceResolver {
    /// A declaration: its file's position in the module's files, and its position in that file's
    /// declarations. Plain integers, so the tables below hold no strings of their own.
    private struct Target: Hashable {
        var file: Int32
        var index: Int32
    }

    /// The module's declarations, by the name other code writes. Keys are slices of the
    /// declarations' own names: building the tables copies no string.
    private struct Declarations {
        struct Private: Hashable {
            var file: Int32
            var name: Substring
        }

        /// `Type.member`, looked up without joining the two.
        struct Member: Hashable {
            var type: Substring
            var name: Substring
        }

        /// `Type.member` in one file.
        struct PrivateMember: Hashable {
            var file: Int32
            var member: Member
        }

        let files: [FileSymbols]
        /// Top-level declarations every file of the module sees.
        var topLevel: [Substring: [Target]] = [:]
        /// Top-level `private` and `fileprivate` declarations, seen by their own file only.
        var filePrivate: [Private: [Target]] = [:]
        /// Members every file of the module sees, by type and member name.
        var members: [Member: [Target]] = [:]
        /// File-private members, seen by their own file only.
        var filePrivateMembers: [PrivateMember: [Target]] = [:]
        /// What each type of the module inherits from or conforms to, transitively, nearest first
        /// (at most 64), from every file: a class's superclass, a protocol an extension adopts.
        var ancestors: [Substring: [Substring]] = [:]
        /// The generic parameters of each type: the module's (`Cache<Key, Value>`), and the
        /// standard library's that modules extend most (`extension Array` names `Element`).
        var typeParameters: [Substring: Set<Substring>] = Declarations.standardTypeParameters
        /// Every name a reference may start with and lead somewhere: declared names, member names,
        /// and the types members are declared in (`DispatchQueue` of `DispatchQueue.helper`). A
        /// reference whose name is none of them (most are: `String`, `print`, `self`) is skipped at once.
        var names: Set<Substring> = []
        /// The module's own name, as code may write it before a top-level name (`App.Repo`), in its
        /// spellings (the target's name and the module name Xcode makes of it).
        var moduleNames: Set<Substring> = []

        /// Whether `type` may have members archlint cannot see: another module declares it (the
        /// module only extends it), or it inherits from a type another module declares.
        func mayHaveUnseenMembers(_ type: Substring) -> Bool {
            declarations(ofType: type).isEmpty || (ancestors[type] ?? []).contains { declarations(ofType: $0).isEmpty }
        }

        /// The declarations of the type named `type` itself (`Outer.Inner` is `Outer`'s member
        /// `Inner`), not of its extensions.
        private func declarations(ofType type: Substring) -> [Target] {
            guard let dot = type.utf8.lastIndex(of: UInt8(ascii: ".")) else { return topLevel[type] ?? [] }
            return members[Member(type: type[..<dot], name: type[type.index(after: dot)...])] ?? []
        }

        /// Of a member's declarations, another file's that `file` declares too (the same name and
        /// parameters) are left out when `file` declares the type itself: a type declared in two
        /// files under `#if os(iOS)` and `#if os(macOS)` is two types, each file's members its own
        /// (found by a helper on Enchanted: each file's `self.messages` was taken for the other
        /// file's). An overload another file adds (`func spacing(_:)` beside `var spacing`) stays.
        func ownFirst(_ targets: [Target], ofType type: Substring, in file: Int32) -> [Target] {
            guard targets.count > 1, targets.contains(where: { $0.file == file }), targets.contains(where: { $0.file != file }) else {
                return targets
            }
            let typeFiles = Set(declarations(ofType: type).map(\.file))
            guard typeFiles.contains(file) else { return targets }
            // Only a file that declares the type itself is another copy of it; an extension's
            // member stays (a stub under `#else` beside a call in the `#if` branch may need it).
            let own = Set(targets.filter { $0.file == file }.map { declaration($0).parameters })
            return targets.filter { $0.file == file || !typeFiles.contains($0.file) || !own.contains(declaration($0).parameters) }
        }

        init(_ files: [FileSymbols]) {
            self.files = files
            // `self.member`, `Self.member`, `super.member`: a member of the enclosing type.
            names = ["self", "Self", "super"]
            let count = files.reduce(0) { $0 + $1.declarations.count }
            members.reserveCapacity(count)
            names.reserveCapacity(count)
            var supertypes: [Substring: [Substring]] = [:]
            for (fileIndex, symbols) in files.enumerated() {
                for inheritance in symbols.inheritances {
                    supertypes[inheritance.type[...], default: []] += inheritance.supertypes.map { $0[...] }
                }
                for parameters in symbols.typeParameters {
                    typeParameters[parameters.type[...], default: []].formUnion(parameters.names.map { $0[...] })
                }
                for (index, declaration) in symbols.declarations.enumerated() {
                    let target = Target(file: Int32(fileIndex), index: Int32(index))
                    let name = declaration.name[...]
                    if let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) {
                        let member = Member(type: name[..<dot], name: name[name.index(after: dot)...])
                        if declaration.isFilePrivate {
                            filePrivateMembers[PrivateMember(file: target.file, member: member), default: []].append(target)
                        } else {
                            members[member, default: []].append(target)
                        }
                        names.insert(member.name)
                        names.insert(member.type.prefix { $0 != "." })
                    } else if declaration.isFilePrivate {
                        filePrivate[Private(file: target.file, name: name), default: []].append(target)
                        names.insert(name)
                    } else {
                        topLevel[name, default: []].append(target)
                        names.insert(name)
                    }
                }
            }
            for type in supertypes.keys {
                var found: [Substring] = []
                var seen: Set<Substring> = [type]
                var pending = supertypes[type] ?? []
                var head = 0
                while head < pending.count, found.count < 64 {
                    let next = pending[head]
                    head += 1
                    guard seen.insert(next).inserted else { continue }
                    found.append(next)
                    pending += supertypes[next] ?? []
                }
                ancestors[type] = found
            }
        }

        static let standardTypeParameters: [Substring: Set<Substring>] = [
            "Array": ["Element"], "ArraySlice": ["Element"], "ContiguousArray": ["Element"], "Set": ["Element"],
            "Dictionary": ["Key", "Value"], "Optional": ["Wrapped"], "Result": ["Success", "Failure"],
            "Range": ["Bound"], "ClosedRange": ["Bound"],
            "Sequence": ["Element", "Iterator"], "Collection": ["Element", "Index", "Indices", "Iterator", "SubSequence"],
            "BidirectionalCollection": ["Element", "Index", "Indices", "Iterator", "SubSequence"],
            "RandomAccessCollection": ["Element", "Index", "Indices", "Iterator", "SubSequence"],
            "MutableCollection": ["Element", "Index", "Indices", "Iterator", "SubSequence"],
            "RangeReplaceableCollection": ["Element", "Index", "Indices", "Iterator", "SubSequence"],
        ]

        /// Whether `name`, written inside `contexts`, is a generic parameter of one of them.
        func isTypeParameter(_ name: Substring, in contexts: [String]) -> Bool {
            contexts.contains { typeParameters[$0[...]]?.contains(name) ?? false }
        }

        func file(_ target: Target) -> FileSymbols { files[Int(target.file)] }

        func declaration(_ target: Target) -> FileSymbols.Declaration {
            files[Int(target.file)].declarations[Int(target.index)]
        }

        /// Those of `targets` a call like `call` can call. A name written without a call is a
        /// property, a type or a case where one of them is declared (`spacing` in `width * spacing`
        /// is the `var spacing`, not the `func spacing(_:)` an extension in another file adds), and
        /// a function only where nothing else is (`items.map(transform)`). With `valuesOnly`, never
        /// a function: `Calendar.current` is Foundation's `static var current`, which archlint
        /// cannot see, not the `static func current(in:)` an extension of the module adds.
        func callable(_ targets: [Target]?, _ call: FileSymbols.Call?, valuesOnly: Bool = false) -> [Target] {
            guard let targets else { return [] }
            guard call != nil else {
                let values = targets.filter { declaration($0).parameters == nil }
                return values.isEmpty && !valuesOnly ? targets : values
            }
            return targets.filter { target in
                let declaration = declaration(target)
                return declaration.name.hasSuffix(".init") ? declaration.takesEveryParameter(call!) : declaration.accepts(call)
            }
        }

        /// The declarations of `member` that `file` sees and `call` can call: the file's own
        /// file-private ones when it has some, which hide the others, else those every file sees.
        func members(_ member: Member, seenFrom file: Int32, call: FileSymbols.Call?, valuesOnly: Bool = false) -> [Target] {
            let own = callable(filePrivateMembers[PrivateMember(file: file, member: member)], call, valuesOnly: valuesOnly)
            return own.isEmpty ? callable(members[member], call, valuesOnly: valuesOnly) : own
        }
    }

    /// One ``FileReference`` per (file, file it uses), at the first use, in path order.
    public static func references(module: ModuleID, files: [FileSymbols]) -> [FileReference] {
        var declarations = Declarations(files.sorted { $0.file < $1.file })
        declarations.moduleNames = [module.name[...], ModuleID.c99Identifier(module.name)[...]]
        declarations.names.formUnion(declarations.moduleNames)
        var result: [FileReference] = []
        for (fileIndex, symbols) in declarations.files.enumerated() {
            let file = Int32(fileIndex)
            // Per declaring file: the first use and its target, and the number of other uses.
            var byFile: [Int32: (location: SourceLocation, target: Target, others: Int)] = [:]
            // A use recorded twice at one place (`Outer.Inner.shared` by its first member and by its
            // path) counts once per file it leads to.
            var lastPlace: (location: SourceLocation, files: Set<Int32>)?
            for reference in symbols.references where declarations.names.contains(reference.name[...]) {
                // A use counts once per file it leads to, however many declarations there (a
                // protocol's requirement and its default) it may be.
                var counted: Set<Int32> = lastPlace?.location == reference.location ? lastPlace!.files : []
                for target in targets(of: reference, in: file, declarations) where target.file != file && counted.insert(target.file).inserted {
                    if byFile[target.file] != nil {
                        byFile[target.file]?.others += 1
                    } else {
                        byFile[target.file] = (reference.location, target, 0)
                    }
                }
                lastPlace = (reference.location, counted)
            }
            result += byFile.map { declaringFile, use in
                let declaration = declarations.declaration(use.target)
                return FileReference(
                    module: module, file: symbols.file, declaringFile: declarations.file(use.target).file,
                    name: declaration.name, location: use.location, declaration: declaration.location, others: use.others)
            }.sorted { $0.declaringFile < $1.declaringFile }
        }
        return result
    }

    /// `self.helper()`, `Self.main`, `super.setup()`: the member of the innermost enclosing type
    /// (or, for `super`, of its supertypes) that declares it, nearest first; nothing when none does
    /// (another module's member, or one archlint cannot see).
    private static func memberOfEnclosingType(
        _ member: Substring, of reference: FileSymbols.Reference, in file: Int32, _ declarations: Declarations, skippingOwn: Bool
    ) -> [Target] {
        guard let context = reference.contexts.first?[...] else { return [] }
        // The type itself (not for `super.`), then its supertypes; without an array per reference.
        func members(of type: Substring) -> [Target] {
            declarations.members(Declarations.Member(type: type, name: member), seenFrom: file, call: reference.call)
        }
        if !skippingOwn {
            let declared = declarations.ownFirst(members(of: context), ofType: context, in: file)
            // `self?.name` in an extension of Foundation's `Operation`: its own `var name` wins over
            // a `func name(of:)` the module adds, and archlint cannot see another module's members.
            // A use that calls nothing, of only functions, in a type another module declares or
            // inherits from, is taken for such a member (found by a helper on HitHappens).
            if reference.call == nil, !declared.isEmpty, declared.allSatisfy({ declarations.declaration($0).parameters != nil }),
                declarations.mayHaveUnseenMembers(context)
            {
                return []
            }
            if !declared.isEmpty { return declared }
        }
        for type in declarations.ancestors[context] ?? [] {
            let declared = members(of: type)
            if !declared.isEmpty { return declared }
        }
        return []
    }

    private static func targets(
        of reference: FileSymbols.Reference, in file: Int32, _ declarations: Declarations
    ) -> [Target] {
        let name = reference.name[...]
        if !reference.contexts.isEmpty, declarations.isTypeParameter(name, in: reference.contexts) { return [] }
        if let member = reference.member, name == "self" || name == "Self" || name == "super" {
            return memberOfEnclosingType(member[...], of: reference, in: file, declarations, skippingOwn: name == "super")
        }
        // `Outer.Inner.shared` recorded by its path: the member `shared` of the type `Outer.Inner`.
        if let member = reference.member?[...], let dot = member.lastIndex(of: ".") {
            let type = name + "." + member[..<dot]
            // Through the type's name: never a property of each value.
            return declarations.members(
                Declarations.Member(type: type[...], name: member[member.index(after: dot)...]), seenFrom: file, call: reference.call
            ).filter { !declarations.declaration($0).isInstanceProperty }
        }
        // The call is the name's (`foo(x:)`, `Foo(...)`) or the member's (`Foo.bar(x:)`).
        let nameCall = reference.member == nil ? reference.call : nil
        var found: [Target] = []
        var resolvedType: Substring?
        // Each enclosing type, innermost first, then what it inherits from or conforms to in this
        // module: a superclass's `var pageSize`, a protocol extension's default, a nested type of
        // the superclass hide a top-level declaration of the same name.
        func member(of type: Substring) -> Bool {
            let declared = declarations.members(Declarations.Member(type: type, name: name), seenFrom: file, call: nameCall)
            guard !declared.isEmpty else { return false }
            found = declared
            resolvedType = declarations.declaration(declared[0]).name[...]
            return true
        }
        lookup: for context in reference.contexts {
            if member(of: context[...]) {
                found = declarations.ownFirst(found, ofType: context[...], in: file)
                break
            }
            for type in declarations.ancestors[context[...]] ?? [] where member(of: type) { break lookup }
        }
        if resolvedType == nil {
            found = topLevel(name, call: nameCall, in: file, declarations)
            if !found.isEmpty { resolvedType = name }
        }
        guard let member = reference.member else {
            // `Model(raw: x)`: a type's name called calls one of its initializers, which an
            // extension in another file may declare (`extension URL { init(endpoint:) }` too).
            guard let call = nameCall, found.isEmpty ? name.first?.isUppercase == true
                : found.allSatisfy({ declarations.declaration($0).parameters == nil })
            else { return found }
            return found + initializers(of: resolvedType ?? name, call, declared: resolvedType != nil, in: file, declarations)
        }
        // `Model.init(raw: x)`: as `Model(raw: x)`.
        if member == "init", let call = reference.call {
            return found + initializers(of: resolvedType ?? name, call, declared: resolvedType != nil, in: file, declarations)
        }
        // `Foo.bar`: where `Foo`'s member `bar` is declared; `Foo` may be a type of another
        // module that this one extends (`DispatchQueue.helper()`), whose own members archlint
        // cannot see: written without a call, the name is one of those as likely as a function
        // the extension adds, so it is taken for a property, type or case of the extension only.
        // `Subclass.member` and `Alias.member` lead where a supertype or the aliased type declares it.
        // Through the type's name, never a property of each value (`Duration.seconds(5)` is the
        // standard library's, not an extension's `var seconds`).
        let type = resolvedType ?? name
        func members(of candidate: Substring) -> [Target] {
            declarations.members(
                Declarations.Member(type: candidate, name: member[...]), seenFrom: file, call: reference.call,
                valuesOnly: resolvedType == nil
            ).filter { !declarations.declaration($0).isInstanceProperty }
        }
        var declared = members(of: type)
        for ancestor in declarations.ancestors[type] ?? [] where declared.isEmpty { declared = members(of: ancestor) }
        // `Outer.Inner(text: x)`: a nested type called calls one of its initializers.
        if let call = reference.call, let first = declared.first,
            declared.allSatisfy({ declarations.declaration($0).parameters == nil })
        {
            declared += initializers(of: declarations.declaration(first).name[...], call, declared: true, in: file, declarations)
        }
        if found.isEmpty, declared.isEmpty, declarations.moduleNames.contains(name) {
            // `App.Repo` in module `App`, where nothing of the module is named `App`: the module's
            // own top-level `Repo`, as a bare `Repo` outside every type would find it.
            return topLevel(member[...], call: reference.call, in: file, declarations)
        }
        return found + declared
    }

    /// The initializers of `type` (or else of the nearest of its supertypes that declares some)
    /// that `call` calls, giving each of their parameters (``FileSymbols/Declaration/takesEveryParameter(_:)``).
    /// `declared`: whether the module declares `type` (else it is another module's, `URL`).
    ///
    /// Swift may prefer an initializer archlint cannot see: another module's (`UIColor { traits
    /// in ... }` is UIKit's `init(dynamicProvider:)`, not an added `init(hex:)`), a memberwise one,
    /// an implicit `init()`. So a call without an argument label is taken for no initializer of
    /// another module's type, nor of a supertype; a supertype's is not looked for when the call's
    /// labels are all properties of the type (its memberwise initializer's); and overloads told
    /// apart by their arguments' types (`init(_: DomainConfig)` and `init(_: DataConfig)` in two
    /// files) are none of them.
    private static func initializers(
        of type: Substring, _ call: FileSymbols.Call, declared: Bool, in file: Int32, _ declarations: Declarations
    ) -> [Target] {
        let labelled = call.labels.contains { $0 != "_" }
        guard declared || labelled else { return [] }
        var found = declarations.members(Declarations.Member(type: type, name: "init"), seenFrom: file, call: call)
        if found.isEmpty, labelled, !call.labels.allSatisfy({ label in
            declarations.members[Declarations.Member(type: type, name: label[...])]?
                .contains { declarations.declaration($0).isInstanceProperty } ?? false
        }) {
            for ancestor in declarations.ancestors[type] ?? [] where found.isEmpty {
                found = declarations.members(Declarations.Member(type: ancestor, name: "init"), seenFrom: file, call: call)
            }
        }
        guard let first = found.first?.file, found.allSatisfy({ $0.file == first }) else { return [] }
        return found
    }

    /// The top-level declarations named `name` that `file` sees: its own (file-private ones
    /// included), which hide the others, else every file's.
    private static func topLevel(_ name: Substring, call: FileSymbols.Call?, in file: Int32, _ declarations: Declarations) -> [Target] {
        let everywhere = declarations.callable(declarations.topLevel[name], call)
        let own = everywhere.filter { $0.file == file }
            + declarations.callable(declarations.filePrivate[Declarations.Private(file: file, name: name)], call)
        return own.isEmpty ? everywhere : own
    }
}
