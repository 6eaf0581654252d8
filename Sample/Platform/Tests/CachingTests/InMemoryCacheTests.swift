import Caching
import Foundation
import Synchronization
import Testing

/// A clock tests move by hand.
final class ManualClock: Sendable {
    private let current = Mutex(Date(timeIntervalSince1970: 0))

    func advance(by seconds: TimeInterval) {
        current.withLock { $0.addTimeInterval(seconds) }
    }

    func now() -> Date { current.withLock { $0 } }
}

struct InMemoryCacheTests {
    @Test func returnsWhatWasInserted() async {
        let cache = InMemoryCache<String, Int>()
        await cache.insert(42, forKey: "answer")
        #expect(await cache.value(forKey: "answer") == 42)
        #expect(await cache.value(forKey: "question") == nil)
    }

    @Test func forgetsEntriesAfterTheirTimeToLive() async {
        let clock = ManualClock()
        let cache = InMemoryCache<String, Int>(timeToLive: 60, now: { clock.now() })
        await cache.insert(1, forKey: "a")

        clock.advance(by: 59)
        #expect(await cache.value(forKey: "a") == 1)
        clock.advance(by: 1)
        #expect(await cache.value(forKey: "a") == nil)
        #expect(await cache.count == 0)
    }

    @Test func removesSingleEntriesAndEverything() async {
        let cache = InMemoryCache<Int, String>()
        await cache.insert("one", forKey: 1)
        await cache.insert("two", forKey: 2)
        await cache.removeValue(forKey: 1)
        #expect(await cache.value(forKey: 1) == nil)
        #expect(await cache.value(forKey: 2) == "two")
        await cache.removeAll()
        #expect(await cache.count == 0)
    }
}
