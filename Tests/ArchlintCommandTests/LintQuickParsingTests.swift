import ArchlintKit
import ArgumentParser
import Testing

@testable import archlint

/// The quick path past ArgumentParser must read a command line exactly as ArgumentParser does, or
/// leave it to ArgumentParser.
struct LintQuickParsingTests {
    static let everydayLines: [[String]] = [
        [], ["."], ["--quiet"], ["-q"], ["Sample"], ["Sample", "--format", "json"], ["--format=sarif", "--output", "out.sarif"],
        ["--build-plugin", "--target", "App", "--stamp", "x.swift", "--quiet", "/abs/path"], ["--baseline", "b.json", "--strict"],
        ["--no-cache", "-c", "rules.yml", "-o", "sarif=r.sarif", "-o", "junit=r.xml"],
        ["--since", "origin/main", "--link-template", "https://x.test/{path}#L{line}"],
        ["--follow-links-into", "../shared", "--follow-links-into", "/opt/x", "--path-prefix", "apps/movies"],
        ["--absolute-paths", "--target", "Feature", "--target-folder", "Packages/Feature"],
        ["--baseline", "b.json", "--baseline-prune"], ["-f", "github", "apps/movies", "--config=apps/.archlint.yml"],
        // What the build-tool plugin passes.
        [
            "lint", "/src/app", "--quiet", "--build-plugin", "--target", "App", "--target-folder", "/src/app/Modules", "--path-prefix",
            "/src/app/", "--stamp", "/build/archlint-App.swift", "--no-cache",
        ],
    ]

    @Test(arguments: everydayLines)
    func readsEverydayLinesAsArgumentParserDoes(_ line: [String]) throws {
        let quick = try #require(LintArguments(quickParsing: line, commandNames: ArchlintCommand.commandNames))
        #expect(try Self.parsedByArgumentParser(line) == quick)
    }

    static let otherLines: [[String]] = [
        ["--help"], ["-h"], ["--version"], ["lint", "lint"], [".", "lint"], ["graph", "."], ["baseline", "write"], ["help"], [".", "--", "x"],
        ["-qf", "json"], ["-fjson"], ["--quiet=true"], ["--format", "xml"], ["--format"], ["--config", "-x"], ["--config="],
        ["--link-template", ""], ["", "--quiet"], ["a", "b"], ["--quiet", "--quiet"], ["-q", "--quiet"], ["--format", "json", "-f", "text"],
        ["--config", "a", "-c", "b"], ["--target", "lint"], ["--baseline-prune"], ["--target-folder", "x"],
        ["--absolute-paths", "--path-prefix", "p"], ["--output", "sarf=x"], ["-o", "a.txt", "-o", "./a.txt"],
        ["--generate-completion-script", "bash"], ["--experimental-dump-help"], ["--bogus"], ["-x"], ["-"],
        ["--link-template", "https://x.test/{nope}"], ["--target", ""], ["--output", "-"],
    ]

    @Test(arguments: otherLines)
    func leavesEveryOtherLineToArgumentParser(_ line: [String]) {
        #expect(LintArguments(quickParsing: line, commandNames: ArchlintCommand.commandNames) == nil)
    }

    @Test func knowsEveryCommandName() {
        #expect(ArchlintCommand.commandNames.isSuperset(of: ["lint", "baseline", "graph", "rules", "explain", "init", "fix", "schema", "install-hook", "help"]))
        // The written-out list is ArgumentParser's: a command added or renamed must be added there.
        #expect(ArchlintCommand.commandNames == ArchlintCommand.reflectedCommandNames)
    }

    /// Pieces of command lines: an option alone takes the next piece's first word as its value.
    static let pieces: [[String]] = [
        ["."], ["Sample"], ["lint"], ["graph"], ["-q"], ["--quiet"], ["--strict"], ["--no-cache"], ["--build-plugin"], ["--absolute-paths"],
        ["--baseline-prune"], ["--format", "json"], ["-f", "sarif"], ["--format=junit"], ["--format", "nope"], ["--format"], ["-f"],
        ["--output", "out.txt"], ["-o", "sarif=r.sarif"], ["--output=html=r.html"], ["-o", "bad=x"], ["--output"], ["--config", "c.yml"],
        ["-c"], ["--config=x.yml"], ["--baseline", "b.json"], ["--since", "HEAD~1"], ["--path-prefix", "apps/x"],
        ["--link-template", "https://x.test/{path}"], ["--link-template", ""], ["--link-template", "{bogus}"], ["--target", "App"],
        ["--target-folder", "Pkgs/App"], ["--stamp", "s.swift"], ["--follow-links-into", "../x"], ["--"], ["-qf"], ["--bogus"],
        ["--quiet=1"], [""], ["-"], ["--help"], ["--version"],
    ]

    /// Every line of two pieces, and as many of three (the third chosen from the first two).
    static let lines: [[String]] = pieces.indices.flatMap { first in
        pieces.indices.flatMap { second in
            let third = (first * 7 + second * 3) % pieces.count
            return [pieces[first] + pieces[second], pieces[first] + pieces[second] + pieces[third]]
        }
    }

    @Test func readsEveryLineItTakesAsArgumentParserDoes() throws {
        var taken = 0
        for line in Self.lines {
            guard let quick = LintArguments(quickParsing: line, commandNames: ArchlintCommand.commandNames) else { continue }
            taken += 1
            #expect((try? Self.parsedByArgumentParser(line)) == quick, "\(line)")
        }
        // Most lines have a piece the quick path leaves alone; enough remain to mean something.
        #expect(taken > 500, "taken \(taken) of \(Self.lines.count)")
    }

    static func parsedByArgumentParser(_ line: [String]) throws -> LintArguments? {
        (try ArchlintCommand.parseAsRoot(line) as? LintCommand)?.arguments
    }
}
