#if canImport(Glibc)
import Glibc
#endif

/// How glibc's allocator is set up for one short run (Linux only; other C libraries keep their
/// defaults). archlint allocates a few hundred megabytes on a large repository and exits. By
/// default glibc grows each thread's heap in small steps, one `mprotect` call per step, and gives
/// memory back to the kernel whenever frees leave 128 KB free at the top, so the next
/// allocations grow the heap again: a cold run over the 100,000-file benchmark made 44,939
/// `mprotect` calls.
enum MemoryTuning {
    /// Grow heaps 64 MB at a time and keep freed memory until exit (23 `mprotect` calls on that
    /// run). Asked once, before anything is read.
    static func forOneShortRun() {
        #if canImport(Glibc)
        // `mallopt` is declared in <malloc.h>, which the Glibc module leaves out: it is looked up
        // by name, and nothing is changed where the C library has none.
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        // <malloc.h>: M_TOP_PAD is -2, M_TRIM_THRESHOLD -1.
        _ = mallopt(-2, 64 << 20)
        _ = mallopt(-1, Int32.max)
        #endif
    }
}
