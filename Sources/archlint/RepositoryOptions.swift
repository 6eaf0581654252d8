import ArgumentParser

/// PATH and the configuration that applies to it: what `lint`, `baseline write` and `graph` share.
struct RepositoryOptions: ParsableArguments {
    @OptionGroup var location: PathArgument

    @Option(
        name: .shortAndLong, help: ArgumentHelp("The configuration file (default: PATH/.archlint.yml).", valueName: "FILE"),
        completion: .file())
    var config: String?

    var path: String { location.path }
}
