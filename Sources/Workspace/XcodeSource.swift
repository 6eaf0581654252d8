import ArchCore
import XcodeModel

/// Xcode projects: every native target of every `project.pbxproj` read statically becomes a
/// module, owning the Swift files of its Sources phase and of its synchronized folders; what it
/// links and waits for becomes its declared dependencies, resolved across every project and
/// package of the repository (a framework by the file the other target builds, a local package
/// product by the package's manifest).
struct XcodeSource: GraphSource {
    let projects: [XcodeProject]
    /// The packages as read, to resolve the products a target links.
    let manifests: [Manifest]

    func contribute(_ context: SourceContext) -> SourceContribution {
        var result = SourceContribution()
        let index = TargetIndex(projects: projects)
        var placement = XcodePlacement(packageFolders: Set(manifests.map(\.directory)))
        let read = Set(projects.map(\.path))
        // Modules several targets build: each such target's own files are worked out too.
        var builders: [ModuleID: Int] = [:]
        // A module's platforms: those of every target that builds it; unknown when one's are.
        var platforms: [ModuleID: [String]?] = [:]
        for project in projects {
            for target in project.targets {
                let id = TargetIndex.id(of: target, in: project)
                builders[id, default: 0] += 1
                switch (platforms[id], target.platforms) {
                case (nil, let own): platforms[id] = .some(own)
                case (.some(let known?), let own?): platforms[id] = .some(known + own.filter { !known.contains($0) })
                default: platforms[id] = .some(nil)
                }
            }
        }
        result.platforms = platforms.compactMapValues { $0 }
        for project in projects {
            result.problems += project.problems.map(Self.finding)
            for reference in project.projectReferences where !read.contains(reference.path) {
                result.problems.append(
                    Finding(
                        ruleID: "unresolved_dependency", severity: .warning,
                        message: "'\(project.path)' references the project '\(reference.path)', which archlint did not find or read; what its targets link from it is unknown",
                        location: reference.location))
            }
            for target in project.targets {
                let id = TargetIndex.id(of: target, in: project)
                var module = Module(
                    id: id, kind: .target(target.product.targetKind), sourceRoot: Self.sourceRoot(of: target),
                    location: target.location, xcodeProduct: target.product.name)
                if target.name != id.name { module.xcodeTargetName = target.name }
                var unresolved: [String] = target.skipsDependencies ? ["*"] : []
                placement.add(target, as: id)
                if builders[id, default: 0] > 1 {
                    var own = XcodePlacement(packageFolders: Set(manifests.map(\.directory)))
                    own.add(target, as: id)
                    result.targetPlacements.append((id, target.name, own, [target.location] + target.dependencies.map(\.location)))
                }
                for dependency in target.dependencies {
                    let resolution = resolve(dependency, of: target, in: project, index)
                    if let problem = resolution.problem { result.problems.append(problem) }
                    // A target it depends on that archlint did not find: what it provides is unknown.
                    if resolution.modules.isEmpty, resolution.problem != nil, case .target(let name, _) = dependency.reference {
                        unresolved.append(ModuleID.c99Identifier(name))
                    }
                    for module in resolution.modules where module != id {
                        // An app waits for the extensions it embeds, a framework for the plug-in
                        // bundle it loads, but cannot import them; a test bundle can import the
                        // app it is hosted in.
                        if case .target = dependency.reference, target.product.targetKind != .test, index.isEmbeddedOnly(module) {
                            continue
                        }
                        result.dependencies.append(
                            DeclaredDependency(from: id, to: module, location: dependency.location, product: resolution.product))
                    }
                }
                if !unresolved.isEmpty { module.unresolvedDependencies = unresolved }
                result.modules.append(module)
            }
        }
        result.dependencies = Self.firstPerPair(result.dependencies)
        // A product both linked and listed is one problem, reported where it is linked.
        var reported: Set<String> = []
        result.problems = result.problems.filter { $0.ruleID != "unresolved_dependency" || reported.insert($0.message).inserted }
        result.referenced = result.dependencies.map(\.to)
        result.placement = placement
        return result
    }

    /// A target whose files all lie in one synchronized folder has that folder as its source root.
    private static func sourceRoot(of target: XcodeTarget) -> String? {
        guard target.folders.count == 1, let folder = target.folders.first?.path else { return nil }
        return target.files.allSatisfy({ RelativePath.isInside($0, folder) }) ? folder : nil
    }

    /// One declared dependency per pair of modules: a framework both linked and waited for is
    /// declared once, where it is linked (the Frameworks phase is read first).
    private static func firstPerPair(_ dependencies: [DeclaredDependency]) -> [DeclaredDependency] {
        var seen: Set<[ModuleID]> = []
        return dependencies.filter { seen.insert([$0.from, $0.to]).inserted }
    }

    /// What a dependency of a target resolves to: the modules it names (several for a product of
    /// several targets), the product it goes through, and a finding when archlint cannot follow it.
    private struct Resolution {
        var modules: [ModuleID] = []
        var product: String?
        var problem: Finding?
    }

