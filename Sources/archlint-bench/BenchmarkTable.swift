import Foundation

/// The measurements for one tree size.
struct BenchmarkRow {
    var size: String
    var generated: GenerationSummary
    var cold: Measurement
    var warm: Measurement?
    var edit: Measurement?
    /// One edited file whose imports moved.
    var importEdit: Measurement?
    /// One edited file with an import added.
    var addedImportEdit: Measurement?
    var grep: Measurement
    var spec: WorkspaceSpec
    /// The `rules14` preset only: the same tree without rules and with 140.
    var ruleScaling: RuleScaling?

    /// Ratios taken round by round against grep, when `run` measured them so.
    var paired: PairedRatios?

    var coldRatio: Double { paired?.cold ?? cold.milliseconds / grep.milliseconds }
    var warmRatio: Double? { paired?.warm ?? warm.map { $0.milliseconds / grep.milliseconds } }
    var editRatio: Double? { edit.map { $0.milliseconds / grep.milliseconds } }
    var cpuRatio: Double { paired?.coldCPU ?? cold.cpuMilliseconds / grep.cpuMilliseconds }
    var peakMegabytes: Double { Double(cold.peakBytes) / 1_048_576 }
    var microsecondsPerFile: Double { cold.milliseconds * 1_000 / Double(max(1, generated.files)) }
}

/// The medians of archlint's runs over grep's in the same round (cold, cold CPU, warm).
struct PairedRatios {
    var cold: Double
    var coldCPU: Double
    var warm: Double?
}

/// Cold runs of a `rules14` tree with its components and no rule, with its 14 rules, and with
/// them ten times, taken in turn; the CPU ratios are medians over the rounds.
struct RuleScaling {
    var none: Measurement
    var fourteen: Measurement
    var tenfold: Measurement
    /// CPU without rules over CPU with 14, round by round.
    var shareWithout: Double
    /// CPU with 140 rules over CPU with 14, round by round.
    var tenfoldRatio: Double
}

/// Renders rows as a Markdown table (pasted as is into docs/benchmarks.md).
enum BenchmarkTable {
    static let header = [
        "size", "files", "imports", "manifests", "archlint cold ms", "warm ms", "edit ms", "grep ms",
        "cold/grep", "warm/grep", "edit/grep", "peak MB", "µs/file", "cold CPU ms", "grep CPU ms", "CPU cold/grep",
        "import edit ms", "added import ms",
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
            row.importEdit.map { format($0.milliseconds, 0) } ?? "n/a",
            row.addedImportEdit.map { format($0.milliseconds, 0) } ?? "n/a",
        ]
    }

}

/// A number with a fixed count of decimals.
func format(_ value: Double, _ decimals: Int) -> String {
    String(format: "%.\(decimals)f", value)
}

/// The goals of issues 7 and 34, checked against the rows that were measured.
enum BenchmarkGoals {
    /// `fixed`: a cold run over a tree with the same configuration and no files, when measured.
    static func verdicts(_ rows: [BenchmarkRow], fixed: Measurement? = nil) -> [String] {
        var lines: [String] = []
        for row in rows where (1_500...2_500).contains(row.generated.files) {
            lines.append(check("\(row.size) cold <= 2x grep (issue 34; issue 7: 3x)", row.coldRatio <= 2, row.coldRatio, "x"))
            if let warm = row.warmRatio {
                lines.append(check("\(row.size) warm <= 0.5x grep (issue 34; issue 7: 1.5x)", warm <= 0.5, warm, "x"))
            }
            if let scaling = row.ruleScaling { lines += rules(row, scaling) }
        }
        for row in rows where row.generated.files >= 90_000 {
            lines.append(check("\(row.size) cold <= 10 s", row.cold.milliseconds <= 10_000, row.cold.milliseconds, " ms"))
            lines.append(check("\(row.size) cold <= 1.2x grep (issue 34; issue 7: 4x)", row.coldRatio <= 1.2, row.coldRatio, "x"))
            if let edit = row.edit {
                let ratio = edit.milliseconds / row.cold.milliseconds
                lines.append(check("\(row.size) one edited file <= 0.3x cold (issue 34)", ratio <= 0.3, ratio, "x cold"))
            }
            for (edit, what) in [(row.importEdit, "imports moved"), (row.addedImportEdit, "an import added")] {
                guard let edit else { continue }
                let ratio = edit.milliseconds / row.cold.milliseconds
                lines.append(check("\(row.size) one edited file, \(what), <= 0.3x cold (issue 34)", ratio <= 0.3, ratio, "x cold"))
            }
            lines.append(check("\(row.size) peak <= 600 MB", row.peakMegabytes <= 600, row.peakMegabytes, " MB"))
        }
        // Growth is judged on trees of one shape (the monorepo presets), so size is all that differs.
        let growth = rows.filter { $0.generated.files >= 900 && $0.spec.isMonorepoShape }
        lines += flatness("wall µs/file", growth.map(\.microsecondsPerFile))
        lines += flatness("CPU µs/file", growth.map { $0.cold.cpuMilliseconds * 1_000 / Double(max(1, $0.generated.files)) })
        if let fixed { lines += beyondFixedCost(growth, fixed: fixed) }
        return lines
    }

    /// Issue 34's goals for the rules: their share of a cold run's CPU (the run with them minus the
    /// run with the same components and none), and a cold run with ten times the rules.
    private static func rules(_ row: BenchmarkRow, _ scaling: RuleScaling) -> [String] {
        let (none, fourteen, hundred) = (scaling.none, scaling.fourteen, scaling.tenfold)
        let share = 1 - scaling.shareWithout
        let tenfold = scaling.tenfoldRatio
        let cost = fourteen.cpuMilliseconds - none.cpuMilliseconds
        let tenfoldRules = (hundred.cpuMilliseconds - none.cpuMilliseconds) / max(cost, 0.1)
        return [
            "NOTE  \(row.size) cold CPU, medians of runs taken in turn: \(format(none.cpuMilliseconds, 0)) ms without rules, "
                + "\(format(fourteen.cpuMilliseconds, 0)) ms with 14, \(format(hundred.cpuMilliseconds, 0)) ms with 140 "
                + "(wall \(format(none.milliseconds, 0)), \(format(fourteen.milliseconds, 0)), "
                + "\(format(hundred.milliseconds, 0)) ms); the rules' own CPU grows \(format(tenfoldRules, 1))x",
            check("\(row.size) 14 rules <= 10% of cold CPU (issue 34; 1 - CPU without rules / with, round by round)", share <= 0.1, share * 100, "%"),
            check("\(row.size) 140 rules <= 2x the cold CPU of 14 (issue 34; round by round)", tenfold <= 2, tenfold, "x"),
        ]
    }

    /// What a run costs per file once the cost of a run over no files is taken away: the part of
    /// the time that grows with the tree.
    private static func beyondFixedCost(_ rows: [BenchmarkRow], fixed: Measurement) -> [String] {
        let values = rows.map { ($0.cold.milliseconds - fixed.milliseconds) * 1_000 / Double(max(1, $0.generated.files)) }
        guard values.count >= 2, let low = values.min(), let high = values.max() else { return [] }
        let middle = values.sorted()[values.count / 2]
        let spread = max(high / middle - 1, 1 - low / middle)
        let list = values.map { format($0, 1) }.joined(separator: ", ")
        return [
            "NOTE  a cold run over no files (same configuration) takes \(format(fixed.milliseconds, 1)) ms; beyond it, "
                + "wall µs/file over the growth series [\(list)]: \(format(spread * 100, 2))% spread (not a goal of issue 7)",
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
