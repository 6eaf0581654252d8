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
///
/// A run whose options are the kept run's but whose walk differs only in the stamps of Swift
/// files (files saved again) reads those files alone and compares what each gives the graph
/// with the kept run's ``ReadTree/records`` (see
/// ``WorkspaceLoader/unchangedGraph(_:referencedFiles:)``): when nothing the
/// graph holds changed, the kept outcome is its outcome too. When some files' imports only moved
/// (the same imports in the same order, at other lines), the kept findings move with them: the
/// result cache keeps the places of the imports of every Swift file a finding points into
/// (``Kept/places``), and the reports are rendered again from the moved findings.
public struct ResultCache {
    static let header = Array("archlint-result-cache 8\n".utf8)

    let path: String
    /// Every input of the run but the tree.
    let key: [UInt8]
    /// The walk's fingerprint (empty until ``walked(_:)``).
    public private(set) var tree: [UInt8] = []
    /// Whether the tree is settled: only then is this run's outcome kept.
    public private(set) var isSettled = false

    /// The cache for this run; `nil` when the run cannot be answered from a cache.
    /// `location` is the run's scan cache (`nil` without caches); the result cache sits beside it.
    /// The key is every input but the tree, which ``walked(_:)`` adds: a kept run with this key
    /// tells how to walk (``Kept/walkSettings``) before the configuration is parsed.
    public init?(_ options: Inputs, location: CacheLocation?) {
        let (configPath, config) = (options.configPath, options.configuration)
        guard options.since == nil, !options.prunesBaseline, let location else { return nil }
        var baseline: [UInt8]?
        if let baselinePath = options.baselinePath {
            guard let bytes = FileSystem.bytes(atPath: baselinePath) else { return nil }
            baseline = bytes
        }
        var key = CacheWriter()
        key.string(location.version)  // archlint's version and its executable's stamp
        key.string(FileSystem.currentDirectory)
        key.string(options.path)
        key.string(configPath)
        key.lengthPrefixed(config)
        key.optionalString(options.baselinePath)
        key.lengthPrefixed(baseline ?? [])
        key.strings(options.outputs.flatMap { [$0.format, $0.path ?? "\u{0}"] })
        key.optionalString(options.pathPrefix)
        key.optionalString(options.stepSummaryPath)
        key.optionalString(options.linkTemplate)
        key.string(options.today)
        key.strings(options.followLinksInto)
        key.strings(options.view)
        path = Self.resultPath(besideScanCache: location.path)
        self.key = key.bytes
    }

    /// The tree this run walked.
    public mutating func walked(_ walked: WalkedTree) {
        tree = walked.fingerprint
        isSettled = walked.isSettled
    }

    /// Whether this run walked the kept run's tree, and that tree is settled: then the kept
    /// outcome is this run's.
    public func walkedKeptTree(_ kept: Kept) -> Bool { isSettled && !tree.isEmpty && kept.tree == tree }

