import ArchCore
import Foundation

/// The findings a team has accepted for now, recorded by `archlint baseline write`, so that a run
/// with `--baseline` reports only new ones.
///
/// The file is JSON, version 1: entries sorted by file, rule, name and message, keys sorted,
/// two-space indentation, so the same findings always give the same bytes:
///
///     {
///       "entries" : [
///         {
///           "count" : 1,
///           "file" : "Movies/Sources/MoviesDomain/Movie.swift",
///           "message" : "'MoviesDomain' imports 'MoviesInfrastructure'; ...",
///           "name" : "Dependencies point inward",
///           "rule" : "layers",
///           "subject" : "'MoviesDomain' imports 'MoviesInfrastructure'"
///         }
///       ],
///       "version" : 1
///     }
public struct Baseline: Hashable, Sendable, Codable {
    /// The only version this archlint reads and writes.
    public static let currentVersion = 1

    public var version: Int
    public var entries: [Entry]

    /// One key and how many findings it hides.
    public struct Entry: Hashable, Sendable, Codable {
        public var rule: String
        public var name: String
        public var file: String
        public var message: String
        /// What the finding is about, which the entry matches by (the message is for people); absent
        /// when the message says only that, and in files written before subjects, whose entries
        /// match by message.
        public var subject: String?
        public var count: Int

        public init(key: FindingKey, count: Int) {
            self.rule = key.rule
            self.name = key.name
            self.file = key.file
            self.message = key.message
            self.subject = key.subject
            self.count = count
        }

        public var key: FindingKey { FindingKey(rule: rule, name: name, file: file, message: message, subject: subject) }
    }

    /// Merges entries with the same key and sorts them.
    public init(counts: [FindingKey: Int]) {
        self.version = Self.currentVersion
        self.entries = counts.filter { $0.value > 0 }.sorted { $0.key < $1.key }.map { Entry(key: $0.key, count: $0.value) }
    }

    /// Records `findings`, one entry per key with the number of findings that have it; findings that
    /// say archlint could not read something are not recorded (see `Finding.unreadRuleIDs`).
    public init(findings: [Finding]) {
        self.init(counts: findings.keyCounts())
    }

    /// How many findings each key hides (entries with the same key add up).
    public var counts: [FindingKey: Int] {
        entries.reduce(into: [:]) { counts, entry in counts[entry.key, default: 0] += entry.count }
    }

    /// The file's bytes: stable, ending with a newline.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(self)) ?? Data()
        return data + Data("\n".utf8)
    }

    /// Reads a baseline file's bytes; the error says what is wrong, without the path.
    public static func decode(_ data: Data) throws(BaselineFormatError) -> Baseline {
        let baseline: Baseline
        do {
            baseline = try JSONDecoder().decode(Baseline.self, from: data)
        } catch {
            throw BaselineFormatError(description: "not an archlint baseline (\(Self.reason(error)))")
        }
        guard baseline.version == currentVersion else {
            throw BaselineFormatError(description: "unsupported baseline version \(baseline.version); this archlint reads version \(currentVersion)")
        }
        if let entry = baseline.entries.first(where: { $0.count < 1 }) {
            throw BaselineFormatError(description: "entry for '\(entry.file)' has count \(entry.count); counts start at 1")
        }
        return baseline
    }

    private static func reason(_ error: Error) -> String {
        switch error as? DecodingError {
        case .keyNotFound(let key, let context)?:
            return "missing '\(key.stringValue)'" + codingPath(context.codingPath)
        case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?:
            return "wrong type" + codingPath(context.codingPath)
        default:
            return "invalid JSON"
        }
    }

    private static func codingPath(_ path: [CodingKey]) -> String {
        guard !path.isEmpty else { return "" }
        return " at " + path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    }
}

/// The bytes of a baseline file are not a baseline this archlint understands.
public struct BaselineFormatError: Error, Sendable, CustomStringConvertible {
    public var description: String
}
