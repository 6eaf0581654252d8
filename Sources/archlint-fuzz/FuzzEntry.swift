#if ARCHLINT_FUZZING
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The target libFuzzer runs, from `ARCHLINT_FUZZ_TARGET`, read once.
nonisolated(unsafe) private var chosen: FuzzTarget? = nil

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    if chosen == nil {
        let name = getenv("ARCHLINT_FUZZ_TARGET").map { String(cString: $0) } ?? ""
        guard let target = FuzzTarget(rawValue: name) else {
            fputs("ARCHLINT_FUZZ_TARGET must be one of: \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", "))\n", stderr)
            exit(64)
        }
        chosen = target
    }
    chosen?.run(UnsafeBufferPointer(start: data, count: size))
    return 0
}
#else
/// Built without libFuzzer (a plain `swift build`), the fuzz targets run over files: each file
/// given is fed to the target, so a crash input found by `scripts/fuzz` can be replayed in a
/// debugger. `archlint-fuzz TARGET FILE...`.
@main
struct FuzzReplay {
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        guard let name = arguments.first, let target = FuzzTarget(rawValue: name) else {
            print("usage: archlint-fuzz \(FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")) FILE...  (scripts/fuzz runs libFuzzer)")
            return
        }
        for path in arguments.dropFirst() {
            guard let bytes = FuzzFiles.read(path) else {
                print("\(path): cannot read")
                continue
            }
            bytes.withUnsafeBufferPointer { target.run($0) }
            print("\(path): ok")
        }
    }
}
#endif
