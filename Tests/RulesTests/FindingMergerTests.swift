import ArchCore
import Rules
import Testing

struct FindingMergerTests {
    static let here = ArchCore.SourceLocation(file: "Sources/D/A.swift", line: 3, column: 1)
    static let order = [(kind: "layers", name: "Inward"), (kind: "allow", name: "Domain is pure")]

    static func finding(_ kind: String, _ name: String, _ severity: Severity = .error, at location: ArchCore.SourceLocation = here) -> Finding {
        Finding(ruleID: kind, ruleName: name, severity: severity, message: "\(kind) says no", location: location)
    }

    @Test func keepsOneFindingPerLocationWithTheOthersAsNotes() {
        let merged = FindingMerger.merge(
            [Self.finding("allow", "Domain is pure"), Self.finding("layers", "Inward")], ruleOrder: Self.order)
        #expect(merged.count == 1)
        #expect(merged[0].ruleID == "layers")
        #expect(merged[0].notes == [Note(message: "also breaks [allow: Domain is pure]: allow says no", location: Self.here)])
    }

    @Test func prefersTheMoreSevereFinding() {
        let merged = FindingMerger.merge(
            [Self.finding("layers", "Inward", .warning), Self.finding("allow", "Domain is pure")], ruleOrder: Self.order)
        #expect(merged.map(\.ruleID) == ["allow"])
    }

    @Test func leavesOtherLocationsAndBuiltInFindingsAlone() {
        let elsewhere = ArchCore.SourceLocation(file: "Sources/D/B.swift", line: 1, column: 1)
        let builtIn = Finding(ruleID: "manifest_not_understood", severity: .warning, message: "m", location: Self.here)
        let merged = FindingMerger.merge(
            [Self.finding("layers", "Inward"), Self.finding("allow", "Domain is pure", at: elsewhere), builtIn],
            ruleOrder: Self.order)
        #expect(merged.count == 3)
        #expect(merged.allSatisfy { $0.notes.isEmpty })
    }
}
