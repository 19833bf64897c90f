// Hands the heap that scan threads freed back to the system (glibc only).
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// glibc gives each thread that allocates its own arena and keeps what a thread freed there as
/// the process's resident memory, for that arena only: after a parallel scan the parse trees the
/// scan threads freed stay resident while the main thread allocates the resolution elsewhere. A
/// 5,000-file index left the server at 500 MB, 200 MB of it free; the six real apps as one
/// workspace peaked at 331–342 MB in `ax-lsp ids` when the scan threads' arenas kept their free memory.
public enum FreedHeap {
    /// Lowers glibc's trim threshold to `bytes` (`mallopt(M_TRIM_THRESHOLD)`; glibc starts at
    /// 128 KiB and raises it as large blocks are freed, up to 64 MiB), so that free memory at
    /// the top of an arena goes back to the system soon instead of staying resident. The scan
    /// threads free whole parse trees: the six real apps as one workspace peaked at 296–308 MB in
    /// `ax-lsp ids`, 281–285 MB with a 64 KiB threshold, at the same wall time within noise
    /// (alternating runs of both builds; capping the arenas at one per core saved as much but
    /// cost 5–10% of the wall time). Call first thing. Returns whether the C library took it
    /// (false elsewhere than glibc).
    @discardableResult
    public static func returnFreedMemorySooner(trimThreshold bytes: Int = 64 << 10) -> Bool {
        #if canImport(Glibc)
            typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
            // M_TRIM_THRESHOLD in glibc's malloc.h, which the Glibc module does not export.
            let trimThreshold: Int32 = -1
            guard bytes >= 0, let symbol = dlsym(nil, "mallopt") else { return false }
            return unsafeBitCast(symbol, to: Mallopt.self)(trimThreshold, Int32(clamping: bytes)) == 1
        #else
            return false
        #endif
    }

    /// `malloc_trim(0)`: returns the free pages of every arena. Call after a parallel scan.
    public static func release() {
        #if canImport(Glibc)
            // malloc_trim is glibc's (malloc.h, not in the Glibc module); looked up so that other C
            // libraries (musl) simply skip it.
            typealias MallocTrim = @convention(c) (Int) -> Int32
            guard let symbol = dlsym(nil, "malloc_trim") else { return }
            _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
        #endif
    }
}
