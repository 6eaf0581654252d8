/// Writes a package's `Package.swift` with the idioms real app monorepos use: bare strings for
/// targets of the same package, `.product(name:package:)` with `.package(path:)` for other local
/// packages, and top-level `let` constants (a shared settings array, a product dependency).
enum ManifestWriter {
    static func text(for plan: PackagePlan) -> String {
        var out = "// swift-tools-version: 6.0\n"
        out += "// The \(plan.name) bounded context, in layers: domain, application, infrastructure, features.\n"
        out += "import PackageDescription\n\n"
        out += "let sharedSettings: [SwiftSetting] = [\n"
        out += "    .enableUpcomingFeature(\"ExistentialAny\"),\n"
        out += "    .enableExperimentalFeature(\"StrictConcurrency\"),\n"
        out += "]\n\n"
        let constant = constantDependency(plan)
        if let constant {
            out += "let \(constant.identifier): Target.Dependency = "
            out += ".product(name: \"\(constant.dependency.module)\", package: \"\(constant.dependency.package!)\")\n\n"
        }
        out += "let package = Package(\n"
        out += "    name: \"\(plan.name)\",\n"
        out += "    platforms: [.macOS(.v13), .iOS(.v16)],\n"
        out += products(plan)
        out += packageDependencies(plan)
        out += "    targets: [\n"
        for target in plan.targets {
            out += targetText(target, constant: constant)
        }
        out += "    ]\n)\n"
        return out
    }

    private struct Constant {
        var identifier: String
        var dependency: PackagePlan.Dependency
    }

    /// The first cross-package dependency of the package, declared once as a constant.
    private static func constantDependency(_ plan: PackagePlan) -> Constant? {
        let first = plan.targets.lazy.flatMap(\.dependencies).first { $0.package != nil }
        return first.map { dependency in
            let module = dependency.module
            return Constant(identifier: module.prefix(1).lowercased() + module.dropFirst(), dependency: dependency)
        }
    }

    private static func products(_ plan: PackagePlan) -> String {
        var out = "    products: [\n"
        for target in plan.targets where target.layer != .tests {
            out += "        .library(name: \"\(target.name)\", targets: [\"\(target.name)\"]),\n"
        }
        return out + "    ],\n"
    }

    private static func packageDependencies(_ plan: PackagePlan) -> String {
        guard !plan.packageDependencies.isEmpty else { return "    dependencies: [],\n" }
        var out = "    dependencies: [\n"
        for other in plan.packageDependencies {
            out += "        .package(path: \"../\(other)\"),\n"
        }
        return out + "    ],\n"
    }

    private static func targetText(_ target: PackagePlan.Target, constant: Constant?) -> String {
        let kind = target.layer == .tests ? ".testTarget" : ".target"
        guard !target.dependencies.isEmpty else {
            return "        \(kind)(name: \"\(target.name)\", swiftSettings: sharedSettings),\n"
        }
        var out = "        \(kind)(\n"
        out += "            name: \"\(target.name)\",\n"
        out += "            dependencies: [\n"
        for dependency in target.dependencies {
            out += "                " + reference(dependency, constant: constant) + ",\n"
        }
        out += "            ],\n"
        out += "            swiftSettings: sharedSettings\n"
        return out + "        ),\n"
    }

    private static func reference(_ dependency: PackagePlan.Dependency, constant: Constant?) -> String {
        if dependency == constant?.dependency, let constant { return constant.identifier }
        guard let package = dependency.package else { return "\"\(dependency.module)\"" }
        return ".product(name: \"\(dependency.module)\", package: \"\(package)\")"
    }
}
