/// One generated source file.
struct SourceFile {
    var name: String
    var text: String
    /// Lines that start an `import` (what `grep '^\s*(@\w+\s+)*import\s'` matches).
    var imports: Int
}

/// Writes realistic Swift files: a header, imports pointing inward (plus `Foundation`), some of
/// them inside `#if` blocks, and 30 to 120 lines of doc-commented structs, enums and functions.
struct SourceFileWriter {
    let target: PackagePlan.Target
    let spec: WorkspaceSpec

    func file(index: Int, random: inout SeededRandom) -> SourceFile {
        let typeName = Self.typeName(layer: target.layer, index: index)
        var lines = header(typeName)
        var imports = 0
        lines += importLines(random: &random, count: &imports)
        lines.append("")
        SourceBlocks.fill(&lines, type: typeName, firstIndex: 0, random: &random)
        if random.chance(spec.importWordShare) {
            lines += SourceBlocks.importWord(typeName) + [""]
        }
        if random.chance(spec.lateImportShare) {
            lines += lateImport(typeName, random: &random)
            imports += 1
        }
        return SourceFile(name: typeName + ".swift", text: lines.joined(separator: "\n") + "\n", imports: imports)
    }

    private func header(_ typeName: String) -> [String] {
        ["//", "//  \(typeName).swift", "//  \(target.name)", "//",
         "//  Part of the synthetic monorepo written by archlint-bench.", "//", ""]
    }

    private var modules: [String] { target.dependencies.map(\.module) }

    private func importLines(random: inout SeededRandom, count: inout Int) -> [String] {
        let chosen = Array((["Foundation"] + random.sample(modules, count: spec.importsPerFile - 1).sorted())
            .prefix(max(0, spec.importsPerFile)))
        guard let last = chosen.last else { return [] }
        var lines = chosen.dropLast().map { "import \($0)" }
        count += lines.count
        guard random.chance(spec.ifShare) else {
            count += 1
            return lines + ["import \(last)"]
        }
        switch random.below(3) {
        case 0:
            lines += ["", "#if canImport(\(last))", "import \(last)", "#endif"]
            count += 1
        case 1:
            lines += ["", "#if os(macOS) || os(iOS) || os(Linux)", "@preconcurrency import \(last)", "#endif"]
            count += 1
        default:
            lines += ["", "#if compiler(>=6.0)", "public import \(last)", "#else", "import \(last)", "#endif"]
            count += 2
        }
        return lines
    }

    /// An import after the declarations, as debug-only helpers at the bottom of a file have.
    private func lateImport(_ typeName: String, random: inout SeededRandom) -> [String] {
        let module = modules.isEmpty ? "Foundation" : random.pick(modules)
        return [
            "#if DEBUG", "import \(module)", "",
            "extension \(typeName) {",
            "    /// A sample description for previews and tests.",
            "    static var debugSample: String { \"\(typeName)\" }",
            "}", "#endif",
        ]
    }

    /// Unique within a target: `Movie`, `MoviePolicy`, ..., `MovieUseCase`, then numbered.
    static func typeName(layer: Layer, index: Int) -> String {
        let roles: [String] = switch layer {
        case .domain: ["", "ID", "Policy", "Rules", "Event", "Value"]
        case .application: ["UseCase", "Service", "Repository", "Command", "Query", "Coordinator"]
        case .infrastructure: ["Store", "Client", "Mapper", "Cache", "Endpoint", "Record"]
        case .feature: ["ViewModel", "View", "Screen", "Router", "State", "Action"]
        case .tests: ["Tests", "ViewModelTests", "RouterTests", "StateTests", "FlowTests", "SnapshotTests"]
        }
        let noun = nouns[index % nouns.count]
        let role = roles[(index / nouns.count) % roles.count]
        let lap = index / (nouns.count * roles.count)
        return noun + role + (lap > 0 ? "\(lap + 1)" : "")
    }

    private static let nouns = [
        "Item", "Entry", "Member", "Session", "Draft", "Schedule", "Quote", "Asset",
        "Channel", "Rating", "Address", "Device", "Receipt", "Badge", "Region", "Token",
    ]
}
