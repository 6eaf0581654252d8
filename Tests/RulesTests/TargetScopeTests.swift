import ArchCore
import Testing

/// Issue 33: what a build-tool plugin's run for one target reports.
struct TargetScopeTests {
    static var graph: Graph {
        var builder = GraphBuilder()
        builder.target("Core", package: "Movies")
        builder.target("Data", package: "Movies")
        builder.target("Core", package: "Feed")
        builder.file("Movies/Sources/Core/C.swift", in: "Core", imports: ["Data"])
        builder.file("Movies/Sources/Data/D.swift", in: "Data", imports: ["Core"])
        builder.declare("Data", on: "Core", line: 7)
        return builder.graph
    }

    static func finding(_ file: String, _ line: Int, _ column: Int = 1) -> Finding {
        Finding(ruleID: "forbid", severity: .error, message: "m", location: SourceLocation(file: file, line: line, column: column))
    }

    @Test func selectsTargetsByNameAndFolder() throws {
        let graph = Self.graph
        #expect(Set(TargetScope(name: "Core").modules(in: graph).map(\.package)) == ["Movies", "Feed"])
        #expect(TargetScope(name: "Core", folder: "Feed").modules(in: graph).map(\.package) == ["Feed"])
        #expect(TargetScope(name: "Nope").modules(in: graph).isEmpty)
        // An Xcode target's module is named as PRODUCT_MODULE_NAME's default makes it.
        var builder = GraphBuilder()
        builder.target("My_App", package: "App/App.xcodeproj")
        #expect(TargetScope(name: "My App", folder: "App").modules(in: builder.graph).map(\.name) == ["My_App"])
        // Xcode passes the target's name (`TARGET_NAME`) where `PRODUCT_NAME` names its module otherwise.
        builder.target("Ice_Cubes", package: "IceCubes.xcodeproj")
        var renamed = builder.graph
        let position = try #require(renamed.modules.firstIndex { $0.name == "Ice_Cubes" })
        renamed.modules[position].xcodeTargetName = "IceCubesApp"
        #expect(TargetScope(name: "IceCubesApp").modules(in: renamed).map(\.name) == ["Ice_Cubes"])
        #expect(TargetScope(name: "Ice_Cubes").modules(in: renamed).map(\.name) == ["Ice_Cubes"])
        #expect(TargetScope(name: "IceCubesApp", folder: "Movies").modules(in: renamed).isEmpty)
    }

    /// A dependency entry archlint could not read (`.tca`, a member of an extension) is reported
    /// inside the target's declaration, not at a declared dependency: its target's run shows it
    /// (found on asiliuk/BsuirScheduleApp).
    @Test func keepsTheFindingsInsideAPackageTargetsDeclaration() {
        var graph = Self.graph
        let manifest = "Movies/Package.swift"
        graph.manifests = [Manifest(
            directory: "Movies", name: "Movies", location: SourceLocation(file: manifest, line: 1, column: 1),
            targets: [
                TargetDeclaration(name: "Data", kind: .regular, location: SourceLocation(file: manifest, line: 12, column: 9)),
                TargetDeclaration(name: "Core", kind: .regular, location: SourceLocation(file: manifest, line: 5, column: 9)),
            ])]
        let findings = [Self.finding(manifest, 4), Self.finding(manifest, 6, 20), Self.finding(manifest, 12, 9), Self.finding(manifest, 30)]
        let core = TargetScope(name: "Core", folder: "Movies")
        #expect(TargetScope.findings(findings, of: core.modules(in: graph), in: graph).map(\.location?.line) == [6])
        let data = TargetScope(name: "Data", folder: "Movies")
        #expect(TargetScope.findings(findings, of: data.modules(in: graph), in: graph).map(\.location?.line) == [12, 30])
    }

