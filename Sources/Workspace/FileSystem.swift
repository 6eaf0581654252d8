#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

enum FileSystem {
    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// The last component of the folder's canonical path (`swift-nio` for `.`), `""` if unknown:
    /// SwiftPM names a package linked by `.package(path: "..")` after it.
    static func folderName(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return "" }
        defer { free(resolved) }
        return String(cString: resolved).split(separator: "/").last.map(String.init) ?? ""
    }
}
