import ArchCore
import ReferenceScanner
import Testing

/// `private` and `fileprivate` never leave their file, members included: a member declared so, in
/// a `private` or `fileprivate` extension, or in (or in an extension, in the same file, of) a type
/// that is (issue 30: on a real app, 77 of 449 references led to another file's private declaration).
let filePrivateMembers: [ReferenceCase] = [
    ReferenceCase(
        note: "a private type nested in an extension, both files declaring their own",
        declaring: "extension UserDefaults {\n  private enum Key: String { case token }\n  var token: String? { string(forKey: Key.token.rawValue) }\n}",
        using: "extension UserDefaults {\n  private enum Key: String { case name }\n  var name: String? { string(forKey: Key.name.rawValue) }\n}",
        expected: nil),
    ReferenceCase(
        note: "a static member of a private type, both files declaring their own",
        declaring: "private struct Constants { static let value = 1 }\nlet b = Constants.value",
        using: "private struct Constants { static let value = 2 }\nlet a = Constants.value", expected: nil),
    ReferenceCase(
        note: "a member of another file's private type, written in an extension there",
        declaring: "private struct Constants {}\nextension Constants { static let value = 1 }",
        using: "private struct Constants {}\nextension Constants { static let value = 2 }\nlet a = Constants.value", expected: nil),
    ReferenceCase(
        note: "a case of another file's private enum", declaring: "private enum State { case idle }",
        using: "let s = State.idle", expected: nil),
    ReferenceCase(
        note: "a type nested in another file's fileprivate type, and its members",
        declaring: "fileprivate enum Outer { enum Inner { static let x = 1 } }",
        using: "let y = Outer.Inner.x\nlet z: Outer.Inner? = nil", expected: nil),
    ReferenceCase(
        note: "a member of another file's private extension",
        declaring: "private extension DispatchQueue { static func helper() {} }",
        using: "extension DispatchQueue { func f() { helper() } }\nlet x: () = DispatchQueue.helper()", expected: nil),
    ReferenceCase(
        note: "a member of another file's fileprivate extension, and a type nested there",
        declaring: "fileprivate extension DispatchQueue { var label2: String { \"\" }; struct Box { static let y = 1 } }",
        using: "extension DispatchQueue { func f() { _ = label2; _ = Box.y } }", expected: nil),
    ReferenceCase(
        note: "a private member of another file's extension, from the type's other extensions",
        declaring: "extension DispatchQueue { private func helper() {}; fileprivate static let shared = 1 }",
        using: "extension DispatchQueue { func f() { helper(); _ = Self.shared } }\nlet s = DispatchQueue.shared", expected: nil),
    ReferenceCase(
        note: "a member of the same name in another file, where this file declares a private one",
        declaring: "extension UserDefaults { enum Key: String { case token } }",
        using: "extension UserDefaults {\n  private enum Key: String { case token }\n  var token: String? { string(forKey: Key.token.rawValue) }\n}",
        expected: nil),
    ReferenceCase(
        note: "a private member of an extension of a nested type that is private",
        declaring: "extension UserDefaults { private enum Key {} }\nextension UserDefaults.Key { static let all = 1 }",
        using: "extension UserDefaults { private enum Key {} }\nextension UserDefaults.Key { static let all = 2 }\nextension UserDefaults { func f() { _ = Key.all } }",
        expected: nil),
]

/// Access written with a setter (`private(set)`) leaves the getter where it was: the declaration is seen.
let settersOnlyPrivate: [ReferenceCase] = [
    ReferenceCase(note: "a private(set) top-level variable", declaring: "private(set) var counter = 0", using: "let c = counter", expected: ("1:9", "counter")),
    ReferenceCase(
        note: "a fileprivate(set) member of an extension", declaring: "extension DispatchQueue { fileprivate(set) static var current = 1 }",
        using: "let c = DispatchQueue.current", expected: ("1:9", "DispatchQueue.current")),
]

struct FilePrivateTests {
    @Test(arguments: filePrivateMembers)
    func aPrivateMemberOfAnotherFileIsNeverAReference(_ testCase: ReferenceCase) {
        #expect(uses(["A.swift": testCase.using, "B.swift": testCase.declaring]) == [])
    }

    @Test(arguments: settersOnlyPrivate)
    func aDeclarationWhoseSetterAloneIsPrivateIsSeenFromOtherFiles(_ testCase: ReferenceCase) throws {
        let (place, name) = try #require(testCase.expected)
        #expect(uses(["A.swift": testCase.using, "B.swift": testCase.declaring]) == ["\(place) \(name)"])
    }

    @Test func theMembersOfAPrivateTypeOrExtensionAreMarkedFilePrivate() {
        let source = """
            struct Movie { private var id = 0; var title = "" }
            private struct Constants { static let value = 1; enum Inner { case a } }
            extension Constants { static let more = 2 }
            private extension Movie { func helper() {} }
            extension Movie { var year: Int { 0 } }
            """
        let symbols = SymbolScanner.symbols(file: "A.swift", source: Array(source.utf8))
        let filePrivate = symbols.declarations.filter(\.isFilePrivate).map(\.name)
        #expect(filePrivate == [
            "Movie.id", "Constants", "Constants.value", "Constants.Inner", "Constants.Inner.a", "Constants.more",
            "Movie.helper",
        ])
    }

    @Test func aPublicMemberOfAnotherFilesExtensionIsStillFound() {
        let found = uses([
            "A.swift": "private extension DispatchQueue { static func helper() {} }\nextension DispatchQueue { func f() { tool() } }",
            "B.swift": "extension DispatchQueue { func tool() {}; private static func helper() {} }",
        ])
        #expect(found == ["2:38 DispatchQueue.tool"])
    }
}
