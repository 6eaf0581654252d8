import Foundation

public final class Tracker: @unchecked Sendable {
    public static let shared = Tracker()

    public func track(_ event: String) {
        print("track:", event)
    }
}
