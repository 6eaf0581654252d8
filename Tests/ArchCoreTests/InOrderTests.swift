import ArchCore
import Testing

/// `Array.inOrder(by:)` skips the sort of an array in order, and must answer what `sorted(by:)`
/// answers either way, ties included.
struct InOrderTests {
    private struct Item: Equatable {
        var key: Int
        var tag: String
    }

    private static func byKey(_ lhs: Item, _ rhs: Item) -> Bool { lhs.key < rhs.key }

    @Test(arguments: [
        [Int](), [7], [1, 2, 3], [3, 2, 1], [1, 1, 1], [2, 1, 1, 3], [1, 3, 2], [1, 2, 2, 1],
    ])
    func answersWhatSortedAnswers(keys: [Int]) {
        // Tags tell apart items of equal keys: their order must be the stable sort's.
        let items = keys.enumerated().map { Item(key: $1, tag: "t\($0)") }
        #expect(items.inOrder(by: Self.byKey) == items.sorted(by: Self.byKey))
    }

    @Test func keepsTheOrderOfEqualItemsWhenInOrder() {
        let items = [Item(key: 1, tag: "b"), Item(key: 1, tag: "a"), Item(key: 2, tag: "c")]
        #expect(items.inOrder(by: Self.byKey).map(\.tag) == ["b", "a", "c"])
    }

    @Test func sortsStablyWhenOneItemIsOutOfOrder() {
        let items = [Item(key: 2, tag: "x"), Item(key: 1, tag: "b"), Item(key: 1, tag: "a")]
        #expect(items.inOrder(by: Self.byKey).map(\.tag) == ["b", "a", "x"])
    }

    @Test func theGraphSortsFilesGivenOutOfOrderAndKeepsThoseInOrder() {
        let files = ["b.swift", "a.swift", "c.swift"].map { SourceFile(path: $0, module: nil, imports: []) }
        #expect(Graph(files: files).files.map(\.path) == ["a.swift", "b.swift", "c.swift"])
        let sorted = ["a.swift", "b.swift"].map { SourceFile(path: $0, module: nil, imports: []) }
        #expect(Graph(files: sorted).files.map(\.path) == ["a.swift", "b.swift"])
    }

    @Test func theGraphSortsImportsGivenOutOfOrder() {
        let module = ModuleID(package: "", name: "App")
        func edge(_ line: Int, _ to: String) -> ImportEdge {
            ImportEdge(
                file: "a.swift", from: module, to: ModuleID(package: nil, name: to), import: Import(module: to, line: line, column: 1))
        }
        let graph = Graph(imports: [edge(2, "B"), edge(1, "A"), edge(3, "C")])
        #expect(graph.imports.map(\.to.name) == ["A", "B", "C"])
        #expect(Graph(imports: [edge(1, "A"), edge(2, "B")]).imports.map(\.to.name) == ["A", "B"])
    }
}
