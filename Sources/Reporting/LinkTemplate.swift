import ArchCore
import Foundation

/// Where a location opens in a browser: `https://github.com/org/repo/blob/{sha}/{path}#L{line}`
/// with the commit already in, `{path}`, `{line}` and `{column}` filled per location
/// (`--link-template`, or the CI's own from its environment). Markdown and HTML reports link every
/// location with one.
public struct LinkTemplate: Sendable, Hashable {
    public let template: String

    public static let placeholders: Set<String> = ["path", "line", "column"]

    /// Why `template` cannot be one: no `{path}`, or a placeholder other than `{path}`, `{line}` and `{column}`.
    public struct Invalid: Error, CustomStringConvertible, Sendable {
        public var description: String
    }

    public init(_ template: String) throws(Invalid) {
        var index = template.startIndex
        var named: [String] = []
        while let open = template[index...].firstIndex(of: "{") {
            guard let close = template[open...].firstIndex(of: "}") else { break }
            named.append(String(template[template.index(after: open)..<close]))
            index = template.index(after: close)
        }
        if let unknown = named.first(where: { !Self.placeholders.contains($0) }) {
            throw Invalid(description: "--link-template: unknown placeholder '{\(unknown)}' (use {path}, {line} and {column})")
        }
        guard named.contains("path") else {
            throw Invalid(description: "--link-template: the template has no {path}, so every link would be the same")
        }
        self.template = template
    }

    /// The GitHub Actions or GitLab CI link to a file at the commit being checked, from their
    /// environment variables; `nil` elsewhere.
    public static func fromCI(_ environment: (String) -> String?) -> LinkTemplate? {
        func value(_ name: String) -> String? { environment(name).flatMap { $0.isEmpty ? nil : $0 } }
        if let server = value("GITHUB_SERVER_URL"), let repository = value("GITHUB_REPOSITORY"), let sha = value("GITHUB_SHA") {
            return try? LinkTemplate("\(server)/\(repository)/blob/\(sha)/{path}#L{line}")
        }
        if let project = value("CI_PROJECT_URL"), let sha = value("CI_COMMIT_SHA") {
            return try? LinkTemplate("\(project)/-/blob/\(sha)/{path}#L{line}")
        }
        return nil
    }

    /// The link to `location`; `nil` for an absolute path (a file outside the repository).
    public func url(for location: SourceLocation) -> String? {
        guard !location.file.hasPrefix("/") else { return nil }
        return template
            .replacingOccurrences(of: "{path}", with: Self.percentEncoded(location.file))
            .replacingOccurrences(of: "{line}", with: String(location.line))
            .replacingOccurrences(of: "{column}", with: String(location.column))
    }

    /// Every byte but unreserved characters and `/` as `%XX` (`Feed API/A.swift` → `Feed%20API/A.swift`).
    static func percentEncoded(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            let scalar = Unicode.Scalar(byte)
            if byte < 0x80, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-._~/".unicodeScalars.contains(scalar) {
                out.unicodeScalars.append(scalar)
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }
}
