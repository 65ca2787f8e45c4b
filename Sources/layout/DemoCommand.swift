import AutoLayoutModel

/// `layout demo`: the package's two showcase layouts on the device catalog.
enum DemoCommand {
    static let help = """
        usage: layout demo [--out DIR] [--device NAME|WxH]...

        Lays out the two layouts shipped with the package on every device of the catalog, in
        portrait and landscape: the Breather weather screen (Examples/breather.layout: a scroll view
        whose content spreads out on tall screens and scrolls on short ones, with margins that give
        way to a width cap in landscape) and the 12-column grid sample (Examples/grid.layout: boxes
        on live grid lines of the screen and of a subview). Prints a table per layout and the frames
        on an iPhone 13, and writes an SVG picture per device and orientation, with an index.html
        that shows them side by side, into DIR.

        options:
          --out DIR           the folder for the pictures (made if missing); default: layout-demo
          --device NAME|WxH   use only this device (repeatable); see `layout show --help`

        exit status:
          0  the demo ran and wrote its pictures
          2  bad arguments, or the pictures could not be written

        """

    /// What the demo shows of each layout: the example, the views its table follows, and the same
    /// layout built in Swift by the responsive module's samples (its views, named as in the file).
    private static let showcases: [(example: LayoutFile.Example, highlights: [String], swift: String, build: @Sendable (Environment) -> [View])] = [
        (LayoutFile.breatherExample, ["contentView", "currentConditions"], "Samples.breather", { Samples.breather(environment: $0).views }),
        (LayoutFile.gridExample, ["box", "detail"], "Samples.gridSample", { Samples.gridSample(environment: $0).views }),
    ]

    /// The environments where the Swift-built views' frames differ from the file's.
    private static func mismatches(_ written: [PictureWriter.Written], build: (Environment) -> [View]) -> [String] {
        written.compactMap { entry in
            let views = build(entry.scene.environment)
            let differing = views.filter { view in
                guard let name = view.name, let mine = entry.scene.view(named: name) else { return false }
                return !mine.frame.isApproximatelyEqual(to: view.frame, tolerance: 1e-6)
            }
            return differing.isEmpty ? nil : "\(entry.scene.environmentSummary): \(differing.compactMap(\.name).joined(separator: ", "))"
        }
    }

    static func run(arguments: [String], output: inout CommandOutput) -> Int32 {
        if ArgumentReader.wantsHelp(arguments) {
            output.print(help)
            return ExitStatus.success
        }
        let reader: ArgumentReader
        let devices: [Device]
        do throws(ArgumentReader.UsageError) {
            reader = try ArgumentReader(arguments, valueOptions: ["--out", "--device"], flags: [])
            if let extra = reader.positional.first { throw ArgumentReader.UsageError(message: "unexpected argument '\(extra)'") }
            devices = try EnvironmentSelection.devices(named: reader.allValues("--device"))
        } catch {
            output.error("layout demo: \(error.message)\n\n" + help)
            return ExitStatus.usage
        }
        let folder = reader.value("--out") ?? "layout-demo"
        var sections: [IndexPage.Section] = []
        var pictureCount = 0
        for (example, highlights, swiftName, build) in showcases {
            let file: LayoutFile
            do {
                file = try LayoutFile(parsing: example.text, fileName: "Examples/\(example.name).layout")
            } catch {
                output.error("layout demo: the shipped example \(example.name) does not read:\n\(error)")
                return ExitStatus.invalidFile
            }
            let title = file.title ?? example.name
            let environments = EnvironmentSelection.all(devices: devices, keyboard: false)
            let written: [PictureWriter.Written]
            do {
                written = try PictureWriter(file: file, folder: folder + "/" + example.name, predicates: []).write(environments)
            } catch {
                output.error("layout demo: \(error)")
                return ExitStatus.usage
            }
            pictureCount += written.count
            sections.append(
                PictureWriter.section(
                    title: title, subtitle: "\(file.fileName) on \(devices.count) devices", written: written,
                    prefix: example.name + "/"))

            output.print("== \(title) (\(file.fileName)) ==")
            output.print()
            var rows: [[String]] = []
            for entry in written {
                let environment = entry.scene.environment
                var row = [environment.device.name, EnvironmentSelection.orientationLabel(environment), format(environment.screenSize)]
                for name in highlights {
                    if let view = entry.scene.view(named: name) {
                        let frame = entry.scene.frameInWindow(of: view)
                        row.append("\(format(frame.minX)),\(format(frame.minY)) \(format(frame.size))")
                    } else {
                        row.append("-")
                    }
                }
                let scrolls = entry.scene.views.contains { ($0.view as? ScrollView)?.isScrollable ?? false }
                row.append(scrolls ? "yes" : "no")
                row.append(entry.broken + entry.ambiguous == 0 ? "ok" : "\(entry.broken) broken, \(entry.ambiguous) ambiguous")
                rows.append(row)
            }
            output.print(
                table(["device", "orientation", "screen"] + highlights.map { "\($0) (x,y w×h)" } + ["scrolls", "layout"], rows))
            output.print()
            let differing = mismatches(written, build: build)
            if differing.isEmpty {
                output.print("\(swiftName), the same layout written in Swift, gives the same frames in all \(written.count) environments.")
            } else {
                output.print("\(swiftName), the same layout written in Swift, gives other frames in \(differing.count) environments:")
                for line in differing { output.print("  \(line)") }
            }
            output.print()
            // The whole frame table on one phone, both ways.
            let phone = devices.contains(Device.iPhone13) ? Device.iPhone13 : devices[0]
            for orientation in [DeviceOrientation.portraitUp, .landscapeLeft] {
                let scene = file.makeScene(in: Environment(device: phone, orientation: orientation))
                output.print("\(title) — \(scene.environmentSummary):")
                output.print(SceneReport.frames(of: scene))
                output.print()
            }
        }
        let page = IndexPage(title: "layout demo: the Breather screen and the 12-column grid", sections: sections)
        do {
            try FileSystem.write(page.html, to: folder + "/index.html")
        } catch {
            output.error("layout demo: \(error)")
            return ExitStatus.usage
        }
        output.print("Wrote \(pictureCount) SVG pictures to \(FileSystem.absolute(folder)); open \(FileSystem.absolute(folder))/index.html")
        return ExitStatus.success
    }
}
