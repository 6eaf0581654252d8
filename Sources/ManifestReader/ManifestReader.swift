import ArchCore
import SwiftLexing
import SwiftParser
import SwiftSyntax

/// Reads a `Package.swift` statically: it parses the text with swift-syntax and never executes it.
///
/// What a manifest computes in ways the reader cannot follow (helper functions, closures,
/// string interpolation, unknown identifiers) becomes a `ManifestProblem` at the skipped expression.
public enum ManifestReader {
    /// Recovers the package's name, targets, products and dependencies from a manifest's text.
    ///
    /// - Parameters:
    ///   - source: the manifest text.
    ///   - directory: the package folder relative to the linted root (`""` for the root).
    ///   - file: the manifest's path relative to the root, used in every location.
    /// - Returns: the manifest; never fails: what it cannot read is listed in `problems`.
    public static func read(source: String, directory: String, file: String) -> Manifest {
        var source = source
        return source.withUTF8 { bytes in
            var manifest = readBody(bytes, directory: directory, file: file)
            manifest.toolsVersion = toolsVersion(bytes)
            return manifest
        }
    }

    /// `5.9` from a first line `// swift-tools-version:5.9` (SwiftPM's spelling: `//`, blanks, the
    /// label in any case, `:`, blanks, `major.minor[.patch]`, then `;`, a blank or the line's end),
    /// after a byte order mark; `nil` when the line says no version.
    static func toolsVersion(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var line = Substring(decoding: bytes.prefix { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\r") }.prefix(200), as: UTF8.self)
        if line.first == "\u{FEFF}" { line = line.dropFirst() }
        guard line.hasPrefix("//") else { return nil }
        line = line.dropFirst(2).drop { $0 == " " || $0 == "\t" }
        let label = "swift-tools-version:"
        guard line.count >= label.count, line.prefix(label.count).lowercased() == label else { return nil }
        line = line.dropFirst(label.count).drop { $0 == " " || $0 == "\t" }
        let version = line.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
        let parts = version.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 2, parts.count <= 3, parts.allSatisfy({ !$0.isEmpty && $0.count <= 4 }) else { return nil }
        return "\(Int(parts[0]) ?? 0).\(Int(parts[1]) ?? 0)"
    }

    private static func readBody(_ bytes: UnsafeBufferPointer<UInt8>, directory: String, file: String) -> Manifest {
        let mayHaveClauses = mentionsIf(bytes)
        guard let cut = ParseBounds.firstCut(in: bytes) else {
            return read(bytes, directory: directory, file: file, mayHaveClauses: mayHaveClauses)
        }
        // Only the lines before it are read (see ParseBounds); the targets are unknown.
        let stop = SourcePosition(of: cut.offset, in: bytes)
        let prefix = UnsafeBufferPointer(rebasing: bytes[..<stop.lineStart])
        var manifest = read(prefix, directory: directory, file: file, mayHaveClauses: mayHaveClauses)
        manifest.problems.append(
            ManifestProblem(
                message: "\(cut.reason): reading stops here, so what follows is not in the graph",
                location: SourceLocation(file: file, line: stop.line, column: stop.column), hidesTargets: true))
        manifest.problems.sort { ($0.location, $0.message) < ($1.location, $1.message) }
        return manifest
    }

    /// `text` with arrays nested past the bound blanked (see ``withoutDeepArrays(_:)``), read.
    private static func read(_ bytes: UnsafeBufferPointer<UInt8>, directory: String, file: String, mayHaveClauses: Bool) -> Manifest {
        guard let (text, elided) = withoutDeepArrays(bytes) else {
            return read(bytes, directory: directory, file: file, mayHaveClauses: mayHaveClauses, elided: [])
        }
        return text.withUnsafeBufferPointer {
            read($0, directory: directory, file: file, mayHaveClauses: mayHaveClauses, elided: elided)
        }
    }

    private static func read(
        _ text: UnsafeBufferPointer<UInt8>, directory: String, file: String, mayHaveClauses: Bool, elided: Set<Int>
    ) -> Manifest {
        let tree = Parser.parse(source: text, maximumNestingLevel: maximumNestingLevel)
        let text = ManifestText(tree: tree, text: text, file: file, mayHaveClauses: mayHaveClauses, elidedArrays: elided)
        return ManifestEvaluator(text: text).evaluate(directory: directory)
    }

    /// Whether `#if` appears anywhere in the text (comments and strings included).
    static func mentionsIf(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count >= 3 else { return false }
        for index in 0..<(bytes.count - 2)
        where bytes[index] == UInt8(ascii: "#") && bytes[index + 1] == UInt8(ascii: "i")
            && bytes[index + 2] == UInt8(ascii: "f") {
            return true
        }
        return false
    }
}