    /// The result cache's file beside the scan cache's (`…/scan-NAME.cache` gives
    /// `…/result-NAME.cache`), found by bytes rather than Foundation's search.
    static func resultPath(besideScanCache scanPath: String) -> String {
        let bytes = Array(scanPath.utf8)
        let name = (bytes.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 }) ?? 0
        let scan = Array("scan-".utf8)
        guard bytes[name...].starts(with: scan) else { return scanPath + ".result" }
        return String(decoding: bytes[..<name] + Array("result-".utf8) + bytes[(name + scan.count)...], as: UTF8.self)
    }

    /// The kept run, if its options are this run's.
    public func load() -> Kept? {
        guard let bytes = FileSystem.bytes(atPath: path) else { return nil }
        return bytes.withUnsafeBufferPointer { raw -> Kept? in
            var reader = Fields(bytes: raw, offset: Self.header.count)
            guard raw.starts(with: Self.header), let keptKey = reader.field(), Self.same(keptKey, key),
                let settings = reader.field(), let keptTree = reader.field(), let records = reader.field(),
                let referenced = reader.field(), let places = reader.field(), let graph = reader.field(),
                let findings = reader.field()
            else { return nil }
            var files: [String] = []
            var names = referenced[...]
            while let end = names.firstIndex(of: 0) {
                files.append(String(decoding: names[..<end], as: UTF8.self))
                names = names[(end + 1)...]
            }
            return Kept(
                walkSettings: WalkSettings(encoded: Array(settings)), tree: Array(keptTree), records: Array(records),
                referencedFiles: files, places: Array(places),
                edits: Edits(graph: Array(graph), findings: Array(findings)), payload: Array(raw[reader.offset...]))
        }
    }

    /// Whether a field of the kept file holds exactly `bytes` (one `memcmp`, not a byte at a time).
    private static func same(_ field: Slice<UnsafeBufferPointer<UInt8>>, _ bytes: [UInt8]) -> Bool {
        guard field.count == bytes.count else { return false }
        guard let start = field.base.baseAddress, !bytes.isEmpty else { return true }
        return bytes.withUnsafeBufferPointer { memcmp(start + field.startIndex, $0.baseAddress!, bytes.count) == 0 }
    }

    /// Keeps `outcome` for the next run with the same key, with what its graph was made of
    /// (``ReadTree/records`` and ``ReadTree/referencedFiles``) and the places of the imports of
    /// the files its findings point into (``ImportPlaces``); a run over a tree that is not
    /// settled is not kept, and a cache that cannot be written is not an error.
    public func save(
        _ outcome: CachedOutcome, walkSettings: WalkSettings, records: [UInt8], referencedFiles: [String],
        places: [String: [SourceLocation]], edits: Edits = Edits()
    ) {
        guard isSettled else { return }
        let payload = outcome.encoded()
        var bytes = Self.header
        let names = Array(referencedFiles.map { $0 + "\u{0}" }.joined().utf8)
        let fields = [key, walkSettings.encoded, tree, records, names, ImportPlaces.encode(places), edits.graph, Array(edits.findings)]
        for field in fields {
            withUnsafeBytes(of: UInt64(field.count).littleEndian) { bytes.append(contentsOf: $0) }
            bytes += field
        }
        bytes += payload
        // Replaced, never written through a link at its name (see CacheFolder).
        try? AtomicWrite.replace(path, by: bytes, creatingFolders: true)
    }

    /// A kept run whose options are this run's.
    public struct Kept: Sendable {
        /// What the kept run walked with (``WalkSettings``): this run's too, since the key holds
        /// the configuration's bytes; `nil` if they do not decode.
        public let walkSettings: WalkSettings?
        /// The kept run's walk (``WalkedTree/fingerprint``).
        public let tree: [UInt8]
        /// What each file gave its graph (``ReadTree/records``).
        public let records: [UInt8]
        /// The files whose every byte counted (``ReadTree/referencedFiles``).
        public let referencedFiles: [String]
        /// The places of the imports of the files the kept findings point into (``ImportPlaces``).
        let places: [UInt8]
        /// What a run after an edit to Swift files' imports starts from.
        public let edits: Edits
        let payload: [UInt8]

        /// The places of the imports of the files the kept findings point into; `nil` if they
        /// do not decode.
        public func importPlaces() -> [String: [SourceLocation]]? { ImportPlaces.decode(places) }

        /// The kept outcome; `nil` if it does not decode.
        public func outcome() -> CachedOutcome? { CachedOutcome(decoding: payload) }
    }

    /// What a run after an edit to some Swift files' imports starts from, when the configuration's
    /// rules judge such files alone (`Architecture.judgesEditedImportsAlone`): the part of the
    /// graph such an edit leaves as it was (`WorkspaceLoader.keptGraph(of:_:arcs:)`), and the
    /// run's findings before they were merged by place. Both empty otherwise.
    public struct Edits: Sendable {
        public var graph: [UInt8]
        public var findings: [UInt8]

        public init() {
            graph = []
            findings = []
        }

        init(graph: [UInt8], findings: [UInt8]) {
            self.graph = graph
            self.findings = findings
        }

        /// `findings` kept beside `graph`; none without a graph.
        public init(graph: [UInt8], findings: [Finding]) {
            guard !graph.isEmpty else {
                self.init()
                return
            }
            var out = CacheWriter()
            out.findings(findings)
            self.init(graph: graph, findings: out.bytes)
        }

        /// The findings; `nil` when none were kept or they do not decode.
        public func decodedFindings() -> [Finding]? {
            guard !graph.isEmpty, !findings.isEmpty else { return nil }
            var reader = CacheReader(bytes: findings, offset: 0)
            guard let decoded = reader.findings(), reader.offset == findings.count else { return nil }
            return decoded
        }
    }

    /// Fields of a kept run's file: each a 64-bit little-endian length, then its bytes.
    private struct Fields {
        let bytes: UnsafeBufferPointer<UInt8>
        var offset: Int

        mutating func field() -> Slice<UnsafeBufferPointer<UInt8>>? {
            guard bytes.count - offset >= 8 else { return nil }
            var length: UInt64 = 0
            for index in 0..<8 { length |= UInt64(bytes[offset + index]) << (8 * UInt64(index)) }
            offset += 8
            guard length <= UInt64(bytes.count - offset) else { return nil }
            defer { offset += Int(length) }
            return bytes[offset..<(offset + Int(length))]
        }
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
        /// The configuration's bytes, read once by the caller within the loader's bound (a pipe
        /// cannot be read twice; a file of gigabytes is refused before it is read whole).
        public var configuration: [UInt8] = []
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
