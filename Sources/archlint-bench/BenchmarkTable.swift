import Foundation

/// The measurements for one tree size.
struct BenchmarkRow {
    var size: String
    var generated: GenerationSummary
    var cold: Measurement
    var warm: Measurement?
    var edit: Measurement?
    var grep: Measurement
    var spec: WorkspaceSpec

    var coldRatio: Double { cold.milliseconds / grep.milliseconds }
    var warmRatio: Double? { warm.map { $0.milliseconds / grep.milliseconds } }
    var editRatio: Double? { edit.map { $0.milliseconds / grep.milliseconds } }
    var cpuRatio: Double { cold.cpuMilliseconds / grep.cpuMilliseconds }
    var peakMegabytes: Double { Double(cold.peakBytes) / 1_048_576 }
    var microsecondsPerFile: Double { cold.milliseconds * 1_000 / Double(max(1, generated.files)) }
}

/// Renders rows as a Markdown table (pasted as is into docs/benchmarks.md).
enum BenchmarkTable {
    static let header = [
        "size", "files", "imports", "manifests", "archlint cold ms", "warm ms", "edit ms", "grep ms",
        "cold/grep", "warm/grep", "edit/grep", "peak MB", "µs/file", "cold CPU ms", "grep CPU ms", "CPU cold/grep",
    ]

    static func render(_ rows: [BenchmarkRow]) -> String {
        let lines = [header, header.map { _ in "---" }] + rows.map(cells)
        return lines.map { "| " + $0.joined(separator: " | ") + " |" }.joined(separator: "\n")
    }

    private static func cells(_ row: BenchmarkRow) -> [String] {
        [
            row.size, "\(row.generated.files)", "\(row.generated.imports)", "\(row.generated.manifests)",
            format(row.cold.milliseconds, 0), row.warm.map { format($0.milliseconds, 0) } ?? "n/a",
            row.edit.map { format($0.milliseconds, 0) } ?? "n/a",
            format(row.grep.milliseconds, 0), format(row.coldRatio, 2) + "x",
            row.warmRatio.map { format($0, 2) + "x" } ?? "n/a", row.editRatio.map { format($0, 2) + "x" } ?? "n/a",
            format(row.peakMegabytes, 0), format(row.microsecondsPerFile, 1),
            format(row.cold.cpuMilliseconds, 0), format(row.grep.cpuMilliseconds, 0), format(row.cpuRatio, 2) + "x",
        ]
    }

}

/// A number with a fixed count of decimals.
func format(_ value: Double, _ decimals: Int) -> String {
    String(format: "%.\(decimals)f", value)
}

/// The goals of issue 7, checked against the rows that were measured.
enum BenchmarkGoals {
    static func verdicts(_ rows: [BenchmarkRow]) -> [String] {
        var lines: [String] = []
        for row in rows where (1_500...2_500).contains(row.generated.files) {
            lines.append(check("\(row.size) cold <= 3x grep", row.coldRatio <= 3, row.coldRatio, "x"))
            if let warm = row.warmRatio { lines.append(check("\(row.size) warm <= 1.5x grep", warm <= 1.5, warm, "x")) }
        }
        for row in rows where row.generated.files >= 90_000 {
            lines.append(check("\(row.size) cold <= 10 s", row.cold.milliseconds <= 10_000, row.cold.milliseconds, " ms"))
            lines.append(check("\(row.size) cold <= 4x grep", row.coldRatio <= 4, row.coldRatio, "x"))
            lines.append(check("\(row.size) peak <= 600 MB", row.peakMegabytes <= 600, row.peakMegabytes, " MB"))
        }
        // Growth is judged on trees of one shape (the monorepo presets), so size is all that differs.
        let growth = rows.filter { $0.generated.files >= 900 && $0.spec.isMonorepoShape }
        lines += flatness("wall µs/file", growth.map(\.microsecondsPerFile))
        lines += flatness("CPU µs/file", growth.map { $0.cold.cpuMilliseconds * 1_000 / Double(max(1, $0.generated.files)) })
        lines += linearFit(growth)
        return lines
    }

    /// The least-squares line `fixed + perFile × files` through the growth series' cold wall
    /// times, with the largest distance of a measured time from it: a straight line with small
    /// residuals means time grows linearly with files; what does not fall per file is `fixed`.
    private static func linearFit(_ rows: [BenchmarkRow]) -> [String] {
        guard rows.count >= 2 else { return [] }
        let points = rows.map { (x: Double($0.generated.files), y: $0.cold.milliseconds) }
        let count = Double(points.count)
        let meanX = points.map(\.x).reduce(0, +) / count
        let meanY = points.map(\.y).reduce(0, +) / count
        let covariance = points.map { ($0.x - meanX) * ($0.y - meanY) }.reduce(0, +)
        let variance = points.map { ($0.x - meanX) * ($0.x - meanX) }.reduce(0, +)
        guard variance > 0 else { return [] }
        let perFile = covariance / variance
        let fixed = meanY - perFile * meanX
        let residuals = rows.map { row in
            let predicted = fixed + perFile * Double(row.generated.files)
            return "\(row.size) \(format((row.cold.milliseconds / predicted - 1) * 100, 0))%"
        }
        return [
            "NOTE  cold wall time of the growth series ≈ \(format(fixed, 1)) ms + \(format(perFile * 1_000, 2)) µs/file "
                + "(measured vs line: \(residuals.joined(separator: ", ")))",
        ]
    }

    /// Time per file within ±30% of its median, over the growth series (1k files and up).
    private static func flatness(_ name: String, _ values: [Double]) -> [String] {
        guard values.count >= 2, let low = values.min(), let high = values.max() else { return [] }
        let middle = values.sorted()[values.count / 2]
        let spread = max(high / middle - 1, 1 - low / middle)
        let list = values.map { format($0, 0) }.joined(separator: ", ")
        return [check("\(name) flat (±30% of median) over the growth series [\(list)]", spread <= 0.3, spread * 100, "% spread")]
    }

    private static func check(_ goal: String, _ met: Bool, _ value: Double, _ unit: String) -> String {
        "\(met ? "PASS" : "FAIL")  \(goal): \(format(value, 2))\(unit)"
    }
}
