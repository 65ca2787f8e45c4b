import AutoLayoutModel

/// `layout render FILE --out DIR`: SVG pictures of a file on every device, and an index page.
enum RenderCommand {
    static let help = """
        usage: layout render FILE --out DIR [--device NAME|WxH]... [--set NAME]...

        Lays out the layout file FILE (`-` reads standard input) on every device of the catalog, in
        portrait and landscape (and with the keyboard showing when the file uses the keyboard), and
        writes one SVG picture per environment into DIR (made if missing), named like
        iphone-13-portrait.svg, plus index.html, which shows them side by side. Each view is a
        labelled box; scroll content beyond its viewport is drawn faded; views in a broken
        constraint are outlined in red, ambiguous views in dashed orange, and both are listed under
        the screen.

        options:
          --out DIR           the folder to write into (required)
          --device NAME|WxH   draw only this device (repeatable); see `layout show --help`
          --set NAME          make the condition `named NAME` hold (repeatable)

        exit status:
          0  the pictures were written (problems are drawn, not fatal: see `layout check`)
          2  bad arguments, or a file could not be read or written
          3  the file has errors (each printed with its line and column)

        """

    static func run(arguments: [String], output: inout CommandOutput) -> Int32 {
        if ArgumentReader.wantsHelp(arguments) {
            output.print(help)
            return ExitStatus.success
        }
        let reader: ArgumentReader
        let path: String
        let devices: [Device]
        let folder: String
        do throws(ArgumentReader.UsageError) {
            reader = try ArgumentReader(arguments, valueOptions: ["--out", "--device", "--set"], flags: [])
            path = try reader.onlyFile()
            guard let out = reader.value("--out"), !out.isEmpty else {
                throw ArgumentReader.UsageError(message: "give the folder to write into with --out DIR")
            }
            folder = out
            devices = try EnvironmentSelection.devices(named: reader.allValues("--device"))
        } catch {
            output.error("layout render: \(error.message)\n\n" + help)
            return ExitStatus.usage
        }
        let file: LayoutFile
        switch LayoutLoading.load(path, command: "render", output: &output) {
        case .success(let loaded): file = loaded
        case .failure(let exit): return exit.status
        }
        let environments = EnvironmentSelection.all(devices: devices, keyboard: file.usesKeyboard)
        let writer = PictureWriter(file: file, folder: folder, predicates: Set(reader.allValues("--set")))
        do {
            let written = try writer.write(environments)
            let title = file.title ?? file.fileName
            let page = IndexPage(
                title: title,
                sections: [PictureWriter.section(title: title, subtitle: "\(file.fileName): \(environments.count) environments", written: written)])
            try FileSystem.write(page.html, to: folder + "/index.html")
            let failing = written.filter { $0.broken + $0.ambiguous > 0 }
            output.print("Wrote \(written.count) pictures and index.html to \(FileSystem.absolute(folder))")
            if !failing.isEmpty {
                output.print("\(failing.count) of them show conflicts or ambiguous views (outlined in red or orange):")
                for entry in failing { output.print("  \(entry.fileName)") }
            }
            return ExitStatus.success
        } catch {
            output.error("layout render: \(error)")
            return ExitStatus.usage
        }
    }
}
