import Foundation
import Testing

/// Golden files live in `Tests/ReportingTests/Resources/Golden/`.
///
/// To regenerate them after an intended change of a format, run
/// `ARCHLINT_UPDATE_GOLDENS=1 swift test --filter ReportingTests` and review the diff: in that mode
/// the tests write the current output instead of comparing (and still record an issue, so a run
/// that rewrote goldens never passes silently).
enum Golden {
    static let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Resources")

    static let directory = resources.appendingPathComponent("Golden")

    static var updating: Bool { ProcessInfo.processInfo.environment["ARCHLINT_UPDATE_GOLDENS"] == "1" }

    /// Compares `actual` with the golden file `name`, or rewrites it when updating.
    static func check(_ actual: String, against name: String, sourceLocation: SourceLocation = #_sourceLocation) throws
    {
        let url = directory.appendingPathComponent(name)
        if updating {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            Issue.record(
                "rewrote golden file \(name); unset ARCHLINT_UPDATE_GOLDENS and run again",
                sourceLocation: sourceLocation)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(actual == expected, "output differs from golden file \(name)", sourceLocation: sourceLocation)
    }

    /// A resource file shipped with the tests, e.g. the SARIF schema.
    static func resource(_ name: String) -> URL { resources.appendingPathComponent(name) }
}
