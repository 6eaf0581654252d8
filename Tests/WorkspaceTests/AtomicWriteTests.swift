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
    @Test(.timeLimit(.minutes(5))) func aNamedPipeIsWrittenInPlaceAndStaysAPipe() async throws {
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

extension AtomicWriteTests {
    @Test func aFileKeepsItsPermissionsAndANewOneGetsTheUmasks() throws {
        let tree = try TemporaryTree(["Package.swift": "old"])
        let path = tree.root + "/Package.swift"
        #expect(chmod(path, 0o664) == 0)
        try AtomicWrite.write(Array("new".utf8), to: path)
        var info = stat()
        #expect(stat(path, &info) == 0 && info.st_mode & 0o7777 == 0o664)
        let mask = umask(0o022)
        umask(mask)
        try AtomicWrite.write(Array("report".utf8), to: tree.root + "/report.html")
        #expect(stat(tree.root + "/report.html", &info) == 0 && info.st_mode & 0o7777 == 0o666 & ~mask)
    }

    @Test func aLinkStaysALinkAndItsFileIsReplaced() throws {
        let tree = try TemporaryTree(["Manifest.txt": "old"])
        try FileManager.default.createSymbolicLink(atPath: tree.root + "/Package.swift", withDestinationPath: "Manifest.txt")
        try AtomicWrite.write(Array("new".utf8), to: tree.root + "/Package.swift")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: tree.root + "/Package.swift") == "Manifest.txt")
        #expect(try String(contentsOfFile: tree.root + "/Manifest.txt", encoding: .utf8) == "new")
    }
}
