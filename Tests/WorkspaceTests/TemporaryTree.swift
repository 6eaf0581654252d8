import Foundation

/// A folder of files made for one test and removed after it.
final class TemporaryTree {
    let root: String

    init(_ files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("archlint-\(UUID().uuidString)").path
        for (path, contents) in files {
            try write(path, contents)
        }
    }

    func write(_ path: String, _ contents: String) throws {
        try write(path, Data(contents.utf8))
    }

    func write(_ path: String, _ data: Data) throws {
        let url = URL(fileURLWithPath: root).appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }
}
