import ArchCore

/// What one Swift file declares and which names it uses, as written: the input of
/// ``ReferenceResolver``, which finds the files of the same module those names lead to.
public struct FileSymbols: Hashable, Sendable {
    /// A declaration other files can name: a top-level type, function, variable, constant or macro
    /// (`name` is `Foo`), or a member of a type (`Foo.Bar` for a nested type, a property, a method
    /// or an enum case, wherever it is written: in the type or in an `extension Foo`).
    public struct Declaration: Hashable, Sendable {
        public var name: String
        /// It never leaves its file: declared `private` or `fileprivate` (not `private(set)`), in a
        /// `private` or `fileprivate` extension, or a member of a type that is file-private, written
        /// in it or in an extension of it.
        public var isFilePrivate: Bool
        public var location: SourceLocation
        /// For a function: its parameters' argument labels (`_` for none) and whether each has a
        /// default value, so that a call with other labels is not taken for it. `nil` otherwise.
        public var parameters: [Parameter]?
        /// A property of each value of its type (`var seconds: Double` in a type or an extension,
        /// not `static` or `class`): never reached through the type's name, `Duration.seconds(5)`.
        public var isInstanceProperty: Bool

        public struct Parameter: Hashable, Sendable {
            public var label: String
            /// A default value, or variadic (`String...`): a call may leave it out.
            public var hasDefault: Bool
            /// `String...`: the unlabelled arguments after its first take it too.
            public var isVariadic: Bool

            public init(label: String, hasDefault: Bool = false, isVariadic: Bool = false) {
                self.label = label
                self.hasDefault = hasDefault
                self.isVariadic = isVariadic
            }
        }

        public init(
            name: String, isFilePrivate: Bool = false, location: SourceLocation, parameters: [Parameter]? = nil,
            isInstanceProperty: Bool = false
        ) {
            self.name = name
            self.isFilePrivate = isFilePrivate
            self.location = location
            self.parameters = parameters
            self.isInstanceProperty = isInstanceProperty
        }

        /// Whether a call with `labels` (and a trailing closure or not) can call this declaration:
        /// true for anything but a function, and for a function whose parameters take the labels
        /// in order, the others having default values (a trailing closure takes the last one).
        public func accepts(_ call: Call?) -> Bool {
            guard let parameters, let call else { return true }
            var remaining = parameters[...]
            var variadic = false
            for label in call.labels {
                // `log("a", "b", level: 1)`: the arguments after a variadic one's first, unlabelled.
                if variadic, label == "_" { continue }
                guard let index = remaining.firstIndex(where: { $0.label == label }),
                    remaining[..<index].allSatisfy(\.hasDefault)
                else { return false }
                variadic = remaining[index].isVariadic
                remaining = remaining[(index + 1)...]
            }
            if call.hasTrailingClosure, !remaining.isEmpty { remaining = remaining.dropLast() }
            return remaining.allSatisfy(\.hasDefault)
        }

        /// Whether `call` gives every parameter, in order, leaving no default value out: Swift
        /// prefers an overload that needs no default, and for an initializer that may be one
        /// archlint cannot see (a memberwise one, another module's), so only such a call is taken
        /// for an initializer. Any declaration but a function takes it.
        public func takesEveryParameter(_ call: Call) -> Bool {
            guard let parameters else { return true }
            var index = 0
            var variadic = false
            for label in call.labels {
                if variadic, label == "_" { continue }
                guard index < parameters.count, parameters[index].label == label else { return false }
                variadic = parameters[index].isVariadic
                index += 1
            }
            if call.hasTrailingClosure, index < parameters.count { index += 1 }
            return index == parameters.count
        }
    }

    /// The argument labels of a call (`_` for an unlabelled argument), and whether it ends with
    /// trailing closures.
    public struct Call: Hashable, Sendable {
        public var labels: [String]
        public var hasTrailingClosure: Bool

        public init(labels: [String], hasTrailingClosure: Bool = false) {
            self.labels = labels
            self.hasTrailingClosure = hasTrailingClosure
        }
    }

    /// A name used in type position or in an expression, that no enclosing local scope (a generic
    /// parameter, a parameter, a local binding or type) declares.
    public struct Reference: Hashable, Sendable {
        /// The first name: `Foo` in `Foo`, `Foo.Bar`, `Foo.shared`, `Foo(...)`.
        public var name: String
        /// The name after it, when written with one: `Bar` in `Foo.Bar`, `shared` in `Foo.shared`.
        public var member: String?
        /// The types the reference sits in, innermost first, as written (`Outer.Inner`, `Outer`):
        /// a member of one of them is closer than a top-level declaration.
        public var contexts: [String]
        public var location: SourceLocation
        /// When the reference is called (`name(...)`, or `Name.member(...)` for the member): how.
        public var call: Call?

        public init(
            name: String, member: String? = nil, contexts: [String] = [], location: SourceLocation, call: Call? = nil
        ) {
            self.name = name
            self.member = member
            self.contexts = contexts
            self.location = location
            self.call = call
        }
    }

    /// What a type declaration or extension of the file says its type inherits from or conforms
    /// to (`class ListViewModel: BaseListViewModel`, `extension Pager: Paging`), as written.
    public struct Inheritance: Hashable, Sendable {
        /// The type, as ``Reference/contexts`` name it (`Outer.Inner`).
        public var type: String
        public var supertypes: [String]

        public init(type: String, supertypes: [String]) {
            self.type = type
            self.supertypes = supertypes
        }
    }

    /// The generic parameters of a type the file declares (`struct Cache<Key, Value>`): in an
    /// extension of it, in any file, `Key` is the parameter, never a declaration of that name.
    public struct TypeParameters: Hashable, Sendable {
        public var type: String
        public var names: [String]

        public init(type: String, names: [String]) {
            self.type = type
            self.names = names
        }
    }

    /// The file's path relative to the root.
    public var file: String
    public var declarations: [Declaration]
    public var references: [Reference]
    public var inheritances: [Inheritance]
    public var typeParameters: [TypeParameters]
    /// Where the parser gave up (nesting deeper than ``SymbolScanner/maximumNestingLevel``): what
    /// follows is not read, and a report must say so. `nil` when the whole file was read.
    public var stoppedAt: SourceLocation?

    public init(
        file: String, declarations: [Declaration] = [], references: [Reference] = [], inheritances: [Inheritance] = [],
        typeParameters: [TypeParameters] = [], stoppedAt: SourceLocation? = nil
    ) {
        self.typeParameters = typeParameters
        self.file = file
        self.declarations = declarations
        self.references = references
        self.inheritances = inheritances
        self.stoppedAt = stoppedAt
    }
}
