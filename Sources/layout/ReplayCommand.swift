import Simplex
import ToolSupport

/// `layout replay FILE`: replays a trace and prints what it asks for.
enum ReplayCommand {
    static let help = """
        usage: layout replay [--quiet] FILE
               layout replay [--quiet] -        (read the trace from standard input)

        Replays a solver trace (trace format v1, docs/trace-format.md) on this package's solver
        and prints its output: `NAME VALUE` for each value a `print` line asks for (shortest exact
        spelling, so at least 10 significant digits when the value needs them), and one line
        `error ID KIND` for each operation the solver refuses or line that does not parse
        (`error LINE syntax`); the replay always goes on to the end of the trace.

        options:
          --quiet   print only the `error` lines

        exit status:
          0  the trace replayed without an `error` line
          1  the trace replayed, and printed at least one `error` line
          2  bad usage, or the file could not be read

        """

    /// Runs the command; returns the exit status.
    static func run(arguments: [String]) -> Int32 {
        var quiet = false
        var path: String?
        for argument in arguments {
            switch argument {
            case "--help", "-h":
                writeStandardOutput(help)
                return 0
            case "--quiet", "-q":
                quiet = true
            case "-":
                path = "-"
            case let option where option.hasPrefix("-"):
                writeStandardError("layout replay: unknown option '\(option)'\n\n" + help)
                return 2
            default:
                guard path == nil else {
                    writeStandardError("layout replay: one trace at a time\n\n" + help)
                    return 2
                }
                path = argument
            }
        }
        guard let path else {
            writeStandardError(help)
            return 2
        }
        let text: String
        do {
            text = path == "-" ? try readStandardInput() : try readFile(atPath: path)
        } catch {
            writeStandardError("layout replay: \(error)\n")
            return 2
        }

        var replayer = TraceReplayer(Trace(parsing: text))
        let names = replayer.trace.variableNames
        var output = ""
        var sawError = false
        replayer.replay { event in
            if case .error(let failure) = event {
                sawError = true
                if let message = failure.message { writeStandardError("layout replay: \(message)\n") }
            } else if quiet {
                return
            }
            TraceReplayer.write(event, names: names, to: &output)
            // Stream long outputs instead of holding them all.
            if output.utf8.count >= 1 << 16 {
                writeStandardOutput(output)
                output.removeAll(keepingCapacity: true)
            }
        }
        writeStandardOutput(output)
        return sawError ? 1 : 0
    }
}
