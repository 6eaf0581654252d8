import Foundation
import Testing

/// Issue 31: a missing `TMPDIR` was reported as "cannot run git".
extension SinceEndToEndTests {
    @Test func aMissingTemporaryFolderIsSaidAsSuch() throws {
        let repository = try Repository()
        try FileManager.default.removeItem(at: repository.scratch)
        let result = try repository.archlint(["Sample", "--since", "HEAD", "--no-cache"])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("cannot make a temporary"), "\(result.stderr)")
        #expect(result.stderr.contains(repository.scratch.path), "\(result.stderr)")
        #expect(!result.stderr.contains("cannot run"), "\(result.stderr)")
    }
}
