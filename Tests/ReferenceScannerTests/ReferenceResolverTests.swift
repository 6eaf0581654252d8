import ArchCore
import ReferenceScanner
import Testing

/// A file `A.swift` that uses (or must not use) what `B.swift` declares, both in one module.
struct ReferenceCase: Sendable, CustomTestStringConvertible {
    let note: String
    let declaring: String
    let using: String
    /// `line:column` of the first use in `A.swift` and the name it leads to; nil when none must be found.
    let expected: (String, String)?
    var testDescription: String { note }
}

/// `A.swift`'s uses of `B.swift`, as `line:column name`.
func uses(_ files: [String: String]) -> [String] {
    let symbols = files.sorted { $0.key < $1.key }.map { SymbolScanner.symbols(file: $0.key, source: Array($0.value.utf8)) }
    return ReferenceResolver.references(module: ModuleID(package: "P", name: "M"), files: symbols)
        .filter { $0.file == "A.swift" && $0.declaringFile == "B.swift" }
        .map { "\($0.location.line):\($0.location.column) \($0.name)" }
}

let foundReferences: [ReferenceCase] = [
    ReferenceCase(note: "a property's type", declaring: "struct Movie {}", using: "struct S { let m: Movie }", expected: ("1:19", "Movie")),
    ReferenceCase(note: "a generic argument", declaring: "struct Movie {}", using: "let all: [Movie] = []\nlet x: Array<Movie>? = nil", expected: ("1:11", "Movie")),
    ReferenceCase(note: "a conformance", declaring: "protocol Loader {}", using: "final class Remote: Loader {}", expected: ("1:21", "Loader")),
    ReferenceCase(note: "an extension of a type of another file", declaring: "struct Movie {}", using: "extension Movie {}", expected: ("1:11", "Movie")),
    ReferenceCase(note: "a where clause", declaring: "protocol Loader {}", using: "func f<T>(_ t: T) where T: Loader {}", expected: ("1:28", "Loader")),
    ReferenceCase(note: "a cast", declaring: "struct Movie {}", using: "func f(_ x: Any) -> Bool { x is Movie }", expected: ("1:33", "Movie")),
    ReferenceCase(note: "some and any", declaring: "protocol Loader {}", using: "func f(_ l: any Loader) -> some Loader { l }", expected: ("1:17", "Loader")),
    ReferenceCase(note: "a property wrapper", declaring: "@propertyWrapper struct Clamped { var wrappedValue: Int }", using: "struct S { @Clamped var x: Int }", expected: ("1:13", "Clamped")),
    ReferenceCase(note: "a result builder", declaring: "@resultBuilder enum ListBuilder { static func buildBlock(_ c: Int...) -> [Int] { c } }", using: "@ListBuilder func items() -> [Int] { 1 }", expected: ("1:2", "ListBuilder")),
    ReferenceCase(note: "an initializer call", declaring: "struct Movie {}", using: "func f() { _ = Movie() }", expected: ("1:16", "Movie")),
    ReferenceCase(note: "a static member", declaring: "enum Config { static let url = 1 }", using: "func f() -> Int { Config.url }", expected: ("1:19", "Config")),
    ReferenceCase(note: "a top-level function", declaring: "func makeClient() -> Int { 1 }", using: "func f() -> Int { makeClient() }", expected: ("1:19", "makeClient")),
    ReferenceCase(note: "a top-level constant", declaring: "let baseURL = \"x\"", using: "func f() -> String { baseURL }", expected: ("1:22", "baseURL")),
    ReferenceCase(note: "a macro", declaring: "@freestanding(expression) macro stringify(_ x: Int) -> String = #externalMacro(module: \"M\", type: \"S\")", using: "let s = #stringify(1)", expected: ("1:10", "stringify")),
    ReferenceCase(note: "a nested type through its parent", declaring: "enum Service { struct CodingKeys {} }", using: "let k: Service.CodingKeys? = nil", expected: ("1:8", "Service")),
    ReferenceCase(note: "a typealias", declaring: "typealias Handler = (Int) -> Void", using: "func f(_ h: Handler) {}", expected: ("1:13", "Handler")),
    ReferenceCase(note: "code in a string interpolation", declaring: "let baseURL = \"x\"", using: "let s = \"\\(baseURL)/path\"", expected: ("1:12", "baseURL")),
    ReferenceCase(note: "a member written in an extension, from the type's own methods", declaring: "extension Movie { func helper() {} }", using: "struct Movie { func f() { helper() } }", expected: ("1:27", "Movie.helper")),
    ReferenceCase(note: "an actor and a protocol composition", declaring: "actor Store {}\nprotocol P {}\nprotocol Q {}", using: "func f(_ s: Store, _ x: any P & Q) {}", expected: ("1:13", "Store")),
    ReferenceCase(note: "a function named without a call", declaring: "func transform(_ x: Int) -> Int { x }", using: "let ys = [1].map(transform)", expected: ("1:18", "transform")),
    ReferenceCase(note: "a method called where a property has its name", declaring: "extension Model { func spacing(_ s: Double) -> Model { self } }", using: "final class Model { var spacing = 1.0; func f() { _ = spacing(2) } }", expected: ("1:55", "Model.spacing")),
    ReferenceCase(note: "a protocol extension's default, from an adopting type", declaring: "extension Paging { var pageSize: Int { 10 } }", using: "protocol Paging {}\nstruct Pager: Paging { func rows() -> Int { pageSize } }", expected: ("2:45", "Paging.pageSize")),
    ReferenceCase(note: "a variadic function called with several arguments", declaring: "func log(_ items: String..., level: Int = 0) {}", using: "func f() { log(\"one\", \"two\", level: 1) }", expected: ("1:12", "log")),
    ReferenceCase(note: "a member through self", declaring: "extension Base { func helper() {} }", using: "class Base {}\nfinal class Sub: Base { func b() { self.helper() } }", expected: ("2:36", "Base.helper")),
    // Found by a helper on Cork: a static member an extension of a nested type declares.
    ReferenceCase(note: "a static member of a nested type another module declares", declaring: "import Foundation\nextension JSONDecoder.DateDecodingStrategy { static var appDefault: Self { .iso8601 } }", using: "import Foundation\nlet s = JSONDecoder.DateDecodingStrategy.appDefault", expected: ("2:9", "JSONDecoder.DateDecodingStrategy.appDefault")),
    ReferenceCase(note: "a static member of the module's nested type, used further", declaring: "extension Outer.Inner { static let shared = Outer.Inner() }", using: "enum Outer { struct Inner { var v = 1 } }\nlet n = Outer.Inner.shared.v", expected: ("2:9", "Outer.Inner.shared")),
    // Found by a helper on yattee: a stub the type declares under `#else` does not hide the
    // member an extension in another file adds, which the `#if` branch calls.
    ReferenceCase(note: "an extension's member beside a stub of the type under #else", declaring: "extension DownloadManager { func calc() {} }", using: "final class DownloadManager {\n#if os(tvOS)\nfunc calc() {}\n#else\nfunc run() { calc() }\n#endif\n}", expected: ("5:14", "DownloadManager.calc")),
    // Found by a helper on XcodesApp: a capture list naming `self` hid every `self.x` in the closure.
    ReferenceCase(note: "a member through a weakly captured self, guarded", declaring: "extension Store { func reload() {} }", using: "final class Store { func f() { run { [weak self] in guard let self else { return }; self.reload() } } }\nfunc run(_ b: () -> Void) {}", expected: ("1:85", "Store.reload")),
    ReferenceCase(note: "a member through a weakly captured self, chained", declaring: "extension Store { func reload() {} }", using: "final class Store { func f() { run { [weak self] in self?.reload() } } }\nfunc run(_ b: () -> Void) {}", expected: ("1:53", "Store.reload")),
    ReferenceCase(note: "a member through an unowned self", declaring: "extension Store { func reload() {} }", using: "final class Store { func f() { run { [unowned self] in self.reload() } } }\nfunc run(_ b: () -> Void) {}", expected: ("1:56", "Store.reload")),
    ReferenceCase(note: "a captured top-level name", declaring: "var sharedToken: String?", using: "let f = { [sharedToken] in sharedToken?.count ?? 0 }", expected: ("1:12", "sharedToken")),
    ReferenceCase(note: "a weakly captured top-level name", declaring: "final class Store {}\nlet sharedStore: Store? = nil", using: "let f = { [weak sharedStore] in sharedStore != nil }", expected: ("1:17", "sharedStore")),
    ReferenceCase(note: "a member through super", declaring: "extension Base { func helper() {} }", using: "class Base {}\nfinal class Sub: Base { func c() { super.helper() } }", expected: ("2:36", "Base.helper")),
    ReferenceCase(note: "a static member through Self", declaring: "extension Theme { static let main = Theme() }", using: "struct Theme {}\nextension Theme { static func f() -> Theme { Self.main } }", expected: ("2:46", "Theme.main")),
    ReferenceCase(note: "a static member through a subclass", declaring: "extension Base { static var reuseID: String { \"x\" } }", using: "class Base {}\nfinal class Cell: Base {}\nlet id = Cell.reuseID", expected: ("3:10", "Base.reuseID")),
    ReferenceCase(note: "a member through a typealias", declaring: "extension Model { static let empty = Model() }", using: "struct Model {}\ntypealias M = Model\nlet e = M.empty", expected: ("3:9", "Model.empty")),
    ReferenceCase(note: "a property an extension of another module's type adds", declaring: "import Foundation\nextension Calendar { static var utc: Calendar { .current } }", using: "import Foundation\nlet c = Calendar.utc", expected: ("2:9", "Calendar.utc")),
    // Found on sergdort/CleanArchitectureRxSwift: `var asGQL: AnimeAPI.MediaType` in module `AnimeAPI`.
    ReferenceCase(note: "a static property of another module's type, through the type", declaring: "extension Duration { static var short: Duration { .seconds(1) } }", using: "let t = Duration.short", expected: ("1:9", "Duration.short")),
    ReferenceCase(note: "an instance method through its type", declaring: "extension Model { func run() {} }", using: "struct Model {}\nlet f = Model.run", expected: ("2:9", "Model.run")),
    ReferenceCase(note: "a type qualified with the module's own name", declaring: "struct Movie {}", using: "let m: M.Movie? = nil", expected: ("1:8", "Movie")),
    ReferenceCase(note: "an initializer an extension declares", declaring: "extension Model { init(raw: String) { self.init() } }", using: "struct Model {}\nlet m = Model(raw: \"x\")", expected: ("2:9", "Model.init")),
    ReferenceCase(note: "an initializer called by its name", declaring: "extension Model { init(raw: String) { self.init() } }", using: "struct Model {}\nlet m = Model.init(raw: \"x\")", expected: ("2:9", "Model.init")),
    ReferenceCase(note: "an initializer an extension adds to another module's type", declaring: "import Foundation\nextension URL { init(endpoint: String) { self.init(string: endpoint)! } }", using: "import Foundation\nlet u = URL(endpoint: \"a\")", expected: ("2:9", "URL.init")),
    ReferenceCase(note: "an initializer of a protocol the type adopts", declaring: "extension Decodable { init(json: String) throws { fatalError() } }", using: "struct Model: Decodable {}\nlet m = try? Model(json: \"\")", expected: ("2:14", "Decodable.init")),
    ReferenceCase(note: "a nested type's initializer an extension declares", declaring: "extension Outer.Inner { init(text: String) { self.init() } }", using: "enum Outer { struct Inner {} }\nlet i = Outer.Inner(text: \"a\")", expected: ("2:9", "Outer.Inner.init")),
    ReferenceCase(note: "an initializer called with generic arguments", declaring: "extension Box { init(wrapping v: T) { self.init(v: v) } }", using: "struct Box<T> { let v: T }\nlet b = Box<Int>(wrapping: 1)", expected: ("2:9", "Box.init")),
    ReferenceCase(note: "an initializer a superclass's extension declares", declaring: "extension Base { convenience init(name: String) { self.init() } }", using: "class Base {}\nfinal class Sub: Base {}\nlet s = Sub(name: \"a\")", expected: ("3:9", "Base.init")),
    ReferenceCase(note: "a function qualified with the module's own name", declaring: "func makeClient() -> Int { 1 }", using: "func f() -> Int { M.makeClient() }", expected: ("1:19", "makeClient")),
    ReferenceCase(note: "the module's own name skips the enclosing type's member", declaring: "struct Movie {}", using: "struct S { struct Movie {}\n let m: M.Movie? = nil }", expected: ("2:9", "Movie")),
]

