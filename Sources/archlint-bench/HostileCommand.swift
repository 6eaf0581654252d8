import ArgumentParser
import Foundation
import ProcessSupport

/// `archlint-bench hostile`: the largest hostile inputs of docs/reliability.md's catalogue, each
/// written as a repository and linted once, cold, by the archlint under test. Prints its exit
/// code, wall and CPU time and peak memory: every bound must hold in time and memory, and each
/// run must end as the catalogue says (an error finding is exit 1, a configuration error exit 2).
struct HostileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hostile",
        abstract: "Time archlint, and measure its peak memory, on the largest hostile inputs of the catalogue."
    )

    @OptionGroup var binary: BinaryOptions
    @Option(name: .long, help: "Folder for generated trees.") var work = NSTemporaryDirectory() + "archlint-bench"
    @Option(name: .long, help: "Comma-separated case names (default: every case).") var cases: String?

    func validate() throws {
        if let cases {
            let unknown = cases.split(separator: ",").map(String.init).filter { name in !HostileCase.all.contains { $0.name == name } }
            guard unknown.isEmpty else {
                throw ValidationError("unknown case \(unknown.joined(separator: ", ")); cases: \(HostileCase.all.map(\.name).joined(separator: ", "))")
            }
        }
    }

    func run() throws {
        let scratch = work + "/scratch"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        let located = try ArchlintBinary.locate(binary, scratch: scratch)
        print(located.banner)
        print(BenchmarkRun.machine + "; one cold run per case")
        let selected = cases.map { Set($0.split(separator: ",").map(String.init)) }
        var lines = [
            "| case | input | exit | imports read | wall | CPU | peak memory |", "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
        ]
        var failures: [String] = []
        for hostile in HostileCase.all where selected?.contains(hostile.name) ?? true {
            let tree = work + "/hostile-" + hostile.name
            try TreeDirectory.prepare(tree, force: true)
            let bytes = try hostile.write(tree)
            BenchmarkRun.warn("\(hostile.name): linting...")
            let output = scratch + "/hostile.json"
            let reports = hostile.reports.flatMap { ["--output", "\($0)=\(scratch)/hostile-report.\($0)"] }
            let result = try ChildProcess.measure(
                located.arguments(tree: tree, cold: true, json: true) + reports, stdout: output, stderr: scratch + "/hostile.err")
            if result.exitCode != hostile.exitCode {
                failures.append("\(hostile.name): exit \(result.exitCode), expected \(hostile.exitCode)")
            }
            let imports = Self.importsRead(output)
            if let expected = hostile.imports, imports != expected {
                failures.append("\(hostile.name): \(imports.map(String.init) ?? "no") imports read, expected \(expected)")
            }
            lines.append(
                "| \(hostile.name): \(hostile.summary) | \(Self.size(bytes)) | \(result.exitCode) | \(imports.map(String.init) ?? "-") "
                    + "| \(format(Milliseconds(result.wall).value / 1000, 2)) s | \(format(Milliseconds(result.cpu).value / 1000, 2)) s "
                    + "| \(result.peakBytes / 1_048_576) MB |")
        }
        print(lines.joined(separator: "\n"))
        guard failures.isEmpty else { throw BenchError(failures.joined(separator: "\n")) }
    }

    /// The imports archlint's JSON summary counts; `nil` when it printed none (a configuration error).
    private static func importsRead(_ path: String) -> Int? {
        guard let data = FileManager.default.contents(atPath: path),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let summary = object["summary"] as? [String: Any]
        else { return nil }
        return summary["imports"] as? Int
    }

    private static func size(_ bytes: Int) -> String {
        bytes >= 1_048_576 ? "\(format(Double(bytes) / 1_048_576, 1)) MB" : bytes >= 1024 ? "\(bytes / 1024) KB" : "\(bytes) B"
    }
}

/// One hostile repository: what it holds, how to write it, and how the run must end.
struct HostileCase: Sendable {
    var name: String
    var summary: String
    var exitCode: Int32
    /// The imports archlint must read, when the case is about reading one.
    var imports: Int? = nil
    /// Formats of the reports to write besides the JSON on standard output, when the case is about writing them.
    var reports: [String] = []
    /// Writes the repository into the (empty) folder; returns the bytes of the hostile file(s).
    var write: @Sendable (String) throws -> Int

