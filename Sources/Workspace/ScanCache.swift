import ArchCore
import ReferenceScanner

/// What reading each file gave (its imports, or its manifest), kept between runs so that a run
/// after a small change (the pre-commit case) reads only the files that changed.
///
/// Entries are keyed by path and carry the file's ``FileStamp`` and content hash. A file whose
/// stamp is unchanged, and was settled before the run that wrote the cache started, is not read
/// at all; any other file is read, and its entry is still used when the content hash and size say
/// the bytes are the same (a `touch`, a checkout that rewrote the same bytes). The cache is written
/// whole to a temporary name and renamed, so concurrent runs never see half a cache; anything that
/// does not decode exactly (another version, a truncated or corrupt file) is ignored and rebuilt.
struct ScanCache: Sendable {
    enum Content: Hashable, Sendable {
        case imports([Import])
        /// Not boxed (`indirect`): that was tried to make each entry smaller, and raised the peak
        /// memory of a cold run over 100,000 files by 25 MB.
        case manifest(Manifest)
    }

    struct Entry: Hashable, Sendable {
        var stamp: FileStamp
        var hash: UInt64
        var size: Int
        /// The comments the loader's `keepComments` kept; `nil` when the run kept none.
        var comments: [MarkedComment]?
        var content: Content
        /// What the file declares and the names it uses, for a file of a module whose references
        /// were read (``ReferenceReading``); `nil` for other files.
        var symbols: FileSymbols? = nil
    }

    /// Changes whenever the scanner's or the manifest reader's results or this encoding could change.
    static let formatVersion = "archlint-scan-cache 13"

    /// When the run that wrote the cache started reading files.
    var started: FileStamp.Time
    private(set) var entries: [String: Entry]

    init(started: FileStamp.Time = FileStamp.Time(seconds: 0, nanoseconds: 0), entries: [String: Entry] = [:]) {
        self.started = started
        self.entries = entries
    }

    /// The entry of `path` when `stamp` proves the file unchanged since it was read.
    func unchanged(_ path: String, stamp: FileStamp?) -> Entry? {
        guard let stamp, let entry = entries[path], entry.stamp == stamp, stamp.settled(before: started) else {
            return nil
        }
        return entry
    }

    /// The entry of `path` when its bytes are the same as when it was read.
    func sameContent(_ path: String, hash: UInt64, size: Int) -> Entry? {
        guard let entry = entries[path], entry.hash == hash, entry.size == size else { return nil }
        return entry
    }

    /// The cache at `path` for this archlint `version`; empty when there is none or it is unusable.
    static func load(path: String, version: String) -> ScanCache {
        guard let bytes = try? FileReader.bytes(atPath: path),
            let cache = ScanCacheCoding.decode(bytes, header: formatVersion + " " + version)
        else { return ScanCache() }
        return cache
    }

    /// Writes a cache of `entries` (one per path) to `path` atomically; a cache that cannot be
    /// written is not an error.
    static func save(
        started: FileStamp.Time, entries: [(path: String, entry: Entry)], path: String, version: String
    ) {
        let bytes = ScanCacheCoding.encode(started: started, entries: entries, header: formatVersion + " " + version)
        // A cache that cannot be written costs the next run time, never a result. Replaced, never
        // written through a link at its name.
        try? AtomicWrite.replace(path, by: bytes, creatingFolders: true)
    }

    static func save(_ cache: ScanCache, path: String, version: String) {
        save(started: cache.started, entries: cache.sortedEntries, path: path, version: version)
    }

    var sortedEntries: [(path: String, entry: Entry)] {
        entries.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}
