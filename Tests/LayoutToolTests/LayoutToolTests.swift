import AutoLayoutModel
import Testing

@testable import layout

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A fresh temporary folder.
private func temporaryFolder() -> String {
    var template = Array("/tmp/layout-tool-test-XXXXXX".utf8CString)
    let path = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    return path.map { String(cString: $0) } ?? "/tmp"
}

/// Writes `text` to a new file in a temporary folder and returns its path.
private func layoutFile(_ text: String, name: String = "test.layout") throws -> String {
    let path = temporaryFolder() + "/" + name
    try FileSystem.write(text, to: path)
    return path
}

private func run(_ command: (_ arguments: [String], _ output: inout CommandOutput) -> Int32, _ arguments: [String])
    -> (status: Int32, out: String, err: String)
{
    var output = CommandOutput()
    let status = command(arguments, &output)
    return (status, output.standardOutput, output.standardError)
}

private func fileExists(_ path: String) -> Bool { access(path, F_OK) == 0 }

/// The tool's commands, called in process: their output, files and exit statuses.
@Suite struct LayoutToolTests {
    static let commands: [(String, @Sendable (_ arguments: [String], _ output: inout CommandOutput) -> Int32)] = [
        ("show", ShowCommand.run), ("check", CheckCommand.run), ("render", RenderCommand.run), ("demo", DemoCommand.run),
        ("devices", DevicesCommand.run),
    ]

    @Test func everyCommandHasHelp() {
        for (name, command) in Self.commands {
            for flag in ["--help", "-h"] {
                let result = run(command, [flag])
                #expect(result.status == 0, "\(name) \(flag)")
                #expect(result.out.hasPrefix("usage: layout \(name)"), "\(name): \(result.out)")
                #expect(result.out.contains("exit status"), "\(name) documents its exit statuses")
                #expect(result.err.isEmpty)
            }
        }
    }

    @Test func badArgumentsAreUsageErrors() {
        let cases: [(String, [String], String)] = [
            ("show", [], "give a layout file"),
            ("show", ["a", "b"], "give one layout file, not 2"),
            ("show", ["a", "--frobnicate"], "unknown option '--frobnicate'"),
            ("show", ["a", "--device"], "the option '--device' needs a value"),
            ("show", ["a", "--landscape=yes"], "the option '--landscape' takes no value"),
            ("show", ["a", "--device", "Nokia 3310"], "unknown device 'Nokia 3310'"),
            ("show", ["a", "--device", "0x100"], "a screen size must be between 1 and 100000 points"),
            ("check", [], "give a layout file"),
            ("check", ["a", "--device", "Nokia"], "unknown device 'Nokia'"),
            ("render", ["a"], "give the folder to write into with --out DIR"),
            ("demo", ["extra"], "unexpected argument 'extra'"),
            ("devices", ["extra"], "unexpected argument 'extra'"),
        ]
        for (name, arguments, message) in cases {
            let command = Self.commands.first { $0.0 == name }!.1
            let result = run(command, arguments)
            #expect(result.status == ExitStatus.usage, "\(name) \(arguments)")
            #expect(result.err.contains(message), "\(name) \(arguments): \(result.err)")
            #expect(result.err.contains("usage: layout \(name)"), "the usage follows the message")
            #expect(result.out.isEmpty)
        }
    }

    @Test func missingFilesAndBadFiles() throws {
        let missing = run(ShowCommand.run, ["/nonexistent/file.layout"])
        #expect(missing.status == ExitStatus.usage)
        #expect(missing.err.contains("cannot open /nonexistent/file.layout"))

        let bad = try layoutFile("view a\na.left == b.left\na.width == 3 @0\n", name: "bad.layout")
        for (name, command) in Self.commands where name != "demo" && name != "devices" {
            let arguments = name == "render" ? [bad, "--out", temporaryFolder()] : [bad]
            let result = run(command, arguments)
            #expect(result.status == ExitStatus.invalidFile, "\(name)")
            #expect(result.err.contains("bad.layout:2:11: error: 'b' is not a declared view or guide"), "\(result.err)")
            #expect(result.err.contains("bad.layout:3:15: error: A priority must be greater than 0"))
            #expect(result.err.contains("2 errors in"))
        }
    }

