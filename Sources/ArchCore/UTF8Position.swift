/// Where text stops being UTF-8, for errors that point at the bad byte.
public enum UTF8Position {
    /// The 1-based line and byte column where the first sequence that is not UTF-8 starts (the
    /// end of the text when there is none). Lines end at `\n`, `\r\n` or `\r`, as Swift and YAML
    /// end them.
    public static func firstInvalid(in bytes: [UInt8]) -> (line: Int, column: Int) {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var (offset, line, lineStart, afterReturn) = (0, 1, 0, false)
        while case .scalarValue(let scalar) = decoder.decode(&iterator) {
            offset += UTF8.width(scalar)
            if scalar == "\n" || scalar == "\r" {
                if !(scalar == "\n" && afterReturn) { line += 1 }
                lineStart = offset
            }
            afterReturn = scalar == "\r"
        }
        return (line, offset - lineStart + 1)
    }
}
