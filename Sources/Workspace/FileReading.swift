import ArchCore
import ImportScanner
import ManifestReader
import ReferenceScanner

/// Reads every manifest and every source file in one parallel pass: manifests through the static
/// reader, sources through the import scanner. A file the scan cache proves unchanged is not read.
struct FileReading: Sendable {
    let root: String
    /// `nil` when the run keeps no cache.
    let cache: ScanCache?
    /// When the walk started taking the files' stamps: the time the cache is written with. The
    /// stamps are taken before the files are read, so a file that changes in between gets a newer
    /// stamp than the one kept with its old bytes, and the next run reads it again.
    let started: FileStamp.Time
    let progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?
    var keepComments: (@Sendable (String, [UInt8]) -> [MarkedComment])? = nil
    /// Whether the caller may read references after this pass (and so update the cache's
    /// symbols): the cache's entries are then kept whatever the number of files read again.
    var keepsEntries = false
    /// Whether each file's ``FileDigest`` is worked out (for the result cache's records); without
    /// a cache, or for a tree that is not settled, no result is kept, and each digest stands for nothing.
    var digests = true

    struct Result {
        var manifests: [Manifest] = []
        var files: [(String, [Import])] = []
        var problems: [Finding] = []
        /// What the cache should hold after this run (exactly the files read now), when it is
        /// worth writing again or `keepsEntries`; `nil` otherwise. Worked out only when asked:
        /// with `keepsEntries`, most runs (a few files changed) never write the cache, and the
        /// entries of 100k files take 50 ms to gather.
        var cacheEntries: CacheEntries?
        var comments: [MarkedComment] = []
        /// The symbols the cache held for unchanged files, and those read with the bytes of
        /// changed files that had symbols before (files of modules whose references were read).
        var symbols: [String: FileSymbols] = [:]
        /// Files read (not trusted by their stamps), of `total`.
        var reread = 0
        var total = 0
        /// What each manifest and Swift file gave, in the order read (manifests first).
        var digests: [FileDigest] = []
    }

    private enum Item: Sendable {
        case manifest(WalkedFile)
        case source(WalkedFile)

        var file: WalkedFile {
            switch self {
            case .manifest(let file), .source(let file): file
            }
        }
    }

    /// The entries the cache should hold after a run, gathered by ``entries()``.
    struct CacheEntries: Sendable {
        fileprivate let outcomes: [Outcome]
        fileprivate let cache: ScanCache

        /// Each file read with its entry: the cache's own for a file trusted by its stamp, a new
        /// one for a file read again; none for a file with a problem or read in part.
        func entries() -> [(path: String, entry: ScanCache.Entry)] {
            outcomes.compactMap { outcome in
                guard case .read(let path, _, _, _, let fresh, let stampOnly, _) = outcome,
                    let entry = stampOnly ? cache.entries[path] : fresh
                else { return nil }
                return (path, entry)
            }
        }
    }

    fileprivate enum Outcome: Sendable {
        /// `fresh`: the entry to keep for a file that was read; `nil` when the cache's entry was
        /// trusted without reading the file (or there is no cache).
        case read(
            String, ScanCache.Content, comments: [MarkedComment], symbols: FileSymbols?, fresh: ScanCache.Entry?,
            stampOnly: Bool, digest: FileDigest)
        case problem(Finding, digest: FileDigest)
        /// A file read in part: what was read goes in the graph, the rest is an error finding. It
        /// is never cached, so the finding is there on every run.
        case partial(String, [Import], Finding, comments: [MarkedComment], digest: FileDigest)
    }

    func read(manifests: [WalkedFile], sources: [WalkedFile]) -> Result {
        let items = manifests.map(Item.manifest) + sources.map(Item.source)
        let counter = progress.map { ProgressCounter(total: items.count, report: $0) }
        let outcomes = items.parallelMap { item -> Outcome in
            defer { counter?.advance() }
            return read(item)
        }
        var result = Result()
        result.files.reserveCapacity(sources.count)
        var reread = 0
        result.digests.reserveCapacity(items.count)
        for outcome in outcomes {
            switch outcome {
            case .read(let path, let content, let comments, let symbols, _, let stampOnly, let digest):
                result.digests.append(digest)
                switch content {
                case .manifest(let manifest): result.manifests.append(manifest)
                case .imports(let imports): result.files.append((path, imports))
                }
                result.comments += comments
                if let symbols { result.symbols[path] = symbols }
                if !stampOnly { reread += 1 }
            case .problem(let finding, let digest):
                result.digests.append(digest)
                result.problems.append(finding)
            case .partial(let path, let imports, let finding, let comments, let digest):
                result.digests.append(digest)
                result.files.append((path, imports))
                result.problems.append(finding)
                result.comments += comments
                reread += 1
            }
        }
        (result.reread, result.total) = (reread, items.count)
        if let cache, keepsEntries || Self.rewritesCache(reread: reread, of: items.count) {
            result.cacheEntries = CacheEntries(outcomes: outcomes, cache: cache)
        } else {
            releaseInBackground(consume outcomes)
        }
        return result
    }

