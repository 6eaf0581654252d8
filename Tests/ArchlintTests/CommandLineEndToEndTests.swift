import Foundation
import Testing

/// What a mistyped PATH or `--output` does: a clear error naming it, never a report written to
/// the wrong place.
struct CommandLineEndToEndTests {
    static let fixture = ArchlintBinary.fixtures.appendingPathComponent("MultiPackage")

    @Test(arguments: [["nope"], ["lint", "nope"], ["baseline", "write", "nope"], ["graph", "nope"], ["init", "nope"]])
    func namesAFolderThatDoesNotExist(_ arguments: [String]) throws {
        let result = try ArchlintBinary.run(arguments, in: Self.fixture)
        #expect(result.status == 2)
        #expect(result.stderr == "archlint: error: no such folder: 'nope'\n")
    }

    @Test(arguments: [["Package.swift"], ["graph", "Package.swift", "--level", "component"]])
    func saysAFileIsNotAFolder(_ arguments: [String]) throws {
        let result = try ArchlintBinary.run(arguments, in: Self.fixture.appendingPathComponent("Movies"))
        #expect(result.status == 2)
        #expect(result.stderr == "archlint: error: 'Package.swift' is a file, not a folder; PATH names the folder to read\n")
    }

    @Test func checksTheFolderBeforeAGivenConfiguration() throws {
        let result = try ArchlintBinary.run(["nope", "--config", ".archlint.yml"], in: Self.fixture)
        #expect(result.status == 2)
        #expect(result.stderr.contains("no such folder: 'nope'"))
    }
}
