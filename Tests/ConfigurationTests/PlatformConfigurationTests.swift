import ArchCore
import Configuration
import Rules
import Testing

struct PlatformConfigurationTests {
    @Test func readsTheShortFormOfTheMatrix() throws {
        let architecture = try ConfigurationLoader.parse("version: 1\nplatforms: [macOS, iOS, Linux]\n", file: "c.yml")
        #expect(architecture.platforms == [
            BuildPlatform(name: "macOS"), BuildPlatform(name: "iOS"), BuildPlatform(name: "Linux"),
        ])
        #expect(architecture.swiftVersion == nil)
    }

    @Test func readsFlagsSimulatorAndTheSwiftVersion() throws {
        let yaml = """
            version: 1
            platforms:
              - { name: iOS, flags: [DEBUG, BETA], simulator: true }
              - { name: Linux, flags: DEBUG }
              - macOS
            swift: "5.10"
            """
        let architecture = try ConfigurationLoader.parse(yaml, file: "c.yml")
        #expect(architecture.platforms == [
            BuildPlatform(name: "iOS", flags: ["DEBUG", "BETA"], simulator: true),
            BuildPlatform(name: "Linux", flags: ["DEBUG"]),
            BuildPlatform(name: "macOS"),
        ])
        #expect(architecture.swiftVersion == SwiftVersion("5.10"))
        #expect(try #require(architecture.swiftVersion) > SwiftVersion("5.9")!)
    }

    @Test func hasNoMatrixWhenPlatformsIsAbsent() throws {
        let architecture = try ConfigurationLoader.parse("version: 1\n", file: "c.yml")
        #expect(architecture.platforms.isEmpty)
    }

    @Test func readsAPlainNumberAsTheSwiftVersion() throws {
        let architecture = try ConfigurationLoader.parse("version: 1\nswift: 6\n", file: "c.yml")
        #expect(architecture.swiftVersion == SwiftVersion("6.0"))
    }
}
