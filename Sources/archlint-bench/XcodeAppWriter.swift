import Foundation

/// The composition root of the `xcode` preset: `App/App.xcodeproj` with an app target whose
/// sources are the synchronized folder `App/Sources` (``appFiles`` files) and which links one
/// product of every package through local package references, and a widget extension in the
/// synchronized folder `App/Widget` (``widgetFiles`` files). The shape of a modular app whose app
/// target lives in Xcode (issue 14).
enum XcodeAppWriter {
    static let appFiles = 80
    static let widgetFiles = 20

    /// The product the app links from each package: its first feature.
    static func product(ofPackage index: Int) -> String {
        PackagePlan.targetName(PackagePlan.packageName(index), index: 3)
    }

    /// Every file to write, relative to the tree's root, with its number of imports.
    static func files(packages: Int) -> [(path: String, text: String, imports: Int)] {
        var result: [(String, String, Int)] = []
        for index in 0..<appFiles {
            let products = (0..<min(3, packages)).map { product(ofPackage: (index + $0 * 7) % packages) }
            let text = (["Foundation"] + products).map { "import \($0)\n" }.joined() + "\nstruct AppPart\(index) {}\n"
            result.append(("App/Sources/AppPart\(index).swift", text, 1 + products.count))
        }
        for index in 0..<widgetFiles {
            result.append(("App/Widget/WidgetPart\(index).swift", "import SwiftUI\n\nstruct WidgetPart\(index) {}\n", 1))
        }
        result.append(("App/App.xcodeproj/project.pbxproj", project(packages: packages), 0))
        return result
    }

    static func project(packages: Int) -> String {
        let indices = 0..<packages
        var objects = """
            \t\tPROJECT = {isa = PBXProject; mainGroup = MAIN; packageReferences = (\(indices.map { "PKG\($0)" }.joined(separator: ", "))); targets = (APP, WIDGET); };
            \t\tMAIN = {isa = PBXGroup; children = (SOURCES, WIDGETFOLDER); sourceTree = "<group>"; };
            \t\tSOURCES = {isa = PBXFileSystemSynchronizedRootGroup; path = Sources; sourceTree = "<group>"; };
            \t\tWIDGETFOLDER = {isa = PBXFileSystemSynchronizedRootGroup; path = Widget; sourceTree = "<group>"; };
            \t\tAPP = {isa = PBXNativeTarget; buildPhases = (LINK); fileSystemSynchronizedGroups = (SOURCES); name = App; packageProductDependencies = (\(indices.map { "PRODUCT\($0)" }.joined(separator: ", "))); productType = "com.apple.product-type.application"; };
            \t\tLINK = {isa = PBXFrameworksBuildPhase; files = (\(indices.map { "LINKED\($0)" }.joined(separator: ", "))); };
            \t\tWIDGET = {isa = PBXNativeTarget; fileSystemSynchronizedGroups = (WIDGETFOLDER); name = Widget; productType = "com.apple.product-type.app-extension"; };

            """
        for index in indices {
            objects += "\t\tLINKED\(index) = {isa = PBXBuildFile; productRef = PRODUCT\(index); };\n"
            objects += "\t\tPRODUCT\(index) = {isa = XCSwiftPackageProductDependency; package = PKG\(index); productName = \(product(ofPackage: index)); };\n"
            objects += "\t\tPKG\(index) = {isa = XCLocalSwiftPackageReference; relativePath = ../Packages/\(PackagePlan.packageName(index)); };\n"
        }
        return "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjectVersion = 77;\n\tobjects = {\n\(objects)\t};\n\trootObject = PROJECT;\n}\n"
    }
}
