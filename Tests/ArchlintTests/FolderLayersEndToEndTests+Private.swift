import ArchCore
import Foundation
import Testing

extension FolderLayersEndToEndTests {
    /// Issue 30: a domain file and a presentation file that each keep private helpers of the same
    /// names (a nested `Key` enum in a `UserDefaults` extension, a `Constants` type, a member of a
    /// `private extension`) were said to use each other's: 4 of 15 layer errors on a real app were false.
    @Test func privateHelpersOfTheSameNameInTwoLayersAreNotReferences() throws {
        let copy = try ArchlintBinary.Copy(fixture: "FolderLayers")
        try copy.write("Sources/Feed/Domain/FeedSettings.swift", """
            import Foundation

            private struct Constants { static let pageSize = 20 }

            extension UserDefaults {
                private enum Key: String { case lastRefresh }
                var lastRefresh: Double { double(forKey: Key.lastRefresh.rawValue) }
            }

            private extension FeedImage {
                var isUntitled: Bool { description == nil }
            }

            extension FeedImage {
                var title: String { isUntitled ? "" : description ?? "" }
                static var pageSize: Int { Constants.pageSize }
            }

            """)
        try copy.write("Sources/Feed/Presentation/FeedTitles.swift", """
            import Foundation

            private struct Constants { static let pageSize = 10 }

            extension UserDefaults {
                private enum Key: String { case lastRefresh, titles }
                var titles: [String] { stringArray(forKey: Key.titles.rawValue) ?? [] }
            }

            fileprivate extension FeedImage {
                var isUntitled: Bool { description?.isEmpty ?? true }
            }

            func visibleTitles(_ images: [FeedImage]) -> [String] {
                images.filter { !$0.isUntitled }.prefix(Constants.pageSize).map(\\.title)
            }

            """)
        let result = try ArchlintBinary.run([copy.path])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.isEmpty)
        // Domain (n0) uses no other folder.
        let graph = try ArchlintBinary.run(["graph", copy.path, "--level", "folder", "--format", "mermaid"])
        #expect(graph.stdout.contains("n0[\"Domain\"]") && !graph.stdout.contains("n0 -->"), "\(graph.stdout)")
    }
}
