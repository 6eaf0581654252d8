import ArchCore

/// The scan cache's bytes: a header line, the caching run's start, the entry count, the offsets
/// of blocks of ``blockSize`` entries (so blocks decode in parallel), then the entries, as
/// varints, fixed 64-bit words and length-prefixed UTF-8 strings. Decoding checks every bound and
/// returns `nil` on anything unexpected.
enum ScanCacheCoding {
    static let blockSize = 2_048

    static func encode(started: FileStamp.Time, entries: [(path: String, entry: ScanCache.Entry)], header: String) -> [UInt8] {
        var body = CacheWriter(bytes: [])
        body.bytes.reserveCapacity(entries.count * 128)
        var offsets: [Int] = []
        for (index, (path, entry)) in entries.enumerated() {
            if index % blockSize == 0 { offsets.append(body.bytes.count) }
            body.string(path)
            body.entry(entry)
        }
        var out = CacheWriter(bytes: Array((header + "\n").utf8))
        out.time(started)
        out.varint(entries.count)
        let start = out.bytes.count + 8 * offsets.count
        for offset in offsets { out.word(UInt64(start + offset)) }
        out.bytes += body.bytes
        return out.bytes
    }

    static func encode(_ cache: ScanCache, header: String) -> [UInt8] {
        encode(started: cache.started, entries: cache.sortedEntries, header: header)
    }

    static func decode(_ bytes: [UInt8], header: String) -> ScanCache? {
        let expected = Array((header + "\n").utf8)
        guard bytes.count >= expected.count, bytes[..<expected.count].elementsEqual(expected) else { return nil }
        var reader = CacheReader(bytes: bytes, offset: expected.count)
        guard let started = reader.time(), let count = reader.int(), count <= bytes.count else { return nil }
        let blocks = (count + blockSize - 1) / blockSize
        guard blocks * 8 <= bytes.count - reader.offset else { return nil }
        var offsets: [Int] = []
        for _ in 0..<blocks {
            guard let offset = reader.word(), offset <= UInt64(bytes.count) else { return nil }
            offsets.append(Int(offset))
        }
        // Each block must start where the previous one ends, the first right after the offsets.
        guard offsets.first.map({ $0 == reader.offset }) ?? (reader.offset == bytes.count) else { return nil }
        let (starts, ends) = (offsets, Array(offsets.dropFirst()) + [bytes.count])
        let decoded = Array(0..<blocks).parallelMap { block -> [(String, ScanCache.Entry)]? in
            var reader = CacheReader(bytes: bytes, offset: starts[block])
            let size = min(blockSize, count - block * blockSize)
            var entries: [(String, ScanCache.Entry)] = []
            entries.reserveCapacity(size)
            for _ in 0..<size {
                guard let path = reader.string(), let entry = reader.entry(path: path) else { return nil }
                entries.append((path, entry))
            }
            return reader.offset == ends[block] ? entries : nil
        }
        var entries: [String: ScanCache.Entry] = [:]
        entries.reserveCapacity(count)
        for block in decoded {
            guard let block else { return nil }
            for (path, entry) in block { entries[path] = entry }
        }
        return ScanCache(started: started, entries: entries)
    }
}

/// Writes varints, 64-bit words and length-prefixed strings and byte runs: the scan cache's
/// encoding, and the result cache's key (where length prefixes keep two different inputs from
/// writing the same bytes).
public struct CacheWriter {
    public var bytes: [UInt8]

    public init(bytes: [UInt8] = []) {
        self.bytes = bytes
    }

    /// `value`'s length, then its bytes.
    public mutating func lengthPrefixed(_ value: [UInt8]) {
        varint(value.count)
        bytes += value
    }

    public mutating func varint(_ value: Int) { varint(UInt64(value)) }