    @Test func showPrintsFramesConflictsAndAmbiguity() throws {
        let path = try layoutFile(
            """
            layout "Card"
            view card
            view loose
            card.top == root.top
            card.height == 10
            card.left == root.left + 8
            card.right == root.right - 8
            card.width <= 500
            loose.size == 20x20
            loose.top == root.top
            """)
        let portrait = run(ShowCommand.run, [path, "--device", "390x844"])
        #expect(portrait.status == 0)
        #expect(portrait.out.hasPrefix("Card — 390×844, portrait, 390×844"))
        #expect(portrait.out.contains("card   root       8  0    374      10"))
        #expect(portrait.out.contains("No conflicts."))
        #expect(portrait.out.contains("loose: left"))
        // A size wider than tall is landscape: 844 − 16 > 500, so a constraint is broken.
        let landscape = run(ShowCommand.run, [path, "--device=844x390", "--constraints"])
        #expect(landscape.status == 0)
        #expect(landscape.out.contains("Card — 390×844, landscape, 844×390"))
        #expect(landscape.out.contains("Conflicts: the engine broke 1 required constraint"))
        #expect(landscape.out.contains("(line 8: card.width <= 500)"))
        #expect(landscape.out.contains("which conflicts with:"))
        #expect(landscape.out.contains("   8  broken  <card.width <= 500>"))
    }

    @Test func showTakesDevicesOrientationKeyboardAndPredicates() throws {
        let path = try layoutFile(
            """
            view bar
            bar.horizontalEdges == root.horizontalEdges
            bar.height == 10
            bar.bottom == root.keyboard.top
            bar.height == 30 when named tall @999
            """)
        let result = run(ShowCommand.run, [path, "--device", "iphone-se", "--landscape", "--keyboard", "--set", "tall"])
        #expect(result.status == 0)
        // 568×320 with a 193-point keyboard: the bar sits on it.
        #expect(result.out.contains("iPhone SE (1st generation), landscape, 568×320, keyboard 193"))
        #expect(result.out.contains("bar   root       0  117    568      10"))
    }

    @Test func checkPassesGoodFilesAndFailsBadOnes() throws {
        let good = try layoutFile(LayoutFile.gridExample.text)
        let passed = run(CheckCommand.run, [good])
        #expect(passed.status == ExitStatus.success)
        #expect(passed.out.contains("OK: \(good): no conflicts and no ambiguous views in 24 environments."))
        #expect(passed.out.contains("iPad Pro 12.9-inch          landscape    1366×1024       0          0  ok"))

        // Breather with its margin priorities swapped: 8-point margins required, the width cap
        // of 500 cannot hold on screens wider than 516 points.
        let swapped = LayoutFile.breatherExample.text.replacing("(margin@999,>=margin)", with: "(margin,>=margin@999)")
        let bad = try layoutFile(swapped)
        let failed = run(CheckCommand.run, [bad, "--quiet"])
        #expect(failed.status == ExitStatus.problems)
        #expect(failed.out.contains("iPad Pro 12.9-inch, landscape, 1366×1024:"))
        // The cap comes first in the file, so the margins, activated after it, are the ones broken.
        #expect(failed.out.contains("broke  <currentConditions.leading == contentView.leading + 8>  (line 61: H:|-(margin,>=margin@999)-"))
        #expect(failed.out.contains("<currentConditions.width <= 500>  (line 52: currentConditions.width <= 500)"))
        #expect(!failed.out.contains("iPhone SE (1st generation), portrait"))
        #expect(failed.out.hasSuffix("environments have conflicts or ambiguous views.\n"))
        let oneDevice = run(CheckCommand.run, [bad, "--device", "iPhone SE"])
        #expect(oneDevice.status == ExitStatus.problems)  // 568 points in landscape
        #expect(oneDevice.out.contains("2 environments on 1 device"))
        // Several files: each is checked, the worst status wins.
        let invalid = try layoutFile("view a\na.left == 3\n", name: "invalid.layout")
        let several = run(CheckCommand.run, [good, bad, invalid, "--quiet", "--device", "iPhone SE"])
        #expect(several.status == ExitStatus.invalidFile)
        #expect(several.out.contains("OK: \(good)") && several.out.contains("FAILED: \(bad)"))
        #expect(several.err.contains("invalid.layout:2:3: error: A position (left) cannot equal a number"))
    }

