import Foundation
import Testing
import Workspace

/// `FileSystem.resolved` and `FileSystem.absolute` stand in for Foundation's `URL` path calls
/// (whose first use costs every run about a millisecond): links are resolved as far as the path
/// exists, and the rest is kept by name.
struct ResolvedPathTests {
    @Test func resolvesLinksOnTheWayAndKeepsAMissingTail() throws {
        let tree = try TemporaryTree(["real/inner/File.swift": ""])
        let real = try #require(realpathString(tree.root + "/real"))
        try FileManager.default.createSymbolicLink(atPath: tree.root + "/link", withDestinationPath: "real/inner")
        #expect(FileSystem.resolved(tree.root + "/link") == real + "/inner")
        #expect(FileSystem.resolved(tree.root + "/link/File.swift") == real + "/inner/File.swift")
        // `..` is taken by name before any link is followed, as Foundation's `standardizedFileURL` does.
        #expect(FileSystem.resolved(tree.root + "/link/../real/./inner/File.swift") == real + "/inner/File.swift")
        #expect(FileSystem.resolved(tree.root + "/link/../inner") == FileSystem.resolved(tree.root) + "/inner")
        // A tail that does not exist follows the resolved part, as written.
        #expect(FileSystem.resolved(tree.root + "/link/new/deeper") == real + "/inner/new/deeper")
        #expect(FileSystem.resolved("/no-such-folder-archlint/x") == "/no-such-folder-archlint/x")
        #expect(FileSystem.resolved("/") == "/")
    }

    @Test func absoluteReadsRelativePathsFromTheCurrentFolder() {
        let current = FileManager.default.currentDirectoryPath
        #expect(FileSystem.currentDirectory == current)
        #expect(FileSystem.absolute("a/./b/../c") == (current == "/" ? "" : current) + "/a/c")
        #expect(FileSystem.absolute("/x/../y/") == "/y")
    }

    private func realpathString(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
