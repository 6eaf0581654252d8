import ArchCore

extension DependencyDiagram {
    /// The folders of one module and the references between their files (``ArchCore/Graph/references``):
    /// inside a module Swift needs no `import`, so this is the module's layering when its layers are
    /// folders. One node per folder `depth` levels below the module's folder (its `sourceRoot` when
    /// every file is under it, else the folder all its files share), sorted by path; files directly
    /// in that folder form the node ``topLevelFolder``. One edge per pair of folders, counting the
    /// files of one that use declarations of a file of the other (a file using two files of the
    /// other folder counts twice); references inside one folder are left out. An edge is violating
    /// when one of `findings` is at the first use of one of its references.
    ///
    /// The references are only there for modules archlint read them for (see
    /// `WorkspaceOptions.referenceModules`); a module without any draws its folders and no edge.
    public static func folders(
        of module: ModuleID, in graph: Graph, depth: Int = 1, findings: [Finding] = []
    ) -> DependencyDiagram {
        let files = graph.files.filter { $0.modules.contains(module) }.map(\.path)
        let declaredRoot = graph.modules.first { $0.id == module }?.sourceRoot
        let root = FolderPath.root(of: files, declared: declaredRoot)
        let depth = max(1, depth)
        func folder(_ file: String) -> String { FolderPath.folder(of: file, under: root, depth: depth) }
        let reported = Set(findings.compactMap(\.location))
        var edges: [[String]: Edge] = [:]
        for reference in graph.references where reference.module == module {
            let from = folder(reference.file), to = folder(reference.declaringFile)
            guard from != to else { continue }
            edges[[from, to], default: Edge(from: from, to: to, count: 0)].count += 1
            if reported.contains(reference.location) { edges[[from, to]]?.violating = true }
        }
        let names = Set(files.map(folder)).sorted { FolderPath.order($0, $1) }
        return DependencyDiagram(level: .folder, nodes: names.map { Node(name: $0) }, edges: Array(edges.values))
    }

    /// The node of the files directly in the module's folder.
    public static let topLevelFolder = "(top level)"
}

/// Folder names of a module's files, relative to the module's folder.
enum FolderPath {
    /// `declared` when every file is under it, else the longest folder every file is under ("" for
    /// the repository root).
    static func root(of files: [String], declared: String?) -> String {
        if let declared, !declared.isEmpty, files.allSatisfy({ $0.hasPrefix(declared + "/") }) { return declared }
        guard var common = files.first.map(folderComponents) else { return "" }
        for file in files.dropFirst() {
            let components = folderComponents(file)
            let shared = zip(common, components).prefix { $0 == $1 }.count
            common.removeLast(common.count - shared)
        }
        return common.joined(separator: "/")
    }

    /// The first `depth` folders of `file` below `root`, or ``DependencyDiagram/topLevelFolder``.
    static func folder(of file: String, under root: String, depth: Int) -> String {
        let relative = root.isEmpty ? Substring(file) : file.dropFirst(root.count + 1)
        let folders = relative.split(separator: "/", omittingEmptySubsequences: true).dropLast()
        guard !folders.isEmpty else { return DependencyDiagram.topLevelFolder }
        return folders.prefix(depth).joined(separator: "/")
    }

    /// Paths by name, the top-level node first.
    static func order(_ a: String, _ b: String) -> Bool {
        if a == DependencyDiagram.topLevelFolder { return b != a }
        if b == DependencyDiagram.topLevelFolder { return false }
        return a < b
    }

    private static func folderComponents(_ file: String) -> [Substring] {
        Array(file.split(separator: "/", omittingEmptySubsequences: true).dropLast())
    }
}
