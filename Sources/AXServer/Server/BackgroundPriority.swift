// Lowers the CPU priority of threads whose work nobody is waiting on, so that the loop gets a core
// first when both are busy.
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A background resolution keeps every core busy for a second or more on a large workspace, and
/// on a two-core machine the loop then waited for a core behind it: keystrokes in an identifier
/// literal were answered in 40–50 ms p50 and up to 200–300 ms on the six real apps as one
/// workspace, of which the loop's own work was about 5 ms. Jobs lower their thread first; the
/// threads a job starts inherit it.
enum BackgroundPriority {
    /// The nice value of background work on Linux: against the loop's 0 it weighs about a tenth,
    /// so the loop is scheduled as soon as it wakes, while the work still takes any idle core.
    static let niceValue: Int32 = 10

    /// Lowers the calling thread only (Linux: its nice value, which `setpriority` sets per thread
    /// there and threads it creates afterwards inherit; Darwin: its QoS class, to utility).
    /// Returns whether the system took it.
    @discardableResult
    static func lowerCurrentThread() -> Bool {
        #if canImport(Darwin)
            return pthread_set_qos_class_self_np(QOS_CLASS_UTILITY, 0) == 0
        #elseif canImport(Glibc)
            return setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, niceValue) == 0
        #else
            return false
        #endif
    }

    /// The calling thread's nice value on Linux; nil elsewhere.
    static func currentThreadNiceValue() -> Int32? {
        #if canImport(Glibc)
            return getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
        #else
            return nil
        #endif
    }
}
