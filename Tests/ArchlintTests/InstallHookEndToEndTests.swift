@testable import ArchlintKit
import Foundation
@testable import Git
import ProcessSupport
import Testing

/// `archlint install-hook` in temporary git repositories: the hook file, and commits it refuses.
struct InstallHookEndToEndTests {
    /// A copy of the MultiPackage fixture (one layers violation) as a fresh git repository.
    static func repository() throws -> ArchlintBinary.Copy {
        let copy = try ArchlintBinary.Copy(fixture: "MultiPackage")
        try git(["init", "-q", "."], in: copy)
        return copy
    }

    @discardableResult
    static func git(_ arguments: [String], in copy: ArchlintBinary.Copy) throws -> ArchlintBinary.Result {
        try ChildProcess.run("git", ["-c", "user.name=archlint", "-c", "user.email=archlint@example.com"] + arguments, in: copy.url)
    }

    static func fixImport(in copy: ArchlintBinary.Copy) throws {
        let file = "Movies/Sources/MoviesDomain/Movie.swift"
        try copy.write(file, try copy.read(file).replacingOccurrences(of: "import MoviesInfrastructure\n", with: ""))
    }

    @Test func installsAnExecutableHookThatCallsThisBinary() throws {
        let copy = try Self.repository()
        let result = try ArchlintBinary.run(["install-hook"], in: copy.url)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("installed the archlint pre-commit hook at "))
        let hook = copy.url.appendingPathComponent(".git/hooks/pre-commit").path
        let script = try String(contentsOfFile: hook, encoding: .utf8)
        #expect(script.hasPrefix("#!/bin/sh\n"))
        #expect(script.contains("archlint='\(ArchlintBinary.path)'\n"))
        #expect(script.hasSuffix("exec \"$archlint\" --quiet '.'\n"))
        let permissions = try FileManager.default.attributesOfItem(atPath: hook)[.posixPermissions] as? Int
        #expect(permissions == 0o755)
        let again = try ArchlintBinary.run(["install-hook"], in: copy.url)
        #expect(again.status == 0)
        #expect(again.stdout.contains("already up to date"))
    }

    @Test func theHookFailsOnAViolationAndGitRefusesTheCommit() throws {
        let copy = try Self.repository()
        #expect(try ArchlintBinary.run(["install-hook", copy.path]).status == 0)
        let direct = try ChildProcess.run(copy.url.appendingPathComponent(".git/hooks/pre-commit").path, [], in: copy.url)
        #expect(direct.status == 1)
        #expect(direct.stdout.contains("error: 'MoviesDomain' imports 'MoviesInfrastructure'"))
        #expect(direct.stderr.isEmpty)

        try Self.git(["add", "-A"], in: copy)
        let refused = try Self.git(["commit", "-q", "-m", "violation"], in: copy)
        #expect(refused.status != 0)
        #expect(try Self.git(["rev-parse", "--verify", "-q", "HEAD"], in: copy).status != 0)

        try Self.fixImport(in: copy)
        try Self.git(["add", "-A"], in: copy)
        let accepted = try Self.git(["commit", "-q", "-m", "clean"], in: copy)
        #expect(accepted.status == 0)
        #expect(try Self.git(["rev-parse", "--verify", "-q", "HEAD"], in: copy).status == 0)
    }

    @Test func keepsAnotherHookUnlessForced() throws {
        let copy = try Self.repository()
        let hook = ".git/hooks/pre-commit"
        try copy.write(hook, "#!/bin/sh\necho mine\n")
        let refused = try ArchlintBinary.run(["install-hook"], in: copy.url)
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("pass --force"))
        #expect(try copy.read(hook) == "#!/bin/sh\necho mine\n")
        let forced = try ArchlintBinary.run(["install-hook", "--force"], in: copy.url)
        #expect(forced.status == 0)
        #expect(forced.stdout.hasPrefix("replaced the pre-commit hook"))
        #expect(try copy.read(hook).contains("--quiet '.'"))
    }

    @Test func writesWhereCoreHooksPathPointsAndLintsTheGivenSubfolder() throws {
        let copy = try Self.repository()
        try Self.git(["config", "core.hooksPath", ".githooks"], in: copy)
        let result = try ArchlintBinary.run(["install-hook", "Movies"], in: copy.url)
        #expect(result.status == 0)
        #expect(result.stderr.contains("'Movies/.archlint.yml' does not exist"))
        #expect(!FileManager.default.fileExists(atPath: copy.url.appendingPathComponent(".git/hooks/pre-commit").path))
        #expect(try copy.read(".githooks/pre-commit").hasSuffix("--quiet 'Movies'\n"))
    }

    @Test func theHookFallsBackToArchlintOnThePath() throws {
        let copy = try Self.repository()
        let bin = copy.url.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: bin.appendingPathComponent("archlint").path, withDestinationPath: ArchlintBinary.path)
        try copy.write("hook.sh", GitHook.script(archlint: "/nonexistent/archlint", path: "."))
        let path = bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let failing = try ChildProcess.run("/bin/sh", ["hook.sh"], in: copy.url, environment: ["PATH": path])
        #expect(failing.status == 1)
        try Self.fixImport(in: copy)
        #expect(try ChildProcess.run("/bin/sh", ["hook.sh"], in: copy.url, environment: ["PATH": path]).status == 0)
        let missing = try ChildProcess.run("/bin/sh", ["hook.sh"], in: copy.url, environment: ["PATH": "/usr/bin:/bin"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("archlint not found"))
    }

    @Test func quotesPathsForTheShell() {
        #expect(GitHook.shellQuoted("it's here") == #"'it'\''s here'"#)
    }

    @Test func failsOutsideAGitRepository() throws {
        let copy = try ArchlintBinary.Copy(fixture: "MultiPackage")
        let result = try ArchlintBinary.run(["install-hook", copy.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("is not in a git repository"))
    }
}
