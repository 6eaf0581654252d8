import Foundation

/// A `Cache` kept in memory, with an optional time to live.
///
/// The clock is injected so tests can move time forward instead of sleeping.
public actor InMemoryCache<Key: Hashable & Sendable, Value: Sendable>: Cache {
    private struct Entry {
        var value: Value
        var expiry: Date?
    }

    private var entries: [Key: Entry] = [:]
    private let timeToLive: TimeInterval?
    private let now: @Sendable () -> Date

    /// - Parameters:
    ///   - timeToLive: seconds an entry stays valid; `nil` keeps entries until removed.
    ///   - now: the clock, `Date.init` by default.
    public init(timeToLive: TimeInterval? = nil, now: @escaping @Sendable () -> Date = Date.init) {
        self.timeToLive = timeToLive
        self.now = now
    }

    public func value(forKey key: Key) -> Value? {
        guard let entry = entries[key] else { return nil }
        if let expiry = entry.expiry, expiry <= now() {
            entries[key] = nil
            return nil
        }
        return entry.value
    }

    public func insert(_ value: Value, forKey key: Key) {
        entries[key] = Entry(value: value, expiry: timeToLive.map { now().addingTimeInterval($0) })
    }

    public func removeValue(forKey key: Key) {
        entries[key] = nil
    }

    public func removeAll() {
        entries.removeAll()
    }

    /// The number of entries, expired ones included until they are next read.
    public var count: Int { entries.count }
}
