import ArchCore
import SwiftLexing

/// Where a file's leading import section ends: everything before `offset` is that section, and
/// `openIfs` `#if` blocks are still open there (the section may end inside them).
struct ImportSectionCut: Equatable {
    var offset: Int
    var openIfs: Int
    /// The import declarations of the section, built from the bytes as the full parse builds them.
    var imports: [Import] = []
}

/// Finds where a file's leading import section ends, by a strict byte scan.
///
/// The section is a run of items of a tiny grammar: complete import declarations (attributes
/// with simple arguments, access modifiers, `import`, an optional kind, a dotted path of ASCII
/// identifiers), `;`, comments, `#error("…")`/`#warning("…")` with a plain message, and
/// `#if`/`#elseif`/`#else`/`#endif` lines with simple conditions. The scan stops at the first
/// item outside that grammar (a "deviation"), which may sit inside an `#if` clause.
///
/// The byte at the cut starts a token that cannot continue the section's last item (a letter,
/// `_`, `@` or `#`), so parsing the section, with an `#endif` added for each open `#if`, yields
/// the same import declarations, with the same `#if` clauses around them, as parsing the whole
/// file does for that range. Any doubt (an unterminated comment or `#if`, a stray `#else`, an
/// odd byte at the cut) gives `nil`: parse the whole file.
struct ImportHeaderScanner {
    enum Step { case next, deviation, giveUp }

    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    /// One entry per open `#if`: whether its `#else` was seen.
    private var openIfs: [Bool] = []
    /// One entry per open `#if`: the conditions its current clause adds, as `ImportCollector` spells them.
    var clauses: [IfClauseConditions] = []
    /// The imports read so far.
    var imports: [Import] = []
    var lines = LineCounter()
    /// Only spaces and tabs since the last line break (directives must start a line).
    var atLineStart = true

    /// Where the import section ends, or `nil` if the whole file must be parsed.
    static func cut(in bytes: UnsafeBufferPointer<UInt8>) -> ImportSectionCut? {
        var scanner = ImportHeaderScanner(bytes: bytes)
        return scanner.findCut()
    }

    private mutating func findCut() -> ImportSectionCut? {
        guard skipFileStart() else { return nil }
        while true {
            guard skipTrivia() else { return nil }
            guard position < bytes.count else {
                return openIfs.isEmpty ? ImportSectionCut(offset: bytes.count, openIfs: 0, imports: imports) : nil
            }
            let start = position
            let step: Step
            switch bytes[position] {
            case UInt8(ascii: "#"): step = directive()
            case UInt8(ascii: ";"):
                position += 1
                step = .next
            case let first where first.isASCIILetter || first == UInt8(ascii: "_") || first == UInt8(ascii: "@"):
                step = importDeclaration()
            default: step = .deviation
            }
            atLineStart = false
            switch step {
            case .next: continue
            case .giveUp: return nil
            case .deviation:
                guard bytes[start].canStartCutToken else { return nil }
                return ImportSectionCut(offset: start, openIfs: openIfs.count, imports: imports)
            }
        }
    }

    /// Skips a byte order mark and a shebang line (`#!` only counts as the very first bytes).
    private mutating func skipFileStart() -> Bool {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            position = 3
            return !isAt(UInt8(ascii: "#"), UInt8(ascii: "!"))
        }
        if isAt(UInt8(ascii: "#"), UInt8(ascii: "!")) { skipToLineEnd() }
        return true
    }

    /// Past ``ImportCollector/maximumConditions`` the full parse reports what it leaves unread:
    /// give the file to it.
    private func withinConditionBound() -> Step {
        clauses.reduce(0) { $0 + $1.pushed.count } <= ImportCollector.maximumConditions ? .next : .giveUp
    }

    /// `#if`, `#elseif`, `#else`, `#endif`; any other `#word` is a deviation.
    private mutating func directive() -> Step {
        guard atLineStart else { return .deviation }
        position += 1
        let word = readIdentifier()
        switch word {
        case "if":
            // The parser counts `#if` blocks (and the brackets of their conditions) toward its
            // nesting limit: past the depth where files are outlined, let the full parse decide
            // (else an import 100 blocks deep would be found here and lost there).
            guard openIfs.count < ImportScanner.skeletonDepth else { return .giveUp }
            let start = position
            guard readCondition() else { return .deviation }
            openIfs.append(false)
            clauses.append(IfClauseConditions(own: conditionText(from: start)))
            return withinConditionBound()
        case "elseif":
            guard openIfs.last == false else { return .giveUp }
            let start = position
            guard readCondition() else { return .deviation }
            clauses[clauses.count - 1].next(own: conditionText(from: start))
            return withinConditionBound()
        case "else", "endif":
            guard let sawElse = openIfs.last, !(word == "else" && sawElse) else { return .giveUp }
            guard restOfLineIsBlank() else { return .deviation }
            if word == "else" {
                openIfs[openIfs.count - 1] = true
                clauses[clauses.count - 1].next(own: nil)
            } else {
                openIfs.removeLast()
                clauses.removeLast()
            }
            return withinConditionBound()
        case "error", "warning":
            // `#error("…")` is the usual last branch of a block of platform imports.
            return diagnosticMessage() && restOfLineIsBlank() ? .next : .deviation
        default:
            return .deviation
        }
    }
}

/// The conditions one `#if` block adds for its current clause: `#if A` gives `A`; `#elseif B`
/// gives `!(A)`, `B`; `#else` gives the negation of every earlier clause (as `ImportCollector`).
struct IfClauseConditions {
    private var negatedEarlier: [String] = []
    private var own: String?
    private(set) var pushed: [String]

    init(own: String) {
        self.own = own
        pushed = [own]
    }

    mutating func next(own newOwn: String?) {
        if let own { negatedEarlier.append("!(\(own))") }
        own = newOwn
        pushed = negatedEarlier + (newOwn.map { [$0] } ?? [])
    }
}