let notReferences: [ReferenceCase] = [
    // Found by a helper on HitHappens: Foundation's `var name` of `Operation`, not the module's `func name(of:)`.
    ReferenceCase(
        note: "a member another module's type may have, used without a call", declaring: "import Foundation\npublic extension Operation { func name<T>(of type: T.Type) -> T? { nil } }",
        using: "import Foundation\npublic extension Operation { func relabel() { let b = { [weak self] in _ = self?.name?.count }; b(); _ = self.name } }", expected: nil),
    ReferenceCase(
        note: "an instance property written through a nested type's name", declaring: "extension Outer.Inner { var count: Int { 1 } }",
        using: "enum Outer { struct Inner {} }\nlet k = Outer.Inner.count", expected: nil),
    // Found by a helper on Enchanted: one type per platform, each file's members its own.
    ReferenceCase(
        note: "a member of a type this file declares again under another #if", declaring: "#if os(macOS)\nstruct ChatView { var messages = 0 }\n#endif",
        using: "#if os(iOS)\nstruct ChatView { var messages = 0; func g() -> Int { self.messages + messages } }\n#endif", expected: nil),
    ReferenceCase(note: "a name in a comment", declaring: "struct Movie {}", using: "// Movie\n/* Movie */\n/// Movie\nlet x = 1", expected: nil),
    ReferenceCase(note: "a name in a string", declaring: "struct Movie {}", using: "let s = \"Movie\"\nlet t = \"\"\"\nMovie\n\"\"\"", expected: nil),
    ReferenceCase(note: "a member of a value of inferred type", declaring: "struct Movie { var title = \"\" }\nfunc title() {}", using: "func f(m: Int) { _ = m.title }", expected: nil),
    ReferenceCase(note: "a generic parameter of the same name", declaring: "struct Movie {}", using: "struct Box<Movie> { let m: Movie }", expected: nil),
    ReferenceCase(note: "a function's generic parameter", declaring: "struct Element {}", using: "func f<Element>(_ e: Element) -> Element { e }", expected: nil),
    ReferenceCase(note: "a name qualified with another module's name", declaring: "struct Movie {}", using: "import Other\nlet m: Other.Movie? = nil", expected: nil),
    ReferenceCase(note: "a type named like the module hides it", declaring: "struct Movie {}", using: "enum M { struct Movie {} }\nlet m: M.Movie? = nil", expected: nil),
    // Found on element-hq/element-x-ios: `Duration.seconds(5)` beside `extension Duration { var seconds: Double }`.
    ReferenceCase(note: "a property of each value, through its type", declaring: "extension Duration { var seconds: Double { 0 } }", using: "let t = Duration.seconds(5)\nlet u = Duration.seconds", expected: nil),
    ReferenceCase(note: "a property an extension adds to the module's type, through the type", declaring: "extension Movie { var rating: Int { 0 } }", using: "struct Movie {}\nlet r = Movie.rating", expected: nil),
    ReferenceCase(note: "a parameter of the same name", declaring: "let store = 1", using: "func f(store: Int) -> Int { store }", expected: nil),
    ReferenceCase(note: "a local binding", declaring: "let store = 1", using: "func f() -> Int { let store = 2; return store }", expected: nil),
    ReferenceCase(note: "a closure parameter", declaring: "let store = 1", using: "let f = { (store: Int) in store }\nlet g: (Int) -> Int = { store in store }", expected: nil),
    ReferenceCase(note: "a nested type of the same name in this file", declaring: "struct CodingKeys {}", using: "struct S { enum CodingKeys {}; let k: CodingKeys? = nil }", expected: nil),
    ReferenceCase(note: "a top-level declaration of the same name in this file", declaring: "struct Movie {}", using: "struct Movie {}\nlet m = Movie()", expected: nil),
    ReferenceCase(note: "a private declaration of another file", declaring: "private struct Helper {}\nfileprivate func tool() {}", using: "let h = Helper()\nlet t = tool()", expected: nil),
    ReferenceCase(note: "an enum case written with a leading dot", declaring: "enum State { case idle }\nlet idle = 1", using: "let s: Int = 0\nfunc f(x: Int) { if case .idle = x {} }", expected: nil),
    ReferenceCase(note: "a key path member", declaring: "let title = 1", using: "struct S { var name = 1 }\nlet k = \\S.title", expected: nil),
    ReferenceCase(note: "a property of the enclosing type", declaring: "let store = 1", using: "struct S { let store = 2; func f() -> Int { store } }", expected: nil),
    ReferenceCase(note: "a member of an argument label", declaring: "let title = 1", using: "func f(title: Int) {}\nlet x: () = f(title: 2)", expected: nil),
    ReferenceCase(note: "a local type's name", declaring: "struct Row {}", using: "func f() { struct Row {}; _ = Row() }", expected: nil),
    ReferenceCase(note: "a computed property's newValue", declaring: "let newValue = 1", using: "struct S { var x: Int { get { 1 } set { _ = newValue } } }", expected: nil),
    // Found on chotchachi/Miramax-Films-iOS-Clean-Architecture: `carousel.itemWidth * spacing`.
    ReferenceCase(note: "a property named like a method another file adds", declaring: "extension Model { func spacing(_ s: Double) -> Model { self } }", using: "final class Model { var spacing = 1.0 }\nextension Model { func width() -> Double { 2 * spacing } }", expected: nil),
    ReferenceCase(note: "a property updated where a method has its name", declaring: "extension Counter { func count(_ n: Int) -> Counter { self } }", using: "final class Counter { var count = 0; func bump() { count += 1 } }", expected: nil),
    // Found by hand and on tuan188/MGCleanArchitecture (`@Validated(Validation.nonEmpty)`): the
    // other module's own `static var` is meant, which archlint cannot see.
    ReferenceCase(note: "an uncalled member of another module's type, where an extension adds a method of that name", declaring: "import Foundation\nextension Calendar { static func current(in zone: TimeZone) -> Calendar { .current } }", using: "import Foundation\nlet c: Calendar = Calendar.current", expected: nil),
    ReferenceCase(note: "a superclass's property where another file has a top-level one", declaring: "let pageSize = 20", using: "class Base { var pageSize = 50 }\nfinal class List: Base { func rows() -> Int { pageSize } }", expected: nil),
    ReferenceCase(note: "a protocol extension's default where another file has a top-level one", declaring: "let pageSize = 20", using: "protocol Paging {}\nextension Paging { var pageSize: Int { 10 } }\nstruct Pager: Paging { func rows() -> Int { pageSize } }", expected: nil),
    ReferenceCase(note: "a superclass's nested type where another file has a top-level one", declaring: "enum Mode { case on }", using: "class BaseVC { enum Mode { case off } }\nfinal class SubVC: BaseVC { var mode: Mode = .off }", expected: nil),
    ReferenceCase(note: "self's member the type does not declare", declaring: "func helper() {}", using: "final class Sub { func b() { self.helper() } }", expected: nil),
    ReferenceCase(note: "a generic parameter of a type extended in another file", declaring: "enum Key { case a }\nstruct Element {}", using: "struct Cache<Key: Hashable, Value> {}\nextension Cache { func has(_ k: Key) -> Bool { false } }\nextension Array { func second() -> Element? { nil } }", expected: nil),
    ReferenceCase(note: "a capture list's binding", declaring: "let router = 1", using: "func start(local: Int) { _ = { [unowned x = local, router = local] in router } }", expected: nil),
    ReferenceCase(note: "a catch clause's implicit error", declaring: "func error(_ s: String) {}", using: "func f() throws {}\nfunc run() { do { try f() } catch { print(error) } }", expected: nil),
    ReferenceCase(note: "a memberwise initializer where an extension adds another", declaring: "extension Model { init(raw: String) { self.init(a: 1) } }", using: "struct Model { let a: Int }\nlet m = Model(a: 1)", expected: nil),
    ReferenceCase(note: "another module's initializer where an extension adds one with other labels", declaring: "import Foundation\nextension URL { init(endpoint: String) { self.init(string: endpoint)! } }", using: "import Foundation\nlet u = URL(string: \"a\")", expected: nil),
    ReferenceCase(note: "a function's call, where a type's extension has an initializer", declaring: "extension Model { init(raw: String) { self.init() } }\nfunc make(raw: String) -> Int { 1 }", using: "struct Model {}\nfunc make(raw: String) -> Int { 2 }\nlet m = make(raw: \"x\")", expected: nil),
    ReferenceCase(note: "an initializer call that leaves a default out, where the memberwise one needs none", declaring: "extension Model { init(raw: Int, scale: Int = 1) { self.init(raw: raw) } }", using: "struct Model { let raw: Int }\nlet m = Model(raw: 1)", expected: nil),
    ReferenceCase(note: "a trailing closure where an extension adds a labelled initializer to another module's type", declaring: "import UIKit\nextension UIColor { convenience init(hex: String?) { self.init() } }", using: "import UIKit\nlet c = UIColor { _ in .red }", expected: nil),
    ReferenceCase(note: "an unlabelled call of another module's generic type", declaring: "import Combine\nextension Future { convenience init(_ work: @escaping () async throws -> Output) { fatalError() } }", using: "import Combine\nlet f = Future<Int, Never> { p in p(.success(1)) }", expected: nil),
    ReferenceCase(note: "initializers told apart by their arguments' types", declaring: "extension Info { init(_ c: DataConfig) { self.init() } }", using: "struct Info { init() {} }\nstruct DomainConfig {}\nstruct DataConfig {}\nextension Info { init(_ c: DomainConfig) { self.init() } }\nlet i = Info(DomainConfig())", expected: nil),
    ReferenceCase(note: "a protocol extension's initializer, where the type's memberwise one takes the labels", declaring: "extension P { init(raw: Int) { self.init() } }", using: "protocol P { init() }\nstruct S: P { var raw = 0 }\nlet s = S(raw: 5)", expected: nil),
    ReferenceCase(note: "super.init, where an extension adds a convenience initializer with a default", declaring: "extension Base { convenience init(v: Int, twice: Bool = false) { self.init(v: v) } }", using: "class Base { init(v: Int) {} }\nfinal class Sub: Base { init() { super.init(v: 1) } }", expected: nil),
    ReferenceCase(note: "a superclass named by a typealias", declaring: "func setupViews() {}", using: "class BaseViewController { func setupViews() {} }\ntypealias BaseController = BaseViewController\nfinal class Home: BaseController { func load() { setupViews() } }", expected: nil),
    ReferenceCase(note: "a protocol of a composition typealias", declaring: "func route() {}", using: "protocol Routable {}\nextension Routable { func route() {} }\nprotocol Presentable {}\ntypealias Coordinating = Presentable & Routable\nstruct Flow: Coordinating { func go() { route() } }", expected: nil),
    ReferenceCase(note: "a conformance added by an extension", declaring: "let pageSize = 20", using: "protocol Paging {}\nextension Paging { var pageSize: Int { 10 } }\nstruct Pager {}\nextension Pager: Paging { func rows() -> Int { pageSize } }", expected: nil),
]

