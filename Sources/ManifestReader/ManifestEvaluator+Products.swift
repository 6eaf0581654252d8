import ArchCore
import SwiftSyntax

/// `products:` and the package-level `dependencies:`.
extension ManifestEvaluator {
    static let productTypes: Set<String> = ["Product", "PackageDescription.Product"]
    static let packageDependencyTypes: Set<String> = [
        "Package.Dependency", "PackageDescription.Package.Dependency",
    ]

    func products(_ expr: ExprSyntax) -> [ProductDeclaration] {
        list(expr, .products, element: product)
    }

    func product(_ expr: ExprSyntax) -> ProductDeclaration? {
        guard let call = expr.as(FunctionCallExprSyntax.self),
            let kind = call.calleeName.flatMap(ProductDeclaration.Kind.init(rawValue:)),
            call.calleeBase.map(Self.productTypes.contains) ?? true
        else {
            skipped(expr, ListKind.products)
            return nil
        }
        guard let name = call.argument("name").flatMap({ string($0, ListKind.product) }) else {
            if call.argument("name") == nil {
                problem("skipped '\(kind.rawValue)' product without 'name:': it is missing", at: call, losing: .product)
            }
            return nil
        }
        let targets = call.argument("targets").map {
            strings($0, ListKind.productTargets)
        } ?? []
        return ProductDeclaration(
            name: name, kind: kind, targets: targets, location: location(of: call), conditions: conditions(at: call))
    }

    func packageDependencies(_ expr: ExprSyntax) -> [PackageDependency] {
        list(expr, .packageDependencies, element: packageDependency)
    }

    func packageDependency(_ expr: ExprSyntax) -> PackageDependency? {
        guard let call = expr.as(FunctionCallExprSyntax.self), call.calleeName == "package",
            call.calleeBase.map(Self.packageDependencyTypes.contains) ?? true
        else {
            skipped(expr, ListKind.packageDependencies)
            return nil
        }
        let source: PackageDependency.Source
        if let path = call.argument("path") {
            guard let value = string(path, ListKind.packageDependency) else { return nil }
            source = .path(value)
        } else if let url = call.argument("url") {
            guard let value = string(url, ListKind.packageDependency) else { return nil }
            source = .url(value)
        } else if let id = call.argument("id") {
            guard let value = string(id, ListKind.packageDependency) else { return nil }
            source = .registry(value)
        } else {
            problem(
                "skipped '.package' without 'path:', 'url:' or 'id:': \(ListKind.packageDependency.consequence)", at: call,
                losing: .packageDependency)
            return nil
        }
        let name = call.argument("name").flatMap { string($0, ListKind.packageName) }
        return PackageDependency(
            identity: name ?? Self.identity(of: source), source: source, location: location(of: call),
            conditions: conditions(at: call))
    }

    /// The last path or URL component without `.git`; a registry id as written.
    static func identity(of source: PackageDependency.Source) -> String {
        switch source {
        case .registry(let id): return id
        case .path(let location), .url(let location):
            let last = location.split(whereSeparator: { $0 == "/" || $0 == ":" }).last.map(String.init)
                ?? location
            return last.hasSuffix(".git") ? String(last.dropLast(4)) : last
        }
    }
}
