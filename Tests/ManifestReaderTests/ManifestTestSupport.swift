import ArchCore
import Foundation
import ManifestReader

/// Reads `source` as the root manifest `Package.swift`.
func read(_ source: String, directory: String = "", file: String = "Package.swift") -> Manifest {
    ManifestReader.read(source: source, directory: directory, file: file)
}

/// The 1-based line and UTF-8 column of the first occurrence of `needle` in `source`, found by
/// plain text search so the reader's locations are checked against an independent computation.
func position(of needle: String, in source: String, occurrence: Int = 1) -> (line: Int, column: Int)? {
    var remaining = occurrence
    var line = 1
    for text in source.split(separator: "\n", omittingEmptySubsequences: false) {
        var searchStart = text.utf8.startIndex
        while let range = text[searchStart...].range(of: needle) {
            remaining -= 1
            if remaining == 0 {
                return (line, text.utf8.distance(from: text.utf8.startIndex, to: range.lowerBound) + 1)
            }
            searchStart = range.upperBound
        }
        line += 1
    }
    return nil
}

/// `position(of:in:)` as a `SourceLocation` in `Package.swift`.
func location(of needle: String, in source: String, occurrence: Int = 1, file: String = "Package.swift")
    -> SourceLocation?
{
    position(of: needle, in: source, occurrence: occurrence).map {
        SourceLocation(file: file, line: $0.line, column: $0.column)
    }
}

/// A manifest with one target `T` whose `dependencies:` array holds `dependency`.
func manifest(dependency: String) -> String {
    """
    // swift-tools-version:6.0
    import PackageDescription

    let package = Package(
        name: "P",
        targets: [
            .target(name: "T", dependencies: [\(dependency)]),
        ]
    )
    """
}
