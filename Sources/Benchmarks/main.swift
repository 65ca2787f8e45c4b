// `Benchmarks`: times named workloads and trace files, replaying each as a trace (parsing excluded).
// Run it in release: `swift run -c release Benchmarks`.
import Simplex
import ToolSupport

let help = """
    usage: Benchmarks [options]

    Times the named workloads (deterministic layouts built in Swift, each replayed as a trace) and
    any trace files given, and prints for each the median, min and max time of the timed runs
    (after a warm-up), the time per operation and the peak resident memory. Parsing a trace is not
    timed; creating its variables and constraints is, as in a real program.

    options:
      --filter TEXT        only workloads whose name contains TEXT (repeatable: any of them);
                           =NAME selects the workload named exactly NAME (independent_10000
                           alone also matches independent_100000)
      --trace PATH         also time the replay of a trace file, or of every .trace file in a
                           folder (repeatable); with --trace and no --filter, no named workloads run
      --runs N             timed runs per workload (default 10; fewer once 3 runs took 3 s;
                           0 with --warmup 0 only builds or parses, to subtract in instruction counts)
      --warmup N           untimed runs before them (default 1)
      --quick              every workload once, no warm-up (for CI: checks they run, times nothing)
      --json               one JSON object per line and workload: name, ops, runs, min_ns,
                           median_ns, max_ns, ns_per_op, cpu_median_ns (the thread's CPU time,
                           steadier on a busy machine), teardown_median_ns (the wall-clock time
                           spent releasing the replay), sys_median_ns (the kernel's part of the
                           CPU time, mostly page faults), minor_faults_median, peak_rss_bytes,
                           errors
      --list               list the named workloads and exit
      --write-traces DIR   write each selected workload as DIR/NAME.trace and exit
      --help               show this help

    exit status: 0, or 1 when a named workload printed an `error` line (they never should), or 2
    on bad usage or an unreadable trace.

    """

let options = Options.parse(Array(CommandLine.arguments.dropFirst()), help: help)
let filters = options.filters, tracePaths = options.tracePaths, plan = options.plan

let selected = Workload.all.filter { workload in
    if filters.isEmpty { return tracePaths.isEmpty }
    return filters.contains { $0.hasPrefix("=") ? workload.name == $0.dropFirst() : workload.name.contains($0) }
}

if options.list {
    for workload in Workload.all { writeStandardOutput("\(workload.name)  \(workload.summary)\n") }
    exitProcess(0)
}

if let writeFolder = options.writeFolder {
    for workload in selected {
        let path = writeFolder + "/" + workload.name + ".trace"
        do {
            try writeFile(atPath: path, "# \(workload.name): \(workload.summary)\n" + workload.make().text)
        } catch {
            writeStandardError("Benchmarks: \(error)\n")
            exitProcess(2)
        }
        writeStandardOutput("wrote \(path)\n")
    }
    exitProcess(0)
}

#if DEBUG
writeStandardError("warning: debug build: assertions and the solver's internal checks are compiled in, times mean little (use -c release)\n")
#endif

let report = Report(json: options.json)
report.header()
var failed = false
for workload in selected {
    // Replayed from a parsed copy of the built trace, exactly as its trace file would be: the
    // builder's variables, freed once the trace is written, leave holes all through the trace's
    // memory (400,000 of them at 100,000 views) that the replay would fill, scattering the
    // solver's objects; a trace read from a file, or this copy, replays on a compact heap.
    let trace = Trace(parsing: workload.make().text)
    let measurement = measure(workload.name, trace, plan: plan)
    report.line(measurement)
    if measurement.errors > 0 {
        writeStandardError("Benchmarks: \(workload.name) printed \(measurement.errors) error lines\n")
        failed = true
    }
}

for path in tracePaths {
    var files = [path]
    if let entries = folderEntries(atPath: path) {
        files = entries.filter { $0.hasSuffix(".trace") }.map { path + "/" + $0 }
    }
    for file in files {
        let text: String
        do {
            text = try readFile(atPath: file)
        } catch {
            writeStandardError("Benchmarks: \(error)\n")
            exitProcess(2)
        }
        let name = String(file.split(separator: "/").last ?? Substring(file))
        report.line(measure(name, Trace(parsing: text), plan: plan))
    }
}
exitProcess(failed ? 1 : 0)
