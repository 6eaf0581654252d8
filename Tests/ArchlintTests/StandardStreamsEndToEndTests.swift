import Foundation
import ProcessSupport
import Testing

/// Standard output that cannot be written (a full disk, a closed descriptor, a reader that went
/// away) is said once, never a crash: `FileHandle.write` trapped (SIGILL and a backtrace), and
/// `print` lost the text in silence, so `schema`, `explain` and `rules` exited 0 having written
/// nothing.
struct StandardStreamsEndToEndTests {
    /// Runs the binary through `sh`, its standard streams as `redirections` say (`>/dev/full`, `>&-`);
    /// `FIXTURE` in `arguments` stands for a copy of the MultiPackage fixture.
    static func run(_ arguments: [String], _ redirections: String, before: String = "") throws -> ChildProcess.Output {
        let fixture = try ArchlintBinary.Copy(fixture: "MultiPackage")
        let arguments = arguments.map { $0 == "FIXTURE" ? fixture.path : $0 }
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-test-cache").path
        let script = "\(before) exec \"$0\" \"$@\" \(redirections)"
        return try ChildProcess.run(
            "/bin/sh", ["-c", script, ArchlintBinary.path] + arguments,
            environment: ["ARCHLINT_CACHE_DIR": cache, "GITHUB_SHA": "", "CI_COMMIT_SHA": ""])
    }

    static let commands: [[String]] = [
        ["schema"], ["rules"], ["explain", "allow"], ["FIXTURE", "--no-cache"],
        ["FIXTURE", "--no-cache", "--format", "markdown"], ["graph", "FIXTURE"],
        // ArgumentParser printed these with `print`: exit 0, nothing written (found looking for siblings).
        ["--help"], ["--version"], ["help", "lint"],
    ]

    @Test(arguments: commands) func aFullDiskIsOneLineAndExitTwo(arguments: [String]) throws {
        let result = try Self.run(arguments, ">/dev/full")
        #expect(result.status == 2)
        #expect(result.stderr == "archlint: error: cannot write to standard output: No space left on device\n")
    }

    @Test(arguments: commands) func aClosedStandardOutputIsOneLineAndExitTwo(arguments: [String]) throws {
        let result = try Self.run(arguments, ">&-")
        #expect(result.status == 2)
        #expect(result.stderr == "archlint: error: cannot write to standard output: Bad file descriptor\n")
    }

    /// A reader that went away (`archlint rules | head -1`, SIGPIPE ignored): quietly, with the
    /// status SIGPIPE would have ended it with (128 + 13), as when it is not ignored.
    @Test(arguments: commands) func aReaderThatWentAwayEndsItQuietly(arguments: [String]) throws {
        let folder = try ArchlintBinary.Copy.repository([:])
        // A pipe whose only reader is closed: every write fails with EPIPE.
        let before = "mkfifo '\(folder.path)/pipe' && exec 4<>'\(folder.path)/pipe' 5>'\(folder.path)/pipe' 4<&- && trap '' PIPE &&"
        let result = try Self.run(arguments, ">&5", before: before)
        #expect(result.status == 141)
        #expect(result.stderr == "")
    }

    /// Standard error that cannot be written is passed over: there is nowhere to say so, and the
    /// report went where it was asked to.
    @Test func aFullDiskOnStandardErrorKeepsTheRunsExitCode() throws {
        let result = try Self.run(["FIXTURE", "--no-cache", "--format", "json"], "2>/dev/full")
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("{"))
    }
}
