import ArchCore

/// What each platform of ``BuildPlatform/known`` is: its `os()` names, the architectures it is built
/// for. What `canImport` finds there is in ``ArchCore/SystemModules``.
public enum PlatformTable {
    static let apple = BuildPlatform.apple
    static let uikit: Set<String> = ["iOS", "tvOS", "visionOS", "macCatalyst"]

    /// The architectures (`arch()` names) a platform is built for; the simulator adds the Mac's.
    static func architectures(of platform: BuildPlatform) -> Set<String> {
        switch platform.name {
        case "macOS", "macCatalyst": ["arm64", "x86_64"]
        case "iOS", "tvOS", "visionOS": platform.simulator ? ["arm64", "x86_64"] : ["arm64"]
        case "watchOS": platform.simulator ? ["arm64", "x86_64"] : ["arm64_32", "arm64"]
        case "Linux": ["x86_64", "arm64", "i386", "arm", "powerpc64le", "s390x", "riscv64"]
        case "Windows": ["x86_64", "arm64", "i386"]
        case "Android": ["arm64", "arm", "x86_64", "i386"]
        case "WASI": ["wasm32"]
        default: []
        }
    }

    static let pointerBitWidth: [String: String] = [
        "arm64": "_64", "x86_64": "_64", "powerpc64le": "_64", "s390x": "_64", "riscv64": "_64",
        "arm64_32": "_32", "i386": "_32", "arm": "_32", "wasm32": "_32",
    ]

    /// `os`, `targetEnvironment`, `_runtime`, `arch`, `_endian` and `_pointerBitWidth` on `platform`.
    static func check(_ function: String, _ argument: String, on platform: BuildPlatform) -> Truth {
        switch function {
        case "os": return Truth(os(argument, on: platform))
        case "targetEnvironment":
            switch argument {
            case "simulator": return Truth(platform.simulator && uikit.union(["watchOS"]).contains(platform.name))
            case "macCatalyst", "macabi": return Truth(platform.name == "macCatalyst")
            default: return .no
            }
        case "_runtime": return Truth(argument == (apple.contains(platform.name) ? "_ObjC" : "_Native"))
        case "arch": return byArchitecture(platform) { $0 == argument }
        case "_endian": return byArchitecture(platform) { (($0 == "s390x") ? "big" : "little") == argument }
        case "_pointerBitWidth": return byArchitecture(platform) { pointerBitWidth[$0] == argument }
        default: return .undecided
        }
    }

    private static func os(_ name: String, on platform: BuildPlatform) -> Bool {
        switch name {
        case "OSX", "macOS": platform.name == "macOS"
        // Mac Catalyst compiles as iOS: `os(iOS)` holds there, `os(macOS)` does not.
        case "iOS": platform.name == "iOS" || platform.name == "macCatalyst"
        case "xrOS": platform.name == "visionOS"
        default: platform.name == name && name != "macCatalyst"
        }
    }

    /// Yes when every architecture of the platform satisfies `test`, no when none does.
    private static func byArchitecture(_ platform: BuildPlatform, _ test: (String) -> Bool) -> Truth {
        let results = Set(architectures(of: platform).map(test))
        if results.count > 1 { return .undecided }
        return Truth(results.first ?? false)
    }
}
