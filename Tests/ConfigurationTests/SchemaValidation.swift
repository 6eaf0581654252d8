import Configuration
import Foundation

/// Validates YAML documents against `ConfigurationSchema.json` with python3's `jsonschema`
/// (PyYAML converts them to JSON first), so the schema is checked by an independent validator.
enum SchemaValidation {
    static let isAvailable = run(script: "import jsonschema, yaml", input: "")?.status == 0

    /// The violations of each document, by name (empty: valid); `nil` when python3 cannot run.
    static func violations(of documents: [(name: String, yaml: String)]) -> [String: [String]]? {
        let payload: [String: Any] = [
            "schema": ConfigurationSchema.json,
            "documents": documents.map { ["name": $0.name, "yaml": $0.yaml] },
        ]
        guard let input = try? JSONSerialization.data(withJSONObject: payload),
            let outcome = run(script: script, input: String(decoding: input, as: UTF8.self)), outcome.status == 0,
            let result = try? JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: [String]]
        else { return nil }
        return result
    }

    private static let script = """
        import json, sys, yaml, jsonschema
        payload = json.load(sys.stdin)
        schema = json.loads(payload["schema"])
        jsonschema.Draft7Validator.check_schema(schema)
        validator = jsonschema.Draft7Validator(schema)
        result = {}
        for document in payload["documents"]:
            instance = json.loads(json.dumps(yaml.safe_load(document["yaml"])))
            result[document["name"]] = sorted(
                "/".join(map(str, error.absolute_path)) + ": " + error.message for error in validator.iter_errors(instance))
        print(json.dumps(result))
        """

    private static func run(script: String, input: String) -> (status: Int32, output: String)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script]
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        // Write on another thread: a large input must not block while the child fills stdout.
        let writer = Thread {
            stdin.fileHandleForWriting.write(Data(input.utf8))
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let data = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
