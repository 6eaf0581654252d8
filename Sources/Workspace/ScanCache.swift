import ArchCore

/// Scanned imports by file content, kept between runs so that a run after a small change (the
/// pre-commit case) scans only the files that changed.
///
/// The key is the content's hash and size, never the path or the modification time: a file that
/// moves or is touched keeps its entry, and one whose bytes change misses. The file is written
/// whole to a temporary name and renamed, so concurrent runs never see half a cache; anything that
/// does not decode exactly (another version, a truncated or corrupt file) is ignored and rebuilt.
struct ScanCache: Sendable {
    struct Key: Hashable, Sendable {
        var hash: UInt64
        var size: Int

        init(_ bytes: [UInt8]) {
            hash = ContentHash.of(bytes)
            size = bytes.count
        }

        init(hash: UInt64, size: Int) {
            self.hash = hash
            self.size = size
        }
    }

    /// Changes whenever the scanner's results or this encoding could change.
    static let formatVersion = "archlint-scan-cache 2"

    private(set) var entries: [Key: [Import]]

    init(entries: [Key: [Import]] = [:]) {
        self.entries = entries
    }

    subscript(key: Key) -> [Import]? { entries[key] }

    /// The cache at `path` for this archlint `version`; empty when there is none or it is unusable.
    static func load(path: String, version: String) -> ScanCache {
        guard let bytes = try? FileReader.bytes(atPath: path),
            let entries = ScanCacheCoding.decode(bytes, header: formatVersion + " " + version)
        else { return ScanCache() }
        return ScanCache(entries: entries)
    }

    /// Writes `entries` to `path` atomically; a cache that cannot be written is not an error.
    static func save(_ entries: [Key: [Import]], path: String, version: String) {
        let bytes = ScanCacheCoding.encode(entries, header: formatVersion + " " + version)
        AtomicWrite.write(bytes, to: path)
    }
}
