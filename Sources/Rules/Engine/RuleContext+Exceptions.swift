import ArchCore

extension RuleContext {
    /// A rule's findings without those its `except:` entries let through, plus one
    /// `exception_unused` warning per entry that let nothing through (stale exceptions are debt).
    func applyingExceptions(of header: RuleHeader, to findings: [Finding]) -> [Finding] {
        guard !header.exceptions.isEmpty else { return findings }
        let matchers = header.exceptions.map { ExceptionMatcher($0, in: self) }
        let edgesByLocation = Dictionary(grouping: edges, by: \.location)
        var used = Array(repeating: false, count: matchers.count)
        var kept: [Finding] = []
        for finding in findings {
            let subjects = subjects(of: finding, edgesByLocation)
            let matching = matchers.indices.filter { matchers[$0].matches(finding, subjects: subjects) }
            for index in matching { used[index] = true }
            if matching.isEmpty { kept.append(finding) }
        }
        for (index, exception) in header.exceptions.enumerated() where !used[index] {
            kept.append(Finding(
                ruleID: "exception_unused", severity: .warning,
                message: "the exception \(exception.summary) of rule '\(header.name)' matches no finding any more; remove it",
                location: exception.location ?? header.location, because: exception.because))
        }
        return kept
    }

    /// What a finding is about, as (first edge, last module) pairs: the edge at its location whose
    /// summary starts its message (a product dependency gives several edges one location); for a
    /// chain whose hops are its notes, the whole chain plus its first hop (each hop, for a cycle);
    /// else every edge at its location.
    private func subjects(
        of finding: Finding, _ edgesByLocation: [SourceLocation: [DependencyEdge]]
    ) -> [ExceptionMatcher.Subject] {
        guard let location = finding.location, let candidates = edgesByLocation[location] else { return [] }
        let named = candidates.filter { finding.message.hasPrefix($0.summary) }
        if !named.isEmpty { return named.map { .init(start: $0, end: $0.to) } }
        let hops = finding.notes.compactMap { note in
            note.location.flatMap { edgesByLocation[$0] }?.first { $0.summary == note.message }
        }
        if let first = hops.first, let last = hops.last, first.location == location {
            // A cycle is about each of its dependencies; a chain about its ends and its first hop.
            let parts = last.to == first.from ? hops : [first]
            return [.init(start: first, end: last.to)] + parts.map { .init(start: $0, end: $0.to) }
        }
        return candidates.map { .init(start: $0, end: $0.to) }
    }
}

/// An exception with its references resolved once.
private struct ExceptionMatcher {
    let from: [MemberSet]?
    let to: [MemberSet]?
    let file: Glob?

    init(_ exception: RuleException, in context: RuleContext) {
        from = exception.from.isEmpty ? nil : context.members(of: exception.from)
        to = exception.to.isEmpty ? nil : context.members(of: exception.to)
        file = exception.file.map(Glob.init)
    }

    /// A dependency from where `start` starts to `end` (`start.to` for a direct one).
    struct Subject {
        var start: DependencyEdge
        var end: ModuleID
    }

    /// A finding about edges matches when one of its subjects does; a finding about no edge (a
    /// module) matches a `file`-only exception by its location.
    func matches(_ finding: Finding, subjects: [Subject]) -> Bool {
        if subjects.isEmpty {
            guard from == nil, to == nil, let file, let location = finding.location else { return false }
            return file.matches(location.file)
        }
        return subjects.contains(where: matches)
    }

    private func matches(_ subject: Subject) -> Bool {
        if let from, !from.containsSource(of: subject.start) { return false }
        // A reference's end is a file of the module; any other subject's end is a module.
        let endFile = subject.start.to == subject.end ? subject.start.toFile : nil
        if let to, !to.contains(where: { $0.containsTarget(subject.end, file: endFile) }) { return false }
        if let file, !file.matches(subject.start.file ?? subject.start.location.file) { return false }
        return true
    }
}
