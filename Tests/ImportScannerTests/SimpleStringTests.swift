import ArchCore
@testable import ImportScanner
import Testing

/// The rest-of-file check lets `import` pass when it sits inside a plain one-line string literal,
/// and only then.
struct SimpleStringTests {
    struct Line: Sendable, CustomTestStringConvertible {
        var text: String
        var insideString: Bool
        var testDescription: String { text.debugDescription }
    }

    static let lines: [Line] = [
        Line(text: #"    static let hint = "Run the import again after fixing the file.""#, insideString: true),
        Line(text: #"let a = "x \" import y""#, insideString: true),
        Line(text: #"let a = "x\\" + import"#, insideString: false),
        Line(text: #"let a = "import" + "b""#, insideString: true),
        Line(text: #"let a = "a"; import B"#, insideString: false),
        Line(text: #"let a = "\(x) import""#, insideString: false),
        Line(text: ##"let a = #"import"#"##, insideString: false),
        Line(text: #"let a = """ import"#, insideString: false),
        Line(text: #"x = y / 2; let s = "import""#, insideString: false),
        Line(text: #"/* "*/ import A"#, insideString: false),
        Line(text: #"let s = "unterminated import"#, insideString: false),
        Line(text: #"import A // "import""#, insideString: false),
        Line(text: #"`import`"#, insideString: true),
        Line(text: #"case `import` = 16"#, insideString: true),
        Line(text: #"let x = "`" + import"#, insideString: false),
        Line(text: #"`a` import B"#, insideString: false),
        Line(text: #"`unterminated import"#, insideString: false),
        Line(text: #"`a\b` + `import`"#, insideString: false),
    ]

    @Test(arguments: lines)
    func judgesWhereTheWordStands(_ line: Line) throws {
        let bytes = Array(("struct S {}\n" + line.text + "\n").utf8)
        let index = try #require(String(decoding: bytes, as: UTF8.self).utf8.indices(of: "import").last)
        bytes.withUnsafeBufferPointer { buffer in
            #expect(ImportWordScan.isInsideSimpleString(buffer, at: index) == line.insideString)
        }
    }

    @Test(arguments: lines)
    func fastPathAgreesWithTheFullParse(_ line: Line) {
        let source = "import Foundation\n\nstruct S {\n" + line.text + "\n}\n"
        #expect(ImportScanner.scan(utf8: Array(source.utf8)) == ImportScanner.scanWithFullParse(source))
    }

    @Test func aMultiLineStringHidesNothing() {
        let source = "import A\nlet s = \"\"\"\nsay \"hi\" import B\n\"\"\"\nlet t = \"\"\"\n\"x\" \nimport C\n\"\"\"\n"
        #expect(ImportScanner.scan(utf8: Array(source.utf8)) == ImportScanner.scanWithFullParse(source))
    }
}

extension String.UTF8View {
    /// Byte offsets of every occurrence of `word`.
    fileprivate func indices(of word: String) -> [Int] {
        let haystack = Array(self)
        let needle = Array(word.utf8)
        guard haystack.count >= needle.count else { return [] }
        return (0...(haystack.count - needle.count)).filter { Array(haystack[$0..<($0 + needle.count)]) == needle }
    }
}