    static let package = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "P", targets: [.target(name: "A")])

        """
    static let configuration = "version: 1\nrules:\n  - kind: no-cycles\n"

    /// A package with one target whose only file is `source`, and the plain configuration.
    /// Two folder layers of target A, `ui` above `domain`: the reference pass reads their files.
    static let folderLayers = """
        version: 1
        components:
          domain: { paths: ["Sources/A/Domain/**"] }
          ui: { paths: ["Sources/A/UI/**"] }
        rules:
          - kind: layers
            layers: [ui, domain]

        """

    static func oneFile(_ source: String, in tree: String) throws -> Int {
        try write(["Package.swift": package, ".archlint.yml": configuration, "Sources/A/A.swift": source], in: tree)
        return source.utf8.count
    }

    static func write(_ files: [String: String], in tree: String) throws {
        for (path, text) in files {
            let url = URL(fileURLWithPath: tree + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    static let all: [HostileCase] = [
        HostileCase(name: "alias-bomb", summary: "`.archlint.yml`, seven levels of ten YAML aliases (10^7 values)", exitCode: 2) { tree in
            var lines = ["version: 1", "a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
            for level in 1...7 {
                lines.append("a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]")
            }
            let text = (lines + ["rules: []"]).joined(separator: "\n") + "\n"
            try write(["Package.swift": package, ".archlint.yml": text, "Sources/A/A.swift": "import Foundation\n"], in: tree)
            return text.utf8.count
        },
        HostileCase(name: "long-line", summary: "a Swift file of one 8 MB line, an import after it", exitCode: 0, imports: 1) { tree in
            try oneFile("let s = \"" + String(repeating: "a", count: 8_000_000) + "\"\nimport Foundation\n", in: tree)
        },
        HostileCase(name: "deep-nesting", summary: "a Swift file nested 20,000 levels deep (`(`), an import after it", exitCode: 0, imports: 1) { tree in
            try oneFile(
                "let x = " + String(repeating: "(", count: 20_000) + "1" + String(repeating: ")", count: 20_000) + "\nimport Foundation\n",
                in: tree)
        },
        HostileCase(name: "deep-if", summary: "`#if` nested 20,000 deep around an import", exitCode: 1) { tree in
            try oneFile(String(repeating: "#if A\n", count: 20_000) + "import Foundation\n" + String(repeating: "#endif\n", count: 20_000), in: tree)
        },
        HostileCase(name: "deep-if-members", summary: "`#if` nested 20,000 deep around an attribute, in a folder layer", exitCode: 1) { tree in
            let source = "struct S {\n" + String(repeating: "#if A\n", count: 20_000) + "@available(*, deprecated)\n"
                + String(repeating: "#endif\n", count: 20_000) + "func f() {}\n}\n"
            try write([
                "Package.swift": package, ".archlint.yml": folderLayers, "Sources/A/Domain/Deep.swift": source,
                "Sources/A/UI/View.swift": "struct View { let s: S }\n",
            ], in: tree)
            return source.utf8.count
        },
        HostileCase(name: "deep-if-manifest", summary: "a `Package.swift` with `#if` nested 20,000 deep", exitCode: 1) { tree in
            let manifest = "// swift-tools-version:5.9\nimport PackageDescription\n" + String(repeating: "#if A\n", count: 20_000)
                + "let package = Package(name: \"P\", targets: [.target(name: \"A\")])\n" + String(repeating: "#endif\n", count: 20_000)
            try write(["Package.swift": manifest, ".archlint.yml": configuration, "Sources/A/A.swift": "import Foundation\n"], in: tree)
            return manifest.utf8.count
        },
        HostileCase(name: "deep-if-tuist", summary: "a Tuist `Project.swift` with `#if` nested 20,000 deep", exitCode: 1) { tree in
            let text = "import ProjectDescription\n" + String(repeating: "#if A\n", count: 20_000)
                + "let project = Project(name: \"App\", targets: [])\n" + String(repeating: "#endif\n", count: 20_000)
            try write(["Project.swift": text, ".archlint.yml": configuration], in: tree)
            return text.utf8.count
        },
        HostileCase(name: "function-type", summary: "a function type of 15,000 links (`() -> () -> ...`), an import after it", exitCode: 0, imports: 2) { tree in
            try oneFile("import Foundation\nlet x: " + String(repeating: "() -> ", count: 15_000) + "()\n#if canImport(UIKit)\nimport UIKit\n#endif\n", in: tree)
        },
        HostileCase(name: "generic-nesting", summary: "`A<A<...` 100,000 deep between two imports", exitCode: 1, imports: 2) { tree in
            try oneFile("import Foundation\n#if canImport(UIKit)\nimport UIKit\n#endif\nlet x: A" + String(repeating: "<A", count: 100_000) + String(repeating: ">", count: 100_000) + " = a\n#if canImport(AppKit)\nimport AppKit\n#endif\n", in: tree)
        },
        HostileCase(name: "interpolations", summary: "strings nested 30,000 deep in interpolations", exitCode: 1) { tree in
            try oneFile("import Foundation\nlet s = " + String(repeating: "\"\\(", count: 30_000) + "1" + String(repeating: ")\"", count: 30_000) + "\n#if canImport(UIKit)\nimport UIKit\n#endif\n", in: tree)
        },
        HostileCase(name: "optional-chain", summary: "a chain of 1,000,000 optional member accesses (`a?.b?.b...`)", exitCode: 0, imports: 2) { tree in
            try oneFile("import Foundation\nlet x = a" + String(repeating: "?.b", count: 1_000_000) + "\n#if canImport(UIKit)\nimport UIKit\n#endif\n", in: tree)
        },
        HostileCase(name: "elseif", summary: "one `#if` with 10,000 `#elseif` clauses, an import in each", exitCode: 1) { tree in
            var text = "#if C0\nimport M0\n"
            for index in 1..<10_000 { text += "#elseif C\(index)\nimport M\(index)\n" }
            return try oneFile(text + "#endif\n", in: tree)
        },
        HostileCase(name: "square-brackets", summary: "a Swift file with `[` nested 5,000 deep after its import", exitCode: 0) { tree in
            try oneFile(
                "import Foundation\nlet x = " + String(repeating: "[", count: 5_000) + "1" + String(repeating: "]", count: 5_000) + "\n",
                in: tree)
        },
        HostileCase(
            name: "hidden-brackets", summary: "a Swift file in a folder layer whose `#//` the lexer reads as a regex to the end, `[` nested 5,000 deep after it",
            exitCode: 1, imports: 1
        ) { tree in
            let source = "import Foundation\n#//\nlet x = " + String(repeating: "[", count: 5_000) + "1" + String(repeating: "]", count: 5_000)
                + "\nimport Later\n"
            try write([
                "Package.swift": package, ".archlint.yml": folderLayers, "Sources/A/Domain/Hidden.swift": source,
                "Sources/A/UI/View.swift": "struct View { let s: S }\n",
            ], in: tree)
            return source.utf8.count
        },
        HostileCase(name: "manifest-doubling", summary: "a `Package.swift` whose lists double 60 times (`let a1 = a0 + a0`)", exitCode: 1) { tree in
            var manifest = "// swift-tools-version:5.9\nimport PackageDescription\nlet a0: [Target] = [.target(name: \"A\")]\n"
            for level in 1...60 { manifest += "let a\(level) = a\(level - 1) + a\(level - 1)\n" }
            manifest += "let package = Package(name: \"P\", targets: a60)\n"
            try write(["Package.swift": manifest, ".archlint.yml": configuration, "Sources/A/A.swift": "import Foundation\n"], in: tree)
            return manifest.utf8.count
        },
        HostileCase(name: "manifest-20k", summary: "one `Package.swift` of 20,000 targets, each declaring three", exitCode: 0) { tree in
            try ManifestCommand.write(targets: 20_000, to: tree)
        },
        HostileCase(
            name: "missing-folders-20k", summary: "one `Package.swift` of 20,000 targets whose source folders do not exist", exitCode: 0
        ) { tree in
            var manifest = "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"P\", targets: [\n"
            for index in 0..<20_000 { manifest += "    .target(name: \"T\(index)\"),\n" }
            manifest += "])\n"
            try write(["Package.swift": manifest, ".archlint.yml": configuration], in: tree)
            return manifest.utf8.count
        },
        HostileCase(name: "knot-20k", summary: "20,000 targets whose declared dependencies are one knot of cycles", exitCode: 1) { tree in
            let count = 20_000
            var manifest = "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Knot\", targets: [\n"
            var files: [String: String] = [".archlint.yml": configuration]
            for index in 0..<count {
                let next = [(index + 1) % count, (index * 7 + 3) % count].map { "T\($0)" }
                manifest += "    .target(name: \"T\(index)\", dependencies: [\(next.map { "\"\($0)\"" }.joined(separator: ", "))]),\n"
                files["Sources/T\(index)/T\(index).swift"] = next.map { "import \($0)\n" }.joined()
            }
            manifest += "])\n"
            files["Package.swift"] = manifest
            try write(files, in: tree)
            return manifest.utf8.count
        },
        HostileCase(name: "rules-5k", summary: "5,000 targets, a component for each and 5,000 `forbid` rules (none broken)", exitCode: 0) { tree in
            let count = 5_000
            var manifest = "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Many\", targets: [\n"
            var rules = "version: 1\ncomponents:\n"
            var files: [String: String] = [:]
            for index in 0..<count {
                manifest += "    .target(name: \"T\(index)\"),\n"
                files["Sources/T\(index)/T\(index).swift"] = "import T\((index + 1) % count)\n"
                rules += "  c\(index): { targets: [T\(index)] }\n"
            }
            rules += "rules:\n"
            for index in 0..<count { rules += "  - { name: r\(index), kind: forbid, from: c\(index), to: [c\((index + 2) % count)] }\n" }
            manifest += "])\n"
            files["Package.swift"] = manifest
            files[".archlint.yml"] = rules
            try write(files, in: tree)
            return rules.utf8.count
        },
        HostileCase(name: "xcode-groups", summary: "an Xcode project of groups nested 20,000 deep, a source in each", exitCode: 0) { tree in
            let depth = 20_000
            var objects = "\t\tP = {isa = PBXProject; mainGroup = MAIN; targets = (T); };\n"
            objects += "\t\tMAIN = {isa = PBXGroup; children = (G0); sourceTree = \"<group>\"; };\n"
            for level in 0..<depth {
                let next = level + 1 < depth ? ", G\(level + 1)" : ""
                objects += "\t\tG\(level) = {isa = PBXGroup; children = (R\(level)\(next)); path = a; sourceTree = \"<group>\"; };\n"
                objects += "\t\tR\(level) = {isa = PBXFileReference; path = f.swift; sourceTree = \"<group>\"; };\n"
                objects += "\t\tB\(level) = {isa = PBXBuildFile; fileRef = R\(level); };\n"
            }
            objects += "\t\tT = {isa = PBXNativeTarget; buildPhases = (S); name = App; productType = \"com.apple.product-type.application\"; };\n"
            objects += "\t\tS = {isa = PBXSourcesBuildPhase; files = (\((0..<depth).map { "B\($0)" }.joined(separator: ", "))); };\n"
            let project = "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjectVersion = 56;\n\tobjects = {\n\(objects)\t};\n\trootObject = P;\n}\n"
            try write(["App.xcodeproj/project.pbxproj": project, ".archlint.yml": configuration, "a/f.swift": "import Foundation\n"], in: tree)
            return project.utf8.count
        },
        HostileCase(name: "xcodegen-includes", summary: "XcodeGen specs that each include the next three times, 20 deep (3^20 copies)", exitCode: 1) { tree in
            var files: [String: String] = [".archlint.yml": configuration, "project.yml": "name: App\ninclude: [s0.yml]\n", "A/A.swift": "import Foundation\n"]
            for level in 0..<20 {
                files["s\(level).yml"] = level < 19
                    ? "include: [s\(level + 1).yml, s\(level + 1).yml, s\(level + 1).yml]\n"
                    : "targets:\n  App:\n    type: tool\n    platform: macOS\n    sources: [A]\n"
            }
            try write(files, in: tree)
            return files.values.reduce(0) { $0 + $1.utf8.count }
        },
        HostileCase(name: "tuist-brackets", summary: "a Tuist `Project.swift` with `[` nested 5,000 deep", exitCode: 1) { tree in
            let text = "import ProjectDescription\nlet project = Project(name: \"App\", targets: "
                + String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000) + ")\n"
            try write(["Project.swift": text, ".archlint.yml": configuration], in: tree)
            return text.utf8.count
        },
        HostileCase(
            name: "findings-100k", summary: "100,000 files that each break a rule, every report format written", exitCode: 1, imports: 100_000,
            reports: ["text", "sarif", "junit", "github", "gitlab", "markdown", "html"]
        ) { tree in
            let manifest = """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "P", targets: [.target(name: "A", dependencies: ["B"]), .target(name: "B")])

                """
            var files = [
                "Package.swift": manifest, "Sources/B/B.swift": "public struct B {}\n",
                ".archlint.yml": "version: 1\ncomponents:\n  a: { modules: [A] }\n  b: { modules: [B] }\nrules:\n  - { name: a-not-b, kind: forbid, from: a, to: [b] }\n",
            ]
            for index in 0..<100_000 { files["Sources/A/F\(index).swift"] = "import B\n" }
            try write(files, in: tree)
            return 100_000 * "import B\n".utf8.count
        },
        HostileCase(name: "deep-folders", summary: "folders 200 deep, every path matched against the exclude `**/**/**/**/**/*a`", exitCode: 0) { tree in
            let folder = (0..<200).map { "f\($0)" }.joined(separator: "/")
            try write([
                "Package.swift": package, "Sources/A/A.swift": "import Foundation\n", "Sources/A/" + folder + "/B.swift": "import Foundation\n",
                ".archlint.yml": "version: 1\nexclude: [\"**/**/**/**/**/*a\"]\nrules:\n  - kind: no-cycles\n",
            ], in: tree)
            return folder.utf8.count
        },
    ]
}
