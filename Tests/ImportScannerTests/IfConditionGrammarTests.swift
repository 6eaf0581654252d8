@testable import ImportScanner
import Testing

/// The `#if` conditions the byte path reads itself. Every condition of the real sources this
/// repository builds with (swift-syntax, Yams, swift-argument-parser and its own) stays on the fast
/// path; a malformed one, which the parser reads only in part, goes to the full parse, and both
/// paths then agree (`#if canImport,(UIKit)` was found by the `imports` fuzz target in CI).
struct IfConditionGrammarTests {
    static let realConditions = [
        "DEBUG", "!DEBUG", "true", "false", "compiler(>=6)", "compiler(<6.1)", "swift(>=5.9.1)", "swift(<5.8)",
        "canImport(UIKit)", "canImport(C.os.lock)", "canImport(A, _version: 2.2.2)", "canImport(A, _underlyingVersion: 4)",
        "canImport(A,_version:2)", "os(iOS) || os(tvOS) || os(watchOS)", "os(iOS)||os(macOS)", "!os(Windows) && !os(WASI)",
        "compiler(>=6) && !RESILIENT_LIBRARIES", "canImport(os) && !SWIFTSYNTAX_NO_OSLOG_DEPENDENCY",
        "!(os(Windows) || os(WASI))", "!((os(macOS) || targetEnvironment(macCatalyst)) && arch(x86_64))",
        "( DEBUG )", "targetEnvironment(simulator)", "hasFeature(ParameterPacks)", "hasAttribute(retroactive)",
        "DEBUG // a comment", "DEBUG\t", "arch(arm64) && os(iOS)",
    ]

    @Test(arguments: realConditions)
    func aRealConditionStaysOnTheFastPath(_ condition: String) {
        let source = "import A\n#if \(condition)\nimport B\n#elseif \(condition)\nimport C\n#endif\nstruct S {}\n"
        let cut = Array(source.utf8).withUnsafeBufferPointer { ImportScanner.fastPathCut($0) }
        #expect(cut != nil)
        #expect(ImportScanner.scan(source) == ImportScanner.scanWithFullParse(source))
        #expect(ImportScanner.scan(source).map(\.conditions)[1] == [condition.replacing(" // a comment", with: "").replacing("\t", with: "")])
    }

    static let malformedConditions = [
        "canImport,(UIKit)", "canImport:(UIKit)", "A,B", "A:B", "A!", "A!B", "! A", "A &&B", "A&& B", "A&&!B", "A &&& B",
        "A B", "os(iOS)import", "1!A", ",A", "=A", ".A", "A.", "(A, B)", "(A", "A)", "os(iOS", "os (iOS)", "FOO > 10",
        "canImport(A, _version: \"1.2\")", "canImport(A,)", "canImport(A, _version: 2.)", "canImport(A B)", "if", "class(A)",
        "true(A)", "A /* c */", "$A", "`A`", "Ä", "A.class", "compiler(>= 6)", "((((((((((A))))))))))",
    ]

    @Test(arguments: malformedConditions)
    func aMalformedConditionLeavesTheFastPathAndBothAgree(_ condition: String) {
        let source = "// A header.\r\n#if \(condition)\r\nimport UIKit\r\n#endif\r\n@testable import Domain\r\nimport struct Foundation.URL\r\npublic struct View {}\r\n"
        let cut = Array(source.utf8).withUnsafeBufferPointer { ImportScanner.fastPathCut($0) }
        #expect(cut == nil || cut?.offset == 14, "the cut must fall before the `#if`")
        #expect(ImportScanner.scan(source) == ImportScanner.scanWithFullParse(source))
    }
}
