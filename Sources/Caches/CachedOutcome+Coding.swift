import ArchCore
import Workspace

/// The result cache's encoding of a kept outcome and of findings: the scan cache's varints and
/// length-prefixed strings (``CacheWriter``). A run that answers from the cache reads it back
/// without setting up `Codable` and `JSONDecoder`, whose first use looks up generic metadata at
/// run time: about a millisecond of every such run.
extension CachedOutcome {
    func encoded() -> [UInt8] {
        var out = CacheWriter()
        out.array(outputs) { out, output in
            out.optionalString(output.path)
            out.string(output.text)
            out.bool(output.appends)
        }
        out.findings(findings)
        for count in [
            counts.manifests, counts.modules, counts.files, counts.imports, counts.xcodeProjects, counts.xcodeGenSpecs,
            counts.tuistManifests, counts.unassignedFiles,
        ] { out.varint(count) }
        out.string(summary)
        out.strings(notes)
        out.varint(suppressed)
        out.varint(baselined)
        return out.bytes
    }

    /// What ``encoded()`` wrote; `nil` for bad bytes.
    init?(decoding bytes: [UInt8]) {
        var reader = CacheReader(bytes: bytes, offset: 0)
        let outputs = reader.array { reader -> Output? in
            guard let path = reader.optionalString(), let text = reader.string(), let appends = reader.bool() ?? nil else { return nil }
            return Output(path: path, text: text, appends: appends)
        }
        guard let outputs, let findings = reader.findings() else { return nil }
        var numbers: [Int] = []
        for _ in 0..<8 {
            guard let number = reader.int() else { return nil }
            numbers.append(number)
        }
        var counts = Counts()
        (counts.manifests, counts.modules, counts.files, counts.imports) = (numbers[0], numbers[1], numbers[2], numbers[3])
        (counts.xcodeProjects, counts.xcodeGenSpecs, counts.tuistManifests, counts.unassignedFiles) =
            (numbers[4], numbers[5], numbers[6], numbers[7])
        guard let summary = reader.string(), let notes = reader.strings(), let suppressed = reader.int(),
            let baselined = reader.int(), reader.offset == bytes.count
        else { return nil }
        self.init(
            outputs: outputs, findings: findings, counts: counts, summary: summary, notes: notes, suppressed: suppressed,
            baselined: baselined)
    }
}

extension CacheWriter {
    /// Every field of each finding, the findings it also breaks included.
    mutating func findings(_ findings: [Finding]) {
        array(findings) { out, finding in
            out.string(finding.ruleID)
            out.string(finding.ruleName)
            out.string(finding.severity.rawValue)
            out.string(finding.message)
            out.optionalLocation(finding.location)
            out.array(finding.notes) { out, note in
                out.string(note.message)
                out.optionalLocation(note.location)
            }
            out.optionalString(finding.because)
            out.bool(finding.alsoBreaks != nil)
            if let alsoBreaks = finding.alsoBreaks { out.findings(alsoBreaks) }
            out.optionalString(finding.subject)
        }
    }

    private mutating func optionalLocation(_ location: SourceLocation?) {
        bool(location != nil)
        if let location { self.location(location) }
    }
}

extension CacheReader {
    /// What ``CacheWriter/findings(_:)`` wrote; `nil` for bad bytes. The findings a finding also
    /// breaks break nothing more (`depth` 1).
    mutating func findings(depth: Int = 0) -> [Finding]? {
        array { reader -> Finding? in
            guard let ruleID = reader.string(), let ruleName = reader.string(), let severityName = reader.string(),
                let severity = Severity(rawValue: severityName), let message = reader.string(),
                let location = reader.optionalLocation(),
                let notes = reader.array({ reader -> Note? in
                    guard let message = reader.string(), let location = reader.optionalLocation() else { return nil }
                    return Note(message: message, location: location)
                }),
                let because = reader.optionalString(), let hasAlsoBreaks = reader.bool() ?? nil
            else { return nil }
            var finding = Finding(
                ruleID: ruleID, ruleName: ruleName, severity: severity, message: message, location: location, notes: notes,
                because: because)
            if hasAlsoBreaks {
                guard depth == 0, let alsoBreaks = reader.findings(depth: 1) else { return nil }
                finding.alsoBreaks = alsoBreaks
            }
            guard let subject = reader.optionalString() else { return nil }
            finding.subject = subject
            return finding
        }
    }

    /// `.some(nil)` for "absent", `nil` for bad bytes.
    private mutating func optionalLocation() -> SourceLocation?? {
        switch bool() {
        case .some(.some(true)): location().map { .some($0) }
        case .some(.some(false)): .some(nil)
        default: nil
        }
    }
}
