/// A key-value cache shared across tasks.
///
/// Callers depend on this port; `InMemoryCache` is the implementation used by the sample app,
/// a disk-backed one could replace it without touching them.
public protocol Cache<Key, Value>: Sendable {
    associatedtype Key: Hashable & Sendable
    associatedtype Value: Sendable

    /// The value stored for `key`, or `nil` when absent or expired.
    func value(forKey key: Key) async -> Value?
    func insert(_ value: Value, forKey key: Key) async
    func removeValue(forKey key: Key) async
    func removeAll() async
}
