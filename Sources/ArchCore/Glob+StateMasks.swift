extension Glob {
    /// The automaton of a pattern of at most 64 states, its state sets as bits of one word: a
    /// step is a few shifts and table reads, and nothing is allocated while matching (paths are
    /// matched against every `exclude` glob, file after file).
    struct StateMasks: Hashable, Sendable {
        /// For each state, the consuming states and `accept` it reaches without reading.
        private let closures: [UInt64]
        private let accept: UInt64
        private let start: UInt64
        /// What each state does with a character (`nil` for states never in a set).
        private let moves: [Move?]
        /// Every literal is ASCII: an ASCII path can be read byte by byte.
        private let asciiLiterals: Bool

        enum Move: Hashable, Sendable {
            case literal(Character, UInt8)
            case question, star, anything, globstar, inComponent
        }

        init?(_ program: [Instruction]) {
            guard program.count <= 64 else { return nil }
            var closures = Array(repeating: UInt64(0), count: program.count)
            // Reverse order is not enough (splits jump forward and back), so follow each.
            for state in program.indices {
                var set: UInt64 = 0
                var stack = [state]
                var seen: UInt64 = 0
                while let next = stack.popLast() {
                    guard seen & (1 << UInt64(next)) == 0 else { continue }
                    seen |= 1 << UInt64(next)
                    switch program[next] {
                    case .split(let targets): stack.append(contentsOf: targets)
                    case .jump(let target): stack.append(target)
                    case .star, .anything:
                        set |= 1 << UInt64(next)
                        stack.append(next + 1)
                    case .globstar:
                        set |= 1 << UInt64(next)
                        stack.append(next + 2)
                    default: set |= 1 << UInt64(next)
                    }
                }
                closures[state] = set
            }
            self.closures = closures
            accept = 1 << UInt64(program.count - 1)
            start = closures[0]
            var ascii = true
            moves = program.map { instruction in
                switch instruction {
                case .literal(let char):
                    let byte = char.asciiValue
                    if byte == nil { ascii = false }
                    return .literal(char, byte ?? 0)
                case .question: return .question
                case .star: return .star
                case .anything: return .anything
                case .globstar: return .globstar
                case .inComponent: return .inComponent
                case .split, .jump, .accept: return nil
                }
            }
            asciiLiterals = ascii
        }

        func matches(_ text: String) -> Bool {
            // A byte is a character when the literals and the text are ASCII (but for "\r\n",
            // one character of two bytes).
            if asciiLiterals, text.utf8.allSatisfy({ $0 < 0x80 && $0 != 13 }) {
                return read(text.utf8, slash: UInt8(ascii: "/")) { move, byte in
                    if case .literal(_, let literal) = move { return literal == byte }
                    return false
                }
            }
            return read(text, slash: "/") { move, char in
                if case .literal(let literal, _) = move { return literal == char }
                return false
            }
        }

        private func read<Text: Sequence>(
            _ text: Text, slash: Text.Element, equals: (Move, Text.Element) -> Bool
        ) -> Bool where Text.Element: Equatable {
            var current = start
            for element in text {
                var next: UInt64 = 0
                var left = current
                while left != 0 {
                    let state = left.trailingZeroBitCount
                    left &= left - 1
                    guard let move = moves[state] else { continue }
                    let target: Int?
                    switch move {
                    case .literal: target = equals(move, element) ? state + 1 : nil
                    case .question: target = element != slash ? state + 1 : nil
                    case .star: target = element != slash ? state : nil
                    case .anything: target = state
                    case .globstar: target = element == slash ? state : state + 1
                    case .inComponent: target = element == slash ? state - 1 : state
                    }
                    if let target { next |= closures[target] }
                }
                current = next
                if current == 0 { return false }
            }
            return current & accept != 0
        }
    }
}
