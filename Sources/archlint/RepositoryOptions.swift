import ArgumentParser

/// PATH and the configuration that applies to it: what `lint`, `baseline write` and `graph` share.
struct RepositoryOptions: ParsableArguments {
    @OptionGroup var location: PathArgument

    @Option(
        name: .shortAndLong, help: ArgumentHelp("The configuration file (default: PATH/.archlint.yml).", valueName: "FILE"),
        completion: .file())
    var config: String?

    @Option(
        name: .customLong("follow-links-into"),
        help: ArgumentHelp(
            "Also follow symbolic links that lead into FOLDER, outside PATH (repeatable). Without it, archlint reads nothing outside PATH.",
            valueName: "FOLDER"),
        completion: .directory)
    var followLinksInto: [String] = []

    var path: String { location.path }
}
