import ArchCore
import Configuration
import ImportScanner
import ManifestReader
import SwiftLexing
import XcodeReader

/// One reader under libFuzzer (`scripts/fuzz TARGET`): the bytes go to the reader, which must
/// return (a value or a clear error) without crashing, hanging or tripping the address sanitizer.
/// `imports` is differential: the import scanner's fast byte path must agree with a full
/// swift-syntax parse on every valid UTF-8 input.
enum FuzzTarget: String, CaseIterable {
    case configuration, manifest, imports, xcode

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
            guard NestingProfile.squareBracket(deeperThan: 10, in: bytes) == nil else { return }
            let full = ImportScanner.scanWithFullParse(text)
            if fast != full {
                fatalError("the fast path and the full parse disagree: \(fast) != \(full)")
            }
        case .xcode:
            _ = XcodeProjectReader.read(Array(bytes), projectPath: "App.xcodeproj")
        }
    }
}
