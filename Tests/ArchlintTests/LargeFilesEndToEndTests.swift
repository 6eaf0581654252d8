import Foundation
import ProcessSupport
import Testing

/// Issue 31: every file's cost is bounded. A file larger than archlint reads is refused by its size
/// before a byte is read (a sparse 10 GiB file aborted on allocation); a Swift file or manifest
/// holding more code than one parse takes is read up to that point, and the rest is an error there.
@Suite(.serialized)
struct LargeFilesEndToEndTests {
    static let configuration = "version: 1\nrules:\n  - kind: no-cycles\n"
    static let package = "import PackageDescription\nlet package = Package(name: \"P\", targets: [.target(name: \"A\")])\n"

    @Test func aSparseFileOfTenGigabytesIsRefusedBeforeReading() throws {
        let copy = try ArchlintBinary.Copy.repository([
            ".archlint.yml": Self.configuration, "Package.swift": Self.package, "Sources/A/A.swift": "import Foundation\n",
            "Sources/A/Huge.swift": "",
        ])
        let huge = copy.path + "/Sources/A/Huge.swift"
        #expect(truncate(huge, 10 * 1_073_741_824) == 0)
        defer { _ = truncate(huge, 0) }
        let result = try ArchlintBinary.run([copy.path, "--no-cache"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("Huge.swift"), "\(result.stdout)")
        #expect(result.stdout.contains("10 GiB is more than the 128 MiB archlint reads of one file"), "\(result.stdout)")
        #expect(result.stdout.contains("[unreadable_file]"), "\(result.stdout)")
    }

    /// Long names make code bytes that cost the parser little: the bound counts bytes of code.
    static func code(lines: Int) -> String {
        let name = String(repeating: "n", count: 1_000)
        return (0..<lines).map { "let \(name)\($0) = 1\n" }.joined()
    }

    @Test func aManifestWithMoreCodeThanOneParseTakesIsReadUpToThere() throws {
        let manifest = "import PackageDescription\n" + Self.code(lines: 2_200)
            + "let package = Package(name: \"P\", targets: [.target(name: \"A\")])\n"
        let copy = try ArchlintBinary.Copy.repository([
            ".archlint.yml": Self.configuration, "Package.swift": manifest, "Sources/A/A.swift": "import Foundation\n",
        ])
        let result = try ArchlintBinary.run([copy.path, "--no-cache"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("more than 2 MiB of code to parse at once"), "\(result.stdout)")
    }
}

/// Found while checking the release binary in a bare chroot: without /proc the Swift runtime on
/// Linux sees no arguments, and archlint checked '.' whatever it was asked (`--version` too).
struct NoCommandLineEndToEndTests {
    /// Root, and allowed to chroot (a container may lack the capability).
    static let canChroot: Bool = {
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/sbin/chroot") else { return false }
        return (try? ChildProcess.run("/usr/sbin/chroot", ["/", "/bin/true"]).status) == 0
    }()

    @Test(.enabled(if: canChroot))
    func withoutProcArchlintSaysItCannotSeeItsArguments() throws {
        #if os(Linux)
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-chroot-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        // The binary and the libraries it loads, nothing else: no /proc.
        let copy = """
            set -e
            mkdir -p "$ROOT/bin"
            cp "$ARCHLINT" "$ROOT/bin/archlint"
            for library in $(ldd "$ARCHLINT" | grep -o '/[^ ]*'); do
                mkdir -p "$ROOT$(dirname "$library")"
                cp -L "$library" "$ROOT$library"
            done
            cd "$ROOT"
            /usr/sbin/chroot "$ROOT" /bin/archlint --version
            """
        let result = try ChildProcess.run("/bin/bash", ["-c", copy], environment: ["ROOT": root, "ARCHLINT": ArchlintBinary.path])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("cannot see its command line"), "\(result.stderr)")
        #endif
    }
}
