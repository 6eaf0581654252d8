import ArchCore

/// Inputs that would make swift-syntax's parser take exponential time.
///
/// Square brackets nested deeply make the parser's type-versus-expression lookahead backtrack
/// exponentially (16 nested `[a: [` take seconds, 30 would take hours). No real manifest nests
/// `[` that deep, so the reader refuses such input instead of hanging.
extension ManifestReader {
    static let maximumBracketDepth = 8

    /// The 1-based line and UTF-8 column of the first `[` nested deeper than `maximumBracketDepth`,
    /// outside string literals and line comments.
    static func pathologicalBracket(in source: String) -> (line: Int, column: Int)? {
        var scanner = BracketScanner()
        for byte in source.utf8 {
            if scanner.advance(byte), scanner.depth > maximumBracketDepth { return (scanner.line, scanner.column) }
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
                    message: "'[' nested more than \(maximumBracketDepth) deep: the manifest is not read "
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

/// Counts `[` nesting byte by byte, skipping `"..."` strings (with `\` escapes) and `//` comments.
private struct BracketScanner {
    var line = 1
    var column = 0
    var depth = 0
    private var inString = false
    private var inComment = false
    private var escaped = false
    private var previous: UInt8 = 0

    /// Consumes one byte; true when it opened a bracket.
    mutating func advance(_ byte: UInt8) -> Bool {
        defer { previous = byte }
        column += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 0
            inComment = false
            return false
        }
        if inComment { return false }
        if inString {
            if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true }
            else if byte == UInt8(ascii: "\"") { inString = false }
            return false
        }
        switch byte {
        case UInt8(ascii: "\""): inString = true
        case UInt8(ascii: "/") where previous == UInt8(ascii: "/"): inComment = true
        case UInt8(ascii: "["):
            depth += 1
            return true
        case UInt8(ascii: "]"): depth = max(0, depth - 1)
        default: break
        }
        return false
    }
}
