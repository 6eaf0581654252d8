/// Deterministic synthetic Swift files built from snippets that stress both scanning paths.
struct SyntheticCorpus {
    /// SplitMix64: small, fast and the same on every platform.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
        mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
        mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    }

    private var random: Generator

    init(seed: UInt64) { random = Generator(state: seed) }

    /// `count` files; the same seed always gives the same files.
    mutating func files(_ count: Int) -> [String] {
        (0..<count).map { _ in file() }
    }

    private mutating func file() -> String {
        var pieces: [String] = []
        for _ in 0..<random.below(7) { pieces.append(fill(random.pick(Self.header))) }
        // Half the files keep their body free of the word `import`, the shape of most real files.
        let plain = random.chance(50)
        for _ in 0..<random.below(9) {
            let pool =
                plain ? Self.body
                : random.chance(15) ? Self.lateImports
                : random.chance(10) ? Self.broken
                : random.chance(50) ? Self.bodyMentioningImport : Self.body
            pieces.append(fill(random.pick(pool)))
        }
        // Whole files wrapped in one `#if` (swift-nio's `#if !os(WASI)`): the section ends inside it.
        if random.chance(15) {
            pieces.insert(random.pick(["#if !os(WASI)\n", "#if canImport(Darwin) || os(Linux)\n"]), at: 0)
            pieces.append("#endif\n")
        }
        if random.chance(5) { pieces.insert("#!/usr/bin/env swift\n", at: 0) }
        var text = pieces.map { piece in
            random.chance(4) ? piece.replacingOccurrences(of: "\n", with: random.pick([" ", "; ", ""])) : piece
        }.joined()
        if random.chance(8) { text = text.replacingOccurrences(of: "\n", with: "\r\n") }
        if random.chance(3) { text = text.replacingOccurrences(of: "\n", with: "\r") }
        if random.chance(8) { text = text.replacingOccurrences(of: "    ", with: "\t") }
        if random.chance(3) { text = "\u{FEFF}" + text }
        if random.chance(5) { text = String(text.prefix(random.below(text.count + 1))) }
        return text
    }

    /// Replaces each `M` placeholder (`$M`) with a module name.
    private mutating func fill(_ snippet: String) -> String {
        var result = ""
        var rest = Substring(snippet)
        while let range = rest.range(of: "$M") {
            result += rest[..<range.lowerBound] + random.pick(Self.modules)
            rest = rest[range.upperBound...]
        }
        return result + rest
    }

    /// Mostly plain names; the escaped and non-ASCII ones make the header scan give up.
    private static let modules = [
        "Foundation", "UIKit", "NIOCore", "CoreDomain", "Kit", "SwiftUI", "Combine", "Domain_2",
        "Dispatch", "os", "XCTest", "Testing", "`Esc`", "Café",
    ]
}

extension String {
    fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
