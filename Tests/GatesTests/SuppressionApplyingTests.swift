import ArchCore
import Gates
import Foundation
import Testing

/// Applying suppressions to findings, with a fixed "today".
struct SuppressionApplyingTests {
    static let today = CalendarDay(year: 2026, month: 11, day: 22)

    static func finding(line: Int, rule: String = "layers", name: String = "inward", file: String = "F.swift") -> Finding {
        Finding(ruleID: rule, ruleName: name, severity: .error, message: "m", location: SourceLocation(file: file, line: line, column: 1))
    }

    static func suppression(_ rule: String, line: Int, target: Int?, until: CalendarDay? = nil) -> Suppression {
        Suppression(rule: rule, until: until, reason: "r", location: SourceLocation(file: "F.swift", line: line, column: 1), targetLine: target)
    }

    @Test(arguments: ["layers", "inward"])
    func silencesTheFindingOnItsTargetLineByKindOrName(_ rule: String) {
        let result = Suppression.apply([Self.suppression(rule, line: 2, target: 3)], to: [Self.finding(line: 3), Self.finding(line: 4)], today: Self.today)
        #expect(result.suppressed == 1)
        #expect(result.findings == [Self.finding(line: 4)])
    }

    @Test func leavesOtherRulesFilesAndLinesAlone() {
        let findings = [Self.finding(line: 3, rule: "forbid", name: "no UI"), Self.finding(line: 3, file: "G.swift"), Self.finding(line: 2)]
        let result = Suppression.apply([Self.suppression("layers", line: 2, target: 3)], to: findings, today: Self.today)
        #expect(result.suppressed == 0)
        #expect(result.findings.prefix(3) == findings[...])
        #expect(result.findings.last?.ruleID == "suppression_unused")
        #expect(result.findings.last?.location?.line == 2)
        #expect(result.findings.last?.severity == .warning)
    }

    @Test func suppressesUpToAndIncludingTheUntilDayThenReportsTheExpiry() {
        let lastDay = Suppression.apply([Self.suppression("layers", line: 2, target: 3, until: Self.today)], to: [Self.finding(line: 3)], today: Self.today)
        #expect(lastDay.suppressed == 1)
        #expect(lastDay.findings.isEmpty)
        let yesterday = CalendarDay(year: 2026, month: 11, day: 21)
        let expired = Suppression.apply([Self.suppression("layers", line: 2, target: 3, until: yesterday)], to: [Self.finding(line: 3)], today: Self.today)
        #expect(expired.suppressed == 0)
        #expect(expired.findings.map(\.ruleID) == ["layers", "suppression_expired"])
        #expect(expired.findings.last?.message.contains("expired on 2026-11-21") == true)
    }

    @Test func countsEveryFindingATargetLineHas() {
        let findings = [Self.finding(line: 3), Self.finding(line: 3, name: "other")]
        let result = Suppression.apply([Self.suppression("layers", line: 3, target: 3)], to: findings, today: Self.today)
        #expect(result.suppressed == 2)
        #expect(result.findings.isEmpty)
    }

    @Test(arguments: ["unreadable_file", "unreadable_path", "manifest_unreadable", "project_unreadable"])
    func neverSilencesWhatArchlintCouldNotRead(_ rule: String) {
        let unread = Self.finding(line: 3, rule: rule, name: rule)
        let result = Suppression.apply([Self.suppression(rule, line: 3, target: 3)], to: [unread], today: Self.today)
        #expect(result.suppressed == 0)
        #expect(result.findings.first == unread)
        #expect(result.findings.last?.ruleID == "suppression_invalid")
        #expect(result.findings.last?.severity == .error)
        #expect(result.findings.last?.message.contains("'\(rule)' cannot be suppressed") == true)
    }

    @Test(arguments: [("2027-03-01", true), ("2024-02-29", true), ("2023-02-29", false), ("2027-3-01", false), ("27-03-01", false), ("2027-13-01", false), ("２０２７-03-01", false)])
    func parsesOnlyRealDays(_ text: String, _ valid: Bool) {
        #expect((CalendarDay(text) != nil) == valid)
        if valid { #expect(CalendarDay(text)?.description == text) }
    }

    /// `today()` reads the C library's local time; Foundation's calendar in the current time zone
    /// must agree (read before and after, in case the day turns in between).
    @Test func todayIsFoundationsLocalDay() {
        let before = CalendarDay.day(of: Date(), in: .current)
        let today = CalendarDay.today()
        let after = CalendarDay.day(of: Date(), in: .current)
        #expect(today == before || today == after)
    }

    @Test func dayOfADateDependsOnTheTimeZone() throws {
        let instant = Date(timeIntervalSince1970: 1_795_305_600 + 23 * 3_600)  // 2026-11-22 23:00 UTC
        #expect(CalendarDay.day(of: instant, in: try #require(TimeZone(identifier: "UTC"))).description == "2026-11-22")
        #expect(CalendarDay.day(of: instant, in: try #require(TimeZone(identifier: "Asia/Tokyo"))).description == "2026-11-23")
    }
}