    /// In a file two targets compile, an import's finding belongs to the target that imports,
    /// whichever lists the file first; other findings there to the first (found on
    /// curzel-it/bit-therapy).
    @Test func inAFileTwoTargetsCompileEachKeepsItsOwnImportsFindings() {
        var builder = GraphBuilder()
        builder.target("AppA", package: "Demo.xcodeproj")
        builder.target("AppB", package: "Demo.xcodeproj")
        builder.file("Shared/S.swift", in: "AppA", imports: ["Base"])
        var graph = builder.graph
        graph.files[0].otherModules = [graph.modules.first { $0.name == "AppB" }!.id]
        func finding(_ subject: String?, rule: String) -> Finding {
            Finding(
                ruleID: rule, severity: .error, message: "m", location: SourceLocation(file: "Shared/S.swift", line: 1, column: 1),
                subject: subject)
        }
        let findings = [
            finding("'AppA' imports 'Base'", rule: "forbid"), finding("'AppB' imports 'Base'", rule: "forbid"),
            finding("'Shared/S.swift' uses 'X' of 'Other.swift'", rule: "layers"), finding(nil, rule: "no-cycles"),
        ]
        let a = TargetScope(name: "AppA").modules(in: graph)
        let b = TargetScope(name: "AppB").modules(in: graph)
        #expect(TargetScope.findings(findings, of: a, in: graph).map { $0.subject ?? "-" }
            == ["'AppA' imports 'Base'", "'Shared/S.swift' uses 'X' of 'Other.swift'", "-"])
        #expect(TargetScope.findings(findings, of: b, in: graph).map { $0.subject ?? "-" } == ["'AppB' imports 'Base'"])
    }

    /// In a file two targets compile, a use of a name another file declares belongs to each
    /// target that compiles that file: each build resolves the name among its own files (found by
    /// helpers on Swiftfin: a shared file using tvOS's own `Stepper` failed the iOS build's run
    /// and passed the tvOS build's). A cycle whose first edge is such a use goes the same way.
    @Test func inAFileTwoTargetsCompileAUseBelongsToTheTargetsThatCompileItsDeclaration() {
        var builder = GraphBuilder()
        builder.target("App_iOS", package: "App.xcodeproj")
        builder.target("App_tvOS", package: "App.xcodeproj")
        builder.file("Shared/Row.swift", in: "App_iOS", imports: [])
        builder.file("Shared/Model.swift", in: "App_iOS", imports: [])
        builder.file("tvOS/FocusRing.swift", in: "App_tvOS", imports: [])
        var graph = builder.graph
        let tvOS = graph.modules.first { $0.name == "App_tvOS" }!.id
        graph.files[0].otherModules = [tvOS]
        graph.files[1].otherModules = [tvOS]
        let row = SourceLocation(file: "Shared/Row.swift", line: 6, column: 9)
        func use(_ declaring: String) -> Finding {
            Finding(
                ruleID: "forbid", severity: .error, message: "m", location: row,
                notes: [Note(message: "'X' is declared here", location: SourceLocation(file: declaring, line: 3, column: 8))],
                subject: "'Shared/Row.swift' uses 'X' of '\(declaring)'")
        }
        let cycle = Finding(
            ruleID: "no-cycles", severity: .error, message: "cycle", location: row,
            notes: [
                Note(message: "'Shared/Row.swift' uses 'FocusRing' of 'tvOS/FocusRing.swift'", location: row),
                Note(message: "'App_tvOS' imports 'Core'", location: SourceLocation(file: "tvOS/FocusRing.swift", line: 1, column: 1)),
            ],
            subject: "cycle")
        let findings = [use("tvOS/FocusRing.swift"), use("Shared/Model.swift"), cycle]
        let iOS = TargetScope.findings(findings, of: TargetScope(name: "App_iOS").modules(in: graph), in: graph)
        #expect(iOS.map { $0.notes[0].location?.file } == ["Shared/Model.swift"])
        let tv = TargetScope.findings(findings, of: TargetScope(name: "App_tvOS").modules(in: graph), in: graph)
        #expect(tv.map { $0.notes[0].location?.file } == ["tvOS/FocusRing.swift", "Shared/Model.swift", "Shared/Row.swift"])
    }

    /// A dependency list two targets share (`let common = ["Core", "Data"]`) stands at one place
    /// for both: a finding there belongs to the target its subject names (found by a helper on
    /// IcySky: `--target SettingsUI` showed ComposerUI's unused `Auth`).
    @Test func aSharedDependencyListsFindingBelongsToTheTargetItNames() {
        var builder = GraphBuilder()
        for name in ["Core", "Data", "FeatureA", "FeatureB"] { builder.target(name, package: "P") }
        builder.declare("FeatureA", on: "Data", line: 6)
        builder.declare("FeatureB", on: "Data", line: 6)
        builder.declare("FeatureB", on: "Core", line: 9)
        let graph = builder.graph
        func finding(_ subject: String, line: Int) -> Finding {
            Finding(ruleID: "manifest", severity: .error, message: "m", location: SourceLocation(file: "P/Package.swift", line: line, column: 9), subject: subject)
        }
        let findings = [
            finding("'FeatureB' declares a dependency on 'Data'", line: 6), finding("'FeatureB' declares a dependency on 'Core'", line: 9),
            finding("'FeatureA' declares a dependency on 'Data'", line: 6),
        ]
        let a = TargetScope.findings(findings, of: TargetScope(name: "FeatureA").modules(in: graph), in: graph)
        #expect(a.map(\.subject) == ["'FeatureA' declares a dependency on 'Data'"])
        let b = TargetScope.findings(findings, of: TargetScope(name: "FeatureB").modules(in: graph), in: graph)
        #expect(b.map(\.subject) == ["'FeatureB' declares a dependency on 'Data'", "'FeatureB' declares a dependency on 'Core'"])
    }

    @Test func keepsTheFindingsInItsFilesAndItsDeclarations() {
        let graph = Self.graph
        let findings = [
            Self.finding("Movies/Sources/Core/C.swift", 1), Self.finding("Movies/Sources/Data/D.swift", 1),
            Self.finding("Movies/Package.swift", 7, 9), Self.finding("Movies/Package.swift", 8), Self.finding(".archlint.yml", 3),
        ]
        let data = TargetScope(name: "Data", folder: "Movies")
        #expect(TargetScope.findings(findings, of: data.modules(in: graph), in: graph).map(\.location?.file)
            == ["Movies/Sources/Data/D.swift", "Movies/Package.swift"])
        let core = TargetScope(name: "Core", folder: "Movies")
        #expect(TargetScope.findings(findings, of: core.modules(in: graph), in: graph).map(\.location?.file) == ["Movies/Sources/Core/C.swift"])
    }
}
