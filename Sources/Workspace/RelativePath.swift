/// Joins and normalises `/`-separated paths relative to the linted root.
enum RelativePath {
    /// `base/child` with `.` and `..` resolved; `nil` when it climbs above the root or `child` is absolute.
    static func join(_ base: String, _ child: String) -> String? {
        if child.hasPrefix("/") { return nil }
        var parts = base.split(separator: "/").map(String.init)
        for part in child.split(separator: "/") {
            switch part {
            case ".", "": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(String(part))
            }
        }
        return parts.joined(separator: "/")
    }

    /// The folder part of a relative path (`""` for a top-level file).
    static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// Whether `path` is `folder` or lies inside it (`""` contains everything).
    static func isInside(_ path: String, _ folder: String) -> Bool {
        folder.isEmpty || path == folder || path.hasPrefix(folder + "/")
    }
}
