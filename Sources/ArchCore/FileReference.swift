/// A file that uses a declaration of another file of the same module (a type, a function, a
/// constant, a macro, or a member written in an extension): inside a module Swift needs no
/// `import`, so this is how a file depends on another. One per (file, declaring file): the first
/// use, and how many others there are.
public struct FileReference: Hashable, Sendable, Codable {
    public var module: ModuleID
    /// The file that uses the declaration.
    public var file: String
    /// The file that declares it.
    public var declaringFile: String
    /// The declaration's name (`Foo`, or `Foo.Bar` for a member).
    public var name: String
    /// The first use in `file`.
    public var location: SourceLocation
    /// Where `name` is declared in `declaringFile`.
    public var declaration: SourceLocation
    /// Other uses of `declaringFile`'s declarations in `file`.
    public var others: Int

    public init(
        module: ModuleID, file: String, declaringFile: String, name: String, location: SourceLocation,
        declaration: SourceLocation, others: Int = 0
    ) {
        self.module = module
        self.file = file
        self.declaringFile = declaringFile
        self.name = name
        self.location = location
        self.declaration = declaration
        self.others = others
    }
}
