import ArchCore
import Reporting

/// A run after Swift files were saved with the same imports at other places (lines added above
/// them): the kept findings move with the imports, and the reports are rendered again from them.
extension Archlint {
    /// Whether this run's reports come from its findings, counts and options alone: not from the
    /// diagrams (Markdown, HTML, the step summary), which are drawn from the graph, nor from a
    /// baseline or the lines a pull request touched (the GitHub format's order), which compare places.
    static func rendersFindingsAlone(_ formats: [ReportFormat], _ options: LintOptions) -> Bool {
        !needsDiagram(formats, options) && options.baselinePath == nil && options.since == nil
            && (options.changedLinesBase == nil || !formats.contains(.github))
    }

    /// `findings` with each place at the n-th import of a file in `moved` put at that import's
    /// place now (`moved`: each such file's imports' places now; `kept`: their places when the
    /// findings were made). `nil` when that cannot be done for certain: a finding points into a
    /// moved file at a place that is not one of its imports, or names the file in its words, or
    /// the places of its imports were not kept. They are kept only for files in a module: a
    /// finding about a whole file in no module sits at 1:1, where its first import may be too.
    static func movedFindings(
        _ findings: [Finding], _ moved: [String: [SourceLocation]], _ kept: [String: [SourceLocation]]
    ) -> [Finding]? {
        let pointedInto = Set(findings.flatMap(\.locatedFiles)).intersection(moved.keys)
        guard !pointedInto.isEmpty else { return findings }
        var places: [SourceLocation: SourceLocation] = [:]
        for file in pointedInto {
            guard let now = moved[file], let then = kept[file], now.count == then.count,
                !findings.contains(where: { $0.mentions(file) })
            else { return nil }
            for (before, after) in zip(then, now) { places[before] = after }
        }
        var result: [Finding] = []
        result.reserveCapacity(findings.count)
        for finding in findings {
            let movedFinding = finding.movingLocations { location in
                pointedInto.contains(location.file) ? places[location] : location
            }
            guard let movedFinding else { return nil }
            result.append(movedFinding)
        }
        return result
    }

    /// The places of the imports of the files `findings` point into, as `places` gives them.
    static func importPlaces(
        of findings: [Finding], _ places: (String) -> [SourceLocation]?
    ) -> [String: [SourceLocation]] {
        var result: [String: [SourceLocation]] = [:]
        for file in Set(findings.flatMap(\.locatedFiles)) {
            if let known = places(file) { result[file] = known }
        }
        return result
    }
}

extension Finding {
    /// Whether any of the finding's words (its message, rationale, subject, notes, and those of
    /// the findings merged into it) names `file` followed by a colon: a place written out.
    func mentions(_ file: String) -> Bool {
        let written = file + ":"
        let texts = [message, because ?? "", subject ?? ""] + notes.map(\.message)
        return texts.contains { $0.contains(written) } || (alsoBreaks ?? []).contains { $0.mentions(file) }
    }
}
