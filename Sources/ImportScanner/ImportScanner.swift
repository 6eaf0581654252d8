import ArchCore
import SwiftLexing
import SwiftParser
import SwiftSyntax

/// Finds the `import` declarations of Swift source files. Pure: no IO.
///
/// Positions are 1-based; columns count UTF-8 bytes (a tab is one column, a byte order mark at
/// the start of the file counts as three). Conditions follow ``Import/conditions``.
public enum ImportScanner {
    /// Every import declaration of a Swift source file, in source order (takes the same fast
    /// path as ``scan(utf8:)-([UInt8])``).
    public static func scan(_ source: String) -> [Import] {
        var source = source
        return source.withUTF8 { scanValid($0) }
    }

    /// Every import declaration of a file given as the bytes read from disk, in source order;
    /// `nil` if the bytes are not valid UTF-8. Imports in a part the scanner could not read are
    /// missing: ``read(utf8:)-([UInt8])`` also says where that part starts.
    public static func scan(utf8 bytes: [UInt8]) -> [Import]? {
        read(utf8: bytes)?.imports
    }

    /// What the scanner read of a file given as the bytes read from disk: its imports in source
    /// order, and the part it could not read, if any; `nil` if the bytes are not valid UTF-8.
    ///
    /// This is the fast entry point: it parses only the file's leading import section when a
    /// byte scan proves no import can follow it, and parses the whole file otherwise (see
    /// ``fullParse(_:)`` for files too deep or too large to parse whole).
    public static func read(utf8 bytes: [UInt8]) -> ScannedImports? {
        bytes.withUnsafeBufferPointer { read(utf8: $0) }
    }

    /// Same as ``read(utf8:)-([UInt8])`` for bytes the caller already holds in memory,
    /// without copying them.
    public static func read(utf8 buffer: UnsafeBufferPointer<UInt8>) -> ScannedImports? {
        guard UTF8Validation.isValid(buffer) else { return nil }
        return readValid(buffer)
    }

    /// Same as ``scan(utf8:)-([UInt8])`` for bytes the caller already holds in memory,
    /// without copying them.
    public static func scan(utf8 buffer: UnsafeBufferPointer<UInt8>) -> [Import]? {
        read(utf8: buffer)?.imports
    }

    /// Same as ``scan(utf8:)-([UInt8])`` for raw bytes: `data.withUnsafeBytes { scan(utf8: $0) }`
    /// scans a `Data` read from disk without copying it.
    public static func scan(utf8 bytes: UnsafeRawBufferPointer) -> [Import]? {
        scan(utf8: bytes.assumingMemoryBound(to: UInt8.self))
    }

    /// The reference implementation: parses the whole file with swift-syntax and visits every
    /// import. ``scan(_:)`` returns exactly the same for files that parse whole; this one is kept
    /// for tests and comparison.
    public static func scanWithFullParse(_ source: String) -> [Import] {
        var source = source
        return source.withUTF8 { ImportCollector.imports(in: Parser.parse(source: $0, maximumNestingLevel: maximumNestingLevel)) }
    }

    /// The fast path: when the byte scan read the whole import section and nothing after it can
    /// be an import, its imports are the answer, built from the bytes without a parse. The
    /// equivalence tests hold them to the full parse on large generated and real corpora.
    static func scanValid(_ buffer: UnsafeBufferPointer<UInt8>) -> [Import] {
        readValid(buffer).imports
    }

    static func readValid(_ buffer: UnsafeBufferPointer<UInt8>) -> ScannedImports {
        let cut = ImportHeaderScanner.cut(in: buffer)
        if let cut, isFinal(cut, in: buffer) { return ScannedImports(imports: cut.imports) }
        return parse(buffer, maximumNestingLevel: maximumNestingLevel, wordsAfter: cut?.offset)
    }

    /// Where the import section ends if no import can follow it; `nil` if the whole file must
    /// be parsed.
    static func fastPathCut(_ buffer: UnsafeBufferPointer<UInt8>) -> ImportSectionCut? {
        guard let cut = ImportHeaderScanner.cut(in: buffer), isFinal(cut, in: buffer) else { return nil }
        return cut
    }

    /// Whether no import can follow the import section `cut` ends.
    private static func isFinal(_ cut: ImportSectionCut, in buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        !ImportWordScan.mayHoldImport(buffer, from: cut.offset)
    }

    static func fullParse(_ buffer: UnsafeBufferPointer<UInt8>) -> ScannedImports {
        parse(buffer, maximumNestingLevel: maximumNestingLevel)
    }
}
