import ArchCore
import ImportScanner
import ManifestReader

/// What to read and how.
public struct WorkspaceOptions: Sendable {
    /// The folder to lint (absolute, or relative to the current directory).
    public var root: String
    /// Globs of root-relative paths to leave out (`**/Generated/**`).
    public var exclude: [String]
    /// Modules no `Package.swift` declares (the configuration's `modules:`).
    public var modules: [ModuleDefinition]
    /// The platform matrix (the configuration's `platforms:`); empty for none, when every `#if`
    /// branch (of sources and of manifests) and every `.when(platforms:)` dependency counts.
    public var platforms: [BuildPlatform]
    /// The version `#if swift(...)` and `#if compiler(...)` compare with.
    public var swiftVersion: SwiftVersion
    /// Folders outside the root that symbolic links may lead into (`--follow-links-into`): the
    /// user's consent to read there. Other links that leave the root are not followed.
    public var followLinksInto: [String] = []
    /// Where scanned imports are kept between runs; `nil` for no cache.
    public var cache: CacheLocation?
    /// Told how many of the files have been read so far, about every few hundred files.
    public var progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?
    /// Asked about every Swift file (its path relative to the root, and its bytes) while its bytes
    /// are in memory; the comments it keeps are in `Graph.markedComments`, and in the scan cache.
    public var keepComments: (@Sendable (_ path: String, _ bytes: [UInt8]) -> [MarkedComment])?
    /// Given the graph, the modules whose files use each other through their declarations
    /// (those the rules split among components): their files are parsed whole and the references
    /// between them are in `Graph.references`; what each file declares and uses is in the scan
    /// cache.
    public var referenceModules: (@Sendable (Graph) -> Set<ModuleID>)?
    /// The configuration's `bazel:`: the `bazel query` outputs to read (relative to the root), and
    /// the folder of the Bazel workspace their labels are relative to (`nil`: each file's folder).
    /// No paths: the root's `bazel.query.xml`, `.jsonl` or `.json`, when there is one.
    public var bazelQueries: [String] = []
    public var bazelWorkspace: String?

    public init(
        root: String, exclude: [String] = [], modules: [ModuleDefinition] = [], platforms: [BuildPlatform] = [],
        swiftVersion: SwiftVersion = .default, cache: CacheLocation? = nil,
        progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil
    ) {
        self.root = root
        self.exclude = exclude
        self.modules = modules
        self.platforms = platforms
        self.swiftVersion = swiftVersion
        self.cache = cache
        self.progress = progress
    }
}

/// The scan cache's file, and the archlint version whose results it may hold.
public struct CacheLocation: Sendable {
    public var path: String
    public var version: String

    public init(path: String, version: String) {
        self.path = path
        self.version = version
    }
}

/// A reason archlint cannot read the repository at all (as opposed to findings about parts of it).
public struct WorkspaceError: Error, CustomStringConvertible, Sendable {
    public var description: String

    public init(description: String) { self.description = description }
}

/// Reads a repository into a `Graph`: walks it, reads every manifest statically and every
/// `.swift` file's imports (in parallel), places files in targets, resolves declared dependencies
/// across packages and imports to modules.
public enum WorkspaceLoader {
    public static func load(_ options: WorkspaceOptions) throws(WorkspaceError) -> Graph {
        load(options, walked: try walk(options))
    }

    /// The first step of ``load(_:)``: which folders and files there are (and, when the options
    /// keep a cache, their stamps).
    public static func walk(_ options: WorkspaceOptions) throws(WorkspaceError) -> WalkedTree {
        let root = try checkedRoot(options.root)
        let linkFolders = try options.followLinksInto.map { folder throws(WorkspaceError) in
            guard FileSystem.isDirectory(folder), let resolved = FileSystem.resolvedPath(folder) else {
                throw WorkspaceError(description: "--follow-links-into: '\(folder)' is not a folder")
            }
            return resolved
        }
        let started = FileStamp.Time.now()
        var walker = FileWalker(
            root: root, exclude: options.exclude.map(Glob.init), swiftVersion: options.swiftVersion,
            stampsFiles: options.cache != nil)
        walker.linkFolders = linkFolders
        walker.walkedSources = walkedSources(options)
        let listing = walker.walk()
        return WalkedTree(root: root, listing: listing, started: started)
    }

    /// The sources that find their own files in the walk, in the order their placements are asked
    /// (after package targets and configured modules, before Xcode targets).
    static func walkedSources(_ options: WorkspaceOptions) -> [any WalkedSource] {
        [BazelQuerySource(queries: options.bazelQueries, workspace: options.bazelWorkspace)]
    }

