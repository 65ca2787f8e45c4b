#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Names the random session that was running when the process died.
///
/// A failed `precondition` inside the solver (its invariant checks, which the tests turn on)
/// cannot be caught: it kills the test process before any report. So each test chunk writes
/// "SIMPLEX_SEED=N" into a fixed buffer before running a session, and a signal handler writes
/// the buffers to standard error (with `write`, which is safe in a handler) before letting the
/// signal take its course.
enum CrashReporter {
    static let slots = 64
    static let slotSize = 48

    nonisolated(unsafe) private static let buffer: UnsafeMutablePointer<CChar> = {
        let p = UnsafeMutablePointer<CChar>.allocate(capacity: slots * slotSize)
        p.initialize(repeating: 0, count: slots * slotSize)
        return p
    }()

    nonisolated(unsafe) private static var installed = false

    /// Installs the handler (once) for the signals a failed precondition raises.
    static func install() {
        if installed { return }
        installed = true
        _ = buffer
        for sig in [SIGILL, SIGTRAP, SIGABRT, SIGSEGV] {
            signal(sig) { sig in
                let header = "\nA random session crashed the process; it was one of these (rerun with SIMPLEX_SEED=N SIMPLEX_INVARIANTS=0 to shrink it):\n"
                header.withCString { _ = write(2, $0, strlen($0)) }
                for slot in 0 ..< CrashReporter.slots {
                    let p = CrashReporter.buffer + slot * CrashReporter.slotSize
                    if p.pointee != 0 { _ = write(2, p, strlen(p)) }
                }
                signal(sig, SIG_DFL)
                raise(sig)
            }
        }
    }

    /// Records that chunk `slot` is now running the session with `seed` (nil clears the slot),
    /// a large one if `large`.
    static func note(slot: Int, seed: UInt64?, large: Bool = false) {
        let p = buffer + (slot % slots) * slotSize
        guard let seed else { p.pointee = 0; return }
        var text = "  \(large ? "SIMPLEX_LARGE=1 " : "")SIMPLEX_SEED=\(seed)\n"
        text.withUTF8 { bytes in
            let n = min(bytes.count, slotSize - 1)
            for i in 0 ..< n { p[i] = CChar(bitPattern: bytes[i]) }
            p[n] = 0
        }
    }
}
