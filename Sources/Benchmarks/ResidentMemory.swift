#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ToolSupport

/// The process's peak resident memory (Linux's VmHWM, or getrusage elsewhere).
enum ResidentMemory {
    /// Starts a new peak from the current resident size (Linux only: writing 5 to
    /// /proc/self/clear_refs), so each workload reports its own peak rather than the largest so far.
    /// The peak still includes the process's baseline (the runtime, the parsed trace).
    static func resetPeak() {
        #if os(Linux)
        // Give memory freed by earlier workloads back to the system first, or it would count
        // (glibc's malloc_trim, looked up at run time: not every C library has it).
        if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") {
            typealias MallocTrim = @convention(c) (Int) -> Int32
            _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
        }
        _ = try? writeFile(atPath: "/proc/self/clear_refs", "5")
        #endif
    }

    /// The peak resident size in bytes since the last reset (or since the process started).
    static func peak() -> Int? {
        #if os(Linux)
        if let status = try? readFile(atPath: "/proc/self/status") {
            for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
                let digits = line.filter(\.isNumber)
                if let kilobytes = Int(digits) { return kilobytes * 1024 }
            }
        }
        #endif
        var usage = rusage()
        #if os(Linux)
        let who = __rusage_who_t(RUSAGE_SELF.rawValue)
        #else
        let who = RUSAGE_SELF
        #endif
        guard getrusage(who, &usage) == 0 else { return nil }
        #if os(Linux)
        return Int(usage.ru_maxrss) * 1024
        #else
        return Int(usage.ru_maxrss)
        #endif
    }
}

/// CPU time used by the calling thread, in nanoseconds.
func threadCPUNanoseconds() -> Int64 {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
}

/// The calling thread's system CPU time (nanoseconds) and minor page faults so far, from
/// getrusage: what the kernel spent on the thread's behalf, mostly providing the pages that a
/// large replay touches for the first time (docs/benchmarks.md, scaling). Per thread on Linux;
/// per process elsewhere. The system time is the kernel's split of the CPU time, sampled at the
/// scheduler's tick: meaningful for replays of tens of milliseconds, not for short ones.
func threadKernelUsage() -> (systemNanoseconds: Int64, minorFaults: Int64) {
    var usage = rusage()
    #if os(Linux)
    let who = __rusage_who_t(1)  // RUSAGE_THREAD (glibc declares it only with _GNU_SOURCE)
    #else
    let who = RUSAGE_SELF
    #endif
    guard getrusage(who, &usage) == 0 else { return (0, 0) }
    let system = Int64(usage.ru_stime.tv_sec) * 1_000_000_000 + Int64(usage.ru_stime.tv_usec) * 1_000
    return (system, Int64(usage.ru_minflt))
}
