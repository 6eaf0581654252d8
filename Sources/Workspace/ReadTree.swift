import ArchCore

/// What one manifest or Swift file gave a run, for ``ReadTree/records``.
struct FileDigest: Sendable {
    var path: String
    /// A hash of what the graph takes from the file: its imports, where they are, the comments
    /// kept (suppressions); a manifest's bytes; or the problem that kept it from being read.
    var scanned: UInt64
    /// A hash of its imports without their lines and columns, for a Swift file without kept
    /// comments; 0 for any other file (and never compared then). Equal shapes and different
    /// ``scanned`` hashes mean the file's imports moved: the same imports, in the same order.
    var shape: UInt64 = 0
    /// A hash of its bytes and their count; `nil` when it could not be read.
    var bytes: (hash: UInt64, size: Int)?

    init(path: String, content: ScanCache.Content, comments: [MarkedComment]?, hash: UInt64, size: Int) {
        var digest = Digester()
        var shape: UInt64 = 0
        switch content {
        case .imports(let imports):
            // The imports hashed once without their places, then their places.
            var unplaced = Digester()
            unplaced.add(4)
            unplaced.add(imports, placed: false)
            digest.add(0)
            digest.add(unplaced.value)
            for item in imports {
                digest.add(item.line)
                digest.add(item.column)
            }
            if comments?.isEmpty ?? true { shape = unplaced.value }
        case .manifest:
            // A manifest's bytes decide: a changed manifest rebuilds the graph.
            digest.add(1)
            digest.add(hash)
            digest.add(size)
        }
        digest.add(comments ?? [])
        self.init(path: path, scanned: digest.value, bytes: (hash, size))
        self.shape = shape
    }

    init(path: String, partial imports: [Import], _ finding: Finding, comments: [MarkedComment]?, hash: UInt64, size: Int) {
        var digest = Digester()
        digest.add(2)
        digest.add(imports)
        digest.add(finding)
        digest.add(comments ?? [])
        self.init(path: path, scanned: digest.value, bytes: (hash, size))
    }

    init(path: String, problem: Finding) {
        var digest = Digester()
        digest.add(3)
        digest.add(problem)
        self.init(path: path, scanned: digest.value, bytes: nil)
    }

    /// A file's place when no digest is needed (see ``FileReading/digests``).
    init(unrecorded path: String) {
        self.init(path: path, scanned: 0, bytes: nil)
    }

    private init(path: String, scanned: UInt64, bytes: (hash: UInt64, size: Int)?) {
        self.path = path
        self.scanned = scanned
        self.bytes = bytes
    }
}

extension Digester {
    /// Every field of every import, as the scan cache keeps them; without their lines and
    /// columns when not `placed`.
    mutating func add(_ imports: [Import], placed: Bool = true) {
        add(imports.count)
        for item in imports {
            add(item.module)
            add(item.path)
            add(item.kind)
            add(item.attributes)
            add(item.accessLevel?.rawValue)
            if placed {
                add(item.line)
                add(item.column)
            }
            add(item.conditions)
        }
    }

    mutating func add(_ comments: [MarkedComment]) {
        add(comments.count)
        for comment in comments {
            add(comment.location.line)
            add(comment.location.column)
            add(comment.text)
            add(comment.targetLine ?? 0)
        }
    }

    mutating func add(_ finding: Finding) {
        add(finding.ruleID)
        add(finding.message)
        add(finding.location.map { "\($0.file):\($0.line):\($0.column)" })
    }
}

