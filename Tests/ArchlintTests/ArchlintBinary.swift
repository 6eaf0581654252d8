import Foundation

/// Runs the built `archlint` executable, as a user would.
struct ArchlintBinary {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let fixtures = packageRoot.appendingPathComponent("Tests/Fixtures")

    /// `$ARCHLINT_BIN`, else the `archlint` built next to this test bundle.
    static var path: String {
        if let override = ProcessInfo.processInfo.environment["ARCHLINT_BIN"] { return override }
        let candidates = [Bundle.main.executableURL?.deletingLastPathComponent()]
            + Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        for folder in candidates.compactMap({ $0 }) {
            let binary = folder.appendingPathComponent("archlint").path
            if FileManager.default.isExecutableFile(atPath: binary) { return binary }
        }
        return packageRoot.appendingPathComponent(".build/debug/archlint").path
    }

    static func run(_ arguments: [String], in directory: URL? = nil) throws -> Result {
        try ChildProcess.run(path, arguments, in: directory)
    }

    /// A copy of a fixture in a temporary folder, removed when the value is released.
    final class Copy {
        let url: URL

        init(fixture name: String) throws {
            url = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-e2e-\(UUID().uuidString)")
            try FileManager.default.copyItem(at: ArchlintBinary.fixtures.appendingPathComponent(name), to: url)
        }

        var path: String { url.path }

        func write(_ relative: String, _ text: String) throws {
            try Data(text.utf8).write(to: url.appendingPathComponent(relative))
        }

        func read(_ relative: String) throws -> String {
            try String(contentsOf: url.appendingPathComponent(relative), encoding: .utf8)
        }

        deinit { try? FileManager.default.removeItem(at: url) }
    }
}
