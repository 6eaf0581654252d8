import ArchCore
import ManifestReader
import Testing

/// How much of a manifest is read: all of a long one written out, not all of a short one whose
/// constants double at each line.
struct ManifestSizeTests {
    /// 4,000 targets of three lists each: 12,000 lists, past the 10,000 that once stopped any manifest.
    @Test func aRootManifestOfThousandsOfTargetsIsReadWhole() {
        var text = "import PackageDescription\nlet package = Package(\n    name: \"Monolith\",\n    targets: [\n"
        for index in 0..<4_000 {
            let dependency = index > 0 ? "\"T\(index - 1)\"" : ""
            text += "        .target(name: \"T\(index)\", dependencies: [\(dependency)], exclude: [\"x\"], sources: [\"s\"]),\n"
        }
        text += "    ]\n)\n"
        let manifest = ManifestReader.read(source: text, directory: "", file: "Package.swift")
        #expect(manifest.targets.count == 4_000)
        #expect(manifest.problems.isEmpty)
        #expect(manifest.targets.last?.dependencies.map(\.name) == ["T3998"])
    }

    @Test(.timeLimit(.minutes(5))) func constantsThatDoubleAtEachLineAreStopped() {
        var text = "import PackageDescription\nlet d0: [Target.Dependency] = [\"A\"]\n"
        for level in 1...40 { text += "let d\(level) = d\(level - 1) + d\(level - 1)\n" }
        text += "let package = Package(name: \"P\", targets: [.target(name: \"T\", dependencies: d40), .target(name: \"A\")])\n"
        let manifest = ManifestReader.read(source: text, directory: "", file: "Package.swift")
        #expect(manifest.problems.contains { $0.message.hasPrefix("stopped reading after ") && $0.hidesTargets })
    }
}
