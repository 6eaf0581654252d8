@testable import ArchlintKit
import Foundation
import ProcessSupport

/// The artifact bundle `scripts/release --binary` makes of the archlint under test, made once for
/// the release, install and binary plugin tests.
enum ReleaseBundle {
    struct Made: Sendable {
        /// The folder holding `archlint.artifactbundle/`, its zip and `SHA256SUMS`.
        var output: URL
        var bundle: URL { output.appendingPathComponent("archlint.artifactbundle") }
        var zip: URL { output.appendingPathComponent("archlint.artifactbundle.zip") }
        var sums: URL { output.appendingPathComponent("SHA256SUMS") }
    }

    static let script = ArchlintBinary.packageRoot.appendingPathComponent("scripts/release").path
    static let installScript = ArchlintBinary.packageRoot.appendingPathComponent("scripts/install").path

    /// The triple SwiftPM names this host by.
    static var hostTriple: String {
        #if os(macOS)
            #if arch(arm64)
                "arm64-apple-macosx"
            #else
                "x86_64-apple-macosx"
            #endif
        #else
            #if arch(arm64)
                "aarch64-unknown-linux-gnu"
            #else
                "x86_64-unknown-linux-gnu"
            #endif
        #endif
    }

    /// Made on first use; a failure is kept and thrown by every test that needs the bundle.
    static let shared: Swift.Result<Made, ChildProcess.Failure> = {
        do { return .success(try make(extra: [])) } catch let failure as ChildProcess.Failure {
            return .failure(failure)
        } catch {
            return .failure(ChildProcess.Failure("\(error)"))
        }
    }()

    static func made() throws -> Made { try shared.get() }

    /// Runs `scripts/release --binary <archlint under test> --output <new folder> --version
    /// Archlint.version` with `extra` arguments.
    static func make(extra: [String], into output: URL? = nil) throws -> Made {
        let output = output ?? temporaryFolder("archlint-release")
        let result = try ChildProcess.run(
            script, ["--binary", ArchlintBinary.path, "--output", output.path, "--version", Archlint.version] + extra)
        guard result.status == 0 else {
            throw ChildProcess.Failure("scripts/release exited \(result.status): \(result.stderr)")
        }
        return Made(output: output)
    }

    static func temporaryFolder(_ prefix: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    }

    /// The SHA-256 of `file`, as `sha256sum` (or macOS's `shasum`) prints it.
    static func sha256(_ file: URL) throws -> String {
        let result = try ChildProcess.run(
            "sh", ["-c", "if command -v sha256sum >/dev/null; then sha256sum \"$1\"; else shasum -a 256 \"$1\"; fi", "sh", file.path])
        return String(result.stdout.prefix { $0 != " " })
    }

    /// `info.json`'s `artifacts.archlint`.
    static func artifact(in bundle: URL) throws -> [String: Any] {
        let data = try Data(contentsOf: bundle.appendingPathComponent("info.json"))
        let info = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let artifacts = info?["artifacts"] as? [String: Any]
        return artifacts?["archlint"] as? [String: Any] ?? [:]
    }
}
