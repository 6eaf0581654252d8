import Foundation
import Testing

/// `#if` in `Package.swift` end to end: the features depend on the network client only on Linux.
struct ManifestPlatformEndToEndTests {
    static let finding = "Package.swift:6:59: error: 'Features' declares a dependency on 'Networking'; "
        + "'features' must not depend on 'networking'; remove the dependency or move the code"

    static func run(platforms: String?) throws -> ArchlintBinary.Result {
        let copy = try ArchlintBinary.Copy(fixture: "ManifestPlatforms")
        try copy.setPlatforms(platforms)
        return try ArchlintBinary.run([copy.path])
    }

    @Test func reportsTheLinuxOnlyDependencyAndSaysOnWhichPlatform() throws {
        let result = try ArchlintBinary.run([ArchlintBinary.fixtures.appendingPathComponent("ManifestPlatforms").path])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.first?.contains(Self.finding + " (on Linux) [") == true)
    }

    @Test func ignoresTheLinuxBranchWhenTheMatrixIsMacOS() throws {
        let result = try Self.run(platforms: "[macOS]")
        #expect(result.status == 0)
        #expect(result.stdout == "")
    }

    /// With `[Linux]` the dependency holds on the whole matrix; without a matrix every branch counts.
    @Test(arguments: ["[Linux]", nil] as [String?])
    func reportsTheDependencyWithoutAPlatformLabel(_ platforms: String?) throws {
        let result = try Self.run(platforms: platforms)
        #expect(result.status == 1)
        #expect(result.stdout.contains(Self.finding + " [forbid: "))
        #expect(!result.stdout.contains("(on "))
    }
}