/// A walked tree whose manifests and Swift files have been read (from the scan cache when their
/// stamps allow), before its graph is built: ``WorkspaceLoader/read(_:walked:)``, then
/// ``WorkspaceLoader/build(_:)``. One thread at a time uses it (its one mutable property is set by
/// ``WorkspaceLoader/build(_:)``); it is `Sendable` so that it can be freed on another thread.
public final class ReadTree: @unchecked Sendable {
    let options: WorkspaceOptions
    let walked: WalkedTree
    let result: FileReading.Result
    /// The Xcode projects, specs and build settings, read while the Swift files were.
    let projects: BackgroundWork<XcodeProjectFiles.Result>
    /// The sources that claim their own files in the walk (Bazel's), read while the Swift files were.
    let walkedSources: BackgroundWork<[any GraphSource & Sendable]>
    /// The files whose references (the types they declare and name) went into the graph, set by
    /// ``WorkspaceLoader/build(_:)``: for these, a change of any byte may change the graph.
    public internal(set) var referencedFiles: [String] = []

    init(
        options: WorkspaceOptions, walked: WalkedTree, result: FileReading.Result,
        projects: BackgroundWork<XcodeProjectFiles.Result>, walkedSources: BackgroundWork<[any GraphSource & Sendable]>
    ) {
        self.options = options
        self.walked = walked
        self.result = result
        self.projects = projects
        self.walkedSources = walkedSources
    }

    /// What each manifest and Swift file gave the graph, in the walk's order (manifests first),
    /// for ``WorkspaceLoader/unchangedGraph(_:referencedFiles:)``.
    public var records: [UInt8] { FileDigest.encode(result.digests.map { ($0.scanned, $0.shape, $0.bytes) }) }

    /// Where the imports of each of `files` that is a Swift file read are, in the file's order:
    /// kept with the outcome for the files its findings point into, so that a later run can move
    /// those findings with the imports (``WorkspaceLoader/unchangedGraph(_:referencedFiles:)``).
    public func importPlaces(of files: Set<String>) -> [String: [SourceLocation]] {
        guard !files.isEmpty else { return [:] }
        var places: [String: [SourceLocation]] = [:]
        for (path, imports) in result.files where files.contains(path) {
            places[path] = ImportPlaces.places(of: imports, in: path)
        }
        return places
    }
}

/// The places of the imports of some files (``ReadTree/importPlaces(of:)``), as the result cache
/// keeps them.
public enum ImportPlaces {
    /// The places of `imports`, read from the file at `path`, in its order.
    static func places(of imports: [Import], in path: String) -> [SourceLocation] {
        imports.map { SourceLocation(file: path, line: $0.line, column: $0.column) }
    }

    public static func encode(_ places: [String: [SourceLocation]]) -> [UInt8] {
        var out = CacheWriter(bytes: [])
        out.varint(places.count)
        for path in places.keys.sorted() {
            let locations = places[path] ?? []
            out.string(path)
            out.varint(locations.count)
            for location in locations {
                out.varint(location.line)
                out.varint(location.column)
            }
        }
        return out.bytes
    }

    /// What ``encode(_:)`` wrote; `nil` for bad bytes.
    public static func decode(_ bytes: [UInt8]) -> [String: [SourceLocation]]? {
        var reader = CacheReader(bytes: bytes, offset: 0)
        guard let count = reader.int(), count <= bytes.count else { return nil }
        var places: [String: [SourceLocation]] = [:]
        for _ in 0..<count {
            guard let path = reader.string(), let imports = reader.int(), imports <= bytes.count else { return nil }
            var locations: [SourceLocation] = []
            locations.reserveCapacity(imports)
            for _ in 0..<imports {
                guard let line = reader.int(), let column = reader.int() else { return nil }
                locations.append(SourceLocation(file: path, line: line, column: column))
            }
            places[path] = locations
        }
        return reader.offset == bytes.count ? places : nil
    }
}

extension FileDigest {
    typealias Record = (scanned: UInt64, shape: UInt64, bytes: (hash: UInt64, size: Int)?)

    /// Each record's ``scanned`` and ``shape`` hashes, then its bytes' hash and size when it has them.
    static func encode(_ records: [Record]) -> [UInt8] {
        var out = CacheWriter(bytes: [])
        out.bytes.reserveCapacity(records.count * 28 + 8)
        out.varint(records.count)
        for record in records {
            out.word(record.scanned)
            out.word(record.shape)
            out.bool(record.bytes != nil)
            if let bytes = record.bytes {
                out.word(bytes.hash)
                out.varint(bytes.size)
            }
        }
        return out.bytes
    }

