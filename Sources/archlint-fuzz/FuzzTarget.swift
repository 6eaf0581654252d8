import ArchCore
import BazelReader
import Configuration
import ImportScanner
import ManifestReader
import ReferenceScanner
import SwiftLexing
import TuistReader
import XcodeGenReader
import XcodeReader

/// One reader under libFuzzer (`scripts/fuzz TARGET`): the bytes go to the reader, which must
/// return (a value or a clear error) without crashing, hanging or tripping the address sanitizer.
/// `imports` is differential: the import scanner's fast byte path must agree with a full
/// swift-syntax parse on every valid UTF-8 input. `xcodegen` answers every include (the first 32
/// paths asked for) with the input itself, so includes that repeat, nest and loop are tried too.
enum FuzzTarget: String, CaseIterable {
    case configuration, manifest, imports, references, xcode, xcodegen, tuist, bazel

    func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        switch self {
        case .configuration:
            guard let text = String(validating: bytes, as: UTF8.self) else { return }
            _ = try? ConfigurationLoader.parse(text, file: ".archlint.yml")
        case .manifest:
            guard let text = String(validating: bytes, as: UTF8.self) else { return }
            _ = ManifestReader.read(source: text, directory: "", file: "Package.swift")
        case .imports:
            guard let fast = ImportScanner.scan(utf8: bytes), let text = String(validating: bytes, as: UTF8.self) else { return }
            // The reference parse is exponential in nested `[` (the scanner itself parses only the
            // file scope of such files): past that depth there is no oracle, only "no crash".
            // Neither is there past the bounds every reader parses within.
            guard NestingProfile.squareBracket(deeperThan: 10, in: bytes) == nil, ParseBounds.firstCut(in: bytes) == nil else {
                return
            }
            let full = ImportScanner.scanWithFullParse(text)
            if fast != full {
                fatalError("the fast path and the full parse disagree: \(fast) != \(full)")
            }
        case .references:
            // The reference pass of folder layers: declarations and the names a file uses.
            _ = SymbolScanner.symbols(file: "A.swift", source: Array(bytes))
        case .xcode:
            _ = XcodeProjectReader.read(Array(bytes), projectPath: "App.xcodeproj")
        case .xcodegen:
            guard let text = String(validating: bytes, as: UTF8.self) else { return }
            // A repository of a few files: `Config/a.yml` including `Config/a.yml` reads
            // `Config/Config/a.yml` next, so without a bound the input would stand for a tree of
            // files exponentially larger than itself (each is read once: the cost is the tree's).
            let answered = PathsAnswered()
            let files = XcodeGenReader.Files(
                text: { answered.admits($0) ? text : nil }, isDirectory: { _ in false }, isSwiftFile: { $0.hasSuffix(".swift") })
            _ = XcodeGenReader.read(text, path: "project.yml", files: files)
        case .tuist:
            guard let text = String(validating: bytes, as: UTF8.self) else { return }
            _ = TuistReader.read(text, path: "Project.swift")
        case .bazel:
            // A bazel query output, XML or JSON by its first byte.
            _ = BazelQueryReader.read(Array(bytes), path: "bazel.query.xml")
        }
    }
}

/// The first 32 distinct paths asked for exist; later ones do not.
private final class PathsAnswered {
    private var paths: Set<String> = []

    func admits(_ path: String) -> Bool {
        if paths.contains(path) { return true }
        guard paths.count < 32 else { return false }
        paths.insert(path)
        return true
    }
}
