import ArchCore
@testable import ArchlintKit
import Testing

/// ``Archlint/movedFindings(_:_:_:)``: a finding moves with its import only when every place of
/// it in a moved file is one of the file's imports as they were, and no word of it names the file.
struct MovedFindingsTests {
    static let file = "Sources/Domain/Movie.swift"

    static func at(_ line: Int, _ column: Int = 1, _ file: String = file) -> ArchCore.SourceLocation {
        ArchCore.SourceLocation(file: file, line: line, column: column)
    }

    static func finding(_ location: ArchCore.SourceLocation?, message: String = "'Domain' imports 'Data'") -> Finding {
        Finding(ruleID: "layers", severity: .error, message: message, location: location)
    }

    static let kept = [file: [at(1), at(2), at(3, 5)]]
    static let moved = [file: [at(4), at(6), at(7, 1)]]

    @Test func eachPlaceMovesToItsImportNow() throws {
        var merged = Self.finding(Self.at(3, 5))
        merged.notes = [Note(message: "also here", location: Self.at(1)), Note(message: "no place", location: nil)]
        var other = Self.finding(Self.at(3, 5))
        other.ruleID = "forbid"
        other.notes = [Note(message: "elsewhere", location: Self.at(9, 9, "Other.swift"))]
        merged.alsoBreaks = [other]
        let elsewhere = Self.finding(Self.at(1, 1, "Other.swift"))
        let moved = try #require(Archlint.movedFindings([merged, elsewhere], Self.moved, Self.kept))
        #expect(moved[0].location == Self.at(7, 1))
        #expect(moved[0].notes.map(\.location) == [Self.at(4), nil])
        #expect(moved[0].alsoBreaks?.first?.location == Self.at(7, 1))
        #expect(moved[0].alsoBreaks?.first?.notes.first?.location == Self.at(9, 9, "Other.swift"))
        #expect(moved[1] == elsewhere)
    }

    @Test func findingsOutsideTheMovedFilesNeedNoPlaces() {
        let findings = [Self.finding(Self.at(5, 1, "Other.swift")), Self.finding(nil)]
        #expect(Archlint.movedFindings(findings, Self.moved, [:]) == findings)
    }

    @Test func whatCannotBeMovedForCertainIsNil() {
        // A place in the file that is not one of its imports.
        #expect(Archlint.movedFindings([Self.finding(Self.at(2, 7))], Self.moved, Self.kept) == nil)
        // The places of the file's imports were not kept.
        #expect(Archlint.movedFindings([Self.finding(Self.at(1))], Self.moved, [:]) == nil)
        // Another count of imports.
        #expect(Archlint.movedFindings([Self.finding(Self.at(1))], [Self.file: [Self.at(4)]], Self.kept) == nil)
        // A place written out in the words.
        let written = Self.finding(Self.at(5, 1, "Other.swift"), message: "cycle through \(Self.file):2:1")
        #expect(Archlint.movedFindings([Self.finding(Self.at(1)), written], Self.moved, Self.kept) == nil)
    }
}
