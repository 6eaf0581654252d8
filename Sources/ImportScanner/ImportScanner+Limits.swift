import SwiftLexing
import SwiftParser
import SwiftSyntax

/// Bounds on what a full parse may cost, the same in debug and release builds.
///
/// swift-syntax stops at a nesting limit that depends on how it was built (20 levels in debug,
/// 256 in release) and drops the rest of the file; its type-versus-expression lookahead takes time
/// exponential in the depth of nested `[`; and its tree takes about 180 bytes per byte of source.
/// So the limit is explicit, and a file nested deeper than real code nests, or larger than real
/// sources are, is parsed as its ``FileScopeSkeleton``, where every import a compiler accepts still
/// stands. When the lexer cannot match the brackets, the file is parsed whole unless `[` nests past
/// the exponential range. What is still out of reach (nesting that is not brackets, such as `#if`
/// blocks 100 deep at file scope, or unmatched brackets with deep `[`) is reported as an
/// ``UnreadPart``.
extension ImportScanner {
    /// The parser's nesting limit, in every build configuration.
    public static let maximumNestingLevel = 100
    /// Brackets and `#if` blocks open at once beyond which only the file scope is parsed.
    static let skeletonDepth = 40
    /// `[` open at once beyond which only the file scope is parsed (the lookahead's cost doubles
    /// with each level past about ten).
    static let skeletonSquareDepth = 10
    /// Files larger than this are parsed as their file scope only (bounds the parser's memory).
    static let skeletonSize = 512 * 1024
    /// The largest file parsed whole when its file scope cannot be outlined (about 360 MB of tree).
    static let wholeParseSize = 2 * 1024 * 1024

    /// Parses `buffer` (or its file scope, when it is too deep or too large) with an explicit
    /// nesting limit; a part the parser gave up on is reported, never dropped in silence.
    ///
    /// `wordsAfter`: the end of the import header, when a word `import` after it is why the file is
    /// parsed. When every such word stands at file scope (an `#if DEBUG` import at the bottom, as
    /// real files have), the file's outline is parsed instead of the file (``parseOutline(_:wordsAfter:maximumNestingLevel:)``).
    static func parse(_ buffer: UnsafeBufferPointer<UInt8>, maximumNestingLevel: Int, wordsAfter: Int? = nil) -> ScannedImports {
        if let cut = ParseBounds.firstCut(in: buffer, codeVolume: false) {
            // Only the lines before it are parsed (see ParseBounds).
            return parseLines(before: cut.offset, of: buffer, maximumNestingLevel: maximumNestingLevel, because: cut.reason)
        }
        let profile = NestingProfile(of: buffer)
        let pathological = buffer.count > skeletonSize || profile.deepest > skeletonDepth
            || profile.deepestSquare > skeletonSquareDepth
        if pathological {
            guard let outline = FileScopeSkeleton.outline(of: buffer) else {
                // The lexer lost track (a bare `/regex/` where it did not expect one, say). Without
                // deep `[` the parse's time is bounded by the nesting limit, and its memory by the
                // size: parse the file whole.
                if profile.deepestSquare <= skeletonSquareDepth, buffer.count <= wholeParseSize {
                    return parseWhole(buffer, maximumNestingLevel: maximumNestingLevel)
                }
                // Deep `[` (as the lexer or as the bytes count them, neither view being the parser's
                // here): only the lines before the first one past the bound are parsed.
                if let deep = NestingProfile.squareBracket(deeperThan: skeletonSquareDepth, in: buffer) {
                    return parseLines(
                        before: deep, of: buffer, maximumNestingLevel: maximumNestingLevel,
                        because: "'[' nested more than \(skeletonSquareDepth) deep in a file whose brackets do not match (or "
                            + "with a comment or string left open)")
                }
                return ScannedImports(
                    imports: [],
                    unread: UnreadPart(
                        line: 1, column: 1,
                        reason: "brackets that do not match (or a comment or string left open) in a file that nests "
                            + "'[' \(profile.deepestSquare) deep or is \(buffer.count) bytes long: the file is not "
                            + "parsed, so none of its imports are in the graph"))
            }
            return outline.withUnsafeBufferPointer { outline in
                // What stays of a file scope of top-level statements is as large as the file.
                if let cut = ParseBounds.codeVolumeCut(in: outline) {
                    return parseLines(before: cut.offset, of: outline, maximumNestingLevel: maximumNestingLevel, because: cut.reason)
                }
                return parseWhole(outline, maximumNestingLevel: maximumNestingLevel)
            }
        }
        if let wordsAfter, let outlined = parseOutline(buffer, wordsAfter: wordsAfter, maximumNestingLevel: maximumNestingLevel) {
            return outlined
        }
        return parseWhole(buffer, maximumNestingLevel: maximumNestingLevel)
    }

