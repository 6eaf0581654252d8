import Foundation

/// A date without a time, as `until: 2027-03-01` writes it. Pure code takes "today" as one of these;
/// only `CalendarDay.today()` reads the clock.
public struct CalendarDay: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var year: Int
    public var month: Int
    public var day: Int

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses exactly `YYYY-MM-DD` and rejects days that do not exist (`2027-02-30`).
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            (1...12).contains(month), (1...Self.days(inMonth: month, year: year)).contains(day)
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The local calendar day now: the edge where the clock is read. The C library's local time
    /// reads `TZ` and `/etc/localtime` as Foundation's current time zone does, without loading
    /// Foundation's calendar and time zone data (about half a millisecond of every run).
    public static func today() -> CalendarDay {
        var now = time(nil)
        var local = tm()
        guard localtime_r(&now, &local) != nil else { return day(of: Date(), in: .current) }
        return CalendarDay(year: Int(local.tm_year) + 1900, month: Int(local.tm_mon) + 1, day: Int(local.tm_mday))
    }

    /// The Gregorian calendar day of `date` in `timeZone`.
    public static func day(of date: Date, in timeZone: TimeZone) -> CalendarDay {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return CalendarDay(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
    }

    public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// `2027-03-01`.
    public var description: String {
        func pad(_ value: Int, _ width: Int) -> String {
            String(repeating: "0", count: max(0, width - String(value).count)) + String(value)
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    private static func days(inMonth month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
