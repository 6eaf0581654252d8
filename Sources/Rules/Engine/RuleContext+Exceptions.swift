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
            let edges = edgesBehind(finding, edgesByLocation)
            let matching = matchers.indices.filter { matchers[$0].matches(finding, edges: edges) }
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

    /// The edges a finding is about: those at its location whose summary starts its message (a
    /// product dependency gives several edges one location), else every edge there.
    private func edgesBehind(_ finding: Finding, _ edgesByLocation: [SourceLocation: [DependencyEdge]]) -> [DependencyEdge] {
        guard let location = finding.location, let candidates = edgesByLocation[location] else { return [] }
        let named = candidates.filter { finding.message.hasPrefix($0.summary) }
        return named.isEmpty ? candidates : named
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

    /// A finding about edges matches when one of them does; a finding about no edge (a module,
    /// a cycle's start) matches a `file`-only exception by its location.
    func matches(_ finding: Finding, edges: [DependencyEdge]) -> Bool {
        if edges.isEmpty {
            guard from == nil, to == nil, let file, let location = finding.location else { return false }
            return file.matches(location.file)
        }
        return edges.contains(where: matches)
    }

    private func matches(_ edge: DependencyEdge) -> Bool {
        if let from, !from.containsSource(of: edge) { return false }
        if let to, !to.containsTarget(of: edge) { return false }
        if let file, !file.matches(edge.file ?? edge.location.file) { return false }
        return true
    }
}
