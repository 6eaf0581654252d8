import ArchCore
import Testing

@testable import BazelReader

@Suite struct BazelQueryReaderTests {
    /// The shape bazel query --output=xml prints (Bazel 4.2.3, --relative_locations): a macro-made
    /// rule, a select() flattened into deps, private_deps, testonly, entities.
    static let xml = """
        <?xml version="1.1" encoding="UTF-8" standalone="no"?>
        <query version="2">
            <rule class="swift_library" location="features/movies/BUILD.bazel:9:12" name="//features/movies:movies">
                <string name="name" value="movies"/>
                <list name="visibility">
                    <label value="//visibility:public"/>
                </list>
                <string name="generator_function" value="app_library"/>
                <list name="srcs">
                    <label value="//features/movies:Sources/Movies View.swift"/>
                    <label value="//features/movies:Sources/R&amp;D.swift"/>
                </list>
                <list name="deps">
                    <label value="//core/domain:domain"/>
                    <label value="@analytics//:analytics"/>
                </list>
                <list name="private_deps">
                    <label value="//features/movies:networking"/>
                </list>
                <string name="module_name" value="Movies"/>
                <rule-input name="//core/domain:domain"/>
            </rule>
            <rule class="swift_test" location="core/domain/BUILD.bazel:10:11" name="//core/domain:domain_tests">
                <boolean name="testonly" value="true"/>
                <list name="srcs"><label value="//core/domain:DomainTests.swift"/></list>
                <dict name="env"><pair><string value="A"/><string value="B"/></pair></dict>
            </rule>
            <rule class="genrule" location="tools/BUILD:1:8" name="//tools:gen">
                <list name="outs"><label value="//tools:Gen.swift"/></list>
            </rule>
        </query>
        """

    @Test func readsRulesAttributesAndEntities() {
        let query = BazelQueryReader.read(Array(Self.xml.utf8), path: "bazel.query.xml")
        #expect(query.problems.isEmpty)
        // Every rule is read; what each is (a Swift module, a file group, ...) is its role.
        #expect(query.targets.map(\.label.description) == ["//features/movies:movies", "//core/domain:domain_tests", "//tools:gen"])
        #expect(query.targets.map(\.role) == [.swift, .swift, .other])
        let movies = query.targets[0]
        #expect(movies.ruleClass == "swift_library")
        #expect(movies.location == "features/movies/BUILD.bazel:9:12")
        #expect(movies.swiftModuleName == "Movies")
        #expect(movies.generatorFunction == "app_library")
        #expect(movies.srcs.map(\.filePath) == ["features/movies/Sources/Movies View.swift", "features/movies/Sources/R&D.swift"])
        #expect(movies.deps.map(\.description) == ["//core/domain:domain", "@analytics//:analytics"])
        #expect(movies.privateDeps.map(\.description) == ["//features/movies:networking"])
        #expect(!movies.isTest)
        let tests = query.targets[1]
        #expect(tests.isTest && tests.testonly)
        #expect(tests.swiftModuleName == "core_domain_domain_tests")
    }

    @Test func aFileCutShortIsAProblemAtItsEndAndNoTargets() {
        let cut = String(Self.xml.prefix(Self.xml.count / 2))
        let query = BazelQueryReader.read(Array(cut.utf8), path: "q.xml")
        #expect(query.targets.isEmpty)
        #expect(query.problems.count == 1)
        #expect(query.problems[0].ruleID == "bazel_query_not_understood")
        #expect(query.problems[0].message.contains("cut short"))
    }

    @Test func everyPrefixOfTheFileIsEitherWholeOrAProblem() {
        let bytes = Array(Self.xml.utf8)
        let end = Self.xml.utf8.count - Array("</query>".utf8).count
        for length in stride(from: 0, to: end, by: 7) {
            let query = BazelQueryReader.read(Array(bytes[..<length]), path: "q.xml")
            #expect(query.targets.isEmpty, "cut at \(length)")
            #expect(length == 0 || query.problems.count == 1, "cut at \(length)")
        }
    }

    @Test func aWrongEndTagIsAProblemAtItsLineAndColumn() {
        let text = "<query>\n  <rule class=\"swift_library\" name=\"//a:a\">\n  </list>\n</query>\n"
        let query = BazelQueryReader.read(Array(text.utf8), path: "q.xml")
        #expect(query.targets.isEmpty)
        #expect(query.problems.first?.location == SourceLocation(file: "q.xml", line: 3, column: 3))
        #expect(query.problems.first?.message.contains("</list> where </rule> was expected") == true)
    }

