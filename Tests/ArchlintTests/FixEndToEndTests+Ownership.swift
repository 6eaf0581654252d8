import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `archlint fix` run as root (a container, `sudo`) on a manifest another user owns: the edited
/// manifest stays theirs, with its mode; a manifest with other hard links is said to be split from
/// them. Found by hand: the atomic rename made it root's, and the other names kept the old text
/// in silence.
extension FixEndToEndTests {
    @Test(.enabled(if: geteuid() == 0, "chown needs root"))
    func anEditedManifestKeepsItsOwnerGroupAndMode() throws {
        let copy = try ArchlintBinary.Copy(fixture: "ManifestDrift")
        let manifest = copy.path + "/Search/Package.swift"
        #expect(chown(manifest, 1, 2) == 0 && chmod(manifest, 0o640) == 0)
        let fix = try ArchlintBinary.run(["fix", copy.path])
        #expect(fix.status == 0)
        #expect(try copy.read("Search/Package.swift") == Self.fixed)
        var info = stat()
        #expect(stat(manifest, &info) == 0)
        #expect(info.st_uid == 1 && info.st_gid == 2, "owner \(info.st_uid):\(info.st_gid)")
        #expect(info.st_mode & 0o7777 == 0o640)
    }

    @Test func aManifestWithOtherHardLinksIsSaidToBeSplitFromThem() throws {
        let copy = try ArchlintBinary.Copy(fixture: "ManifestDrift")
        let other = try TemporaryFolder()
        #expect(link(copy.path + "/Search/Package.swift", other.path + "/Package.swift") == 0)
        let fix = try ArchlintBinary.run(["fix", copy.path])
        #expect(fix.status == 0)
        #expect(try copy.read("Search/Package.swift") == Self.fixed)
        #expect(fix.stderr.contains(
            "note: Search/Package.swift had 2 hard links: fix wrote a new file at this name, so the other names keep the old text"))
        #expect(try String(contentsOfFile: other.path + "/Package.swift", encoding: .utf8) != Self.fixed)
    }
}
