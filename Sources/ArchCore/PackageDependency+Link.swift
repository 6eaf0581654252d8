extension PackageDependency {
    /// Where a `.package(path:)` leads among the packages archlint read.
    public enum Link: Hashable, Sendable {
        /// The folder the path names (relative to the linted root) holds a package archlint read.
        case folder(String)
        /// Nothing was read in `looked`, the folder the path names, but one package archlint read
        /// has the same identity: SwiftPM keeps one package per identity, so it is that one.
        case sameIdentity(looked: String, folder: String)
        /// Nothing was read in `looked`, and no single package has the path's identity.
        case missing(looked: String)
        /// The path leaves the linted folder, or is absolute.
        case outside
        /// A URL or a registry id.
        case remote

        /// The folder of the package archlint read that it leads to.
        public var folder: String? {
            switch self {
            case .folder(let folder), .sameIdentity(_, let folder): folder
            case .missing, .outside, .remote: nil
            }
        }
    }

    /// Where this dependency, declared in the package in `directory`, leads among `packages` (the
    /// folders of the manifests archlint read). SwiftPM identifies a path dependency by the path's
    /// last component, lowercased (not by `name:`); `rootName` is the linted folder's own name, the
    /// identity of the root package (`""` leaves the root out of the search by identity).
    public func link(from directory: String, packages: Set<String>, rootName: String = "") -> Link {
        guard case .path(let path) = source else { return .remote }
        guard let looked = RelativePath.join(directory, path) else { return .outside }
        if packages.contains(looked) { return .folder(looked) }
        let identity = Self.identity(ofFolder: looked, rootName: rootName)
        let same = packages.filter { !identity.isEmpty && Self.identity(ofFolder: $0, rootName: rootName) == identity }
        return same.count == 1 ? .sameIdentity(looked: looked, folder: same.first!) : .missing(looked: looked)
    }

    /// The identity of the package in `folder`: its last component, lowercased.
    public static func identity(ofFolder folder: String, rootName: String) -> String {
        (folder.isEmpty ? rootName : String(folder.split(separator: "/").last ?? "")).lowercased()
    }
}
