import ArchCore

/// One `// archlint:ignore <rule-name-or-kind> [until: YYYY-MM-DD] -- <reason>` comment.
public struct Suppression: Hashable, Sendable {
    /// A rule name (`name:` in the configuration) or kind (`layers`, `manifest_not_understood`, ...).
    public var rule: String
    /// The last day it suppresses; from the day after, it reports `suppression_expired` instead.
    public var until: CalendarDay?
    public var reason: String
    /// Where the comment is.
    public var location: SourceLocation
    /// The line it applies to: its own when it trails code, else the first line of code below the
    /// comment lines it is stacked with; `nil` when a blank line or the end of the file comes first.
    public var targetLine: Int?

    public init(rule: String, until: CalendarDay? = nil, reason: String, location: SourceLocation, targetLine: Int?) {
        self.rule = rule
        self.until = until
        self.reason = reason
        self.location = location
        self.targetLine = targetLine
    }

    /// Whether it silences `finding`: same file and line, and the rule's name or kind.
    public func matches(_ finding: Finding) -> Bool {
        guard let at = finding.location, let targetLine else { return false }
        return at.file == location.file && at.line == targetLine && (rule == finding.ruleName || rule == finding.ruleID)
    }

    /// Whether `today` is past `until`.
    public func isExpired(on today: CalendarDay) -> Bool {
        until.map { today > $0 } ?? false
    }

    /// The finding ids of suppression problems.
    public static let invalidRuleID = "suppression_invalid"
    public static let expiredRuleID = "suppression_expired"
    public static let unusedRuleID = "suppression_unused"

    /// What a suppression comment must look like, for messages.
    static let syntax = "// archlint:ignore <rule-name-or-kind> [until: YYYY-MM-DD] -- <reason>"
}

/// The comment after `archlint:ignore`, parsed: a suppression's parts or why it is not one.
enum SuppressionDirective: Equatable {
    case valid(rule: String, until: CalendarDay?, reason: String)
    case invalid(String)

    /// The marker a suppression comment starts with.
    static let marker = "archlint:ignore"

    /// The directive in a `//` comment's text, or `nil` when the comment is not a suppression.
    static func parse(comment: String) -> SuppressionDirective? {
        let text = comment.drop { $0 == "/" || $0 == " " || $0 == "\t" }
        guard text.hasPrefix(marker) else { return nil }
        let rest = text.dropFirst(marker.count)
        guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
        return parse(arguments: String(rest))
    }

    /// `<rule> [until: YYYY-MM-DD] -- <reason>`.
    static func parse(arguments: String) -> SuppressionDirective {
        guard let dashes = arguments.range(of: " --") ?? (arguments.hasPrefix("--") ? arguments.range(of: "--") : nil) else {
            return .invalid("it gives no reason: add ' -- <why>'")
        }
        let reason = arguments[dashes.upperBound...].trimmingSpaces
        guard !reason.isEmpty else { return .invalid("its reason is empty: write why after '--'") }
        var rule = arguments[..<dashes.lowerBound].trimmingSpaces
        var until: CalendarDay?
        if let untilRange = rule.range(of: "until:") {
            let date = rule[untilRange.upperBound...].trimmingSpaces
            guard let day = CalendarDay(date) else {
                return .invalid("'until: \(date)' is not a date: write 'until: YYYY-MM-DD'")
            }
            until = day
            rule = rule[..<untilRange.lowerBound].trimmingSpaces
        }
        guard !rule.isEmpty else { return .invalid("it names no rule: write the rule's name or kind after 'archlint:ignore'") }
        return .valid(rule: rule, until: until, reason: reason)
    }
}

extension StringProtocol {
    var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
    }
}
