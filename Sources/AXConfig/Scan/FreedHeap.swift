// Hands the heap that scan threads freed back to the system (glibc only).
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// glibc gives each thread that allocates its own arena and keeps what a thread freed there as
/// the process's resident memory, for that arena only: after a parallel scan the parse trees the
/// scan threads freed stay resident while the main thread allocates the resolution elsewhere. A
/// 5,000-file index left the server at 500 MB, 200 MB of it free; the six real apps as one
/// workspace peaked at 331–342 MB in `ax-lsp ids` (BENCHMARKS.md, "Real apps").
public enum FreedHeap {
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
