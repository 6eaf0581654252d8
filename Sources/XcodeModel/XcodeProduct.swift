import ArchCore

/// A target's `productType`, named briefly (`app`, `framework`, `unit-test`).
public struct XcodeProduct: Hashable, Sendable {
    /// The `productType` as written (`com.apple.product-type.application`).
    public var type: String

    public init(type: String) { self.type = type }

    /// The short name `archlint graph` shows.
    public var name: String {
        if type.isEmpty { return "unknown" }
        let prefix = "com.apple.product-type."
        let short = type.hasPrefix(prefix) ? String(type.dropFirst(prefix.count)) : type
        return Self.names[short] ?? short
    }

    /// How the rules treat it: test bundles are test targets, what runs on its own (apps,
    /// extensions, tools) is an executable, the rest (frameworks, libraries, bundles) a library.
    public var targetKind: TargetKind {
        let short = name
        if short == "unit-test" || short == "ui-test" || short.hasSuffix("-test") { return .test }
        if Self.executables.contains(short) || short.hasPrefix("app") || short.contains("extension") || short.hasSuffix("app") {
            return .executable
        }
        return .regular
    }

    /// The file a target of this product builds, by which other targets link it
    /// (`Core.framework`, `libCore.a`); `nil` for products nothing links.
    public func builtFile(named productName: String) -> String? {
        switch name {
        case "framework", "static-framework": return productName + ".framework"
        case "static-library": return "lib" + productName + ".a"
        case "dynamic-library": return "lib" + productName + ".dylib"
        default: return nil
        }
    }

    private static let names: [String: String] = [
        "application": "app", "application.watchapp": "watch-app", "application.watchapp2": "watch-app",
        "application.watchapp2-container": "watch-app-container", "application.messages": "messages-app",
        "application.on-demand-install-capable": "app-clip", "bundle.unit-test": "unit-test",
        "bundle.ui-testing": "ui-test", "bundle.ocunit-test": "unit-test", "framework.static": "static-framework",
        "library.static": "static-library", "library.dynamic": "dynamic-library", "app-extension": "app-extension",
        "extensionkit-extension": "extensionkit-extension", "watchkit2-extension": "watch-extension",
        "tv-app-extension": "tv-extension", "app-extension.messages": "messages-extension",
        "app-extension.messages-sticker-pack": "sticker-pack", "tool": "tool", "framework": "framework",
        "bundle": "bundle", "xpc-service": "xpc-service", "system-extension": "system-extension",
        "driver-extension": "driver-extension", "instruments-package": "instruments-package",
        "metal-library": "metal-library", "xcframework": "xcframework", "kernel-extension": "kernel-extension",
    ]
    private static let executables: Set<String> = [
        "app", "watch-app", "watch-app-container", "messages-app", "app-clip", "tool", "xpc-service",
        "system-extension", "driver-extension", "kernel-extension",
    ]
}
