/// The folder of a module's files and the folders below it, for the views that group a module's
/// files by folder (`archlint graph --level folder`, the folder layers `archlint init` proposes).
public struct ModuleFolders: Hashable, Sendable {
    /// The module's folder, relative to the repository root ("" for the root itself): its
    /// `sourceRoot` when every file is under it, else the longest folder every file is under.
    public let root: String

    public init(files: [String], declaredRoot: String?) {
        if let declaredRoot, !declaredRoot.isEmpty, files.allSatisfy({ $0.hasPrefix(declaredRoot + "/") }) {
            root = declaredRoot
            return
        }
        guard var common = files.first.map(Self.folders) else {
            root = ""
            return
        }
        for file in files.dropFirst() {
            let shared = zip(common, Self.folders(of: file)).prefix { $0 == $1 }.count
            common.removeLast(common.count - shared)
        }
        root = common.joined(separator: "/")
    }

    /// The first `depth` folders of `file` below ``root`` joined by `/`; `nil` for a file directly
    /// in it (or not under it).
    public func folder(of file: String, depth: Int) -> String? {
        guard root.isEmpty || file.hasPrefix(root + "/") else { return nil }
        let relative = root.isEmpty ? Substring(file) : file.dropFirst(root.count + 1)
        let folders = relative.split(separator: "/", omittingEmptySubsequences: true).dropLast()
        guard !folders.isEmpty else { return nil }
        return folders.prefix(max(1, depth)).joined(separator: "/")
    }

    private static func folders(of file: String) -> [Substring] {
        Array(file.split(separator: "/", omittingEmptySubsequences: true).dropLast())
    }
}
