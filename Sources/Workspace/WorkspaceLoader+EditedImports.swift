import ArchCore

/// What ``WorkspaceLoader/editedGraph(_:walked:_:referencedFiles:kept:checkingArcs:)``
/// found: Swift files whose imports changed (one added, removed or changed), and nothing else.
public struct EditedGraph: Sendable {
    /// The graph of the edited files alone: every module (external ones included) and declared
    /// dependency of the whole tree's graph, the edited files and their imports.
    public let graph: Graph
    /// The edited files (those read again whose imports or places changed).
    public let files: Set<String>
    /// How many more import edges the whole graph has now (fewer when negative).
    public let addedImports: Int
    /// The records for this tree (``ReadTree/records``).
    public let records: [UInt8]
    /// The kept graph for this tree (``WorkspaceLoader/keptGraph(of:_:arcs:)``).
    public let kept: [UInt8]
    /// The places of the edited files' imports now, in each file's order.
    public let places: [String: [SourceLocation]]
}

extension WorkspaceLoader {
    /// What the result cache keeps of `graph` (read from `tree`) for a run after an edit to Swift
    /// files' imports (``KeptGraph``); empty when the graph's files and the walk do not line up
    /// (nothing is kept then, and such a run reads the whole tree). With `arcs`, the module
    /// graph's arcs are kept too, for rules that judge them (``KeptGraph/Arc``).
    public static func keptGraph(of graph: Graph, _ tree: ReadTree, arcs wantsArcs: Bool = false) -> [UInt8] {
        var manifests = CacheWriter(bytes: [])
        manifests.manifests(tree.result.manifests)
        let externals = graph.modules.filter { $0.kind == .external }.map(\.id.name).sorted()
        // Each module name once: its place among the external modules, or -1 for a local module.
        var place: [String: Int] = [:]
        for module in graph.modules where module.kind != .external { place[module.id.name] = -1 }
        for (index, name) in externals.enumerated() { place[name] = index }
        var imports = Array(repeating: 0, count: externals.count)
        let (files, edges) = (graph.files, graph.imports)
        var out = CacheWriter(bytes: [])
        out.bytes.reserveCapacity(tree.walked.listing.swiftFiles.count * 4)
        var (fileIndex, edgeIndex) = (0, 0)
        var reached: [Int] = []
        // Most imports name the module the one before named (Foundation in file after file).
        var last: (name: String, place: Int)?
        // Both lists are in the walk's order (by path); the graph leaves out the files it did not
        // read or that are compiled nowhere. By index: a `for item in` copies each import.
        for walkedFile in tree.walked.listing.swiftFiles {
            let path = walkedFile.path
            var count = 0
            while edgeIndex < edges.count, edges[edgeIndex].file == path {
                count += 1
                edgeIndex += 1
            }
            reached.removeAll(keepingCapacity: true)
            if fileIndex < files.count, files[fileIndex].path == path {
                let fileImports = files[fileIndex].imports
                for position in fileImports.indices {
                    let name = fileImports[position].module
                    let index: Int
                    if let last, last.name == name {
                        index = last.place
                    } else {
                        guard let found = place[name] else { return [] }
                        index = found
                        last = (name, found)
                    }
                    guard index >= 0 else { continue }
                    reached.append(index)
                    imports[index] += 1
                }
                fileIndex += 1
            }
            out.varint(count)
            out.varint(reached.count)
            for index in reached { out.varint(index) }
        }
        guard fileIndex == files.count, edgeIndex == edges.count else { return [] }
        let locals = Set(graph.modules.lazy.filter { $0.kind != .external }.map(\.id.name)).sorted()
        var arcs: [KeptGraph.Arc]?
        if wantsArcs {
            guard let found = KeptGraph.arcs(of: graph, files: tree.walked.listing.swiftFiles) else { return [] }
            arcs = found
        }
        let kept = KeptGraph(
            manifests: manifests.bytes, locals: locals,
            externals: zip(externals, imports).map { KeptGraph.External(name: $0, imports: $1) }, files: out.bytes,
            digest: KeptGraph.digest(of: graph), arcs: arcs, exports: edges.contains { $0.isExported })
        return kept.encoded()
    }

    /// The kept graph (`kept`, ``keptGraph(of:_:arcs:)``) after the imports of the files at
    /// `moved` moved (``UnchangedGraph/moved``: the same imports at other places): as it was, since
    /// it holds no import's place, but for its arcs' first edges (``KeptGraph/Arc``); empty (a
    /// later edit reads the whole tree) when a moved file holds one.
    public static func keptGraph(_ kept: [UInt8], afterMoving moved: Set<String>, walked: WalkedTree) -> [UInt8] {
        guard !kept.isEmpty, let graph = KeptGraph(decoding: kept) else { return [] }
        guard let arcs = graph.arcs else { return kept }
        let files = walked.listing.swiftFiles
        let stays = arcs.allSatisfy { arc in arc.file < files.count && !moved.contains(files[arc.file].path) }
        return stays ? kept : []
    }

