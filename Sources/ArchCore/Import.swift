/// The access level written on an import (`public import M`, SE-0409).
public enum AccessLevel: String, Hashable, Sendable, Codable, CaseIterable {
    case `public`, `package`, `internal`, `fileprivate`, `private`
}

/// One `import` declaration as written in a `.swift` file.
public struct Import: Hashable, Sendable, Codable {
    /// The imported module: the first component of the path (`Foundation` in `import Foundation.NSString`).
    public var module: String
    /// Every component of the import path (`["Foundation", "NSString"]`).
    public var path: [String]
    /// The declaration kind of a scoped import (`struct` in `import struct M.T`), else `nil`.
    public var kind: String?
    /// Attributes without the `@`, arguments kept: `testable`, `_exported`, `_implementationOnly`,
    /// `_spi(Internal)`, `preconcurrency`.
    public var attributes: [String]
    public var accessLevel: AccessLevel?
    /// 1-based line and column of the declaration's first token (its first attribute, if any).
    public var line: Int
    public var column: Int
    /// The `#if` conditions the import sits under, outermost first, each a Swift condition that
    /// must hold. A `#elseif B` after `#if A` contributes `!(A)` and `B`; an `#else` contributes the
    /// negation of every earlier clause. Empty when the import is unconditional.
    public var conditions: [String]

    public init(
        module: String,
        path: [String]? = nil,
        kind: String? = nil,
        attributes: [String] = [],
        accessLevel: AccessLevel? = nil,
        line: Int,
        column: Int,
        conditions: [String] = []
    ) {
        self.module = module
        self.path = path ?? [module]
        self.kind = kind
        self.attributes = attributes
        self.accessLevel = accessLevel
        self.line = line
        self.column = column
        self.conditions = conditions
    }

    public func hasAttribute(_ name: String) -> Bool {
        attributes.contains { $0 == name || $0.hasPrefix(name + "(") }
    }

    public var isTestable: Bool { hasAttribute("testable") }
    public var isExported: Bool { hasAttribute("_exported") }
}
