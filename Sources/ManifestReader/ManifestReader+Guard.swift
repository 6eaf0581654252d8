import ArchCore

/// Inputs that would make swift-syntax's parser take exponential time.
///
/// A run of consecutive `[` makes the parser's type-versus-expression lookahead backtrack
/// exponentially (16 in a row take over a second, 30 would take hours). No real manifest has
/// such a run, so the reader refuses it instead of hanging.
extension ManifestReader {
    static let maximumBracketRun = 8

    /// The 1-based line and UTF-8 column of the first `[` of a run longer than `maximumBracketRun`.
    static func pathologicalBracketRun(in source: String) -> (line: Int, column: Int)? {
        var line = 1
        var column = 0
        var run = 0
        var runStart = (line: 1, column: 1)
        for byte in source.utf8 {
            column += 1
            switch byte {
            case UInt8(ascii: "["):
                if run == 0 { runStart = (line, column) }
                run += 1
                if run > maximumBracketRun { return runStart }
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): break
            case UInt8(ascii: "\n"):
                line += 1
                column = 0
            default: run = 0
            }
        }
        return nil
    }

    static func refused(directory: String, file: String, at position: (line: Int, column: Int)) -> Manifest {
        Manifest(
            directory: directory,
            name: fallbackName(directory: directory),
            location: SourceLocation(file: file, line: 1, column: 1),
            problems: [
                ManifestProblem(
                    message: "more than \(maximumBracketRun) '[' in a row: the manifest is not read "
                        + "(parsing it would take too long)",
                    location: SourceLocation(file: file, line: position.line, column: position.column))
            ]
        )
    }

    /// The last component of the package folder, or "root" for the linted root.
    static func fallbackName(directory: String) -> String {
        directory.split(separator: "/").last.map(String.init) ?? "root"
    }
}
