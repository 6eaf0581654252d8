import Dispatch
import Foundation
import SwiftParser
import SwiftSyntax

/// The floor of archlint's reference pass: reading every file and parsing it with swift-syntax,
/// nothing else (no visitor, no resolution), on every core in chunks as archlint reads. The
/// reference pass reads and parses the same files, then collects declarations and names and
/// resolves them; its cost beyond this is archlint's own.
enum PlainParse {
    /// The median wall time of reading and parsing `files` over `runs` runs, after one warm-up.
    static func time(files: [String], runs: Int) -> Duration {
        var walls: [Duration] = []
        for run in 0...runs {
            let clock = ContinuousClock()
            let start = clock.now
            let statements = parse(files)
            let wall = clock.now - start
            // The count keeps the parse from being optimised away, and checks that files parsed.
            precondition(statements > 0 || files.isEmpty, "no statement parsed")
            if run > 0 { walls.append(wall) }
        }
        return walls.sorted()[walls.count / 2]
    }

    /// Top-level statements parsed, summed over `files`.
    private static func parse(_ files: [String]) -> Int {
        let chunk = max(1, files.count / 64)
        let chunks = (files.count + chunk - 1) / chunk
        let counts = UnsafeMutableBufferPointer<Int>.allocate(capacity: chunks)
        counts.initialize(repeating: 0)
        defer { counts.deallocate() }
        nonisolated(unsafe) let output = counts
        DispatchQueue.concurrentPerform(iterations: chunks) { index in
            var total = 0
            for position in (index * chunk)..<min(files.count, (index + 1) * chunk) {
                guard let data = FileManager.default.contents(atPath: files[position]) else { continue }
                let bytes = [UInt8](data)
                total += bytes.withUnsafeBufferPointer { Parser.parse(source: $0).statements.count }
            }
            output[index] = total
        }
        return counts.reduce(0, +)
    }
}
