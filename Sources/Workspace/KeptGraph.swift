import ArchCore

/// The part of a run's graph that an edit to some Swift files' imports leaves as it was, kept by
/// the result cache beside the run's outcome (``WorkspaceLoader/keptGraph(of:_:)``), so that a
/// run after such an edit builds the graph of the edited files alone
/// (``WorkspaceLoader/editedGraph(_:walked:fingerprint:since:records:referencedFiles:kept:)``):
///
/// - every manifest read: the modules and the declared dependencies come from them;
/// - the graph's external modules, each with the number of imports that name it (an import may
///   add one to the graph, or take the last import of one away);
/// - for each Swift file of the walk, in the walk's order: its number of import edges in the graph
///   (after the platform filter), and the external modules its imports name, by their place in
///   that list, once per import;
/// - a digest of the graph's local modules and declared dependencies, which the graph of the
///   edited files must have too.
struct KeptGraph: Equatable {
    struct External: Equatable {
        var name: String
        /// How many imports of the tree's files name it (before the platform filter).
        var imports: Int
    }

    /// The manifests, as ``CacheWriter/manifests(_:)`` writes them.
    var manifests: [UInt8]
    /// The local modules' names, sorted: an import of another name is of an external module.
    var locals: [String]
    /// Sorted by name.
    var externals: [External]
    /// Per Swift file of the walk: its edges, the count of its imports of external modules, and
    /// their places in ``externals``; as varints.
    var files: [UInt8]
    var digest: UInt64

    func encoded() -> [UInt8] {
        var out = CacheWriter(bytes: [])
        out.lengthPrefixed(manifests)
        out.strings(locals)
        out.varint(externals.count)
        for external in externals {
            out.string(external.name)
            out.varint(external.imports)
        }
        out.lengthPrefixed(files)
        out.word(digest)
        return out.bytes
    }

    init(manifests: [UInt8], locals: [String], externals: [External], files: [UInt8], digest: UInt64) {
        self.manifests = manifests
        self.locals = locals
        self.externals = externals
        self.files = files
        self.digest = digest
    }

    /// What ``encoded()`` wrote; `nil` for bad bytes.
    init?(decoding bytes: [UInt8]) {
        var reader = CacheReader(bytes: bytes, offset: 0)
        guard let manifests = reader.byteRun(), let locals = reader.strings(), let count = reader.int(), count <= bytes.count
        else { return nil }
        var externals: [External] = []
        externals.reserveCapacity(count)
        for _ in 0..<count {
            guard let name = reader.string(), let imports = reader.int() else { return nil }
            externals.append(External(name: name, imports: imports))
        }
        guard let files = reader.byteRun(), let digest = reader.word(), reader.offset == bytes.count else { return nil }
        self.init(manifests: manifests, locals: locals, externals: externals, files: files, digest: digest)
    }

    /// What one file gave the graph.
    struct FileTally: Equatable {
        /// Its import edges in the graph.
        var edges = 0
        /// The places in ``KeptGraph/externals`` of the external modules its imports name, once per import.
        var externals: [Int] = []
    }

    /// The tallies of the files at `indices` (positions among the walk's Swift files, ascending);
    /// `nil` for bad bytes.
    func tallies(at indices: [Int]) -> [FileTally]? {
        splicing(indices, with: indices.map { _ in FileTally() })?.old
    }

    /// The tallies of the files at `indices` (positions among the walk's Swift files, ascending),
    /// and ``files`` with theirs replaced by `replacements` (same order); `nil` for bad bytes.
    func splicing(_ indices: [Int], with replacements: [FileTally]) -> (old: [FileTally], files: [UInt8])? {
        var reader = CacheReader(bytes: files, offset: 0)
        var out = CacheWriter(bytes: [])
        out.bytes.reserveCapacity(files.count + 16)
        var old: [FileTally] = []
        var position = 0
        for (index, replacement) in zip(indices, replacements) {
            // Copied as they are up to the file, then its tally read and the new one written.
            let start = reader.offset
            while position < index {
                guard reader.skipTally() else { return nil }
                position += 1
            }
            out.bytes += files[start..<reader.offset]
            guard let tally = reader.tally() else { return nil }
            old.append(tally)
            position += 1
            out.varint(replacement.edges)
            out.varint(replacement.externals.count)
            for external in replacement.externals { out.varint(external) }
        }
        out.bytes += files[reader.offset...]
        return (old, out.bytes)
    }

    /// The digest of what a graph of the same manifests and projects must have whatever its files
    /// import: its local modules and its declared dependencies.
    static func digest(of graph: Graph) -> UInt64 {
        var digest = Digester()
        for module in graph.modules where module.kind != .external {
            digest.add(module.id.package)
            digest.add(module.id.name)
            switch module.kind {
            case .target(let kind): digest.add(kind.rawValue)
            case .configured: digest.add(1)
            case .external: digest.add(2)
            }
            digest.add(module.sourceRoot)
        }
        digest.add(graph.dependencies.count)
        for dependency in graph.dependencies {
            digest.add(dependency.from.package)
            digest.add(dependency.from.name)
            digest.add(dependency.to.package)
            digest.add(dependency.to.name)
            digest.add(dependency.location.file)
            digest.add(dependency.location.line)
            digest.add(dependency.location.column)
            digest.add(dependency.product)
            digest.add(dependency.platforms ?? [])
        }
        return digest.value
    }
}

extension CacheWriter {
    /// A count, then each manifest.
    mutating func manifests(_ manifests: [Manifest]) {
        varint(manifests.count)
        for manifest in manifests { self.manifest(manifest) }
    }
}

extension CacheReader {
    /// A length-prefixed run of bytes; `nil` for bad bytes.
    mutating func byteRun() -> [UInt8]? {
        guard let length = int(), length <= bytes.count - offset else { return nil }
        defer { offset += length }
        return Array(bytes[offset..<(offset + length)])
    }

    /// What ``CacheWriter/manifests(_:)`` wrote; `nil` for bad bytes.
    mutating func manifests() -> [Manifest]? { array { $0.manifest() } }

    fileprivate mutating func tally() -> KeptGraph.FileTally? {
        guard let edges = int(), let count = int(), count <= bytes.count - offset else { return nil }
        var tally = KeptGraph.FileTally(edges: edges)
        tally.externals.reserveCapacity(count)
        for _ in 0..<count {
            guard let external = int() else { return nil }
            tally.externals.append(external)
        }
        return tally
    }

    fileprivate mutating func skipTally() -> Bool {
        guard int() != nil, let count = int(), count <= bytes.count - offset else { return false }
        for _ in 0..<count {
            guard varint() != nil else { return false }
        }
        return true
    }
}
