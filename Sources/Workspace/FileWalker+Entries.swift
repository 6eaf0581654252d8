#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ArchCore

/// What a folder entry is, following symbolic links.
enum EntryKind {
    case directory, file, other
    /// A symbolic link to a folder inside the repository (or a folder the user named).
    case linkedDirectory
    /// A symbolic link that cannot be followed, with the `errno` of the attempt.
    case unfollowable(Int32)
    /// A symbolic link to a place outside the repository, resolved: never followed.
    case outside(String)
    /// A symbolic link into a place inside that the walk skips (`.git`, `.build`, a hidden file),
    /// by its path from the root (or from the `--follow-links-into` folder): never followed.
    case skipped(String)
}

extension FileWalker {
    /// `child`: the entry's path from the root, to resolve a link.
    func entryKind(_ entry: UnsafeMutablePointer<dirent>, in descriptor: Int32, name: String, child: String) -> EntryKind {
        let type = Int32(entry.pointee.d_type)
        if type == Int32(DT_DIR) { return .directory }
        if type == Int32(DT_REG) { return .file }
        guard type == Int32(DT_LNK) || type == Int32(DT_UNKNOWN) else { return .other }
        if let refused = refusedLink(name, in: descriptor, child: child) { return refused }
        var info = stat()
        let isLink = fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 && info.st_mode & S_IFMT == S_IFLNK
        guard fstatat(descriptor, name, &info, 0) == 0 else {
            // Without a type from readdir, make sure it is a link (not a file removed meanwhile).
            return isLink ? .unfollowable(errno) : .other
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return isLink ? .linkedDirectory : .directory
        case S_IFREG: return .file
        default: return .other
        }
    }

    /// `.outside` or `.skipped` when `name` (in the open folder `descriptor`, at `child` from the
    /// root) is a symbolic link the walk must not follow; `nil` otherwise. A link is followed only
    /// to a place inside the repository (a link to `/` or to a home folder would make archlint
    /// walk the machine, or read files that are not the project's), and never into what the walk
    /// skips: `.git/config` holds the CI job's token, and a reader's error would quote it.
    func refusedLink(_ name: String, in descriptor: Int32, child: String) -> EntryKind? {
        var info = stat()
        guard let realRoot, fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0, info.st_mode & S_IFMT == S_IFLNK,
            let target = FileSystem.resolvedPath(absolute(child))
        else { return nil }
        guard let base = ([realRoot] + linkFolders).first(where: { Self.isInside(target, $0) }) else { return .outside(target) }
        let linkName = String(name.split(separator: "/").last ?? Substring(name))
        return Self.skippedPlace(target, below: base, linkName: linkName).map { .skipped($0) }
    }

    /// The warning for a link at `child` that ``refusedLink(_:in:child:)`` refused.
    func linkNotFollowed(_ child: String, _ refused: EntryKind) -> Finding {
        guard case .skipped(let place) = refused else {
            let target = if case .outside(let target) = refused { target } else { "?" }
            return Listing.linkNotFollowed(
                "symbolic link '\(child)' leads outside the repository (to '\(target)'): not followed; "
                    + "archlint reads only inside the folder it checks (to read it, pass --follow-links-into with that folder)",
                child)
        }
        return Listing.linkNotFollowed(
            "symbolic link '\(child)' leads into '\(place)', which archlint never reads "
                + "(hidden entries and build folders are skipped): not followed",
            child)
    }

    /// The path from `base` of the resolved `target` when the walk would never reach it there: a
    /// hidden entry (`.git`, `.env`) or a skipped folder (`.build`, `*.docc`, inside an
    /// `*.xcodeproj`) on its way; `nil` when the walk reads such a place. A link named `*.xcodeproj`
    /// may lead to a project folder (which is read, never walked).
    static func skippedPlace(_ target: String, below base: String, linkName: String) -> String? {
        let relative = target.utf8.dropFirst(base.utf8.count).split(separator: UInt8(ascii: "/"))
            .map { String(decoding: $0, as: UTF8.self) }
        for (index, part) in relative.enumerated() {
            let isLast = index == relative.count - 1
            let projectLink = isLast && part.hasSuffix(".xcodeproj") && linkName.hasSuffix(".xcodeproj")
            if part.hasPrefix(".") || (isSkippedFolder(part) && !projectLink) {
                return relative.prefix(index + 1).joined(separator: "/")
            }
        }
        return nil
    }

