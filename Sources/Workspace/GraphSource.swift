import ArchCore

/// One way of finding a repository's modules: SwiftPM manifests, the configuration's `modules:`,
/// Xcode projects (and next XcodeGen and Tuist specs). Each source turns what was read of the
/// repository into modules, the files each module compiles, and the dependencies it declares
/// (each with where it was declared, in whatever file format); ``GraphBuilder`` joins the
/// contributions of every source and resolves imports once, for all of them.
///
/// The sources are chosen in one place, ``WorkspaceLoader``, in the order their placements are
/// asked: a file belongs to the module of the first source that claims it.
protocol GraphSource: Sendable {
    func contribute(_ context: SourceContext) -> SourceContribution
}

/// What every source may need to know of the repository besides its own files.
struct SourceContext: Sendable {
    /// Every folder the walk found (relative to the root).
    var directories: Set<String>
    /// The platform matrix; empty for none (every `#if` branch counts).
    var matrix: [BuildPlatform]
    var swiftVersion: SwiftVersion
    /// The linted folder's own name.
    var rootName: String
    /// The configuration's `exclude:` globs: folders the walk leaves out.
    var exclude: [Glob] = []
    /// The folders of the `Package.swift` files the walk found and could not be read (not UTF-8,
    /// too large): a package that links there is told so, not that the folder holds no manifest.
    var unreadPackages: Set<String> = []

    /// Whether the walk leaves `folder` out on purpose: hidden, a build folder or bundle it never
    /// walks, or excluded, itself or a folder above it.
    func leavesOut(_ folder: String) -> Bool {
        folder.split(separator: "/").contains { $0.hasPrefix(".") || FileWalker.isSkippedFolder(String($0)) }
            || FileWalker.isExcluded(folder + "/", withFoldersBy: exclude)
    }
}

/// What one source adds to the graph.
struct SourceContribution: Sendable {
    /// SwiftPM packages as read (rules about products and visibility read them).
    var manifests: [Manifest] = []
    var modules: [Module] = []
    /// Declared dependencies, resolved to modules, as the platform matrix keeps them.
    var dependencies: [DeclaredDependency] = []
    /// What every declared dependency names, including those the matrix drops: such modules
    /// stay nodes of the graph, so rules naming them still resolve.
    var referenced: [ModuleID] = []
    /// Modules that exist on no platform of the matrix: nodes without files or edges.
    var dropped: Set<ModuleID> = []
    /// Modules that exist on some platforms of the matrix only, with those platforms.
    var partial: [ModuleID: Set<String>] = [:]
    /// Findings made while reading the source's files.
    var problems: [Finding] = []
    /// Which module a file belongs to, by this source's account.
    var placement: any FilePlacing = NoPlacement()
    /// The platforms each module builds for, where a source knows them (an Xcode target's
    /// `SDKROOT`): an import under `#if` conditions that hold on none of them is no edge of it.
    var platforms: [ModuleID: [String]] = [:]
    /// For each Xcode target that builds a module another target builds too (an iOS and a macOS
    /// framework of one name), its own placement: which of the module's files it compiles.
    var targetPlacements: [(module: ModuleID, target: String, placement: XcodePlacement, places: [SourceLocation])] = []
}

/// Says which module a file is compiled into; `nil` when it does not claim the file. Placing a
/// file must not depend on other files, so files are placed in parallel.
protocol FilePlacing: Sendable {
    /// The module of the file at `path`, whose folder is `folder` (`RelativePath.parent(path)`).
    func module(of path: String, in folder: String) -> ModuleID?
    /// Every module that compiles the file, the one of ``module(of:in:)`` first: an Xcode
    /// project may compile one file into several targets (an app and its extension).
    func modules(of path: String, in folder: String) -> [ModuleID]
    /// Whether ``modules(of:in:)`` may name more than one module (else it is never asked).
    var placesInSeveral: Bool { get }
    /// The same placement, ready to place files of these folders quickly (work that depends
    /// only on the folder is done here, once, before files are placed in parallel).
    func prepared(for folders: Set<String>) -> any FilePlacing
    /// Whether a file it claims is also compiled by the Xcode targets that list it, as other
    /// modules (a package target's file an app extension's Sources phase lists).
    var sharesFilesWithXcodeTargets: Bool { get }
    /// Whether it places files in Xcode targets.
    var isXcode: Bool { get }
}

extension FilePlacing {
    func prepared(for folders: Set<String>) -> any FilePlacing { self }

    var sharesFilesWithXcodeTargets: Bool { false }

    var isXcode: Bool { false }

    var placesInSeveral: Bool { false }

    func modules(of path: String, in folder: String) -> [ModuleID] {
        module(of: path, in: folder).map { [$0] } ?? []
    }
}

struct NoPlacement: FilePlacing {
    func module(of path: String, in folder: String) -> ModuleID? { nil }
}
