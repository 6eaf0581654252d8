import ArchlintKit
import Foundation
import ProcessSupport
import Testing

/// What a mistyped PATH, `--output` or format does: a clear error naming it, never a report written
/// to the wrong place; and the options the commands share.
struct CommandLineEndToEndTests {
    static let fixture = ArchlintBinary.fixtures.appendingPathComponent("MultiPackage")

    @Test(arguments: [["nope"], ["lint", "nope"], ["baseline", "write", "nope"], ["graph", "nope"], ["init", "nope"]])
    func namesAFolderThatDoesNotExist(_ arguments: [String]) throws {
        let result = try ArchlintBinary.run(arguments, in: Self.fixture)
        #expect(result.status == 2)
        #expect(result.stderr == "archlint: error: no such folder: 'nope'\n")
    }

    /// A line break in the folder's name would split the message: it is shown as its escape, as
    /// the other control characters are.
    @Test(arguments: [("no\nsuch", "no\\u{A}such"), ("no\r\nsuch", "no\\u{D}\\u{A}such"), ("no\u{1B}[31m", "no\\u{1B}[31m")])
    func namesAFolderWithALineBreakOnOneLine(_ folder: String, _ shown: String) throws {
        let result = try ArchlintBinary.run([folder], in: Self.fixture)
        #expect(result.status == 2)
        #expect(result.stderr == "archlint: error: no such folder: '\(shown)'\n")
    }

    @Test func namesAFolderWithALineBreakAndNoConfigurationOnOneLine() throws {
        let copy = try ArchlintBinary.Copy(fixture: "MultiPackage")
        let folder = copy.url.appendingPathComponent("with\nbreak")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        let result = try ArchlintBinary.run(["with\nbreak"], in: copy.url)
        #expect(result.status == 2)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.contains("no configuration: 'with\\u{A}break/.archlint.yml' does not exist"))
        #expect(result.stderr.contains("'archlint init with\\u{A}break'"))
    }

    @Test(arguments: [["Package.swift"], ["graph", "Package.swift", "--level", "component"]])
    func saysAFileIsNotAFolder(_ arguments: [String]) throws {
        let result = try ArchlintBinary.run(arguments, in: Self.fixture.appendingPathComponent("Movies"))
        #expect(result.status == 2)
        #expect(result.stderr == "archlint: error: 'Package.swift' is a file, not a folder; PATH names the folder to read\n")
    }

    @Test func absolutePathsAreWhatXcodeOpensAlsoForAFolderAboveTheProject() throws {
        // A Run Script phase in Movies/ that lints the folder above it: `archlint "$SRCROOT/.."`.
        let movies = Self.fixture.appendingPathComponent("Movies")
        let root = Self.fixture.standardizedFileURL.path
        let flagged = try ArchlintBinary.run(["..", "--no-cache", "--absolute-paths"], in: movies)
        #expect(flagged.status == 1)
        let first = try #require(flagged.stdout.split(separator: "\n").first)
        #expect(first.hasPrefix(root + "/Movies/Sources/MoviesDomain/Movie.swift:3:1: error: "))
        #expect(FileManager.default.fileExists(atPath: String(first.prefix { $0 != ":" })))
        // Xcode's build environment asks for them without the flag; --path-prefix still wins.
        let xcode = try ChildProcess.archlint(["..", "--no-cache"], in: movies, environment: ["XCODE_VERSION_ACTUAL": "1620"])
        #expect(xcode.stdout == flagged.stdout)
        let prefixed = try ChildProcess.archlint(
            ["..", "--no-cache", "--path-prefix", "repo"], in: movies, environment: ["XCODE_VERSION_ACTUAL": "1620"])
        #expect(prefixed.stdout.hasPrefix("repo/Movies/Sources/"))
        let both = try ArchlintBinary.run(["..", "--absolute-paths", "--path-prefix", "x"], in: movies)
        #expect(both.status == 64)
        #expect(both.stderr.contains("--absolute-paths and --path-prefix choose the same thing; give one"))
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

    /// What other tools call a dry run is `--diff` here: a usage error that says so.
    @Test func fixDryRunPointsToDiff() throws {
        let result = try ArchlintBinary.run(["fix", "--dry-run", "."], in: Self.fixture)
        #expect(result.status == 64)
        #expect(result.stderr.contains("fix has no --dry-run: --diff writes nothing and prints the changes it would make"))
    }

    @Test(arguments: [
        (["--format", "yaml"], ReportFormat.allCases.map(\.rawValue)),
        (["lint", "-f", ""], ReportFormat.allCases.map(\.rawValue)),
        (["graph", "--format", "yaml"], GraphFormat.allCases.map(\.rawValue)),
        (["graph", "--level", "modules"], GraphLevel.allCases.map(\.rawValue)),
    ])
    func rejectsAnUnknownFormatOrLevelAsAUsageErrorListingTheValues(_ arguments: [String], _ values: [String]) throws {
        let result = try ArchlintBinary.run(arguments + ["."], in: Self.fixture)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("is invalid for '\(arguments[arguments.count - 2])"))
        for value in values {
            #expect(result.stderr.contains("'\(value)'") || result.stderr.contains("  - \(value)\n"))
        }
    }

