/// A fast 64-bit hash of a file's bytes, eight at a time, to key the scan cache. Not
/// cryptographic: the cache is local, and the file's size is part of the key too.
enum ContentHash {
    static func of(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { raw in
            var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(raw.count)
            forEachWord(of: raw) { hash = mix(hash ^ $0) }
            return mix(hash)
        }
    }

    /// Calls `body` with each eight bytes of `raw` as one little-endian word, then with the last
    /// zero to seven bytes as one word.
    static func forEachWord(of raw: UnsafeRawBufferPointer, _ body: (UInt64) -> Void) {
        var offset = 0
        while offset + 8 <= raw.count {
            body(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < raw.count {
            tail |= UInt64(raw[offset]) << shift
            shift += 8
            offset += 1
        }
        body(tail)
    }

    static func mix(_ value: UInt64) -> UInt64 {
        var x = value &* 0xBF58_476D_1CE4_E5B9
        x ^= x >> 31
        x = x &* 0x94D0_49BB_1331_11EB
        return x ^ (x >> 29)
    }
}

/// ``ContentHash``'s mixing over values given one at a time (numbers, strings with their length),
/// so that a file's scan result is hashed without being written out first.
struct Digester {
    private var state: UInt64 = 0x9E37_79B9_7F4A_7C15

    var value: UInt64 { ContentHash.mix(state) }

    mutating func add(_ number: UInt64) { state = ContentHash.mix(state ^ number) }

    mutating func add(_ number: Int) { add(UInt64(bitPattern: Int64(number))) }

    mutating func add(_ string: String) {
        var string = string
        string.withUTF8 { bytes in
            add(bytes.count)
            ContentHash.forEachWord(of: UnsafeRawBufferPointer(bytes)) { add($0) }
        }
    }

    mutating func add(_ strings: [String]) {
        add(strings.count)
        for string in strings { add(string) }
    }

    mutating func add(_ string: String?) {
        add(string == nil ? 0 : 1)
        if let string { add(string) }
    }
}
