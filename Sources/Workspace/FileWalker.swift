#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ArchCore

/// Walks the repository with `openat`/`fdopendir`/`readdir` (no `stat` per file where the file
/// system reports entry types, unless stamps are asked for: then one `fstatat` per file, relative
/// to its open folder), skipping what SwiftPM never compiles and what the configuration excludes.
///
/// Skipped: hidden entries (`.git`, `.build`, `.swiftpm`), `.build*` folders, `*.docc`,
/// `*.playground`, `*.xcworkspace`, and any path an `exclude` glob matches. An `*.xcodeproj` is
/// not walked: its `project.pbxproj` is listed. `.xcconfig` files are listed too (targets'
/// settings come from them).
/// Symbolic links are followed inside the root; a link that leads outside it (`ln -s / x`, a link
/// to a home folder), a link into what the walk skips (`.git/config`, `.build`, a hidden file), a
/// link back into a folder already being walked, a chain of links that never ends (`a -> b`,
/// `b -> a`) and a link to nothing are reported (`link_not_followed`) and not followed. A folder
/// that cannot be read is an error (`unreadable_path`): its files are unknown.
struct FileWalker {
    let root: String
    let exclude: [Glob]
    /// The Swift in use: picks among version-specific manifests (`Package@swift-5.9.swift`).
    var swiftVersion: SwiftVersion = .default
    /// Also record every manifest's and Swift file's ``FileStamp`` (for the scan cache).
    var stampsFiles = false
    /// Folders outside the root that links may lead into (`--follow-links-into`), every link
    /// in them resolved: the user asked for them.
    var linkFolders: [String] = []
    /// The sources that claim files of their own (``Listing/sourceFiles``, in this order).
    var walkedSources: [any WalkedSource] = []
    /// The root with every link resolved (set by `walk`): links that lead elsewhere are not followed.
    private(set) var realRoot: String?

    /// Folders this deep are walked in parallel, each with its own listing, merged at the end.
    static let parallelDepth = 2

    func walk() -> Listing {
        var walker = self
        walker.realRoot = FileSystem.resolvedPath(root)
        return walker.walkInside()
    }

    private func walkInside() -> Listing {
        var listing = Listing()
        var ancestors: [DirectoryIdentity] = []
        var deferred: [Subtree]? = []
        var links: [Subtree] = []
        let descriptor = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if descriptor < 0 {
            listing.addUnreadableFolder("")
        } else {
            visit(descriptor, relative: "", ancestors: &ancestors, into: &listing, deferring: &deferred, links: &links)
        }
        let parts = (deferred ?? []).parallelMap { subtree -> (Listing, [Subtree]) in
            var part = Listing()
            var links: [Subtree] = []
            walk(subtree, into: &part, links: &links, following: nil)
            return (part, links)
        }
        for (part, partLinks) in parts {
            listing.merge(part)
            links += partLinks
        }
        // Links to folders are followed after the folders' own paths are walked, one at a time in
        // the order of their paths, so the walk never depends on which thread got where first.
        // Each link found in the repository's own folders walks what it leads to, each folder once
        // (a folder shared by two targets is read for each); links met on the way are followed
        // within that walk. Links that fan out cost links x folders, never 2^n.
        for link in links.sorted(by: { $0.path.split(separator: "/").lexicographicallyPrecedes($1.path.split(separator: "/")) }) {
            var none: [Subtree] = []
            walk(link, into: &listing, links: &none, following: FollowedLinks())
        }
        listing.sortAll()
        return listing
    }

