import Foundation
import ProcessSupport
import Testing

/// The build-tool plugin (Distribution/ArchlintPlugins/Plugins/ArchlintBuildToolPlugin) in a
/// user's package, over a bundle `scripts/release` made of the archlint under test: `swift build`
/// runs it for each target that applies it, prints that target's findings as the compiler prints
/// its own, and fails on error findings. About a minute.
@Suite(.serialized) struct BuildToolPluginEndToEndTests {
    static func manifest(appDependencies: String = #""Core""#) -> String {
        """
        // swift-tools-version:6.0
        import PackageDescription
        let package = Package(
            name: "Consumer",
            targets: [
                .binaryTarget(name: "archlint", path: "archlint.artifactbundle"),
                .plugin(name: "ArchlintBuildToolPlugin", capability: .buildTool(), dependencies: ["archlint"]),
                .target(name: "Core", plugins: ["ArchlintBuildToolPlugin"]),
                // A C target applying it is left alone (a Swift stamp broke its build).
                .target(name: "CLib", plugins: ["ArchlintBuildToolPlugin"]),
                .target(name: "Data", dependencies: ["Core"], plugins: ["ArchlintBuildToolPlugin"]),
                .target(name: "App", dependencies: [\(appDependencies)], plugins: ["ArchlintBuildToolPlugin"]),
            ]
        )

        """
    }
    /// The app may use the core, not the data layer.
    static let configuration = """
        version: 1
        exclude: ["Plugins/**"]
        components:
          core: { modules: [Core] }
          data: { modules: [Data] }
          app: { modules: [App] }
        rules:
          - { name: app-uses-core, kind: forbid, from: app, to: [data] }

        """

    static func consumer() throws -> URL {
        let folder = ReleaseBundle.temporaryFolder("archlint-build-plugin")
        _ = try ReleaseBundle.make(extra: [], into: folder)
        try FileManager.default.copyItem(
            at: BinaryPluginEndToEndTests.pluginsPackage.appendingPathComponent("Plugins"), to: folder.appendingPathComponent("Plugins"))
        let files = [
            "Package.swift": manifest(), ".archlint.yml": configuration,
            "Sources/Core/C.swift": "public struct C {}\n", "Sources/Data/D.swift": "import Core\npublic struct D {}\n",
            "Sources/App/A.swift": "import Core\n",
            "Sources/CLib/c.c": "int clib(void) { return 1; }\n", "Sources/CLib/include/clib.h": "int clib(void);\n",
        ]
        for (path, text) in files { try write(text, to: path, in: folder) }
        return folder
    }

    static func write(_ text: String, to path: String, in folder: URL) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    static func build(_ package: URL) throws -> ChildProcess.Output {
        try ChildProcess.run("swift", ["build"], in: package)
    }

    @Test(.timeLimit(.minutes(6)))
    func aBuildFailsOnItsTargetsErrorFindingsAndWarnsWhenToldTo() throws {
        let package = try Self.consumer()
        defer { try? FileManager.default.removeItem(at: package) }
        let clean = try Self.build(package)
        #expect(clean.status == 0, "\(clean.stdout)\n\(clean.stderr)")
        #expect(clean.stdout.contains("archlint App"), "\(clean.stdout)")

        // App depends on Data: App's run prints both places, compiler-style, once each (no other
        // target's run prints them); the build fails.
        try Self.write(Self.manifest(appDependencies: #""Core", "Data""#), to: "Package.swift", in: package)
        try Self.write("import Core\nimport Data\n", to: "Sources/App/A.swift", in: package)
        let broken = try Self.build(package)
        #expect(broken.status != 0)
        let output = broken.stdout + broken.stderr
        for line in [
            "\(package.path)/Sources/App/A.swift:2:1: error: 'App' imports 'Data'; 'app' must not depend on 'data'",
            "\(package.path)/Package.swift:12:53: error: 'App' declares a dependency on 'Data'",
        ] {
            #expect(output.components(separatedBy: line).count - 1 == 1, "\(line)\n\(output)")
        }
        #expect(output.components(separatedBy: "[forbid: app-uses-core]").count - 1 == 2, "\(output)")

        // errors-as: warnings: the same finding warns, and the build goes on.
        try Self.write(Self.configuration + "build-plugin: { errors-as: warnings }\n", to: ".archlint.yml", in: package)
        let warned = try Self.build(package)
        #expect(warned.status == 0, "\(warned.stdout)\n\(warned.stderr)")
        let warnedOutput = warned.stdout + warned.stderr
        #expect(warnedOutput.contains("/Sources/App/A.swift:2:1: warning: 'App' imports 'Data'"), "\(warnedOutput)")

        // Nothing changed: the build system runs no archlint.
        let again = try Self.build(package)
        #expect(again.status == 0)
        #expect(!again.stdout.contains("archlint App"), "\(again.stdout)")
    }

    /// A finding located in another target's file is that target's, not printed by this one's run.
    @Test func aTargetsRunLeavesOutOtherTargetsFindings() throws {
        let root = ArchlintBinary.fixtures.appendingPathComponent("MultiPackage").path
        let own = try ArchlintBinary.run([root, "--no-cache", "--quiet", "--target", "MoviesDomain", "--target-folder", root + "/Movies"])
        #expect(own.status == 1)
        #expect(own.stdout.contains("Movies/Sources/MoviesDomain/Movie.swift:3:1: error:"), "\(own.stdout)")
        let other = try ArchlintBinary.run([root, "--no-cache", "--quiet", "--target", "MoviesInfrastructure"])
        #expect(other.status == 0, "\(other.stdout)")
        #expect(other.stdout.isEmpty, "\(other.stdout)")
        let elsewhere = try ArchlintBinary.run([root, "--no-cache", "--quiet", "--target", "MoviesDomain", "--target-folder", root + "/Features"])
        #expect(elsewhere.status == 0, "\(elsewhere.stdout)")
        // Relative to PATH, as a person types it from elsewhere.
        let relative = try ArchlintBinary.run([root, "--no-cache", "--quiet", "--target", "MoviesDomain", "--target-folder", "Movies"])
        #expect(relative.status == 1, "\(relative.stderr)")
        #expect(relative.stdout == own.stdout)
    }

    @Test func targetOptionsThatCanNeverBeMeantAreUsageErrors() throws {
        let root = ArchlintBinary.fixtures.appendingPathComponent("MultiPackage").path
        let empty = try ArchlintBinary.run([root, "--target", ""])
        #expect(empty.status == 64)
        #expect(empty.stderr.contains("--target needs a target's name"), "\(empty.stderr)")
        let outside = try ArchlintBinary.run([root, "--target", "MoviesDomain", "--target-folder", "/tmp"])
        #expect(outside.status == 64)
        #expect(outside.stderr.contains("is not inside the folder archlint reads"), "\(outside.stderr)")
        let alone = try ArchlintBinary.run([root, "--target-folder", root])
        #expect(alone.status == 64)
        #expect(alone.stderr.contains("--target-folder needs --target NAME"), "\(alone.stderr)")
    }
}