    /// Whether the cache is worth writing again after `reread` of `total` files were read (not
    /// trusted by their stamps). Writing costs in proportion to every file, not writing costs the
    /// next runs reading those files again: the cache is rewritten when more than 1% of the files
    /// were read (so a commit's few changed files never rewrite a large cache), and always for
    /// small trees. Entries of removed files are dropped at the next rewrite; until then they
    /// are never looked up.
    static func rewritesCache(reread: Int, of total: Int) -> Bool {
        reread > 0 && (total <= 200 || reread * 100 > total)
    }

    private func read(_ item: Item) -> Outcome {
        let (path, stamp) = (item.file.path, item.file.stamp)
        if let entry = cache?.unchanged(path, stamp: stamp), keepComments == nil || entry.comments != nil {
            let digest =
                digests
                ? FileDigest(path: path, content: entry.content, comments: entry.comments, hash: entry.hash, size: entry.size)
                : FileDigest(unrecorded: path)
            return .read(
                path, entry.content, comments: entry.comments ?? [], symbols: entry.symbols, fresh: nil, stampOnly: true,
                digest: digest)
        }
        let bytes: [UInt8]
        do {
            bytes = try FileReader.contents(atPath: root + "/" + path)
        } catch {
            return problem(FileProblem(path: path, message: "cannot read '\(path)': \(error)").finding, path: path)
        }
        // Only the scan cache and the result cache's records use the hash of the bytes: a run that
        // keeps neither (`--no-cache`) does not work it out (3% of a cold run's CPU on 100k files).
        let hash = cache != nil || digests ? ContentHash.of(bytes) : 0
        let comments = keepComments?(path, bytes)
        let content: ScanCache.Content
        var symbols: FileSymbols?
        if let entry = cache?.sameContent(path, hash: hash, size: bytes.count) {
            content = entry.content
            symbols = entry.symbols
        } else {
            switch item {
            case .manifest:
                guard let text = FileReader.text(bytes) else {
                    return problem(FileProblem.notUTF8(path, bytes, consequence: "it was not read").finding, path: path)
                }
                // A manifest imports PackageDescription; a source file named `Package.swift` (an
                // app's `protocol Package`) does not, and is read as the source it is.
                if let scanned = ImportScanner.read(utf8: bytes), scanned.unread == nil,
                    !scanned.imports.contains(where: { $0.module == "PackageDescription" })
                {
                    content = .imports(scanned.imports)
                } else {
                    content = .manifest(ManifestReader.read(source: text, directory: RelativePath.parent(path), file: path))
                }
            case .source:
                guard let scanned = ImportScanner.read(utf8: bytes) else {
                    return problem(
                        FileProblem.notUTF8(path, bytes, consequence: "its imports are not in the graph").finding, path: path)
                }
                if let unread = scanned.unread {
                    let finding = FileProblem.unread(path, unread).finding
                    let digest =
                        digests
                        ? FileDigest(path: path, partial: scanned.imports, finding, comments: comments, hash: hash, size: bytes.count)
                        : FileDigest(unrecorded: path)
                    return .partial(path, scanned.imports, finding, comments: comments ?? [], digest: digest)
                }
                content = .imports(scanned.imports)
                // A file whose references were read last time most likely is again: read its
                // symbols while its bytes are here rather than from disk again later.
                if cache?.entries[path]?.symbols != nil { symbols = SymbolScanner.symbols(file: path, source: bytes) }
            }
        }
        let entry = stamp.map {
            ScanCache.Entry(stamp: $0, hash: hash, size: bytes.count, comments: comments, content: content, symbols: symbols)
        }
        let digest =
            digests
            ? FileDigest(path: path, content: content, comments: comments, hash: hash, size: bytes.count)
            : FileDigest(unrecorded: path)
        return .read(
            path, content, comments: comments ?? [], symbols: symbols, fresh: entry, stampOnly: false, digest: digest)
    }

    private func problem(_ finding: Finding, path: String) -> Outcome {
        .problem(finding, digest: FileDigest(path: path, problem: finding))
    }
}
