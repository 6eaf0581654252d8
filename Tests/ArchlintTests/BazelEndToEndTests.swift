import Foundation
import Testing

/// archlint on Tests/Fixtures/BazelApp: a Bazel workspace (a macro over swift_library, a select(),
/// private_deps, tests, a generated source, an external repository) next to a Package.swift, whose
/// bazel.query.xml was written by a real Bazel (regenerate.sh).
@Suite struct BazelEndToEndTests {
    @Test func bazelTargetsAreModulesAndTheirRulesAreChecked() throws {
        let copy = try ArchlintBinary.Copy(fixture: "BazelApp")
        let result = try ArchlintBinary.run([".", "--no-cache"], in: copy.url)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains(
            "core/domain/Sources/Sub/Repository.swift:2:1: error: 'CoreDomain' imports 'features_movies_networking'; layer 'domain' may depend only on layers after it: (none) [layers: Dependencies point inward]"))
        #expect(result.stdout.contains(
            "which neither it nor any of its dependencies declares; add it to the target's deps in core/domain/BUILD.bazel"))
        #expect(result.stdout.contains("Scripts/tool.swift:1:1: warning: 'Scripts/': 1 .swift file belongs to no module"))
        #expect(result.stdout.split(separator: "\n").filter { $0.contains(": error:") }.count == 1)
    }

    @Test func packagesSelectBazelTargetsByTheirPackageFolder() throws {
        let copy = try ArchlintBinary.Copy(fixture: "BazelApp")
        try copy.write(
            ".archlint.yml",
            """
            version: 1
            components:
              features: { packages: ["features/**"] }
              domain:   { packages: [core/domain] }
            rules:
              - { name: Inward, kind: layers, layers: [features, domain] }
              - { name: Each package alone, kind: independent, among: { packages: ["{name}/**"] } }
            """)
        let result = try ArchlintBinary.run([".", "--no-cache"], in: copy.url)
        #expect(result.stdout.contains(
            "core/domain/Sources/Sub/Repository.swift:2:1: error: 'CoreDomain' imports 'features_movies_networking'; layer 'domain' may depend only on layers after it: (none) [layers: Inward]"))
        // `{name}` captures the first folder: core and features are members; App (in app/) too.
        #expect(result.stdout.contains("[independent: Each package alone]"), "\(result.stdout)")
        #expect(!result.stdout.contains("component_matches_nothing"))
    }

    @Test func initProposesComponentsFromBazelPackages() throws {
        let copy = try ArchlintBinary.Copy(fixture: "BazelApp")
        try FileManager.default.removeItem(at: copy.url.appendingPathComponent(".archlint.yml"))
        let written = try ArchlintBinary.run(["init", "."], in: copy.url)
        #expect(written.status == 0, "\(written.stderr)")
        let yaml = try copy.read(".archlint.yml")
        #expect(yaml.contains(#"features: { packages: ["features/**"] }"#), "\(yaml)")
        #expect(yaml.contains("layers: [app, features, domain]"))
        #expect(try ArchlintBinary.run([".", "--no-cache"], in: copy.url).status == 0, "the draft passes on the code as it is")
    }

    @Test func theGraphHoldsWhatTheQuerySays() throws {
        let copy = try ArchlintBinary.Copy(fixture: "BazelApp")
        let graph = try Self.graph(in: copy.url)
        #expect(graph.modules["Movies"] == "features/movies/BUILD.bazel:9:12 swift_library")
        #expect(graph.modules["App"] == "app/BUILD.bazel:3:13 swift_binary")
        #expect(graph.modules["features_movies_networking"] == "features/movies/BUILD.bazel:20:14 swift_library")
        #expect(graph.modules["Formatter"] == "Tooling/Package.swift:6:15 -", "the package next to the workspace joins the graph")
        #expect(graph.testTargets == ["core_domain_domain_tests", "features_movies_movies_tests"])
        // The select() is read as the union of its branches; private_deps are implementation-only.
        #expect(graph.dependencies.contains("Movies -> features_movies_debug_menu @ features/movies/BUILD.bazel:9"))
        #expect(graph.dependencies.contains("Movies -> features_movies_release_flags @ features/movies/BUILD.bazel:9"))
        #expect(graph.dependencies.contains("Movies -> features_movies_networking @ features/movies/BUILD.bazel:9 private"))
        #expect(graph.dependencies.contains("App -> lib @ app/BUILD.bazel:3"), "an external label is an external module")
        #expect(graph.files["features/movies/Tests/MoviesTests.swift"] == "features_movies_movies_tests")
        #expect(graph.files["core/domain/Sources/Sub/Repository.swift"] == "CoreDomain", "glob() expanded by Bazel")
        #expect(graph.files["Scripts/tool.swift"] == "-")
        #expect(graph.files.count == 12, "the generated BuildInfo.swift is in no folder: \(graph.files.keys.sorted())")
    }

    @Test func absoluteLocationsGiveTheSameGraph() throws {
        let copy = try ArchlintBinary.Copy(fixture: "BazelApp")
        let relative = try Self.graph(in: copy.url)
        try copy.write(".archlint.yml", "version: 1\nbazel: { query: absolute/bazel.query.xml, workspace: . }\n")
        let absolute = try Self.graph(in: copy.url)
        #expect(absolute.modules == relative.modules)
        #expect(absolute.dependencies == relative.dependencies)
        #expect(absolute.files == relative.files)
    }

    @Test func aQueryOutputCutShortFailsTheRunAtItsEnd() throws {
        let copy = try ArchlintBinary.Copy(fixture: "BazelApp")
        let text = try copy.read("bazel.query.xml")
        try copy.write("bazel.query.xml", String(text.prefix(text.count / 2)))
        let result = try ArchlintBinary.run([".", "--no-cache"], in: copy.url)
        #expect(result.status == 1)
        #expect(result.stdout.contains("bazel.query.xml:"))
        #expect(result.stdout.contains("no Bazel target of this file is in the graph [bazel_query_not_understood]"))
    }

    /// A query output older than the tree (or archlint_test's inputs without a target's files):
    /// the target is a module without files, and a warning says so.
    @Test func aTargetWhoseSourcesAreGoneIsReported() throws {
        let copy = try ArchlintBinary.Copy(fixture: "BazelApp")
        try FileManager.default.removeItem(at: copy.url.appendingPathComponent("app"))
        let result = try ArchlintBinary.run([".", "--no-cache"], in: copy.url)
        #expect(result.stdout.contains(
            "app/BUILD.bazel:3:13: warning: Bazel target '//app:app' (module 'App'): the folder of its .swift src is not in the repository"),
            "\(result.stdout)")
        // The generated BuildInfo.swift of //app:build_info is a rule's label, not a missing file.
        #expect(!(try ArchlintBinary.run([".", "--no-cache"], in: ArchlintBinary.fixtures.appendingPathComponent("BazelApp")).stdout
            .contains("target_sources_not_found")))
    }

    @Test func aNamedQueryOutputThatIsMissingIsAnError() throws {
        let copy = try ArchlintBinary.Copy(fixture: "BazelApp")
        try copy.write(".archlint.yml", "version: 1\nbazel: { query: [missing.xml, ../outside.xml] }\n")
        let result = try ArchlintBinary.run([".", "--no-cache"], in: copy.url)
        #expect(result.status == 1)
        #expect(result.stdout.contains("missing.xml:1:1: error: bazel: query: 'missing.xml' was not found"))
        #expect(result.stdout.contains("bazel: query: '../outside.xml' was not found"), "never read outside the root")
    }

    @Test func aWorkspaceWithoutAQueryOutputSaysHowToMakeOne() throws {
        let copy = try ArchlintBinary.Copy(fixture: "BazelApp")
        try FileManager.default.removeItem(at: copy.url.appendingPathComponent("bazel.query.xml"))
        let result = try ArchlintBinary.run([".", "--no-cache"], in: copy.url)
        #expect(result.stdout.contains("WORKSPACE:1:1: warning: this is a Bazel workspace ('WORKSPACE'), but archlint found no query output"))
    }

    /// `--since` reads the revision's query output too: the domain's old layer break is absorbed,
    /// the new one reported (without the query file at the revision, every Bazel finding would
    /// look new).
    @Test func sinceComparesWithTheRevisionsQueryOutput() throws {
        let repository = try SinceEndToEndTests.Repository(fixture: "BazelApp")
        try repository.write("Sample/features/movies/MoviesView.swift", "import CoreDomain\nimport App\n")
        let result = try repository.archlint(["Sample", "--since", "HEAD", "--no-cache"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("Sample/features/movies/MoviesView.swift:2:1: error: 'Movies' imports 'App'"), "\(result.stdout)")
        #expect(!result.stdout.contains("Repository.swift"), "\(result.stdout)")
    }

    @Test func aChangedQueryOutputIsReadAgainThroughTheCache() throws {
        let copy = try ArchlintBinary.Copy(fixture: "BazelApp")
        let first = try ArchlintBinary.run(["."], in: copy.url)
        #expect(first.status == 1)
        // The domain now declares the dependency its file imports; the import still breaks the layers.
        let text = try copy.read("bazel.query.xml")
        try copy.write(
            "bazel.query.xml",
            text.replacingOccurrences(
                of: "<label value=\"//core/domain:DomainTests.swift\"/>",
                with: "<label value=\"//core/domain:DomainTests.swift\"/>\n            <label value=\"//Scripts:tool.swift\"/>"))
        let second = try ArchlintBinary.run(["."], in: copy.url)
        #expect(!second.stdout.contains("Scripts/tool.swift:1:1: warning"), "\(second.stdout)")
    }

    /// Tests/Fixtures/BazelFormats: one workspace queried by a real Bazel into XML (relative and
    /// absolute locations) and into streamed JSON (converted from its streamed_proto, the same
    /// `Target` message), flattened and with select() kept. Each gives the same graph, the same
    /// findings byte for byte.
    @Test func everyFormatOfOneQueryGivesTheSameGraphAndFindings() throws {
        let copy = try ArchlintBinary.Copy(fixture: "BazelFormats")
        var outputs: [String: String] = [:]
        var graphs: [String: Reduced] = [:]
        for (query, workspace) in [
            ("bazel-query.xml", nil), ("bazel-query.jsonl", nil), ("bazel-query-noflatten.jsonl", nil),
            ("bazel-query-absolute.xml", "."),
        ] as [(String, String?)] {
            try copy.write(
                ".archlint.yml",
                """
                version: 1
                bazel: { query: \(query)\(workspace.map { ", workspace: \($0)" } ?? "") }
                components:
                  app: { targets: [App] }
                  features: { packages: ["Features/**"] }
                  data: { targets: [Data, Networking_networking] }
                  domain: { targets: [Domain] }
                rules:
                  - { name: Inward, kind: layers, layers: [app, [features, data], domain] }
                  - { kind: manifest }
                """)
            // Findings about the query output name it.
            outputs[query] = try ArchlintBinary.run([".", "--no-cache"], in: copy.url).stdout
                .replacingOccurrences(of: query, with: "QUERY")
            graphs[query] = try Self.graph(in: copy.url)
        }
        let xml = try #require(outputs["bazel-query.xml"])
        #expect(xml.contains(
            "QUERY:1:1: info: 'QUERY' does not list 1 target its targets depend on, so their module names are derived from their labels as rules_swift does without module_name ('@analytics//:analytics' as 'analytics')"))
        #expect(xml.contains(
            "Features/Movies/Sources/MoviesViewModel.swift:1:1: error: 'Movies' imports 'Data'; 'features' and 'data' are siblings in one layer and must not depend on each other [layers: Inward]"),
            "\(xml)")
        for (query, output) in outputs { #expect(output == xml, "\(query)") }
        let reference = try #require(graphs["bazel-query.xml"])
        #expect(xml.contains("Features/Movies/BUILD.bazel:11:12: error: 'Movies' declares a dependency on 'Data';"), "at the macro's call")
        #expect(reference.modules["Networking_networking"] == "Networking/BUILD.bazel:4:14 swift_library")
        #expect(reference.dependencies.contains("Data -> Networking_networking @ Data/BUILD.bazel:4 private"))
        #expect(reference.dependencies.contains("Movies -> MoviesDebugMenu @ Features/Movies/BUILD.bazel:11"), "the select() branch")
        for (query, graph) in graphs {
            #expect(graph.modules == reference.modules, "\(query)")
            #expect(graph.dependencies == reference.dependencies, "\(query)")
            #expect(graph.files == reference.files, "\(query)")
        }
    }

    /// What real repositories put between a Swift target and its files and modules (found on
    /// rules_xcodeproj's and rules_swift's examples): `srcs` through a `filegroup`, deps through an
    /// `alias`, on an `objc_library` with `module_name`, on a `mixed_language_library`, a
    /// `swift_import` of a module a `swift_library` beside it builds, and on a label the query
    /// does not list. The XML is written in the shape Bazel 4.2.3 prints (see BazelFormats).
    @Test func filegroupsAliasesAndClangModulesAreFollowed() throws {
        let copy = try ArchlintBinary.Copy.repository([
            "Lib/Sources/A.swift": "import Objc\nimport Mixed\nimport Prebuilt\nimport Proto\nimport SwiftProtobuf\nimport Hinted\n",
            "Lib/Objc/O.m": "",
            "Mixed/M.swift": "import Foundation\n",
            "Pre/P.swift": "import Foundation\n",
            ".archlint.yml": "version: 1\nrules:\n  - kind: manifest\n",
            "bazel.query.xml": """
                <?xml version="1.1" encoding="UTF-8" standalone="no"?>
                <query version="2">
                    <rule class="swift_library" location="Lib/BUILD:3:14" name="//Lib:lib">
                        <list name="srcs"><label value="//Lib:sources"/></list>
                        <list name="deps">
                            <label value="//Lib:objc_alias"/>
                            <label value="//Mixed:Mixed"/>
                            <label value="//Pre:import"/>
                            <label value="//Proto:proto"/>
                            <label value="//Lib:hinted"/>
                            <label value="//Lib:headers"/>
                        </list>
                        <string name="module_name" value="Lib"/>
                    </rule>
                    <rule class="objc_library" location="Lib/BUILD:30:13" name="//Lib:hinted">
                        <list name="aspect_hints"><label value="//Lib:hint"/></list>
                    </rule>
                    <rule class="swift_interop_hint" location="Lib/BUILD:26:18" name="//Lib:hint">
                        <string name="module_name" value="Hinted"/>
                    </rule>
                    <rule class="mixed_language_umbrella_header" location="Lib/BUILD:34:31" name="//Lib:headers"/>
                    <rule class="filegroup" location="Lib/BUILD:10:10" name="//Lib:sources">
                        <list name="srcs"><label value="//Lib:Sources/A.swift"/></list>
                    </rule>
                    <rule class="alias" location="Lib/BUILD:14:6" name="//Lib:objc_alias">
                        <label name="actual" value="//Lib:objc"/>
                    </rule>
                    <rule class="objc_library" location="Lib/BUILD:18:13" name="//Lib:objc">
                        <list name="srcs"><label value="//Lib:Objc/O.m"/></list>
                        <string name="module_name" value="Objc"/>
                    </rule>
                    <rule class="_mixed_language_library" location="Mixed/BUILD:3:24" name="//Mixed:Mixed">
                        <label name="swift_target" value="//Mixed:Mixed_swift"/>
                        <string name="module_name" value="Mixed"/>
                    </rule>
                    <rule class="swift_library" location="Mixed/BUILD:3:24" name="//Mixed:Mixed_swift">
                        <list name="srcs"><label value="//Mixed:M.swift"/></list>
                        <string name="module_name" value="Mixed"/>
                    </rule>
                    <rule class="swift_library" location="Pre/BUILD:1:14" name="//Pre:dep">
                        <list name="srcs"><label value="//Pre:P.swift"/></list>
                        <string name="module_name" value="Prebuilt"/>
                    </rule>
                    <rule class="swift_import" location="Pre/BUILD:6:12" name="//Pre:import">
                        <string name="module_name" value="Prebuilt"/>
                    </rule>
                </query>

                """,
        ])
        let result = try ArchlintBinary.run([".", "--no-cache"], in: copy.url)
        #expect(result.status == 0, "\(result.stdout)")
        #expect(!result.stdout.contains("unassigned_files"), "A.swift is Lib's through the filegroup")
        // //Proto:proto is not in the output: named as rules_swift names it, and said so; the
        // proto library's runtime (SwiftProtobuf) is then unknown, not undeclared.
        #expect(result.stdout.contains(
            "bazel.query.xml:1:1: info: 'bazel.query.xml' does not list 1 target its targets depend on, so their module names are derived from their labels as rules_swift does without module_name ('//Proto:proto' as 'Proto_proto')"),
            "\(result.stdout)")
        let graph = try Self.graph(in: copy.url)
        #expect(graph.files["Lib/Sources/A.swift"] == "Lib")
        #expect(graph.modules["Objc"] == "Lib/BUILD:18:13 objc_library")
        #expect(graph.dependencies.contains("Lib -> Objc @ Lib/BUILD:3"))
        #expect(graph.dependencies.contains("Lib -> Mixed @ Lib/BUILD:3"))
        #expect(graph.dependencies.contains("Lib -> Prebuilt @ Lib/BUILD:3"))
        #expect(graph.modules["Hinted"] == "Lib/BUILD:30:13 objc_library", "named by its swift_interop_hint")
        // A rule of the output that is no module (a header generator) is no dependency; a derived
        // name is never called an unused dependency.
        #expect(!graph.dependencies.contains { $0.hasPrefix("Lib -> Lib_headers") })
        #expect(!result.stdout.contains("none of its files imports"))
    }

    /// The graph's JSON, reduced to strings a test compares.
    private struct Reduced {
        var modules: [String: String] = [:]
        var testTargets: [String] = []
        var dependencies: Set<String> = []
        var files: [String: String] = [:]
    }

    private static func graph(in folder: URL) throws -> Reduced {
        let result = try ArchlintBinary.run(["graph", "--format", "json", "."], in: folder)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        var reduced = Reduced()
        func place(_ value: Any?) -> String {
            guard let location = value as? [String: Any], let file = location["file"] as? String, let line = location["line"] as? Int
            else { return "-" }
            return "\(file):\(line)" + ((location["column"] as? Int).map { ":\($0)" } ?? "")
        }
        for case let module as [String: Any] in object["modules"] as? [Any] ?? [] {
            guard let id = module["id"] as? [String: Any], let name = id["name"] as? String, id["package"] != nil else { continue }
            reduced.modules[name] = "\(place(module["location"])) \(module["bazelRule"] as? String ?? "-")"
            if "\(module["kind"] ?? "")".contains("testTarget") { reduced.testTargets.append(name) }
        }
        reduced.testTargets.sort()
        for case let dependency as [String: Any] in object["dependencies"] as? [Any] ?? [] {
            let from = (dependency["from"] as? [String: Any])?["name"] as? String ?? "?"
            let to = (dependency["to"] as? [String: Any])?["name"] as? String ?? "?"
            var location = place(dependency["location"])
            location = String(location.split(separator: ":").prefix(2).joined(separator: ":"))
            reduced.dependencies.insert(
                "\(from) -> \(to) @ \(location)" + (dependency["implementationOnly"] as? Bool == true ? " private" : ""))
        }
        for case let file as [String: Any] in object["files"] as? [Any] ?? [] {
            guard let path = file["path"] as? String else { continue }
            reduced.files[path] = ((file["module"] as? [String: Any])?["name"] as? String) ?? "-"
        }
        return reduced
    }
}
