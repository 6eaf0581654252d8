import Foundation
import ProcessSupport

/// The archlint executable under test, and what its `--help` says it supports.
struct ArchlintBinary {
    var path: String
    /// Timings of a debug build say nothing about the release tool.
    var isDebug: Bool
    var supportsNoCache: Bool

    /// Whether the binary's pages were dropped from the page cache before timing (``droppingPages()``).
    var pagesDropped = false

    /// The binary `options` names (see ``locate(_:scratch:)-(String?,_)``), its pages dropped from
    /// the page cache unless `--keep-page-cache`.
    static func locate(_ options: BinaryOptions, scratch: String) throws -> ArchlintBinary {
        let located = try locate(options.archlint, scratch: scratch)
        return options.keepPageCache ? located : located.droppingPages()
    }

    /// Asks the system to drop the binary's pages from the page cache (`posix_fadvise`,
    /// `POSIX_FADV_DONTNEED`; no privilege needed, only this file), so that the warm-up run reads
    /// it back as any run does once the page cache has let the file go (after a reboot, or when
    /// memory was needed). The same bytes start at different speeds depending on how the page
    /// cache holds the file: on 29 November (Linux 6.18) a warm run over no files took 4.3 ms from
    /// the file as the linker left it, 3.2 ms from a fresh `cp` of it and 3.7 ms from either once
    /// read back. Two binaries compare alike only in the same state.
    func droppingPages() -> ArchlintBinary {
        var dropped = self
        #if os(Linux)
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            if descriptor >= 0 {
                dropped.pagesDropped = posix_fadvise(descriptor, 0, 0, POSIX_FADV_DONTNEED) == 0
                close(descriptor)
            }
        #endif
        return dropped
    }

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
        var lines = [
            "archlint: \(path)"
                + (pagesDropped ? "; its pages dropped from the page cache first (--keep-page-cache: as it is held now)" : "")
        ]
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