    @Test func unknownEntitiesAndDTDsAreProblems() {
        for text in ["<query><rule name=\"//a:&bogus;\"/></query>", "<!DOCTYPE x><query/>", "<other/>", "plain text"] {
            let query = BazelQueryReader.read(Array(text.utf8), path: "q.xml")
            #expect(query.problems.count == 1, "\(text)")
            #expect(query.targets.isEmpty)
        }
    }

    @Test func streamedJSONOneTargetPerLineWithSelectorLists() {
        let lines = [
            #"{"type":"RULE","rule":{"name":"//app:app","ruleClass":"swift_binary","location":"app/BUILD:1:14","attribute":[{"name":"srcs","type":"LABEL_LIST","stringListValue":["//app:Main.swift"],"explicitlySpecified":true},{"name":"deps","type":"LABEL_LIST","selectorList":{"type":"LABEL_LIST","elements":[{"entries":[{"label":"//conditions:default","stringListValue":["//core:core"]}]},{"entries":[{"label":"//app:debug","stringListValue":["//app:menu"]},{"label":"//conditions:default"}]}]},"explicitlySpecified":true},{"name":"testonly","type":"BOOLEAN","intValue":0,"booleanValue":false}]}}"#,
            #"{"type":"SOURCE_FILE","sourceFile":{"name":"//app:Main.swift","location":"app/Main.swift:1:1"}}"#,
            #"{"type":"RULE","rule":{"name":"//lib:lib","ruleClass":"swift_library","attribute":[{"name":"module_name","type":"STRING","stringValue":"Lib"},{"name":"testonly","type":"BOOLEAN","intValue":1,"booleanValue":true}]}}"#,
        ]
        let query = BazelQueryReader.read(Array(lines.joined(separator: "\n").utf8), path: "q.jsonl")
        #expect(query.problems.isEmpty)
        #expect(query.targets.map(\.swiftModuleName) == ["app_app", "Lib"])
        #expect(query.targets[0].deps.map(\.description) == ["//core:core", "//app:menu"])
        #expect(query.targets[0].selects == ["deps"])
        #expect(query.targets[1].testonly)
    }

    @Test func jsonprotoAndCqueryDocuments() {
        let query = #"{"target":[{"type":"RULE","rule":{"name":"//a:a","ruleClass":"swift_library","attribute":[]}}]}"#
        #expect(BazelQueryReader.read(Array(query.utf8), path: "q.json").targets.map(\.label.name) == ["a"])
        let cquery = #"{"results":[{"target":{"type":"RULE","rule":{"name":"//b:b","ruleClass":"swift_library"}},"configuration":{"checksum":"x"}}]}"#
        #expect(BazelQueryReader.read(Array(cquery.utf8), path: "q.json").targets.map(\.label.name) == ["b"])
    }

    @Test func aJSONLineCutShortIsAProblemAtItsLine() {
        let text = #"{"type":"RULE","rule":{"name":"//a:a","ruleClass":"swift_library"}}"# + "\n" + #"{"type":"RULE","rule":{"na"#
        let query = BazelQueryReader.read(Array(text.utf8), path: "q.jsonl")
        #expect(query.targets.isEmpty)
        #expect(query.problems.first?.location == SourceLocation(file: "q.jsonl", line: 2, column: 1))
    }

    @Test(arguments: [
        ("//features/movies:movies", "features_movies_movies"),
        ("//:app", "app"),
        ("//a-b/c.d:e-f", "a_b_c_d_e_f"),
        ("//3d:view", "_3d_view"),
        ("//pkg:-lead-", "pkg_lead"),
        ("@repo//x/y", "x_y_y"),
    ])
    func derivedModuleNamesFollowRulesSwift(label: String, name: String) {
        #expect(BazelLabel(label)?.derivedModuleName == name)
    }

    @Test func labels() {
        #expect(BazelLabel("@@canonical+//p:n")?.repository == "canonical+")
        #expect(BazelLabel("@//p:n")?.isExternal == false)
        #expect(BazelLabel("p:n") == nil)
        #expect(BazelLabel("//p:") == nil)
    }
}
