/// A small Swift lexer that sees only what nesting needs: which `(`, `[`, `{` and `#if` are code,
/// and which sit in comments, string literals (with interpolations, raw and multi-line ones),
/// `#/regex/#` literals and backquoted names. It never calls swift-syntax, so it runs in time
/// linear in the bytes, whatever they hold, and its own state is a stack on the heap (nested
/// interpolations cannot overflow the call stack).
///
/// A regex literal without `#` delimiters (`/[{]+/`) is recognised as Swift recognises it in
/// practice: a `/` where an operand starts (after an opening bracket, a comma, a colon, `=`, an
/// operator, or at the start of the file), not followed by a space, that closes with a `/` on the
/// same line. A `/regex/` elsewhere (after `return`, say) is read as code; a bracket that then
/// does not match shows as ``BracketLexer/Event/mismatch``, so a caller can tell that its view of
/// the nesting is not to be trusted.
public struct BracketLexer {
    /// What the lexer reports, in source order.
    public enum Event: Equatable, Sendable {
        /// `(`, `[` or `{` in code, at this byte offset.
        case open(UInt8, at: Int)
        /// `)`, `]` or `}` in code that closes the innermost open bracket.
        case close(UInt8, at: Int)
        /// `#if` at the start of a line of code.
        case poundIf(at: Int)
        /// `#endif` at the start of a line of code.
        case poundEndif(at: Int)
        /// A closing bracket that does not match the innermost open one, or closes nothing.
        case mismatch(at: Int)
        /// A comment, string or regex literal that the end of the file leaves open.
        case unterminated(at: Int)
        /// A `//` comment (up to its line break) or a `/* */` comment (both delimiters included,
        /// or up to the end of the file when it is left open, which an ``unterminated(at:)`` follows).
        case comment(Range<Int>)
    }

    enum Mode {
        /// Code; in an interpolation, the `)` that brings the bracket count back to `brackets`
        /// returns to the string.
        case code(brackets: Int, interpolation: Bool)
        case string(hashes: Int, multiline: Bool, start: Int)
    }

    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    private(set) var modes: [Mode] = [.code(brackets: 0, interpolation: false)]
    /// The open brackets of code, innermost last (interpolations' own `(` included).
    var brackets: [UInt8] = []
    var atLineStart = true
    /// The last byte of code before the position (not whitespace, not a comment); 0 at the start.
    var lastSignificant: UInt8 = 0
    /// Where the last regex literal that did not close ran out (its line's end): no `/` before it
    /// is tried again, so a line of `(/[` repeated costs linear time, not quadratic.
    var regexScanFailedUntil = -1
    /// An event found together with the one just returned, handed out next.
    var pending: Event?
    /// Bytes of code so far: not whitespace, comments or the inside of string and regex literals
    /// (a literal counts one). What a parse of the bytes costs grows with it (see
    /// ``ParseBounds/codeVolumeCut(in:)``).
    public internal(set) var codeBytes = 0
    /// When ``codeBytes`` passes this, ``codeLimitPassedAt`` records where.
    public var codeByteLimit = Int.max
    /// The offset of the byte of code that took ``codeBytes`` past ``codeByteLimit``.
    public internal(set) var codeLimitPassedAt: Int?

    public init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
    }

    /// The next event, or `nil` at the end of the bytes.
    public mutating func next() -> Event? {
        if let event = pending {
            pending = nil
            return event
        }
        while position < bytes.count {
            let event: Event?
            switch modes[modes.count - 1] {
            case .code(let depth, let interpolation): event = code(depth: depth, interpolation: interpolation)
            case .string(let hashes, let multiline, let start):
                event = string(hashes: hashes, multiline: multiline, start: start)
            }
            if let event { return event }
        }
        if modes.count > 1 {
            // The end of the file inside a string, or inside an interpolation of one.
            let start = modes.lazy.compactMap { mode -> Int? in
                if case .string(_, _, let start) = mode { start } else { nil }
            }.first ?? bytes.count
            modes = [.code(brackets: 0, interpolation: false)]
            return .unterminated(at: start)
        }
        return nil
    }

    mutating func pushMode(_ mode: Mode) { modes.append(mode) }

    /// One more byte of code, at `offset`.
    @inline(__always)
    mutating func countCode(at offset: Int) {
        codeBytes += 1
        if codeBytes > codeByteLimit, codeLimitPassedAt == nil { codeLimitPassedAt = offset }
    }

    mutating func popMode() { if modes.count > 1 { modes.removeLast() } }

    /// How many brackets are open in code now.
    public var depth: Int { brackets.count }

    /// The byte at `offset` from the current position, 0 past the end.
    func peek(_ offset: Int = 0) -> UInt8 {
        position + offset < bytes.count ? bytes[position + offset] : 0
    }
}
