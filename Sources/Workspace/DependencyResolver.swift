import ArchCore

/// Resolves the dependencies each manifest declares to modules, across packages: a bare name is a
/// target of the same package, else a product of a package dependency; `.product(package:)` names
/// the dependency by identity, compared case-insensitively. Products of remote packages (and of
/// local packages outside the linted root) become external modules named after the product.
struct DependencyResolver {
    let manifests: [String: Manifest]
    /// The linted folder's own name, the identity of the root package when a path links to it.
    var rootName = ""

    func resolve(_ manifest: Manifest) -> (edges: [DeclaredDependency], problems: [Finding]) {
        var edges: [DeclaredDependency] = []
        var problems: [Finding] = []
        let packages = linkedPackages(of: manifest)
        for target in manifest.targets {
            let from = ModuleID(package: manifest.directory, name: target.name)
            for dependency in target.dependencies {
                switch resolve(dependency.reference, in: manifest, packages: packages) {
                case .modules(let modules, let product):
                    edges += modules.map {
                        DeclaredDependency(
                            from: from, to: $0, location: dependency.location, product: product,
                            platforms: dependency.platforms)
                    }
                case .unresolved(let reason):
                    problems.append(
                        Finding(
                            ruleID: "unresolved_dependency", severity: .warning,
                            message: "cannot resolve dependency '\(dependency.name)' of target '\(target.name)': \(reason)",
                            location: dependency.location))
                }
            }
        }
        return (edges, problems)
    }

    private enum Resolution {
        case modules([ModuleID], product: String?)
        case unresolved(String)
    }

    /// A package dependency: its manifest when it is local and inside the linted root.
    private struct LinkedPackage {
        var dependency: PackageDependency
        var manifest: Manifest?
        /// The linked folder's name when the path is local: `.package(path: "../")` is identified
        /// by the folder it resolves to, which the reader, not knowing where it is, cannot name.
        var folderName: String?

        func isNamed(_ name: String) -> Bool {
            dependency.identity.lowercased() == name.lowercased() || folderName?.lowercased() == name.lowercased()
        }
    }

    private func linkedPackages(of manifest: Manifest) -> [LinkedPackage] {
        manifest.dependencies.map { dependency in
            guard case .path(let path) = dependency.source,
                let folder = RelativePath.join(manifest.directory, path)
            else { return LinkedPackage(dependency: dependency, manifest: nil) }
            let name = folder.isEmpty ? rootName : String(folder.split(separator: "/").last!)
            return LinkedPackage(dependency: dependency, manifest: manifests[folder], folderName: name)
        }
    }

    private func resolve(
        _ reference: TargetDependency.Reference, in manifest: Manifest, packages: [LinkedPackage]
    ) -> Resolution {
        switch reference {
        case .target(let name):
            guard manifest.targets.contains(where: { $0.name == name }) else {
                return .unresolved("the package declares no target '\(name)'")
            }
            return .modules([ModuleID(package: manifest.directory, name: name)], product: nil)
        case .byName(let name):
            if manifest.targets.contains(where: { $0.name == name }) {
                return .modules([ModuleID(package: manifest.directory, name: name)], product: nil)
            }
            for package in packages {
                if let local = package.manifest, let product = local.products.first(where: { $0.name == name }) {
                    return .modules(targets(of: product, in: local), product: name)
                }
            }
            if packages.contains(where: { $0.manifest == nil }) {
                return .modules([.external(name)], product: name)
            }
            return .unresolved("no target of this package and no product of its package dependencies is named '\(name)'")
        case .product(let name, let packageName):
            let matching = packages.filter {
                packageName == nil || $0.isNamed(packageName!)
            }
            guard !matching.isEmpty else {
                return .unresolved("the package has no dependency '\(packageName ?? "")'")
            }
            for package in matching {
                guard let local = package.manifest else { return .modules([.external(name)], product: name) }
                if let product = local.products.first(where: { $0.name == name }) {
                    return .modules(targets(of: product, in: local), product: name)
                }
            }
            return .unresolved("package '\(packageName ?? "")' declares no product '\(name)'")
        }
    }

    private func targets(of product: ProductDeclaration, in manifest: Manifest) -> [ModuleID] {
        product.targets.map { ModuleID(package: manifest.directory, name: $0) }
    }
}
