import ArchCore

extension ScanCase {
    /// Imports under `#if`, `#elseif` and `#else`, nested and duplicated.
    static let conditions: [ScanCase] = [
        ScanCase(
            "if, elseif and else clauses",
            """
            #if canImport(UIKit)
            import UIKit
            #elseif canImport(AppKit)
            import AppKit
            #else
            import Foundation
            #endif
            """,
            [
                imp("UIKit", 2, 1, conditions: ["canImport(UIKit)"]),
                imp("AppKit", 4, 1, conditions: ["!(canImport(UIKit))", "canImport(AppKit)"]),
                imp("Foundation", 6, 1, conditions: ["!(canImport(UIKit))", "!(canImport(AppKit))"]),
            ]
        ),
        ScanCase(
            "the same import in both branches is reported twice",
            """
            #if compiler(>=6)
            public import NIOCore
            #else
            @preconcurrency import NIOCore
            #endif
            """,
            [
                imp("NIOCore", 2, 1, access: .public, conditions: ["compiler(>=6)"]),
                imp("NIOCore", 4, 1, attributes: ["preconcurrency"], conditions: ["!(compiler(>=6))"]),
            ]
        ),
        ScanCase(
            "conditions with operators keep their text",
            """
            #if os(iOS) || os(macOS)
              import Combine
            #endif
            #if !DEBUG && (arch(x86_64) || arch(arm64))
            \timport Accelerate
            #endif
            """,
            [
                imp("Combine", 2, 3, conditions: ["os(iOS) || os(macOS)"]),
                imp("Accelerate", 5, 2, conditions: ["!DEBUG && (arch(x86_64) || arch(arm64))"]),
            ]
        ),
        ScanCase(
            "a comment after the condition is not part of it",
            "#if DEBUG // only for debugging\nimport Inspector\n#endif\n",
            [imp("Inspector", 2, 1, conditions: ["DEBUG"])]
        ),
        ScanCase(
            "nested conditions list the outer ones first",
            """
            #if os(Linux)
            import Glibc
            #elseif os(Windows)
            import WinSDK
            #else
            #if canImport(Darwin)
            import Darwin
            #if DEBUG
            @testable import Probe
            #endif
            #endif
            #endif
            """,
            [
                imp("Glibc", 2, 1, conditions: ["os(Linux)"]),
                imp("WinSDK", 4, 1, conditions: ["!(os(Linux))", "os(Windows)"]),
                imp("Darwin", 7, 1, conditions: ["!(os(Linux))", "!(os(Windows))", "canImport(Darwin)"]),
                imp(
                    "Probe", 9, 1, attributes: ["testable"],
                    conditions: ["!(os(Linux))", "!(os(Windows))", "canImport(Darwin)", "DEBUG"]
                ),
            ]
        ),
        ScanCase(
            "an import in a later if block after declarations",
            """
            import Foundation

            public struct Clock {}

            #if canImport(FoundationNetworking)
            import FoundationNetworking
            #endif
            """,
            [imp("Foundation", 1, 1), imp("FoundationNetworking", 6, 1, conditions: ["canImport(FoundationNetworking)"])]
        ),
        ScanCase(
            "an if block mixing imports and declarations",
            """
            #if canImport(UIKit)
            import UIKit
            public typealias Color = UIColor
            #else
            import AppKit
            public typealias Color = NSColor
            #endif
            """,
            [
                imp("UIKit", 2, 1, conditions: ["canImport(UIKit)"]),
                imp("AppKit", 5, 1, conditions: ["!(canImport(UIKit))"]),
            ]
        ),
        ScanCase(
            "an import under an if inside a type",
            "struct S {\n#if DEBUG\n    import Probe\n#endif\n}\n",
            [imp("Probe", 3, 5, conditions: ["DEBUG"])]
        ),
        ScanCase(
            "an empty if clause and an else with the import",
            "#if SKIP\n#else\nimport Kept\n#endif\n",
            [imp("Kept", 3, 1, conditions: ["!(SKIP)"])]
        ),
        ScanCase(
            "version checks",
            "#if swift(>=5.9) && compiler(<6.0)\nimport Old\n#elseif hasFeature(Embedded)\nimport Tiny\n#endif\n",
            [
                imp("Old", 2, 1, conditions: ["swift(>=5.9) && compiler(<6.0)"]),
                imp("Tiny", 4, 1, conditions: ["!(swift(>=5.9) && compiler(<6.0))", "hasFeature(Embedded)"]),
            ]
        ),
    ]
}
