/// Finds where a file's leading import section ends, by a strict byte scan.
///
/// The section is a run of items of a tiny grammar: complete import declarations (attributes
/// with simple arguments, access modifiers, `import`, an optional kind, a dotted path of ASCII
/// identifiers), `;`, comments, and complete `#if`/`#elseif`/`#else`/`#endif` blocks whose
/// conditions are simple. The scan stops at the first byte outside that grammar (a "deviation").
///
/// The cut it returns is always at top level (never inside an `#if`: a deviation inside one cuts
/// before its outermost `#if`), and the byte at the cut starts a token that cannot continue the
/// section's last item (a letter, `_`, `@` or `#`). Parsing the prefix before the cut therefore
/// yields the same import declarations as parsing the whole file does for that range.
/// Any doubt (an unterminated comment, a stray `#else`, an odd byte at the cut) gives `nil`:
/// parse the whole file.
struct ImportHeaderScanner {
    enum Step { case next, deviation, giveUp }

    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    /// One entry per open `#if`: whether its `#else` was seen.
    private var openIfs: [Bool] = []
    private var outermostIf = 0
    /// Only spaces and tabs since the last line break (directives must start a line).
    var atLineStart = true

    /// The offset where the import section ends, or `nil` if the whole file must be parsed.
    static func cut(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var scanner = ImportHeaderScanner(bytes: bytes)
        return scanner.findCut()
    }

    private mutating func findCut() -> Int? {
        guard skipFileStart() else { return nil }
        while true {
            guard skipTrivia() else { return nil }
            guard position < bytes.count else { return openIfs.isEmpty ? bytes.count : outermostIf }
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
                let cut = openIfs.isEmpty ? start : outermostIf
                return bytes[cut].canStartCutToken ? cut : nil
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

    /// `#if`, `#elseif`, `#else`, `#endif`; any other `#word` is a deviation.
    private mutating func directive() -> Step {
        guard atLineStart else { return .deviation }
        let start = position
        position += 1
        let word = readIdentifier()
        switch word {
        case "if":
            guard readCondition() else { return .deviation }
            if openIfs.isEmpty { outermostIf = start }
            openIfs.append(false)
            return .next
        case "elseif":
            guard openIfs.last == false else { return .giveUp }
            return readCondition() ? .next : .deviation
        case "else", "endif":
            guard let sawElse = openIfs.last, !(word == "else" && sawElse) else { return .giveUp }
            guard restOfLineIsBlank() else { return .deviation }
            if word == "else" { openIfs[openIfs.count - 1] = true } else { openIfs.removeLast() }
            return .next
        default:
            return .deviation
        }
    }
}
