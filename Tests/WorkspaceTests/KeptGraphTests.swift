import ArchCore
import Testing

@testable import Workspace

/// What the result cache keeps for a run after an edit to some files' imports: read back as
/// written, and each file's tally found and replaced in place.
struct KeptGraphTests {
    static let tallies: [KeptGraph.FileTally] = [
        .init(edges: 3, externals: [0, 1]), .init(), .init(edges: 1, externals: [1]), .init(edges: 200, externals: [0]),
        .init(edges: 2),
    ]

    static var kept: KeptGraph {
        var files = CacheWriter(bytes: [])
        for tally in tallies {
            files.varint(tally.edges)
            files.varint(tally.externals.count)
            for external in tally.externals { files.varint(external) }
        }
        return KeptGraph(
            manifests: [1, 2, 3], locals: ["Domain", "Feature"],
            externals: [.init(name: "Foundation", imports: 2), .init(name: "UIKit", imports: 2)], files: files.bytes,
            digest: 0xFEED_F00D,
            arcs: [
                .init(from: ModuleID(package: "", name: "Feature"), to: ModuleID(package: "", name: "Domain"), file: 3, line: 9, column: 1,
                    everywhere: true),
                .init(from: ModuleID(package: "App.xcodeproj", name: "App"), to: .external("UIKit"), file: 0, line: 300, column: 5,
                    everywhere: false),
            ])
    }

    @Test func readsBackWhatItWrote() throws {
        let bytes = Self.kept.encoded()
        #expect(KeptGraph(decoding: bytes) == Self.kept)
        // Anything cut short or added does not decode.
        #expect(KeptGraph(decoding: Array(bytes.dropLast())) == nil)
        #expect(KeptGraph(decoding: bytes + [0]) == nil)
        var withoutArcs = Self.kept
        withoutArcs.arcs = nil
        #expect(KeptGraph(decoding: withoutArcs.encoded()) == withoutArcs)
        var exporting = Self.kept
        exporting.exports = true
        #expect(KeptGraph(decoding: exporting.encoded()) == exporting)
        #expect(exporting.encoded() != Self.kept.encoded())
    }

    @Test func findsAndReplacesTheTalliesOfSomeFiles() throws {
        let kept = Self.kept
        #expect(kept.tallies(at: [0, 3]) == [Self.tallies[0], Self.tallies[3]])
        #expect(kept.tallies(at: [4]) == [Self.tallies[4]])
        let replacement = [KeptGraph.FileTally(edges: 7, externals: [1, 1, 0]), KeptGraph.FileTally()]
        let (old, files) = try #require(kept.splicing([1, 3], with: replacement))
        #expect(old == [Self.tallies[1], Self.tallies[3]])
        var spliced = kept
        spliced.files = files
        #expect(spliced.tallies(at: [0, 1, 2, 3, 4]) == [Self.tallies[0], replacement[0], Self.tallies[2], replacement[1], Self.tallies[4]])
        // A file past the last one is bad bytes, not a guess.
        #expect(kept.tallies(at: [5]) == nil)
    }
}
