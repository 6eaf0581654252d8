/// One page of a paged result, numbered from 1.
public struct Page<Element>: Sendable where Element: Sendable {
    public var items: [Element]
    public var number: Int
    public var totalPages: Int

    public init(items: [Element], number: Int, totalPages: Int) {
        self.items = items
        self.number = number
        self.totalPages = max(totalPages, number)
    }

    /// Whether another page can be requested after this one.
    public var hasNextPage: Bool { number < totalPages }

    /// The same page with every item transformed, e.g. from a DTO to a domain entity.
    public func map<Other: Sendable>(_ transform: (Element) throws -> Other) rethrows -> Page<Other> {
        Page<Other>(items: try items.map(transform), number: number, totalPages: totalPages)
    }
}

extension Page: Equatable where Element: Equatable {}
