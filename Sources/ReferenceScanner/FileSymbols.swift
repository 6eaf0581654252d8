import ArchCore

/// What one Swift file declares and which names it uses, as written: the input of
/// ``ReferenceResolver``, which finds the files of the same module those names lead to.
public struct FileSymbols: Hashable, Sendable {
    /// A declaration other files can name: a top-level type, function, variable, constant or macro
    /// (`name` is `Foo`), or a member of a type (`Foo.Bar` for a nested type, a property, a method
    /// or an enum case, wherever it is written: in the type or in an `extension Foo`).
    public struct Declaration: Hashable, Sendable {
        public var name: String
        /// `private` or `fileprivate` at the top level: it never leaves its file.
        public var isFilePrivate: Bool
        public var location: SourceLocation

        public init(name: String, isFilePrivate: Bool = false, location: SourceLocation) {
            self.name = name
            self.isFilePrivate = isFilePrivate
            self.location = location
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

        public init(name: String, member: String? = nil, contexts: [String] = [], location: SourceLocation) {
            self.name = name
            self.member = member
            self.contexts = contexts
            self.location = location
        }
    }

    /// The file's path relative to the root.
    public var file: String
    public var declarations: [Declaration]
    public var references: [Reference]

    public init(file: String, declarations: [Declaration] = [], references: [Reference] = []) {
        self.file = file
        self.declarations = declarations
        self.references = references
    }
}