    private func resolve(
        _ dependency: XcodeDependency, of target: XcodeTarget, in project: XcodeProject, _ index: TargetIndex
    ) -> Resolution {
        switch dependency.reference {
        case .external(let name):
            return Resolution(modules: [.external(name)])
        case .builtProduct(let file):
            if let id = index.builder(of: file) { return Resolution(modules: [id]) }
            let name = file.split(separator: ".").first.map(String.init) ?? file
            // A framework is the module of its name; a library (`libPods-App.a`, CocoaPods'
            // static libraries when `Pods/` is not committed) may hold modules of any names, as a
            // product does.
            return Resolution(
                modules: [.external(name)], product: XcodeDependency.frameworkModule(file) == nil ? file : nil,
                problem: unresolved("target '\(target.name)' links '\(file)', which no target of a project archlint read builds", dependency))
        case .target(let name, let other):
            let path = other ?? project.path
            if let id = index.target(named: name, inProject: path) { return Resolution(modules: [id]) }
            // Waiting for an aggregate target (a code generation step, say) links nothing.
            if index.isOtherTarget(name, inProject: path) { return Resolution() }
            if other != nil, !index.hasProject(path) {
                return Resolution(problem: unresolved("target '\(target.name)' depends on '\(name)' of '\(path)', a project archlint did not find", dependency))
            }
            // A project some of whose targets archlint could not read (a Tuist target built by a
            // function, say) may define it there: say so rather than that it is not defined.
            if let unread = index.unreadTargets(inProject: path) {
                return Resolution(problem: unresolved(
                    "target '\(target.name)' depends on a target '\(name)' archlint did not read in '\(path)': some of its targets are "
                        + "not in the graph (\(unread)), and the dependency is not checked", dependency))
            }
            return Resolution(problem: unresolved("target '\(target.name)' depends on a target '\(name)' that '\(path)' does not define", dependency))
        case .packageProduct(let name, let local, let isRemote):
            return resolveProduct(name, local: local, isRemote: isRemote, of: target, in: project, dependency)
        }
    }

    private func resolveProduct(
        _ name: String, local: String?, isRemote: Bool, of target: XcodeTarget, in project: XcodeProject, _ dependency: XcodeDependency
    ) -> Resolution {
        let external = Resolution(modules: [.external(name)], product: name)
        if isRemote { return external }
        // Without the package back-link (XcodeGen writes none), the product is looked up in the
        // local packages the project references, else in every local package; a product no local
        // package vends comes from a remote one.
        let referenced = Set(project.localPackages)
        var candidates = manifests.filter { manifest in
            let known = local.map { manifest.directory == $0 } ?? (referenced.isEmpty || referenced.contains(manifest.directory))
            return known && manifest.products.contains { $0.name == name }
        }
        // A referenced package archlint did not read (reached through a symbolic link, or missing)
        // may be one it read under another path: look in every local package.
        let unread = referenced.filter { folder in !manifests.contains { $0.directory == folder } }.sorted()
        let localUnread = local.map { folder in !manifests.contains { $0.directory == folder } } ?? false
        if candidates.isEmpty, localUnread || (local == nil && !unread.isEmpty) {
            candidates = manifests.filter { $0.products.contains { $0.name == name } }
        }
        if candidates.count == 1, let manifest = candidates.first, let product = manifest.products.first(where: { $0.name == name }) {
            return Resolution(modules: product.targets.map { ModuleID(package: manifest.directory, name: $0) }, product: name)
        }
        var result = external
        if let local, !manifests.contains(where: { $0.directory == local }) {
            result.problem = unresolved("target '\(target.name)' links product '\(name)' of the local package '\(local)', which has no Package.swift archlint read", dependency)
        } else if let local, manifests.contains(where: { $0.directory == local && !$0.knowsProducts }) {
            result.problem = unresolved("cannot check product '\(name)' that target '\(target.name)' links: archlint did not read all the products of the package at '\(local)'", dependency)
        } else if let local {
            result.problem = unresolved("target '\(target.name)' links product '\(name)', which the package at '\(local)' does not declare", dependency)
        } else if candidates.isEmpty, !unread.isEmpty {
            result.problem = unresolved(
                "target '\(target.name)' links product '\(name)', which no package archlint read declares; the project references "
                    + "local packages archlint did not read (\(unread.map { "'\($0)'" }.joined(separator: ", "))), which may", dependency)
        } else if candidates.count > 1 {
            result.problem = unresolved("target '\(target.name)' links product '\(name)', which several local packages declare (\(candidates.map { "'\($0.directory)'" }.joined(separator: ", "))); the project does not say which", dependency)
        }
        return result
    }

    private func unresolved(_ message: String, _ dependency: XcodeDependency) -> Finding {
        Finding(ruleID: "unresolved_dependency", severity: .warning, message: message, location: dependency.location)
    }

    /// A project problem as a finding: an error when targets or their files may be missing.
    static func finding(_ problem: XcodeProblem) -> Finding {
        Finding(
            ruleID: problem.hidesTargets ? "project_unreadable" : "project_not_understood",
            severity: problem.hidesTargets ? .error : .warning, message: problem.message, location: problem.location)
    }
}
