@testable import ArchCore
import Testing

struct GlobTests {
    static let cases: [(pattern: String, text: String, matches: Bool)] = [
        ("*Domain", "MoviesDomain", true),
        ("*Domain", "MoviesDomainTests", false),
        ("App/**", "App/Sources/AppDelegate.swift", true),
        ("App/**", "Apps/x.swift", false),
        ("**/*ViewModel.swift", "Features/A/AViewModel.swift", true),
        ("**/*ViewModel.swift", "AViewModel.swift", true),
        ("**/Generated/**", "Sources/M/Generated/x.swift", true),
        ("**/Generated/**", "Sources/M/Generate/x.swift", false),
        ("Features/*", "Features/Watchlist", true),
        ("Features/*", "Features/Watchlist/Sub", false),
        ("{Movies,Feed}Domain", "FeedDomain", true),
        ("{Movies,Feed}Domain", "CoreDomain", false),
        ("**Tests", "A/BTests", true),
        ("Core?", "Core1", true),
        ("Core?", "Core/", false),
        // A folder and everything below it, matched byte for byte.
        ("Sources/App/Domain/**", "Sources/App/Domain/Feed.swift", true),
        ("Sources/App/Domain/**", "Sources/App/Domain/Cache/Store.swift", true),
        ("Sources/App/Domain/**", "Sources/App/DomainKit/Feed.swift", false),
        ("Sources/App/Domain/**", "Sources/App/Domai", false),
        ("Sources/App/Domain/**", "Other/Sources/App/Domain/Feed.swift", false),
        ("Feed API/**", "Feed API/Remote.swift", true),
        ("Café/**", "Café/Menu.swift", true),
        ("Café/**", "Cafe/Menu.swift", false),
    ]

    @Test(arguments: cases)
    func matchesLikeAShellGlob(_ sample: (pattern: String, text: String, matches: Bool)) {
        #expect(Glob(sample.pattern).matches(sample.text) == sample.matches)
    }
}

/// The automaton against the definition (a backtracking reader of the pattern, exponential on
/// hostile patterns but exact), and its work on patterns that make backtracking take hours.
struct GlobAutomatonTests {
    @Test func agreesWithTheDefinitionOnThousandsOfGeneratedPatternsAndPaths() {
        var random = SeededRandom(seed: 18)
        let pieces = ["a", "b", "/", "*", "**", "**/", "?", "{a,b}", "{a*,/}", "{,b/}", "ab", "é", "e"]
        let letters: [Character] = ["a", "b", "/", "é", "e\u{301}"]
        var checked = 0
        for _ in 0..<3_000 {
            let pattern = (0..<Int.random(in: 1...6, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let glob = Glob(pattern)
            for _ in 0..<8 {
                let text = String((0..<Int.random(in: 0...8, using: &random)).map { _ in letters.randomElement(using: &random)! })
                let expected = ReferenceGlob.matches(pattern, text)
                // Through the bit sets (every generated pattern is small) and the state list.
                #expect(glob.matches(text) == expected, "\(pattern) on \(text)")
                #expect(glob.run(text).matches == expected, "\(pattern) on \(text)")
                checked += 1
            }
        }
        #expect(checked == 24_000)
    }

    /// Work is counted in automaton states, never timed: each character visits each state at
    /// most twice (once consumed, once added), so the bound is linear in pattern times text.
    @Test(arguments: [
        ("**/**/**/**/**/*a", String(repeating: "folder/", count: 200) + "b"),
        ("*a*a*a*a*a*a*a*a*b", String(repeating: "a", count: 2_000)),
        ("**a**a**a**a**a**a**b", String(repeating: "a/", count: 1_000)),
        (String(repeating: "{a,", count: 40) + "b" + String(repeating: "}", count: 40) + "*c", String(repeating: "a", count: 500)),
        (String(repeating: "{*,**/}", count: 30) + "z", String(repeating: "x/", count: 300)),
    ])
    func hostilePatternsCostLinearWork(_ sample: (pattern: String, text: String)) {
        let glob = Glob(sample.pattern)
        let (matches, steps) = glob.run(sample.text)
        #expect(!matches)
        let states = sample.pattern.count * 2 + 2
        #expect(steps <= 2 * states * (sample.text.count + 1), "\(steps) steps")
    }

    @Test func aHostilePatternStillMatchesWhatItShould() {
        #expect(Glob("**/**/**/**/**/*a").matches(String(repeating: "folder/", count: 200) + "data"))
        #expect(Glob("*a*a*a*a*a*a*a*a*b").matches(String(repeating: "a", count: 2_000) + "b"))
    }
}

/// The glob definition, read directly: a backtracking match over the pattern's parts (archlint's
/// matcher before it became an automaton).
private enum ReferenceGlob {
    static func matches(_ pattern: String, _ text: String) -> Bool {
        match(Glob.tokenize(Array(pattern))[...], Array(text)[...])
    }

    private static func match(_ pattern: ArraySlice<Glob.Token>, _ text: ArraySlice<Character>) -> Bool {
        guard let first = pattern.first else { return text.isEmpty }
        let rest = pattern.dropFirst()
        switch first {
        case .literal(let char):
            return text.first == char && match(rest, text.dropFirst())
        case .question:
            guard let char = text.first, char != "/" else { return false }
            return match(rest, text.dropFirst())
        case .star:
            // Any characters of one component.
            for skip in 0...text.count {
                if match(rest, text.dropFirst(skip)) { return true }
                if skip < text.count, text[text.startIndex + skip] == "/" { return false }
            }
            return false
        case .globstar:
            // Any number of whole components: every suffix that starts a component.
            var candidate = text
            while true {
                if match(rest, candidate) { return true }
                guard let slash = candidate.firstIndex(of: "/") else { return false }
                candidate = candidate[(slash + 1)...]
            }
        case .anything:
            return (0...text.count).contains { match(rest, text.dropFirst($0)) }
        case .alternatives(let options):
            return options.contains { match(ArraySlice($0) + rest, text) }
        }
    }
}

/// SplitMix64: the same sequence on every machine, so a failure names a case that reproduces.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}

extension GlobAutomatonTests {
    /// Long patterns (more than 64 states) take the state list instead of the bit sets.
    @Test func aPatternTooLongForBitSetsMatchesTheSame() {
        let folder = String(repeating: "Folder", count: 12)
        let glob = Glob("**/\(folder)/*.swift")
        #expect(glob.matches("Sources/\(folder)/A.swift"))
        #expect(!glob.matches("Sources/\(folder)/Sub/A.swift"))
        #expect(glob.matches("Sources/\(folder)/A.swift") == glob.run("Sources/\(folder)/A.swift").matches)
    }
}
