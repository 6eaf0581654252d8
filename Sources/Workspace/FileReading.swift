import ArchCore
import ImportScanner
import ManifestReader

/// Reads every manifest and every source file in one parallel pass: manifests through the static
/// reader, sources through the import scanner, either skipped when the scan cache proves the file
/// unchanged.
struct FileReading: Sendable {
    let root: String
    /// `nil` when the run keeps no cache.
    let cache: ScanCache?
    /// The walk's stamps of the files (taken before they are read: a file that changes in between
    /// gets a newer stamp than the one kept with its old bytes, so the next run reads it again).
    var stamps: [String: FileStamp] = [:]
    /// When the stamps started to be taken: the time the cache is written with.
    var started = FileStamp.Time.now()
    let progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?
    var flag: (@Sendable ([UInt8]) -> Bool)? = nil

    struct Result {
        var manifests: [Manifest] = []
        var files: [(String, [Import])] = []
        var problems: [Finding] = []
        /// What the cache should hold after this run: exactly the files read now.
        var cache = ScanCache()
        var cacheChanged = false
        var flagged: [String] = []
    }

    private enum Item: Sendable {
        case manifest(String)
        case source(String)

        var path: String {
            switch self {
            case .manifest(let path), .source(let path): path
            }
        }
    }

    private enum Outcome: Sendable {
        /// `stampOnly`: the cache's entry was trusted without reading the file.
        case read(String, ScanCache.Entry?, ScanCache.Content, flagged: Bool, stampOnly: Bool)
        case problem(Finding)
    }

    func read(manifests: [String], sources: [String]) -> Result {
        let items = manifests.map(Item.manifest) + sources.map(Item.source)
        let counter = progress.map { ProgressCounter(total: items.count, report: $0) }
        let outcomes = items.parallelMap { item -> Outcome in
            defer { counter?.advance() }
            return read(item)
        }
        var result = Result()
        result.cache.started = started
        var entries: [String: ScanCache.Entry] = [:]
        entries.reserveCapacity(items.count)
        var reread = 0
        for outcome in outcomes {
            switch outcome {
            case .read(let path, let entry, let content, let flagged, let stampOnly):
                switch content {
                case .manifest(let manifest): result.manifests.append(manifest)
                case .imports(let imports): result.files.append((path, imports))
                }
                if flagged { result.flagged.append(path) }
                if let entry { entries[path] = entry }
                if !stampOnly { reread += 1 }
            case .problem(let finding):
                result.problems.append(finding)
            }
        }
        if cache != nil {
            result.cacheChanged = Self.rewritesCache(reread: reread, of: items.count)
        }
        result.cache = ScanCache(started: started, entries: entries)
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
        let path = item.path
        let absolute = root + "/" + path
        let stamp = stamps[path]
        if let entry = cache?.unchanged(path, stamp: stamp), flag == nil || entry.flagged != nil {
            return .read(path, entry, entry.content, flagged: entry.flagged ?? false, stampOnly: true)
        }
        let bytes: [UInt8]
        do {
            bytes = try FileReader.bytes(atPath: absolute)
        } catch {
            return .problem(FileProblem(path: path, message: "cannot read '\(path)': \(error)").finding)
        }
        let hash = ContentHash.of(bytes)
        let flagged = flag?(bytes)
        let content: ScanCache.Content
        if let entry = cache?.sameContent(path, hash: hash, size: bytes.count) {
            content = entry.content
        } else {
            switch item {
            case .manifest:
                guard let text = FileReader.text(bytes) else {
                    return .problem(FileProblem(path: path, message: "'\(path)' is not valid UTF-8; it was not read").finding)
                }
                content = .manifest(ManifestReader.read(source: text, directory: RelativePath.parent(path), file: path))
            case .source:
                guard let imports = ImportScanner.scan(utf8: bytes) else {
                    return .problem(
                        FileProblem(path: path, message: "'\(path)' is not valid UTF-8; its imports are not in the graph").finding)
                }
                content = .imports(imports)
            }
        }
        let entry = stamp.map {
            ScanCache.Entry(stamp: $0, hash: hash, size: bytes.count, flagged: flagged, content: content)
        }
        return .read(path, entry, content, flagged: flagged ?? false, stampOnly: false)
    }
}
