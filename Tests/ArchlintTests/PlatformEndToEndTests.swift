import Foundation
import Testing

/// The `platforms:` matrix end to end: a view model imports UIKit under `#if canImport(UIKit)`.
struct PlatformEndToEndTests {
    static let finding = "Sources/ViewModels/ProfileViewModel.swift:4:1: error: 'ViewModels' imports 'UIKit'"

    static func run(platforms: String?) throws -> ArchlintBinary.Result {
        let copy = try ArchlintBinary.Copy(fixture: "Platforms")
        try copy.setPlatforms(platforms)
        return try ArchlintBinary.run([copy.path])
    }

    @Test func findsTheImportOnIOSAndSaysSoWhenTheMatrixHasOtherPlatforms() throws {
        let result = try ArchlintBinary.run([ArchlintBinary.fixtures.appendingPathComponent("Platforms").path])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").filter { !$0.contains(": note:") }
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix(Self.finding) == true)
        #expect(lines.first?.contains("remove the dependency or move the code (on iOS)") == true)
    }

    /// With the matrix `[iOS]` the import holds on the whole matrix; without a matrix every branch counts.
    @Test(arguments: ["[iOS]", nil] as [String?])
    func findsTheImportWithoutAPlatformLabel(_ platforms: String?) throws {
        let result = try Self.run(platforms: platforms)
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix(Self.finding))
        #expect(!result.stdout.contains("(on "))
    }

    @Test func ignoresTheImportWhenNoPlatformOfTheMatrixCompilesIt() throws {
        let result = try Self.run(platforms: "[macOS, Linux]")
        #expect(result.status == 0)
        #expect(result.stdout == "")
    }

    @Test func rejectsAnUnknownPlatformWithItsLocation() throws {
        let result = try Self.run(platforms: "[macOS, iPadOS]")
        #expect(result.status == 2)
        #expect(result.stderr.contains(".archlint.yml:2:20: error: platforms[1]: unknown platform 'iPadOS'"))
    }
}
