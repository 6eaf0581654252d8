import ArgumentParser

/// PATH, the folder a command reads; every command that reads a repository takes it.
struct PathArgument: ParsableArguments {
    @Argument(help: ArgumentHelp("The folder to read.", valueName: "PATH"), completion: .directory)
    var path: String = "."
}
