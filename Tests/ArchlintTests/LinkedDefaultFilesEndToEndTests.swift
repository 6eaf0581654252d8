import Foundation
import Testing

/// The files archlint finds by a default path in the repository (`.archlint.yml`,
/// `.archlint-baseline.json`) may be symbolic links. A pull request that makes one lead outside the
/// repository must not make archlint read a file elsewhere (its errors would quote it in a public
/// CI log) or replace one (`init --force`, `baseline write`). Found by hand: both were followed.
struct LinkedDefaultFilesEndToEndTests {
    static let configuration = "version: 1\ncomponents:\n  movies: { targets: [\"Movies*\"] }\nrules: []\n"

    /// A copy of the MultiPackage fixture, and a folder outside it holding `name` with `text`.
    static func copyAndElsewhere(_ name: String, _ text: String) throws -> (ArchlintBinary.Copy, URL) {
        let copy = try ArchlintBinary.Copy(fixture: "MultiPackage")
        let elsewhere = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-elsewhere-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: elsewhere.appendingPathComponent(name))
        return (copy, elsewhere)
    }

    static func link(_ path: String, in copy: ArchlintBinary.Copy, to destination: URL) throws {
        let at = copy.url.appendingPathComponent(path).path
        try? FileManager.default.removeItem(atPath: at)
        try FileManager.default.createSymbolicLink(atPath: at, withDestinationPath: destination.path)
    }

    @Test func aDefaultConfigurationLinkedOutsideIsNotReadUnlessNamed() throws {
        let (copy, elsewhere) = try Self.copyAndElsewhere("shared.yml", Self.configuration)
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        let target = elsewhere.appendingPathComponent("shared.yml")
        try Self.link(".archlint.yml", in: copy, to: target)

        let refused = try ArchlintBinary.run([copy.path])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("is a symbolic link to '"))
        #expect(refused.stderr.contains("outside the linted folder: archlint reads nothing outside it unless asked"))
        #expect(try ArchlintBinary.run(["graph", copy.path]).status == 2)

        // Named by the user: read.
        #expect(try ArchlintBinary.run([copy.path, "--config", target.path]).status == 0)
        #expect(try ArchlintBinary.run([copy.path, "--follow-links-into", elsewhere.path]).status == 0)
        // A link that stays inside the repository is read as the file it leads to.
        try copy.write("ci/archlint.yml", Self.configuration)
        try Self.link(".archlint.yml", in: copy, to: copy.url.appendingPathComponent("ci/archlint.yml"))
        #expect(try ArchlintBinary.run([copy.path]).status == 0)
    }

    @Test func defaultOutputsLinkedOutsideAreNotReplaced() throws {
        let (copy, elsewhere) = try Self.copyAndElsewhere("victim", "precious\n")
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        let victim = elsewhere.appendingPathComponent("victim")
        try Self.link(".archlint-baseline.json", in: copy, to: victim)
        let baseline = try ArchlintBinary.run(["baseline", "write", copy.path])
        #expect(baseline.status == 2)
        #expect(baseline.stderr.contains("'\(copy.path)/.archlint-baseline.json' is a symbolic link to '"))
        #expect(baseline.stderr.contains("archlint writes nothing outside it unless asked (name the file with --output FILE)"))
        #expect(try String(contentsOf: victim, encoding: .utf8) == "precious\n")

        try Self.link(".archlint.yml", in: copy, to: victim)
        let initialized = try ArchlintBinary.run(["init", copy.path, "--force"])
        #expect(initialized.status == 2)
        #expect(try String(contentsOf: victim, encoding: .utf8) == "precious\n")

        // Named with --output, it is written where it leads.
        #expect(try ArchlintBinary.run(["init", copy.path, "--output", copy.path + "/.archlint.yml", "--force"]).status == 0)
        #expect(try String(contentsOf: victim, encoding: .utf8).hasPrefix("# Written by `archlint init`"))
    }
}

/// actions/checkout keeps the job's token in `.git/config` (`http.<url>.extraheader`). A pull
/// request that commits a link into `.git` must not make archlint print it, in any format. Found
/// by hand: `Pk/Package.swift -> ../.git/config` made the manifest reader's syntax errors quote it.
extension LinkedDefaultFilesEndToEndTests {
    static let gitConfig = """
        [core]
        \trepositoryformatversion = 0
        [remote "origin"]
        \turl = https://github.com/owner/repo
        [http "https://github.com/"]
        \textraheader = AUTHORIZATION: basic eC1hY2Nlc3MtdG9rZW46Z2hzX1NFQ1JFVFNFQ1JFVA==

        """

    @Test func aLinkIntoGitNeverPrintsTheCredential() throws {
        let copy = try ArchlintBinary.Copy(fixture: "MultiPackage")
        try copy.write(".git/config", Self.gitConfig)
        try FileManager.default.createDirectory(at: copy.url.appendingPathComponent("Pk"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: copy.path + "/Pk/Package.swift", withDestinationPath: "../.git/config")
        for format in ["text", "json", "sarif"] {
            let run = try ArchlintBinary.run([copy.path, "--format", format, "--no-cache"])
            for leaked in ["extraheader", "AUTHORIZATION", "eC1hY2Nlc3M", "repositoryformatversion"] {
                #expect(!run.stdout.contains(leaked), "\(format): \(leaked)")
                #expect(!run.stderr.contains(leaked), "\(format): \(leaked)")
            }
            #expect(run.stdout.contains("symbolic link 'Pk/Package.swift' leads into '.git', which archlint never reads"), "\(format)")
        }
        // The default configuration and outputs too: a link into `.git` is not read, and not replaced.
        let configuration = copy.path + "/.archlint.yml"
        try FileManager.default.removeItem(atPath: configuration)
        try FileManager.default.createSymbolicLink(atPath: configuration, withDestinationPath: ".git/config")
        let refused = try ArchlintBinary.run([copy.path])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("is a symbolic link into '.git', which archlint never reads"))
        #expect(!refused.stderr.contains("AUTHORIZATION") && !refused.stdout.contains("AUTHORIZATION"))
        #expect(try ArchlintBinary.run(["init", copy.path, "--force"]).status == 2)
        #expect(try copy.read(".git/config") == Self.gitConfig)
    }
}
