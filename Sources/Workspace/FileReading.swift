import ArchCore
import ImportScanner
import ManifestReader

/// Reads every manifest and every source file in one parallel pass: manifests through the static
/// reader, sources through the scan cache or the import scanner.
struct FileReading: Sendable {
    let root: String
    let cache: ScanCache
    let progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?
    var flag: (@Sendable ([UInt8]) -> Bool)? = nil

    struct Result {
        var manifests: [Manifest] = []
        var files: [(String, [Import])] = []
        var problems: [Finding] = []
        /// What the cache should hold after this run: exactly the files read now.
        var cacheEntries: [ScanCache.Key: [Import]] = [:]
        var cacheChanged = false
        var flagged: [String] = []
    }

    private enum Item: Sendable {
        case manifest(String)
        case source(String)
    }

    private enum Outcome: Sendable {
        case manifest(Manifest, flagged: Bool)
        case source(String, [Import], ScanCache.Key, hit: Bool, flagged: Bool)
        case problem(Finding)
    }

    func read(manifests: [String], sources: [String]) -> Result {
        let items = manifests.map(Item.manifest) + sources.map(Item.source)
        let counter = progress.map { ProgressCounter(total: items.count, report: $0) }
        let outcomes = items.parallelMap { item -> Outcome in
            defer { counter?.advance() }
            switch item {
            case .manifest(let path): return readManifest(path)
            case .source(let path): return scan(path)
            }
        }
        var result = Result()
        for outcome in outcomes {
            switch outcome {
            case .manifest(let manifest, let flagged):
                result.manifests.append(manifest)
                if flagged { result.flagged.append(manifest.location.file) }
            case .source(let path, let imports, let key, let hit, let flagged):
                result.files.append((path, imports))
                if flagged { result.flagged.append(path) }
                result.cacheEntries[key] = imports
                result.cacheChanged = result.cacheChanged || !hit
            case .problem(let finding):
                result.problems.append(finding)
            }
        }
        result.cacheChanged = result.cacheChanged || result.cacheEntries.count != cache.entries.count
        return result
    }

    /// The file's bytes, or the finding that says why they cannot be read.
    private func bytes(of path: String) -> Swift.Result<[UInt8], FileProblem> {
        do {
            return .success(try FileReader.bytes(atPath: root + "/" + path))
        } catch {
            return .failure(FileProblem(path: path, message: "cannot read '\(path)': \(error)"))
        }
    }

    private func readManifest(_ path: String) -> Outcome {
        let bytes: [UInt8]
        switch self.bytes(of: path) {
        case .success(let read): bytes = read
        case .failure(let problem): return .problem(problem.finding)
        }
        guard let text = FileReader.text(bytes) else {
            return .problem(FileProblem(path: path, message: "'\(path)' is not valid UTF-8; it was not read").finding)
        }
        let manifest = ManifestReader.read(source: text, directory: RelativePath.parent(path), file: path)
        return .manifest(manifest, flagged: flag?(bytes) ?? false)
    }

    private func scan(_ path: String) -> Outcome {
        let bytes: [UInt8]
        switch self.bytes(of: path) {
        case .success(let read): bytes = read
        case .failure(let problem): return .problem(problem.finding)
        }
        let key = ScanCache.Key(bytes)
        let flagged = flag?(bytes) ?? false
        if let cached = cache[key] { return .source(path, cached, key, hit: true, flagged: flagged) }
        guard let imports = ImportScanner.scan(utf8: bytes) else {
            return .problem(
                FileProblem(path: path, message: "'\(path)' is not valid UTF-8; its imports are not in the graph").finding)
        }
        return .source(path, imports, key, hit: false, flagged: flagged)
    }
}
