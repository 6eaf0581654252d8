import Foundation

/// The project files of `Tests/Fixtures/XcodeApp` (an app with classic groups, synchronized
/// folders, an `.xcconfig` chain, a package product, frameworks of another project) and the same
/// app project as XML and JSON property lists.
enum FixtureProjects {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static func bytes(_ relative: String) throws -> [UInt8] {
        Array(try Data(contentsOf: fixtures.appendingPathComponent(relative)))
    }

    static func text(_ relative: String) throws -> String {
        String(decoding: try bytes(relative), as: UTF8.self)
    }

    /// The `.xcconfig` files of the app, by path relative to the app's root.
    static func configurationFiles() throws -> [String: String] {
        [
            "App/Config/App.xcconfig": try text("XcodeApp/App/Config/App.xcconfig"),
            "App/Config/Shared.xcconfig": try text("XcodeApp/App/Config/Shared.xcconfig"),
        ]
    }
}

/// A minimal project file in Xcode's format around the given objects (`ID = {...};` lines),
/// with `PROJECT` as its root object and `MAIN` as its main group.
func projectText(_ objects: String, targets: [String] = [], projectDirPath: String = "") -> [UInt8] {
    Array("""
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 77;
        \tobjects = {
        \t\tPROJECT /* Project object */ = {isa = PBXProject; mainGroup = MAIN; projectDirPath = "\(projectDirPath)"; targets = (\(targets.joined(separator: ", "))); };
        \(objects)
        \t};
        \trootObject = PROJECT /* Project object */;
        }

        """.utf8)
}
