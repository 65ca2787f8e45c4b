import AutoLayoutModel

/// `layout check FILE`: lays a file out on every catalog device and fails on problems.
enum CheckCommand {
    static let help = """
        usage: layout check FILE... [--device NAME|WxH]... [--set NAME]... [--quiet]

        Reads each layout file FILE (`-` reads standard input) and lays it out on every device of the
        catalog in portrait and in landscape, and with the keyboard showing too when the file uses
        the keyboard (a `keyboard` or `noKeyboard` condition, or a keyboard guide). Prints one line
        per environment, then every problem: required constraints the engine had to break to resolve
        a conflict (with the lines that wrote them), and views the constraints leave ambiguous.
        For continuous integration: the exit status says whether the layout holds everywhere.

        options:
          --device NAME|WxH   check only this device (repeatable); see `layout show --help`
          --set NAME          make the condition `named NAME` hold (repeatable)
          --quiet             print only the problems and the verdict

        exit status:
          0  no conflicts and no ambiguous views on any device, in every file
          1  some device needed a constraint broken, or left a view ambiguous
          2  bad arguments, or a file could not be read
          3  a file has errors (each printed with its line and column); the other files are
             still checked

        """

    static func run(arguments: [String], output: inout CommandOutput) -> Int32 {
        if ArgumentReader.wantsHelp(arguments) {
            output.print(help)
            return ExitStatus.success
        }
        let reader: ArgumentReader
        let devices: [Device]
        do throws(ArgumentReader.UsageError) {
            reader = try ArgumentReader(arguments, valueOptions: ["--device", "--set"], flags: ["--quiet"])
            guard !reader.positional.isEmpty else { throw ArgumentReader.UsageError(message: "give a layout file") }
            devices = try EnvironmentSelection.devices(named: reader.allValues("--device"))
        } catch {
            output.error("layout check: \(error.message)\n\n" + help)
            return ExitStatus.usage
        }
        var status = ExitStatus.success
        for (index, path) in reader.positional.enumerated() {
            if index > 0 { output.print() }
            let fileStatus = check(
                path, devices: devices, predicates: Set(reader.allValues("--set")), quiet: reader.has("--quiet"), output: &output)
            // The worst status wins: an unreadable or invalid file over problems over success.
            if fileStatus != ExitStatus.success, status == ExitStatus.success || fileStatus > status { status = fileStatus }
        }
        return status
    }

    /// Checks one file; returns its exit status.
    private static func check(
        _ path: String, devices: [Device], predicates: Set<String>, quiet: Bool, output: inout CommandOutput
    ) -> Int32 {
        let file: LayoutFile
        switch LayoutLoading.load(path, command: "check", output: &output) {
        case .success(let loaded): file = loaded
        case .failure(let exit): return exit.status
        }
        let environments = EnvironmentSelection.all(devices: devices, keyboard: file.usesKeyboard)
        var rows: [[String]] = []
        var details: [String] = []
        var failing = 0
        for environment in environments {
            let scene = file.makeScene(in: environment, predicates: predicates)
            let (broken, ambiguous) = SceneReport.hasProblems(scene)
            rows.append([
                environment.device.name, EnvironmentSelection.orientationLabel(environment), format(environment.screenSize),
                "\(broken)", "\(ambiguous)", broken + ambiguous == 0 ? "ok" : "PROBLEM",
            ])
            if broken + ambiguous > 0 {
                failing += 1
                details.append("\(scene.environmentSummary):\n" + indent(SceneReport.problems(of: scene)))
            }
        }
        let name = file.title.map { "\($0) (\(file.fileName))" } ?? file.fileName
        if !quiet {
            output.print("\(name): \(environments.count) environments on \(devices.count) device\(devices.count == 1 ? "" : "s")")
            output.print()
            output.print(table(["device", "orientation", "screen", "broken", "ambiguous", ""], rows, numericColumns: [3, 4]))
            output.print()
        }
        for detail in details {
            output.print(detail)
            output.print()
        }
        if failing == 0 {
            output.print("OK: \(file.fileName): no conflicts and no ambiguous views in \(environments.count) environments.")
            return ExitStatus.success
        }
        output.print("FAILED: \(file.fileName): \(failing) of \(environments.count) environments have conflicts or ambiguous views.")
        return ExitStatus.problems
    }

    static func indent(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
    }
}
