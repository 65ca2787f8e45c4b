import AutoLayoutModel

/// `layout show FILE`: lays a file out on one device and prints the frames and problems.
enum ShowCommand {
    static let help = """
        usage: layout show FILE [--device NAME|WxH] [--landscape] [--keyboard] [--set NAME]... [--constraints]

        Lays out the layout file FILE (docs/layout-file-format.md; `-` reads standard input) on one
        device and prints a table of the views' frames (in their superviews' coordinates, as UIKit's
        `frame`), the required constraints the engine had to break to resolve conflicts (with the
        lines that wrote them and the constraints they conflicted with), and the views whose frames
        the constraints leave ambiguous.

        options:
          --device NAME|WxH   a catalog device (`layout devices` lists them; case, spaces and
                              punctuation do not matter: iphone-se, "iPad Pro 12.9") or a screen
                              size in points such as 390x844 (wider than tall means landscape);
                              default: iPhone 13
          --landscape         turn the device to landscape (left)
          --keyboard          show the device's keyboard
          --set NAME          make the condition `named NAME` hold (repeatable)
          --constraints       also list every constraint of the file with its line and state

        exit status:
          0  the file was laid out (even with conflicts or ambiguity: use `layout check` to fail on them)
          2  bad arguments, or the file could not be read
          3  the file has errors (each printed with its line and column)

        """

    static func run(arguments: [String], output: inout CommandOutput) -> Int32 {
        if ArgumentReader.wantsHelp(arguments) {
            output.print(help)
            return ExitStatus.success
        }
        let reader: ArgumentReader
        let path: String
        let environment: Environment
        do throws(ArgumentReader.UsageError) {
            reader = try ArgumentReader(
                arguments, valueOptions: ["--device", "--set"], flags: ["--landscape", "--keyboard", "--constraints"])
            path = try reader.onlyFile()
            environment = try EnvironmentSelection.single(
                device: reader.value("--device"), landscape: reader.has("--landscape"), keyboard: reader.has("--keyboard"))
        } catch {
            output.error("layout show: \(error.message)\n\n" + help)
            return ExitStatus.usage
        }
        let file: LayoutFile
        switch LayoutLoading.load(path, command: "show", output: &output) {
        case .success(let loaded): file = loaded
        case .failure(let exit): return exit.status
        }
        let scene = file.makeScene(in: environment, predicates: Set(reader.allValues("--set")))
        output.print("\(file.title ?? file.fileName) — \(scene.environmentSummary)")
        output.print()
        output.print(SceneReport.frames(of: scene))
        output.print()
        output.print(SceneReport.problems(of: scene))
        if reader.has("--constraints") {
            output.print()
            output.print(SceneReport.constraints(of: scene))
        }
        return ExitStatus.success
    }
}
