import ArchCore
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
        if let position = pathologicalBracket(in: source) {
            return refused(directory: directory, file: file, at: position)
        }
        let tree = Parser.parse(source: source)
        let reader = ManifestEvaluator(tree: tree, file: file, mayHaveClauses: mentionsIf(source))
        return reader.evaluate(directory: directory)
    }

    /// Whether `#if` appears anywhere in the text (comments and strings included).
    static func mentionsIf(_ source: String) -> Bool {
        var source = source
        return source.withUTF8 { bytes in
            guard bytes.count >= 3 else { return false }
            for index in 0..<(bytes.count - 2)
            where bytes[index] == UInt8(ascii: "#") && bytes[index + 1] == UInt8(ascii: "i")
                && bytes[index + 2] == UInt8(ascii: "f") {
                return true
            }
            return false
        }
    }
}
