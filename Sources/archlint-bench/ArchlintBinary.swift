import Foundation
import ProcessSupport

/// The archlint executable under test, and what its `--help` says it supports.
struct ArchlintBinary {
    var path: String
    /// Timings of a debug build say nothing about the release tool.
    var isDebug: Bool
    var supportsNoCache: Bool

    /// `explicit`, else `.build/release/archlint`, else `.build/debug/archlint`, else `archlint` on `PATH`.
    static func locate(_ explicit: String?, scratch: String) throws -> ArchlintBinary {
        let manager = FileManager.default
        let candidates = explicit.map { [$0] } ?? [".build/release/archlint", ".build/debug/archlint"]
        var found = candidates.first { manager.isExecutableFile(atPath: $0) }
        if explicit == nil, found == nil { found = searchPath("archlint") }
        guard let found else {
            throw BenchError(
                "no archlint binary: build it (swift build -c release --product archlint) or pass --archlint PATH")
        }
        let absolute = URL(fileURLWithPath: found).standardizedFileURL.path
        let help = try helpText(absolute, scratch: scratch)
        return ArchlintBinary(
            path: absolute,
            isDebug: absolute.contains("/debug/") || absolute.contains("-debug"),
            supportsNoCache: help.contains("--no-cache"))
    }

    /// The command line for one lint of `tree`; `cold` asks for no cache when archlint has one.
    func arguments(tree: String, cold: Bool, json: Bool = false) -> [String] {
        var arguments = [path, tree] + (json ? ["--format", "json"] : ["--quiet"])
        if cold, supportsNoCache { arguments.append("--no-cache") }
        return arguments
    }

    /// What to print before the timings.
    var banner: String {
        var lines = ["archlint: \(path)"]
        if isDebug {
            lines.append("WARNING: this is a DEBUG build; its timings are meaningless. Use swift build -c release.")
        }
        lines.append(supportsNoCache ? "cache: --no-cache for cold runs" : "cache: archlint has no --no-cache; warm runs not measured")
        return lines.joined(separator: "\n")
    }

    /// The root help and the `lint` help (options may live on either).
    private static func helpText(_ path: String, scratch: String) throws -> String {
        let output = scratch + "/help.txt"
        var text = ""
        for arguments in [[path, "--help"], [path, "lint", "--help"]] {
            let result = try ChildProcess.measure(arguments, stdout: output, stderr: scratch + "/help.err")
            if result.exitCode == 0 { text += (try? String(contentsOfFile: output, encoding: .utf8)) ?? "" }
        }
        return text
    }

    private static func searchPath(_ name: String) -> String? {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return directories.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
