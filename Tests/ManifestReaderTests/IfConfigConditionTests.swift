import ArchCore
import Testing

/// The `#if` conditions recorded on what a manifest declares, in ``Import/conditions``' format.
struct IfConfigConditionTests {
    static func conditions(of target: String, in manifest: Manifest) -> [String]? {
        manifest.targets.first { $0.name == target }?.conditions
    }

    static func dependencyConditions(of target: String, in manifest: Manifest) -> [String: [String]] {
        let dependencies = manifest.targets.first { $0.name == target }?.dependencies ?? []
        return Dictionary(dependencies.map { ($0.name, $0.conditions) }, uniquingKeysWith: { first, _ in first })
    }

    @Test func recordsNestedElseifAndElseConditionsOfAppendedTargets() {
        let source = """
            let package = Package(name: "P", targets: [.target(name: "A")])
            #if os(Linux)
              #if DEBUG
              package.targets.append(.target(name: "Nested"))
              #endif
            #elseif os(Windows)
            package.targets.append(.target(name: "Win"))
            #else
            package.targets.append(.target(name: "Other"))
            #endif
            """
        let manifest = read(source)
        #expect(manifest.problems == [])
        #expect(Self.conditions(of: "A", in: manifest) == [])
        #expect(Self.conditions(of: "Nested", in: manifest) == ["os(Linux)", "DEBUG"])
        #expect(Self.conditions(of: "Win", in: manifest) == ["!(os(Linux))", "os(Windows)"])
        #expect(Self.conditions(of: "Other", in: manifest) == ["!(os(Linux))", "!(os(Windows))"])
    }

    @Test func recordsTheConditionsOfConstantsAndOfTheStatementThatUsesThem() {
        let source = """
            let package = Package(name: "P", targets: [.target(name: "T", dependencies: ["A"] + extra)])
            #if canImport(Glibc)
            let extra: [Target.Dependency] = ["Glibc", .product(name: "NIO", package: "swift-nio")]
            #else
            let extra: [Target.Dependency] = []
            #endif
            let later: [Target] = [.target(name: "Late")]
            #if os(Linux)
            package.targets += later
            #endif
            """
        let manifest = read(source)
        #expect(Self.dependencyConditions(of: "T", in: manifest) == [
            "A": [], "Glibc": ["canImport(Glibc)"], "NIO": ["canImport(Glibc)"],
        ])
        #expect(Self.conditions(of: "Late", in: manifest) == ["os(Linux)"])
    }

    @Test func recordsConditionsInsideImmediatelyCalledClosures() {
        let source = """
            let package = Package(
                name: "P",
                targets: [
                    .target(name: "T", dependencies: {
                        var dependencies: [Target.Dependency] = ["A"]
                        #if os(Linux)
                        dependencies.append("L")
                        #endif
                        return dependencies
                    }()),
                    .target(name: "U", dependencies: {
                        #if os(macOS)
                        return ["M"]
                        #else
                        return ["N"]
                        #endif
                    }()),
                ]
            )
            """
        let manifest = read(source)
        #expect(manifest.problems == [])
        #expect(Self.dependencyConditions(of: "T", in: manifest) == ["A": [], "L": ["os(Linux)"]])
        #expect(Self.dependencyConditions(of: "U", in: manifest) == ["M": ["os(macOS)"], "N": ["!(os(macOS))"]])
    }

    @Test func givesATargetsDependenciesTheTargetsConditionsFirst() {
        let source = """
            let package = Package(name: "P", targets: [.target(name: "A")])
            #if os(macOS)
            package.targets.append(.target(name: "Mac", dependencies: [
                .target(name: "A", condition: .when(platforms: [.macOS])),
            ]))
            #endif
            """
        let manifest = read(source)
        let dependency = manifest.targets.last?.dependencies.first
        #expect(dependency?.conditions == ["os(macOS)"])
        #expect(dependency?.platforms == ["macOS"])
    }

    @Test func keepsBothVariantsOfATargetDeclaredInEachBranch() {
        let source = """
            let package = Package(name: "P", targets: [.target(name: "A"), .target(name: "B")] + platformTargets)
            #if os(Linux)
            let platformTargets: [Target] = [.target(name: "X", dependencies: ["A"])]
            #else
            let platformTargets: [Target] = [.target(name: "X", dependencies: ["B", "A"])]
            #endif
            """
        let manifest = read(source)
        #expect(manifest.problems == [])
        #expect(manifest.targets.map(\.name) == ["A", "B", "X"])
        #expect(Self.conditions(of: "X", in: manifest) == [])
        #expect(manifest.targets.last?.location == location(of: ".target(name: \"X\"", in: source))
        #expect(Self.dependencyConditions(of: "X", in: manifest) == ["A": [], "B": ["!(os(Linux))"]])
    }

    @Test func keepsTheVariantsOfATargetUnderAnElseifChainWhereAnyHolds() {
        let source = """
            let package = Package(name: "P", targets: [.target(name: "A")])
            #if os(Linux)
            package.targets.append(.target(name: "X", dependencies: ["A"]))
            #elseif os(Windows)
            package.targets.append(.target(name: "X"))
            #endif
            """
        let manifest = read(source)
        #expect(manifest.problems == [])
        #expect(Self.conditions(of: "X", in: manifest) == ["(os(Linux)) || ((!(os(Linux))) && (os(Windows)))"])
        #expect(Self.dependencyConditions(of: "X", in: manifest) == ["A": ["os(Linux)"]])
    }

    @Test func recordsConditionsOfProductsAndPackageDependencies() {
        let source = """
            let package = Package(
                name: "P",
                products: products,
                dependencies: [.package(url: "https://example.com/a/Core.git", from: "1.0.0")] + linuxPackages,
                targets: [.target(name: "A")]
            )
            #if os(Linux)
            let linuxPackages: [Package.Dependency] = [
                .package(url: "https://example.com/a/swift-glibc.git", from: "1.0.0"),
            ]
            let products: [Product] = [.library(name: "A", targets: ["A"])]
            #else
            let linuxPackages: [Package.Dependency] = []
            let products: [Product] = [.library(name: "A", targets: ["A"]), .library(name: "Mac", targets: ["A"])]
            #endif
            """
        let manifest = read(source)
        #expect(manifest.problems == [])
        #expect(manifest.dependencies.map(\.conditions) == [[], ["os(Linux)"]])
        #expect(manifest.products.map(\.name) == ["A", "Mac"])
        #expect(manifest.products.map(\.conditions) == [[], ["!(os(Linux))"]])
    }

    @Test func readsAPackageCallInEachBranch() {
        let source = """
            #if os(Linux)
            let package = Package(name: "P", targets: [.target(name: "A"), .target(name: "L")])
            #else
            let package = Package(name: "P", targets: [.target(name: "A")])
            #endif
            """
        let manifest = read(source)
        #expect(manifest.problems == [])
        #expect(manifest.targets.map(\.name) == ["A", "L"])
        #expect(manifest.targets.map(\.conditions) == [[], ["os(Linux)"]])
    }

    @Test func recordsTheConditionsOfAnIfConfigInsideAnArrayLiteral() {
        let source = """
            let package = Package(
                name: "P",
                targets: [
                    .target(name: "A"),
                    #if os(Linux)
                    .target(name: "B", dependencies: ["A"]),
                    #endif
                ]
            )
            """
        let manifest = read(source)
        #expect(manifest.targets.map(\.conditions) == [[], ["os(Linux)"]])
        #expect(Self.dependencyConditions(of: "B", in: manifest) == ["A": ["os(Linux)"]])
    }
}
