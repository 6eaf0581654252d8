import Foundation
import ProcessSupport
import Testing

/// `archlint fix` on a copy of a two-package repository whose Search package drifted from its
/// imports: an undeclared product of the Billing package (whose `.package(path:)` is missing too),
/// an import visible only through another dependency, an unused dependency, an unused one the
/// configuration ignores, a suppressed import, and an import nothing provides.
@Suite struct FixEndToEndTests {
    static let fixed = """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "Search",
            dependencies: [.package(path: "../Billing")],
            targets: [
                .target(
                    name: "SearchFeature",
                    dependencies: [
                        "LoggingKit",
                        .product(name: "BillingCore", package: "Billing"),
                        "SearchModels",
                    ]
                ),
                .target(name: "SearchDomain", dependencies: ["SearchModels"]),
                .target(name: "SearchModels"),
                .target(name: "LoggingKit"),
                .target(name: "Legacy"),
            ]
        )

        """

    @Test func diffThenFixThenNothingLeftButWhatNothingProvides() throws {
        let copy = try ArchlintBinary.Copy(fixture: "ManifestDrift")
        let original = try copy.read("Search/Package.swift")
        let diff = try ArchlintBinary.run(["fix", "--diff", copy.path])
        #expect(diff.status == 1)
        #expect(try copy.read("Search/Package.swift") == original, "--diff writes nothing")
        #expect(diff.stdout.hasPrefix("--- a/Search/Package.swift\n+++ b/Search/Package.swift\n@@ -3,12 +3,14 @@\n"))
        #expect(diff.stdout.contains("+    dependencies: [.package(path: \"../Billing\")],\n"))
        #expect(diff.stdout.contains("-                \"SearchDomain\", // the feature's use cases\n"))
        #expect(diff.stderr.contains("SearchScreen.swift:3:1: not fixed: 'SearchFeature' imports 'Alamofire'"))

        let fix = try ArchlintBinary.run(["fix", copy.path])
        #expect(fix.status == 0)
        #expect(try copy.read("Search/Package.swift") == Self.fixed)
        #expect(try copy.read("Billing/Package.swift") == (try String(contentsOf: ArchlintBinary.fixtures.appendingPathComponent("ManifestDrift/Billing/Package.swift"), encoding: .utf8)))
        #expect(fix.stdout.contains("archlint fix: edited 1 manifest: 2 dependencies added, 1 removed, 1 package dependency added; 1 change left to do by hand"))

        // A second run changes nothing; lint reports only what fix said it left.
        let again = try ArchlintBinary.run(["fix", "--diff", copy.path])
        #expect(again.status == 0 && again.stdout.isEmpty)
        let lint = try ArchlintBinary.run([copy.path, "--quiet"])
        #expect(lint.stdout.components(separatedBy: "[manifest: ").count == 2)
        #expect(lint.stdout.contains("'SearchFeature' imports 'Alamofire'"))
    }

    @Test func onlyAddOrOnlyRemove() throws {
        let adding = try ArchlintBinary.Copy(fixture: "ManifestDrift")
        #expect(try ArchlintBinary.run(["fix", "--only", "add", adding.path]).status == 0)
        let added = try adding.read("Search/Package.swift")
        #expect(added.contains("\"SearchDomain\", // the feature's use cases") && added.contains("\"SearchModels\","))

        let removing = try ArchlintBinary.Copy(fixture: "ManifestDrift")
        #expect(try ArchlintBinary.run(["fix", "--only", "remove", removing.path]).status == 0)
        let removed = try removing.read("Search/Package.swift")
        #expect(!removed.contains("SearchDomain\", //") && !removed.contains("BillingCore") && removed.contains("\"LoggingKit\","))

        let wrong = try ArchlintBinary.run(["fix", "--only", "everything", removing.path])
        #expect(wrong.status == 64)
    }

    @Test func swiftPMAcceptsTheRewrittenManifest() throws {
        guard let swift = ["/usr/bin/swift", "/opt/swift/usr/bin/swift"].first(where: FileManager.default.isExecutableFile)
            ?? ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":").map({ "\($0)/swift" })
                .first(where: FileManager.default.isExecutableFile)
        else { return }
        let copy = try ArchlintBinary.Copy(fixture: "ManifestDrift")
        #expect(try ArchlintBinary.run(["fix", copy.path]).status == 0)
        // SwiftPM evaluates the manifest (archlint never does): it must accept every edit.
        let dump = try ChildProcess.run(swift, ["package", "dump-package"], in: copy.url.appendingPathComponent("Search"))
        #expect(dump.status == 0, "\(dump.stderr)")
        #expect(dump.stdout.contains("\"BillingCore\"") && dump.stdout.contains("\"identity\" : \"billing\""))
    }
}
