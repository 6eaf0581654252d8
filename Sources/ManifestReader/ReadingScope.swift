import SwiftSyntax

/// Where the reader is: the `#if` clauses it passed through, the constants it is resolving, and
/// how many lists it has read. The evaluator saves and restores it around each step.
struct ReadingScope {
    /// Lists read before the reader stops: `let b = a + a; let c = b + b; ...` doubles the work at
    /// each line. A manifest that writes its lists out needs about one step per list, so the bound
    /// grows with the text: 10,000 plus one per 8 bytes (a list takes more), so a root manifest of
    /// 20,000 targets is read whole while a few lines that double is still stopped.
    let maximumSteps: Int

    static func maximumSteps(forBytes bytes: Int) -> Int { 10_000 + bytes / 8 }

    init(maximumSteps: Int = 10_000) {
        self.maximumSteps = maximumSteps
    }

    /// The `#if` clauses passed through to reach what is being read (see `+Conditions`).
    private(set) var frames: [ConditionFrame] = []
    /// Constants being resolved, to stop on `let a = b; let b = a`.
    private(set) var resolving: Set<String> = []
    private(set) var steps = 0

    /// The conditions that hold where the reader is, outermost first, without repeats.
    var conditions: [String] {
        if frames.isEmpty { return [] }
        var seen: Set<String> = []
        return frames.flatMap(\.conditions).filter { seen.insert($0).inserted }
    }

    /// Adds `frames` not already in the scope.
    mutating func enter(_ frames: [ConditionFrame]) {
        for frame in frames where !self.frames.contains(frame) { self.frames.append(frame) }
    }

    /// Back to the clauses of an earlier scope.
    mutating func leave(to frames: [ConditionFrame]) { self.frames = frames }

    /// Starts resolving `name`; false when it is already being resolved (a cycle).
    mutating func beginResolving(_ name: String) -> Bool { resolving.insert(name).inserted }

    mutating func endResolving(_ name: String) { resolving.remove(name) }

    /// Counts one more list read: `.within` the bound, `.stopping` at the first step past it, then `.stopped`.
    mutating func step() -> Step {
        steps += 1
        if steps <= maximumSteps { return .within }
        return steps == maximumSteps + 1 ? .stopping : .stopped
    }

    enum Step {
        case within, stopping, stopped
    }
}

/// A `#if` clause passed through, with the conditions that hold inside it.
struct ConditionFrame: Equatable {
    let clause: SyntaxIdentifier
    /// `!(A)` for every earlier clause of its `#if`, then its own condition (none for `#else`).
    let conditions: [String]
}
