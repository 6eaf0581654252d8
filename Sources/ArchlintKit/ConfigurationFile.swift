import ArchCore
import Reporting
import Workspace

/// The configuration file of a run, and the two ways of naming it.
///
/// Configuration errors stop the run and name the file as given (`--config FILE`, or
/// `PATH/.archlint.yml`), which opens from the current directory. Findings located in it
/// (`component_matches_nothing`, `exception_unused`) are located like every other finding:
/// relative to the linted root when the file is inside it, so that reports prefix them like the
/// rest and baselines compare them as the rest; else by its absolute path, which reports leave as
/// it is.
struct ConfigurationFile: Sendable {
    /// The path as given: configuration errors name the file this way.
    let path: String
    /// The path findings located in the file carry.
    let findingPath: String
    /// Whether the file is `PATH/.archlint.yml`, no `--config` given.
    let isDefault: Bool

    init(root: String, configPath: String?) {
        path = configPath ?? Archlint.defaultConfigurationPath(root: root)
        findingPath = DisplayPaths.located(path, root: root, currentDirectory: FileSystem.currentDirectory)
        isDefault = configPath == nil
    }

    /// `findings` with every location in this file, notes included, named by ``findingPath``.
    func relocating(_ findings: [Finding]) -> [Finding] {
        guard findingPath != path else { return findings }
        return findings.map { $0.renamingFiles { $0 == path ? findingPath : $0 } }
    }
}

extension Archlint {
    /// Refuses to write a file archlint found by its default path (`PATH/.archlint.yml`,
    /// `PATH/.archlint-baseline.json`) when a symbolic link takes it outside the linted folder, or
    /// into what the walk skips (`.git`):
    /// a link in a pull request must not make `init --force` or `baseline write` replace a file
    /// elsewhere. A file named with `--output` is written wherever it leads.
    static func refuseLinkOutside(_ target: String, root: String) throws(ArchlintError) {
        if let place = FileSystem.linkedIntoSkipped(target, root: root) {
            throw .output(
                "'\(target)' is a symbolic link into '\(place)', which archlint never writes (hidden entries and build folders "
                    + "are skipped): name the file with --output FILE to write it")
        }
        guard let outside = FileSystem.linkedOutside(target, root: root) else { return }
        throw .output(
            "'\(target)' is a symbolic link to '\(outside)', outside the linted folder: archlint writes nothing outside it "
                + "unless asked (name the file with --output FILE)")
    }

    /// `PATH/.archlint.yml` (`.archlint.yml` for `.`): where every command looks for the
    /// configuration when no `--config` is given, and where `init` writes one.
    public static func defaultConfigurationPath(root: String) -> String {
        root == "." ? ".archlint.yml" : root + "/.archlint.yml"
    }
}
