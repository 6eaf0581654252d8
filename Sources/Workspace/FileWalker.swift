#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ArchCore

/// What a walk of the repository found: paths relative to the root, `/` separators, sorted.
struct Listing: Sendable {
    var manifests: [WalkedFile] = []
    var swiftFiles: [WalkedFile] = []
    /// Every directory walked (relative), for source-root lookups.
    var directories: Set<String> = []
    var problems: [Finding] = []
}

/// A file the walk found, with its stamp when the walk was asked for stamps.
struct WalkedFile: Sendable {
    var path: String
    var stamp: FileStamp?
}

/// Walks the repository with `openat`/`fdopendir`/`readdir` (no `stat` per file where the file
/// system reports entry types, unless stamps are asked for: then one `fstatat` per file, relative
/// to its open folder), skipping what SwiftPM never compiles and what the configuration excludes.
///
/// Skipped: hidden entries (`.git`, `.build`, `.swiftpm`), `.build*` folders, `*.docc`,
/// `*.playground`, `*.xcodeproj`, `*.xcworkspace`, and any path an `exclude` glob matches.
/// Symbolic links to folders are followed once; a link back into a folder already being walked is a
/// loop, reported as a finding and not followed.
struct FileWalker {
    let root: String
    let exclude: [Glob]
    /// The Swift in use: picks among version-specific manifests (`Package@swift-5.9.swift`).
    var swiftVersion: SwiftVersion = .default
    /// Also record every manifest's and Swift file's ``FileStamp`` (for the scan cache).
    var stampsFiles = false

    /// Folders this deep are walked in parallel, each with its own listing, merged at the end.
    static let parallelDepth = 2

