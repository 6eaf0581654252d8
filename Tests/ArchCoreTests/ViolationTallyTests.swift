import ArchCore
import Testing

struct ViolationTallyTests {
    @Test func countsEveryViolationAndListsEachRuleAndPlaceOnceInOrder() {
        var tally = ViolationTally()
        #expect(!tally.isViolating)
        let b = SourceLocation(file: "B.swift", line: 2, column: 1), a = SourceLocation(file: "A.swift", line: 9, column: 3)
        tally.add(["layers: inward", "forbid: no-data"], at: b)
        tally.add(["forbid: no-data"], at: a)
        tally.add(["forbid: no-data"], at: b)
        #expect(tally.isViolating)
        #expect(tally.violations == 3)
        #expect(tally.rules == ["forbid: no-data", "layers: inward"])
        #expect(tally.locations == [a, b])
    }
}
