import SwiftLexing
import Testing

@Suite struct SourceLinesTests {
    @Test func positionsCountLinesAsTheParserDoes() {
        let text = Array("a\r\nbc\rd\nef".utf8)
        text.withUnsafeBufferPointer { bytes in
            #expect(SourcePosition(of: 9, in: bytes) == SourcePosition(line: 4, column: 2, lineStart: 8))
            #expect(SourcePosition(of: 3, in: bytes) == SourcePosition(line: 2, column: 1, lineStart: 3))
            #expect(SourcePosition(of: 0, in: bytes) == SourcePosition(line: 1, column: 1, lineStart: 0))
        }
    }

    /// Every offset of every text of up to four pieces among `\n`, `\r\n`, lone `\r`, a letter, a
    /// two-byte letter and spaces (1,555 texts):
    /// the counter (offsets in order), the table (offsets in any order) and the one-shot position
    /// agree with lines split the way swift-syntax's converter splits them.
    @Test func counterTableAndPositionAgreeWithSplitLines() {
        let pieces = ["a", "é", "\n", "\r", "\r\n", "  "]
        var texts = [""]
        var longest = [""]
        for _ in 1...4 {
            longest = longest.flatMap { text in pieces.map { text + $0 } }
            texts += longest
        }
        for text in texts {
            let bytes = Array(text.utf8)
            let expected = Self.splitPositions(bytes)
            bytes.withUnsafeBufferPointer { buffer in
                var counter = LineCounter()
                let table = LineTable(buffer)
                for offset in 0...buffer.count {
                    #expect(counter.position(of: offset, in: buffer) == expected[offset], "\(text.debugDescription) @\(offset)")
                    #expect(table.position(of: offset) == expected[offset], "\(text.debugDescription) @\(offset)")
                    #expect(SourcePosition(of: offset, in: buffer) == expected[offset], "\(text.debugDescription) @\(offset)")
                }
                for offset in (0...buffer.count).reversed() {
                    #expect(table.position(of: offset) == expected[offset])
                }
            }
        }
    }

    /// The position of each offset (and of the end), lines split at `\r\n`, `\n` and `\r`; a
    /// `\n` that ends `\r\n` belongs to the line the `\r` ends.
    private static func splitPositions(_ bytes: [UInt8]) -> [SourcePosition] {
        var positions: [SourcePosition] = []
        var (line, start, index) = (1, 0, 0)
        while index < bytes.count {
            positions.append(SourcePosition(line: line, column: index - start + 1, lineStart: start))
            if bytes[index] == 13, index + 1 < bytes.count, bytes[index + 1] == 10 {
                positions.append(SourcePosition(line: line, column: index + 1 - start + 1, lineStart: start))
                index += 2
                (line, start) = (line + 1, index)
            } else if bytes[index] == 10 || bytes[index] == 13 {
                index += 1
                (line, start) = (line + 1, index)
            } else {
                index += 1
            }
        }
        positions.append(SourcePosition(line: line, column: index - start + 1, lineStart: start))
        return positions
    }
}