    func walk() -> Listing {
        var listing = Listing()
        var ancestors: [DirectoryIdentity] = []
        var deferred: [Subtree]? = []
        let descriptor = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if descriptor < 0 {
            listing.problems.append(problem("cannot read folder '': \(errnoText())", ""))
        } else {
            visit(descriptor, relative: "", ancestors: &ancestors, into: &listing, deferring: &deferred)
        }
        let parts = (deferred ?? []).parallelMap { subtree -> Listing in
            var part = Listing()
            var ancestors = subtree.ancestors
            var none: [Subtree]? = nil
            let opened = open(absolute(subtree.path), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard opened >= 0 else {
                part.problems.append(problem("cannot read folder '\(subtree.path)': \(errnoText())", subtree.path))
                return part
            }
            visit(opened, relative: subtree.path, ancestors: &ancestors, into: &part, deferring: &none)
            return part
        }
        for part in parts {
            listing.manifests += part.manifests
            listing.swiftFiles += part.swiftFiles
            listing.directories.formUnion(part.directories)
            listing.problems += part.problems
        }
        listing.manifests.sort { $0.path < $1.path }
        listing.swiftFiles.sort { $0.path < $1.path }
        listing.problems.sort()
        return listing
    }

    /// A folder left for the parallel part of the walk, with the folders above it.
    private struct Subtree: Sendable {
        var path: String
        var ancestors: [DirectoryIdentity]
    }

    private struct DirectoryIdentity: Equatable, Sendable {
        var device: UInt64
        var inode: UInt64
    }

    private func absolute(_ relative: String) -> String {
        relative.isEmpty ? root : root + "/" + relative
    }

    /// Walks the open folder `descriptor` (and closes it).
    /// `deferring`: where to leave the folders at ``parallelDepth`` instead of walking them;
    /// `nil` to walk everything.
    private func visit(
        _ descriptor: Int32, relative: String, ancestors: inout [DirectoryIdentity], into listing: inout Listing,
        deferring deferred: inout [Subtree]?
    ) {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            listing.problems.append(problem("cannot read folder '\(relative)': \(errnoText())", relative))
            close(descriptor)
            return
        }
        let identity = DirectoryIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        if ancestors.contains(identity) {
            listing.problems.append(problem("symbolic link loop at '\(relative)': not followed", relative))
            close(descriptor)
            return
        }
        guard let directory = fdopendir(descriptor) else {
            listing.problems.append(problem("cannot read folder '\(relative)': \(errnoText())", relative))
            close(descriptor)
            return
        }
        defer { closedir(directory) }
        ancestors.append(identity)
        defer { ancestors.removeLast() }
        listing.directories.insert(relative)
        var subdirectories: [(name: String, path: String)] = []
        var manifestNames: [String] = []
        var stamps: [String: FileStamp] = [:]
        while let entry = readdir(directory) {
            let name = entryName(entry)
            if name.hasPrefix(".") { continue }
            let child = relative.isEmpty ? name : relative + "/" + name
            switch entryKind(entry, in: descriptor, name: name) {
            case .directory:
                if !Self.isSkippedFolder(name), !isExcluded(child + "/") { subdirectories.append((name, child)) }
            case .file:
                if name == "Package.swift" || ManifestChoice.version(ofManifestNamed: name) != nil {
                    if !isExcluded(child) {
                        manifestNames.append(name)
                        if stampsFiles { stamps[name] = FileStamp.of(name, in: descriptor) }
                    }
                } else if name.hasSuffix(".swift"), !isExcluded(child) {
                    listing.swiftFiles.append(
                        WalkedFile(path: child, stamp: stampsFiles ? FileStamp.of(name, in: descriptor) : nil))
                }
            case .other:
                break
            }
        }
        if let chosen = chosenManifest(among: manifestNames, in: relative) {
            let path = relative.isEmpty ? chosen : relative + "/" + chosen
            listing.manifests.append(WalkedFile(path: path, stamp: stamps[chosen]))
        }
        for child in subdirectories.sorted(by: { $0.path < $1.path }) {
            if deferred != nil, ancestors.count >= Self.parallelDepth {
                deferred?.append(Subtree(path: child.path, ancestors: ancestors))
                continue
            }
            let opened = openat(descriptor, child.name, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard opened >= 0 else {
                listing.problems.append(problem("cannot read folder '\(child.path)': \(errnoText())", child.path))
                continue
            }
            visit(opened, relative: child.path, ancestors: &ancestors, into: &listing, deferring: &deferred)
        }
    }

    static func isSkippedFolder(_ name: String) -> Bool {
        name.hasPrefix(".build") || name.hasSuffix(".docc") || name.hasSuffix(".playground")
            || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace")
    }

    private func isExcluded(_ relative: String) -> Bool {
        // A folder is excluded when a glob matches it or everything inside it (`Generated/**`).
        exclude.contains { $0.matches(relative) || (relative.hasSuffix("/") && $0.matches(String(relative.dropLast()))) }
    }

    private enum EntryKind { case directory, file, other }

    private func entryKind(_ entry: UnsafeMutablePointer<dirent>, in descriptor: Int32, name: String) -> EntryKind {
        let type = Int32(entry.pointee.d_type)
        if type == Int32(DT_DIR) { return .directory }
        if type == Int32(DT_REG) { return .file }
        guard type == Int32(DT_LNK) || type == Int32(DT_UNKNOWN) else { return .other }
        var info = stat()
        guard fstatat(descriptor, name, &info, 0) == 0 else { return .other }  // dangling link: nothing to read
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .file
        default: return .other
        }
    }

    private func entryName(_ entry: UnsafeMutablePointer<dirent>) -> String {
        withUnsafePointer(to: &entry.pointee.d_name) { pointer in
            pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
        }
    }

    private func problem(_ message: String, _ relative: String) -> Finding {
        Finding(
            ruleID: "unreadable_path", severity: .warning, message: message,
            location: SourceLocation(file: relative.isEmpty ? "." : relative, line: 1, column: 1))
    }
}

func errnoText() -> String { String(cString: strerror(errno)) }

extension FileWalker {
    fileprivate func chosenManifest(among names: [String], in relative: String) -> String? {
        guard names.count > 1 else { return names.first }
        let regular = relative.isEmpty ? "Package.swift" : relative + "/Package.swift"
        let firstLine = names.contains("Package.swift") ? Self.firstLine(of: absolute(regular)) : nil
        return ManifestChoice.pick(
            names, regularToolsVersion: firstLine.flatMap(ManifestChoice.toolsVersion(declaredIn:)),
            current: ManifestChoice.current(configured: swiftVersion))
    }

    private static func firstLine(of path: String) -> String? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var buffer = [CChar](repeating: 0, count: 256)
        guard fgets(&buffer, 256, file) != nil else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 && $0 != 10 && $0 != 13 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
