// swift-tools-version: 6.0
import PackageDescription

/// Image comments, the pragmatic flavour: one target whose layers are folders ("Comments Feature",
/// "Comments Use Cases", "Comments API", "Comments Presentation"). No import shows who uses whom;
/// archlint judges the names each file uses of the others (see ../.archlint.yml).
let package = Package(
    name: "Comments",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "Comments", targets: ["Comments"])
    ],
    targets: [
        .target(name: "Comments"),
        .testTarget(name: "CommentsTests", dependencies: ["Comments"]),
    ],
    swiftLanguageModes: [.v6]
)
