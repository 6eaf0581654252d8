import ArchCore
import ReferenceScanner

/// The second, full read of the files of the modules whose files the rules split among
/// components: what each file declares and uses, resolved into ``ArchCore/FileReference``s inside
/// each module. Other modules keep the fast import path.
enum ReferenceReading {
    /// The references inside `modules`, in path order. A file that cannot be read again was
    /// reported by the first read; it has no references.
    static func references(in modules: Set<ModuleID>, of graph: Graph, root: String) -> [FileReference] {
        let files = graph.files.filter { file in file.modules.contains { modules.contains($0) } }
        let symbols = files.parallelMap { file -> FileSymbols? in
            guard let bytes = try? FileReader.bytes(atPath: root + "/" + file.path) else { return nil }
            return SymbolScanner.symbols(file: file.path, source: bytes)
        }
        var byModule: [ModuleID: [FileSymbols]] = [:]
        for (file, read) in zip(files, symbols) {
            guard let read else { continue }
            // A file two targets compile (an app's and its tests') is read as part of the first: its
            // references are found once.
            if let module = file.modules.first(where: modules.contains) { byModule[module, default: []].append(read) }
        }
        let resolved = byModule.sorted { $0.key < $1.key }.parallelMap { module, files in
            ReferenceResolver.references(module: module, files: files)
        }
        return resolved.flatMap { $0 }.sorted { ($0.location, $0.declaringFile) < ($1.location, $1.declaringFile) }
    }
}
