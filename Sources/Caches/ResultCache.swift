import ArchCore
import Foundation
import Workspace

/// The whole outcome of a lint run, kept so that a run over a tree, a configuration and options
/// that have not changed at all (`archlint` again before a commit that changed nothing archlint
/// reads) answers without reading files, building the graph or evaluating rules.
///
/// The key is every input of the run, byte for byte, and is stored whole in the file (compared,
/// not hashed, so two different inputs can never share an entry): archlint's version and the
/// stamp of its executable (``CacheFolder/executableStamp``), the options, the current
/// folder, the day (suppressions expire), the configuration's and the baseline's bytes, and the
/// walk's ``WalkedTree/fingerprint`` (every folder, every manifest and Swift file with its size,
/// times, inode and device). A run whose
/// tree is not settled (a file changed within seconds of the walk) is not kept, since the file
/// system's clock cannot prove its stamps final. Runs with `--since` (git history) or
/// `--baseline-prune` (writes a file) are never kept. Anything that does not decode exactly is
/// ignored and the run is done in full.
public struct ResultCache {
    static let header = Array("archlint-result-cache 2\n".utf8)

    let path: String
    let key: [UInt8]

    /// The cache for this run; `nil` when the run cannot be answered from a cache.
    /// `location` is the run's scan cache (`nil` without caches); the result cache sits beside it.
    public init?(_ options: Inputs, walked: WalkedTree, location: CacheLocation?) {
        let configPath = options.configPath
        guard options.since == nil, !options.prunesBaseline, let location, walked.isSettled,
            let config = FileManager.default.contents(atPath: configPath)
        else { return nil }
        var baseline: Data?
        if let baselinePath = options.baselinePath {
            guard let bytes = FileManager.default.contents(atPath: baselinePath) else { return nil }
            baseline = bytes
        }
        var key = CacheWriter()
        key.string(location.version)  // archlint's version and its executable's stamp
        key.string(FileManager.default.currentDirectoryPath)
        key.string(options.path)
        key.string(configPath)
        key.lengthPrefixed(Array(config))
        key.optionalString(options.baselinePath)
        key.lengthPrefixed(baseline.map(Array.init) ?? [])
        key.strings(options.outputs.flatMap { [$0.format, $0.path ?? "\u{0}"] })
        key.optionalString(options.pathPrefix)
        key.optionalString(options.stepSummaryPath)
        key.optionalString(options.linkTemplate)
        key.string(options.today)
        key.strings(options.followLinksInto)
        key.strings(options.view)
        key.lengthPrefixed(walked.fingerprint)
        path = location.path.replacingOccurrences(of: "/scan-", with: "/result-")
        self.key = key.bytes
    }

    /// The kept outcome, if this run's key is the kept one.
    public func load() -> CachedOutcome? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return data.withUnsafeBytes { raw -> CachedOutcome? in
            let bytes = raw.bindMemory(to: UInt8.self)
            let prefix = Self.header.count + 8
            guard bytes.count >= prefix + key.count, bytes.starts(with: Self.header) else { return nil }
            var length: UInt64 = 0
            for index in 0..<8 { length |= UInt64(bytes[Self.header.count + index]) << (8 * UInt64(index)) }
            guard length == UInt64(key.count), bytes[prefix..<(prefix + key.count)].elementsEqual(key) else {
                return nil
            }
            let payload = Data(bytes[(prefix + key.count)...])
            return try? JSONDecoder().decode(CachedOutcome.self, from: payload)
        }
    }

    /// Keeps `outcome` for the next run with the same key; a cache that cannot be written is not an error.
    public func save(_ outcome: CachedOutcome) {
        guard let payload = try? JSONEncoder().encode(outcome) else { return }
        var bytes = Self.header
        withUnsafeBytes(of: UInt64(key.count).littleEndian) { bytes.append(contentsOf: $0) }
        bytes += key
        bytes += payload
        // Replaced, never written through a link at its name (see CacheFolder).
        try? AtomicWrite.replace(path, by: bytes, creatingFolders: true)
    }

    /// The options of a lint run that decide its outcome, besides the tree and the files named.
    public struct Inputs: Sendable {
        public var path: String
        public var configPath: String
        public var baselinePath: String?
        public var prunesBaseline: Bool
        public var since: String?
        /// Each output's format name and file (`nil` for standard output), in request order.
        public var outputs: [(format: String, path: String?)]
        public var pathPrefix: String?
        public var stepSummaryPath: String?
        /// Where reports link locations.
        public var linkTemplate: String?
        /// The day suppressions are compared with, `YYYY-MM-DD`.
        public var today: String
        /// Folders outside the root that links may lead into (`--follow-links-into`).
        public var followLinksInto: [String] = []
        /// What else decides which findings the run shows, and how (`--target`, `--build-plugin`).
        public var view: [String] = []

        public init(
            path: String, configPath: String, baselinePath: String?, prunesBaseline: Bool, since: String?,
            outputs: [(format: String, path: String?)], pathPrefix: String?, stepSummaryPath: String?,
            linkTemplate: String? = nil, today: String
        ) {
            self.path = path
            self.configPath = configPath
            self.baselinePath = baselinePath
            self.prunesBaseline = prunesBaseline
            self.since = since
            self.outputs = outputs
            self.pathPrefix = pathPrefix
            self.stepSummaryPath = stepSummaryPath
            self.linkTemplate = linkTemplate
            self.today = today
        }
    }
}
