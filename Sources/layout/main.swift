// `layout`: the package's command-line tool. This file only dispatches to the subcommands; each
// lives in its own file.

let usage = """
    usage: layout <command> [arguments]

    commands:
      replay FILE   replay a solver trace (docs/trace-format.md) and print its output;
                    FILE `-` reads standard input
      help          show this help

    Run `layout <command> --help` for a command's options.

    """

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "replay":
    exitProcess(ReplayCommand.run(arguments: Array(arguments.dropFirst())))
case "help", "--help", "-h":
    writeStandardOutput(usage)
case nil:
    writeStandardError(usage)
    exitProcess(2)
case let command?:
    writeStandardError("layout: unknown command '\(command)'\n\n" + usage)
    exitProcess(2)
}
