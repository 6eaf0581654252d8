import ArchCore

extension ScanCase {
    /// The forms an import declaration takes: paths, kinds, attributes, access levels.
    static let forms: [ScanCase] = [
        ScanCase("a plain import", "import Foundation\n", [imp("Foundation", 1, 1)]),
        ScanCase("an import without a trailing newline", "import Foundation", [imp("Foundation", 1, 1)]),
        ScanCase(
            "a file header comment then imports",
            """
            //
            //  AppDelegate.swift
            //  Movies
            //

            import UIKit
            import MoviesDomain

            """,
            [imp("UIKit", 6, 1), imp("MoviesDomain", 7, 1)]
        ),
        ScanCase(
            "a submodule import keeps its whole path",
            "import Foundation.NSString\nimport Darwin.C.stdio\n",
            [imp("Foundation.NSString", 1, 1), imp("Darwin.C.stdio", 2, 1)]
        ),
        ScanCase(
            "scoped imports of every kind",
            """
            import struct Models.Movie
            import class UIKit.UIView
            import enum Models.Genre
            import protocol Domain.Repository
            import typealias Domain.ID
            import func Darwin.sqrt
            import let Darwin.M_PI
            import var Darwin.errno
            """,
            [
                imp("Models.Movie", 1, 1, kind: "struct"), imp("UIKit.UIView", 2, 1, kind: "class"),
                imp("Models.Genre", 3, 1, kind: "enum"), imp("Domain.Repository", 4, 1, kind: "protocol"),
                imp("Domain.ID", 5, 1, kind: "typealias"), imp("Darwin.sqrt", 6, 1, kind: "func"),
                imp("Darwin.M_PI", 7, 1, kind: "let"), imp("Darwin.errno", 8, 1, kind: "var"),
            ]
        ),
        ScanCase(
            "the usual attributes",
            """
            @testable import App
            @_exported import CoreKit
            @_implementationOnly import Secret
            @preconcurrency import Dispatch
            """,
            [
                imp("App", 1, 1, attributes: ["testable"]), imp("CoreKit", 2, 1, attributes: ["_exported"]),
                imp("Secret", 3, 1, attributes: ["_implementationOnly"]),
                imp("Dispatch", 4, 1, attributes: ["preconcurrency"]),
            ]
        ),
        ScanCase(
            "stacked attributes with arguments and an access level",
            "@_spi(A) @_spi(B) @preconcurrency public import Kit\n",
            [imp("Kit", 1, 1, attributes: ["_spi(A)", "_spi(B)", "preconcurrency"], access: .public)]
        ),
        ScanCase(
            "attribute arguments are kept verbatim",
            "@_spi( Internal ) import Kit\n@_spi(Experimental)@testable import Tools\n",
            [
                imp("Kit", 1, 1, attributes: ["_spi( Internal )"]),
                imp("Tools", 2, 1, attributes: ["_spi(Experimental)", "testable"]),
            ]
        ),
        ScanCase(
            "attributes on their own lines start the declaration",
            """
            @_spi(Internal)
            @testable
            import Core
            """,
            [imp("Core", 1, 1, attributes: ["_spi(Internal)", "testable"])]
        ),
        ScanCase(
            "a comment between the attribute and the keyword",
            "@testable /* for the fakes */ import App\n",
            [imp("App", 1, 1, attributes: ["testable"])]
        ),
        ScanCase(
            "every access level",
            """
            public import A
            package import B
            internal import C
            fileprivate import D
            private import E
            """,
            [
                imp("A", 1, 1, access: .public), imp("B", 2, 1, access: .package),
                imp("C", 3, 1, access: .internal), imp("D", 4, 1, access: .fileprivate),
                imp("E", 5, 1, access: .private),
            ]
        ),
        ScanCase(
            "an access level with a scoped import",
            "package import struct Models.Movie\n",
            [imp("Models.Movie", 1, 1, kind: "struct", access: .package)]
        ),
        ScanCase(
            "a backticked module name",
            "import `Foo`\nimport `Bar`.Baz\n",
            [imp("Foo", 1, 1), imp("Bar.Baz", 2, 1)]
        ),
        ScanCase(
            "two imports on one line",
            "import A; import B\n",
            [imp("A", 1, 1), imp("B", 1, 11)]
        ),
        ScanCase(
            "imports after other declarations still count",
            """
            import A
            struct S {}
            import B
            func f() {}
            @testable import C
            """,
            [imp("A", 1, 1), imp("B", 3, 1), imp("C", 5, 1, attributes: ["testable"])]
        ),
        ScanCase(
            "an import at the very end after a long body",
            "import A\nfinal class Box {\n    var value = 1\n    func get() -> Int { value }\n}\n\nimport Z\n",
            [imp("A", 1, 1), imp("Z", 7, 1)]
        ),
        ScanCase(
            "an import inside a function body is reported where it is written",
            "func f() {\n    import A\n}\n",
            [imp("A", 2, 5)]
        ),
    ]
}
