import ArchCore
import Foundation
import Testing
import Workspace

/// Symbolic links the walk cannot follow are reported once each, as warnings, and the walk ends.
struct SymbolicLinkTests {
    static let manifest = "import PackageDescription\nlet package = Package(name: \"P\", targets: [.target(name: \"A\")])\n"

    /// The walk's problems as `path rule severity: message`.
    static func problems(linking links: [(String, String)], exclude: [String] = []) throws -> [String] {
        let tree = try TemporaryTree(["Package.swift": manifest, "Sources/A/A.swift": "import Foundation\n"])
        for (link, destination) in links {
            try FileManager.default.createSymbolicLink(atPath: tree.root + "/" + link, withDestinationPath: destination)
        }
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root, exclude: exclude))
        #expect(graph.files.map(\.path) == ["Sources/A/A.swift"])
        return graph.problems.map { "\($0.location?.file ?? "-") \($0.ruleID) \($0.severity): \($0.message)" }
    }

    @Test func reportsALinkBackToAnEnclosingFolderOnce() throws {
        #expect(try Self.problems(linking: [("Sources/A/Loop", "..")]) == [
            "Sources/A/Loop link_not_followed warning: symbolic link loop at 'Sources/A/Loop': not followed"
        ])
    }

    @Test func reportsATwoLinkFolderCycleAtEachLink() throws {
        #expect(try Self.problems(linking: [("Sources/A/a", "b"), ("Sources/A/b", "a")]) == [
            "Sources/A/a link_not_followed warning: symbolic link loop at 'Sources/A/a' (-> 'b'): not followed",
            "Sources/A/b link_not_followed warning: symbolic link loop at 'Sources/A/b' (-> 'a'): not followed",
        ])
    }

    @Test func reportsAFileLinkCycle() throws {
        let problems = try Self.problems(linking: [("Sources/A/X.swift", "Y.swift"), ("Sources/A/Y.swift", "X.swift")])
        #expect(problems == [
            "Sources/A/X.swift link_not_followed warning: symbolic link loop at 'Sources/A/X.swift' (-> 'Y.swift'): not followed",
            "Sources/A/Y.swift link_not_followed warning: symbolic link loop at 'Sources/A/Y.swift' (-> 'X.swift'): not followed",
        ])
    }

    @Test func reportsALinkToNothing() throws {
        #expect(try Self.problems(linking: [("Sources/A/D.swift", "Missing.swift")]) == [
            "Sources/A/D.swift link_not_followed warning: symbolic link 'Sources/A/D.swift' points to 'Missing.swift', "
                + "which does not exist: not followed"
        ])
    }

    @Test func saysNothingAboutLinksItDoesNotLookAt() throws {
        let links = [("Sources/A/D.swift", "Missing.swift"), ("Sources/A/.hidden", "nowhere"), ("Sources/A/Old.docc", "gone")]
        #expect(try Self.problems(linking: links, exclude: ["**/D.swift"]) == [])
    }

    @Test func followsALinkToAFolderOutsideTheLoop() throws {
        let tree = try TemporaryTree(["Package.swift": Self.manifest, "Shared/S.swift": "import Foundation\n"])
        try FileManager.default.createDirectory(atPath: tree.root + "/Sources", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: tree.root + "/Sources/A", withDestinationPath: "../Shared")
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root))
        #expect(graph.problems.isEmpty)
        #expect(graph.files.map(\.path) == ["Shared/S.swift", "Sources/A/S.swift"])
    }
}

