import ArchCore

/// What a lint run gives, before its elapsed time is known.
public struct CachedOutcome: Codable, Sendable {
    public struct Output: Codable, Sendable {
        public var path: String?
        public var text: String
        public var appends: Bool

        public init(path: String?, text: String, appends: Bool) {
            self.path = path
            self.text = text
            self.appends = appends
        }
    }

    public var outputs: [Output]
    public var findings: [Finding]
    /// The summary line without its time (Reporting's `summaryLine(for:seconds:)` without seconds).
    public var summary: String
    /// What follows it: `baseline hid 0 findings`, ...
    public var notes: [String]
    public var suppressed: Int
    public var baselined: Int

    public init(
        outputs: [Output], findings: [Finding], summary: String, notes: [String], suppressed: Int, baselined: Int
    ) {
        self.outputs = outputs
        self.findings = findings
        self.summary = summary
        self.notes = notes
        self.suppressed = suppressed
        self.baselined = baselined
    }
}
