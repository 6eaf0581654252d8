import ArchCore
import Foundation

/// Reads what `bazel query` (or `cquery`) printed: the XML form, or the JSON forms of Bazel's
/// `Target` message (`--output=streamed_jsonproto`, one per line; `jsonproto`; `cquery
/// --output=jsonproto`). archlint never runs Bazel: it reads the file the user's Bazel wrote.
public enum BazelQueryReader {
    /// The rule id of a query output archlint cannot read, or reads only in part.
    public static let problemID = "bazel_query_not_understood"

    /// The list attributes read: `srcs`, `deps`, `private_deps`.
    static let listAttributes: Set<String> = ["srcs", "deps", "private_deps", "aspect_hints"]

    /// Reads a query output file by its content: XML when it starts with `<`, JSON otherwise.
    public static func read(_ bytes: [UInt8], path: String) -> BazelQuery {
        let first = bytes.drop { [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }.first
        switch first {
        case UInt8(ascii: "<"): return QueryXML.read(bytes, path: path)
        case UInt8(ascii: "{"): return QueryJSON.read(bytes, path: path)
        case nil: return BazelQuery()
        default:
            return BazelQuery(problems: [
                Finding(
                    ruleID: problemID, severity: .error,
                    message: "'\(path)' is neither bazel query's XML (--output=xml) nor its JSON (--output=streamed_jsonproto or jsonproto); no Bazel target of this file is in the graph",
                    location: SourceLocation(file: path, line: 1, column: 1))
            ])
        }
    }

    static func assign(_ values: [String], to attribute: String, of target: inout BazelTarget) {
        let labels = values.compactMap(BazelLabel.init)
        switch attribute {
        case "srcs": target.srcs += labels
        case "deps": target.deps += labels
        case "private_deps": target.privateDeps += labels
        case "aspect_hints": target.aspectHints += labels
        default: break
        }
    }
}
