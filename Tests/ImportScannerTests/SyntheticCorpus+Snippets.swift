extension SyntheticCorpus {
    /// What files start with: comments and import declarations of every form, under `#if` too.
    static let header: [String] = [
        "//\n//  File.swift\n//  Project\n//\n\n",
        "// Copyright (c) 2024 Someone. All rights reserved.\n// import NotThis\n",
        "/* License\n * import NotThis\n /* nested */ still\n */\n",
        "import $M\n", "import $M\n", "import $M\n",
        "import $M.Sub\n", "import struct $M.Thing\n", "import func $M.f\n", "import var $M.v\n",
        "@testable import $M\n", "@_exported import $M\n", "@_implementationOnly import $M\n",
        "@preconcurrency import $M\n", "@_spi(Internal) import $M\n",
        "@_spi(A) @_spi(B) @preconcurrency public import $M\n",
        "@_spi( Spaced ) package import $M\n",
        "@testable\nimport $M\n",
        "public import $M\n", "package import $M\n", "internal import $M\n", "private import $M\n",
        "fileprivate import $M\n",
        "import $M // trailing import Fake\n", "import $M /* c */\n", "/* c */ import $M\n",
        "    import $M\n", "\timport $M\n", "import $M; import $M\n", "\n\n",
        "#if canImport($M)\nimport $M\n#endif\n",
        "#if os(Linux)\nimport Glibc\n#elseif os(Windows)\nimport WinSDK\n#else\nimport Darwin\n#endif\n",
        "#if compiler(>=6)\npublic import $M\n#else\n@preconcurrency import $M\n#endif\n",
        "#if DEBUG // debug\n#if canImport($M)\n@testable import $M\n#endif\n#endif\n",
        "#if !DEBUG && (arch(x86_64) || arch(arm64))\nimport $M\n#endif\n",
        "#if swift(>=5.9)\n#else\n#endif\n",
        "#if canImport(Darwin)\nimport Darwin\n#elseif canImport(Glibc)\n@preconcurrency import Glibc\n#else\n#error(\"unknown libc\")\n#endif\n",
        "#warning(\"fix it\")\n", "#error(\"a \\(b)\")\n",
        "#if compiler(>=6.4)\n@diagnose(UnusedImportAccess, as: ignored)\n#endif\n@_spi(Generated) public import $M\n",
        "#if canImport(UIKit)\nimport UIKit\ntypealias Color = UIColor\n#else\nimport AppKit\n#endif\n",
        "#if os(iOS) ||\n    os(tvOS)\nimport $M\n#endif\n",
        "#if $Macros\nimport $M\n#endif\n",
        "import $M\n.Sub\n",
        "import struct\n$M.Thing\n",
        "@_spi(/* odd */ X) import $M\n",
    ]

    /// What follows the imports: declarations, strings, comments, directives.
    static let body: [String] = [
        "struct S {\n    var x = 1\n}\n",
        "@MainActor\nfinal class ViewModel {\n    func load() async {}\n}\n",
        "@available(iOS 13, *)\npublic struct Screen {}\n",
        "public protocol Repository {\n    func fetch() -> Int\n}\n",
        "#if DEBUG\nlet debug = true\n#else\nlet debug = false\n#endif\n",
        "print(\"hello\")\n",
        "#warning(\"fix me\")\n",
        "typealias ID = Int\n",
        "let importer = Importer()\nimported()\n",
        "private(set) var counter = 0\n",
        "let url = \"http://example.com/*\"\nlet z = 1\n",
        "let text = \"\"\"\n  \\(value)\n  \"\"\"\n",
    ]

    /// Bodies that say `import` without importing: strings, comments, regexes, members, labels.
    static let bodyMentioningImport: [String] = [
        "@available(\n    *, deprecated, message: \"import it\"\n)\nfunc old() {}\n",
        "extension S {\n    static let name = \"import $M\"\n}\n",
        "let template = \"\"\"\nimport $M\n@testable import $M\n\"\"\"\n",
        "let raw = #\"import $M \"# + #\"\"\"\n  import $M\n  \"\"\"#\n",
        "let r = #/import $M/#\n",
        "let q = /import $M/\n",
        "/// Use it like this:\n///\n///     import $M\n///\nfunc documented() {}\n",
        "/**\n import $M\n */\nenum E { case a }\n",
        "// import $M\n",
        "// \"\"\" import $M\n",
        "let a = loader.import(path)\nswitch x { case .import: break; default: break }\n",
        "func f(import: Bool) {}\nlet `import` = 1\n",
        "let s = \"\\(\"nested import $M\")\"\n",
    ]

    /// Imports where the header scan must notice them: after declarations, in later `#if` blocks.
    static let lateImports: [String] = [
        "import $M\n",
        "#if canImport($M)\nimport $M\n#endif\n",
        "#if DEBUG\n@testable import $M\n#endif\n",
        "func f() {\n    import $M\n}\n",
        "struct T {\n#if os(Linux)\n    import $M\n#endif\n}\n",
        "/* c */ import $M\n",
        "// comment */ import $M\n",
        "let x = 1; import $M\n",
        "\u{0B}import $M\n",
    ]

    /// Broken or unusual code: unbalanced directives, comments and strings.
    static let broken: [String] = [
        "}}\n", "{\n", "#endif\n", "#else\n", "#elseif X\n", "#if UNCLOSED\n",
        "/* never closed\n", "let s = \"open\n", "import\n", "import $M.\n", "public\n",
        "@testable\n", "<<<<<<< HEAD\nimport $M\n=======\n>>>>>>> other\n", "\u{0}", "\u{FEFF}",
        "\"\"\"\nimport $M\n", "#sourceLocation(file: \"x.swift\", line: 10)\n",
    ]
}
