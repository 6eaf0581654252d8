import Foundation
import ProcessSupport
import Testing

/// `archlint graph --format dot|mermaid|json`, and the component diagram in the reports.
struct GraphEndToEndTests {
    static let fixture = ArchlintBinary.fixtures.appendingPathComponent("MultiPackage").path
    static let red = "#d1242f"

    @Test func dotDrawsLocalModulesAndOnlyTheViolatingImportRed() throws {
        let result = try ArchlintBinary.run(["graph", Self.fixture, "--format", "dot"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let edges = lines.filter { $0.contains(" -> ") }
        #expect(edges.count == 7)
        let red = edges.filter { $0.contains(Self.red) }
        #expect(red == [##"  "MoviesDomain" -> "MoviesInfrastructure" [label="1", color="#d1242f", fontcolor="#d1242f", penwidth=2, tooltip="breaks layers: Dependencies point inward"];"##])
        #expect(edges.contains(#"  "MoviesDomain" -> "CoreDomain" [label="3"];"#))
        #expect(!result.stdout.contains("Foundation"))
        #expect(lines.first == "digraph archlint {" && lines.last == "}")
    }

    @Test func mermaidPastFiveHundredEdgesWarnsAndSuggestsComponents() throws {
        // 33 targets, each importing every one before it: 528 edges.
        var files: [String: String] = [:]
        var targets: [String] = []
        for index in 0..<33 {
            targets.append("        .target(name: \"M\(index)\"),")
            files["Sources/M\(index)/F.swift"] = (0..<index).map { "import M\($0)\n" }.joined()
        }
        files["Package.swift"] = "// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(\n    name: \"Big\",\n    targets: [\n\(targets.joined(separator: "\n"))\n    ]\n)\n"
        let copy = try ArchlintBinary.Copy.repository(files)
        let result = try ArchlintBinary.run(["graph", copy.path, "--format", "mermaid"])
        #expect(result.status == 0)
        #expect(result.stdout.components(separatedBy: "-->").count - 1 == 528)
        #expect(result.stderr.contains(
            "archlint: warning: the Mermaid diagram has 528 edges (Mermaid draws at most 500): GitHub and Mermaid's own renderers show an error box instead; draw components instead (--level component"))
        let dot = try ArchlintBinary.run(["graph", copy.path, "--format", "dot"])
        #expect(!dot.stderr.contains("warning"))
        let small = try ArchlintBinary.run(["graph", Self.fixture, "--format", "mermaid"])
        #expect(!small.stderr.contains("warning"))
    }

    @Test func externalsAreDrawnDashedOnlyWhenAsked() throws {
        let result = try ArchlintBinary.run(["graph", Self.fixture, "--format", "dot", "--externals"])
        #expect(result.stdout.contains(#"  "Foundation" [style="rounded,dashed"];"#))
        #expect(result.stdout.contains(#"  "MoviesDomain" -> "Foundation" [label="1"];"#))
        let mermaid = try ArchlintBinary.run(["graph", Self.fixture, "--format", "mermaid", "--externals"]).stdout
        #expect(mermaid.contains("classDef external stroke-dasharray:5 5"))
    }

