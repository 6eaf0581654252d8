import Foundation
import Testing

/// `--since REV` on temporary git repositories, with git isolated from the machine's configuration.
struct SinceEndToEndTests {
    /// A git repository in a temporary folder whose `Sample` folder is a copy of a fixture (the
    /// MultiPackage one unless told), committed once. MultiPackage's pre-existing violation is
    /// Movie.swift's import.
    final class Repository {
        let url: URL
        /// Where archlint puts its temporary folders, to check it cleans up.
        let scratch: URL

        init(fixture: String = "MultiPackage") throws {
            url = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-since-e2e-\(UUID().uuidString)")
            scratch = url.appendingPathComponent("scratch")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: ArchlintBinary.fixtures.appendingPathComponent(fixture), to: url.appendingPathComponent("repo/Sample"))
            try git("init", "-q")
            try commit("clean state but for one old violation")
        }

        var repo: URL { url.appendingPathComponent("repo") }
        var environment: [String: String] {
            var environment = ProcessInfo.processInfo.environment
            environment["GIT_CONFIG_NOSYSTEM"] = "1"
            environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
            environment["HOME"] = url.path
            environment["TMPDIR"] = scratch.path
            return environment
        }

        @discardableResult
        func git(_ arguments: String..., in folder: URL? = nil) throws -> ArchlintBinary.Result {
            let result = try run("/usr/bin/env", ["git", "-c", "user.name=t", "-c", "user.email=t@e", "-c", "commit.gpgsign=false"] + arguments, in: folder ?? repo)
            guard result.status == 0 else { throw GitFailed(message: arguments.joined(separator: " ") + ": " + result.stderr) }
            return result
        }

        func commit(_ message: String) throws {
            try git("add", "-A")
            try git("commit", "-q", "--no-verify", "-m", message)
        }

        func write(_ relative: String, _ text: String) throws {
            let file = repo.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }

        func read(_ relative: String) throws -> String {
            try String(contentsOf: repo.appendingPathComponent(relative), encoding: .utf8)
        }

        func archlint(
            _ arguments: [String], in folder: URL? = nil, path: String? = nil, environment extra: [String: String] = [:]
        ) throws -> ArchlintBinary.Result {
            try run(ArchlintBinary.path, arguments, in: folder ?? repo, path: path, environment: extra)
        }

        private func run(
            _ executable: String, _ arguments: [String], in folder: URL, path: String? = nil, environment extra: [String: String] = [:]
        ) throws -> ArchlintBinary.Result {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
            process.currentDirectoryURL = folder
            process.environment = environment.merging(path.map { ["PATH": $0] } ?? [:]) { $1 }.merging(extra) { $1 }
            let out = Pipe()
            let err = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-since-e2e-\(UUID().uuidString).err")
            _ = FileManager.default.createFile(atPath: err.path, contents: nil)
            defer { try? FileManager.default.removeItem(at: err) }
            process.standardOutput = out
            process.standardError = try FileHandle(forWritingTo: err)
            try process.run()
            let stdout = out.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return ArchlintBinary.Result(
                status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                stderr: try String(contentsOf: err, encoding: .utf8))
        }