    /// The records ``encode(_:)`` wrote; `nil` for bad bytes.
    static func decode(_ bytes: [UInt8]) -> [Record]? {
        var reader = CacheReader(bytes: bytes, offset: 0)
        guard let count = reader.int(), count <= bytes.count else { return nil }
        var records: [Record] = []
        records.reserveCapacity(count)
        for _ in 0..<count {
            guard let scanned = reader.word(), let shape = reader.word(), let has = reader.bool(), let has else { return nil }
            if has {
                guard let hash = reader.word(), let size = reader.int() else { return nil }
                records.append((scanned, shape, (hash, size)))
            } else {
                records.append((scanned, shape, nil))
            }
        }
        return reader.offset == bytes.count ? records : nil
    }
}

extension WalkedTree {
    /// The manifests and Swift files (by index: manifests first, then Swift files, in the walk's
    /// order) whose stamps differ between `current` (this walk's ``fingerprint``) and `kept`, an
    /// earlier walk's; `nil` when anything else differs: a folder, a file added, removed or
    /// renamed, another file the readers read (an Xcode project, a spec, build settings), a
    /// problem, or a file without a stamp. The two are compared in place, field by field.
    func changedFiles(_ current: [UInt8], since kept: [UInt8]) -> [Int]? {
        guard [listing.manifests, listing.swiftFiles].allSatisfy({ $0.allSatisfy { $0.stamp != nil } }) else { return nil }
        var (now, then) = (CacheReader(bytes: current, offset: 0), CacheReader(bytes: kept, offset: 0))
        // The folders: a count, then each name.
        guard now.skipStrings(), then.skipStrings(), current[..<now.offset].elementsEqual(kept[..<then.offset]) else {
            return nil
        }
        var changed: [Int] = []
        var index = 0
        // Every stamp is written in the same number of bytes.
        var oneStamp = CacheWriter(bytes: [])
        if let stamp = (listing.manifests.first ?? listing.swiftFiles.first)?.stamp { oneStamp.stamp(stamp) }
        let stampSize = oneStamp.bytes.count
        for count in [listing.manifests.count, listing.swiftFiles.count] {
            guard now.int() == count, then.int() == count else { return nil }
            for _ in 0..<count {
                let (pathNow, pathThen) = (now.offset, then.offset)
                guard now.skipString(), then.skipString(),
                    current[pathNow..<now.offset].elementsEqual(kept[pathThen..<then.offset]),
                    now.offset + stampSize <= current.count, then.offset + stampSize <= kept.count
                else { return nil }
                if !current[now.offset..<(now.offset + stampSize)].elementsEqual(kept[then.offset..<(then.offset + stampSize)]) {
                    changed.append(index)
                }
                now.offset += stampSize
                then.offset += stampSize
                index += 1
            }
        }
        return current[now.offset...].elementsEqual(kept[then.offset...]) ? changed : nil
    }
}

extension CacheReader {
    /// Moves past one length-prefixed string; `false` for bad bytes.
    mutating func skipString() -> Bool {
        guard let length = int(), length <= bytes.count - offset else { return false }
        offset += length
        return true
    }

    /// Moves past a count of strings and the strings; `false` for bad bytes.
    mutating func skipStrings() -> Bool {
        guard let count = int(), count <= bytes.count - offset else { return false }
        for _ in 0..<count {
            guard skipString() else { return false }
        }
        return true
    }
}

/// The Swift files whose stamps changed since an earlier run's walk, read again, with that run's
/// records (``ReadTree/records``): what ``WorkspaceLoader/unchangedGraph(_:referencedFiles:)`` and
/// ``WorkspaceLoader/editedGraph(_:walked:_:referencedFiles:kept:checkingArcs:)`` start from, read once.
public struct ChangedSwiftFiles: Sendable {
    /// By index among the walk's manifests and Swift files.
    let changed: [Int]
    let read: FileReading.Result
    let records: [FileDigest.Record]
}

