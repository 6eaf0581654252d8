import Foundation
import Testing
import Workspace

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite struct AtomicWriteTests {
    @Test func aRegularFileIsReplacedWhole() throws {
        let tree = try TemporaryTree(["report.txt": "old"])
        try AtomicWrite.write(Array("new".utf8), to: tree.root + "/report.txt")
        #expect(try String(contentsOfFile: tree.root + "/report.txt", encoding: .utf8) == "new")
        #expect(try FileManager.default.contentsOfDirectory(atPath: tree.root) == ["report.txt"])
    }

    /// `--output /dev/null` or a named pipe: renaming a file over it would replace the device or
    /// the pipe (as root, /dev/null itself); it is written in place.
    @Test(.timeLimit(.minutes(1))) func aNamedPipeIsWrittenInPlaceAndStaysAPipe() async throws {
        let tree = try TemporaryTree(["keep": ""])
        let pipe = tree.root + "/pipe"
        #expect(mkfifo(pipe, 0o600) == 0)
        let reader = Task.detached { () -> Data? in FileHandle(forReadingAtPath: pipe)?.readDataToEndOfFile() }
        try AtomicWrite.write(Array("report".utf8), to: pipe)
        #expect(await reader.value == Data("report".utf8))
        var info = stat()
        #expect(stat(pipe, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
        #expect(try FileManager.default.contentsOfDirectory(atPath: tree.root).sorted() == ["keep", "pipe"])
    }
}
