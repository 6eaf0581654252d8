import Foundation
import ProcessSupport
import Testing

/// Issue 31, as a user meets it: what can never be meant is a usage error, and each error says the
/// real reason.
@Suite(.serialized)
struct NeverMeantEndToEndTests {
    static let configuration = "version: 1\nrules:\n  - kind: no-cycles\n"

    static func repository() throws -> ArchlintBinary.Copy {
        try ArchlintBinary.Copy.repository([
            ".archlint.yml": configuration,
            "Package.swift": "import PackageDescription\nlet package = Package(name: \"P\", targets: [.target(name: \"A\")])\n",
            "Sources/A/A.swift": "import Foundation\n",
        ])
    }

    /// archlint through bash, for arguments a Swift string cannot carry and process substitution.
    static func shell(_ script: String) throws -> ArchlintBinary.Result {
        try ChildProcess.run("/bin/bash", ["-c", script], environment: ["ARCHLINT": ArchlintBinary.path])
    }

    @Test func twoReportsToOneFileAreAUsageError() throws {
        let copy = try Self.repository()
        let result = try ArchlintBinary.run([copy.path, "--output", "json=\(copy.path)/r.json", "--output", "sarif=\(copy.path)/./r.json"])
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains("name one file; one report would replace the other"), "\(result.stderr)")
    }

    @Test func aConfigurationFromAPipeIsRead() throws {
        let copy = try Self.repository()
        let result = try Self.shell("\"$ARCHLINT\" --no-cache --config <(printf 'version: 1\\nrules: []\\n') '\(copy.path)'")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("permission denied"), "\(result.stderr)")
    }

    /// With the result cache on (the default), the configuration's bytes are read once, for the
    /// cache's key, and parsed from there: a pipe read a second time was empty ("the configuration
    /// is empty"). Twice, so that the second run is answered from the cache.
    @Test(arguments: [[], ["--no-cache"]])
    func aConfigurationFromAPipeIsReadOnceAndObeyed(_ extra: [String]) throws {
        let copy = try Self.repository()
        let configuration = "printf 'version: 1\\nrules:\\n  - kind: forbid\\n    from: A\\n    to: Foundation\\n'"
        for _ in 0..<2 {
            let result = try Self.shell(
                "\"$ARCHLINT\" \(extra.joined(separator: " ")) --config <(\(configuration)) '\(copy.path)'")
            #expect(result.status == 1, "\(result.stderr)")
            #expect(result.stdout.contains("Sources/A/A.swift:1:1: error: 'A' imports 'Foundation'"), "\(result.stdout)")
        }
    }

    /// A configuration that never ends is refused at 16 MiB, with the cache (whose key reads it
    /// first) and without.
    @Test(arguments: [[], ["--no-cache"]])
    func aConfigurationThatNeverEndsIsRefused(_ extra: [String]) throws {
        let copy = try Self.repository()
        let result = try ArchlintBinary.run([copy.path, "--config", "/dev/zero"] + extra)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("cannot read the configuration '/dev/zero': it is more than 16 MiB"), "\(result.stderr)")
    }

    /// A piped configuration a little past the bound (17 MiB of one comment) is refused as too
    /// large, with the cache and without: it is read once, so the loader never parses what
    /// the cache's key left of the pipe.
    @Test(arguments: [[], ["--no-cache"]])
    func aPipedConfigurationPastTheBoundIsRefused(_ extra: [String]) throws {
        let copy = try Self.repository()
        let result = try Self.shell(
            "\"$ARCHLINT\" \(extra.joined(separator: " ")) --config <(head -c 17825792 /dev/zero | tr '\\0' '#') '\(copy.path)'")
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("it is more than 16 MiB"), "\(result.stderr)")
    }

    @Test func aPathThatIsNotUTF8SaysSo() throws {
        let result = try Self.shell("\"$ARCHLINT\" \"$(printf 'Sources\\377')\"")
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains("argument 1 ('Sources\u{FFFD}') is not valid UTF-8"), "\(result.stderr)")
    }

    @Test func fixDiffOnACRLFManifestShowsOnlyTheChangedLinesWithTheirLineEnds() throws {
        let manifest = [
            "// swift-tools-version:5.9", "import PackageDescription", "", "let package = Package(", "    name: \"P\",",
            "    targets: [", "        .target(name: \"Core\"),", "        .target(", "            name: \"App\",",
            "            dependencies: [", "            ]", "        ),", "    ]", ")", "",
        ].joined(separator: "\r\n")
        let copy = try ArchlintBinary.Copy.repository([
            ".archlint.yml": "version: 1\nrules:\n  - kind: manifest\n",
            "Package.swift": manifest,
            "Sources/Core/C.swift": "import Foundation\n",
            "Sources/App/A.swift": "import Core\n",
        ])
        let result = try ArchlintBinary.run(["fix", copy.path, "--diff"])
        #expect(result.status == 1, "\(result.stderr)")
        let hunks = result.stdout.components(separatedBy: "\n@@").count - 1
        #expect(hunks == 1, "\(result.stdout.debugDescription)")
        #expect(result.stdout.contains("+                \"Core\",\r\n"), "\(result.stdout.debugDescription)")
        #expect(!result.stdout.contains("-// swift-tools-version"), "\(result.stdout)")
    }

    /// Found looking for siblings of the CRLF class: `fix` wrote a manifest with a byte order mark
    /// (which every reader skips) without it, a change to a line it did not edit.
    @Test func fixKeepsAManifestsByteOrderMark() throws {
        let manifest = "\u{FEFF}// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"P\", targets: [\n"
            + "    .target(name: \"Core\"),\n    .target(name: \"App\"),\n])\n"
        let copy = try ArchlintBinary.Copy.repository([
            ".archlint.yml": "version: 1\nrules:\n  - kind: manifest\n",
            "Package.swift": manifest,
            "Sources/Core/C.swift": "import Foundation\n",
            "Sources/App/A.swift": "import Core\n",
        ])
        let result = try ArchlintBinary.run(["fix", copy.path])
        #expect(result.status == 0, "\(result.stderr)")
        let written = try Data(contentsOf: URL(fileURLWithPath: copy.path + "/Package.swift"))
        #expect(Array(written.prefix(3)) == [0xEF, 0xBB, 0xBF])
        let text = String(decoding: written, as: UTF8.self)
        #expect(text.contains("dependencies: [\"Core\"]") || text.contains("\"Core\","), "\(text)")
    }
}