    /// Whether the resolved path `path` is `folder` or below it, comparing bytes: Swift's `==` and
    /// `hasPrefix` equate canonically equivalent Unicode, which the file system keeps apart.
    /// (`RelativePath.isInside` equates them on purpose, for paths a user writes.)
    static func isInside(_ path: String, _ folder: String) -> Bool {
        let (pathBytes, folderBytes) = (path.utf8, folder.utf8)
        guard pathBytes.starts(with: folderBytes) else { return false }
        if folderBytes.last == UInt8(ascii: "/") { return true }
        let next = pathBytes.index(pathBytes.startIndex, offsetBy: folderBytes.count)
        return next == pathBytes.endIndex || pathBytes[next] == UInt8(ascii: "/")
    }

    /// The entry's name, or `nil` when its bytes are not UTF-8: archlint names every file by a
    /// UTF-8 path, and a name decoded with replacement characters would name nothing on disk.
    func entryName(_ entry: UnsafeMutablePointer<dirent>) -> String? {
        withUnsafePointer(to: &entry.pointee.d_name) { pointer in
            pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(validatingCString: $0) }
        }
    }

    /// An error for an entry whose name is not UTF-8 when archlint would have read it (a folder,
    /// a `.swift` file, a spec or settings file); `nil` for anything else (an image, a hidden or
    /// excluded entry). Said as it is: the run fails rather than pass over files it never saw.
    func unnamedEntryProblem(_ entry: UnsafeMutablePointer<dirent>, in descriptor: Int32, relative: String) -> Finding? {
        var info = stat()
        let (shown, found) = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
            pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { name in
                let bytes = UnsafeBufferPointer(start: name, count: strlen(name)).map { UInt8(bitPattern: $0) }
                return (String(decoding: bytes, as: UTF8.self), fstatat(descriptor, name, &info, 0) == 0)
            }
        }
        guard !shown.hasPrefix(".") else { return nil }
        let child = relative.isEmpty ? shown : relative + "/" + shown
        guard found else { return nil }
        let isFolder: Bool
        switch info.st_mode & S_IFMT {
        case S_IFDIR where !Self.isSkippedFolder(shown) || shown.hasSuffix(".xcodeproj"): isFolder = true
        case S_IFREG where Self.readSuffixes.contains(where: shown.hasSuffix): isFolder = false
        default: return nil
        }
        guard !isExcluded(isFolder ? child + "/" : child) else { return nil }
        let what = isFolder ? "the folder" : "the file"
        return Finding(
            ruleID: isFolder ? "unreadable_path" : "unreadable_file", severity: .error,
            message: "cannot read \(what) '\(child)': its name is not valid UTF-8 (each bad byte is shown as U+FFFD); "
                + "archlint names files by UTF-8 paths, so \(isFolder ? "its files are" : "it is") not in the graph: rename it",
            location: SourceLocation(file: child, line: 1, column: 1))
    }

    /// Why the link `name` (at `relative`) cannot be followed: a loop or a link to nothing is a
    /// warning (nothing is there to read); a target that exists but cannot be reached is an
    /// error, like a folder that cannot be read.
    func linkProblem(_ relative: String, name: String, in descriptor: Int32, errorCode: Int32) -> Finding {
        let target = linkTarget(name, in: descriptor)
        switch errorCode {
        case ELOOP:
            return Listing.linkNotFollowed("symbolic link loop at '\(relative)' (-> '\(target)'): not followed", relative)
        case ENOENT, ENOTDIR:
            return Listing.linkNotFollowed(
                "symbolic link '\(relative)' points to '\(target)', which does not exist: not followed", relative)
        default:
            return Finding(
                ruleID: "unreadable_path", severity: .error,
                message: "cannot read '\(relative)', a symbolic link to '\(target)': "
                    + "\(String(cString: strerror(errorCode))); its files are not in the graph",
                location: SourceLocation(file: relative, line: 1, column: 1))
        }
    }

    private func linkTarget(_ name: String, in descriptor: Int32) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlinkat(descriptor, name, &buffer, buffer.count - 1)
        guard count >= 0 else { return "?" }
        return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
