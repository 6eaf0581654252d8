import ArchlintKit
import ArgumentParser
import Foundation
import Workspace

/// One `--output` value: `FORMAT=FILE` adds a report in another format; anything else is the file
/// that takes `--format`'s report instead of standard output.
///
/// The value is `FORMAT=FILE` when the text before its first `=` is a word (letters, digits, `-`,
/// `_`), and then an unknown word is a usage error: `--output sarf=out.sarif` must not quietly write
/// a text report to a file named `sarf=out.sarif`. A file whose name starts with such a word and an
/// `=` is given with its folder: `--output ./a=b.txt`.
enum OutputOption: Equatable {
    case file(String)
    case report(format: ReportFormat, path: String)

    init(parsing value: String) throws(ValidationError) {
        guard let equals = value.firstIndex(of: "="), Self.isWord(value[..<equals]) else {
            self = .file(value)
            return
        }
        let word = String(value[..<equals])
        let path = String(value[value.index(after: equals)...])
        guard let format = ReportFormat(rawValue: word) else {
            throw ValidationError(
                "--output \(value): unknown format '\(word)'; expected FORMAT=FILE with one of: "
                    + "\(ReportFormat.allValueStrings.joined(separator: ", ")) (for a file whose name has '=', write ./\(value))")
        }
        guard !path.isEmpty else { throw ValidationError("--output \(value): no file after '='") }
        self = .report(format: format, path: path)
    }

    /// Two reports to one file: one would replace the other in silence.
    static func refuseSharedFiles(_ outputs: [OutputOption]) throws(ValidationError) {
        var seen: [String: String] = [:]
        for output in outputs {
            let (path, what) = switch output {
            case .file(let path): (path, "--output \(path)")
            case .report(let format, let path): (path, "--output \(format.rawValue)=\(path)")
            }
            let key = FileSystem.absolute(path)
            if let earlier = seen[key] {
                throw ValidationError("\(what) and \(earlier) name one file; one report would replace the other: give each its own file")
            }
            seen[key] = what
        }
    }

    private static func isWord(_ text: Substring) -> Bool {
        !text.isEmpty
            && text.unicodeScalars.allSatisfy { character in
                character.isASCII && (character.properties.isAlphabetic || ("0"..."9").contains(character) || "-_".unicodeScalars.contains(character))
            }
    }
}
