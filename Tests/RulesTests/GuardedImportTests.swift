import ArchCore
import Testing

@testable import Rules

/// `ImportEdge.isGuarded`: an import under `#if canImport(M)` of its own module needs no declaration.
struct GuardedImportTests {
    private static func edge(_ module: String, _ conditions: [String]) -> ImportEdge {
        ImportEdge(
            file: "Sources/App/View.swift", from: ModuleID(package: ".", name: "App"), to: ModuleID(package: nil, name: module),
            import: Import(module: module, line: 3, column: 1, conditions: conditions))
    }

    @Test(arguments: [
        (["canImport(Alamofire)"], true),
        (["canImport( Alamofire )"], true),
        (["os(iOS)", "canImport(Alamofire, _version: 5.0)"], true),
        (["canImport(Alamofire)&&os(iOS)"], true),
        (["!(canImport(UIKit))", "canImport(Alamofire)"], true),
        ([], false),
        (["canImport(AlamofireImage)"], false),
        (["canImport(Alamofire"], false),
        (["canImport(Alamofire."], false),
        (["canImport(UIKit)"], false),
        (["Alamofire"], false),
        (["canImport"], false),
        // The condition is read, not searched: only a clause that compiles where the module can be
        // imported guards it.
        (["!canImport(Alamofire)"], false),
        (["!(canImport(Alamofire))"], false),  // the `#else` of `#if canImport(Alamofire)`
        (["canImport(Alamofire) || os(iOS)"], false),
        (["os(iOS) || canImport(Alamofire)"], false),
        (["!(canImport(Alamofire) || os(iOS))"], false),
        (["!(!canImport(Alamofire))"], true),
        (["os(iOS)", "!(canImport(Alamofire))"], false),
        (["!(canImport(UIKit))", "!(canImport(Alamofire))"], false),
        (["(canImport(Alamofire) || false) && DEBUG"], true),
        (["!(os(iOS) || !canImport(Alamofire))"], true),
        (["canImport(Alamofire.Session)"], true),
        (["canImport(`Alamofire`)"], true),
        (["canImport(Alamofire) /* the networking layer */"], true),
        (["canImport(Alamofire) && swift(>=5.9)"], true),
        (["canImport(Alamofire) || swift(>=5.9)"], false),
        (["canImport(Alamofire) && FOO > 10"], false),  // outside the grammar: unknown
        (["canImport(Alamofire)) && (os(iOS)"], false),
        (["canImport(Alamofire, _version: \"5.0\") && !targetEnvironment(simulator)"], true),
        ([String(repeating: "(", count: 200) + "canImport(Alamofire)" + String(repeating: ")", count: 200)], false),
        ([String(repeating: "(", count: 20) + "canImport(Alamofire)" + String(repeating: ")", count: 20)], true),
    ])
    func importsUnderTheirOwnCanImportAreGuarded(conditions: [String], guarded: Bool) {
        #expect(Self.edge("Alamofire", conditions).isGuarded == guarded)
    }

    /// Against every assignment of the other checks, on generated read-once conditions (each check
    /// at most once, where Kleene's logic is exact): guarded exactly when no assignment with
    /// `canImport(Alamofire)` false makes every condition hold, when one of them names it.
    @Test func agreesWithEveryAssignmentOfTheOtherChecks() {
        var generator = SeededSteps(seed: 34)
        var guarded = 0
        for _ in 0..<4_000 {
            var atoms = ["os(iOS)", "DEBUG", "canImport(UIKit)", "arch(arm64)", "swift(>=6.0)", "true", "false"]
                .shuffled(using: &generator)
            atoms.insert("canImport(Alamofire)", at: Int.random(in: 0...atoms.count, using: &generator))
            let used = Array(atoms.prefix(Int.random(in: 1...5, using: &generator)))
            let split = Int.random(in: 0...used.count, using: &generator)
            let parts = [Array(used[..<split]), Array(used[split...])].filter { !$0.isEmpty }
            let conditions = parts.map { Self.formula(over: $0[...], using: &generator) }
            // Conditions that never name the module do not guard it, even where they hold nowhere.
            let expected = used.contains("canImport(Alamofire)") && Self.holdsNowhere(conditions.map(\.evaluate), atoms: used.filter { $0 != "canImport(Alamofire)" })
            if expected { guarded += 1 }
            #expect(Self.edge("Alamofire", conditions.map(\.text)).isGuarded == expected, "\(conditions.map(\.text))")
        }
        #expect(guarded > 400)
    }

    private struct Formula {
        var text: String
        var evaluate: ([String: Bool]) -> Bool
    }

    private static func formula(over atoms: ArraySlice<String>, using generator: inout SeededSteps) -> Formula {
        var result: Formula
        if atoms.count == 1 {
            let atom = atoms.first!
            result = Formula(text: atom) { values in
                atom == "true" ? true : atom == "false" ? false : values[atom]! }
        } else {
            let cut = Int.random(in: (atoms.startIndex + 1)..<atoms.endIndex, using: &generator)
            let (left, right) = (formula(over: atoms[..<cut], using: &generator), formula(over: atoms[cut...], using: &generator))
            let isAnd = Bool.random(using: &generator)
            let spaced = Bool.random(using: &generator) ? " " : ""
            result = Formula(text: "(\(left.text)\(spaced)\(isAnd ? "&&" : "||")\(spaced)\(right.text))") { values in
                isAnd ? left.evaluate(values) && right.evaluate(values) : left.evaluate(values) || right.evaluate(values)
            }
        }
        if Int.random(in: 0..<3, using: &generator) == 0 {
            let inner = result
            result = Formula(text: "!\(inner.text)") { !inner.evaluate($0) }
        }
        return result
    }

    private static func holdsNowhere(_ conditions: [([String: Bool]) -> Bool], atoms: [String]) -> Bool {
        let free = atoms.filter { $0 != "true" && $0 != "false" }
        for mask in 0..<(1 << free.count) {
            var values = ["canImport(Alamofire)": false]
            for (index, atom) in free.enumerated() { values[atom] = mask & (1 << index) != 0 }
            if conditions.allSatisfy({ $0(values) }) { return false }
        }
        return true
    }
}

/// A seeded generator (Knuth's MMIX step, high bits out), so a failure names conditions that come
/// back on the next run.
private struct SeededSteps: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state ^ (state >> 29)
    }
}
