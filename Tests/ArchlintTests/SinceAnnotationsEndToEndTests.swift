import Foundation
import Testing

/// With `--since`, GitHub's ten error annotations go first to the findings on lines the change
/// touched: a manifest edit that makes eleven untouched imports undeclared, and one new import.
struct SinceAnnotationsEndToEndTests {
    static let numbers = (1...11).map { $0 < 10 ? "0\($0)" : "\($0)" }

    static func files(declared: Bool) -> [String: String] {
        let dependencies = declared ? numbers.map { "\"D\($0)\"" }.joined(separator: ", ") : ""
        let targets = numbers.map { "        .target(name: \"D\($0)\")," }.joined(separator: "\n")
        var files = [
            "Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(\n    name: \"App\",\n"
                + "    targets: [\n        .target(name: \"Domain\", dependencies: [\(dependencies)]),\n\(targets)\n"
                + "        .target(name: \"UI\"),\n    ]\n)\n",
            "Sources/UI/U.swift": "public struct U {}\n",
            "Sources/Domain/Z.swift": declared ? "struct Z {}\n" : "struct Z {}\nimport UI\n",
            ".archlint.yml": "version: 1\nrules:\n  - kind: manifest\n    name: Targets declare what they import\n",
        ]
        for number in numbers {
            files["Sources/D\(number)/D.swift"] = "public struct D\(number) {}\n"
            files["Sources/Domain/A\(number).swift"] = "import D\(number)\n\nstruct A\(number) {}\n"
        }
        return files
    }

    @Test func annotatesTheFindingsOnTouchedLinesFirst() throws {
        let repository = try SinceEndToEndTests.Repository()
        try FileManager.default.removeItem(at: repository.repo.appendingPathComponent("Sample"))
        for (path, text) in Self.files(declared: true) { try repository.write("Sample/" + path, text) }
        try repository.commit("eleven declared dependencies")
        for (path, text) in Self.files(declared: false) { try repository.write("Sample/" + path, text) }
        let result = try repository.archlint(["Sample", "--no-cache", "--since", "HEAD", "--format", "github"])
        #expect(result.status == 1, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count { $0.hasPrefix("::error ") } == 10)
        // The new import, last in report order, is an annotation; two untouched imports are not.
        #expect(lines.contains { $0.hasPrefix("::error file=Sample/Sources/Domain/Z.swift,line=2,") })
        #expect(lines.contains { $0.hasPrefix("Sample/Sources/Domain/A10.swift:1:1: error: ") })
        #expect(lines.contains { $0.hasPrefix("Sample/Sources/Domain/A11.swift:1:1: error: ") })
        #expect(lines.last?.hasPrefix("::notice title=archlint::2 of 12 findings are not annotations (2 errors)") == true)
        #expect(lines.last?.contains("findings on lines this change touched were annotated first") == true)
        // Without --since, report order decides.
        let plain = try repository.archlint(["Sample", "--no-cache", "--format", "github"]).stdout
        #expect(plain.contains("Sample/Sources/Domain/Z.swift:2:1: error: "))
        // In a GitHub pull request, the diff with the base branch decides; with no such branch in
        // the clone (a shallow checkout), report order.
        let base = ["GITHUB_BASE_REF": "main"]
        let shallow = try repository.archlint(["Sample", "--no-cache", "--format", "github"], environment: base).stdout
        #expect(shallow == plain)
        try repository.git("update-ref", "refs/remotes/origin/main", "HEAD")
        let pull = try repository.archlint(["Sample", "--no-cache", "--format", "github"], environment: base).stdout
        #expect(pull.contains("::error file=Sample/Sources/Domain/Z.swift,line=2,"))
        #expect(pull.contains("annotated first"))
    }
}
