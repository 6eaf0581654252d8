import Testing

@testable import ArchCore

/// The table of system modules, read from the generated Apple SDK list as bytes, against the same
/// list read line by line as Strings.
struct SystemModulesTableTests {
    @Test func everyModuleOfTheAppleListHasTheListedPlatforms() {
        var listed: [String: Set<String>] = [:]
        // Split by Characters, as the table was read before it was read as bytes.
        for line in SystemModules.appleSDKList.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count == 2 else { continue }
            listed[String(fields[0])] = Set(fields[1].split(separator: ",").map(String.init))
        }
        #expect(listed.count > 300)
        for (module, platforms) in listed where !SystemModules.toolchain.contains(module) {
            // The non-Apple platforms of a few modules (Dispatch, Foundation's parts) are added to the list's.
            #expect(SystemModules.platforms[module]?.isSuperset(of: platforms) == true, "\(module)")
        }
        #expect(SystemModules.platforms["UIKit"]?.contains("iOS") == true)
        #expect(SystemModules.platforms["UIKit"]?.contains("Linux") == false)
        #expect(SystemModules.canImport("Foundation", on: "Linux") == true)
        #expect(SystemModules.all.isSuperset(of: listed.keys))
        #expect(SystemModules.all.contains("Glibc") && SystemModules.all.contains("sqlite3"))
        #expect(!SystemModules.all.contains("Alamofire"))
        // `all` is read on its own: the same names as the table's, and the C modules it places nowhere.
        #expect(SystemModules.all == Set(SystemModules.platforms.keys).union(SystemModules.unplaced))
    }
}
