/// Joins and normalises `/`-separated paths relative to the linted root.
public enum RelativePath {
    /// `base/child` with `.` and `..` resolved; `nil` when it climbs above the root or `child` is absolute.
    public static func join(_ base: String, _ child: String) -> String? {
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

    /// `path` as an absolute path without `.` or `..` components, repeated or trailing `/`: a
    /// relative path is read from `currentDirectory` (absolute), and `..` names the parent
    /// folder by name, with no link followed (`/..` is `/`). What Foundation's
    /// `URL(fileURLWithPath:).standardizedFileURL.path` gives, without setting up `URL`.
    public static func standardized(_ path: String, from currentDirectory: String) -> String {
        var parts: [Substring] = []
        for part in ((path.hasPrefix("/") ? "" : currentDirectory + "/") + path).split(separator: "/") {
            switch part {
            case ".": continue
            case "..": _ = parts.popLast()
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The path that leads from the folder `base` to `target`, both relative to the same root:
    /// `Packages/Search` to `Packages/Billing` is `../Billing`.
    public static func from(_ base: String, to target: String) -> String {
        let from = base.split(separator: "/")
        let to = target.split(separator: "/")
        var common = 0
        while common < min(from.count, to.count), from[common] == to[common] { common += 1 }
        let path = Array(repeating: "..", count: from.count - common) + to[common...].map(String.init)
        return path.isEmpty ? "." : path.joined(separator: "/")
    }

    /// The folder part of a relative path (`""` for a top-level file).
    public static func parent(_ path: String) -> String {
        // The separator is a byte, whatever follows it (a combining mark starts a new name).
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(path[..<slash])
    }

    /// Whether `path` is `folder` or lies inside it (`""` contains everything). Spellings are
    /// compared as Swift compares strings, so an NFC folder name holds the NFD spelling of a file.
    public static func isInside(_ path: String, _ folder: String) -> Bool {
        if folder.isEmpty { return true }
        let (pathBytes, folderBytes) = (path.utf8, folder.utf8)
        if pathBytes.count >= folderBytes.count, pathBytes.starts(with: folderBytes) {
            let next = pathBytes.index(pathBytes.startIndex, offsetBy: folderBytes.count)
            if next == pathBytes.endIndex || pathBytes[next] == UInt8(ascii: "/") { return true }
        }
        // Different bytes can only be the same text when some of them are not ASCII.
        if isASCII(pathBytes), isASCII(folderBytes) { return false }
        return path == folder || path.hasPrefix(folder + "/")
    }

    private static func isASCII(_ bytes: String.UTF8View) -> Bool {
        bytes.allSatisfy { $0 < 0x80 }
    }
}
