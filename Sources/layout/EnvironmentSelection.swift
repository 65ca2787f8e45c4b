import AutoLayoutModel

/// The environments a command lays a file out in, from `--device`, `--landscape` and `--keyboard`.
enum EnvironmentSelection {
    /// The device `--device` names: a catalog name (`"iPhone 13"`, `iphone-se`) or a size `WxH`.
    ///
    /// - Returns: The device, and whether a size was given wider than tall (landscape).
    static func device(named name: String) throws(ArgumentReader.UsageError) -> (Device, landscape: Bool) {
        if let device = Device.named(name) { return (device, false) }
        let parts = name.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        if parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]) {
            guard width.isFinite, height.isFinite, width >= 1, height >= 1, width <= 100_000, height <= 100_000 else {
                throw ArgumentReader.UsageError(message: "a screen size must be between 1 and 100000 points a side, not \(name)")
            }
            return (Device.custom(width: width, height: height), width > height)
        }
        let names = Device.catalog.map { "  \($0.name)" }.joined(separator: "\n")
        throw ArgumentReader.UsageError(
            message: "unknown device '\(name)': give a catalog name (`layout devices` lists them) or a size such as 390x844\n"
                + "catalog:\n" + names)
    }

    /// The devices the `--device` options of `check`, `render` and `demo` name, or the whole catalog
    /// when none is named (a size's shape does not matter here: ``all(devices:keyboard:)`` visits
    /// both orientations).
    static func devices(named names: [String]) throws(ArgumentReader.UsageError) -> [Device] {
        var devices: [Device] = []
        for name in names { devices.append(try device(named: name).0) }
        return devices.isEmpty ? Device.catalog : devices
    }

    /// The one environment `show` uses.
    static func single(device name: String?, landscape: Bool, keyboard: Bool) throws(ArgumentReader.UsageError) -> Environment {
        var device = Device.iPhone13
        var sizeIsLandscape = false
        if let name { (device, sizeIsLandscape) = try self.device(named: name) }
        var environment = Environment(device: device, orientation: landscape || sizeIsLandscape ? .landscapeLeft : .portraitUp)
        if keyboard { environment.showKeyboard() }
        return environment
    }

    /// Every environment `check`, `render` and `demo` visit: each device in portrait and landscape,
    /// and with the keyboard showing too when the file depends on it.
    static func all(devices: [Device], keyboard: Bool) -> [Environment] {
        var result: [Environment] = []
        for device in devices {
            for orientation in [DeviceOrientation.portraitUp, .landscapeLeft] {
                let environment = Environment(device: device, orientation: orientation)
                result.append(environment)
                if keyboard { result.append(environment.withKeyboardShowing()) }
            }
        }
        return result
    }

    /// A file name for an environment: `iphone-13-portrait`, `ipad-pro-12-9-inch-landscape-keyboard`.
    static func slug(_ environment: Environment) -> String {
        var slug = ""
        var lastWasDash = true
        for character in environment.device.name.lowercased() {
            if character.isASCII && (character.isLetter || character.isNumber) {
                slug.append(character)
                lastWasDash = false
            } else if !lastWasDash {
                slug.append("-")
                lastWasDash = true
            }
        }
        if slug.hasSuffix("-") { slug.removeLast() }
        slug += environment.isPortrait ? "-portrait" : "-landscape"
        if environment.keyboard.isShowing { slug += "-keyboard" }
        return slug
    }

    /// `portrait` or `landscape`, with `+ keyboard` when it shows.
    static func orientationLabel(_ environment: Environment) -> String {
        (environment.isPortrait ? "portrait" : "landscape") + (environment.keyboard.isShowing ? " + keyboard" : "")
    }
}