/// What ``WorkspaceLoader/unchangedGraph(_:referencedFiles:)``
/// found: the earlier run's graph is this tree's, but for the places of some files' imports.
public struct UnchangedGraph: Sendable {
    /// The records for this tree (``ReadTree/records``).
    public let records: [UInt8]
    /// The files whose imports moved: the same imports (modules, paths, kinds, attributes,
    /// conditions) in the same order, at other lines or columns; each with its imports' places
    /// now, in the file's order. Empty when no import moved.
    public let moved: [String: [SourceLocation]]
}

extension WorkspaceLoader {
    /// Whether reading the tree again would build the graph an earlier run built, but for the
    /// places of some files' imports; if so, that graph's records for this tree
    /// (``ReadTree/records``) and the imports that moved. `reading` holds the files changed since
    /// the earlier run (``changedSwiftFiles(_:walked:fingerprint:since:records:)``), and
    /// `referencedFiles` are that run's ``ReadTree/referencedFiles``.
    ///
    /// Only the Swift files whose stamps changed are read: the graph is the same when each gives
    /// what it gave before (the same imports in the same places, the same kept comments), and
    /// every byte is the same in the files whose references the graph holds. A file without kept
    /// comments whose imports are the same, in the same order, at other places (lines added
    /// above them) is in ``UnchangedGraph/moved``. Any other change (an import added, removed or
    /// changed, a suppression comment, a manifest, a file added or removed, an Xcode project)
    /// answers `nil`.
    public static func unchangedGraph(_ reading: ChangedSwiftFiles, referencedFiles: [String]) -> UnchangedGraph? {
        let (changed, read) = (reading.changed, reading.read)
        var earlier = reading.records
        let whole = Set(referencedFiles)
        var movedFiles: Set<String> = []
        for (index, digest) in zip(changed, read.digests) {
            let before = earlier[index]
            if whole.contains(digest.path) {
                guard let now = digest.bytes, let then = before.bytes, now == then else { return nil }
            } else if digest.scanned != before.scanned {
                guard digest.shape != 0, digest.shape == before.shape else { return nil }
                movedFiles.insert(digest.path)
            }
            earlier[index] = (digest.scanned, digest.shape, digest.bytes)
        }
        var moved: [String: [SourceLocation]] = [:]
        for (path, imports) in read.files where movedFiles.contains(path) {
            moved[path] = ImportPlaces.places(of: imports, in: path)
        }
        guard moved.count == movedFiles.count else { return nil }
        return UnchangedGraph(records: FileDigest.encode(earlier), moved: moved)
    }

    /// The Swift files whose stamps changed since an earlier walk, read again. `fingerprint` is
    /// `walked`'s ``WalkedTree/fingerprint``; the earlier run is given by its walk's fingerprint
    /// (`kept`, of a settled tree, so that an equal stamp proves equal bytes, see
    /// ``WalkedTree/changedFiles(_:since:)``) and its ``ReadTree/records``. `nil` when anything but
    /// Swift files changed, or the records do not decode or fit the walk.
    public static func changedSwiftFiles(
        _ options: WorkspaceOptions, walked: WalkedTree, fingerprint: [UInt8], since kept: [UInt8], records: [UInt8]
    ) -> ChangedSwiftFiles? {
        let manifests = walked.listing.manifests.count
        guard let changed = walked.changedFiles(fingerprint, since: kept), changed.allSatisfy({ $0 >= manifests }),
            let earlier = FileDigest.decode(records), earlier.count == manifests + walked.listing.swiftFiles.count
        else { return nil }
        let reading = FileReading(
            root: walked.root, cache: nil, started: walked.started, progress: nil, keepComments: options.keepComments)
        let read = reading.read(manifests: [], sources: changed.map { walked.listing.swiftFiles[$0 - manifests] })
        guard read.digests.count == changed.count else { return nil }
        return ChangedSwiftFiles(changed: changed, read: read, records: earlier)
    }
}
