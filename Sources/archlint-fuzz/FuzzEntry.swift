import Workspace

#if ARCHLINT_FUZZING
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The target libFuzzer runs, from `ARCHLINT_FUZZ_TARGET`, read once.
nonisolated(unsafe) private var chosen: FuzzTarget? = nil

@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// SwiftPM links an executable target's entry point under this name; libFuzzer's driver runs
/// from it, calling `fuzzOneInput` for each input.
@_cdecl("archlint_fuzz_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, fuzzOneInput)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    if chosen == nil {
        let name = getenv("ARCHLINT_FUZZ_TARGET").map { String(cString: $0) } ?? ""
        guard let target = FuzzTarget(rawValue: name) else {
            let message = "ARCHLINT_FUZZ_TARGET must be one of: \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", "))\n"
            _ = message.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
            exit(64)
        }
        chosen = target
    }
    // On a large stack, as archlint reads every file.
    nonisolated(unsafe) let input = UnsafeBufferPointer(start: data, count: size)
    let target = chosen!
    LargeStack.concurrentPerform(iterations: 1) { _ in target.run(input) }
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
            bytes.withUnsafeBufferPointer { buffer in
                nonisolated(unsafe) let input = buffer
                LargeStack.concurrentPerform(iterations: 1) { _ in target.run(input) }
            }
            print("\(path): ok")
        }
    }
}
#endif
