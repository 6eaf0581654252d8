import Foundation
import Testing
import ArchCore

// Placing files in targets asks these two questions for every file, so they compare bytes first;
// the answers must stay those of Swift's own string comparison.

@Test(arguments: [
    ("Sources/A/File.swift", "Sources/A"),
    ("File.swift", ""),
    ("Packages/Café/Sources/Café/File.swift", "Packages/Café/Sources/Café"),
    ("a/b/c", "a/b"),
])
func parentIsTheFolderPart(_ path: String, _ parent: String) {
    #expect(RelativePath.parent(path) == parent)
}

struct InsideCase: Sendable, CustomTestStringConvertible {
    let path: String
    let folder: String
    let inside: Bool
    var testDescription: String { "'\(path)' in '\(folder)'" }
}

let insideCases: [InsideCase] = [
    InsideCase(path: "Sources/A/File.swift", folder: "Sources/A", inside: true),
    InsideCase(path: "Sources/A", folder: "Sources/A", inside: true),
    InsideCase(path: "Sources/AB/File.swift", folder: "Sources/A", inside: false),
    InsideCase(path: "Sources/A.swift", folder: "Sources/A", inside: false),
    InsideCase(path: "Sources", folder: "Sources/A", inside: false),
    InsideCase(path: "anything/at/all", folder: "", inside: true),
    InsideCase(path: "Sources/Café/File.swift", folder: "Sources/Café", inside: true),
    // The folder spelled precomposed (NFC), the file decomposed (NFD): the same text to Swift.
    InsideCase(path: "Sources/Cafe\u{301}/File.swift", folder: "Sources/Caf\u{E9}", inside: true),
    InsideCase(path: "Sources/Caf\u{E9}", folder: "Sources/Cafe\u{301}", inside: true),
    InsideCase(path: "Sources/Cafe/File.swift", folder: "Sources/Caf\u{E9}", inside: false),
]

@Test(arguments: insideCases)
func insideAnswersAsStringComparisonDoes(_ testCase: InsideCase) {
    #expect(RelativePath.isInside(testCase.path, testCase.folder) == testCase.inside)
    let byStrings = testCase.folder.isEmpty || testCase.path == testCase.folder
        || testCase.path.hasPrefix(testCase.folder + "/")
    #expect(byStrings == testCase.inside)
}

// `standardized` stands in for Foundation's `URL(fileURLWithPath:).standardizedFileURL.path`
// (whose first use costs every run about a millisecond): the two must agree.
@Test(arguments: [
    "Sample", "./Sample/", "Sample//Movies/./Domain", "a/b/../c", "../x", "../../../../../y", ".", "..", "./",
    "/", "/abs/olute", "/abs/../olute/", "/..", "/../..//x/.", "//double//slash//", "a/./b/./", "Café/Domäne",
    "with space/and ~tilde", "a/b/c/../../..", "a/..b/c..", "...", "a/.../b", ".hidden/./file",
])
func standardizedIsFoundationsStandardizedPath(_ path: String) {
    let folder = "/work/repo/sub"
    let foundation = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: folder, isDirectory: true)).standardizedFileURL.path
    #expect(RelativePath.standardized(path, from: folder) == foundation)
}
