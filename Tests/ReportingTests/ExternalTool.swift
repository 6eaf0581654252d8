import Foundation

/// Runs validators that may or may not be installed (python3 with jsonschema, xmllint), so the
/// schema tests can be enabled only where they can really run.
enum ExternalTool {
    struct Outcome {
        var status: Int32
        var output: String
    }

    /// Runs `arguments` through `/usr/bin/env` with `input` on stdin; nil when it cannot start.
    static func run(_ arguments: [String], input: String = "") -> Outcome? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stdout
        do { try process.run() } catch { return nil }
        // Write on another thread: a large input must not block while the child fills stdout.
        let writer = Thread {
            stdin.fileHandleForWriting.write(Data(input.utf8))
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let data = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    static let hasPythonJSONSchema = run(["python3", "-c", "import jsonschema"])?.status == 0
    static let hasXMLLint = run(["xmllint", "--version"])?.status == 0

    /// Validates `json` against the JSON Schema file at `schema` with both the schema's own draft
    /// and Draft 7; the outcome's output lists every violation.
    static func validateJSON(_ json: String, schema: URL) -> Outcome? {
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            instance = json.load(sys.stdin)
            errors = []
            for cls in (jsonschema.validators.validator_for(schema), jsonschema.Draft7Validator):
                checker = cls.FORMAT_CHECKER
                for e in cls(schema, format_checker=checker).iter_errors(instance):
                    errors.append(f"{cls.__name__}: {list(e.absolute_path)}: {e.message}")
            print("\\n".join(errors) or "valid")
            sys.exit(1 if errors else 0)
            """
        return run(["python3", "-c", script, schema.path], input: json)
    }

    /// Validates `xml` against the XSD at `schema` with xmllint.
    static func validateXML(_ xml: String, schema: URL) -> Outcome? {
        run(["xmllint", "--noout", "--schema", schema.path, "-"], input: xml)
    }
}
