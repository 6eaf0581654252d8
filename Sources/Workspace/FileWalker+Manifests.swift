#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension FileWalker {
    func chosenManifest(among names: [String], in relative: String) -> String? {
        guard names.count > 1 else { return names.first }
        let regular = relative.isEmpty ? "Package.swift" : relative + "/Package.swift"
        let firstLine = names.contains("Package.swift") ? Self.firstLine(of: absolute(regular)) : nil
        return ManifestChoice.pick(
            names, regularToolsVersion: firstLine.flatMap(ManifestChoice.toolsVersion(declaredIn:)),
            current: ManifestChoice.current(configured: swiftVersion))
    }

    private static func firstLine(of path: String) -> String? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var buffer = [CChar](repeating: 0, count: 256)
        guard fgets(&buffer, 256, file) != nil else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 && $0 != 10 && $0 != 13 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
