import ArchCore

/// Resolves the dependencies each manifest declares to modules, across packages: a bare name is a
/// target of the same package, else a product of a package dependency; `.product(package:)` names
/// the dependency by identity, compared case-insensitively. Products of remote packages (and of
/// local packages outside the linted root) become external modules named after the product.
///
/// What archlint did not read is never said to be missing: when the package's own dependency list
/// is not read whole (`dependencies: helper()`), a name no entry read provides is looked up among
/// every package of the repository, as SwiftPM would find it there had the list been read.
struct DependencyResolver: Sendable {
    let manifests: [String: Manifest]
    /// The linted folder's own name, the identity of the root package when a path links to it.
    var rootName = ""
    /// Every folder the walk found, to tell a path that leads nowhere from one to a folder
    /// without a manifest.
    var directories: Set<String> = []
    /// Whether the walk leaves a folder out on purpose (hidden, a build folder, `exclude:`): a
    /// package there is not read, and that is no news.
    var isLeftOut: @Sendable (String) -> Bool = { _ in false }
    /// The folders whose `Package.swift` was found and could not be read.
    var unreadPackages: Set<String> = []
    /// The folders of `manifests`, which every `.package(path:)` is looked up in: built once, as
    /// a set built for each dependency made 500 packages cost 80 ms.
    let packageFolders: Set<String>

    init(
        manifests: [String: Manifest], rootName: String = "", directories: Set<String> = [],
        isLeftOut: @escaping @Sendable (String) -> Bool = { _ in false }, unreadPackages: Set<String> = []
    ) {
        self.manifests = manifests
        self.rootName = rootName
        self.directories = directories
        self.isLeftOut = isLeftOut
        self.unreadPackages = unreadPackages
        self.packageFolders = Set(manifests.keys)
    }

    func resolve(_ manifest: Manifest) -> (edges: [DeclaredDependency], problems: [Finding]) {
        var edges: [DeclaredDependency] = []
        let (packages, linkProblems) = linkedPackages(of: manifest)
        var problems = linkProblems
        // Looked up once per dependency: a list scanned each time made a manifest of thousands
        // of targets quadratic (8,000 targets: 1.1 s, half of it here).
        let targetNames = Set(manifest.targets.map(\.name))
        for target in manifest.targets {
            let from = ModuleID(package: manifest.directory, name: target.name)
            for dependency in target.dependencies {
                let resolution = resolve(dependency.reference, in: manifest, targetNames: targetNames, packages: packages)
                switch resolution {
                case .modules(let modules, let product):
                    edges += modules.map {
                        DeclaredDependency(
                            from: from, to: $0, location: dependency.location, product: product,
                            platforms: dependency.platforms)
                    }
                case .unresolved(let reason), .unknown(let reason):
                    let verb = if case .unknown = resolution { "check" } else { "resolve" }
                    problems.append(
                        Finding(
                            ruleID: "unresolved_dependency", severity: .warning,
                            message: "cannot \(verb) dependency '\(dependency.name)' of target '\(target.name)': \(reason)",
                            location: dependency.location))
                }
            }
        }
        return (edges, problems)
    }

    enum Resolution {
        case modules([ModuleID], product: String?)
        /// What the manifest says is wrong: SwiftPM would not build it.
        case unresolved(String)
        /// What archlint did not read may resolve it.
        case unknown(String)
    }

    private func resolve(
        _ reference: TargetDependency.Reference, in manifest: Manifest, targetNames: Set<String>, packages: [LinkedPackage]
    ) -> Resolution {
        switch reference {
        case .target(let name):
            if targetNames.contains(name) {
                return .modules([ModuleID(package: manifest.directory, name: name)], product: nil)
            }
            guard manifest.knowsTargets else { return .unknown("archlint did not read all of the package's targets") }
            return .unresolved("the package declares no target '\(name)'")
        case .byName(let name):
            if targetNames.contains(name) {
                return .modules([ModuleID(package: manifest.directory, name: name)], product: nil)
            }
            for package in packages {
                if let local = package.manifest, let product = local.products.first(where: { $0.name == name }) {
                    return .modules(targets(of: product, in: local), product: name)
                }
            }
            if !manifest.knowsPackageDependencies, let found = unlisted(product: name, besides: manifest) { return found }
            if !manifest.knowsPackageDependencies || packages.contains(where: { $0.manifest == nil }) {
                return .modules([.external(name)], product: name)
            }
            if let blind = packages.first(where: { $0.manifest?.knowsProducts == false }) {
                return .unknown(Self.unreadProducts(of: blind))
            }
            return .unresolved("no target of this package and no product of its package dependencies is named '\(name)'")
        case .product(let name, let packageName):
            let matching = packages.filter { packageName == nil || $0.isNamed(packageName!) }
            guard !matching.isEmpty else {
                guard manifest.knowsPackageDependencies else { return unlisted(product: name, package: packageName, besides: manifest) }
                return .unresolved("the package has no dependency '\(packageName ?? "")'")
            }
            for package in matching {
                guard let local = package.manifest else { return .modules([.external(name)], product: name) }
                if let product = local.products.first(where: { $0.name == name }) {
                    return .modules(targets(of: product, in: local), product: name)
                }
            }
            if let blind = matching.first(where: { $0.manifest?.knowsProducts == false }) {
                return .unknown(Self.unreadProducts(of: blind))
            }
            return .unresolved("package '\(packageName ?? "")' declares no product '\(name)'")
        }
    }

    func targets(of product: ProductDeclaration, in manifest: Manifest) -> [ModuleID] {
        product.targets.map { ModuleID(package: manifest.directory, name: $0) }
    }
}
