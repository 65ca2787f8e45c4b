import ToolSupport
/// The command line of `Benchmarks`.
struct Options {
    var filters: [String] = []
    var tracePaths: [String] = []
    var plan = MeasurementPlan()
    var json = false
    var list = false
    var writeFolder: String?

    /// Parses the arguments; prints `help` and exits for `--help`, exits with status 2 on bad usage.
    static func parse(_ arguments: [String], help: String) -> Options {
        var options = Options()
        var arguments = arguments[...]
        func value(for option: String) -> String {
            guard let value = arguments.popFirst() else {
                writeStandardError("Benchmarks: \(option) needs a value\n")
                exitProcess(2)
            }
            return value
        }
        func count(for option: String) -> Int {
            let text = value(for: option)
            guard let n = Int(text), n >= 0 else {
                writeStandardError("Benchmarks: \(option) needs a whole number, not '\(text)'\n")
                exitProcess(2)
            }
            return n
        }
        while let argument = arguments.popFirst() {
            switch argument {
            case "--filter": options.filters.append(value(for: argument))
            case "--trace": options.tracePaths.append(value(for: argument))
            case "--runs": options.plan.runs = count(for: argument)
            case "--warmup": options.plan.warmups = count(for: argument)
            case "--quick": options.plan = MeasurementPlan(warmups: 0, runs: 1, budget: .zero, minimumRuns: 1)
            case "--json": options.json = true
            case "--list": options.list = true
            case "--write-traces": options.writeFolder = value(for: argument)
            case "--help", "-h":
                writeStandardOutput(help)
                exitProcess(0)
            default:
                writeStandardError("Benchmarks: unknown argument '\(argument)'\n\n" + help)
                exitProcess(2)
            }
        }
        return options
    }
}
