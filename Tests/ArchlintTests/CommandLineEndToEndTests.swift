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

    @Test(arguments: ["sarf=out.sarif", "yaml=x", "text="])
    func rejectsAnUnknownFormatBeforeEqualsAsAUsageError(_ value: String) throws {
        let copy = try ArchlintBinary.Copy(fixture: "MultiPackage")
        let result = try ArchlintBinary.run([".", "--output", value], in: copy.url)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        let written = try FileManager.default.contentsOfDirectory(atPath: copy.path)
        #expect(!written.contains { $0.contains("=") })
        if value == "text=" {
            #expect(result.stderr.contains("--output text=: no file after '='"))
        } else {
            #expect(result.stderr.contains("unknown format '\(value.prefix { $0 != "=" })'"))
            #expect(result.stderr.contains("one of: text, json, sarif, junit, github, gitlab, markdown, html"))
            #expect(result.stderr.contains("write ./\(value)"))
        }
    }

    @Test func writesAFileWhoseNameHasAnEqualsSignWhenItNamesAFolder() throws {
        let copy = try ArchlintBinary.Copy(fixture: "MultiPackage")
        let result = try ArchlintBinary.run([".", "--output", "./sarf=out.txt", "--output", "json=a=b.json"], in: copy.url)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(try copy.read("sarf=out.txt").hasPrefix("Movies/Sources/MoviesDomain/Movie.swift:3:1: error:"))
        #expect(try copy.read("a=b.json").hasPrefix("{"))
    }
}
