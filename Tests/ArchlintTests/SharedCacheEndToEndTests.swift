import Foundation
import ProcessSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The cache folder may be shared (`ARCHLINT_CACHE_DIR=/tmp/archlint` on a runner many jobs use),
/// and cache file names are predictable (a hash of the linted path). Another user must not make a
/// run write through a link they planted at a cache file's name, nor feed it a cache of their own.
/// Found by hand: the atomic writer followed a link at its destination.
struct SharedCacheEndToEndTests {
    static func run(_ copy: ArchlintBinary.Copy, cache: String) throws -> ArchlintBinary.Result {
        try ChildProcess.archlint([copy.path], environment: ["ARCHLINT_CACHE_DIR": cache])
    }

    static func cacheFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-shared-cache-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        chmod(folder, 0o700)
        return folder
    }

    @Test func aLinkAtACacheFilesNameIsReplacedNotWrittenThrough() throws {
        let copy = try ArchlintBinary.Copy(fixture: "MultiPackage")
        let cache = try Self.cacheFolder()
        defer { try? FileManager.default.removeItem(atPath: cache) }
        #expect(try Self.run(copy, cache: cache).status == 1)
        let scan = try #require(try FileManager.default.contentsOfDirectory(atPath: cache).first { $0.hasPrefix("scan-") })
        let names = [scan, "result-" + scan.dropFirst("scan-".count)]
        // Another user plants links at the names, to files of the runner's.
        let victims = try TemporaryFolder()
        for name in names {
            try Data("precious\n".utf8).write(to: URL(fileURLWithPath: victims.path + "/" + name))
            try? FileManager.default.removeItem(atPath: cache + "/" + name)
            try FileManager.default.createSymbolicLink(atPath: cache + "/" + name, withDestinationPath: victims.path + "/" + name)
        }
        // A change, settled (the result cache keeps only runs over a tree unchanged for 2 seconds).
        try copy.write("Movies/Sources/MoviesDomain/New.swift", "import Foundation\n")
        Thread.sleep(forTimeInterval: 2.5)
        #expect(try Self.run(copy, cache: cache).status == 1)
        for name in names {
            #expect(try Data(contentsOf: URL(fileURLWithPath: victims.path + "/" + name)) == Data("precious\n".utf8), "\(name)")
            var info = stat()
            #expect(lstat(cache + "/" + name, &info) == 0 && info.st_mode & S_IFMT == S_IFREG, "\(name) is a file of its own")
        }
    }

    @Test(arguments: ["owned by another user", "writable by others", "writable by the group"])
    func aCacheFolderOthersCanWriteIsNotUsed(_ how: String) throws {
        let copy = try ArchlintBinary.Copy(fixture: "MultiPackage")
        let cache = try Self.cacheFolder()
        defer { try? FileManager.default.removeItem(atPath: cache) }
        switch how {
        case "owned by another user": #expect(chown(cache, 1, 1) == 0)
        case "writable by others": #expect(chmod(cache, 0o777) == 0)
        default: #expect(chmod(cache, 0o770) == 0)
        }
        let run = try Self.run(copy, cache: cache)
        #expect(run.status == 1)
        let warning = "archlint: warning: not using the cache folder '\(cache)'"
        #expect(run.stderr.components(separatedBy: warning).count == 2, "warned once: \(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache).isEmpty)
        // A folder of its own, writable by no one else, is used.
        #expect(chown(cache, getuid(), getgid()) == 0 && chmod(cache, 0o700) == 0)
        let used = try Self.run(copy, cache: cache)
        #expect(!used.stderr.contains("archlint: warning:"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache).contains { $0.hasPrefix("scan-") })
    }
}

/// A temporary folder removed when the value is released.
final class TemporaryFolder {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-folder-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}