struct ReferenceResolverTests {
    @Test(arguments: foundReferences)
    func findsEachReferenceForm(_ testCase: ReferenceCase) throws {
        let found = uses(["A.swift": testCase.using, "B.swift": testCase.declaring])
        let (place, name) = try #require(testCase.expected)
        #expect(found == ["\(place) \(name)"])
    }

    @Test(arguments: notReferences)
    func findsNoReferenceWhereThereIsNone(_ testCase: ReferenceCase) {
        #expect(uses(["A.swift": testCase.using, "B.swift": testCase.declaring]) == [])
    }

    @Test func aNameDeclaredInSeveralFilesLeadsToAllOfThem() {
        let symbols = [("A.swift", "let x = Shared()"), ("B.swift", "struct Shared {}"), ("C.swift", "struct Shared {}")]
            .map { SymbolScanner.symbols(file: $0.0, source: Array($0.1.utf8)) }
        let found = ReferenceResolver.references(module: ModuleID(package: "P", name: "M"), files: symbols)
        #expect(found.map { "\($0.file)->\($0.declaringFile)" } == ["A.swift->B.swift", "A.swift->C.swift"])
    }

    /// `Outer.Inner.shared` is recorded by its first member and by its whole path: one use.
    @Test func aUseRecordedByItsPathTooCountsOnce() throws {
        let symbols = [
            ("A.swift", "let a = Outer.Inner.shared\nlet b = Outer.Inner.shared"),
            ("B.swift", "enum Outer { struct Inner { static let shared = Inner() } }"),
        ].map { SymbolScanner.symbols(file: $0.0, source: Array($0.1.utf8)) }
        let found = ReferenceResolver.references(module: ModuleID(package: "P", name: "M"), files: symbols)
        #expect(found.map(\.others) == [1])
    }

