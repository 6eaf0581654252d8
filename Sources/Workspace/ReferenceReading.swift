import ArchCore
import ReferenceScanner
import SwiftLexing

/// The second, full read of the files of the modules whose files the rules split among
/// components: what each file declares and uses, resolved into ``ArchCore/FileReference``s inside
/// each module. Other modules keep the fast import path.
enum ReferenceReading {
    struct Result {
        /// In path order.
        var references: [FileReference] = []
        /// Symbols read from disk now (not given as `cached`), for the scan cache.
        var fresh: [FileSymbols] = []
        /// Every file whose symbols were used.
        var files: Set<String> = []
        /// Files read only in part (nested deeper than the parser goes), where reading stopped.
        var problems: [Finding] = []
    }

    /// The references inside `modules`. `cached` are symbols known for the files' current bytes
    /// (from the scan cache, or read with the first pass); other files are read again. A file that
    /// cannot be read again was reported by the first read; it has no references.
    static func references(
        in modules: Set<ModuleID>, of graph: Graph, root: String, cached: [String: FileSymbols] = [:]
    ) -> Result {
        let files = graph.files.filter { file in file.modules.contains { modules.contains($0) } }
        let symbols = files.parallelMap { file -> (symbols: FileSymbols, fresh: Bool)? in
            if let known = cached[file.path] { return (known, false) }
            guard let bytes = try? FileReader.contents(atPath: root + "/" + file.path) else { return nil }
            return (SymbolScanner.symbols(file: file.path, source: bytes), true)
        }
        var result = Result()
        var byModule: [ModuleID: [FileSymbols]] = [:]
        for (file, read) in zip(files, symbols) {
            guard let read else { continue }
            result.files.insert(file.path)
            if read.fresh { result.fresh.append(read.symbols) }
            if let stop = read.symbols.stoppedAt {
                result.problems.append(Finding(
                    ruleID: "unreadable_file", severity: .error,
                    message: "'\(file.path)': nesting more than \(SymbolScanner.maximumNestingLevel) levels deep, '[' more "
                        + "than \(SymbolScanner.maximumSquareNesting) deep (the parser's time grows exponentially with it), or a "
                        + "chain past the parser's bounds, or more than \(ParseBounds.maximumCodeBytes / 1_048_576) MiB of code (README: "
                        + "Deep nesting and large files): reading "
                        + "stops here, so the names the file uses after this point are not judged",
                    location: stop))
            }
            // A file two targets compile (an app and its extension) is resolved in each: it sees
            // the declarations of both targets' files, and a use of a file only one of them compiles
            // is found only there.
            for module in file.modules where modules.contains(module) { byModule[module, default: []].append(read.symbols) }
        }
        let resolved = byModule.sorted { $0.key < $1.key }.parallelMap { module, files in
            ReferenceResolver.references(module: module, files: files)
        }
        result.references = Self.once(resolved.flatMap { $0 }, in: graph)
            .sorted { ($0.location, $0.declaringFile) < ($1.location, $1.declaringFile) }
        return result
    }

    /// One reference per (file, declaring file): where both files are compiled into several
    /// modules, each module finds it; the one of the module the file lists first (its primary
    /// module) is kept.
    private static func once(_ references: [FileReference], in graph: Graph) -> [FileReference] {
        struct Key: Hashable {
            var file: String
            var declaringFile: String
        }
        var kept: [Key: FileReference] = [:]
        let shared = graph.filesOfSeveralModules
        for reference in references {
            let key = Key(file: reference.file, declaringFile: reference.declaringFile)
            guard let earlier = kept[key] else {
                kept[key] = reference
                continue
            }
            let order = shared[reference.file] ?? []
            let rank = { (module: ModuleID) in order.firstIndex(of: module) ?? order.count }
            if (rank(reference.module), reference.module) < (rank(earlier.module), earlier.module) { kept[key] = reference }
        }
        return Array(kept.values)
    }
}
