import Foundation
import Testing

/// `archlint schema` prints the JSON Schema, and what `archlint init` writes passes it.
struct SchemaEndToEndTests {
    @Test func printsADraft7SchemaOfTheConfiguration() throws {
        let result = try ArchlintBinary.run(["schema"])
        #expect(result.status == 0)
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(schema["$schema"] as? String == "http://json-schema.org/draft-07/schema#")
        let properties = try #require(schema["properties"] as? [String: Any])
        #expect(Set(properties.keys) == ["version", "exclude", "modules", "components", "rules", "platforms", "swift", "unassigned-files", "references", "build-plugin", "bazel"])
    }

    static let hasValidator = (try? ArchlintBinary.run(["schema"])).map { _ in
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        check.arguments = ["python3", "-c", "import jsonschema, yaml"]
        check.standardError = FileHandle.nullDevice
        guard (try? check.run()) != nil else { return false }
        check.waitUntilExit()
        return check.terminationStatus == 0
    } ?? false

    @Test(.enabled(if: hasValidator, "needs python3 with jsonschema and PyYAML"))
    func theConfigurationInitWritesPassesTheSchema() throws {
        let copy = try ArchlintBinary.Copy(fixture: "MultiPackage")
        #expect(try ArchlintBinary.run(["init", copy.path, "--output", copy.path + "/init.yml"]).status == 0)
        try copy.write("schema.json", try ArchlintBinary.run(["schema"]).stdout)
        let script = """
            import json, sys, yaml, jsonschema
            schema = json.load(open(sys.argv[1]))
            jsonschema.Draft7Validator(schema).validate(yaml.safe_load(open(sys.argv[2])))
            bad = yaml.safe_load(open(sys.argv[2]))
            bad["rules"][0]["except"][0].pop("because")
            sys.exit(0 if list(jsonschema.Draft7Validator(schema).iter_errors(bad)) else 3)
            """
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        check.arguments = ["python3", "-c", script, copy.path + "/schema.json", copy.path + "/init.yml"]
        try check.run()
        check.waitUntilExit()
        #expect(check.terminationStatus == 0)
    }
}
