import ArchCore

extension ScanCase {
    /// Text that says `import` without being an import declaration.
    static let notImports: [ScanCase] = [
        ScanCase(
            "line comments",
            "// import Fake\nimport Real // import AlsoFake\n/// import DocFake\n",
            [imp("Real", 2, 1)]
        ),
        ScanCase(
            "a block comment before an import on the same line",
            "/* import Fake */ import Real\n",
            [imp("Real", 1, 19)]
        ),
        ScanCase(
            "nested block comments",
            """
            /* outer /* inner */
            import Fake
            still a comment */
            import Real
            """,
            [imp("Real", 4, 1)]
        ),
        ScanCase(
            "a doc block comment with sample code",
            """
            /**
             Usage:

                 import Fake
                 let x = Fake()
             */
            import Real
            """,
            [imp("Real", 7, 1)]
        ),
        ScanCase(
            "a string literal",
            "let s = \"import Fake\"\nimport Real\n",
            [imp("Real", 2, 1)]
        ),
        ScanCase(
            "a multi-line string with import lines",
            #"""
            import Real
            let template = """
            import Fake
            @testable import AlsoFake
            #if DEBUG
            import NotThisEither
            #endif
            """
            import Last
            """#,
            [imp("Real", 1, 1), imp("Last", 9, 1)]
        ),
        ScanCase(
            "a raw string with quotes inside",
            #"""
            let s = #"import Fake " still "# + "x"
            import Real
            """#,
            [imp("Real", 2, 1)]
        ),
        ScanCase(
            "a raw multi-line string",
            ##"""
            let s = #"""
            import Fake
            """ not the end
            """#
            import Real
            """##,
            [imp("Real", 5, 1)]
        ),
        ScanCase(
            "an interpolation holding a string",
            #"""
            let s = "\("import Fake")"
            let t = """
            \(["import AlsoFake"].joined())
            """
            import Real
            """#,
            [imp("Real", 5, 1)]
        ),
        ScanCase(
            "member references named import",
            """
            import Real
            let a = Importer.import
            let b = loader.import(path)
            switch action { case .import: break; default: break }
            """,
            [imp("Real", 1, 1)]
        ),
        ScanCase(
            "import as a label and a backticked name",
            """
            func load(import: Bool) {}
            let `import` = 1
            load(import: true)
            import Real
            """,
            [imp("Real", 4, 1)]
        ),
        ScanCase(
            "regex literals",
            """
            let r = #/import Fake/#
            let q = /import AlsoFake/
            import Real
            """,
            [imp("Real", 3, 1)]
        ),
        ScanCase(
            "an identifier that starts with import",
            "let importer = 1\nimported()\nimport Real\n",
            [imp("Real", 3, 1)]
        ),
    ]
}
