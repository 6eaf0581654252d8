/// The shape of a synthetic layered SwiftPM workspace.
struct WorkspaceSpec: Equatable, Sendable {
    var packages: Int
    var targetsPerPackage: Int
    var filesPerTarget: Int
    /// At most this many imports per file, `Foundation` included; domain files import only `Foundation`.
    var importsPerFile: Int
    /// Share of files with one import inside an `#if canImport(...)`, `#if os(...)` or `#if compiler(...)` block.
    var ifShare: Double
    /// Share of files with an import after their declarations, in an `#if DEBUG` block at the bottom.
    var lateImportShare: Double
    /// Share of files whose body mentions the word `import` in a string or comment (real code: 1-5%).
    var importWordShare: Double = 0.03
    var seed: UInt64
    /// Whether an Xcode project at `App/` is the composition root (see ``XcodeAppWriter``).
    var xcodeApp = false
    /// The `rules14` preset: each package's last target is a test target (`<Package>FeatureTests`,
    /// testing its feature) and `.archlint.yml` has 14 rules (``BenchConfiguration/fourteenRules(packages:)``).
    var fourteenRules = false
    /// Targets in `BUILD.bazel` files and one `bazel.query.xml` at the root (what `bazel query
    /// --output=xml` prints for them) instead of `Package.swift` files (see ``BazelQueryWriter``).
    var bazel = false

    var files: Int {
        packages * targetsPerPackage * filesPerTarget + (xcodeApp ? XcodeAppWriter.appFiles + XcodeAppWriter.widgetFiles : 0)
    }

    /// The size of the modular app (see ``preset(size:seed:)``).
    static let appSize = 1_800

    /// Whether this is a monorepo preset's shape, the shape of the growth series.
    var isMonorepoShape: Bool { targetsPerPackage == 4 && filesPerTarget == 50 }

    /// A one-line description, stored next to a generated tree so `run` can reuse it.
    var fingerprint: String {
        "v2 packages=\(packages) targets=\(targetsPerPackage) files=\(filesPerTarget) "
            + "imports=\(importsPerFile) if=\(ifShare) late=\(lateImportShare) word=\(importWordShare) seed=\(seed)"
            + (xcodeApp ? " xcode" : "") + (fourteenRules ? " rules14" : "") + (bazel ? " bazel" : "")
    }

    /// The workspace `run` uses for a size such as `1k`, `1800`, `10k` or `100k`.
    ///
    /// - 1,800 files is the modular app issue 7 measured: 60 packages of 5 targets of 6 files
    ///   (30 files per manifest).
    /// - Every other size is a monorepo of the 100k tree's shape: packages of 4 targets of 50 files
    ///   (100k: 500 manifests, 2,000 targets). The growth series (1k, 10k, 100k) differ in size
    ///   only, so their time per file shows how archlint grows, not how the shape changes.
    static func preset(size: Int, seed: UInt64 = 1) -> WorkspaceSpec {
        let (targets, filesPerTarget) = size == appSize ? (5, 6) : (4, 50)
        let packages = max(1, Int((Double(size) / Double(targets * filesPerTarget)).rounded()))
        return WorkspaceSpec(
            packages: packages, targetsPerPackage: targets, filesPerTarget: filesPerTarget,
            importsPerFile: 3, ifShare: 0.1, lateImportShare: 0.02, seed: seed)
    }

    /// The `xcode` preset: the 1,800-file modular app with its composition root in an Xcode
    /// project (an app target of 80 files linking a product of each of the 60 packages, a 20-file
    /// widget), 1,900 files.
    static let xcodeLabel = "xcode"

    /// The `rules14` preset: the `xcode` preset whose packages each have a test target instead of
    /// their second feature, judged by a 14-rule configuration (issue 34's shape: layers, allow,
    /// forbid with many components, independent, confine, manifest, no-cycles, exhaustive, a file
    /// component, a rule with `tests: include`), 1,900 files.
    static let fourteenRulesLabel = "rules14"

    static func preset(label: String, size: Int, seed: UInt64 = 1) -> WorkspaceSpec {
        guard label == xcodeLabel || label == fourteenRulesLabel else { return preset(size: size, seed: seed) }
        var spec = preset(size: appSize, seed: seed)
        spec.xcodeApp = true
        spec.fourteenRules = label == fourteenRulesLabel
        return spec
    }

    /// Parses `200`, `1800`, `1k`, `10k`, `100k`, `1.5k`, and `xcode` or `rules14` (1,900 files).
    static func parseSize(_ text: String) -> Int? {
        let lower = text.lowercased()
        if lower == xcodeLabel || lower == fourteenRulesLabel {
            return appSize + XcodeAppWriter.appFiles + XcodeAppWriter.widgetFiles
        }
        if lower.hasSuffix("k"), let value = Double(lower.dropLast()) {
            return Int(value * 1_000)
        }
        return Int(lower)
    }
}

/// The layer a target belongs to, by its position in the package (0: domain, 1: application,
/// 2: infrastructure, 3 and later: features); `tests` for the test target of the `rules14` preset.
enum Layer: Sendable {
    case domain, application, infrastructure, feature, tests

    init(index: Int) {
        self = [.domain, .application, .infrastructure][safe: index] ?? .feature
    }
}

extension Array {
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
