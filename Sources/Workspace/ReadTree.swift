import ArchCore

/// What one manifest or Swift file gave a run, for ``ReadTree/records``.
struct FileDigest: Sendable {
    var path: String
    /// A hash of what the graph takes from the file: its imports, where they are, the comments
    /// kept (suppressions); a manifest's bytes; or the problem that kept it from being read.
    var scanned: UInt64
    /// A hash of its bytes and their count; `nil` when it could not be read.
    var bytes: (hash: UInt64, size: Int)?

    init(path: String, content: ScanCache.Content, comments: [MarkedComment]?, hash: UInt64, size: Int) {
        var digest = Digester()
        switch content {
        case .imports(let imports):
            digest.add(0)
            digest.add(imports)
        case .manifest:
            // A manifest's bytes decide: a changed manifest rebuilds the graph.
            digest.add(1)
            digest.add(hash)
            digest.add(size)
        }
        digest.add(comments ?? [])
        self.init(path: path, scanned: digest.value, bytes: (hash, size))
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
    /// Every field of every import, as the scan cache keeps them.
    mutating func add(_ imports: [Import]) {
        add(imports.count)
        for item in imports {
            add(item.module)
            add(item.path)
            add(item.kind)
            add(item.attributes)
            add(item.accessLevel?.rawValue)
            add(item.line)
            add(item.column)
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
    /// for ``WorkspaceLoader/unchangedGraph(_:walked:fingerprint:since:records:referencedFiles:)``.
    public var records: [UInt8] { FileDigest.encode(result.digests.map { ($0.scanned, $0.bytes) }) }
}

extension FileDigest {
    /// Each record's ``scanned`` hash, then its bytes' hash and size when it has them.
    static func encode(_ records: [(scanned: UInt64, bytes: (hash: UInt64, size: Int)?)]) -> [UInt8] {
        var out = CacheWriter(bytes: [])
        out.bytes.reserveCapacity(records.count * 20 + 8)
        out.varint(records.count)
        for record in records {
            out.word(record.scanned)
            out.bool(record.bytes != nil)
            if let bytes = record.bytes {
                out.word(bytes.hash)
                out.varint(bytes.size)
            }
        }
        return out.bytes
    }

    /// The records ``encode(_:)`` wrote; `nil` for bad bytes.
    static func decode(_ bytes: [UInt8]) -> [(scanned: UInt64, bytes: (hash: UInt64, size: Int)?)]? {
        var reader = CacheReader(bytes: bytes, offset: 0)
        guard let count = reader.int(), count <= bytes.count else { return nil }
        var records: [(scanned: UInt64, bytes: (hash: UInt64, size: Int)?)] = []
        records.reserveCapacity(count)
        for _ in 0..<count {
            guard let scanned = reader.word(), let has = reader.bool(), let has else { return nil }
            if has {
                guard let hash = reader.word(), let size = reader.int() else { return nil }
                records.append((scanned, (hash, size)))
            } else {
                records.append((scanned, nil))
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

extension WorkspaceLoader {
    /// Whether reading the tree again would build the graph an earlier run built, and if so,
    /// that graph's records for this tree (``ReadTree/records``). `fingerprint` is `walked`'s
    /// ``WalkedTree/fingerprint``. The earlier run is given by its
    /// walk's ``WalkedTree/fingerprint`` (`kept`, of a settled tree, so that an equal stamp
    /// proves equal bytes), its ``ReadTree/records`` and its ``ReadTree/referencedFiles``.
    ///
    /// Only the Swift files whose stamps changed are read: the graph is the same when each gives
    /// what it gave before (the same imports in the same places, the same kept comments), and
    /// every byte is the same in the files whose references the graph holds. Any other change
    /// (a manifest, a file added or removed, an Xcode project) answers `nil`.
    public static func unchangedGraph(
        _ options: WorkspaceOptions, walked: WalkedTree, fingerprint: [UInt8], since kept: [UInt8], records: [UInt8],
        referencedFiles: [String]
    ) -> [UInt8]? {
        let manifests = walked.listing.manifests.count
        guard let changed = walked.changedFiles(fingerprint, since: kept), changed.allSatisfy({ $0 >= manifests }),
            var earlier = FileDigest.decode(records), earlier.count == manifests + walked.listing.swiftFiles.count
        else { return nil }
        let reading = FileReading(
            root: walked.root, cache: nil, started: walked.started, progress: nil, keepComments: options.keepComments)
        let digests = reading.read(manifests: [], sources: changed.map { walked.listing.swiftFiles[$0 - manifests] }).digests
        guard digests.count == changed.count else { return nil }
        let whole = Set(referencedFiles)
        for (index, digest) in zip(changed, digests) {
            let before = earlier[index]
            if whole.contains(digest.path) {
                guard let now = digest.bytes, let then = before.bytes, now == then else { return nil }
            } else {
                guard digest.scanned == before.scanned else { return nil }
            }
            earlier[index] = (digest.scanned, digest.bytes)
        }
        return FileDigest.encode(earlier)
    }
}
