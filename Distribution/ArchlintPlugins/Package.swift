// swift-tools-version:6.0
import PackageDescription

// archlint's binary plugins package: the released artifact bundle and the command plugin over it.
// It depends on no package, so adding it brings no swift-syntax into a user's graph (archlint's own
// package, built from source, pins swift-syntax 603, which conflicts with macro packages on another
// major). scripts/release --plugins-package writes the URL and the checksum below, from the same zip.
// The plugin's source is shared with archlint's own package (Package.swift at the repository root).
let package = Package(
    name: "ArchlintPlugins",
    products: [
        .plugin(name: "ArchlintPlugin", targets: ["ArchlintPlugin"]),
        .plugin(name: "ArchlintBuildToolPlugin", targets: ["ArchlintBuildToolPlugin"]),
    ],
    targets: [
        .binaryTarget(
            name: "archlint",
            url: "https://github.com/archlint/archlint/releases/download/0.1.0/archlint.artifactbundle.zip",
            checksum: "0000000000000000000000000000000000000000000000000000000000000000"
        ),
        .plugin(
            name: "ArchlintPlugin",
            capability: .command(
                intent: .custom(verb: "archlint", description: "Check the package's architecture against its .archlint.yml")),
            dependencies: ["archlint"]
        ),
        .plugin(name: "ArchlintBuildToolPlugin", capability: .buildTool(), dependencies: ["archlint"]),
    ]
)