    /// Walks one folder left for later (a subtree of the parallel part, or a link's).
    private func walk(_ subtree: Subtree, into listing: inout Listing, links: inout [Subtree], following: FollowedLinks?) {
        var ancestors = subtree.ancestors
        var none: [Subtree]? = nil
        let opened = open(absolute(subtree.path), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard opened >= 0 else {
            listing.addUnreadableFolder(subtree.path)
            return
        }
        visit(
            opened, relative: subtree.path, ancestors: &ancestors, into: &listing, deferring: &none, links: &links,
            following: following)
    }

    /// A folder left for the parallel part of the walk, with the folders above it.
    private struct Subtree: Sendable {
        var path: String
        var ancestors: [DirectoryIdentity]
    }

    private struct DirectoryIdentity: Hashable, Sendable {
        var device: UInt64
        var inode: UInt64
    }

    /// The folders one link's walk has walked so far, with the path each was walked at: links that
    /// fan out (two links in each folder of a chain to the next) would otherwise walk the last
    /// folder 2^n times. Used by one thread at a time.
    private final class FollowedLinks {
        var walked: [DirectoryIdentity: String] = [:]
    }

    func absolute(_ relative: String) -> String {
        relative.isEmpty ? root : root + "/" + relative
    }

    /// Walks the open folder `descriptor` (and closes it).
    /// `deferring`: where to leave the folders at ``parallelDepth`` instead of walking them;
    /// `nil` to walk everything. `links`: where to leave the links to folders, when not
    /// `following` them (the folders' own paths are walked first).
    private func visit(
        _ descriptor: Int32, relative: String, ancestors: inout [DirectoryIdentity], into listing: inout Listing,
        deferring deferred: inout [Subtree]?, links: inout [Subtree], following: FollowedLinks? = nil
    ) {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            listing.addUnreadableFolder(relative)
            close(descriptor)
            return
        }
        let identity = DirectoryIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        if ancestors.contains(identity) {
            listing.problems.append(Listing.linkNotFollowed("symbolic link loop at '\(relative)': not followed", relative))
            close(descriptor)
            return
        }
        if let following {
            if let first = following.walked[identity] {
                listing.problems.append(Listing.linkNotFollowed(
                    "'\(relative)' is a folder already walked as '\(first)' (through a symbolic link): not walked again", relative))
                close(descriptor)
                return
            }
            following.walked[identity] = relative
        }
        guard let directory = fdopendir(descriptor) else {
            listing.addUnreadableFolder(relative)
            close(descriptor)
            return
        }
        defer { closedir(directory) }
        ancestors.append(identity)
        defer { ancestors.removeLast() }
        listing.directories.insert(relative)
        let subdirectories = list(directory, descriptor: descriptor, relative: relative, into: &listing)
        for child in subdirectories.sorted(by: { $0.path < $1.path }) {
            if child.isLink, following == nil {
                links.append(Subtree(path: child.path, ancestors: ancestors))
                continue
            }
            if deferred != nil, ancestors.count >= Self.parallelDepth {
                deferred?.append(Subtree(path: child.path, ancestors: ancestors))
                continue
            }
            let opened = openat(descriptor, child.name, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard opened >= 0 else {
                listing.addUnreadableFolder(child.path)
                continue
            }
            visit(
                opened, relative: child.path, ancestors: &ancestors, into: &listing, deferring: &deferred, links: &links,
                following: following)
        }
    }

    /// Reads the entries of the open folder: its manifest and Swift files go to `listing`, with a
    /// problem for every link that cannot be followed; returns the folders to walk.
    private func list(
        _ directory: OpaquePointer, descriptor: Int32, relative: String, into listing: inout Listing
    ) -> [(name: String, path: String, isLink: Bool)] {
        var subdirectories: [(name: String, path: String, isLink: Bool)] = []
        var manifestNames: [String] = []
        var stamps: [String: FileStamp] = [:]
        while let entry = readdir(directory) {
            guard let name = entryName(entry) else {
                if let problem = unnamedEntryProblem(entry, in: descriptor, relative: relative) { listing.problems.append(problem) }
                continue
            }
            if name.hasPrefix(".") { continue }
            let child = relative.isEmpty ? name : relative + "/" + name
            let kind = entryKind(entry, in: descriptor, name: name, child: child)
            switch kind {
            case .directory, .linkedDirectory:
                if name.hasSuffix(".xcodeproj") {
                    // An Xcode project is read, never walked: its one file says what it builds.
                    let (file, path) = (name + "/project.pbxproj", child + "/project.pbxproj")
                    // Its project file is read as listed: a link must not take it elsewhere either.
                    if !isExcluded(child + "/"), let refused = refusedLink(file, in: descriptor, child: path) {
                        listing.problems.append(linkNotFollowed(path, refused))
                    } else if !isExcluded(child + "/") {
                        listing.xcodeProjects.append(WalkedFile(path: path, stamp: stampsFiles ? FileStamp.of(file, in: descriptor) : nil))
                    }
                } else if !Self.isSkippedFolder(name), !isExcluded(child + "/") {
                    if case .linkedDirectory = kind { subdirectories.append((name, child, true)) } else { subdirectories.append((name, child, false)) }
                }
            case .file:
                if !walkedSources.isEmpty, let index = walkedSources.firstIndex(where: { $0.claims(child, name: name) }),
                    !isExcluded(child)
                {
                    listing.add([WalkedFile(path: child, stamp: stampsFiles ? FileStamp.of(name, in: descriptor) : nil)], ofSource: index)
                } else if name == "Package.swift" || ManifestChoice.version(ofManifestNamed: name) != nil {
                    if !isExcluded(child) {
                        manifestNames.append(name)
                        if stampsFiles { stamps[name] = FileStamp.of(name, in: descriptor) }
                    }
                } else if name.hasSuffix(".swift"), !isExcluded(child) {
                    listing.swiftFiles.append(
                        WalkedFile(path: child, stamp: stampsFiles ? FileStamp.of(name, in: descriptor) : nil))
                    if name == "Project.swift" { listing.projectSpecs.append(listing.swiftFiles[listing.swiftFiles.count - 1]) }
                } else if name.hasSuffix(".yml") || name.hasSuffix(".yaml"), !isExcluded(child) {
                    // XcodeGen's spec, and every YAML file it may include.
                    let file = WalkedFile(path: child, stamp: stampsFiles ? FileStamp.of(name, in: descriptor) : nil)
                    if name == "project.yml" { listing.projectSpecs.append(file) } else { listing.yamlFiles.append(file) }
                } else if name.hasSuffix(".xcconfig"), !isExcluded(child) {
                    listing.configurationFiles.append(
                        WalkedFile(path: child, stamp: stampsFiles ? FileStamp.of(name, in: descriptor) : nil))
                }
            case .unfollowable(let code):
                if !Self.isSkippedFolder(name), !isExcluded(child), !isExcluded(child + "/") {
                    listing.problems.append(linkProblem(child, name: name, in: descriptor, errorCode: code))
                }
            case .outside, .skipped:
                if !Self.isSkippedFolder(name), !isExcluded(child), !isExcluded(child + "/") {
                    listing.problems.append(linkNotFollowed(child, kind))
                }
            case .other:
                break
            }
        }
        if let chosen = chosenManifest(among: manifestNames, in: relative) {
            let path = relative.isEmpty ? chosen : relative + "/" + chosen
            listing.manifests.append(WalkedFile(path: path, stamp: stamps[chosen]))
        }
        return subdirectories
    }

    /// The endings of the files a walk lists to read (besides `X.xcodeproj/project.pbxproj`).
    static let readSuffixes = [".swift", ".yml", ".yaml", ".xcconfig"]

    /// Whether a walk reads the file at `path` (relative) when it finds it, by its name alone.
    static func reads(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if name == "project.pbxproj" { return RelativePath.parent(path).hasSuffix(".xcodeproj") }
        return readSuffixes.contains(where: name.hasSuffix)
    }

    static func isSkippedFolder(_ name: String) -> Bool {
        // An Xcode file template (`*.xctemplate`) holds `___FILEBASENAME___.swift` with placeholders:
        // never compiled (found on a real app, reported as unassigned files).
        name.hasPrefix(".build") || name.hasSuffix(".docc") || name.hasSuffix(".playground")
            || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace") || name.hasSuffix(".xctemplate")
    }

    func isExcluded(_ relative: String) -> Bool { Self.isExcluded(relative, by: exclude) }

    /// `relative`: a file's path, or a folder's with a trailing `/`.
    static func isExcluded(_ relative: String, by exclude: [Glob]) -> Bool {
        // A folder is excluded when a glob matches it or everything inside it (`Generated/**`).
        exclude.contains { $0.matches(relative) || (relative.hasSuffix("/") && $0.matches(String(relative.dropLast()))) }
    }

    /// Whether the walk leaves out the file at `path` by `exclude`: the file or a folder above it.
    static func isExcluded(_ path: String, withFoldersBy exclude: [Glob]) -> Bool {
        guard !exclude.isEmpty else { return false }
        if isExcluded(path, by: exclude) { return true }
        var folder = RelativePath.parent(path)
        while !folder.isEmpty {
            if isExcluded(folder + "/", by: exclude) { return true }
            folder = RelativePath.parent(folder)
        }
        return false
    }
}

func errnoText() -> String { String(cString: strerror(errno)) }
