import AutoLayoutModel

/// `layout devices`: the device catalog.
enum DevicesCommand {
    static let help = """
        usage: layout devices

        Lists the device catalog that `check`, `render` and `demo` use, and that `--device` names:
        each device's portrait and landscape screen sizes, safe-area insets and keyboard heights, in
        points.

        exit status:
          0  always (2 for unknown arguments)

        """

    static func run(arguments: [String], output: inout CommandOutput) -> Int32 {
        if ArgumentReader.wantsHelp(arguments) {
            output.print(help)
            return ExitStatus.success
        }
        guard arguments.isEmpty else {
            output.error("layout devices: unexpected argument '\(arguments[0])'\n\n" + help)
            return ExitStatus.usage
        }
        func insets(_ insets: EdgeInsets) -> String {
            "\(format(insets.top)) \(format(insets.left)) \(format(insets.bottom)) \(format(insets.right))"
        }
        let rows = Device.catalog.map { device in
            [
                device.name, device.kind.rawValue, format(device.portraitSize),
                insets(device.portraitSafeAreaInsets), insets(device.landscapeSafeAreaInsets),
                format(device.portraitKeyboardHeight), format(device.landscapeKeyboardHeight),
            ]
        }
        output.print(
            table(
                ["device", "kind", "portrait", "safe area (t l b r)", "landscape safe area", "keyboard", "landscape keyboard"], rows,
                numericColumns: [5, 6]))
        return ExitStatus.success
    }
}
