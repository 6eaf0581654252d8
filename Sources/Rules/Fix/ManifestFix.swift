import ArchCore

/// What `archlint fix` changes in one target's declaration in `Package.swift`, as the `manifest`
/// rule judges it: dependencies to add (imported but not declared, or visible only through
/// another dependency) and entries to remove (declared, never imported). Pure data: the
/// `ManifestEditing` target turns it into edits of the manifest's syntax tree.
public struct ManifestFix: Hashable, Sendable {
    public var module: ModuleID
    /// The manifest's path, relative to the root.
    public var manifest: String
    /// The target's declaration: the `.target(` call.
    public var target: SourceLocation
    public var additions: [Addition]
    public var removals: [Removal]

    public struct Addition: Hashable, Sendable {
        /// The module the target imports.
        public var module: String
        public var declaration: Declaration
        /// Where the target first imports it (the finding's location).
        public var importedAt: SourceLocation
        /// Visible only through another dependency (`implicit`), rather than not at all.
        public var wasImplicit: Bool
        /// The modules the new entry makes visible (a product's targets), to plan further.
        public var provides: [ModuleID]

        public init(module: String, declaration: Declaration, importedAt: SourceLocation, wasImplicit: Bool, provides: [ModuleID] = []) {
            self.module = module
            self.declaration = declaration
            self.importedAt = importedAt
            self.wasImplicit = wasImplicit
            self.provides = provides
        }
    }

    /// How a person would declare it.
    public enum Declaration: Hashable, Sendable {
        /// A target of the same package: `"Name"` or `.target(name: "Name")`, as the list writes them.
        case target(String)
        /// `.product(name:package:)`; `addingPackage` is the `.package(path:)` to add to the
        /// package's dependencies when it does not declare that local package yet.
        case product(name: String, package: String, addingPackage: String?)
        /// A bare name another target of the manifest uses for a product: `"Alamofire"`.
        case byName(String)
    }

    public struct Removal: Hashable, Sendable {
        /// The entry's place in the manifest (the finding's location).
        public var location: SourceLocation
        /// What it declares: the product's or target's name.
        public var name: String

        public init(location: SourceLocation, name: String) {
            self.location = location
            self.name = name
        }
    }

    public init(module: ModuleID, manifest: String, target: SourceLocation, additions: [Addition] = [], removals: [Removal] = []) {
        self.module = module
        self.manifest = manifest
        self.target = target
        self.additions = additions
        self.removals = removals
    }
}

/// A change `fix` leaves to a person, with the reason: an import nothing the repository reads
/// provides under a name a manifest could use, a change to an Xcode target, or an unused entry
/// whose removal would hide a module from a target that imports it through that entry.
public struct UnfixableImport: Hashable, Sendable {
    public var module: ModuleID
    /// The module imported, or with `removes` the entry left in place.
    public var imported: String
    public var location: SourceLocation
    public var reason: String
    /// An entry to remove rather than an import to declare.
    public var removes = false

    public init(module: ModuleID, imported: String, location: SourceLocation, reason: String, removes: Bool = false) {
        self.module = module
        self.imported = imported
        self.location = location
        self.reason = reason
        self.removes = removes
    }
}

/// Every fix of a configuration's `manifest` rule, and the imports it leaves as they are.
public struct ManifestFixPlan: Hashable, Sendable {
    public var fixes: [ManifestFix]
    public var unfixable: [UnfixableImport]

    public init(fixes: [ManifestFix] = [], unfixable: [UnfixableImport] = []) {
        self.fixes = fixes
        self.unfixable = unfixable
    }
}
