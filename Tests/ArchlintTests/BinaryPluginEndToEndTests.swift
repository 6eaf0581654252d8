import Foundation
import ProcessSupport
import Testing

/// The binary plugins package (Distribution/ArchlintPlugins) as a user's package sees it: its
/// manifest with the binaryTarget pointing at a bundle `scripts/release` made of the archlint under
/// test, its command plugin, and a dependency on swift-syntax 602, a major archlint's own package
/// cannot share. SwiftPM resolves and builds the plugin: about a minute.
@Suite(.serialized) struct BinaryPluginEndToEndTests {
    static let pluginsPackage = ArchlintBinary.packageRoot.appendingPathComponent("Distribution/ArchlintPlugins")
    static let swiftSyntax602 =
        #".package(url: "https://github.com/swiftlang/swift-syntax.git", exact: "602.0.0")"#

    /// A package in a temporary folder: the plugins package's manifest and plugin, the bundle
    /// beside them (`.binaryTarget(path:)` instead of `url:checksum:`), and `dependencies`.
    static func consumer(dependencies: [String]) throws -> URL {
        let folder = ReleaseBundle.temporaryFolder("archlint-consumer")
        _ = try ReleaseBundle.make(extra: [], into: folder)
        try FileManager.default.copyItem(
            at: pluginsPackage.appendingPathComponent("Plugins"), to: folder.appendingPathComponent("Plugins"))
        var manifest = try String(
            contentsOf: pluginsPackage.appendingPathComponent("Package.swift"), encoding: .utf8)
        manifest = manifest.replacingOccurrences(
            of: #"url: "[^"]*",\s*checksum: "[^"]*""#, with: #"path: "archlint.artifactbundle""#,
            options: .regularExpression)
        manifest = manifest.replacingOccurrences(
            of: "    targets: [", with: "    dependencies: [\(dependencies.joined(separator: ", "))],\n    targets: [")
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("Package.swift"))
        return folder
    }

    static func plugin(_ arguments: [String], in package: URL) throws -> ChildProcess.Output {
        try ChildProcess.run(
            "swift",
            ["package", "--disable-sandbox", "--allow-writing-to-package-directory", "archlint"] + arguments,
            in: package)
    }

    @Test(.timeLimit(.minutes(5)))
    func lintsThroughTheBundleWithTheFindingsOfTheBinaryBesideSwiftSyntax602() throws {
        let package = try Self.consumer(dependencies: [Self.swiftSyntax602])
        defer { try? FileManager.default.removeItem(at: package) }
        let manifest = try String(contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(#"path: "archlint.artifactbundle""#))
        #expect(!manifest.contains("checksum:"))

        let sample = ArchlintBinary.packageRoot.appendingPathComponent("Sample").path
        let viaPlugin = try Self.plugin(["--no-cache", sample], in: package)
        #expect(viaPlugin.status == 0, "\(viaPlugin.stdout)\n\(viaPlugin.stderr)")
        let direct = try ArchlintBinary.run(["--no-cache", sample], in: package)
        #expect(direct.status == 0)
        #expect(viaPlugin.stdout.hasSuffix(direct.stdout))

        // A repository with findings: the same lines, and the plugin fails as the binary does.
        let broken = ArchlintBinary.fixtures.appendingPathComponent("MultiPackage").path
        let brokenViaPlugin = try Self.plugin(["--no-cache", broken], in: package)
        let brokenDirect = try ArchlintBinary.run(["--no-cache", broken], in: package)
        #expect(brokenDirect.status == 1)
        #expect(!brokenDirect.stdout.isEmpty)
        #expect(brokenViaPlugin.status != 0)
        #expect(brokenViaPlugin.stdout.contains(brokenDirect.stdout), "\(brokenViaPlugin.stdout)")
        #expect(brokenViaPlugin.stderr.contains("archlint found errors (exit 1)"))
    }

    /// What the binary plugins package avoids: archlint's own package beside swift-syntax 602.
    @Test(.timeLimit(.minutes(3)))
    func theSourceBuiltPackageDoesNotResolveBesideSwiftSyntax602() throws {
        let package = ReleaseBundle.temporaryFolder("archlint-source-consumer")
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: package) }
        let manifest = """
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(
                name: "Consumer",
                dependencies: [\(Self.swiftSyntax602), .package(path: "\(ArchlintBinary.packageRoot.path)")]
            )
            """
        try Data(manifest.utf8).write(to: package.appendingPathComponent("Package.swift"))
        let result = try ChildProcess.run("swift", ["package", "resolve"], in: package)
        #expect(result.status != 0)
        // "root depends on 'swift-syntax' 602.0.0 and '<archlint>' depends on 'swift-syntax' 603.0.0..<604.0.0"
        #expect((result.stdout + result.stderr).contains("depends on 'swift-syntax' 602.0.0"), "\(result.stderr)")
    }
}
