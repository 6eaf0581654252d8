import Foundation
import Testing

/// The built binary on `Tests/Fixtures/TuistApp`: two literal Tuist projects, no generated project
/// (issue 14).
struct TuistEndToEndTests {
    @Test func theFixtureIsClean() throws {
        let copy = try ArchlintBinary.Copy(fixture: "TuistApp")
        let result = try ArchlintBinary.run([copy.path, "--no-cache"])
        #expect(result.status == 0)
        #expect(result.stdout == "")
        #expect(result.stderr.contains("archlint: 8 modules, 7 files, 10 imports, 0 manifests, 2 Tuist manifests: 0 errors, 0 warnings"))
    }

    @Test func aDomainFileThatImportsALibraryIsReportedAtItsLine() throws {
        let copy = try ArchlintBinary.Copy(fixture: "TuistApp")
        try copy.write("Projects/Domain/Sources/Movie.swift", "import Foundation\nimport Alamofire\n\nstruct Movie {}\n")
        let result = try ArchlintBinary.run([copy.path, "--no-cache"])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("Projects/Domain/Sources/Movie.swift:2:1: error: 'MoviesDomain' imports 'Alamofire'; 'domain' may depend on only 'Foundation' [allow: The domain depends on nothing]") == true)
    }

    @Test func aProjectBuiltByAHelperFailsTheRunAtItsLine() throws {
        let copy = try ArchlintBinary.Copy(fixture: "TuistApp")
        try copy.write("Projects/Feed/Project.swift", "import ProjectDescription\nimport ProjectDescriptionHelpers\n\nlet project = Project.module(name: \"Feed\")\n")
        try copy.write("Projects/Feed/Sources/Feed.swift", "import MoviesDomain\n")
        let result = try ArchlintBinary.run([copy.path, "--no-cache"])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("Projects/Feed/Project.swift:4:15: error: the project is built by 'Project.module(...)', a helper archlint does not run; run 'tuist generate --no-open' before archlint so it reads the generated project [project_unreadable]"))
        // Its files are named, as ones a target archlint could not read may compile (the summary
        // counted them in no module, and no line said which they were).
        #expect(lines.contains("Projects/Feed/Sources/Feed.swift:1:1: warning: 'Projects/Feed/Sources/': 1 .swift file belongs to no module, so only a component that selects it by paths: checks it; it lies under 'Projects/Feed/Project.swift', some of whose targets archlint could not read (see the project_unreadable error there): one of them may compile it. If none does, declare it in a target, or leave it out with exclude: in .archlint.yml [unassigned_files]"))
        #expect(lines.count == 2)
    }

    /// Tuist generates the Xcode project from `Project.swift`: the `manifest` rule's advice names
    /// the spec, since an edit made in Xcode is lost at the next `tuist generate`.
    @Test func theManifestRuleAdvisesEditingProjectSwift() throws {
        let copy = try ArchlintBinary.Copy(fixture: "TuistApp")
        // The app no longer imports the domain it declares; the domain imports what it does not declare.
        try copy.write("Projects/App/Sources/AppDelegate.swift", "import UIKit\nimport Alamofire\n")
        try copy.write("Projects/Domain/Sources/Movie.swift", "import Foundation\nimport MovieApp\n\nstruct Movie {}\n")
        let result = try ArchlintBinary.run([copy.path, "--no-cache"])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { line in
            line.hasPrefix("Projects/App/Project.swift:13:17: ")
                && line.contains("'MovieApp' declares a dependency on 'MoviesDomain', but none of its files imports it; remove it from the target's dependencies in Projects/App/Project.swift")
        }, "\(lines)")
        #expect(lines.contains { line in
            line.hasPrefix("Projects/Domain/Sources/Movie.swift:2:1: ")
                && line.contains("'MoviesDomain' imports 'MovieApp', which neither it nor any of its dependencies declares; add it to the target's dependencies in Projects/Domain/Project.swift")
        }, "\(lines)")
        #expect(!lines.contains { $0.contains("in Xcode") }, "\(lines)")
    }
}

extension TuistEndToEndTests {
    /// A target that depends on one `Project.swift` builds with a function is told the dependency
    /// is not checked, not that the project does not define it (found on Infomaniak/ios-kMail).
    @Test func aDependencyOnATargetBuiltByAFunctionIsNotCalledUndefined() throws {
        let copy = try ArchlintBinary.Copy.repository([
            "Project.swift": """
                import ProjectDescription

                func appTarget(name: String) -> Target {
                    .target(name: name, destinations: .iOS, product: .app, bundleId: "a.b", sources: "App/**")
                }

                let project = Project(
                    name: "Mail",
                    targets: [
                        appTarget(name: "Mail App"),
                        .target(name: "MailTests", destinations: .iOS, product: .unitTests, bundleId: "a.b.t",
                                sources: "Tests/**", dependencies: [.target(name: "Mail App")]),
                    ]
                )

                """,
            "App/A.swift": "import Foundation\n",
            "Tests/T.swift": "import XCTest\n",
            ".archlint.yml": "version: 1\nrules:\n  - kind: no-cycles\n",
        ])
        let result = try ArchlintBinary.run([copy.path, "--no-cache"])
        #expect(result.stdout.contains(
            "Project.swift:12:53: warning: target 'MailTests' depends on a target 'Mail App' archlint did not read in 'Project.swift': some of its targets are not in the graph (Project.swift:10:9), and the dependency is not checked [unresolved_dependency]"))
        #expect(result.stdout.contains("App/A.swift:1:1: warning: 'App/': 1 .swift file belongs to no module"))
    }
}
