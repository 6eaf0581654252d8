/// Checks that bytes are well-formed UTF-8 before they are handed to the parser.
enum UTF8Validation {
    /// `true` if `buffer` is well-formed UTF-8. ASCII (most source files) is checked by a plain
    /// byte loop; from the first non-ASCII byte on, the standard library's decoder decides.
    static func isValid(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let firstNonASCII = buffer.firstIndex(where: { $0 >= 0x80 }) else { return true }
        // Bytes before `firstNonASCII` are ASCII, so it starts a scalar (or is invalid).
        let rest = UnsafeBufferPointer(rebasing: buffer[firstNonASCII...])
        let failed = transcode(
            rest.makeIterator(), from: UTF8.self, to: UTF32.self, stoppingOnError: true,
            into: { _ in }
        )
        return !failed
    }
}
