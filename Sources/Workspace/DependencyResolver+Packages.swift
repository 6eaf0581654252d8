import ArchCore

/// The packages a manifest depends on: those its `dependencies:` lists, found where their paths
/// lead (or, as SwiftPM does, by identity), and, when the list is not read whole, every package of
/// the repository.
extension DependencyResolver {
    /// A package dependency: its manifest when it is local and inside the linted root.
    struct LinkedPackage {
        var dependency: PackageDependency
        var manifest: Manifest?
        /// The linked folder's name when the path is local: `.package(path: "../")` is identified
        /// by the folder it resolves to, which the reader, not knowing where it is, cannot name.
        var folderName: String?

        func isNamed(_ name: String) -> Bool {
            dependency.identity.lowercased() == name.lowercased() || folderName?.lowercased() == name.lowercased()
        }
    }

    /// The manifest's package dependencies, with a warning for each `.package(path:)` that leads
    /// to no package archlint read.
    func linkedPackages(of manifest: Manifest) -> ([LinkedPackage], [Finding]) {
        var problems: [Finding] = []
        let packages = manifest.dependencies.map { dependency in
            let link = dependency.link(from: manifest.directory, packages: packageFolders, rootName: rootName)
            if case .path(let path) = dependency.source, let problem = problem(with: link, path: path, at: dependency.location) {
                problems.append(problem)
            }
            var folder = link.folder
            // A folder the walk leaves out on purpose is not read: what it holds is unknown, so it
            // is not replaced by another package of its name.
            if case .sameIdentity(let looked, _) = link, isLeftOut(looked) { folder = nil }
            guard let folder else { return LinkedPackage(dependency: dependency, manifest: nil) }
            let name = folder.isEmpty ? rootName : String(folder.split(separator: "/").last!)
            return LinkedPackage(dependency: dependency, manifest: manifests[folder], folderName: name)
        }
        return (packages, problems)
    }

    private func problem(with link: PackageDependency.Link, path: String, at location: SourceLocation) -> Finding? {
        let message: String
        switch link {
        case .folder, .remote:
            return nil
        case .outside:
            message = "the package '\(path)' lies outside the linted folder; archlint reads only inside it, "
                + "so its products are external modules"
        case .missing(let looked):
            guard !isLeftOut(looked) else { return nil }
            message = "cannot find the package '\(path)': \(absence(of: looked)); "
                + "its products are external modules"
        case .sameIdentity(let looked, let folder):
            guard !isLeftOut(looked) else { return nil }
            let other = folder.isEmpty ? "the root package" : "the package in '\(folder)'"
            let from = RelativePath.parent(location.file)
            message = "cannot find the package '\(path)': \(absence(of: looked)). SwiftPM keeps one package "
                + "per identity: in a build that also holds \(other) (identity "
                + "'\(PackageDependency.identity(ofFolder: folder, rootName: rootName))'), it is that one, and archlint takes it so; "
                + "alone, this package does not build. Fix the path: '\(RelativePath.from(from, to: folder))'"
        }
        return Finding(ruleID: "package_not_found", severity: .warning, message: message, location: location)
    }

    private func absence(of looked: String) -> String {
        if unreadPackages.contains(looked) {
            return "'\(looked.isEmpty ? "" : looked + "/")Package.swift' could not be read (see the error there)"
        }
        return directories.contains(looked) ? "'\(looked)' holds no Package.swift" : "'\(looked)' does not exist"
    }

    /// The one package of the repository, besides `manifest`, with a product named `name`, for a
    /// package whose dependency list archlint did not read whole; `nil` when none has one.
    func unlisted(product name: String, besides manifest: Manifest) -> Resolution? {
        let vending = manifests.values.filter { $0.directory != manifest.directory && $0.products.contains { $0.name == name } }
            .sorted { $0.directory < $1.directory }
        guard let local = vending.first else { return nil }
        guard vending.count == 1 else {
            let folders = vending.map { "'\($0.directory.isEmpty ? "." : $0.directory)'" }.joined(separator: ", ")
            return .unknown("\(Self.unreadList(of: manifest)), and the packages in \(folders) all have a product '\(name)'")
        }
        return .modules(targets(of: local.products.first { $0.name == name }!, in: local), product: name)
    }

    /// `.product(name:package:)` of a package whose dependency list archlint did not read whole:
    /// the package of the repository of that identity, else a remote product.
    func unlisted(product name: String, package: String?, besides manifest: Manifest) -> Resolution {
        guard let package else { return unlisted(product: name, besides: manifest) ?? .modules([.external(name)], product: name) }
        let named = manifests.values.filter {
            $0.directory != manifest.directory
                && PackageDependency.identity(ofFolder: $0.directory, rootName: rootName) == package.lowercased()
        }
        guard named.count == 1, let local = named.first else { return .modules([.external(name)], product: name) }
        if let product = local.products.first(where: { $0.name == name }) {
            return .modules(targets(of: product, in: local), product: name)
        }
        let folder = local.directory.isEmpty ? "." : local.directory
        guard local.knowsProducts else { return .unknown("archlint did not read all the products of the package in '\(folder)'") }
        return .unresolved("package '\(package)' (in '\(folder)') declares no product '\(name)'")
    }

    static func unreadList(of manifest: Manifest) -> String {
        let line = manifest.problems.first { $0.hidesPackageDependencies || $0.hidesTargets }?.location.line
        return "archlint did not read the package's whole dependency list" + (line.map { " (line \($0))" } ?? "")
    }

    static func unreadProducts(of package: LinkedPackage) -> String {
        let folder = package.manifest.map { $0.directory.isEmpty ? "." : $0.directory } ?? ""
        return "archlint did not read all the products of the package in '\(folder)'"
    }
}
