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

        var description: String {
            switch self {
            case .cannotOpen(let reason): "cannot open: \(reason)"
            case .cannotRead(let reason): "cannot read: \(reason)"
            }
        }
    }

    static func bytes(atPath path: String) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw .cannotOpen(errnoText()) }
        defer { close(descriptor) }
        var info = stat()
        let expected = fstat(descriptor, &info) == 0 ? Int(info.st_size) : 0
        var buffer = [UInt8](repeating: 0, count: max(expected, 4096))
        var count = 0
        while true {
            if count == buffer.count { buffer.append(contentsOf: repeatElement(0, count: buffer.count)) }
            let got = buffer.withUnsafeMutableBytes { raw in
                read(descriptor, raw.baseAddress! + count, raw.count - count)
            }
            if got < 0 {
                if errno == EINTR { continue }
                throw .cannotRead(errnoText())
            }
            if got == 0 { break }
            count += got
        }
        buffer.removeSubrange(count...)
        return buffer
    }

    /// The file as text, or `nil` when it is not valid UTF-8.
    static func text(_ bytes: [UInt8]) -> String? {
        String(validating: bytes, as: UTF8.self)
    }
}
