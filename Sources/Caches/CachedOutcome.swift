import ArchCore

/// What a lint run gives, before its elapsed time is known.
public struct CachedOutcome: Sendable, Equatable {
    public struct Output: Sendable, Equatable {
        public var path: String?
        public var text: String
        public var appends: Bool

        public init(path: String?, text: String, appends: Bool) {
            self.path = path
            self.text = text
            self.appends = appends
        }
    }

    /// What the graph held, for the summary: enough to render the reports again from moved
    /// ``findings`` without building the graph (see ``ResultCache``).
    public struct Counts: Sendable, Equatable {
        public var manifests = 0
        public var modules = 0
        public var files = 0
        public var imports = 0
        public var xcodeProjects = 0
        public var xcodeGenSpecs = 0
        public var tuistManifests = 0
        public var unassignedFiles = 0

        public init() {}
    }

    public var outputs: [Output]
    public var findings: [Finding]
    public var counts: Counts
    /// The summary line without its time (Reporting's `summaryLine(for:seconds:)` without seconds).
    public var summary: String
    /// What follows it: `baseline hid 0 findings`, ...
    public var notes: [String]
    public var suppressed: Int
    public var baselined: Int

    public init(
        outputs: [Output], findings: [Finding], counts: Counts, summary: String, notes: [String], suppressed: Int,
        baselined: Int
    ) {
        self.outputs = outputs
        self.findings = findings
        self.counts = counts
        self.summary = summary
        self.notes = notes
        self.suppressed = suppressed
        self.baselined = baselined
    }
}
