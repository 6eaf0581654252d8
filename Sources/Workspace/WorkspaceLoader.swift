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
    /// branch and every `.when(platforms:)` dependency counts.
    public var platforms: [BuildPlatform]
    /// The version `#if swift(...)` and `#if compiler(...)` compare with.
    public var swiftVersion: SwiftVersion

    public init(
        root: String, exclude: [String] = [], modules: [ModuleDefinition] = [], platforms: [BuildPlatform] = [],
        swiftVersion: SwiftVersion = .default
    ) {
        self.root = root
        self.exclude = exclude
        self.modules = modules
        self.platforms = platforms
        self.swiftVersion = swiftVersion
    }
}

/// A reason archlint cannot read the repository at all (as opposed to findings about parts of it).
public struct WorkspaceError: Error, CustomStringConvertible, Sendable {
    public var description: String
}

/// Reads a repository into a `Graph`: walks it, reads every manifest statically and every
/// `.swift` file's imports (in parallel), places files in targets, resolves declared dependencies
/// across packages and imports to modules.
public enum WorkspaceLoader {
    public static func load(_ options: WorkspaceOptions) throws(WorkspaceError) -> Graph {
        let root = try checkedRoot(options.root)
        let listing = FileWalker(root: root, exclude: options.exclude.map(Glob.init)).walk()
        let manifests = readManifests(listing.manifests, root: root)
        let scanned = scanFiles(listing.swiftFiles, root: root)
        return GraphBuilder(
            manifests: manifests.manifests, directories: listing.directories, definitions: options.modules,
            matrix: options.platforms, swiftVersion: options.swiftVersion
        ).build(
            files: scanned.files,
            problems: listing.problems + manifests.problems + scanned.problems)
    }

    private static func checkedRoot(_ path: String) throws(WorkspaceError) -> String {
        var trimmed = path
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard FileSystem.isDirectory(trimmed) else {
            throw WorkspaceError(description: "'\(path)' is not a folder (or cannot be read)")
        }
        return trimmed
    }

    private static func readManifests(_ paths: [String], root: String) -> (manifests: [Manifest], problems: [Finding]) {
        let results = paths.parallelMap { path -> Result<Manifest, FileProblem> in
            readText(path, root: root).map {
                ManifestReader.read(source: $0, directory: RelativePath.parent(path), file: path)
            }
        }
        return split(results)
    }

    private static func scanFiles(_ paths: [String], root: String) -> (files: [(String, [Import])], problems: [Finding]) {
        let results = paths.parallelMap { path -> Result<(String, [Import]), FileProblem> in
            let bytes: [UInt8]
            do {
                bytes = try FileReader.bytes(atPath: root + "/" + path)
            } catch {
                return .failure(FileProblem(path: path, message: "cannot read '\(path)': \(error)"))
            }
            guard let imports = ImportScanner.scan(utf8: bytes) else {
                return .failure(FileProblem(path: path, message: "'\(path)' is not valid UTF-8; its imports are not in the graph"))
            }
            return .success((path, imports))
        }
        return split(results)
    }

    private static func readText(_ path: String, root: String) -> Result<String, FileProblem> {
        do {
            let bytes = try FileReader.bytes(atPath: root + "/" + path)
            guard let text = FileReader.text(bytes) else {
                return .failure(FileProblem(path: path, message: "'\(path)' is not valid UTF-8; it was not read"))
            }
            return .success(text)
        } catch {
            return .failure(FileProblem(path: path, message: "cannot read '\(path)': \(error)"))
        }
    }

    private static func split<T>(_ results: [Result<T, FileProblem>]) -> ([T], [Finding]) {
        var values: [T] = []
        var problems: [Finding] = []
        for result in results {
            switch result {
            case .success(let value): values.append(value)
            case .failure(let problem): problems.append(problem.finding)
            }
        }
        return (values, problems)
    }
}

struct FileProblem: Error {
    var path: String
    var message: String

    var finding: Finding {
        Finding(
            ruleID: "unreadable_file", severity: .error, message: message,
            location: SourceLocation(file: path, line: 1, column: 1))
    }
}
