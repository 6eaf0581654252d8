import Foundation
import Git
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--since` writes the revision's Swift files to a temporary folder: it must be readable by the
/// runner alone (the sources of a private repository, on a machine others use), and removed when
/// the run is stopped (SIGINT, SIGTERM: a CI job cancelled or timed out). Found by hand: the folder
/// was world-readable, and a run stopped with SIGTERM left thousands of files in TMPDIR.
struct SinceTemporaryFolderTests {
    @Test func theRevisionsFilesAreInAFolderOnlyTheRunnerCanRead() throws {
        let repository = try SinceEndToEndTests.Repository()
        let snapshot = try GitSnapshot.extract(root: repository.repo.path, revision: "HEAD", reads: { $0.hasSuffix(".swift") })
        defer { snapshot.remove() }
        var info = stat()
        #expect(stat(snapshot.root, &info) == 0)
        #expect(info.st_mode & 0o7777 == 0o700)
        #expect(info.st_uid == geteuid())
        #expect(FileManager.default.fileExists(atPath: snapshot.root + "/Sample/Movies/Package.swift"))
    }

    @Test func aScratchFolderIsMadeForTheRunnerAloneAndRemoved() throws {
        let folder = try Scratch.folder(prefix: "archlint-scratch-test-")
        var info = stat()
        #expect(stat(folder, &info) == 0)
        #expect(info.st_mode & S_IFMT == S_IFDIR && info.st_mode & 0o7777 == 0o700)
        #expect(URL(fileURLWithPath: folder).lastPathComponent.hasPrefix("archlint-scratch-test-"))
        #expect(FileManager.default.createFile(atPath: folder + "/a.swift", contents: Data("x".utf8)))
        Scratch.remove(folder)
        #expect(!FileManager.default.fileExists(atPath: folder))
    }

    @Test(.timeLimit(.minutes(3)), arguments: [SIGTERM, SIGINT, SIGHUP])
    func aRunStoppedBySignalLeavesNoTemporaryFolder(_ signal: Int32) throws {
        let repository = try SinceEndToEndTests.Repository()
        for index in 0..<4_000 {
            try repository.write("Sample/Movies/Sources/MoviesDomain/Many/File\(index).swift", "import Foundation\nstruct T\(index) {}\n")
        }
        try repository.commit("thousands of files")
        // Started with no signal blocked, as a shell starts it (a child of a test thread would
        // inherit the thread's mask, which blocks them).
        let child = try Self.spawn(ArchlintBinary.path, [repository.repo.path + "/Sample", "--since", "HEAD", "--no-cache"],
            environment: repository.environment)
        // Stopped once the folder exists, while it is being filled or read.
        let deadline = Date().addingTimeInterval(60)
        var seen = false
        while Date() < deadline, !seen {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: repository.scratch.path)) ?? []
            seen = names.contains { $0.hasPrefix("archlint-since-") }
            if !seen { usleep(2_000) }
        }
        #expect(seen, "the run made its folder")
        kill(child, signal)
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0, errno == EINTR {}
        // Killed by the signal, as without a handler (or its conventional exit status).
        #expect(status & 0x7f == signal || (status >> 8) & 0xff == 128 + signal, "wait status \(status)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: repository.scratch.path) == [])
    }

    /// Starts `executable` with `arguments` and `environment`, its signal mask empty and SIGINT,
    /// SIGTERM and SIGHUP at their default action, its output discarded.
    static func spawn(_ executable: String, _ arguments: [String], environment: [String: String]) throws -> pid_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGINT)
        sigaddset(&defaults, SIGTERM)
        sigaddset(&defaults, SIGHUP)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard result == 0 else { throw SpawnFailed(code: result) }
        return pid
    }

    struct SpawnFailed: Error {
        var code: Int32
    }
}