    @Test func oneReferencePerFilePairWithTheFirstUseAndTheCountOfOthers() throws {
        let symbols = [
            ("A.swift", "import Foundation\nstruct S {\n  let a: Movie\n  let b: Movie\n  func f() -> Genre { Genre() }\n}"),
            ("B.swift", "struct Movie {}\nstruct Genre {}"),
        ].map { SymbolScanner.symbols(file: $0.0, source: Array($0.1.utf8)) }
        let found = ReferenceResolver.references(module: ModuleID(package: "P", name: "M"), files: symbols)
        let reference = try #require(found.first)
        #expect(found.count == 1)
        #expect(reference.location == SourceLocation(file: "A.swift", line: 3, column: 10))
        #expect(reference.declaration == SourceLocation(file: "B.swift", line: 1, column: 8))
        #expect(reference.others == 3)
    }

    /// A use that may be several declarations of one file (a protocol's requirement and its
    /// default) is one use of that file (found by a helper on owncloud/ios-app: "and 11 more uses"
    /// where there were 5).
    @Test func aUseOfSeveralDeclarationsOfOneFileCountsOnce() throws {
        let symbols = [
            ("A.swift", "struct S: Runner {\n  func f() { run(); run() }\n}"),
            ("B.swift", "protocol Runner { func run() }\nextension Runner { func run() {} }"),
        ].map { SymbolScanner.symbols(file: $0.0, source: Array($0.1.utf8)) }
        let found = ReferenceResolver.references(module: ModuleID(package: "P", name: "M"), files: symbols)
            .filter { $0.file == "A.swift" }
        #expect(found.map(\.declaringFile) == ["B.swift"])
        #expect(found.first?.others == 2, "the conformance and two calls: the first and 2 more")
    }

