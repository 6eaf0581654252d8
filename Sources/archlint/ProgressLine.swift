import Foundation

/// "archlint: reading 1234/5678 files" on one updating line of standard error, only when standard
/// error is a terminal and only once a run has taken about a second; never in CI logs or pipes.
final class ProgressLine: @unchecked Sendable {
    private let started = Date()
    private let lock = NSLock()
    private var shown = false

    /// `nil` when standard error is not a terminal.
    static func forTerminal() -> ProgressLine? {
        isatty(STDERR_FILENO) == 1 ? ProgressLine() : nil
    }

    func update(done: Int, total: Int) {
        lock.lock()
        defer { lock.unlock() }
        guard Date().timeIntervalSince(started) >= 1 else { return }
        shown = true
        Terminal.error("\rarchlint: reading \(done)/\(total) files\u{1B}[K")
    }

    /// Erases the line, so the summary starts clean.
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        if shown { Terminal.error("\r\u{1B}[K") }
        shown = false
    }
}
