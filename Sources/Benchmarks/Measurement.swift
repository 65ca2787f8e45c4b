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
    /// The part of each timed replay's CPU time spent tearing it down (releasing the solver, the
    /// constraints and the variables), sorted: for a large layout, a quarter of the time and the
    /// part most sensitive to the memory hierarchy (docs/benchmarks.md).
    let teardownCPUNanoseconds: [Int64]
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
    /// The median CPU time of a teardown.
    var teardownCPUMedian: Int64 {
        teardownCPUNanoseconds.isEmpty ? 0 : teardownCPUNanoseconds[(teardownCPUNanoseconds.count - 1) / 2]
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
    var teardownStart: Int64 = 0
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
        teardownStart = threadCPUNanoseconds()
        replayer = nil
    }
    for _ in 0..<plan.warmups { replayOnce() }
    let clock = ContinuousClock()
    var times: [Int64] = []
    var cpuTimes: [Int64] = []
    var teardownTimes: [Int64] = []
    var spent = Duration.zero
    while times.count < plan.runs && (times.count < min(plan.minimumRuns, plan.runs) || spent < plan.budget) {
        let cpuStart = threadCPUNanoseconds()
        let elapsed = clock.measure { replayOnce() }
        let cpuEnd = threadCPUNanoseconds()
        cpuTimes.append(cpuEnd - cpuStart)
        teardownTimes.append(cpuEnd - teardownStart)
        spent += elapsed
        let (seconds, attoseconds) = elapsed.components
        times.append(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }
    // Keep the checksum observable so the optimiser cannot drop the value reads.
    if sink.isNaN { print("checksum: \(sink)") }
    return Measurement(name: name, operations: trace.wellFormedOperationCount, nanoseconds: times.sorted(),
                       cpuNanoseconds: cpuTimes.sorted(), teardownCPUNanoseconds: teardownTimes.sorted(),
                       peakResidentBytes: ResidentMemory.peak(), errors: errors)
}
