import ArchCore

/// Decides whether the `#if` conditions of an import (``Import/conditions``) hold on one platform
/// of the matrix. Pure: the platform, the Swift version and the graph's module names are inputs.
///
/// Evaluation is three-valued: what the matrix cannot decide (`hasFeature(X)`, `arch(arm64)` on
/// a platform built for several architectures, an unknown function, a condition that does not
/// parse) is *undecided*, `!undecided` is undecided too, and undecided counts as holding at the
/// end, so archlint never drops an import that some build of the platform may compile.
///
/// - `os(X)`: the platform's OS; `os(iOS)` also holds on macCatalyst, as in the compiler.
/// - `canImport(X)`: true when `X` is a module of the graph, else by ``PlatformTable`` (SDK and
///   toolchain modules per platform), else true: a third-party module archlint cannot see may be
///   importable anywhere.
/// - `targetEnvironment(simulator)`: the platform's `simulator`; `targetEnvironment(macCatalyst)`
///   on macCatalyst.
/// - `swift(...)`, `compiler(...)`: against `swiftVersion`.
/// - `arch`, `_endian`, `_pointerBitWidth`: by the architectures the platform is built for.
/// - A custom flag holds when the platform defines it; an unknown flag is false, as in the compiler.
///   `SWIFT_PACKAGE` (set by SwiftPM, not by Xcode) and `$Feature` are undecided unless defined.
public enum ConditionEvaluator {
    /// Whether every condition holds (or may hold) on `platform`.
    public static func holds(
        _ conditions: [String], on platform: BuildPlatform, swiftVersion: SwiftVersion = .default,
        localModules: Set<String> = []
    ) -> Bool {
        let context = Context(platform: platform, swiftVersion: swiftVersion, localModules: localModules)
        return conditions.allSatisfy { context.evaluate(BuildCondition.parse($0)) != .no }
    }

    /// The platforms of `matrix` on which every condition holds (or may hold), in matrix order.
    /// Each condition is parsed once for the whole matrix.
    public static func platforms(
        where conditions: [String], in matrix: [BuildPlatform], swiftVersion: SwiftVersion = .default,
        localModules: Set<String> = []
    ) -> [BuildPlatform] {
        let parsed = conditions.map(BuildCondition.parse)
        return matrix.filter { platform in
            let context = Context(platform: platform, swiftVersion: swiftVersion, localModules: localModules)
            return parsed.allSatisfy { context.evaluate($0) != .no }
        }
    }
}

extension ConditionEvaluator {
    /// Whether every condition may hold on one of `platforms` (names: `iOS`, `macOS`, ...) judging
    /// by the OS alone (`os(...)`, `targetEnvironment(macCatalyst)`, `true`/`false`): a flag, a
    /// version, `canImport` or an architecture is undecided, as the target's configuration is
    /// not known. For a target that builds for those platforms only (an Xcode target's `SDKROOT`).
    public static func mayHold(_ conditions: [String], onAnyOf platforms: [String]) -> Bool {
        let parsed = conditions.map(BuildCondition.parse)
        return platforms.contains { name in
            let context = Context(platform: BuildPlatform(name: name), swiftVersion: .default, localModules: [], decidesOnlyTheOS: true)
            return parsed.allSatisfy { context.evaluate($0) != .no }
        }
    }

    struct Context {
        var platform: BuildPlatform
        var swiftVersion: SwiftVersion
        var localModules: Set<String>
        var decidesOnlyTheOS = false

        func evaluate(_ condition: BuildCondition) -> Truth {
            if decidesOnlyTheOS {
                switch condition {
                case .flag, .version, .undecided: return .undecided
                case .platformCheck(let function, let argument):
                    guard function == "os" || (function == "targetEnvironment" && argument == "macCatalyst") else { return .undecided }
                default: break
                }
            }
            return switch condition {
            case .constant(let value): Truth(value)
            case .flag(let name):
                if platform.flags.contains(name) { .yes }
                // SwiftPM defines SWIFT_PACKAGE for package targets, Xcode does not; `$Feature` is
                // the old spelling of `hasFeature(Feature)`.
                else if name == "SWIFT_PACKAGE" || name.hasPrefix("$") { .undecided }
                else { .no }
            case .not(let inner): !evaluate(inner)
            case .and(let lhs, let rhs): evaluate(lhs) && evaluate(rhs)
            case .or(let lhs, let rhs): evaluate(lhs) || evaluate(rhs)
            case .version(let atLeast, let text):
                SwiftVersion(text).map { Truth(atLeast ? swiftVersion >= $0 : swiftVersion < $0) } ?? .undecided
            case .platformCheck("canImport", let module):
                localModules.contains(module) ? .yes : Truth(SystemModules.canImport(module, on: platform.name) ?? true)
            case .platformCheck(let function, let argument):
                PlatformTable.check(function, argument, on: platform)
            case .undecided: .undecided
            }
        }
    }
}
