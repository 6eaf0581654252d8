import ArchCore

extension ConfigurationDraft {
    /// Folder names that hold test data by convention, compared case aside.
    static let fixtureFolderNames: Set<String> = ["fixtures", "fixture", "__fixtures__", "testfixtures", "testdata", "test-data", "test_data", "test data"]

    /// The folders of test fixtures `archlint init` proposes to leave out, as `exclude:` globs
    /// (`Tests/Fixtures/**`): a folder named like one (``fixtureFolderNames``) that holds a
    /// package, a project or spec, or a file archlint could not read. Packages kept as test data
    /// are often broken on purpose, and their errors no rule exception can silence. Sorted.
    public static func fixtureFolders(in graph: Graph) -> [String] {
        let places = graph.manifests.map { $0.location.file } + graph.xcodeProjects
            + graph.problems.filter { $0.severity == .error }.compactMap { $0.location?.file }
        var folders: Set<String> = []
        for place in places {
            let parts = place.split(separator: "/", omittingEmptySubsequences: false)
            // The outermost fixture folder above the file (the file's own name is not a folder).
            guard let index = parts.dropLast().firstIndex(where: { fixtureFolderNames.contains($0.lowercased()) }) else { continue }
            folders.insert(parts[...index].joined(separator: "/"))
        }
        // A folder inside another proposed one adds nothing.
        // A folder inside another proposed one adds nothing; a name a glob cannot say literally is left alone.
        return folders.filter { folder in
            !folder.contains(where: { "*?{}[],\\".contains($0) }) && !folders.contains { $0 != folder && RelativePath.isInside(folder, $0) }
        }
            .map { $0 + "/**" }.sorted()
    }
}