    /// The rest of ``load(_:)`` on a tree walked with the same `options`.
    public static func load(_ options: WorkspaceOptions, walked: WalkedTree) -> Graph {
        let tree = read(options, walked: walked)
        let graph = build(tree)
        // What was read (every file's outcome and the scan cache, kept for the cache's entries)
        // is freed off the calling thread, as `lint` does.
        releaseInBackground(consume tree)
        return graph
    }

    /// Reads every manifest and Swift file of the walked tree (those the scan cache proves
    /// unchanged from the cache) and starts reading its Xcode projects; ``build(_:)`` makes the graph.
    public static func read(_ options: WorkspaceOptions, walked: WalkedTree) -> ReadTree {
        let (root, listing) = (walked.root, walked.listing)
        // Xcode projects are read while the Swift files are: Foundation's property-list reader
        // takes about 2 ms per 1,000 lines of project.pbxproj.
        let (projectReading, walkedReading) = startReadingProjects(options, walked: walked)
        let cache = options.cache.map { ScanCache.load(path: $0.path, version: $0.version) }
        let reading = FileReading(
            root: root, cache: cache, started: walked.started, progress: options.progress,
            keepComments: options.keepComments, keepsEntries: options.referenceModules != nil,
            digests: options.cache != nil && walked.isSettled)
        let read = reading.read(manifests: listing.manifests, sources: listing.swiftFiles)
        // The scan cache of 100k files takes 20 ms to free.
        releaseInBackground((consume reading, consume cache))
        return ReadTree(options: options, walked: walked, result: read, projects: projectReading, walkedSources: walkedReading)
    }

    /// Starts reading the Xcode projects and specs, and the files of the sources that claim their
    /// own files (Bazel's query outputs), off the calling thread.
    static func startReadingProjects(
        _ options: WorkspaceOptions, walked: WalkedTree
    ) -> (BackgroundWork<XcodeProjectFiles.Result>, BackgroundWork<[any GraphSource & Sendable]>) {
        let (root, listing) = (walked.root, walked.listing)
        let projects = BackgroundWork { XcodeProjectFiles.read(listing, root: root, exclude: options.exclude.map(Glob.init)) }
        let claimed = BackgroundWork {
            walkedSources(options).enumerated().map { index, source in source.read(listing.files(ofSource: index), root: root) }
        }
        return (projects, claimed)
    }

    /// The graph of a tree read by ``read(_:walked:)``; the scan cache is kept up to date.
    public static func build(_ tree: ReadTree) -> Graph {
        let (options, walked, read) = (tree.options, tree.walked, tree.result)
        let (root, listing) = (walked.root, walked.listing)
        let projects = tree.projects.value()
        // The graph sources, in the order their placements are asked: a target of a package
        // owns its files before a configured module's globs are tried, and those before an
        // Xcode target's (the configuration says what the user means).
        let sources: [any GraphSource] =
            [SwiftPMSource(manifests: read.manifests), ConfiguredModulesSource(definitions: options.modules)]
            + tree.walkedSources.value()
            + [XcodeSource(projects: projects.projects, manifests: read.manifests)]
        let context = SourceContext(
            directories: listing.directories, matrix: options.platforms, swiftVersion: options.swiftVersion,
            rootName: FileSystem.folderName(root), exclude: options.exclude.map(Glob.init),
            unreadPackages: Set(listing.manifests.map { RelativePath.parent($0.path) })
                .subtracting(read.manifests.map(\.directory))
                // A `Package.swift` that is no manifest (it imports no PackageDescription) was read as a source.
                .subtracting(read.files.lazy.map(\.0).filter { $0 == "Package.swift" || $0.hasSuffix("/Package.swift") }.map(RelativePath.parent)))
        var graph = GraphBuilder(sources: sources, context: context)
            .build(files: read.files, problems: listing.problems + read.problems + projects.problems)
        graph.markedComments = read.comments.sorted { $0.location < $1.location }
        graph.xcodeProjects = projects.projects.map(\.path)
        graph.skippedSpecs = projects.skippedSpecs.sorted { $0.path < $1.path }
        var referenced = ReferenceReading.Result()
        if let select = options.referenceModules {
            let modules = select(graph)
            if !modules.isEmpty {
                referenced = ReferenceReading.references(in: modules, of: graph, root: root, cached: read.symbols)
                graph.references = referenced.references
                graph.problems += referenced.problems
            }
        }
        tree.referencedFiles = referenced.files.sorted()
        if let location = options.cache, let entries = read.cacheEntries,
            FileReading.rewritesCache(reread: read.reread + referenced.fresh.count, of: read.total)
        {
            ScanCache.save(
                started: walked.started, entries: cacheEntries(entries.entries(), symbols: referenced), path: location.path,
                version: location.version)
        }
        return graph
    }

