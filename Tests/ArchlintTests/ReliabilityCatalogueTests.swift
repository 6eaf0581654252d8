import Foundation
import Testing

/// docs/reliability.md names a test for every guarantee and every hostile input; each must exist,
/// so `swift test` runs the whole catalogue.
@Suite struct ReliabilityCatalogueTests {
    static let document = ArchlintBinary.packageRoot.appendingPathComponent("docs/reliability.md")

    /// `File.swift: testName` pairs of the page.
    static func references() throws -> [(file: String, test: String)] {
        let text = try String(contentsOf: document, encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: #"`([A-Za-z]+\.swift): ([A-Za-z0-9_]+)`"#)
        return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            guard let file = Range(match.range(at: 1), in: text), let test = Range(match.range(at: 2), in: text) else { return nil }
            return (String(text[file]), String(text[test]))
        }
    }

    @Test func everyEntryNamesATestThatExists() throws {
        let references = try Self.references()
        let catalogue = try String(contentsOf: Self.document, encoding: .utf8).components(separatedBy: "\n")
            .filter { $0.range(of: #"^\| +[0-9]+ \|"#, options: .regularExpression) != nil }
        #expect(catalogue.count >= 40)
        let tests = ArchlintBinary.packageRoot.appendingPathComponent("Tests")
        let files = FileManager.default.enumerator(atPath: tests.path)?.compactMap { $0 as? String } ?? []
        for (file, test) in references {
            let matches = files.filter { $0.hasSuffix("/" + file) }
            #expect(!matches.isEmpty, "no test file \(file)")
            let found = try matches.contains { path in
                try String(contentsOf: tests.appendingPathComponent(path), encoding: .utf8).contains("func \(test)(")
            }
            #expect(found, "\(file) has no test \(test)")
        }
    }
}
