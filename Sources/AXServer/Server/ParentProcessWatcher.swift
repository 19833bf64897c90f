// Polls the client's process so the server exits when its editor is gone.
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Checks every `interval` seconds whether a process exists; reports once when it does not.
final class ParentProcessWatcher {
    private let timer: DispatchSourceTimer

    /// Starts watching; the first check runs immediately, so a process id that never existed is noticed at once.
    init(processID: Int32, interval: TimeInterval = 2, onExit: @escaping @Sendable () -> Void) {
        timer = DispatchSource.makeTimerSource(queue: DispatchQueue.global(qos: .utility))
        timer.schedule(deadline: .now(), repeating: interval)
        let timer = self.timer
        timer.setEventHandler {
            if !Self.processExists(processID) {
                timer.cancel()
                onExit()
            }
        }
        timer.resume()
    }

    deinit {
        timer.cancel()
    }

    /// `kill(pid, 0)` sends nothing; EPERM means the process exists but belongs to someone else.
    static func processExists(_ processID: Int32) -> Bool {
        guard processID > 0 else { return false }
        return kill(processID, 0) == 0 || errno == EPERM
    }
}
