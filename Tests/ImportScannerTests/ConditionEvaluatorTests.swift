import ArchCore
import ImportScanner
import Testing

/// `#if` conditions evaluated against platforms: each case lists the platforms of a fixed matrix on
/// which the condition holds.
struct ConditionEvaluatorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var condition: String
        var holdsOn: [String]
        var testDescription: String { "\(condition) holds on \(holdsOn)" }

        init(_ condition: String, _ holdsOn: [String]) {
            self.condition = condition
            self.holdsOn = holdsOn
        }
    }

    /// iOS is built with DEBUG, Linux with DEBUG and CI; the iOS simulator is a separate entry.
    static let matrix: [String: BuildPlatform] = [
        "macOS": BuildPlatform(name: "macOS"),
        "iOS": BuildPlatform(name: "iOS", flags: ["DEBUG"]),
        "iOSSimulator": BuildPlatform(name: "iOS", simulator: true),
        "macCatalyst": BuildPlatform(name: "macCatalyst"),
        "watchOS": BuildPlatform(name: "watchOS"),
        "Linux": BuildPlatform(name: "Linux", flags: ["DEBUG", "CI"]),
        "Windows": BuildPlatform(name: "Windows"),
        "WASI": BuildPlatform(name: "WASI"),
    ]
    static let everywhere = ["iOS", "iOSSimulator", "Linux", "WASI", "Windows", "macCatalyst", "macOS", "watchOS"]

    static let cases: [Case] = [
        Case("os(iOS)", ["iOS", "iOSSimulator", "macCatalyst"]),
        Case("os(macOS)", ["macOS"]),
        Case("os(OSX)", ["macOS"]),
        Case("os(Linux)", ["Linux"]),
        Case("os(FreeBSD)", []),
        Case("!os(Linux)", ["iOS", "iOSSimulator", "WASI", "Windows", "macCatalyst", "macOS", "watchOS"]),
        Case("os(iOS) || os(macOS)", ["iOS", "iOSSimulator", "macCatalyst", "macOS"]),
        Case("os(iOS) && !targetEnvironment(macCatalyst)", ["iOS", "iOSSimulator"]),
        Case("targetEnvironment(simulator)", ["iOSSimulator"]),
        Case("targetEnvironment(macCatalyst)", ["macCatalyst"]),
        // watchOS ships a reduced UIKit (UIColor, UIImage, UIFont), so canImport(UIKit) holds there;
        // AppKit is importable under Mac Catalyst, which is why code writes
        // `canImport(AppKit) && !targetEnvironment(macCatalyst)`. Both as the SDK list has them.
        Case("canImport(UIKit)", ["iOS", "iOSSimulator", "macCatalyst", "watchOS"]),
        Case("canImport(AppKit)", ["macOS", "macCatalyst"]),
        Case("canImport(SwiftUI)", ["iOS", "iOSSimulator", "macCatalyst", "macOS", "watchOS"]),
        Case("canImport(Darwin)", ["iOS", "iOSSimulator", "macCatalyst", "macOS", "watchOS"]),
        Case("canImport(Glibc)", ["Linux"]),
        Case("canImport(FoundationNetworking)", ["Linux", "Windows"]),
        Case("canImport(WinSDK)", ["Windows"]),
        Case("canImport(Foundation)", everywhere),
        Case("canImport(SomeThirdPartyKit)", everywhere),
        Case("canImport(LocalFeature)", everywhere),
        Case("canImport(UIKit.UIView)", ["iOS", "iOSSimulator", "macCatalyst", "watchOS"]),
        Case("canImport(UIKit, _version: 1.2)", ["iOS", "iOSSimulator", "macCatalyst", "watchOS"]),
        Case("DEBUG", ["iOS", "Linux"]),
        Case("!DEBUG", ["WASI", "Windows", "iOSSimulator", "macCatalyst", "macOS", "watchOS"]),
        Case("DEBUG && CI", ["Linux"]),
        Case("UNDEFINED_FLAG", []),
        Case("SWIFT_PACKAGE", everywhere),
        Case("!SWIFT_PACKAGE", everywhere),
        Case("$NonescapableTypes", everywhere),
        Case("true", everywhere),
        Case("false", []),
        Case("swift(>=5.9)", everywhere),
        Case("swift(>=6.1)", []),
        Case("swift(<6)", []),
        Case("swift(<6.0.1)", everywhere),
        Case("compiler(>=6)", everywhere),
        Case("compiler(>=6.2)", []),
        Case("!(compiler(>=6))", []),
        Case("(os(iOS) || os(Linux)) && DEBUG", ["iOS", "Linux"]),
        Case("os(iOS) || os(Linux) && DEBUG", ["iOS", "iOSSimulator", "Linux", "macCatalyst"]),
        Case("!(canImport(UIKit))", ["Linux", "WASI", "Windows", "macOS"]),
        Case("!(canImport(Glibc)) && !(canImport(Darwin))", ["WASI", "Windows"]),
        Case("arch(wasm32)", ["WASI"]),
        // Platforms built for several architectures may compile either branch.
        Case("arch(arm64)", ["iOS", "iOSSimulator", "Linux", "Windows", "macCatalyst", "macOS", "watchOS"]),
        Case("!arch(arm64)", ["iOSSimulator", "Linux", "WASI", "Windows", "macCatalyst", "macOS", "watchOS"]),
        Case("_endian(little)", ["iOS", "iOSSimulator", "WASI", "Linux", "Windows", "macCatalyst", "macOS", "watchOS"]),
        Case("_endian(big)", ["Linux"]),
        Case("_pointerBitWidth(_32)", ["Linux", "WASI", "Windows", "watchOS"]),
        Case("_runtime(_ObjC)", ["iOS", "iOSSimulator", "macCatalyst", "macOS", "watchOS"]),
        // What the matrix cannot decide may hold, and so may its negation.
        Case("hasFeature(StrictConcurrency)", everywhere),
        Case("!hasFeature(StrictConcurrency)", everywhere),
        Case("hasAttribute(retroactive) && os(Linux)", ["Linux"]),
        Case("os(", everywhere),
    ]

    @Test(arguments: cases)
    func evaluatesTheConditionOnEachPlatform(_ testCase: Case) {
        let holding = Self.matrix.filter { _, platform in
            ConditionEvaluator.holds([testCase.condition], on: platform, localModules: ["LocalFeature"])
        }.keys.sorted()
        #expect(holding == testCase.holdsOn.sorted())
    }

    @Test func requiresEveryConditionOfTheList() {
        let iOS = BuildPlatform(name: "iOS", flags: ["DEBUG"])
        #expect(ConditionEvaluator.holds(["canImport(UIKit)", "DEBUG"], on: iOS))
        #expect(!ConditionEvaluator.holds(["canImport(UIKit)", "!(DEBUG)"], on: iOS))
        #expect(ConditionEvaluator.holds([], on: iOS))
    }

    @Test func comparesSwiftAndCompilerVersionsWithTheConfiguredVersion() throws {
        let linux = BuildPlatform(name: "Linux")
        let old = try #require(SwiftVersion("5.9"))
        #expect(ConditionEvaluator.holds(["swift(>=5.9)"], on: linux, swiftVersion: old))
        #expect(!ConditionEvaluator.holds(["compiler(>=6)"], on: linux, swiftVersion: old))
        #expect(ConditionEvaluator.holds(["swift(<5.10)"], on: linux, swiftVersion: old))
    }

    @Test func listsThePlatformsOfTheMatrixInItsOrder() {
        let matrix = [BuildPlatform(name: "Linux"), BuildPlatform(name: "iOS"), BuildPlatform(name: "macOS")]
        let names = ConditionEvaluator.platforms(where: ["canImport(Darwin)"], in: matrix).map(\.name)
        #expect(names == ["iOS", "macOS"])
    }
}