    @Test func aNestedTypeWrittenInAnExtensionInAnotherFileIsFoundThroughItsParent() {
        let symbols = [
            ("A.swift", "let k: Service.Keys? = nil"),
            ("B.swift", "enum Service {}"),
            ("C.swift", "extension Service { enum Keys {} }"),
        ].map { SymbolScanner.symbols(file: $0.0, source: Array($0.1.utf8)) }
        let found = ReferenceResolver.references(module: ModuleID(package: "P", name: "M"), files: symbols)
        #expect(
            found.map { "\($0.file)->\($0.declaringFile) \($0.name)" }
                == ["A.swift->B.swift Service", "A.swift->C.swift Service.Keys", "C.swift->B.swift Service"])
    }
}

extension ReferenceResolverTests {
    @Test func aCallWithOtherArgumentLabelsIsNotTakenForTheModulesFunction() {
        // Inside `extension DispatchQueue`, `async(group:execute:)` is Foundation's, not the module's `async(execute:)`.
        let declaring = "extension DispatchQueue { func async(execute work: @escaping () -> Void) {} }"
        #expect(uses(["A.swift": "extension DispatchQueue { func f() { async(group: nil, execute: {}) } }", "B.swift": declaring]) == [])
        #expect(uses(["A.swift": "extension DispatchQueue { func f() { async(execute: {}) } }", "B.swift": declaring]) == ["1:38 DispatchQueue.async"])
        #expect(uses(["A.swift": "extension DispatchQueue { func f() { async {} } }", "B.swift": declaring]) == ["1:38 DispatchQueue.async"])
        #expect(uses(["A.swift": "let x = makeClient(timeout: 1)", "B.swift": "func makeClient(url: String = \"\", timeout: Int) -> Int { 1 }"]) == ["1:9 makeClient"])
        #expect(uses(["A.swift": "let x = makeClient(retries: 1)", "B.swift": "func makeClient(url: String = \"\", timeout: Int) -> Int { 1 }"]) == [])
    }

    @Test func aMemberTheModuleAddsToAnotherModulesTypeIsFound() {
        let declaring = "import CoreData\nextension NSManagedObjectModel { static func with(name: String) -> NSManagedObjectModel? { nil } }"
        #expect(uses(["A.swift": "let m = NSManagedObjectModel.with(name: \"x\")", "B.swift": declaring]) == ["1:9 NSManagedObjectModel.with"])
        #expect(uses(["A.swift": "let m = NSManagedObjectModel.other(name: \"x\")", "B.swift": declaring]) == [])
    }
}
