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
            let mayHaveClauses = mentionsIf(bytes)
            if let cut = ParseBounds.firstCut(in: bytes) {
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
            return read(bytes, directory: directory, file: file, mayHaveClauses: mayHaveClauses)
        }
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
