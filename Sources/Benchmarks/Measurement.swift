import Simplex

/// The timing of one workload or trace: repeated replays after a warm-up.
struct Measurement {
    let name: String
    /// Well-formed operations in the trace.
    let operations: Int
    /// Wall-clock nanoseconds of each timed replay, sorted.
    let nanoseconds: [Int64]
    /// CPU nanoseconds of the thread in each timed replay, sorted: on a busy machine, where other
    /// processes take the CPU away mid-run, these vary less than the wall-clock times.
    let cpuNanoseconds: [Int64]
    /// Wall-clock nanoseconds of each timed replay's teardown (releasing the solver, the
    /// constraints and the variables), sorted: for a large layout, a quarter of the time and the
    /// part most sensitive to the memory hierarchy (docs/benchmarks.md). Wall-clock, not CPU
    /// time: the thread's CPU clock is a system call (0.8 µs on these VMs, against 21 ns for the
    /// monotonic clock), and reading it mid-replay added 2% to a small trace's time.
    let teardownNanoseconds: [Int64]
    /// System CPU nanoseconds of the thread in each timed replay (part of ``cpuNanoseconds``),
    /// sorted: the kernel's page-fault path, for a replay that touches memory new to the process.
    let systemNanoseconds: [Int64]
    /// Minor page faults in each timed replay, sorted.
    let minorFaults: [Int64]
    /// The process's peak resident memory while this one ran (bytes), if the system tells.
    let peakResidentBytes: Int?
    /// `error` lines the replay printed (a named workload should have none).
    let errors: Int

    var min: Int64 { nanoseconds.first ?? 0 }
    var max: Int64 { nanoseconds.last ?? 0 }
    /// The median (the lower middle one for an even count).
    var median: Int64 { nanoseconds.isEmpty ? 0 : nanoseconds[(nanoseconds.count - 1) / 2] }
    /// The median CPU time.
    var cpuMedian: Int64 { cpuNanoseconds.isEmpty ? 0 : cpuNanoseconds[(cpuNanoseconds.count - 1) / 2] }
    /// The median system CPU time.
    var systemMedian: Int64 { systemNanoseconds.isEmpty ? 0 : systemNanoseconds[(systemNanoseconds.count - 1) / 2] }
    /// The median count of minor page faults.
    var minorFaultsMedian: Int64 { minorFaults.isEmpty ? 0 : minorFaults[(minorFaults.count - 1) / 2] }
    /// The median wall-clock time of a teardown.
    var teardownMedian: Int64 {
        teardownNanoseconds.isEmpty ? 0 : teardownNanoseconds[(teardownNanoseconds.count - 1) / 2]
    }
    var nanosecondsPerOperation: Double { operations == 0 ? 0 : Double(median) / Double(operations) }
}

/// How many times to replay.
struct MeasurementPlan {
    var warmups = 1
    var runs = 10
    /// Stop after `minimumRuns` once the timed runs have taken this long.
    var budget: Duration = .seconds(3)
    var minimumRuns = 3
}

/// Replays `trace` `plan` times: parsing is not timed (the trace is already parsed); creating the
/// variables and constraints and every solver call are, as in a real program.
func measure(_ name: String, _ trace: Trace, plan: MeasurementPlan) -> Measurement {
    ResidentMemory.resetPeak()
    var errors = 0
    var sink = 0.0
    let clock = ContinuousClock()
    var teardownStart = clock.now
    @inline(never)  // (a symbol of its own: callgrind counts a replay with --toggle-collect on it)
    func replayOnce() {
        var replayer: TraceReplayer? = TraceReplayer(trace)
        var checksum = 0.0
        var failures = 0
        replayer!.replay { event in
            switch event {
            case .value(_, let value): checksum += value
            case .error: failures += 1
            }
        }
        sink += checksum
        errors = failures
        teardownStart = clock.now
        replayer = nil
    }
    for _ in 0..<plan.warmups { replayOnce() }
    var times: [Int64] = []
    var cpuTimes: [Int64] = []
    var teardownTimes: [Int64] = []
    var systemTimes: [Int64] = []
    var faults: [Int64] = []
    var spent = Duration.zero
    while times.count < plan.runs && (times.count < min(plan.minimumRuns, plan.runs) || spent < plan.budget) {
        // (The kernel's usage is read outside the clocks: each read is a system call.)
        let kernelStart = threadKernelUsage()
        let cpuStart = threadCPUNanoseconds()
        let start = clock.now
        replayOnce()
        let end = clock.now
        let cpuEnd = threadCPUNanoseconds()
        let kernelEnd = threadKernelUsage()
        cpuTimes.append(cpuEnd - cpuStart)
        systemTimes.append(kernelEnd.systemNanoseconds - kernelStart.systemNanoseconds)
        faults.append(kernelEnd.minorFaults - kernelStart.minorFaults)
        teardownTimes.append(nanoseconds(end - teardownStart))
        let elapsed = end - start
        spent += elapsed
        times.append(nanoseconds(elapsed))
    }
    // Keep the checksum observable so the optimiser cannot drop the value reads.
    if sink.isNaN { print("checksum: \(sink)") }
    return Measurement(name: name, operations: trace.wellFormedOperationCount, nanoseconds: times.sorted(),
                       cpuNanoseconds: cpuTimes.sorted(), teardownNanoseconds: teardownTimes.sorted(),
                       systemNanoseconds: systemTimes.sorted(), minorFaults: faults.sorted(),
                       peakResidentBytes: ResidentMemory.peak(), errors: errors)
}

/// `duration` in whole nanoseconds.
private func nanoseconds(_ duration: Duration) -> Int64 {
    let (seconds, attoseconds) = duration.components
    return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
}
