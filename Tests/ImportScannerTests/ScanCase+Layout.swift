import ArchCore

extension ScanCase {
    /// Bytes around the declarations: shebang, BOM, line endings, tabs, broken code.
    static let layout: [ScanCase] = [
        ScanCase("an empty file", "", []),
        ScanCase("only whitespace and comments", "  \n\t\n// nothing\n/* here */\n", []),
        ScanCase("a file without imports", "struct S {}\nlet x = 1\n", []),
        ScanCase(
            "a shebang line",
            "#!/usr/bin/env swift\nimport Foundation\nprint(\"hi\")\n",
            [imp("Foundation", 2, 1)]
        ),
        ScanCase(
            "a byte order mark counts three columns",
            "\u{FEFF}import Foundation\nimport Dispatch\n",
            [imp("Foundation", 1, 4), imp("Dispatch", 2, 1)]
        ),
        ScanCase(
            "CRLF line endings",
            "// header\r\nimport A\r\n\r\n#if DEBUG\r\nimport B\r\n#endif\r\n",
            [imp("A", 2, 1), imp("B", 5, 1, conditions: ["DEBUG"])]
        ),
        ScanCase(
            "old Mac CR line endings",
            "import A\r// c\rimport B\r",
            [imp("A", 1, 1), imp("B", 3, 1)]
        ),
        ScanCase(
            "a line comment ends at a lone CR",
            "// comment\rimport A\n",
            [imp("A", 2, 1)]
        ),
        ScanCase(
            "tabs count one column each",
            "\t\timport A\n \t@testable import B\n",
            [imp("A", 1, 3), imp("B", 2, 3, attributes: ["testable"])]
        ),
        ScanCase(
            "columns count UTF-8 bytes",
            "/* é */ import A\n/* 日本 */ import B\n",
            [imp("A", 1, 10), imp("B", 2, 14)]
        ),
        ScanCase("a lone import keyword is not an import", "import\n", []),
        ScanCase("a dangling dot drops the missing component", "import Foo.\n", [imp("Foo", 1, 1)]),
        ScanCase(
            "an unterminated if still conditions its imports",
            "#if DEBUG\nimport Probe\n",
            [imp("Probe", 2, 1, conditions: ["DEBUG"])]
        ),
        ScanCase(
            "stray closing braces before an import",
            "}}\nimport A\n",
            [imp("A", 2, 1)]
        ),
        ScanCase(
            "an unterminated block comment hides the rest",
            "import A\n/* never closed\nimport B\n",
            [imp("A", 1, 1)]
        ),
        ScanCase(
            "an unterminated string ends at the line end",
            "let s = \"open\nimport A\n",
            [imp("A", 2, 1)]
        ),
    ]

    static let all: [ScanCase] = forms + notImports + conditions + layout
}
