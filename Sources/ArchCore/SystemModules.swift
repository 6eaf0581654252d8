/// The one table of modules that come with the Swift toolchain or a platform's SDK, and where each
/// can be imported. The import scanner's `canImport`, the rules' check of module names, and the
/// `manifest` rule's "imports need no declaration" all read it.
///
/// Apple SDK modules come from a list generated per Xcode release (``appleSDKList``, see
/// `scripts/generate-apple-sdk-modules`); the toolchain's modules and the other platforms' are
/// written here. A module that is not in the table is a third-party one.
public enum SystemModules {
    /// Where each module of the table can be imported, by ``BuildPlatform/known`` name. Toolchain
    /// modules are everywhere; an SDK module only on the platforms whose SDK has it.
    public static let platforms: [String: Set<String>] = {
        var table: [String: Set<String>] = [:]
        // A few dozen lists of platforms stand for 357 modules: each set is built once. Split as
        // bytes: splitting the String by Characters took about 2 ms, paid by every run of the
        // `manifest` rule.
        var sets: [ArraySlice<UInt8>: Set<String>] = [:]
        for line in Array(appleSDKList.utf8).split(separator: UInt8(ascii: "\n")) {
            let fields = line.split(separator: UInt8(ascii: " "))
            guard fields.count == 2 else { continue }
            let platforms = sets[fields[1]] ?? Set(fields[1].split(separator: UInt8(ascii: ",")).map { String(decoding: $0, as: UTF8.self) })
            sets[fields[1]] = platforms
            table[String(decoding: fields[0], as: UTF8.self)] = platforms
        }
        let everywhere = Set(BuildPlatform.known)
        let corelibs: Set<String> = ["Linux", "Windows", "Android"]
        for module in toolchain { table[module] = everywhere }
        // The keys are `otherPlatformModules`.
        let others: [String: Set<String>] = [
            "Dispatch": everywhere.subtracting(["WASI"]), "Glibc": ["Linux"],
            "FoundationNetworking": corelibs, "FoundationXML": corelibs,
            "FoundationEssentials": corelibs.union(["WASI"]), "FoundationInternationalization": corelibs.union(["WASI"]),
            "WinSDK": ["Windows"], "ucrt": ["Windows"], "CRT": ["Windows"], "Android": ["Android"], "Bionic": ["Android"],
            "WASILibc": ["WASI"],
            // The static Linux SDK (Musl) is not a platform of the matrix.
            "Musl": [],
        ]
        table.merge(others) { apple, other in apple.union(other) }
        return table
    }()

    /// Every module of the table, and the platforms' C modules it has no platforms for: modules a
    /// target imports without declaring them, and that a rule may name before anything imports them.
    ///
    /// The same names as `platforms`' keys, read from the lists without building the platforms'
    /// sets: the `manifest` rule asks only this, and the table cost it about a millisecond a run.
    public static let all: Set<String> = {
        var names = Set<String>(minimumCapacity: 512)
        // The first of each line's two fields (fields are runs of bytes between spaces), found in
        // one pass over the bytes: splitting every line into arrays cost a quarter of a
        // millisecond a run.
        var list = appleSDKList
        list.withUTF8 { bytes in
            let (space, newline) = (UInt8(ascii: " "), UInt8(ascii: "\n"))
            var position = 0
            while position < bytes.count {
                var end = position
                while end < bytes.count, bytes[end] != newline { end += 1 }
                var (fields, first, index) = (0, position..<position, position)
                while index < end {
                    while index < end, bytes[index] == space { index += 1 }
                    guard index < end else { break }
                    let start = index
                    while index < end, bytes[index] != space { index += 1 }
                    fields += 1
                    if fields == 1 { first = start..<index }
                }
                if fields == 2 { names.insert(String(decoding: UnsafeBufferPointer(rebasing: bytes[first]), as: UTF8.self)) }
                position = end + 1
            }
        }
        names.formUnion(toolchain)
        names.formUnion(otherPlatformModules)
        names.formUnion(unplaced)
        return names
    }()

    /// The modules of other platforms than Apple's that `platforms` lists.
    static let otherPlatformModules = [
        "Dispatch", "Glibc", "FoundationNetworking", "FoundationXML", "FoundationEssentials", "FoundationInternationalization",
        "WinSDK", "ucrt", "CRT", "Android", "Bionic", "WASILibc", "Musl",
    ]

    /// Always there: every Swift file depends on them implicitly.
    public static let implicit: Set<String> = [
        "Swift", "_Concurrency", "_StringProcessing", "SwiftShims", "_SwiftConcurrencyShims",
    ]

    /// The test frameworks.
    public static let testing: Set<String> = ["XCTest", "Testing"]

    /// Whether `module` can be imported on the platform named `platform`; `nil` when the table
    /// does not know the module (a third-party one).
    public static func canImport(_ module: String, on platform: String) -> Bool? {
        platforms[module].map { $0.contains(platform) }
    }

    /// Modules the Swift toolchain ships on every platform.
    static let toolchain: [String] = [
        "Swift", "Foundation", "XCTest", "Testing", "_Concurrency", "_StringProcessing", "_Differentiation",
        "_Volatile", "SwiftShims", "_SwiftConcurrencyShims", "Observation", "RegexBuilder", "Synchronization",
        "Distributed", "Cxx", "CxxStdlib", "SwiftOnoneSupport",
    ]

    /// C and Clang modules of the platforms (Linux's, the toolchain's own) that no platform entry
    /// describes: imported without a declaration, and `canImport` of them is not decided.
    static let unplaced: Set<String> = [
        "_Builtin_float", "_math", "SwiftOverlayShims", "sqlite3", "SQLite3", "CommonCrypto", "Kernel", "DriverKit",
        "SwiftGlibc", "vecLib", "xpc",
    ]
}
