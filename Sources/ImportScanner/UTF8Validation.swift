/// Checks that bytes are well-formed UTF-8 before they are handed to the parser.
enum UTF8Validation {
    /// `true` if `buffer` is well-formed UTF-8 (RFC 3629: no overlong forms, no surrogates,
    /// nothing past U+10FFFF). ASCII, most of every source file, is checked eight bytes at a time;
    /// a sequence of several bytes is checked against the table of well-formed sequences. (The
    /// standard library's decoder, used before from the first non-ASCII byte on, took as long as
    /// the rest of the import scanner's byte path on files with an accent in their header.)
    static func isValid(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = buffer.baseAddress else { return true }
        let count = buffer.count
        let raw = UnsafeRawPointer(base)
        var index = 0
        while index < count {
            // Eight ASCII bytes at once.
            while index + 8 <= count, raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                index += 8
            }
            guard index < count else { return true }
            let lead = base[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            guard let length = sequenceLength(base, at: index, count: count) else { return false }
            index += length
        }
        return true
    }

    /// The length of the well-formed sequence of several bytes at `index`, or `nil`.
    private static func sequenceLength(_ base: UnsafePointer<UInt8>, at index: Int, count: Int) -> Int? {
        let lead = base[index]
        // The range the second byte must fall in, and the sequence's length, by lead byte.
        let (low, high, length): (UInt8, UInt8, Int)
        switch lead {
        case 0xC2...0xDF: (low, high, length) = (0x80, 0xBF, 2)
        case 0xE0: (low, high, length) = (0xA0, 0xBF, 3)
        case 0xE1...0xEC, 0xEE...0xEF: (low, high, length) = (0x80, 0xBF, 3)
        case 0xED: (low, high, length) = (0x80, 0x9F, 3)
        case 0xF0: (low, high, length) = (0x90, 0xBF, 4)
        case 0xF1...0xF3: (low, high, length) = (0x80, 0xBF, 4)
        case 0xF4: (low, high, length) = (0x80, 0x8F, 4)
        default: return nil
        }
        guard index + length <= count, (low...high).contains(base[index + 1]) else { return nil }
        for offset in 2..<length where base[index + offset] & 0xC0 != 0x80 { return nil }
        return length
    }
}
