import ArchCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Questions about paths, answered with the C library.
public enum FileSystem {
    /// Whether something (a file, a folder, a link to one) is at `path`, as `FileManager.fileExists` says.
    public static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// `path` as an error message quotes it: a line break in a folder's name is shown as its
    /// escape (`\u{A}`), so the message stays one line, as the other control characters it may
    /// hold are shown when it is printed.
    public static func onOneLine(_ path: String) -> String {
        guard path.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return path }
        // By scalar: "\r\n" is one Character, which neither "\r" nor "\n" matches.
        var shown = ""
        for scalar in path.unicodeScalars {
            switch scalar {
            case "\n": shown += "\\u{A}"
            case "\r": shown += "\\u{D}"
            default: shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }

    /// Why `path` is not a folder whose entries can be listed, as a sentence naming it as `shown`
    /// (on one line); `nil` when it is one.
    static func folderProblem(_ path: String, shown: String) -> String? {
        let shown = onOneLine(shown)
        var info = stat()
        guard stat(path, &info) == 0 else {
            return errno == ENOENT ? "no such folder: '\(shown)'" : "cannot read the folder '\(shown)': \(errnoText())"
        }
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            return "'\(shown)' is a file, not a folder; PATH names the folder to read"
        }
        guard let directory = opendir(path) else { return "cannot read the folder '\(shown)': \(errnoText())" }
        closedir(directory)
        return nil
    }

    /// Where `path` leads when a symbolic link on its way takes it outside `root` and outside every
    /// folder of `allowed` (`--follow-links-into`), all resolved; `nil` when it stays inside, or does
    /// not exist. For the files archlint finds by a default path in the repository
    /// (`.archlint.yml`, `.archlint-baseline.json`): it reads and writes nothing outside the
    /// folder it checks unless the user names it, and a link in a pull request names nothing.
    public static func linkedOutside(_ path: String, root: String, allowed: [String] = []) -> String? {
        guard let resolved = resolvedPath(path), let resolvedRoot = resolvedPath(root) else { return nil }
        let inside = ([resolvedRoot] + allowed.compactMap(resolvedPath)).contains { FileWalker.isInside(resolved, $0) }
        return inside ? nil : resolved
    }

    /// What the walk skips (`.git`, `.build`, a hidden file), from `root` or from a folder of
    /// `allowed`, that `path` leads into through a symbolic link; `nil` when it does not exist, leads
    /// elsewhere, or is no link. For the files archlint finds by a default path: a link in a pull
    /// request must not make it read `.git/config` (its errors would quote the CI job's token) nor
    /// replace a file there.
    public static func linkedIntoSkipped(_ path: String, root: String, allowed: [String] = []) -> String? {
        guard let resolved = resolvedPath(path) else { return nil }
        let slash = path.lastIndex(of: "/")
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        // No link: `PATH/.archlint.yml` is hidden itself, and read.
        if let resolvedFolder = resolvedPath(folder), resolved == (resolvedFolder == "/" ? "" : resolvedFolder) + "/" + name { return nil }
        let bases = ([root] + allowed).compactMap(resolvedPath)
        guard let base = bases.first(where: { FileWalker.isInside(resolved, $0) }) else { return nil }
        return FileWalker.skippedPlace(resolved, below: base, linkName: name)
    }

    /// How many names (hard links) the file at `path` has; 1 when it cannot be told.
    public static func hardLinks(_ path: String) -> Int {
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_nlink) : 1
    }

    /// The current directory, as an absolute path; `/` when it cannot be told (it was removed).
    public static var currentDirectory: String {
        guard let path = getcwd(nil, 0) else { return "/" }
        defer { free(path) }
        return String(cString: path)
    }

    /// `path` (absolute, or relative to the current directory) as an absolute path without `.`
    /// or `..` components (``RelativePath/standardized(_:from:)``); no link is followed.
    public static func absolute(_ path: String) -> String {
        RelativePath.standardized(path, from: path.hasPrefix("/") ? "/" : currentDirectory)
    }

    /// ``absolute(_:)`` with every link resolved: on the part of the path that exists when the
    /// whole does not (`/tmp/new/file` is `/private/tmp/new/file` on macOS).
    public static func resolved(_ path: String) -> String {
        var existing = absolute(path)
        var rest: [Substring] = []
        while existing != "/" {
            if let resolved = resolvedPath(existing) {
                return rest.isEmpty ? resolved : (resolved == "/" ? "" : resolved) + "/" + rest.reversed().joined(separator: "/")
            }
            let slash = existing.lastIndex(of: "/")!
            rest.append(existing[existing.index(after: slash)...])
            existing = slash == existing.startIndex ? "/" : String(existing[..<slash])
        }
        return "/" + rest.reversed().joined(separator: "/")
    }

    /// The path with every link resolved, `nil` when it does not exist.
    static func resolvedPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The last component of the folder's canonical path (`swift-nio` for `.`), `""` if unknown:
    /// SwiftPM names a package linked by `.package(path: "..")` after it.
    static func folderName(_ path: String) -> String {
        resolvedPath(path)?.split(separator: "/").last.map(String.init) ?? ""
    }

    /// The names of the entries of a folder, sorted; empty when it cannot be read.
    public static func names(inFolder path: String) -> [String] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names.sorted()
    }
}
