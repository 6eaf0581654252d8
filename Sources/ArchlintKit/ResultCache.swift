import ArchCore
import Foundation
import Reporting
import Workspace

/// The whole outcome of a lint run, kept so that a run over a tree, a configuration and options
/// that have not changed at all (`archlint` again before a commit that changed nothing archlint
/// reads) answers without reading files, building the graph or evaluating rules.
///
/// The key is every input of the run, byte for byte, and is stored whole in the file (compared,
/// not hashed, so two different inputs can never share an entry): archlint's version and the
/// stamp of its executable (``LoadingSettings/executableStamp``), the options, the current
/// folder, the day (suppressions expire), the configuration's and the baseline's bytes, and the
/// walk's ``WalkedTree/fingerprint`` (every folder, every manifest and Swift file with its size,
/// times, inode and device). A run whose
/// tree is not settled (a file changed within seconds of the walk) is not kept, since the file
/// system's clock cannot prove its stamps final. Runs with `--since` (git history) or
/// `--baseline-prune` (writes a file) are never kept. Anything that does not decode exactly is
/// ignored and the run is done in full.
struct ResultCache {
    static let header = Array("archlint-result-cache 2\n".utf8)

    let path: String
    let key: [UInt8]

    /// The cache for this run; `nil` when the run cannot be answered from a cache.
    /// `location` is the run's scan cache (`nil` without caches); the result cache sits beside it.
    init?(options: LintOptions, configPath: String, today: CalendarDay, walked: WalkedTree, location: CacheLocation?) {
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
        key.string(today.description)
        key.lengthPrefixed(walked.fingerprint)
        path = location.path.replacingOccurrences(of: "/scan-", with: "/result-")
        self.key = key.bytes
    }

    /// The kept outcome, if this run's key is the kept one.
    func load() -> CachedOutcome? {
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
    func save(_ outcome: CachedOutcome) {
        guard let payload = try? JSONEncoder().encode(outcome) else { return }
        var bytes = Self.header
        withUnsafeBytes(of: UInt64(key.count).littleEndian) { bytes.append(contentsOf: $0) }
        bytes += key
        bytes += payload
        try? FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try? AtomicFile.write(Data(bytes), to: path)
    }
}

/// What a lint run gives, before its elapsed time is known.
struct CachedOutcome: Codable, Sendable {
    struct Output: Codable, Sendable {
        var path: String?
        var text: String
        var appends: Bool
    }

    var outputs: [Output]
    var findings: [Finding]
    /// The summary line without its time (``summaryLine(for:seconds:)`` without seconds).
    var summary: String
    /// What follows it: `baseline hid 0 findings`, ...
    var notes: [String]
    var suppressed: Int
    var baselined: Int

    func outcome(seconds: Double) -> LintOutcome {
        LintOutcome(
            outputs: outputs.map { RenderedOutput(path: $0.path, text: $0.text, appends: $0.appends) },
            findings: findings,
            summary: ([summary + " (\(formatSeconds(seconds)) s)"] + notes).joined(separator: "; "),
            suppressed: suppressed, baselined: baselined)
    }
}
