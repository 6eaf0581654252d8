import Foundation
@testable import Gates
import Testing

/// The suppression lexer on every Swift file of this repository: real code with strings, raw
/// strings, multi-line strings and comments of every kind.
struct SourceLinesTests {
    /// The folder of Package.swift: this file is Tests/GatesTests/SourceLinesTests.swift.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func seesEveryLineAndEveryTopLevelImportAsCodeInThisRepository() throws {
        var files = 0
        for folder in ["Sources", "Tests"] {
            let root = Self.packageRoot.appendingPathComponent(folder).path
            let walker = try #require(FileManager.default.enumerator(atPath: root))
            while let path = walker.nextObject() as? String {
                guard path.hasSuffix(".swift") else { continue }
                let bytes = [UInt8](FileManager.default.contents(atPath: root + "/" + path) ?? Data())
                let lines = SourceLines(bytes).lines
                #expect(lines.count == bytes.count { $0 == UInt8(ascii: "\n") } + 1, "\(path)")
                let text = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
                for (index, line) in text.enumerated() where line.hasPrefix("import ") || line.hasPrefix("@testable import ") {
                    #expect(lines[index].hasCode, "\(folder)/\(path):\(index + 1)")
                    #expect(lines[index].lineComment == nil || line.contains("//"), "\(folder)/\(path):\(index + 1)")
                }
                files += 1
            }
        }
        #expect(files > 50)
    }

    @Test func countsEveryLineOfABlockCommentAsCommentBlankOnesIncluded() {
        let lines = SourceLines(Array("/* a\n\n b */ let x = 1\nlet s = \"// not a comment \\(f(\"//\"))\"".utf8)).lines
        #expect(lines.map(\.hasComment) == [true, true, true, false])
        #expect(lines.map(\.hasCode) == [false, false, true, true])
        #expect(lines[3].lineComment == nil)
    }

    @Test func readsTheFirstLineCommentWithItsColumn() {
        let lines = SourceLines(Array("let a = 1 // archlint:ignore x: y // z\n".utf8)).lines
        #expect(lines[0].lineComment == SourceLines.LineComment(column: 11, text: " archlint:ignore x: y // z"))
    }
}
