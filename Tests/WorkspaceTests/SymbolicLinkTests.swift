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
    @Test(.timeLimit(.minutes(5))) func aLinkToTheFileSystemRootIsNotFollowed() throws {
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

/// A link that stays inside the repository but leads into what the walk skips is not followed
/// either: actions/checkout keeps the job's token in `.git/config`, and a pull request that commits
/// `Pk/Package.swift -> ../.git/config` made the manifest reader's syntax errors quote it in the
/// public log. Found by hand.
extension SymbolicLinkTests {
    @Test func aLinkIntoWhatTheWalkSkipsIsNotFollowed() throws {
        let tree = try TemporaryTree([
            "Package.swift": Self.manifest, "Sources/A/A.swift": "import Foundation\n",
            ".git/config": "[http \"https://github.com/\"]\n\textraheader = AUTHORIZATION: basic c2VjcmV0\n",
            ".build/debug/Made.swift": "import Made\n", ".env": "TOKEN=secret\n", "Docs.docc/Page.swift": "import Page\n",
        ])
        let links = [
            ("Pk/Package.swift", "../.git/config"), ("Sources/A/Built.swift", "../../.build/debug/Made.swift"),
            ("Sources/A/Env.swift", "../../.env"), ("Sources/A/Git", "../../.git"), ("Sources/A/Page.swift", "../../Docs.docc/Page.swift"),
            ("App.xcodeproj/project.pbxproj", "../.git/config"),
        ]
        try FileManager.default.createDirectory(atPath: tree.root + "/Pk", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: tree.root + "/App.xcodeproj", withIntermediateDirectories: true)
        for (link, destination) in links {
            try FileManager.default.createSymbolicLink(atPath: tree.root + "/" + link, withDestinationPath: destination)
        }
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root))
        #expect(graph.files.map(\.path) == ["Sources/A/A.swift"])
        #expect(graph.modules.map(\.name) == ["A", "Foundation"])
        let problems = graph.problems.map { "\($0.location?.file ?? "-") \($0.ruleID) \($0.severity): \($0.message)" }
        let skipped = "(hidden entries and build folders are skipped): not followed"
        #expect(problems == [
            "App.xcodeproj/project.pbxproj link_not_followed warning: symbolic link 'App.xcodeproj/project.pbxproj' leads into '.git', which archlint never reads \(skipped)",
            "Pk/Package.swift link_not_followed warning: symbolic link 'Pk/Package.swift' leads into '.git', which archlint never reads \(skipped)",
            "Sources/A/Built.swift link_not_followed warning: symbolic link 'Sources/A/Built.swift' leads into '.build', which archlint never reads \(skipped)",
            "Sources/A/Env.swift link_not_followed warning: symbolic link 'Sources/A/Env.swift' leads into '.env', which archlint never reads \(skipped)",
            "Sources/A/Git link_not_followed warning: symbolic link 'Sources/A/Git' leads into '.git', which archlint never reads \(skipped)",
            "Sources/A/Page.swift link_not_followed warning: symbolic link 'Sources/A/Page.swift' leads into 'Docs.docc', which archlint never reads \(skipped)",
        ])
    }
}

/// Links that fan out: each folder of a chain holds two links to the next, so following every
/// link reads the last folder 2^n times (28 links listed 32,769 files for one; 50 would take
/// hours). Each link found in the repository's own folders walks each folder it reaches once.
extension SymbolicLinkTests {
    /// `D0` ... `Dn`, each with `S.swift` and the links `L1`, `L2` to the next.
    static func fanningTree(depth: Int) throws -> TemporaryTree {
        var files = ["Package.swift": manifest, "Sources/A/A.swift": "import Foundation\n"]
        for level in 0...depth { files["Chain/D\(level)/S.swift"] = "import Foundation\n" }
        let tree = try TemporaryTree(files)
        for level in 0..<depth {
            for link in ["L1", "L2"] {
                try FileManager.default.createSymbolicLink(
                    atPath: tree.root + "/Chain/D\(level)/\(link)", withDestinationPath: "../D\(level + 1)")
            }
        }
        return tree
    }

    @Test(.timeLimit(.minutes(5))) func linksThatFanOutWalkEachFolderOncePerLink() throws {
        let depth = 10
        let tree = try Self.fanningTree(depth: depth)
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root))
        let chain = graph.files.map(\.path).filter { $0.hasPrefix("Chain/") }
        // Every folder by its own path (depth + 1), and through each of the 2 x depth links the
        // folders after it, each once: quadratic in the links, not 2^depth (2,047 here).
        #expect(chain.count == depth + 1 + depth * (depth + 1))
        var through = "Chain/D0"
        for _ in 1...depth {
            through += "/L1"
            #expect(chain.contains(through + "/S.swift"))
        }
        #expect(chain.contains("Chain/D0/L2/S.swift"))
        #expect(!chain.contains { $0.contains("/L1/L2/") || $0.contains("/L2/L2/") })
        // A folder one link's walk reaches again by another path is said, where it stands.
        let skipped = graph.problems.filter { $0.message.contains("already walked") }
        #expect(!skipped.isEmpty)
        #expect(skipped.allSatisfy { $0.ruleID == "link_not_followed" && $0.severity == .warning })
        #expect(graph.problems.count == skipped.count)
    }

    /// A folder linked into several targets is read through each link, whichever thread reached
    /// it first, the same on every run.
    @Test func aFolderLinkedIntoSeveralTargetsIsReadForEach() throws {
        var files = ["Package.swift": Self.manifest, "Shared/S.swift": "import Foundation\n"]
        for index in 0..<12 { files["Sources/M\(index)/X/M.swift"] = "import Foundation\n" }
        let tree = try TemporaryTree(files)
        for index in 0..<12 {
            try FileManager.default.createSymbolicLink(
                atPath: tree.root + "/Sources/M\(index)/X/Shared", withDestinationPath: "../../../Shared")
        }
        for _ in 0..<5 {
            let graph = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root))
            #expect(graph.files.map(\.path).filter { $0.hasSuffix("S.swift") } == (
                ["Shared/S.swift"] + (0..<12).map { "Sources/M\($0)/X/Shared/S.swift" }).sorted())
            #expect(graph.problems == [])
        }
    }
}
