@testable import ImportScanner
import Testing

// The hand-written validator against the standard library's decoder, byte sequence by sequence,
// at every offset of the eight-byte ASCII steps.

private func agrees(_ bytes: [UInt8]) -> Bool {
    let expected = String(validating: bytes, as: UTF8.self) != nil
    return bytes.withUnsafeBufferPointer { UTF8Validation.isValid($0) } == expected
}

@Test func everySequenceOfOneOrTwoBytesIsJudgedAsTheStandardLibraryJudgesIt() {
    var disagreements: [[UInt8]] = []
    for first in 0...255 {
        if !agrees([UInt8(first)]) { disagreements.append([UInt8(first)]) }
        for second in 0...255 where !agrees([UInt8(first), UInt8(second)]) {
            disagreements.append([UInt8(first), UInt8(second)])
        }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
}

@Test func sequencesOfThreeAndFourBytesAreJudgedAsTheStandardLibraryJudgesThem() {
    // Every lead byte and second byte, with the edges of the continuation range after them.
    let edges: [UInt8] = [0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xF4, 0xFF]
    var disagreements: [[UInt8]] = []
    for lead in 0xC0...0xFF {
        for second in 0...255 {
            for third in edges {
                let three = [UInt8(lead), UInt8(second), third]
                if !agrees(three) { disagreements.append(three) }
                for fourth in [0x41, 0x80, 0xBF, 0xC0] as [UInt8] where !agrees(three + [fourth]) {
                    disagreements.append(three + [fourth])
                }
            }
        }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
}

@Test func aSequenceIsJudgedTheSameAtEveryOffsetAndCut() {
    let samples: [[UInt8]] = [
        Array("é".utf8), Array("€".utf8), Array("😀".utf8), [0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x98],
        [0xED, 0xA0, 0x80], [0xC0, 0xAF], [0xF4, 0x90, 0x80, 0x80], [0x80], [0xFF],
    ]
    var disagreements: [[UInt8]] = []
    for sample in samples {
        for before in 0...17 {
            for after in [0, 1, 7, 8, 9] {
                let bytes = Array(repeating: UInt8(ascii: "a"), count: before) + sample + Array(repeating: UInt8(ascii: "b"), count: after)
                if !agrees(bytes) { disagreements.append(bytes) }
                if !agrees(bytes + sample + bytes) { disagreements.append(bytes + sample + bytes) }
            }
        }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(3))")
    #expect(agrees([]))
}
