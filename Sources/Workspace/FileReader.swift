#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads whole files with `open`/`fstat`/`read`: one allocation, no Foundation bridging.
enum FileReader {
    enum Failure: Error, CustomStringConvertible {
        case cannotOpen(String)
        case cannotRead(String)
        /// Larger than ``maximumSize`` (at least this many bytes).
        case tooLarge(Int)
        /// More than ``maximumSize`` bytes came from a file whose size said less: one that grew
        /// while it was read, or a device that never ends (`/dev/zero`).
        case neverEnds

        var description: String {
            switch self {
            case .cannotOpen(let reason): "cannot open: \(reason)"
            case .cannotRead(let reason): "cannot read: \(reason)"
            case .tooLarge(let size):
                "\(FileReader.megabytes(size)) is more than the \(FileReader.maximumSize / 1_048_576) MiB archlint reads of one file "
                    + "(GitHub refuses files over 100 MiB); it was not read"
            case .neverEnds:
                "more than the \(FileReader.maximumSize / 1_048_576) MiB archlint reads of one file came from it (a file that "
                    + "grew while it was read, or a device that never ends); it was not read"
            }
        }
    }

    /// The largest file read, of any kind: more than any file a Git host accepts (GitHub refuses
    /// 100 MiB), so no real file is refused, while a sparse or device-backed file of gigabytes is
    /// never allocated. The size is asked (`fstat`) before reading, and reading stops past it
    /// when the file grows meanwhile.
    static let maximumSize = 128 * 1_048_576

    static func megabytes(_ size: Int) -> String {
        size >= 1_073_741_824 ? "\(size / 1_073_741_824) GiB" : "\(size / 1_048_576) MiB"
    }

    static func bytes(atPath path: String, maximumSize: Int = maximumSize) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw .cannotOpen(errnoText()) }
        defer { close(descriptor) }
        var info = stat()
        let expected = fstat(descriptor, &info) == 0 ? Int(info.st_size) : 0
        guard expected <= maximumSize else { throw .tooLarge(expected) }
        // One read into uninitialized memory sized by fstat (plus one byte, to see the end of a
        // file that grew); files that grow while being read take the slow loop. A read that
        // stops short at exactly the size fstat gave has the whole file: a regular file's read
        // ends early only at its end, so asking again would only be told so (one system call
        // per file: a cold run over 100,000 files took 2-6% less CPU without it).
        var failure: Failure?
        var buffer = [UInt8](unsafeUninitializedCapacity: expected + 1) { raw, initialized in
            initialized = 0
            while initialized < raw.count {
                let got = read(descriptor, raw.baseAddress! + initialized, raw.count - initialized)
                if got < 0 {
                    if errno == EINTR { continue }
                    failure = .cannotRead(errnoText())
                    return
                }
                if got == 0 { return }
                initialized += got
                if initialized == expected { return }
            }
        }
        if let failure { throw failure }
        guard buffer.count == expected + 1 else { return buffer }
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let got = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
            if got < 0 {
                if errno == EINTR { continue }
                throw .cannotRead(errnoText())
            }
            if got == 0 { return buffer }
            buffer += chunk[..<got]
            // A file that grows while it is read, or a device that never ends.
            guard buffer.count <= maximumSize else { throw .neverEnds }
        }
    }

    /// A file's bytes as every reader sees them: without a leading UTF-8 byte order mark, which
    /// Xcode, SwiftPM, the compiler and XcodeGen all accept. Lines and columns count from after it.
    static func contents(atPath path: String) throws(Failure) -> [UInt8] {
        let bytes = try bytes(atPath: path)
        return bytes.starts(with: byteOrderMark) ? Array(bytes.dropFirst(byteOrderMark.count)) : bytes
    }

    /// UTF-8's byte order mark (U+FEFF).
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The file as text, or `nil` when it is not valid UTF-8; a leading byte order mark is left out.
    static func text(_ bytes: [UInt8]) -> String? {
        String(validating: bytes.starts(with: byteOrderMark) ? bytes.dropFirst(byteOrderMark.count) : bytes[...], as: UTF8.self)
    }
}

extension FileSystem {
    /// Why a file could not be read as text.
    public struct ReadError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Whether the file starts with UTF-8's byte order mark, which ``text(atPath:)`` leaves out
    /// (`archlint fix` writes it back, so an edit changes only what it edits).
    public static func startsWithByteOrderMark(atPath path: String) -> Bool {
        guard let bytes = try? FileReader.bytes(atPath: path) else { return false }
        return bytes.starts(with: FileReader.byteOrderMark)
    }

    /// A whole file's bytes, as they are (no byte order mark left out); `nil` when it cannot be
    /// read. For archlint's own files (caches): `open` and `read`, without Foundation's `Data`.
    public static func bytes(atPath path: String) -> [UInt8]? { try? FileReader.bytes(atPath: path) }

    /// The byte order mark's bytes.
    public static var byteOrderMark: [UInt8] { FileReader.byteOrderMark }

    /// A whole file's bytes, as they are, or why they could not be read: for a file the user
    /// names (a baseline). Read within the bound of every reader (128 MiB), so a device that
    /// never ends is refused, and with the system's own reason when it fails (a folder, no
    /// permission).
    public static func contents(atPath path: String) throws(ReadError) -> [UInt8] {
        do {
            return try FileReader.bytes(atPath: path)
        } catch {
            throw ReadError(description: error.description)
        }
    }

    /// A whole file as UTF-8 text (`archlint fix` reads the manifests it edits).
    public static func text(atPath path: String) throws(ReadError) -> String {
        let bytes = try contents(atPath: path)
        guard let text = FileReader.text(bytes) else { throw ReadError(description: "not UTF-8 text") }
        return text
    }
}
