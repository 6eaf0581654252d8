import ArchCore

/// Which manifest SwiftPM reads in a folder that has version-specific ones
/// (`Package@swift-5.9.swift`): the highest version not newer than the Swift in use, unless
/// `Package.swift` itself declares a tools version at least as high and not newer than that Swift.
/// Version-specific manifests are never source files.
enum ManifestChoice {
    /// The version in `Package@swift-5.9.swift`; `nil` for any other name.
    static func version(ofManifestNamed name: String) -> SwiftVersion? {
        guard name.hasPrefix("Package@swift-"), name.hasSuffix(".swift") else { return nil }
        return SwiftVersion(String(name.dropFirst("Package@swift-".count).dropLast(".swift".count)))
    }

    /// The name of the manifest to read among `names` (all manifests of one folder), given the
    /// tools version `Package.swift` declares (`nil` if it has none or there is no `Package.swift`).
    static func pick(_ names: [String], regularToolsVersion: SwiftVersion?, current: SwiftVersion) -> String? {
        let hasRegular = names.contains("Package.swift")
        let versioned = names.compactMap { name in version(ofManifestNamed: name).map { (name, $0) } }
            .filter { $0.1 <= current }
            .max { $0.1 < $1.1 }
        guard let (name, version) = versioned else { return hasRegular ? "Package.swift" : nil }
        guard hasRegular, let regular = regularToolsVersion else { return name }
        return regular <= current && regular >= version ? "Package.swift" : name
    }

    /// The Swift the manifests are read for: the configured `swift:` or, when higher, the compiler
    /// archlint was built with (users build both with the same toolchain; `swift:` defaults to 6.0,
    /// which would pick `Package@swift-6.0.swift` over a `Package.swift` declaring 6.2).
    static func current(configured: SwiftVersion) -> SwiftVersion {
        max(configured, builtWith)
    }

    static let builtWith: SwiftVersion = {
        #if compiler(>=6.4)
        return SwiftVersion("6.4")!
        #elseif compiler(>=6.3)
        return SwiftVersion("6.3")!
        #elseif compiler(>=6.2)
        return SwiftVersion("6.2")!
        #elseif compiler(>=6.1)
        return SwiftVersion("6.1")!
        #else
        return SwiftVersion("6.0")!
        #endif
    }()

    /// The version in a `// swift-tools-version:6.0` first line.
    static func toolsVersion(declaredIn firstLine: String) -> SwiftVersion? {
        let squeezed = String(firstLine.lowercased().filter { $0 != " " && $0 != "\t" })
        guard squeezed.hasPrefix("//swift-tools-version:") else { return nil }
        let version = squeezed.dropFirst("//swift-tools-version:".count).prefix { $0.isNumber || $0 == "." }
        return SwiftVersion(String(version))
    }
}
