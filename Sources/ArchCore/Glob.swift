/// A glob over `/`-separated paths or plain names.
///
/// `*` matches within one path component, `**` matches any number of components (including none),
/// `?` one character, `{a,b}` alternatives. A pattern without `/` that is used on paths matches
/// the full path only; write `**/Name` to match anywhere.
///
/// Patterns and paths may both come from a stranger's pull request, so matching is linear: the
/// pattern is compiled into a small automaton and the text is read once, keeping the set of
/// states it can be in. (Backtracking, as most glob matchers do, takes time exponential in the
/// number of stars: `**/**/**/**/**/*a` over a deep path.)
public struct Glob: Hashable, Sendable, CustomStringConvertible {
    public let pattern: String
    private let program: [Instruction]
    /// The program as bit sets, when it has at most 64 states (nearly every pattern).
    private let masks: StateMasks?

    /// A pattern read into its parts (internal for the tests' reference matcher).
    enum Token: Hashable, Sendable {
        case literal(Character)
        case star          // * within a component
        case globstar      // `**/`: zero or more whole components
        case anything      // `**` not followed by `/`: any characters, `/` included
        case question
        case alternatives([[Token]])
    }

    /// For the most common pattern, a folder and everything below it (`Sources/App/Domain/**`):
    /// the folder with its `/`, ASCII only, matched byte for byte.
    private let folderPrefix: String?

    public init(_ pattern: String) {
        self.pattern = pattern
        var program: [Instruction] = []
        Glob.compile(Glob.tokenize(Array(pattern)), into: &program)
        program.append(.accept)
        self.program = program
        masks = StateMasks(program)
        let folder = pattern.hasSuffix("/**") ? pattern.dropLast(2) : nil
        folderPrefix = folder.flatMap { folder in
            folder.utf8.allSatisfy { $0 < 0x80 && !"*?{}".utf8.contains($0) } ? String(folder) : nil
        }
    }

    public var description: String { pattern }

    /// Whether `text` matches the whole pattern.
    public func matches(_ text: String) -> Bool {
        // `**` matches any characters: a path under the folder matches (the byte after the `/`
        // starts a new component, so no combining mark can join the folder's last character).
        if let folderPrefix { return text.utf8.starts(with: folderPrefix.utf8) }
        if let masks { return masks.matches(text) }
        return run(text).matches
    }

    /// Whether `text` matches, and how many states the automaton visited (the work, linear in
    /// the pattern times the text).
    func run(_ text: String) -> (matches: Bool, steps: Int) {
        var run = AutomatonRun(program: program)
        run.add(0)
        for char in text {
            run.step(char)
            if run.current.isEmpty { return (false, run.steps) }
        }
        return (run.current.contains { program[$0] == .accept }, run.steps)
    }

    /// One state of the automaton. Only the consuming ones (`literal` to `inComponent`) and
    /// `accept` stay in the set of current states; `split` and `jump` are followed at once.
    enum Instruction: Hashable, Sendable {
        case literal(Character)
        case question
        /// `*`: one more character of the component stays here; nothing consumed goes on.
        case star
        /// `**` not followed by `/`: the same for any character.
        case anything
        /// `**/` at a component's start: `/` stays here, another character enters the component
        /// (the next state); nothing consumed goes on (past that state).
        case globstar
        /// Inside a component `**/` is skipping: `/` goes back to the `globstar` before it.
        case inComponent
        case split([Int])
        case jump(Int)
        case accept
    }

    private static func compile(_ tokens: [Token], into program: inout [Instruction]) {
        for token in tokens {
            switch token {
            case .literal(let char): program.append(.literal(char))
            case .question: program.append(.question)
            case .star: program.append(.star)
            case .anything: program.append(.anything)
            case .globstar: program.append(contentsOf: [.globstar, .inComponent])
            case .alternatives(let options):
                let split = program.count
                program.append(.split([]))
                var starts: [Int] = []
                var ends: [Int] = []
                for option in options {
                    starts.append(program.count)
                    compile(option, into: &program)
                    ends.append(program.count)
                    program.append(.jump(-1))
                }
                program[split] = .split(starts)
                for end in ends { program[end] = .jump(program.count) }
            }
        }
    }

    /// The set of states the text read so far can be in, each once.
    private struct AutomatonRun {
        let program: [Instruction]
        var current: [Int] = []
        var next: [Int] = []
        /// The character count at which each state was last added, so each is added once per step.
        var addedAt: [Int]
        var position = 0
        var steps = 0

        init(program: [Instruction]) {
            self.program = program
            addedAt = Array(repeating: -1, count: program.count)
        }

        /// Adds `state` and every state it reaches without consuming a character.
        mutating func add(_ state: Int) {
            guard addedAt[state] != position else { return }
            addedAt[state] = position
            steps += 1
            switch program[state] {
            case .split(let targets): for target in targets { add(target) }
            case .jump(let target): add(target)
            case .star, .anything:
                current.append(state)
                add(state + 1)
            case .globstar:
                current.append(state)
                add(state + 2)
            default:
                current.append(state)
            }
        }

        mutating func step(_ char: Character) {
            let states = current
            current = next
            current.removeAll(keepingCapacity: true)
            position += 1
            for state in states {
                steps += 1
                switch program[state] {
                case .literal(let expected): if char == expected { add(state + 1) }
                case .question: if char != "/" { add(state + 1) }
                case .star: if char != "/" { add(state) }
                case .anything: add(state)
                case .globstar: add(char == "/" ? state : state + 1)
                case .inComponent: add(char == "/" ? state - 1 : state)
                case .split, .jump, .accept: break
                }
            }
            next = states
        }
    }

    static func tokenize(_ chars: [Character]) -> [Token] {
        var tokens: [Token] = []
        var index = 0
        while index < chars.count {
            let char = chars[index]
            switch char {
            case "*":
                if index + 1 < chars.count, chars[index + 1] == "*" {
                    index += 2
                    if index < chars.count, chars[index] == "/" {
                        index += 1
                        tokens.append(.globstar)
                    } else {
                        tokens.append(.anything)
                    }
                    continue
                }
                tokens.append(.star)
            case "?":
                tokens.append(.question)
            case "{":
                if let close = matchingBrace(chars, from: index) {
                    let inner = Array(chars[(index + 1)..<close])
                    tokens.append(.alternatives(splitAlternatives(inner).map(tokenize)))
                    index = close + 1
                    continue
                }
                tokens.append(.literal(char))
            default:
                tokens.append(.literal(char))
            }
            index += 1
        }
        return tokens
    }

    private static func matchingBrace(_ chars: [Character], from start: Int) -> Int? {
        var depth = 0
        for index in start..<chars.count {
            if chars[index] == "{" { depth += 1 }
            if chars[index] == "}" {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    private static func splitAlternatives(_ chars: [Character]) -> [[Character]] {
        var parts: [[Character]] = [[]]
        var depth = 0
        for char in chars {
            if char == "{" { depth += 1 }
            if char == "}" { depth -= 1 }
            if char == ",", depth == 0 {
                parts.append([])
            } else {
                parts[parts.count - 1].append(char)
            }
        }
        return parts
    }
}
