import ArchCore
import Testing
import XcodeModel
@testable import XcodeReader

struct BuildSettingsTests {
    static let here = SourceLocation(file: "p", line: 1, column: 1)

    static func settings(_ layers: [[String: String]], target: String = "My Target") -> BuildSettings {
        BuildSettings(layers: layers.map { BuildSettings.Layer(values: $0, location: here) }, builtIn: ["TARGET_NAME": target, "PROJECT_NAME": "Proj"])
    }

    @Test(arguments: [
        ([[String: String]](), "My_Target"),
        ([["PRODUCT_NAME": "$(TARGET_NAME)"]], "My_Target"),
        ([["PRODUCT_NAME": "${TARGET_NAME:rfc1034identifier}"]], "My_Target"),
        ([["PRODUCT_NAME": "$(PROJECT_NAME)Kit"]], "ProjKit"),
        ([["PRODUCT_MODULE_NAME": "Core"], ["PRODUCT_NAME": "Other"]], "Core"),
        ([["BASE": "Feed"], ["PRODUCT_NAME": "$(BASE)$(SUFFIX:default=iOS)"]], "FeediOS"),
        ([["PRODUCT_NAME": "App"], ["PRODUCT_NAME": "$(inherited)Tests"]], "AppTests"),
        ([["PRODUCT_NAME": "$(NAME_$(FLAVOR))", "FLAVOR": "PRO", "NAME_PRO": "Pro"]], "Pro"),
        ([["PRODUCT_NAME": "9 lives"]], "_9_lives"),
        ([["PRODUCT_NAME": "$(TARGET_NAME:lower)"]], "my_target"),
    ])
    func worksOutTheModuleName(layers: [[String: String]], expected: String) throws {
        #expect(try Self.settings(layers).moduleName().get() == expected)
    }

    @Test(arguments: [
        (["PRODUCT_NAME": "$(MISSING)"], "'$(MISSING)' is set nowhere archlint reads (project, target or .xcconfig)"),
        (["PRODUCT_NAME": "$(A)", "A": "$(B)", "B": "$(A)"], "'$(A)' refers to itself through other settings"),
        (["PRODUCT_NAME": "$(TARGET_NAME:quoted)"], "unknown modifier ':quoted' in '$(TARGET_NAME:quoted)'"),
        (["PRODUCT_NAME": "$(TARGET_NAME"], "unbalanced '$(' in '$(TARGET_NAME'"),
    ])
    func reportsASettingItCannotExpand(values: [String: String], message: String) {
        guard case .failure(let error) = Self.settings([values]).moduleName() else {
            Issue.record("expanded")
            return
        }
        #expect(error.message == message)
    }

    /// Settings that each refer to the next twice (`M0 = $(M1)$(M1)`, ...): 25 levels in a project
    /// file took 62 s and 650 MB (a module name of 2^25 bytes), 30 would take hours (found by
    /// hand). Each bound is an error saying which, never a hang; no default or `$(inherited)`
    /// hides one.
    @Test(arguments: [
        (Self.doubling(levels: 25, reference: { "$(M\($0))" }), "takes more than 10000 expansions"),
        (Self.doubling(levels: 25, reference: { "$(M\($0):default=)" }), "takes more than 10000 expansions"),
        (Self.doubling(levels: 25, reference: { _ in "$(inherited)" }, layered: true), "takes more than 10000 expansions"),
        (["PRODUCT_NAME": "$(A)$(A)", "A": String(repeating: "x", count: 3_000)], "expands to more than 4096 bytes"),
        (Dictionary(uniqueKeysWithValues: (0..<40).map { ("M\($0)", "$(M\($0 + 1))") } + [("M40", "x"), ("PRODUCT_NAME", "$(M0)")]),
            "nests more than 32 settings deep"),
        (["PRODUCT_NAME": String(repeating: "$(", count: 40) + "X" + String(repeating: ")", count: 40)], "has '$(' nested more than 32 deep"),
    ] as [([String: String], String)])
    func settingsThatReferToOthersManyTimesOverStopAtABound(values: [String: String], message: String) {
        let layers = values["LAYERED"] == nil ? [values] : Self.layered(values)
        let started = ContinuousClock.now
        guard case .failure(let error) = Self.settings(layers).moduleName() else {
            Issue.record("expanded")
            return
        }
        #expect(error.message.contains(message), "\(error.message)")
        // Work, not time, is bounded; this only keeps a regression from looking like a pass.
        #expect(ContinuousClock.now - started < .seconds(30))
    }

    /// `M0` ... `M<levels>`, each holding two references to the next, `PRODUCT_NAME` the first.
    static func doubling(levels: Int, reference: (Int) -> String, layered: Bool = false) -> [String: String] {
        var values = ["PRODUCT_NAME": "$(M0)", "M\(levels)": "x"]
        for level in 0..<levels { values["M\(level)"] = reference(level + 1) + reference(level + 1) }
        if layered { values["LAYERED"] = "\(levels)" }
        return values
    }

    /// For `$(inherited)`: layer `i` sets `PRODUCT_NAME` to twice the layer below it.
    static func layered(_ values: [String: String]) -> [[String: String]] {
        let levels = Int(values["LAYERED"]!)!
        return [["PRODUCT_NAME": "x"]] + (0..<levels).map { _ in ["PRODUCT_NAME": "$(inherited)$(inherited)"] }
    }

    @Test func readsXCConfigAssignmentsAndIncludes() {
        let file = XCConfig(text: """
            // comment
            #include "Base.xcconfig"
            #include? "Local.xcconfig"
            PRODUCT_NAME = App // trailing comment
            OTHER_SWIFT_FLAGS[sdk=iphoneos*] = -DDEVICE
            SWIFT_VERSION=5.0;
            not a setting
            """)
        #expect(file.includes.map(\.path) == ["Base.xcconfig", "Local.xcconfig"])
        #expect(file.includes.map(\.isOptional) == [false, true])
        #expect(file.assignments.map(\.key) == ["PRODUCT_NAME", "SWIFT_VERSION"])
        #expect(file.assignments.map(\.value) == ["App", "5.0"])
        #expect(file.assignments.map(\.line) == [4, 6])
    }

    @Test(arguments: ["\r\n", "\r"])
    func readsXCConfigWhateverItsLineEnds(_ end: String) {
        let text = ["// comment", "#include \"Base.xcconfig\"", "PRODUCT_NAME = App", "", "SWIFT_VERSION = 6.0"]
        let file = XCConfig(text: text.joined(separator: end) + end)
        #expect(file == XCConfig(text: text.joined(separator: "\n") + "\n"))
        #expect(file.assignments.map(\.key) == ["PRODUCT_NAME", "SWIFT_VERSION"])
        #expect(file.assignments.map(\.line) == [3, 5])
        #expect(file.includes.map(\.line) == [2])
    }
}
