import ArchCore

// A manifest in the scan cache, field by field. `ScanCacheTests` round-trips a manifest with every
// field set, so a field added to the model and forgotten here fails a test.

extension CacheWriter {
    mutating func manifest(_ manifest: Manifest) {
        string(manifest.directory)
        string(manifest.name)
        location(manifest.location)
        varint(manifest.targets.count)
        for target in manifest.targets { self.target(target) }
        varint(manifest.products.count)
        for product in manifest.products {
            string(product.name)
            string(product.kind.rawValue)
            strings(product.targets)
            location(product.location)
            strings(product.conditions)
        }
        varint(manifest.dependencies.count)
        for dependency in manifest.dependencies {
            string(dependency.identity)
            switch dependency.source {
            case .path(let path): bytes.append(0); string(path)
            case .url(let url): bytes.append(1); string(url)
            case .registry(let id): bytes.append(2); string(id)
            }
            location(dependency.location)
            strings(dependency.conditions)
        }
        varint(manifest.problems.count)
        for problem in manifest.problems {
            string(problem.message)
            location(problem.location)
            bool(problem.hidesTargets)
            bool(problem.hidesPackageDependencies)
            bool(problem.hidesProducts)
        }
        optionalString(manifest.toolsVersion)
    }

    private mutating func target(_ target: TargetDeclaration) {
        string(target.name)
        string(target.kind.rawValue)
        optionalString(target.path)
        strings(target.exclude)
        optionalStrings(target.sources)
        varint(target.dependencies.count)
        for dependency in target.dependencies {
            switch dependency.reference {
            case .byName(let name): bytes.append(0); string(name)
            case .target(let name): bytes.append(1); string(name)
            case .product(let name, let package): bytes.append(2); string(name); optionalString(package)
            }
            optionalStrings(dependency.platforms)
            location(dependency.location)
            strings(dependency.conditions)
        }
        location(target.location)
        strings(target.conditions)
    }
}

extension CacheReader {
    mutating func manifest() -> Manifest? {
        guard let directory = string(), let name = string(), let location = location(),
            let targets = array({ $0.target() }), let products = array({ $0.product() }),
            let dependencies = array({ $0.packageDependency() }), let problems = array({ $0.problem() }),
            let toolsVersion = optionalString()
        else { return nil }
        return Manifest(
            directory: directory, name: name, location: location, targets: targets, products: products,
            dependencies: dependencies, problems: problems, toolsVersion: toolsVersion)
    }

    private mutating func target() -> TargetDeclaration? {
        guard let name = string(), let kind = string().flatMap(TargetKind.init(rawValue:)), let path = optionalString(),
            let exclude = strings(), let sources = optionalStrings(), let dependencies = array({ $0.targetDependency() }),
            let location = location(), let conditions = strings()
        else { return nil }
        return TargetDeclaration(
            name: name, kind: kind, path: path, exclude: exclude, sources: sources, dependencies: dependencies,
            location: location, conditions: conditions)
    }

    private mutating func targetDependency() -> TargetDependency? {
        let reference: TargetDependency.Reference
        switch byte() {
        case 0: guard let name = string() else { return nil }; reference = .byName(name)
        case 1: guard let name = string() else { return nil }; reference = .target(name)
        case 2:
            guard let name = string(), let package = optionalString() else { return nil }
            reference = .product(name: name, package: package)
        default: return nil
        }
        guard let platforms = optionalStrings(), let location = location(), let conditions = strings() else { return nil }
        return TargetDependency(reference: reference, platforms: platforms, location: location, conditions: conditions)
    }

    private mutating func product() -> ProductDeclaration? {
        guard let name = string(), let kind = string().flatMap(ProductDeclaration.Kind.init(rawValue:)),
            let targets = strings(), let location = location(), let conditions = strings()
        else { return nil }
        return ProductDeclaration(name: name, kind: kind, targets: targets, location: location, conditions: conditions)
    }

    private mutating func packageDependency() -> PackageDependency? {
        guard let identity = string(), let tag = byte(), let value = string() else { return nil }
        let source: PackageDependency.Source
        switch tag {
        case 0: source = .path(value)
        case 1: source = .url(value)
        case 2: source = .registry(value)
        default: return nil
        }
        guard let location = location(), let conditions = strings() else { return nil }
        return PackageDependency(identity: identity, source: source, location: location, conditions: conditions)
    }

    private mutating func problem() -> ManifestProblem? {
        guard let message = string(), let location = location(), let hidesTargets = bool() ?? nil,
            let hidesPackageDependencies = bool() ?? nil, let hidesProducts = bool() ?? nil
        else { return nil }
        return ManifestProblem(
            message: message, location: location, hidesTargets: hidesTargets,
            hidesPackageDependencies: hidesPackageDependencies, hidesProducts: hidesProducts)
    }
}
