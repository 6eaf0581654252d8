import ProjectDescription

extension Project {
    public static func module(name: String) -> Project {
        Project(name: name, targets: [.target(name: name, destinations: .iOS, product: .framework, bundleId: name, sources: ["Sources/**"])])
    }
}
