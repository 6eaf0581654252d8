import Caches
import Workspace

/// How a run reads the repository, beyond what the configuration says: the scan cache and the
/// progress line.
public struct LoadingSettings: Sendable {
    /// Keep scanned imports between runs (`--no-cache` turns it off).
    public var usesCache: Bool
    /// Told how many files have been read, for a progress line.
    public var progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?
    /// Folders outside the repository that its symbolic links may lead into (`--follow-links-into`).
    public var followLinksInto: [String]
    /// Told, once, why the cache folder is not used (see ``Caches/CacheFolder``).
    public var warning: (@Sendable (String) -> Void)?

    public init(
        usesCache: Bool = true, progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil, followLinksInto: [String] = [],
        warning: (@Sendable (String) -> Void)? = nil
    ) {
        self.usesCache = usesCache
        self.progress = progress
        self.followLinksInto = followLinksInto
        self.warning = warning
    }

    /// No cache, no progress, the same folders outside the repository.
    var withoutCache: LoadingSettings { LoadingSettings(usesCache: false, followLinksInto: followLinksInto) }

    /// No cache, no progress: for trees archlint makes itself (`--since`) and for tests.
    public static let none = LoadingSettings(usesCache: false)

    /// The scan cache file of the folder `root` (see ``Caches/CacheFolder``), when caches are used.
    func cacheLocation(root: String, version: String) -> CacheLocation? {
        usesCache ? CacheFolder.scanCache(root: root, version: version, warning: warning) : nil
    }
}