    public mutating func varint(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(value & 0x7F) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    /// Two's complement, so negative values (times before 1970) survive.
    mutating func signed(_ value: Int64) { word(UInt64(bitPattern: value)) }

    mutating func word(_ value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    public mutating func bool(_ value: Bool?) { bytes.append(value.map { $0 ? 1 : 0 } ?? 2) }

    public mutating func string(_ string: String) {
        let utf8 = string.utf8
        varint(utf8.count)
        bytes.append(contentsOf: utf8)
    }

    public mutating func optionalString(_ string: String?) {
        bool(string != nil)
        if let string { self.string(string) }
    }

    public mutating func strings(_ strings: [String]) {
        varint(strings.count)
        for string in strings { self.string(string) }
    }

    mutating func optionalStrings(_ strings: [String]?) {
        bool(strings != nil)
        if let strings { self.strings(strings) }
    }

    mutating func time(_ time: FileStamp.Time) {
        signed(time.seconds)
        signed(time.nanoseconds)
    }

    mutating func stamp(_ stamp: FileStamp) {
        signed(stamp.size)
        time(stamp.modified)
        time(stamp.changed)
        word(stamp.inode)
        word(stamp.device)
    }

    /// Present or not, then each comment's line, column, text and target line (0 for none); the
    /// file is the entry's path.
    mutating func comments(_ comments: [MarkedComment]?) {
        bool(comments != nil)
        guard let comments else { return }
        varint(comments.count)
        for comment in comments {
            varint(comment.location.line)
            varint(comment.location.column)
            string(comment.text)
            varint(comment.targetLine ?? 0)
        }
    }

    mutating func entry(_ entry: ScanCache.Entry) {
        stamp(entry.stamp)
        word(entry.hash)
        varint(entry.size)
        comments(entry.comments)
        switch entry.content {
        case .imports(let imports):
            bytes.append(0)
            varint(imports.count)
            for item in imports { self.import(item) }
        case .manifest(let manifest):
            bytes.append(1)
            self.manifest(manifest)
        }
        symbols(entry.symbols)
    }

    mutating func `import`(_ item: Import) {
        string(item.module)
        strings(item.path)
        optionalString(item.kind)
        strings(item.attributes)
        optionalString(item.accessLevel?.rawValue)
        varint(item.line)
        varint(item.column)
        strings(item.conditions)
    }

    /// The count, then each element as `write` writes it (``CacheReader/array(_:)`` reads it).
    public mutating func array<Element>(_ elements: [Element], _ write: (inout CacheWriter, Element) -> Void) {
        varint(elements.count)
        for element in elements { write(&self, element) }
    }

    public mutating func location(_ location: SourceLocation) {
        string(location.file)
        varint(location.line)
        varint(location.column)
    }
}

/// Reads what ``CacheWriter`` wrote; each read is `nil` for bad bytes.
public struct CacheReader {
    public let bytes: [UInt8]
    public var offset: Int

    public init(bytes: [UInt8], offset: Int) {
        self.bytes = bytes
        self.offset = offset
    }

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

    public mutating func int() -> Int? {
        guard let value = varint(), value <= UInt64(Int32.max) else { return nil }
        return Int(value)
    }

    mutating func word() -> UInt64? {
        guard offset + 8 <= bytes.count else { return nil }
        var value: UInt64 = 0
        for index in 0..<8 { value |= UInt64(bytes[offset + index]) << (8 * UInt64(index)) }
        offset += 8
        return value
    }

    mutating func signed() -> Int64? { word().map { Int64(bitPattern: $0) } }

    mutating func byte() -> UInt8? {
        guard offset < bytes.count else { return nil }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// `.some(nil)` for "absent", `nil` for bad bytes.
    public mutating func bool() -> Bool?? {
        switch byte() {
        case 0: .some(false)
        case 1: .some(true)
        case 2: .some(nil)
        default: nil
        }
    }

    public mutating func string() -> String? {
        guard let length = int(), length <= bytes.count - offset else { return nil }
        defer { offset += length }
        return String(validating: bytes[offset..<(offset + length)], as: UTF8.self)
    }

    public mutating func optionalString() -> String?? {
        switch bool() {
        case .some(.some(true)): string().map { .some($0) }
        case .some(.some(false)): .some(nil)
        default: nil
        }
    }

    public mutating func strings() -> [String]? {
        guard let count = int(), count <= bytes.count - offset else { return nil }
        var result: [String] = []
        result.reserveCapacity(count)
        for _ in 0..<count {
            guard let value = string() else { return nil }
            result.append(value)
        }
        return result
    }

    mutating func optionalStrings() -> [String]?? {
        switch bool() {
        case .some(.some(true)): strings().map { .some($0) }
        case .some(.some(false)): .some(nil)
        default: nil
        }
    }

    /// Reads `count` then that many elements; `nil` if any is bad.
    public mutating func array<Element>(_ element: (inout CacheReader) -> Element?) -> [Element]? {
        guard let count = int(), count <= bytes.count - offset else { return nil }
        var result: [Element] = []
        result.reserveCapacity(count)
        for _ in 0..<count {
            guard let value = element(&self) else { return nil }
            result.append(value)
        }
        return result
    }

    mutating func time() -> FileStamp.Time? {
        guard let seconds = signed(), let nanoseconds = signed() else { return nil }
        return FileStamp.Time(seconds: seconds, nanoseconds: nanoseconds)
    }

    /// `.some(nil)` for "absent", `nil` for bad bytes.
    mutating func comments(file: String) -> [MarkedComment]?? {
        switch bool() {
        case .some(.some(false)): return .some(nil)
        case .some(.some(true)):
            let comments = array { reader -> MarkedComment? in
                guard let line = reader.int(), let column = reader.int(), let text = reader.string(),
                    let target = reader.int()
                else { return nil }
                return MarkedComment(
                    location: SourceLocation(file: file, line: line, column: column), text: text,
                    targetLine: target == 0 ? nil : target)
            }
            return comments.map { .some($0) }
        default: return nil
        }
    }

    mutating func entry(path: String) -> ScanCache.Entry? {
        guard let size = signed(), let modified = time(), let changed = time(), let inode = word(),
            let device = word(), let hash = word(), let contentSize = int(), let comments = comments(file: path),
            let tag = byte()
        else { return nil }
        let content: ScanCache.Content
        switch tag {
        case 0:
            guard let imports = array({ $0.importValue() }) else { return nil }
            content = .imports(imports)
        case 1:
            guard let manifest = manifest() else { return nil }
            content = .manifest(manifest)
        default:
            return nil
        }
        guard let symbols = symbols(file: path) else { return nil }
        return ScanCache.Entry(
            stamp: FileStamp(size: size, modified: modified, changed: changed, inode: inode, device: device),
            hash: hash, size: contentSize, comments: comments, content: content, symbols: symbols)
    }

    mutating func importValue() -> Import? {
        guard let module = string(), let path = strings(), let kind = optionalString(), let attributes = strings(),
            let access = optionalString(), let line = int(), let column = int(), let conditions = strings()
        else { return nil }
        let accessLevel = access.flatMap(AccessLevel.init(rawValue:))
        guard access == nil || accessLevel != nil else { return nil }
        return Import(
            module: module, path: path, kind: kind, attributes: attributes, accessLevel: accessLevel, line: line,
            column: column, conditions: conditions)
    }

    public mutating func location() -> SourceLocation? {
        guard let file = string(), let line = int(), let column = int() else { return nil }
        return SourceLocation(file: file, line: line, column: column)
    }
}