        deinit { try? FileManager.default.removeItem(at: url) }
    }

    struct GitFailed: Error {
        var message: String
    }

    static let genre = "Movies/Sources/MoviesDomain/Genre.swift"

    @Test func reportsTheViolationTheLastCommitAddedAndNotTheOldOne() throws {
        let repository = try Repository()
        try repository.write("Sample/" + Self.genre, "import Foundation\nimport MoviesInfrastructure\n")
        try repository.commit("a violating import")
        let sample = repository.repo.appendingPathComponent("Sample")
        let runs = [(["Sample", "--since", "HEAD~1"], repository.repo, "Sample/"), (["--since", "HEAD~1"], sample, "")]
        for (arguments, folder, shownAs) in runs {
            let result = try repository.archlint(arguments, in: folder)
            #expect(result.status == 1)
            let errors = result.stdout.split(separator: "\n").filter { $0.contains(": error:") }
            #expect(errors.count == 1)
            #expect(errors.first?.hasPrefix(shownAs + Self.genre + ":2:1: error: 'MoviesDomain' imports 'MoviesInfrastructure'") == true)
            #expect(result.stderr.contains("1 finding already at HEAD~1 not shown"))
        }
        let sinceHead = try repository.archlint(["Sample", "--since", "HEAD"])
        #expect(sinceHead.status == 0)
        #expect(sinceHead.stdout == "")
        #expect(try FileManager.default.contentsOfDirectory(atPath: repository.scratch.path).isEmpty)
    }

    @Test func onlyWhatTheChangeIntroducedIsRedInTheDiagrams() throws {
        let repository = try Repository()
        // The old violation is domain -> infrastructure; the change adds infrastructure -> app.
        let file = "Sample/Movies/Sources/MoviesInfrastructure/RemoteMovieRepository.swift"
        try repository.write(file, "import App\n" + (try repository.read(file)))
        let result = try repository.archlint(["Sample", "--no-cache", "--since", "HEAD", "--format", "markdown"])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let nodes = Dictionary(uniqueKeysWithValues: lines.compactMap { line -> (String, String)? in
            guard line.hasPrefix("  n"), let open = line.firstIndex(of: "[") else { return nil }
            return (String(line[line.index(line.startIndex, offsetBy: 2)..<open]), String(line[open...].dropFirst(2).dropLast(2)))
        })
        let edges = lines.filter { $0.contains(" -->") }.map { line in
            line.split(separator: " ").filter { $0.hasPrefix("n") }.map { nodes[String($0)] ?? "?" }
        }
        let style = try #require(lines.first { $0.hasPrefix("  linkStyle ") })
        let red = style.split(separator: " ")[1].split(separator: ",").compactMap { Int($0) }.map { edges[$0] }
        #expect(red == [["infrastructure", "app"]])
        // The old violation's edge is grey, so domain is no end of a red edge: outside the focus.
        #expect(!nodes.values.contains("domain"))
        let html = try repository.archlint(["Sample", "--no-cache", "--since", "HEAD", "--format", "html"]).stdout
        #expect(html.contains("red ones carry findings this change introduced"))
        #expect(html.contains("<strong>infrastructure → app</strong>") && !html.contains("<strong>domain → infrastructure</strong>"))
    }

    @Test func comparesTheWorkingTreeAndIgnoresMovedLines() throws {
        let repository = try Repository()
        let movie = "Sample/Movies/Sources/MoviesDomain/Movie.swift"
        try repository.write(movie, "// a new header\n\n" + repository.read(movie) + "\n#if DEBUG\nimport MoviesInfrastructure\n#endif\n")
        let result = try repository.archlint(["Sample", "--since", "HEAD"])
        #expect(result.status == 1)
        let errors = result.stdout.split(separator: "\n").filter { $0.contains(": error:") }
        #expect(errors.count == 1)
        #expect(result.stderr.contains("1 finding already at HEAD not shown"))
    }

    @Test func reportsAViolationThatAChangeCreatesInAnUntouchedFile() throws {
        let repository = try Repository()
        let manifest = "Sample/Movies/Package.swift"
        let original = try repository.read(manifest)
        let withExtra = original.replacingOccurrences(
            of: "        .testTarget(", with: "        .target(name: \"MoviesExtras\", path: \"Sources/Extras\"),\n        .testTarget(")
        try repository.write(manifest, withExtra)
        try repository.write("Sample/Movies/Sources/Extras/Extras.swift", "import MoviesInfrastructure\n")
        try repository.commit("extras, in no layer")
        try repository.write(manifest, withExtra.replacingOccurrences(of: "\"MoviesExtras\"", with: "\"MoviesExtrasDomain\""))
        try repository.commit("extras become domain")
        let changed = try repository.git("diff", "--name-only", "HEAD~1", "HEAD").stdout
        #expect(changed == "Sample/Movies/Package.swift\n")
        let result = try repository.archlint(["Sample", "--since", "HEAD~1"])
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("Sample/Movies/Sources/Extras/Extras.swift:1:1: error: 'MoviesExtrasDomain' imports 'MoviesInfrastructure'"))
    }

    @Test func acceptsARuleAboutAModuleTheRevisionDidNotHaveYet() throws {
        let repository = try Repository()
        let manifest = "Sample/Movies/Package.swift"
        try repository.write(manifest, repository.read(manifest).replacingOccurrences(
            of: "        .testTarget(", with: "        .target(name: \"MoviesGenres\"),\n        .testTarget("))
        try repository.write("Sample/Movies/Sources/MoviesGenres/Genre.swift", "import MoviesInfrastructure\n")
        let rule = "  - name: Genres stay pure\n    kind: forbid\n    from: [MoviesGenres]\n    to: [MoviesInfrastructure]\n"
        try repository.write("Sample/.archlint.yml", repository.read("Sample/.archlint.yml") + rule)
        let result = try repository.archlint(["Sample", "--since", "HEAD"])
        #expect(result.status == 1)
        let errors = result.stdout.split(separator: "\n").filter { $0.contains(": error:") }
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("Sample/Movies/Sources/MoviesGenres/Genre.swift:1:1: error: 'MoviesGenres' imports 'MoviesInfrastructure'") == true)
        #expect(result.stderr.contains("1 finding already at HEAD not shown"))
    }

    @Test func treatsAFolderThatDidNotExistAtTheRevisionAsAllNew() throws {
        let repository = try Repository()
        try FileManager.default.copyItem(at: repository.repo.appendingPathComponent("Sample"), to: repository.repo.appendingPathComponent("Later"))
        let result = try repository.archlint(["Later", "--since", "HEAD"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("0 findings already at HEAD not shown"))
    }

    @Test func failsWithExitTwoOnAnUnknownRevisionOutsideARepositoryOrWithoutGit() throws {
        let repository = try Repository()
        let unknown = try repository.archlint(["Sample", "--since", "no-such-branch"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("unknown git revision 'no-such-branch'"))
        #expect(unknown.stdout.isEmpty)

        let outside = try ArchlintBinary.Copy(fixture: "MultiPackage")
        let notARepository = try repository.archlint([outside.path, "--since", "HEAD"])
        #expect(notARepository.status == 2)
        #expect(notARepository.stderr.contains("is not in a git repository"))

        let noGit = try repository.archlint(["Sample", "--since", "HEAD"], path: repository.scratch.path)
        #expect(noGit.status == 2)
        #expect(noGit.stderr.contains("no 'git' on PATH"))
    }

    @Test func suggestsFetchingMoreHistoryInAShallowClone() throws {
        let repository = try Repository()
        try repository.write("Sample/" + Self.genre, "import MoviesInfrastructure\n")
        try repository.commit("second")
        try repository.git("clone", "-q", "--depth", "1", "file://" + repository.repo.path, repository.url.appendingPathComponent("shallow").path, in: repository.url)
        let shallow = repository.url.appendingPathComponent("shallow")
        let result = try repository.archlint(["Sample", "--since", "HEAD~1"], in: shallow)
        #expect(result.status == 2)
        #expect(result.stderr.contains("shallow clone"))
        #expect(result.stderr.contains("fetch-depth: 0"))
        let present = try repository.archlint(["Sample", "--since", "HEAD"], in: shallow)
        #expect(present.status == 0)
        #expect(present.stderr.contains("2 findings already at HEAD not shown"))
    }
}