    /// The entries with the symbols of the files whose references were read, and no others (a file
    /// no longer in such a module is not read for them again when it changes).
    private static func cacheEntries(
        _ entries: [(path: String, entry: ScanCache.Entry)], symbols: ReferenceReading.Result
    ) -> [(path: String, entry: ScanCache.Entry)] {
        guard !symbols.files.isEmpty || entries.contains(where: { $0.entry.symbols != nil }) else { return entries }
        let fresh = Dictionary(symbols.fresh.map { ($0.file, $0) }, uniquingKeysWith: { first, _ in first })
        return entries.map { path, entry in
            var entry = entry
            if let read = fresh[path] {
                entry.symbols = read
            } else if !symbols.files.contains(path) {
                entry.symbols = nil
            }
            return (path, entry)
        }
    }

    private static func checkedRoot(_ path: String) throws(WorkspaceError) -> String {
        var trimmed = path
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard FileSystem.isDirectory(trimmed) else {
            throw WorkspaceError(description: "'\(path)' is not a folder (or cannot be read)")
        }
        return trimmed
    }
}

struct FileProblem: Error {
    var path: String
    var message: String
    var line = 1
    var column = 1

    var finding: Finding {
        Finding(
            ruleID: "unreadable_file", severity: .error, message: message,
            location: SourceLocation(file: path, line: line, column: column))
    }

    /// A file the import scanner read only in part, reported where it stopped.
    static func unread(_ path: String, _ part: UnreadPart) -> FileProblem {
        FileProblem(
            path: path, message: "'\(path)': \(part.reason)",
            line: part.line, column: part.column)
    }

    /// A file that is not UTF-8, reported at its first bad byte.
    static func notUTF8(_ path: String, _ bytes: [UInt8], consequence: String) -> FileProblem {
        let (line, column) = UTF8Position.firstInvalid(in: bytes)
        return FileProblem(
            path: path, message: "'\(path)' is not valid UTF-8 (first bad byte here); \(consequence)",
            line: line, column: column)
    }
}

/// A walked repository: every folder, manifest and Swift file (with stamps when the walk took them).
public struct WalkedTree: Sendable {
    let root: String
    let listing: Listing
    /// When the walk started.
    let started: FileStamp.Time

    /// Everything the walk saw, as bytes: every folder, every manifest and Swift file with its
    /// stamp, every problem. Two walks with equal fingerprints saw the same tree, byte for byte,
    /// as long as ``isSettled`` held for the first (and stamps were taken).
    public var fingerprint: [UInt8] {
        var out = CacheWriter(bytes: [])
        out.bytes.reserveCapacity(64 * (listing.swiftFiles.count + listing.directories.count))
        out.strings(listing.directories.sorted())
        Self.stamps(of: [listing.manifests, listing.swiftFiles], into: &out)
        stampsOfOtherFiles(into: &out)
        return out.bytes
    }

    /// The stamps of the files read besides manifests and Swift files (Xcode projects, build
    /// settings, specs, the walked sources' files), then the walk's problems.
    func stampsOfOtherFiles(into out: inout CacheWriter) {
        Self.stamps(of: listing.otherFiles, into: &out)
        out.strings(listing.problems.map { "\($0.location.map { "\($0)" } ?? "-") \($0.message)" })
    }

    private static func stamps(of lists: [[WalkedFile]], into out: inout CacheWriter) {
        for files in lists {
            out.varint(files.count)
            for file in files {
                out.string(file.path)
                if let stamp = file.stamp { out.stamp(stamp) } else { out.bool(nil) }
            }
        }
    }

    /// Whether stamps were taken and every file was last changed well before the walk (see
    /// ``FileStamp/settled(before:margin:)``): only then does an equal fingerprint prove equal bytes.
    public var isSettled: Bool {
        ([listing.manifests, listing.swiftFiles] + listing.otherFiles).allSatisfy { files in
            files.allSatisfy { $0.stamp?.settled(before: started) ?? false }
        }
    }

    /// The stamp of one file (the running executable, say) as bytes; `nil` if it cannot be stat'ed.
    public static func fingerprint(ofFile path: String) -> [UInt8]? {
        guard let stamp = FileStamp.of(path: path) else { return nil }
        var out = CacheWriter(bytes: [])
        out.stamp(stamp)
        return out.bytes
    }
}
