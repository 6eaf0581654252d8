import Foundation
import Testing

@testable import SwiftLexing

/// Where the readers stop giving swift-syntax a text: chains it parses by recursion past what any
/// code writes, strings nested in interpolations (its lexer's cost grows with the square of the
/// nesting), `#if` nested past 100.
struct ParseBoundsTests {
    static func cut(_ text: String) -> ParseBounds.Cut? {
        Array(text.utf8).withUnsafeBufferPointer { ParseBounds.firstCut(in: $0) }
    }

    static let links = ParseBounds.maximumChainLinks

    /// Each chain, `count` links long, after a first line of 18 bytes.
    static func chains(_ count: Int) -> [(name: String, text: String, link: String)] {
        let head = "import Foundation\n"
        return [
            ("try", head + "let x = " + String(repeating: "try ", count: count) + "a\n", "try"),
            ("await", head + "let x = " + String(repeating: "await ", count: count) + "a\n", "await"),
            ("function type", head + "let x: " + String(repeating: "() -> ", count: count) + "()\n", "->"),
            ("ternary", head + "let x = " + String(repeating: "a ? ", count: count) + "b" + String(repeating: " : c", count: count) + "\n", "?"),
            ("else if", head + "func f() {\n if a {}" + String(repeating: " else if a {}", count: count) + "\n}\n", "else"),
        ]
    }

    @Test func chainsUpToTheBoundAreGivenWhole() {
        for chain in Self.chains(Self.links) {
            #expect(Self.cut(chain.text) == nil, "\(chain.name)")
        }
    }

    @Test func theLinkPastTheBoundIsWhereReadingStops() throws {
        for chain in Self.chains(Self.links + 1) {
            let cut = try #require(Self.cut(chain.text), "\(chain.name)")
            // The cut is at the last link, and no earlier than the second line.
            let bytes = Array(chain.text.utf8)
            #expect(cut.offset >= 18 && bytes[cut.offset...].starts(with: Array(chain.link.utf8)), "\(chain.name)")
            #expect(cut.reason.contains("more than \(Self.links)"), "\(chain.name)")
        }
    }

    /// Every prefix keyword is a link; a word that only starts or ends like one, or differs in
    /// case, is not.
    @Test func everyPrefixKeywordCountsAndNoOtherWordDoes() throws {
        for keyword in ChainScan.prefixKeywords.sorted() {
            let chain = "let x = " + String(repeating: keyword + " ", count: Self.links + 1) + "a\n"
            let cut = try #require(Self.cut(chain), "\(keyword)")
            #expect(cut.offset == 8 + (keyword.utf8.count + 1) * Self.links, "\(keyword)")
            for other in [keyword + "s", "x" + keyword, keyword.uppercased(), String(keyword.dropLast())] {
                #expect(Self.cut("let x = " + String(repeating: other + " ", count: Self.links + 1) + "a\n") == nil, "\(other)")
            }
        }
        #expect(Self.cut("let x = " + String(repeating: "elses ", count: Self.links + 1) + "a\n") == nil)
    }

    @Test func genericNestingPastTheBoundIsCutAndSequentialGenericsAreNot() throws {
        let depth = ParseBounds.maximumGenericNesting
        let nested = { (depth: Int) in "let x: A" + String(repeating: "<A", count: depth) + String(repeating: ">", count: depth) + " = a\n" }
        #expect(Self.cut(nested(depth)) == nil)
        let cut = try #require(Self.cut(nested(depth + 1)))
        #expect(cut.offset == 8 + 2 * depth)
        #expect(Self.cut(String(repeating: "let x: Array<Dictionary<String, Set<Int>>> = []\n", count: 5_000)) == nil)
    }

    /// A `>` in a comment closes nothing for the parser: `A</*>*/A</*>*/...` 100,000 times
    /// crashed archlint when every `>` counted as closing (found by hand).
    @Test func aClosingAngleInACommentClosesNothing() throws {
        let depth = ParseBounds.maximumGenericNesting
        let hidden = { (count: Int) in "let x: " + String(repeating: "A</*>*/", count: count) + "A\n" }
        #expect(Self.cut(hidden(depth)) == nil)
        let cut = try #require(Self.cut(hidden(depth + 1)))
        #expect(cut.offset == 7 + 7 * depth + 1)
        let lineComments = "let x: " + String(repeating: "A< // >\n", count: depth + 1) + "A\n"
        #expect(Self.cut(lineComments) != nil)
    }

