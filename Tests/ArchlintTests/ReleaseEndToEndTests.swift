@testable import ArchlintKit
import Foundation
import ProcessSupport
import Testing

/// `scripts/release --binary` and `scripts/install` on the archlint under test: the bundle's shape,
/// its checksum, and what an install accepts and refuses.
struct ReleaseEndToEndTests {
    @Test func packagesTheBuiltBinaryAsAnArtifactBundle() throws {
        let made = try ReleaseBundle.made()
        let data = try Data(contentsOf: made.bundle.appendingPathComponent("info.json"))
        let info = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(info["schemaVersion"] as? String == "1.0")
        let artifact = try ReleaseBundle.artifact(in: made.bundle)
        #expect(artifact["version"] as? String == Archlint.version)
        #expect(artifact["type"] as? String == "executable")
        let variants = try #require(artifact["variants"] as? [[String: Any]])
        #expect(variants.count == 1)
        let variant = try #require(variants.first)
        #expect(variant["supportedTriples"] as? [String] == [ReleaseBundle.hostTriple])
        let binary = made.bundle.appendingPathComponent(try #require(variant["path"] as? String))
        #expect(FileManager.default.isExecutableFile(atPath: binary.path))
        let version = try ChildProcess.run(binary.path, ["--version"])
        #expect(version.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == Archlint.version)
        // Stripped (a copy: the binary given stays as it is): half the release binary is symbols.
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/strip") {
            let size = { (path: String) in (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0 }
            #expect(try size(binary.path) < size(ArchlintBinary.path))
        }
    }

    @Test func writesTheZipsChecksumInSha256sumFormat() throws {
        let made = try ReleaseBundle.made()
        let sums = try String(contentsOf: made.sums, encoding: .utf8)
        #expect(sums == "\(try ReleaseBundle.sha256(made.zip))  archlint.artifactbundle.zip\n")
    }

    @Test func writesTheSameURLAndChecksumIntoThePluginsPackage() throws {
        let output = ReleaseBundle.temporaryFolder("archlint-plugins")
        let plugins = output.appendingPathComponent("ArchlintPlugins")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let source = ArchlintBinary.packageRoot.appendingPathComponent("Distribution/ArchlintPlugins")
        try FileManager.default.copyItem(at: source, to: plugins)
        let url = "https://example.com/archlint/\(Archlint.version)/archlint.artifactbundle.zip"
        let made = try ReleaseBundle.make(
            extra: ["--plugins-package", plugins.path, "--url", url], into: output.appendingPathComponent("dist"))
        let manifest = try String(contentsOf: plugins.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains("url: \"\(url)\""))
        #expect(manifest.contains("checksum: \"\(try ReleaseBundle.sha256(made.zip))\""))
    }

    @Test func installsFromALocalZipAndFromAFileURL() throws {
        let made = try ReleaseBundle.made()
        for source in [["--bundle", made.zip.path], ["--url", made.zip.absoluteString]] {
            let prefix = ReleaseBundle.temporaryFolder("archlint-prefix")
            defer { try? FileManager.default.removeItem(at: prefix) }
            let result = try ChildProcess.run(ReleaseBundle.installScript, source + ["--prefix", prefix.path])
            #expect(result.status == 0, "\(source): \(result.stderr)")
            let installed = prefix.appendingPathComponent("bin/archlint").path
            let version = try ChildProcess.run(installed, ["--version"])
            #expect(version.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == Archlint.version)
        }
    }

    @Test func refusesAWrongChecksumAndInstallsNothing() throws {
        let made = try ReleaseBundle.made()
        let prefix = ReleaseBundle.temporaryFolder("archlint-prefix")
        defer { try? FileManager.default.removeItem(at: prefix) }
        let wrong = String(repeating: "0", count: 64)
        let result = try ChildProcess.run(
            ReleaseBundle.installScript, ["--bundle", made.zip.path, "--sha256", wrong, "--prefix", prefix.path])
        #expect(result.status != 0)
        #expect(result.stderr.contains("checksum mismatch"))
        #expect(result.stderr.contains("nothing installed"))
        #expect(!FileManager.default.fileExists(atPath: prefix.path))
    }
}
