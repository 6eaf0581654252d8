import ArchCore
import Testing
import Workspace

/// A manifest whose own dependency list archlint does not read whole (`dependencies: helper()`,
/// issue 30): archlint says once what it skipped and never that the package lacks a dependency;
/// a name no entry read provides is looked up among the packages of the repository, as SwiftPM
/// would find it there had the list been read.
struct UnreadDependencyListTests {
    static let root = """
        // swift-tools-version: 5.9
        import PackageDescription
        func deps() -> [Package.Dependency] {[
            .package(path: "Lib"),
            .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.0.0"),
        ]}
        let package = Package(name: "App", dependencies: deps(), targets: [
            .executableTarget(name: "App", dependencies: [
                "Lib",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Util", package: "Lib"),
                "PathKit",
            ]),
        ])
        """

    static func library(
        products: String = #"[.library(name: "Lib", targets: ["Lib"]), .library(name: "Util", targets: ["Util"])]"#, helpers: String = ""
    ) -> String {
        """
        // swift-tools-version: 5.9
        import PackageDescription
        \(helpers)
        let package = Package(name: "Lib", products: \(products), targets: [.target(name: "Lib"), .target(name: "Util")])
        """
    }

    static func problems(_ graph: Graph) -> [String] {
        graph.problems.map { "\($0.ruleID) \($0.location?.description ?? "") \($0.message)" }
    }

    static func edges(_ graph: Graph) -> [String] {
        graph.dependencies.map { "\($0.from.name) -> \($0.to.package.map { $0 + "/" } ?? "external ")\($0.to.name)" }
    }

    @Test func namesTheListDoesNotShowAreFoundInTheRepositoryOrTakenForRemoteProducts() throws {
        let tree = try TemporaryTree([
            "Package.swift": Self.root, "Sources/App/main.swift": "import Lib\n",
            "Lib/Package.swift": Self.library(), "Lib/Sources/Lib/L.swift": "\n", "Lib/Sources/Util/U.swift": "\n",
        ])
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root))
        #expect(Self.problems(graph) == [
            "manifest_not_understood Package.swift:7:50 skipped call to helper function 'deps()': package dependencies it declares are missing",
        ])
        #expect(Self.edges(graph) == [
            "App -> Lib/Lib", "App -> external ArgumentParser", "App -> Lib/Util", "App -> external PathKit",
        ])
    }

    @Test func aProductTwoPackagesOfTheRepositoryVendCannotBeChecked() throws {
        let tree = try TemporaryTree([
            "Package.swift": Self.root, "Sources/App/main.swift": "import Lib\n",
            "Lib/Package.swift": Self.library(), "Lib/Sources/Lib/L.swift": "\n", "Lib/Sources/Util/U.swift": "\n",
            "Other/Package.swift": Self.library().replacingOccurrences(of: "name: \"Lib\", products", with: "name: \"Other\", products"),
            "Other/Sources/Lib/L.swift": "\n", "Other/Sources/Util/U.swift": "\n",
        ])
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root))
        #expect(Self.problems(graph).filter { $0.hasPrefix("unresolved_dependency") } == [
            "unresolved_dependency Package.swift:9:9 cannot check dependency 'Lib' of target 'App': archlint did not read the "
                + "package's whole dependency list (line 7), and the packages in 'Lib', 'Other' all have a product 'Lib'",
        ])
    }

    @Test func aProductOfAPackageWhoseProductsAreNotReadWholeCannotBeChecked() throws {
        let root = Self.root.replacingOccurrences(of: "dependencies: deps()", with: #"dependencies: [.package(path: "Lib")]"#)
        let tree = try TemporaryTree([
            "Package.swift": root, "Sources/App/main.swift": "import Lib\n",
            "Lib/Package.swift": Self.library(products: "products()", helpers: "func products() -> [Product] { [] }"),
            "Lib/Sources/Lib/L.swift": "\n", "Lib/Sources/Util/U.swift": "\n",
        ])
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root))
        #expect(Self.problems(graph).filter { $0.hasPrefix("unresolved_dependency") } == [
            "unresolved_dependency Package.swift:9:9 cannot check dependency 'Lib' of target 'App': archlint did not read all the "
                + "products of the package in 'Lib'",
            "unresolved_dependency Package.swift:10:9 cannot resolve dependency 'ArgumentParser' of target 'App': the package has "
                + "no dependency 'swift-argument-parser'",
            "unresolved_dependency Package.swift:11:9 cannot check dependency 'Util' of target 'App': archlint did not read all the "
                + "products of the package in 'Lib'",
            "unresolved_dependency Package.swift:12:9 cannot check dependency 'PathKit' of target 'App': archlint did not read all "
                + "the products of the package in 'Lib'",
        ])
    }
}

extension UnreadDependencyListTests {
    @Test func aProductAnXcodeTargetLinksFromAPackageWhoseProductsAreNotReadWholeCannotBeChecked() throws {
        let objects = """
            \t\tPROJECT = {isa = PBXProject; mainGroup = MAIN; targets = (APP); };
            \t\tMAIN = {isa = PBXGroup; children = (FOLDER); sourceTree = "<group>"; };
            \t\tFOLDER = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
            \t\tAPP = {isa = PBXNativeTarget; fileSystemSynchronizedGroups = (FOLDER); name = App; packageProductDependencies = (PRODUCT); productType = "com.apple.product-type.application"; };
            \t\tPRODUCT = {isa = XCSwiftPackageProductDependency; package = LOCAL; productName = Util; };
            \t\tLOCAL = {isa = XCLocalSwiftPackageReference; relativePath = Lib; };

            """
        let tree = try TemporaryTree([
            "App.xcodeproj/project.pbxproj": XcodeProjectRealIdiomTests.project(objects, root: "PROJECT"), "App/Main.swift": "import Util\n",
            "Lib/Package.swift": Self.library(products: "products()", helpers: "func products() -> [Product] { [] }"),
            "Lib/Sources/Lib/L.swift": "\n", "Lib/Sources/Util/U.swift": "\n",
        ])
        let graph = try WorkspaceLoader.load(WorkspaceOptions(root: tree.root))
        #expect(graph.problems.map(\.message).filter { $0.contains("Util") } == [
            "cannot check product 'Util' that target 'App' links: archlint did not read all the products of the package at 'Lib'",
        ])
    }
}