    @Test func componentMermaidFollowsTheConfigurationOrderAndStylesTheViolatingEdge() throws {
        let result = try ArchlintBinary.run(["graph", Self.fixture, "--format", "mermaid", "--level", "component"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(Array(lines.prefix(4)) == ["graph LR", #"  n0["domain"]"#, #"  n1["infrastructure"]"#, #"  n2["app"]"#])
        let edges = lines.filter { $0.contains("-->") }
        let violating = try #require(edges.firstIndex(of: "  n0 -->|1| n1"))
        #expect(lines.last == "  linkStyle \(violating) stroke:\(Self.red),stroke-width:3px,color:\(Self.red)")
        #expect(edges.contains("  n1 -->|4| n0"))
    }

    @Test func componentJSONListsNodesAndEdges() throws {
        let result = try ArchlintBinary.run(["graph", Self.fixture, "--format", "json", "--level", "component"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["level"] as? String == "component")
        let nodes = try #require(object["nodes"] as? [[String: Any]])
        #expect(nodes.compactMap { $0["name"] as? String } == ["domain", "infrastructure", "app"])
        let edges = try #require(object["edges"] as? [[String: Any]])
        let violating = edges.filter { $0["violating"] as? Bool == true }
        #expect(violating.count == 1)
        #expect(violating.first?["from"] as? String == "domain" && violating.first?["to"] as? String == "infrastructure")
    }

    @Test func nothingIsRedOnceTheImportIsRemoved() throws {
        let copy = try ArchlintBinary.Copy(fixture: "MultiPackage")
        let file = "Movies/Sources/MoviesDomain/Movie.swift"
        try copy.write(file, try copy.read(file).replacingOccurrences(of: "import MoviesInfrastructure\n", with: ""))
        let dot = try ArchlintBinary.run(["graph", copy.path, "--format", "dot"]).stdout
        #expect(!dot.contains(Self.red))
        #expect(!dot.contains(#""MoviesDomain" -> "MoviesInfrastructure""#))
    }

    @Test func withoutAConfigurationModulesAreDrawnAndComponentsAreRefused() throws {
        let copy = try ArchlintBinary.Copy(fixture: "MultiPackage")
        try FileManager.default.removeItem(at: copy.url.appendingPathComponent(".archlint.yml"))
        let dot = try ArchlintBinary.run(["graph", copy.path, "--format", "dot"])
        #expect(dot.status == 0)
        #expect(dot.stdout.contains(#""MoviesDomain" -> "MoviesInfrastructure" [label="1"];"#))
        #expect(!dot.stdout.contains(Self.red))
        let component = try ArchlintBinary.run(["graph", copy.path, "--format", "dot", "--level", "component"])
        #expect(component.status == 2)
        #expect(component.stderr.contains("no configuration"))
    }

    @Test(arguments: [["--format", "dot"], ["--format", "mermaid"], ["--format", "json"], ["--format", "mermaid", "--level", "component"]])
    func printsTheSameBytesEveryRun(arguments: [String]) throws {
        let first = try ArchlintBinary.run(["graph", Self.fixture] + arguments)
        let second = try ArchlintBinary.run(["graph", Self.fixture] + arguments)
        #expect(first.status == 0)
        #expect(!first.stdout.isEmpty && first.stdout == second.stdout)
    }

    /// `graph` keeps scanned files in the cache folder as `lint` does, in every format, and
    /// `--no-cache` (which it used to reject as a usage error) reads everything again.
    @Test(arguments: [["--format", "dot"], ["--format", "json"]])
    func usesTheScanCacheAndNoCacheReadsAgain(_ format: [String]) throws {
        let copy = try ArchlintBinary.Copy(fixture: "MultiPackage")
        let cache = copy.url.appendingPathComponent(".cache")
        let environment = ["ARCHLINT_CACHE_DIR": cache.path]
        let first = try ChildProcess.run(ArchlintBinary.path, ["graph", copy.path] + format, environment: environment)
        let names = try FileManager.default.contentsOfDirectory(atPath: cache.path)
        #expect(names.contains { $0.hasPrefix("scan-") })
        let again = try ChildProcess.run(ArchlintBinary.path, ["graph", copy.path] + format, environment: environment)
        let uncached = try ChildProcess.run(ArchlintBinary.path, ["graph", copy.path, "--no-cache"] + format, environment: environment)
        #expect(first.status == 0 && again.status == 0 && uncached.status == 0)
        #expect(again.stdout == first.stdout && uncached.stdout == first.stdout)
    }

    @Test func rejectsAnUnknownFormatAsAUsageError() throws {
        let result = try ArchlintBinary.run(["graph", Self.fixture, "--format", "svg"])
        #expect(result.status == 64)
    }

    @Test func markdownAndHTMLReportsDrawTheComponentDiagram() throws {
        let markdown = try ArchlintBinary.run([Self.fixture, "--format", "markdown"]).stdout
        #expect(markdown.contains("```mermaid\ngraph LR\n  n0[\"domain\"]"))
        #expect(markdown.contains("linkStyle"))
        let html = try ArchlintBinary.run([Self.fixture, "--format", "html"]).stdout
        #expect(html.contains("<svg"))
    }
}
