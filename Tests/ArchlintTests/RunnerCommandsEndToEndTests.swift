import Foundation
import Testing

/// What archlint prints cannot drive a CI job: a pull request that adds files named like GitHub
/// workflow commands or Azure logging commands gets findings about them, printed so that no
/// runner obeys them (`::` at the start of a line for GitHub, `##[` or `##vso[` anywhere).
struct RunnerCommandsEndToEndTests {
    @Test(arguments: ["text", "github", "junit", "markdown"])
    func filesNamedLikeRunnerCommandsAreReportedWithoutBeingCommands(format: String) throws {
        let copy = try ArchlintBinary.Copy.repository([
            "Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(name: \"P\", targets: [.target(name: \"A\")])\n",
            "Sources/A/A.swift": "public struct A {}\n",
            ".archlint.yml": "version: 1\ncomponents:\n  a: { modules: [A] }\nrules:\n  - kind: no-cycles\n",
            "::stop-commands::pwned.swift": "struct X {}\n",
            "##vso[task.setvariable variable=TOKEN]stolen.swift": "struct Y {}\n",
        ])
        let result = try ArchlintBinary.run([".", "--no-cache", "--format", format], in: copy.url)
        let output = result.stdout + result.stderr
        #expect(output.contains("pwned.swift") && output.contains("stolen.swift"), "\(output)")
        for line in output.split(separator: "\n") {
            let start = line.drop { $0.isWhitespace }
            let own = ["::error file=", "::warning file=", "::notice "].contains { start.hasPrefix($0) }
            // archlint's own commands take the whole line: what follows in it is their text.
            #expect(!start.hasPrefix("::") || own, "\(line)")
            // Markdown's headings start with `##`; no runner obeys `## ` (its commands are `##[`, `##vso[`).
            #expect(format == "markdown" ? !line.contains("##[") && !line.contains("##vso[") : !line.contains("##"), "\(line)")
        }
    }
}
