// swift-tools-version:6.0
// Evaluating this manifest writes a file next to it. archlint must read it without evaluating it.
import Foundation
import PackageDescription

let marker = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("MANIFEST_WAS_EXECUTED")
FileManager.default.createFile(atPath: marker.path, contents: Data("executed".utf8))

func feature(_ name: String) -> Target {
    .target(name: name, dependencies: ["Lib"])
}

let package = Package(
    name: "UnsafeManifest",
    targets: [
        .target(name: "Lib"),
        feature("Generated"),
    ]
)