    /// Whether an earlier run's graph (`kept`, ``keptGraph(of:_:arcs:)``) is this tree's but for the
    /// imports of some Swift files; if so, the graph of those files alone, with every module and
    /// declared dependency of the whole graph. The earlier run is given as for
    /// ``unchangedGraph(_:referencedFiles:)``: by the files changed since (`reading`) and its
    /// ``ReadTree/referencedFiles``.
    ///
    /// `nil` (read the whole tree) when anything else changed or may have: a file read in part
    /// or not at all, a suppression comment before or after, a file whose every byte counts
    /// (`referencedFiles`), an edited file in no module, or a change to the graph's modules (an
    /// import of a module no other file imports, or of the last one; local modules and declared
    /// dependencies other than the kept ones). With `checkingArcs`, also when the edit changes
    /// the module graph's arcs or the first edge behind one (``KeptGraph/keepsArcs(_:edited:paths:)``),
    /// or the kept graph has no arcs. With `checkingExports`, also when an import re-exports its
    /// module (`@_exported import`), in the kept graph or in an edited file.
    public static func editedGraph(
        _ options: WorkspaceOptions, walked: WalkedTree, _ reading: ChangedSwiftFiles, referencedFiles: [String],
        kept bytes: [UInt8], checkingArcs: Bool = false, checkingExports: Bool = false
    ) -> EditedGraph? {
        guard referencedFiles.isEmpty, !bytes.isEmpty, let kept = KeptGraph(decoding: bytes) else { return nil }
        guard !checkingExports || !kept.exports else { return nil }
        var earlier = reading.records
        let (changed, read) = (reading.changed, reading.read)
        guard read.problems.isEmpty, read.files.count == changed.count else { return nil }
        let manifestCount = walked.listing.manifests.count
        var edited: [Int] = []
        for (index, digest) in zip(changed, read.digests) {
            let before = earlier[index]
            if digest.scanned != before.scanned {
                // Read whole, with no kept comment before or after (a suppression may move or
                // silence a finding anywhere in its file).
                guard digest.shape != 0, before.shape != 0 else { return nil }
                edited.append(index - manifestCount)
            }
            earlier[index] = (digest.scanned, digest.shape, digest.bytes)
        }
        guard !edited.isEmpty else { return nil }
        let paths = edited.map { walked.listing.swiftFiles[$0].path }
        // The modules the edited files' imports name, by name, before any project is read again:
        // an import of a module the graph did not have, or the last import of one taken away,
        // reads the whole tree.
        let locals = Set(kept.locals)
        var place: [String: Int] = [:]
        for (index, external) in kept.externals.enumerated() { place[external.name] = index }
        let importsByPath = Dictionary(read.files, uniquingKeysWith: { first, _ in first })
        // An arc's first edge taken from its place is known before anything is built.
        guard !checkingArcs || kept.firstEdgesMayStay(edited, paths: paths, imports: importsByPath) else { return nil }
        var named: [[Int]] = []
        var exports = kept.exports
        for path in paths {
            guard let imports = importsByPath[path] else { return nil }
            if imports.contains(where: \.isExported) {
                guard !checkingExports else { return nil }
                exports = true
            }
            var reached: [Int] = []
            for item in imports where !locals.contains(item.module) {
                guard let index = place[item.module] else { return nil }  // a module the graph did not have
                reached.append(index)
            }
            named.append(reached)
        }
        guard let old = kept.tallies(at: edited) else { return nil }
        var externals = kept.externals
        for tally in old {
            for index in tally.externals {
                guard index < externals.count else { return nil }
                externals[index].imports -= 1
            }
        }
        for reached in named {
            for index in reached { externals[index].imports += 1 }
        }
        // An external module whose last import went away leaves the graph, unless something else
        // names it, which the kept graph cannot tell.
        for (before, after) in zip(kept.externals, externals) where before.imports > 0 && after.imports <= 0 {
            return nil
        }
        var manifestReader = CacheReader(bytes: kept.manifests, offset: 0)
        guard let manifests = manifestReader.manifests(), manifestReader.offset == kept.manifests.count else { return nil }
        let wanted = Set(paths)
        var result = FileReading.Result()
        result.manifests = manifests
        result.files = read.files.filter { wanted.contains($0.0) }
        var reduced = options
        reduced.cache = nil
        reduced.referenceModules = nil
        reduced.progress = nil
        let (projects, walkedSources) = startReadingProjects(reduced, walked: walked)
        var graph = build(
            ReadTree(options: reduced, walked: walked, result: result, projects: projects, walkedSources: walkedSources))
        guard graph.files.count == paths.count, graph.files.allSatisfy({ $0.module != nil }) else { return nil }
        // The graph's local modules are the kept ones (the digest below checks the rest).
        var local: Set<String> = []
        for module in graph.modules where module.kind != .external { local.insert(module.id.name) }
        guard local == locals else { return nil }
        // Each edited file's import edges now (the graph's files and imports are in path order).
        var byPath: [String: Int] = [:]
        for (index, path) in paths.enumerated() { byPath[path] = index }
        var tallies = named.map { KeptGraph.FileTally(edges: 0, externals: $0) }
        for edge in graph.imports {
            guard let index = byPath[edge.file] else { return nil }
            tallies[index].edges += 1
        }
        guard let (_, files) = kept.splicing(edited, with: tallies) else { return nil }
        let present = Set(graph.modules.lazy.filter { $0.kind == .external }.map(\.id.name))
        graph.modules += kept.externals.filter { !present.contains($0.name) }.map {
            Module(id: .external($0.name), kind: .external)
        }
        graph.modules.sort { $0.id < $1.id }
        guard KeptGraph.digest(of: graph) == kept.digest else { return nil }
        if checkingArcs, !kept.keepsArcs(graph, edited: edited, paths: paths) { return nil }
        let addedImports = graph.imports.count - old.reduce(0) { $0 + $1.edges }
        var places: [String: [SourceLocation]] = [:]
        for file in graph.files { places[file.path] = ImportPlaces.places(of: file.imports, in: file.path) }
        let updated = KeptGraph(
            manifests: kept.manifests, locals: kept.locals, externals: externals, files: files, digest: kept.digest,
            arcs: kept.arcs, exports: exports)
        return EditedGraph(
            graph: graph, files: wanted, addedImports: addedImports, records: FileDigest.encode(earlier),
            kept: updated.encoded(), places: places)
    }
}
