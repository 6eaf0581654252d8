import ArchCore

/// The configuration's `modules:`: modules no manifest declares (an Xcode app target, a scripts
/// folder), each owning the files its globs match.
struct ConfiguredModulesSource: GraphSource {
    let definitions: [ModuleDefinition]

    func contribute(_ context: SourceContext) -> SourceContribution {
        SourceContribution(
            modules: definitions.map {
                Module(id: ModuleID(package: nil, name: $0.name), kind: .configured, location: $0.location)
            },
            placement: GlobPlacement(definitions: definitions))
    }
}

/// The first configured module whose globs match the file.
struct GlobPlacement: FilePlacing {
    private let globs: [(ModuleID, [Glob])]

    init(definitions: [ModuleDefinition]) {
        globs = definitions.map { (ModuleID(package: nil, name: $0.name), $0.paths.map(Glob.init)) }
    }

    func module(of path: String, in folder: String) -> ModuleID? {
        globs.first { $0.1.contains { $0.matches(path) } }?.0
    }
}
