import ArchCore

/// The scan cache's bytes: a header line, then entries of varints and length-prefixed UTF-8
/// strings. Decoding checks every bound and returns `nil` on anything unexpected.
enum ScanCacheCoding {
    static func encode(_ entries: [ScanCache.Key: [Import]], header: String) -> [UInt8] {
        var out = Array((header + "\n").utf8)
        out.reserveCapacity(entries.count * 64)
        appendVarint(UInt64(entries.count), to: &out)
        for (key, imports) in entries {
            withUnsafeBytes(of: key.hash.littleEndian) { out.append(contentsOf: $0) }
            appendVarint(UInt64(key.size), to: &out)
            appendVarint(UInt64(imports.count), to: &out)
            for item in imports { append(item, to: &out) }
        }
        return out
    }

    static func decode(_ bytes: [UInt8], header: String) -> [ScanCache.Key: [Import]]? {
        let expected = Array((header + "\n").utf8)
        guard bytes.count >= expected.count, bytes[..<expected.count].elementsEqual(expected) else { return nil }
        var reader = Reader(bytes: bytes, offset: expected.count)
        guard let count = reader.varint(), count <= UInt64(bytes.count) else { return nil }
        var entries: [ScanCache.Key: [Import]] = [:]
        entries.reserveCapacity(Int(count))
        for _ in 0..<count {
            guard let hash = reader.uint64(), let size = reader.int(), let importCount = reader.int() else { return nil }
            var imports: [Import] = []
            for _ in 0..<importCount {
                guard let item = reader.importValue() else { return nil }
                imports.append(item)
            }
            entries[ScanCache.Key(hash: hash, size: size)] = imports
        }
        return reader.offset == bytes.count ? entries : nil
    }

    private static func append(_ item: Import, to out: inout [UInt8]) {
        appendString(item.module, to: &out)
        appendStrings(item.path, to: &out)
        appendString(item.kind ?? "", to: &out)
        appendStrings(item.attributes, to: &out)
        appendString(item.accessLevel?.rawValue ?? "", to: &out)
        appendVarint(UInt64(item.line), to: &out)
        appendVarint(UInt64(item.column), to: &out)
        appendStrings(item.conditions, to: &out)
    }

    private static func appendVarint(_ value: UInt64, to out: inout [UInt8]) {
        var value = value
        while value >= 0x80 {
            out.append(UInt8(value & 0x7F) | 0x80)
            value >>= 7
        }
        out.append(UInt8(value))
    }

    private static func appendString(_ string: String, to out: inout [UInt8]) {
        let utf8 = string.utf8
        appendVarint(UInt64(utf8.count), to: &out)
        out.append(contentsOf: utf8)
    }

    private static func appendStrings(_ strings: [String], to out: inout [UInt8]) {
        appendVarint(UInt64(strings.count), to: &out)
        for string in strings { appendString(string, to: &out) }
    }
}

private struct Reader {
    let bytes: [UInt8]
    var offset: Int

    mutating func varint() -> UInt64? {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while offset < bytes.count, shift < 64 {
            let byte = bytes[offset]
            offset += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
        return nil
    }

    mutating func int() -> Int? {
        guard let value = varint(), value <= UInt64(Int32.max) else { return nil }
        return Int(value)
    }

    mutating func uint64() -> UInt64? {
        guard offset + 8 <= bytes.count else { return nil }
        var value: UInt64 = 0
        for index in 0..<8 { value |= UInt64(bytes[offset + index]) << (8 * UInt64(index)) }
        offset += 8
        return value
    }

    mutating func string() -> String? {
        guard let length = int(), offset + length <= bytes.count else { return nil }
        defer { offset += length }
        return String(validating: bytes[offset..<(offset + length)], as: UTF8.self)
    }

    mutating func strings() -> [String]? {
        guard let count = int(), count <= bytes.count - offset else { return nil }
        var result: [String] = []
        for _ in 0..<count {
            guard let value = string() else { return nil }
            result.append(value)
        }
        return result
    }

    mutating func importValue() -> Import? {
        guard let module = string(), let path = strings(), let kind = string(), let attributes = strings(),
            let access = string(), let line = int(), let column = int(), let conditions = strings()
        else { return nil }
        let accessLevel = AccessLevel(rawValue: access)
        guard access.isEmpty || accessLevel != nil else { return nil }
        return Import(
            module: module, path: path, kind: kind.isEmpty ? nil : kind, attributes: attributes,
            accessLevel: accessLevel, line: line, column: column, conditions: conditions)
    }
}
