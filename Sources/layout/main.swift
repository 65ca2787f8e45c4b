import ToolSupport
// `layout`: the package's command-line tool. This file only dispatches to the subcommands; each
// lives in its own file.

let usage = """
    usage: layout <command> [arguments]

    commands:
      demo          lay out the Breather screen and the 12-column grid on every device, print the
                    frames and write SVG pictures (start here)
      show FILE     lay out a layout file on one device; print frames, conflicts, ambiguous views
      check FILE    lay out a layout file on every device; exit 1 on conflicts or ambiguity (for CI)
      render FILE   draw a layout file on every device: SVG pictures and an index.html
      devices       list the device catalog
      replay FILE   replay a solver trace (docs/trace-format.md) and print its output;
                    FILE `-` reads standard input
      help          show this help

    Run `layout <command> --help` for a command's options. Layout files are described in
    docs/layout-file-format.md; examples are in Examples/.

    exit status: 0 success, 1 problems found (check) or trace errors (replay), 2 bad arguments or
    unreadable files, 3 a layout file with errors.

    """

/// Runs one of the commands that collect their output, prints it, and exits with its status.
func runCollecting(_ command: (_ arguments: [String], _ output: inout CommandOutput) -> Int32, _ arguments: [String]) -> Never {
    var output = CommandOutput()
    let status = command(arguments, &output)
    writeStandardOutput(output.standardOutput)
    writeStandardError(output.standardError)
    exitProcess(status)
}

let arguments = Array(CommandLine.arguments.dropFirst())
let rest = Array(arguments.dropFirst())
switch arguments.first {
case "replay":
    exitProcess(ReplayCommand.run(arguments: rest))
case "show":
    runCollecting(ShowCommand.run, rest)
case "check":
    runCollecting(CheckCommand.run, rest)
case "render":
    runCollecting(RenderCommand.run, rest)
case "demo":
    runCollecting(DemoCommand.run, rest)
case "devices":
    runCollecting(DevicesCommand.run, rest)
case "help", "--help", "-h":
    if let topic = rest.first, topic != "help" {
        // `layout help show` is `layout show --help`.
        switch topic {
        case "replay": exitProcess(ReplayCommand.run(arguments: ["--help"]))
        case "show": runCollecting(ShowCommand.run, ["--help"])
        case "check": runCollecting(CheckCommand.run, ["--help"])
        case "render": runCollecting(RenderCommand.run, ["--help"])
        case "demo": runCollecting(DemoCommand.run, ["--help"])
        case "devices": runCollecting(DevicesCommand.run, ["--help"])
        default:
            writeStandardError("layout: no help for unknown command '\(topic)'\n\n" + usage)
            exitProcess(2)
        }
    }
    writeStandardOutput(usage)
case nil:
    writeStandardError(usage)
    exitProcess(2)
case let command?:
    writeStandardError("layout: unknown command '\(command)'\n\n" + usage)
    exitProcess(2)
}
