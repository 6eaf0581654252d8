import ArchCore
import Testing

/// One snippet and the imports a scanner must find in it.
struct ScanCase: Sendable, CustomTestStringConvertible {
    var name: String
    var source: String
    var expected: [Import]

    init(_ name: String, _ source: String, _ expected: [Import]) {
        self.name = name
        self.source = source
        self.expected = expected
    }

    var testDescription: String { name }
}

/// Shorthand for an expected import; `path` is a dotted path whose first component is the module.
func imp(
    _ path: String, _ line: Int, _ column: Int, kind: String? = nil, attributes: [String] = [],
    access: AccessLevel? = nil, conditions: [String] = []
) -> Import {
    let components = path.split(separator: ".").map(String.init)
    return Import(
        module: components[0], path: components, kind: kind, attributes: attributes,
        accessLevel: access, line: line, column: column, conditions: conditions
    )
}
