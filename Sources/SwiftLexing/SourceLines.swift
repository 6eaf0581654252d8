/// A byte offset's line and column as swift-syntax's `SourceLocationConverter` counts them:
/// 1-based lines that end at `\n`, `\r\n` or `\r`, and 1-based UTF-8 columns.
public struct SourcePosition: Equatable, Sendable {
    public var line: Int
    public var column: Int
    /// The offset of the line's first byte (a reader that stops at a line parses up to it).
    public var lineStart: Int

    public init(line: Int, column: Int, lineStart: Int) {
        (self.line, self.column, self.lineStart) = (line, column, lineStart)
    }

    /// The position of `offset`, from one pass over the bytes before it.
    public init(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        var counter = LineCounter()
        self = counter.position(of: offset, in: bytes)
    }
}

/// Positions of offsets asked in increasing order: each byte is counted once, and only the bytes
/// up to the last offset asked (a reader that stops early never counts the rest of the file).
public struct LineCounter {
    private var offset = 0
    private var line = 1
    private var lineStart = 0

    public init() {}

    /// The position of `target`, which is at least every offset asked before.
    public mutating func position(of target: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourcePosition {
        while offset < target {
            let byte = bytes[offset]
            offset += 1
            // `\r\n` breaks the line once, after its `\n`.
            if byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && (offset >= bytes.count || bytes[offset] != UInt8(ascii: "\n"))) {
                line += 1
                lineStart = offset
            }
        }
        return SourcePosition(line: line, column: target - lineStart + 1, lineStart: lineStart)
    }
}

/// Positions of offsets asked in any order: the line starts are found in one pass, and each
/// position is a binary search.
public struct LineTable {
    /// The offset of each line's first byte.
    private var starts: [Int] = [0]

    public init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && (index >= bytes.count || bytes[index] != UInt8(ascii: "\n"))) {
                starts.append(index)
            }
        }
    }

    public func position(of offset: Int) -> SourcePosition {
        // The last line starting at or before `offset`.
        var (low, high) = (0, starts.count - 1)
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return SourcePosition(line: low + 1, column: offset - starts[low] + 1, lineStart: starts[low])
    }
}