/// Links that lead outside the repository are never followed: `ln -s / x` in a pull request must
/// not make archlint walk the machine, and a link to a file elsewhere must not make it read it.
extension SymbolicLinkTests {
    @Test(.timeLimit(.minutes(1))) func aLinkToTheFileSystemRootIsNotFollowed() throws {
        #expect(try Self.problems(linking: [("Sources/A/root", "/")]) == [
            "Sources/A/root link_not_followed warning: symbolic link 'Sources/A/root' leads outside the repository (to '/'): "
                + "not followed; archlint reads only inside the folder it checks (to read it, pass --follow-links-into with that folder)"
        ])
    }

    @Test func aLinkToAFileOrFolderElsewhereIsNotRead() throws {
        let elsewhere = try TemporaryTree(["Secret.swift": "import Secrets\n", "Home/Notes.swift": "import Notes\n"])
        let problems = try Self.problems(linking: [
            ("Sources/A/Secret.swift", elsewhere.root + "/Secret.swift"), ("Sources/A/Home", "../../../" + URL(fileURLWithPath: elsewhere.root).lastPathComponent + "/Home"),
        ])
        #expect(problems.count == 2)
        #expect(problems.allSatisfy { $0.contains("leads outside the repository") })
    }

    @Test func aLinkedRootIsTheRepositoryItself() throws {
        let tree = try TemporaryTree(["Package.swift": Self.manifest, "Sources/A/A.swift": "import Foundation\n"])
        let link = tree.root + "-link"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: tree.root)
        defer { try? FileManager.default.removeItem(atPath: link) }
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: link))
        #expect(graph.problems.isEmpty && graph.files.map(\.path) == ["Sources/A/A.swift"])
    }

    /// Paths are compared byte by byte, not as Swift strings (which equate canonically equivalent
    /// Unicode): a sibling folder spelled `Cafe\u{301}` is not the root `Caf\u{E9}`.
    @Test func aSiblingWhoseNameIsTheRootsInAnotherUnicodeFormIsOutside() throws {
        let parent = try TemporaryTree(["Caf\u{E9}/Package.swift": Self.manifest, "Caf\u{E9}/Sources/A/A.swift": "import Foundation\n"])
        let sibling = parent.root + "/Cafe\u{301}"
        try FileManager.default.createDirectory(atPath: sibling, withIntermediateDirectories: true)
        try "import Secrets\n".write(toFile: sibling + "/Secret.swift", atomically: false, encoding: .utf8)
        // A file system that does not keep the two spellings apart (APFS) has one folder: nothing to test.
        guard try FileManager.default.contentsOfDirectory(atPath: parent.root).count == 2 else { return }
        let root = parent.root + "/Caf\u{E9}"
        try FileManager.default.createSymbolicLink(atPath: root + "/Sources/A/Other", withDestinationPath: "../../../Cafe\u{301}")
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: root))
        #expect(graph.files.map(\.path) == ["Sources/A/A.swift"])
        #expect(graph.problems.map(\.ruleID) == ["link_not_followed"])
        #expect(graph.problems.first?.message.contains("leads outside the repository") == true)
    }

    /// The user's opt-in: links into a folder named with `--follow-links-into` are followed, and
    /// only those.
    @Test func aLinkIntoAFolderTheUserNamesIsFollowedAndNoOther() throws {
        let shared = try TemporaryTree(["Kit/K.swift": "import Foundation\n"])
        let other = try TemporaryTree(["Secret.swift": "import Secrets\n"])
        let tree = try TemporaryTree(["Package.swift": Self.manifest, "Sources/A/A.swift": "import Foundation\n"])
        try FileManager.default.createSymbolicLink(atPath: tree.root + "/Sources/A/Kit", withDestinationPath: shared.root + "/Kit")
        try FileManager.default.createSymbolicLink(atPath: tree.root + "/Sources/A/Secret.swift", withDestinationPath: other.root + "/Secret.swift")
        var options = WorkspaceOptions(root: tree.root)
        options.followLinksInto = [shared.root]
        let graph = try WorkspaceLoader.load(options)
        #expect(graph.files.map(\.path) == ["Sources/A/A.swift", "Sources/A/Kit/K.swift"])
        #expect(graph.problems.map(\.message) == [
            "symbolic link 'Sources/A/Secret.swift' leads outside the repository (to '\(FileSystemPaths.resolved(other.root))/Secret.swift'): "
                + "not followed; archlint reads only inside the folder it checks (to read it, pass --follow-links-into with that folder)"
        ])
    }

    @Test func aFolderToFollowLinksIntoThatIsNotThereIsAClearError() throws {
        let tree = try TemporaryTree(["Package.swift": Self.manifest])
        var options = WorkspaceOptions(root: tree.root)
        options.followLinksInto = [tree.root + "/Nowhere"]
        #expect(throws: WorkspaceError.self) { try WorkspaceLoader.walk(options) }
        do {
            _ = try WorkspaceLoader.walk(options)
        } catch {
            #expect(error.description == "--follow-links-into: '\(tree.root)/Nowhere' is not a folder")
        }
    }
}

/// Paths as the walk reports them: every link resolved (`/tmp` is a link on macOS).
enum FileSystemPaths {
    static func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }
}
