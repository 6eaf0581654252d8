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
        let folders = ModuleFolders(files: files, declaredRoot: graph.modules.first { $0.id == module }?.sourceRoot)
        func folder(_ file: String) -> String { folders.folder(of: file, depth: depth) ?? topLevelFolder }
        // A file two modules compile (a package target and an Xcode target over the same folder) is
        // read for references once, as part of the first: the references between the module's
        // files are what counts, whichever module they were read for.
        let members = Set(files)
        var edges = EdgeTallies(findings: findings)
        for reference in graph.references where members.contains(reference.file) && members.contains(reference.declaringFile) {
            let from = folder(reference.file), to = folder(reference.declaringFile)
            guard from != to else { continue }
            edges.add(from: from, to: to, at: reference.location)
        }
        // By path, the top level first.
        let names = Set(files.map(folder)).sorted { a, b in b != topLevelFolder && (a == topLevelFolder || a < b) }
        return DependencyDiagram(level: .folder, nodes: names.map { Node(name: $0) }, edges: edges.edges)
    }

    /// The node of the files directly in the module's folder.
    public static let topLevelFolder = "(top level)"
}
