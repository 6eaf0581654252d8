@testable import Rules
import Testing

// Every edge asks which sets it starts and ends in; the index merges ascending owner lists instead
// of building sets. The merge must be the sorted union, and disjointness that of sets.

@Test(arguments: [
    ([], [], []),
    ([1, 3], [], [1, 3]),
    ([], [2], [2]),
    ([0, 2, 5], [1, 2, 7], [0, 1, 2, 5, 7]),
    ([4], [0, 1, 2, 3, 4], [0, 1, 2, 3, 4]),
] as [([Int], [Int], [Int])])
func mergesAscendingListsIntoTheirSortedUnion(_ first: [Int], _ second: [Int], _ union: [Int]) {
    #expect(MemberIndex.mergeAscending(first, second) == union)
    #expect(MemberIndex.mergeAscending(first, second) == Array(Set(first + second)).sorted())
}

@Test(arguments: [
    ([], [1], true),
    ([1, 3, 5], [2, 4, 6], true),
    ([1, 3, 5], [0, 5], false),
    ([7], [7], false),
    ([0, 9], [1, 2, 3, 8], true),
] as [([Int], [Int], Bool)])
func findsDisjointAscendingListsAsSetsDo(_ first: [Int], _ second: [Int], _ disjoint: Bool) {
    #expect(MemberIndex.disjointAscending(first, second) == disjoint)
    #expect(Set(first).isDisjoint(with: second) == disjoint)
}
