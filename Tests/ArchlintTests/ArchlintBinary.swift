import Foundation
import ProcessSupport

/// Runs the built `archlint` executable, as a user would.
struct ArchlintBinary {
    typealias Result = ChildProcess.Output

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
        // Runs share one scan cache folder of their own, never the user's.
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-test-cache").path
        // Reports the tests read must not change when the tests run in GitHub Actions or GitLab CI,
        // whose commit would otherwise link every location.
        let environment = ["ARCHLINT_CACHE_DIR": cache, "GITHUB_SHA": "", "CI_COMMIT_SHA": "", "GITHUB_BASE_REF": ""]
        return try ChildProcess.run(path, arguments, in: directory, environment: environment)
    }

    /// A copy of a fixture in a temporary folder, removed when the value is released.
    final class Copy {
        let url: URL

        convenience init(fixture name: String) throws {
            try self.init(directory: ArchlintBinary.fixtures.appendingPathComponent(name))
        }

        /// Copies `directory`, leaving out build folders.
        init(directory: URL) throws {
            url = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-e2e-\(UUID().uuidString)")
            let manager = FileManager.default
            try manager.createDirectory(at: url, withIntermediateDirectories: true)
            let walker = manager.enumerator(at: directory, includingPropertiesForKeys: [.isDirectoryKey])
            let base = directory.standardizedFileURL.path
            while let item = walker?.nextObject() as? URL {
                let relative = String(item.standardizedFileURL.path.dropFirst(base.count + 1))
                if item.lastPathComponent.hasPrefix(".build") {
                    walker?.skipDescendants()
                    continue
                }
                let isDirectory = (try? item.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
                let destination = url.appendingPathComponent(relative)
                if isDirectory {
                    try manager.createDirectory(at: destination, withIntermediateDirectories: true)
                } else {
                    try manager.copyItem(at: item, to: destination)
                }
            }
        }

        var path: String { url.path }

        /// A repository made of `files` (path to text) in a temporary folder.
        static func repository(_ files: [String: String]) throws -> Copy {
            let empty = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-empty-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: empty) }
            let copy = try Copy(directory: empty)
            for (path, text) in files { try copy.write(path, text) }
            return copy
        }

        /// Writes a file of the copy, making its folders when they do not exist.
        func write(_ relative: String, _ text: String) throws {
            let file = url.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }

        func read(_ relative: String) throws -> String {
            try String(contentsOf: url.appendingPathComponent(relative), encoding: .utf8)
        }

        /// Replaces the `platforms:` line of `.archlint.yml` by `platforms: matrix`, or removes it.
        func setPlatforms(_ matrix: String?) throws {
            let lines = try read(".archlint.yml").split(separator: "\n", omittingEmptySubsequences: false)
            let edited = lines.compactMap { line -> String? in
                guard line.hasPrefix("platforms:") else { return String(line) }
                return matrix.map { "platforms: \($0)" }
            }
            try write(".archlint.yml", edited.joined(separator: "\n"))
        }

        deinit { try? FileManager.default.removeItem(at: url) }
    }
}

extension ChildProcess {
    /// `archlint arguments...` with `environment` added.
    static func archlint(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]) throws
        -> ArchlintBinary.Result
    {
        let unlinked = ["GITHUB_SHA": "", "CI_COMMIT_SHA": "", "GITHUB_BASE_REF": ""].merging(environment) { _, given in given }
        return try run(ArchlintBinary.path, arguments, in: directory, environment: unlinked)
    }
}
