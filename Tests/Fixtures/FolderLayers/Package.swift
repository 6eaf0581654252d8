// swift-tools-version:5.9
import PackageDescription

// One target, layers as folders: no import shows who uses whom, the names each file uses do.
let package = Package(
    name: "Feed",
    targets: [
        .target(name: "Feed")
    ]
)
