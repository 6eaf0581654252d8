import ArchCore
import Testing

@testable import Rules

/// `ImportEdge.isGuarded`: an import under `#if canImport(M)` of its own module needs no declaration.
struct GuardedImportTests {
    private static func edge(_ module: String, _ conditions: [String]) -> ImportEdge {
        ImportEdge(
            file: "Sources/App/View.swift", from: ModuleID(package: ".", name: "App"), to: ModuleID(package: nil, name: module),
            import: Import(module: module, line: 3, column: 1, conditions: conditions))
    }

    @Test(arguments: [
        (["canImport(Alamofire)"], true),
        (["canImport( Alamofire )"], true),
        (["os(iOS)", "canImport(Alamofire, _version: 5.0)"], true),
        (["canImport(Alamofire)&&os(iOS)"], true),
        (["!(canImport(UIKit))", "canImport(Alamofire)"], true),
        ([], false),
        (["canImport(AlamofireImage)"], false),
        (["canImport(Alamofire"], false),
        (["canImport(Alamofire."], false),
        (["canImport(UIKit)"], false),
        (["Alamofire"], false),
        (["canImport"], false),
    ])
    func importsUnderTheirOwnCanImportAreGuarded(conditions: [String], guarded: Bool) {
        #expect(Self.edge("Alamofire", conditions).isGuarded == guarded)
    }
}
