/// What one generated package contains and depends on, decided before any text is written.
struct PackagePlan: Sendable {
    /// A dependency of a target: a target of the same package, or a product of another package.
    struct Dependency: Sendable, Equatable {
        var module: String
        /// The other package's directory name, `nil` for a target of the same package.
        var package: String?
    }

    struct Target: Sendable {
        var name: String
        var layer: Layer
        var dependencies: [Dependency]
    }

    var name: String
    var targets: [Target]
    /// The packages this one depends on by `.package(path: "../Name")`, sorted.
    var packageDependencies: [String]

    /// Package `index` depends on up to two packages with a smaller index, so packages form a DAG.
    init(index: Int, spec: WorkspaceSpec) {
        var random = SeededRandom(seed: spec.seed, stream: -1 - index)
        let others = random.sample(Array(0..<index), count: 2).map(PackagePlan.packageName)
        let name = PackagePlan.packageName(index)
        self.name = name
        packageDependencies = others.sorted()
        let testPosition = spec.fourteenRules ? spec.targetsPerPackage - 1 : nil
        let own = (0..<spec.targetsPerPackage).map { position in
            position == testPosition ? name + "FeatureTests" : PackagePlan.targetName(name, index: position)
        }
        targets = own.indices.map { position in
            let layer = position == testPosition ? .tests : Layer(index: position)
            return Target(
                name: own[position], layer: layer,
                dependencies: PackagePlan.dependencies(of: layer, own: own, others: others, spec: spec))
        }
    }

    /// Inward only: application and infrastructure use domains; features use application,
    /// infrastructure and domain of their package and other packages' application layer; the test
    /// target uses its package's feature, application and domain.
    private static func dependencies(
        of layer: Layer, own: [String], others: [String], spec: WorkspaceSpec
    ) -> [Dependency] {
        let local = { (position: Int) in own[safe: position].map { Dependency(module: $0, package: nil) } }
        let remote = { (position: Int) in
            others.compactMap { other in
                position < spec.targetsPerPackage
                    ? Dependency(module: targetName(other, index: position), package: other) : nil
            }
        }
        switch layer {
        case .domain: return []
        case .application, .infrastructure: return [local(0)].compactMap { $0 } + remote(0)
        case .feature: return [local(1), local(2), local(0)].compactMap { $0 } + remote(1)
        case .tests: return [local(3), local(1), local(0)].compactMap { $0 }
        }
    }

    static func targetName(_ package: String, index: Int) -> String {
        switch index {
        case 0: package + "Domain"
        case 1: package + "Application"
        case 2: package + "Infrastructure"
        case 3: package + "Feature"
        default: package + "Extra\(index - 3)Feature"
        }
    }

    /// `Movies`, `Accounts`, ..., then `MoviesAdmin`, `AccountsAdmin`, ..., then numbered.
    static func packageName(_ index: Int) -> String {
        let base = contexts[index % contexts.count]
        let round = index / contexts.count
        guard round > 0 else { return base }
        let qualifier = qualifiers[(round - 1) % qualifiers.count]
        let lap = (round - 1) / qualifiers.count
        return base + qualifier + (lap > 0 ? "\(lap + 1)" : "")
    }

    private static let contexts = [
        "Movies", "Accounts", "Billing", "Search", "Profile", "Catalog", "Orders", "Payments", "Cart",
        "Reviews", "Inbox", "Media", "Tickets", "Invoices", "Reports", "Shipping", "Loyalty", "Wallet",
        "Chat", "Maps", "Onboarding", "Settings", "Analytics", "Feed", "Auth",
    ]
    private static let qualifiers = [
        "Admin", "Sync", "Export", "Ingest", "Audit", "Pricing", "Archive", "Sharing", "Alerts", "Offline",
        "Widgets", "Partners", "Rules", "History", "Preview", "Batch", "Labels", "Quota", "Backup", "Stats",
    ]
}