    @Test func renderWritesOnePicturePerEnvironmentAndAnIndex() throws {
        let path = try layoutFile(LayoutFile.loginExample.text)
        let folder = temporaryFolder() + "/out/nested"
        let result = run(RenderCommand.run, [path, "--out", folder, "--device", "iPhone 13", "--device", "ipad mini"])
        #expect(result.status == 0, "\(result.err)")
        // The login form uses the keyboard: 2 devices × 2 orientations × 2 keyboard states.
        #expect(result.out.hasPrefix("Wrote 8 pictures and index.html to \(folder)"))
        for name in [
            "iphone-13-portrait", "iphone-13-portrait-keyboard", "iphone-13-landscape", "iphone-13-landscape-keyboard",
            "ipad-mini-5th-generation-landscape-keyboard",
        ] {
            #expect(fileExists("\(folder)/\(name).svg"), "\(name).svg")
        }
        #expect(fileExists("\(folder)/index.html"))
    }

    @Test func renderReportsFoldersItCannotWrite() throws {
        let path = try layoutFile(LayoutFile.gridExample.text)
        let result = run(RenderCommand.run, [path, "--out", "/proc/forbidden/folder"])
        #expect(result.status == ExitStatus.usage)
        #expect(result.err.contains("cannot make the folder"))
    }

    @Test func demoWritesBothSamples() {
        let folder = temporaryFolder() + "/demo"
        let result = run(DemoCommand.run, ["--out", folder, "--device", "iPhone 13", "--device", "iPad Pro 12.9"])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("== Breather (Examples/breather.layout) =="))
        #expect(result.out.contains("== 12-column grid (Examples/grid.layout) =="))
        #expect(result.out.contains("iPad Pro 12.9-inch  landscape    1366×1024  0,24 1366×980"))
        #expect(result.out.contains("Wrote 8 SVG pictures to \(folder)"))
        #expect(result.out.contains("Samples.breather, the same layout written in Swift, gives the same frames in all 4 environments."))
        #expect(result.out.contains("Samples.gridSample, the same layout written in Swift, gives the same frames in all 4 environments."))
        #expect(fileExists("\(folder)/breather/iphone-13-landscape.svg"))
        #expect(fileExists("\(folder)/grid/ipad-pro-12-9-inch-portrait.svg"))
        #expect(fileExists("\(folder)/index.html"))
    }

    @Test func devicesListsTheCatalog() {
        let result = run(DevicesCommand.run, [])
        #expect(result.status == 0)
        for device in Device.catalog { #expect(result.out.contains(device.name)) }
    }

    @Test func slugsAndDeviceNames() throws {
        #expect(EnvironmentSelection.slug(Environment(device: .iPadPro12_9, orientation: .landscapeLeft).withKeyboardShowing())
            == "ipad-pro-12-9-inch-landscape-keyboard")
        let (device, landscape) = try EnvironmentSelection.device(named: "1024x768")
        #expect(device.portraitSize == Size(width: 768, height: 1024) && landscape && device.kind == .tablet)
        #expect(try EnvironmentSelection.device(named: "iPhone-15-Pro-Max").0 == .iPhone15ProMax)
    }
}
