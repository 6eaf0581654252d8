import Foundation
import Testing

/// What README.md shows a newcomer is what happens: the install block builds once and runs the
/// binary it built, and the configuration errors it prints are the binary's, word for word.
struct ReadmeEndToEndTests {
    static let readme = (try? String(contentsOf: ArchlintBinary.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""

    /// The lines of the first fenced block that follows `heading` and holds `marker`.
    static func block(after heading: String, holding marker: String) throws -> [Substring] {
        let section = try #require(readme.range(of: heading)).upperBound
        let lines = readme[section...].split(separator: "\n", omittingEmptySubsequences: false)
        var block: [Substring] = []
        var inside = false
        for line in lines {
            if line.hasPrefix("```") {
                if inside, block.contains(where: { $0.contains(marker) }) { return block }
                inside.toggle()
                block = []
            } else if inside {
                block.append(line)
            }
        }
        throw ReadmeError.noBlock(marker)
    }

    enum ReadmeError: Error { case noBlock(String) }

    @Test func installBlockBuildsOnceAndRunsTheBinaryItBuilt() throws {
        let commands = try Self.block(after: "## Install and run", holding: "swift build")
        #expect(!commands.contains { $0.hasPrefix("swift run") })
        let build = try #require(commands.first { $0.hasPrefix("swift build") })
        #expect(build.hasPrefix("swift build -c release --product archlint "))
        #expect(commands.contains { $0.hasPrefix(".build/release/archlint Sample") })
    }

    @Test func configurationErrorsAreWhatTheBinaryPrints() throws {
        let session = try Self.block(after: "### Configuration errors", holding: "$ archlint badcfg")
        let cat = try #require(session.firstIndex(of: "$ cat badcfg/.archlint.yml"))
        let run = try #require(session.firstIndex(of: "$ archlint badcfg"))
        let status = try #require(session.firstIndex(of: "$ echo $?"))
        let folder = try ArchlintBinary.Copy(fixture: "MultiPackage")
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("badcfg"), withIntermediateDirectories: true)
        try folder.write("badcfg/.archlint.yml", session[(cat + 1)..<run].joined(separator: "\n") + "\n")
        let result = try ArchlintBinary.run(["badcfg"], in: folder.url)
        #expect(result.stderr == session[(run + 1)..<status].joined(separator: "\n") + "\n")
        #expect("\(result.status)" == session[status + 1])
    }
}