    /// The imports of a file within the bounds of a whole parse, read from its outline
    /// (``FileScopeSkeleton``: bodies blanked, lines and columns kept; their blank lines left
    /// empty, ``FileScopeSkeleton/Outline/compacted()``) when every word `import`
    /// after `wordsAfter` that may be an import stays in it: then the outline holds every import
    /// the whole parse finds, at the same places and under the same `#if` conditions, and parsing
    /// it skips every body (the imports of 2% of the files took 17% of a cold run's CPU on the
    /// 100k-file benchmark). `nil` otherwise: a word inside a body (an import where Swift accepts
    /// none, or a word the byte scan cannot rule out) is left to the whole parse, and so is a
    /// `#if`, `#elseif`, `#else` or `#endif` inside a body: one left open there (a file that does
    /// not compile) puts every later import under its condition in the whole parse, while the
    /// outline has blanked it (found by the fuzzer).
    static func parseOutline(
        _ buffer: UnsafeBufferPointer<UInt8>, wordsAfter: Int, maximumNestingLevel: Int
    ) -> ScannedImports? {
        guard let layout = FileScopeSkeleton.layout(of: buffer) else { return nil }
        let isWhole = layout.text.withUnsafeBufferPointer { outline in
            ImportWordScan.words(in: outline, from: wordsAfter) == ImportWordScan.words(in: buffer, from: wordsAfter)
                && ImportWordScan.conditionDirectives(in: outline, from: wordsAfter)
                    == ImportWordScan.conditionDirectives(in: buffer, from: wordsAfter)
        }
        guard isWhole else { return nil }
        return layout.compacted().withUnsafeBufferPointer { parseWhole($0, maximumNestingLevel: maximumNestingLevel) }
    }

    /// Parses the lines before the one holding `offset`; reading is said to stop at `offset`
    /// (`reason`) unless it stopped earlier.
    private static func parseLines(
        before offset: Int, of buffer: UnsafeBufferPointer<UInt8>, maximumNestingLevel: Int, because reason: String
    ) -> ScannedImports {
        let stop = SourcePosition(of: offset, in: buffer)
        var scanned = parse(UnsafeBufferPointer(rebasing: buffer[..<stop.lineStart]), maximumNestingLevel: maximumNestingLevel)
        scanned.unread = scanned.unread
            ?? UnreadPart(
                line: stop.line, column: stop.column,
                reason: "\(reason): reading stops here, so imports after this point are not in the graph")
        return scanned
    }

    private static func parseWhole(_ buffer: UnsafeBufferPointer<UInt8>, maximumNestingLevel: Int) -> ScannedImports {
        let tree = Parser.parse(source: buffer, maximumNestingLevel: maximumNestingLevel)
        let (imports, stoppedAt) = ImportCollector.read(tree, text: buffer)
        var unread: UnreadPart?
        if tree.hasMaximumNestingLevelOverflow {
            let stop = SourceLocationConverter(fileName: "", tree: tree).location(for: overflowStart(in: Syntax(tree)))
            unread = UnreadPart(
                line: stop.line, column: stop.column,
                reason: "nesting more than \(maximumNestingLevel) levels deep: reading stops here, so imports "
                    + "after this point are not in the graph")
        } else if let stoppedAt {
            unread = UnreadPart(
                line: stoppedAt.line, column: stoppedAt.column,
                reason: "more than \(ImportCollector.maximumConditions) '#if' conditions around this clause: "
                    + "it is not read, so imports inside it are not in the graph")
        }
        return ScannedImports(imports: imports, unread: unread)
    }

    /// Where the tokens the parser gave up on start: the first node down the tree that carries
    /// the overflow mark and whose children do not.
    private static func overflowStart(in root: Syntax) -> AbsolutePosition {
        var node = root
        while let child = node.children(viewMode: .all).first(where: \.hasMaximumNestingLevelOverflow) {
            node = child
        }
        return node.positionAfterSkippingLeadingTrivia
    }
}
