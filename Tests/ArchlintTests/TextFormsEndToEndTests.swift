import Foundation
import Testing

/// Line ends and byte order marks Xcode and its tools accept (issue 31): a repository whose text
/// files end lines with CRLF, or start with a UTF-8 byte order mark, is read as the same
/// repository with plain line feeds. It used to lose a CRLF `.xcconfig`'s settings (one line, no
/// assignment: the module lost its name and the rules about it matched nothing) and a marked
/// `.xcconfig`'s first setting.
struct TextFormsEndToEndTests {
    enum Form: String, CaseIterable, Sendable {
        case crlf, bom, both

        func apply(_ text: String) -> String {
            let ends = self == .bom ? text : text.replacingOccurrences(of: "\n", with: "\r\n")
            return self == .crlf ? ends : "\u{FEFF}" + ends
        }
    }

    /// Every file a reader reads: Swift files and manifests, Tuist specs, XcodeGen specs and the
    /// YAML they include, `.xcconfig` files, `project.pbxproj`, `.archlint.yml`.
    static let readSuffixes = [".swift", ".yml", ".yaml", ".xcconfig", ".pbxproj"]

    static func files(of copy: ArchlintBinary.Copy) -> [String] {
        let walker = FileManager.default.enumerator(atPath: copy.path)
        var files: [String] = []
        while let path = walker?.nextObject() as? String {
            if readSuffixes.contains(where: path.hasSuffix) { files.append(path) }
        }
        return files.sorted()
    }

    /// A copy of `fixture` whose Tuist specs open with a header comment (what a CRLF spec hid).
    static func copy(_ fixture: String) throws -> ArchlintBinary.Copy {
        let copy = try ArchlintBinary.Copy(fixture: fixture)
        for path in files(of: copy) where path.hasSuffix("Project.swift") {
            try copy.write(path, "// \(path)\n// Created by someone.\n\n" + copy.read(path))
        }
        return copy
    }

    @Test(arguments: ["MultiPackage", "XcodeApp", "XcodeGenApp", "TuistApp"], Form.allCases)
    func aRepositoryOfCRLFOrMarkedFilesReadsAsWithLineFeeds(fixture: String, form: Form) throws {
        let plain = try Self.copy(fixture)
        let expected = try ArchlintBinary.run([plain.path, "--no-cache", "--format", "json"])
        let changed = try Self.copy(fixture)
        let files = Self.files(of: changed)
        #expect(files.contains(".archlint.yml"))
        for path in files { try changed.write(path, form.apply(changed.read(path))) }
        let result = try ArchlintBinary.run([changed.path, "--no-cache", "--format", "json"])
        #expect(result.status == expected.status, "\(result.stderr)")
        #expect(result.stdout == expected.stdout)
        #expect(expected.stdout.contains("\"modules\""))
    }

    @Test func aProjectYmlThatLooksLikeASpecButIsNotOneIsSaid() throws {
        let copy = try ArchlintBinary.Copy.repository([
            ".archlint.yml": "version: 1\nrules: []\n",
            "App/project.yml": "name: App\noptions:\n  bundleIdPrefix: dev.app\nsettings:\n  SWIFT_VERSION: 6\n",
            "App/Sources/App.swift": "import Foundation\n",
            "Listed/project.yml": "- name: App\n  targets: {}\n",
            "Broken/project.yml": "name: App\noptions: [\n",
            "Compose/project.yml": "services:\n  web:\n    image: nginx\n",
            "Empty/project.yml": "",
        ])
        let result = try ArchlintBinary.run([copy.path, "--no-cache"])
        #expect(result.stdout.contains(
            "App/project.yml:1:1: warning: 'App/project.yml' has XcodeGen's 'name' and 'options' but neither 'targets' nor 'include': "
                + "not read as an XcodeGen spec"))
        #expect(result.stdout.contains("Listed/project.yml:1:1: warning: 'Listed/project.yml' is a list, not a mapping"))
        #expect(result.stdout.contains(": warning: 'Broken/project.yml' is not valid YAML: "))
        #expect(result.stdout.contains("not read as an XcodeGen spec"))
        #expect(!result.stdout.contains("Compose/"))
        #expect(!result.stdout.contains("Empty/"))
    }
}
