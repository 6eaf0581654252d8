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
    var manifests: [String] = []
    var swiftFiles: [String] = []
    /// Every directory walked (relative), for source-root lookups.
    var directories: Set<String> = []
    var problems: [Finding] = []
}

/// Walks the repository with `opendir`/`readdir` (no `stat` per file where the file system reports
/// entry types), skipping what SwiftPM never compiles and what the configuration excludes.
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

    func walk() -> Listing {
        var listing = Listing()
        var ancestors: [DirectoryIdentity] = []
        visit(relative: "", ancestors: &ancestors, into: &listing)
        listing.manifests.sort()
        listing.swiftFiles.sort()
        listing.problems.sort()
        return listing
    }

    private struct DirectoryIdentity: Equatable {
        var device: UInt64
        var inode: UInt64
    }

    private func absolute(_ relative: String) -> String {
        relative.isEmpty ? root : root + "/" + relative
    }

    private func visit(relative: String, ancestors: inout [DirectoryIdentity], into listing: inout Listing) {
        let path = absolute(relative)
        var info = stat()
        guard stat(path, &info) == 0 else {
            listing.problems.append(problem("cannot read folder '\(relative)': \(errnoText())", relative))
            return
        }
        let identity = DirectoryIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        if ancestors.contains(identity) {
            listing.problems.append(problem("symbolic link loop at '\(relative)': not followed", relative))
            return
        }
        guard let directory = opendir(path) else {
            listing.problems.append(problem("cannot read folder '\(relative)': \(errnoText())", relative))
            return
        }
        ancestors.append(identity)
        listing.directories.insert(relative)
        var subdirectories: [String] = []
        var manifestNames: [String] = []
        while let entry = readdir(directory) {
            let name = entryName(entry)
            if name == "." || name == ".." || name.hasPrefix(".") { continue }
            let child = relative.isEmpty ? name : relative + "/" + name
            switch entryKind(entry, path: absolute(child)) {
            case .directory:
                if !Self.isSkippedFolder(name), !isExcluded(child + "/") { subdirectories.append(child) }
            case .file:
                if name == "Package.swift" || ManifestChoice.version(ofManifestNamed: name) != nil {
                    if !isExcluded(child) { manifestNames.append(name) }
                } else if name.hasSuffix(".swift"), !isExcluded(child) {
                    listing.swiftFiles.append(child)
                }
            case .other:
                break
            }
        }
        closedir(directory)
        if let chosen = chosenManifest(among: manifestNames, in: relative) {
            listing.manifests.append(relative.isEmpty ? chosen : relative + "/" + chosen)
        }
        for child in subdirectories.sorted() {
            visit(relative: child, ancestors: &ancestors, into: &listing)
        }
        ancestors.removeLast()
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

    private func entryKind(_ entry: UnsafeMutablePointer<dirent>, path: String) -> EntryKind {
        let type = Int32(entry.pointee.d_type)
        if type == Int32(DT_DIR) { return .directory }
        if type == Int32(DT_REG) { return .file }
        guard type == Int32(DT_LNK) || type == Int32(DT_UNKNOWN) else { return .other }
        var info = stat()
        guard stat(path, &info) == 0 else { return .other }  // dangling link: nothing to read
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
