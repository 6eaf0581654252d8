import ArchCore
import Foundation
import Rules
import Yams

/// Reads `.archlint.yml`: the file, then YAML, then the validated `Architecture`.
public enum ConfigurationLoader {
    /// Parses configuration text. `file` is the display path used in every problem's location.
    public static func parse(_ yaml: String, file: String) throws(ConfigurationError) -> Architecture {
        try Architecture.decode(YAMLConfigNode.compose(yaml, file: file))
    }

    /// Reads and parses the file at `path`; problems name it `displayPath`. A missing, unreadable or
    /// non-UTF-8 file is a `ConfigurationError` too.
    public static func load(path: String, displayPath: String) throws(ConfigurationError) -> Architecture {
        try parse(read(path: path, displayPath: displayPath), file: displayPath)
    }

    /// Parses the bytes of the file `displayPath` names, already read (by the result cache, for its
    /// key): the file is read once, so a pipe (`--config <(generate)`) is not read empty a second
    /// time, and the configuration parsed is the one the key holds. Bytes that are not UTF-8 are a
    /// `ConfigurationError`, as from ``load(path:displayPath:)``.
    public static func load(bytes: [UInt8], displayPath: String) throws(ConfigurationError) -> Architecture {
        try parse(text(of: bytes, displayPath: displayPath), file: displayPath)
    }

    static func read(path: String, displayPath: String) throws(ConfigurationError) -> String {
        try text(of: bytes(path: path, displayPath: displayPath), displayPath: displayPath)
    }

    /// The bytes of the file at `path`, read once to its end and at most ``maximumSize`` of them,
    /// for ``load(bytes:displayPath:)``: a pipe (`--config <(generate)`) cannot be read twice,
    /// and a device that never ends is refused at the bound. A missing or unreadable file, or
    /// one too large, is a `ConfigurationError`.
    public static func bytes(path: String, displayPath: String) throws(ConfigurationError) -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ConfigurationError("cannot read the configuration '\(displayPath)': no such file")
        }
        guard !isDirectory.boolValue else {
            throw ConfigurationError("cannot read the configuration '\(displayPath)': it is a directory")
        }
        // Read to the end, whatever the file is: a pipe (`--config <(generate)`) has no size. A
        // device or pipe that never ends (`--config /dev/zero`) stops at the bound.
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            throw ConfigurationError("cannot read the configuration '\(displayPath)': \(String(cString: strerror(errno)))")
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var bytes: [UInt8] = []
        while true {
            let chunk: Data
            do {
                chunk = try handle.read(upToCount: 65_536) ?? Data()
            } catch {
                throw ConfigurationError("cannot read the configuration '\(displayPath)': \(error.localizedDescription)")
            }
            if chunk.isEmpty { break }
            bytes += chunk
            guard bytes.count <= maximumSize else { throw tooLarge(displayPath) }
        }
        return bytes
    }

    /// The largest configuration read: a configuration is a few KB, and one generated for
    /// thousands of components a few MB.
    static let maximumSize = 16 * 1_048_576

    static func tooLarge(_ displayPath: String) -> ConfigurationError {
        ConfigurationError(
            "cannot read the configuration '\(displayPath)': it is more than \(maximumSize / 1_048_576) MiB (a configuration is a few KB); "
                + "it was not read")
    }

    /// The configuration's bytes as text; an error pointing at the first byte that is not UTF-8.
    static func text(of bytes: [UInt8], displayPath: String) throws(ConfigurationError) -> String {
        guard bytes.count <= maximumSize else { throw tooLarge(displayPath) }
        // Foundation's decoding, as for the file read here: the same text either way (a byte-order mark included).
        guard let text = String(data: Data(bytes), encoding: .utf8) else {
            let (line, column) = UTF8Position.firstInvalid(in: bytes)
            throw ConfigurationError(
                "cannot read the configuration '\(displayPath)': it is not valid UTF-8 (first bad byte here)",
                at: SourceLocation(file: displayPath, line: line, column: column))
        }
        return text
    }
}
