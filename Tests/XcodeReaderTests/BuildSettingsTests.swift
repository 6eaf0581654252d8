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
}
