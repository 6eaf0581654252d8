import Foundation
import ProcessSupport
import Testing

/// A folder archlint cannot read: inside the tree it is one error finding (its files are unknown,
/// like an unreadable file's imports); as PATH it stops the run.
struct UnreadableFolderEndToEndTests {
    /// Root reads every folder whatever its permissions; the tests then run archlint as `nobody`.
    static let canDropPrivileges = geteuid() != 0 || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")

    /// archlint run by a user whom permissions apply to, without caches (the shared cache folder
    /// belongs to the user running the tests).
    static func runUnprivileged(_ arguments: [String]) throws -> ArchlintBinary.Result {
        guard geteuid() == 0 else { return try ArchlintBinary.run(arguments + ["--no-cache"]) }
        let drop = ["--reuid=65534", "--regid=65534", "--clear-groups", ArchlintBinary.path]
        return try ChildProcess.run("/usr/bin/setpriv", drop + arguments + ["--no-cache"])
    }

    static func withPermissions<T>(_ permissions: Int, of url: URL, _ body: () throws -> T) throws -> T {
        try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: url.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path) }
        return try body()
    }

    @Test(.enabled(if: canDropPrivileges, "needs a user whom file permissions apply to"))
    func reportsAnUnreadableSourceFolderOnceAsAnError() throws {
        let copy = try ArchlintBinary.Copy(fixture: "MultiPackage")
        let folder = "Movies/Sources/MoviesInfrastructure"
        let result = try Self.withPermissions(0, of: copy.url.appendingPathComponent(folder)) {
            try Self.runUnprivileged([copy.path])
        }
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").filter { $0.contains("MoviesInfrastructure") && !$0.contains("imports") }
        #expect(lines == [
            "\(folder):1:1: error: cannot read the folder '\(folder)': Permission denied; its files are not in the graph [unreadable_path]"
        ])
        #expect(!result.stdout.contains("cannot find the source folder"))
    }

    @Test(.enabled(if: canDropPrivileges, "needs a user whom file permissions apply to"))
    func stopsWhenPATHCannotBeRead() throws {
        let copy = try ArchlintBinary.Copy(fixture: "MultiPackage")
        let result = try Self.withPermissions(0, of: copy.url) { try Self.runUnprivileged([copy.path]) }
        #expect(result.status == 2)
        #expect(result.stderr == "archlint: error: cannot read the folder '\(copy.path)': Permission denied\n")
    }
}
