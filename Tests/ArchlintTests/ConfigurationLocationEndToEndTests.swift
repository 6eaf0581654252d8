import Foundation
import Testing

/// Findings located in the configuration (`component_matches_nothing`, `exception_unused`) name it
/// once, however PATH and `--config` are spelled: relative to the root like every other finding
/// when it is inside the root, else by its absolute path.
struct ConfigurationLocationEndToEndTests {
    /// A component that matches nothing at 6:3, an exception that matches nothing at 12:9.
    static let configuration = """
        version: 1
        components:
          domain:         { targets: ["*Domain"] }
          infrastructure: { targets: ["*Infrastructure"] }
          app:            { targets: [App] }
          ghost:          { targets: ["Ghost*"] }
        rules:
          - name: Dependencies point inward
            kind: layers
            layers: [app, infrastructure, domain]
            except:
              - { from: MoviesDomain, to: Logging, because: "until the logging port lands" }

        """

    /// The two configuration findings' locations as printed, in report order.
    static func configurationLocations(_ stdout: String) -> [String] {
        stdout.split(separator: "\n")
            .filter { $0.contains("[component_matches_nothing]") || $0.contains("[exception_unused]") }
            .map { String($0.prefix { $0 != " " }) }
    }

    static func copy() throws -> ArchlintBinary.Copy {
        let copy = try ArchlintBinary.Copy(fixture: "MultiPackage")
        try copy.write(".archlint.yml", configuration)
        return copy
    }

    @Test(arguments: [[], ["--config", "NAME/.archlint.yml"], ["--config", "./NAME//.archlint.yml"]])
    func namesAConfigurationInsideARelativeRootOnce(_ options: [String]) throws {
        let copy = try Self.copy()
        let name = copy.url.lastPathComponent
        let arguments = [name] + options.map { $0.replacingOccurrences(of: "NAME", with: name) }
        let result = try ArchlintBinary.run(arguments, in: copy.url.deletingLastPathComponent())
        #expect(Self.configurationLocations(result.stdout) == ["\(name)/.archlint.yml:6:3:", "\(name)/.archlint.yml:12:9:"])
    }

    @Test func namesAConfigurationInsideAnAbsoluteRootRelativeToIt() throws {
        let copy = try Self.copy()
        let result = try ArchlintBinary.run([copy.path])
        #expect(Self.configurationLocations(result.stdout) == [".archlint.yml:6:3:", ".archlint.yml:12:9:"])
        let json = try ArchlintBinary.run([copy.path, "--format", "json"])
        #expect(json.stdout.contains(#""file": ".archlint.yml""#))
    }

    @Test func namesAConfigurationOutsideTheRootByItsAbsolutePath() throws {
        let copy = try Self.copy()
        let elsewhere = try ArchlintBinary.Copy(fixture: "Platforms")
        try elsewhere.write("rules.yml", Self.configuration)
        let absolute = elsewhere.url.appendingPathComponent("rules.yml").path
        let expected = ["\(absolute):6:3:", "\(absolute):12:9:"]
        let given = try ArchlintBinary.run(
            [copy.url.lastPathComponent, "--config", absolute], in: copy.url.deletingLastPathComponent())
        #expect(Self.configurationLocations(given.stdout) == expected)
        let prefixed = try ArchlintBinary.run([copy.path, "--config", absolute, "--path-prefix", "apps/movies"])
        #expect(Self.configurationLocations(prefixed.stdout) == expected)
        // A relative --config outside a relative root: Movies is the root, rules.yml is beside it.
        try copy.write("rules.yml", Self.configuration)
        let relative = try ArchlintBinary.run(["Movies", "--config", "rules.yml"], in: copy.url)
        let beside = copy.url.appendingPathComponent("rules.yml").path
        #expect(Self.configurationLocations(relative.stdout).contains("\(beside):6:3:"))
    }

    @Test func keepsNamingTheConfigurationAsGivenInConfigurationErrors() throws {
        let copy = try Self.copy()
        try copy.write(".archlint.yml", "version: 1\nrulez: []\n")
        let name = copy.url.lastPathComponent
        let result = try ArchlintBinary.run([name], in: copy.url.deletingLastPathComponent())
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("\(name)/.archlint.yml:2:1: error: top level: unknown key 'rulez'"))
    }
}