    @Test(arguments: [
        (["lint"], "(values: \(Self.list(ReportFormat.allCases)); default: text)"),
        (["graph"], "(values: \(Self.list(GraphFormat.allCases)); default: json)"),
        (["graph"], "(values: \(Self.list(GraphLevel.allCases)); default: module)"),
    ])
    func helpListsTheValuesOfEachFormatOption(_ command: [String], _ values: String) throws {
        let help = try ArchlintBinary.run(command + ["--help"])
        #expect(help.status == 0)
        #expect(Self.unwrapped(help.stdout).contains(values))
    }

    @Test(arguments: [["lint"], ["baseline", "write"], ["graph"]])
    func everyCommandThatReadsTheConfigurationTakesPathAndConfig(_ command: [String]) throws {
        let help = try ArchlintBinary.run(command + ["--help"])
        // ArgumentParser folds a usage line too long for the terminal into `[<options>]`.
        let usage = "USAGE: archlint \(command.joined(separator: " "))"
        #expect(help.stdout.contains("\(usage) [<PATH>] [--config <FILE>]") || help.stdout.contains("\(usage) [<options>] [<PATH>]"))
        #expect(help.stdout.contains("-c, --config <FILE>     The configuration file (default: PATH/.archlint.yml)."))
        let missing = try ArchlintBinary.run(command + ["-c", "missing.yml", "."], in: Self.fixture)
        #expect(missing.status == 2)
        #expect(missing.stderr == "archlint: error: no configuration: 'missing.yml' does not exist\n")
    }

    @Test(arguments: ["init", "install-hook"])
    func commandsThatReadNoConfigurationTakeOnlyPath(_ command: String) throws {
        let help = try ArchlintBinary.run([command, "--help"])
        #expect(help.stdout.contains("USAGE: archlint \(command) [<PATH>]"))
        #expect(help.stdout.contains("<PATH>                  The folder to read. (default: .)"))
        #expect(!help.stdout.contains("--config"))
    }

    @Test func printsConfigurationProblemsWhereTheyAreWritten() throws {
        let copy = try ArchlintBinary.Copy(fixture: "MultiPackage")
        try copy.write(".archlint.yml", "version: 1\nrulez: []\ncomponents: 3\n")
        let result = try ArchlintBinary.run(["."], in: copy.url)
        #expect(result.status == 2)
        #expect(result.stderr == """
            .archlint.yml:2:1: error: top level: unknown key 'rulez'; expected one of: version, exclude, modules, \
            components, rules, platforms, swift, unassigned-files, references, build-plugin, bazel
            .archlint.yml:3:13: error: components: expected a mapping, found a scalar

            """)
    }

    @Test func namesAnUnknownRuleKindAsAUsageError() throws {
        let result = try ArchlintBinary.run(["explain", "layer"])
        #expect(result.status == 64)
        #expect(result.stderr == "archlint: error: unknown rule kind 'layer'; see 'archlint rules'\n")
    }

    /// `a, b, c`, as ArgumentParser lists the values of an option.
    static func list<Value: RawRepresentable<String>>(_ values: [Value]) -> String {
        values.map(\.rawValue).joined(separator: ", ")
    }

    /// Help text with its lines joined, so a test does not depend on where it wraps.
    static func unwrapped(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