    /// `case let let let ...`: 2,000,000 in 8 MB overflowed even the large stack. Real files hold
    /// many `let`, never in a row; comments between them do not break a row.
    @Test func aRowOfLetPastTheBoundIsCutAndManyLetAreNot() throws {
        let many = String(repeating: "let a = 1\n", count: Self.links + 1)
        #expect(Self.cut(many) == nil)
        let row = "func f() { if case " + String(repeating: "let /* x */ ", count: ParseBounds.maximumBindingKeywordRun + 1) + "x = y {} }\n"
        let cut = try #require(Self.cut(many + row))
        #expect(cut.reason == "more than 1000 'let' or 'var' in a row")
        #expect(cut.offset == many.utf8.count + 19 + 12 * ParseBounds.maximumBindingKeywordRun)
        let shorter = "func f() { if case " + String(repeating: "let ", count: ParseBounds.maximumBindingKeywordRun) + "x = y {} }\n"
        #expect(Self.cut(many + shorter) == nil)
    }

    @Test func interpolationsNestedPastTheBoundAreCutAndManyOneAfterAnotherAreNot() throws {
        let nested = { (depth: Int) in "let s = " + String(repeating: "\"\\(", count: depth) + "1" + String(repeating: ")\"", count: depth) + "\n" }
        #expect(Self.cut(nested(ParseBounds.maximumInterpolationNesting)) == nil)
        let cut = try #require(Self.cut(nested(30_000)))
        #expect(cut.reason == "strings nested in interpolations more than 16 deep")
        #expect(cut.offset < 8 + 3 * 18)
        #expect(Self.cut(String(repeating: "let s = \"\\(a) and \\(b)\"\n", count: 5_000)) == nil)
    }

    /// When the lexer cannot match the file (a string left open), every interpolation and every
    /// `<` after a name counts, up to their own bounds: the line repeated up to the bound is read,
    /// one more is cut where its counted bytes stand.
    @Test(arguments: [
        ("let t = \"\\(a)\"\n", ParseBounds.maximumInterpolations, 9),
        ("let a: Array<Int> = []\n", ParseBounds.maximumGenericOpenings, 12),
    ])
    func whenTheLexerCannotMatchTheFileEveryOneCounts(line: String, bound: Int, offsetInLine: Int) throws {
        let open = "let s = \"\n"
        let many = String(repeating: line, count: bound)
        #expect(Self.cut(open + many) == nil)
        let cut = try #require(Self.cut(open + many + line))
        #expect(cut.offset == (open + many).utf8.count + offsetInLine)
    }

    /// Every Swift file of this repository and its sample app is read whole: the bounds are far
    /// from real code.
    @Test func noFileOfThisRepositoryIsCut() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var checked = 0
        for folder in ["Sources", "Sample", "Tests"] {
            let enumerator = FileManager.default.enumerator(atPath: root.path + "/" + folder)
            while let path = enumerator?.nextObject() as? String {
                guard path.hasSuffix(".swift"), !path.contains("Fixtures/") else { continue }
                let bytes = try [UInt8](Data(contentsOf: root.appendingPathComponent(folder + "/" + path)))
                #expect(bytes.withUnsafeBufferPointer { ParseBounds.firstCut(in: $0) } == nil, "\(path)")
                checked += 1
            }
        }
        #expect(checked > 300)
    }
}

/// A backquote its line does not close is a lone character: what follows is code. A lone one hid
/// 62 nested `[` from the bounds and the parse ran for minutes (found by the tuist fuzz target in CI).
@Test func aBackquoteItsLineDoesNotCloseHidesNothing() {
    let text = "import ProjectDescription\nlet x = `a " + String(repeating: "[", count: 62) + "\n"
    let profile = Array(text.utf8).withUnsafeBufferPointer { NestingProfile(of: $0) }
    #expect(profile.deepestSquare == 62)
    let closed = Array("let `my name` = [[1]]\n".utf8).withUnsafeBufferPointer { NestingProfile(of: $0) }
    #expect(closed.deepestSquare == 2 && closed.isBalanced)
}
