import Foundation

/// A single-module app whose layers are folders (`Sources/App/Domain`, `UseCases`,
/// `Infrastructure`, `Presentation`), as the pragmatic Clean Architecture sample keeps them: no
/// `import` shows who uses whom, the types each file names do. Each file declares one type and
/// names one to three types of the layers inside its own (a stored property, a parameter or
/// result, an initializer call), then filler like the monorepo's files; the names point inward only,
/// so archlint must find no finding and exactly the planted references.
struct FolderTree {
    /// The layers, innermost first, with the type-name prefix of their files and the layers their
    /// files name.
    static let layers: [(folder: String, prefix: String, uses: [Int])] = [
        ("Domain", "Entity", []),
        ("UseCases", "UseCase", [0]),
        ("Infrastructure", "Store", [0]),
        ("Presentation", "Screen", [1, 0]),
    ]

    let files: Int
    let seed: UInt64

    struct Written {
        var files: Int
        /// Distinct (file, declaring file) pairs the generator planted.
        var references: Int
        var bytes: Int
    }

    /// Writes the tree to `folder` (which it empties first), with `.archlint.yml` judging the
    /// folders as layers and `imports-only.yml` next to the tree, the same rules with `references: false`.
    func write(to folder: String) throws -> Written {
        try TreeDirectory.prepare(folder, force: true)
        let sources = folder + "/Sources/App"
        let perLayer = max(1, files / Self.layers.count)
        var random = SeededRandom(seed: seed)
        var written = Written(files: 0, references: 0, bytes: 0)
        for (layer, entry) in Self.layers.enumerated() {
            let directory = sources + "/" + entry.folder
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            for index in 0..<perLayer {
                let (text, references) = Self.file(layer: layer, index: index, perLayer: perLayer, random: &random)
                let name = Self.typeName(layer: layer, index: index)
                try Data(text.utf8).write(to: URL(fileURLWithPath: "\(directory)/\(name).swift"))
                written.files += 1
                written.references += references
                written.bytes += text.utf8.count
            }
        }
        try Self.manifest.write(toFile: folder + "/Package.swift", atomically: true, encoding: .utf8)
        try Self.configuration(references: true).write(toFile: folder + "/.archlint.yml", atomically: true, encoding: .utf8)
        try Self.configuration(references: false)
            .write(toFile: folder + "-imports-only.yml", atomically: true, encoding: .utf8)
        return written
    }

    static func typeName(layer: Int, index: Int) -> String {
        let digits = String(index)
        return layers[layer].prefix + String(repeating: "0", count: max(0, 5 - digits.count)) + digits
    }

    /// One file of `layer` and the number of distinct files of other layers it names.
    static func file(layer: Int, index: Int, perLayer: Int, random: inout SeededRandom) -> (String, Int) {
        let type = typeName(layer: layer, index: index)
        let inner = layers[layer].uses
        var used: [String] = []
        if !inner.isEmpty {
            for _ in 0..<random.inRange(1...3) {
                let name = typeName(layer: random.pick(inner), index: random.below(perLayer))
                if !used.contains(name) { used.append(name) }
            }
        }
        var lines = [
            "//", "//  \(type).swift", "//  App / \(layers[layer].folder)", "//",
            "//  Part of the single-module app written by archlint-bench.", "//", "", "import Foundation", "",
            "/// \(type), of the \(layers[layer].folder.lowercased()) layer.",
            "public struct \(type): Sendable {",
            "    public var id: String",
        ]
        lines += used.map { "    public var \(lowerFirst($0)): \($0)?" }
        lines += ["", "    public init(id: String) {", "        self.id = id"]
        lines += used.map { "        self.\(lowerFirst($0)) = nil" }
        lines += ["    }"]
        if let first = used.first {
            lines += [
                "", "    /// A fresh value of what this \(layers[layer].folder.lowercased()) type builds on.",
                "    public func make() -> \(first) {", "        \(first)(id: id)", "    }",
            ]
        }
        lines += ["}", ""]
        SourceBlocks.fill(&lines, type: type, firstIndex: 1, random: &random)
        return (lines.joined(separator: "\n") + "\n", used.count)
    }

    private static func lowerFirst(_ name: String) -> String { name.prefix(1).lowercased() + name.dropFirst() }

    static let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "App",
            targets: [.target(name: "App")]
        )

        """

    static func configuration(references: Bool) -> String {
        var text = "version: 1\n" + (references ? "" : "references: false\n")
        text += "components:\n"
        for entry in layers { text += "  \(entry.folder.lowercased()): { paths: [\"Sources/App/\(entry.folder)/**\"] }\n" }
        text += """
            rules:
              - name: Dependencies point inward
                kind: layers
                layers: [presentation, [usecases, infrastructure], domain]

            """
        return text
    }
}
