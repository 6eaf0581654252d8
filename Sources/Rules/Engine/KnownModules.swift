import ArchCore

/// Modules that come with the toolchain or an SDK, as the rules use them: names from the one table,
/// ``ArchCore/SystemModules``. A rule may name them even when nothing in the graph imports them
/// yet; any other name must be a component or a module of the graph.
public enum KnownModules {
    /// Names of toolchain and SDK modules.
    public static var toolchain: Set<String> { SystemModules.all }

    /// Always allowed by `allow` rules: every Swift file depends on them implicitly.
    public static var implicit: Set<String> { SystemModules.implicit }

    /// Test frameworks: a test target's import of them is never judged by `allow`.
    public static var testing: Set<String> { SystemModules.testing }
}
