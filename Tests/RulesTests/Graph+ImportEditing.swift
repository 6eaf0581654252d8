import ArchCore

extension Graph {
    /// The graph with `attribute` on the import of `module` in `file`.
    func marking(_ file: String, _ module: String, as attribute: String) -> Graph {
        editing(file, module) { $0.attributes.append(attribute) }
    }

    /// The graph with the import of `module` in `file` under `#if condition`.
    func conditioning(_ file: String, _ module: String, on condition: String) -> Graph {
        editing(file, module) { $0.conditions.append(condition) }
    }

    /// The graph with `change` applied to the import of `module` in `file`, in both the edges and the file.
    func editing(_ file: String, _ module: String, _ change: (inout Import) -> Void) -> Graph {
        var graph = self
        for index in graph.imports.indices where graph.imports[index].file == file && graph.imports[index].to.name == module {
            change(&graph.imports[index].import)
        }
        for index in graph.files.indices where graph.files[index].path == file {
            for item in graph.files[index].imports.indices where graph.files[index].imports[item].module == module {
                change(&graph.files[index].imports[item])
            }
        }
        return graph
    }
}
