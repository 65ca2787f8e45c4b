/// Reads a command's arguments: options (`--name VALUE`, `--name=VALUE`, flags) and positional
/// arguments, reporting the first problem as a usage error.
struct ArgumentReader {
    /// A bad argument, with a message for the user.
    struct UsageError: Error {
        var message: String
    }

    /// The options with a value and the flags a command knows.
    let valueOptions: Set<String>
    let flags: Set<String>

    /// The options given, in order (a repeated option appears more than once).
    private(set) var values: [(name: String, value: String)] = []
    private(set) var setFlags: Set<String> = []
    private(set) var positional: [String] = []

    /// Reads `arguments`.
    ///
    /// - Throws: ``UsageError`` for an unknown option, a missing value, or a flag given a value.
    init(_ arguments: [String], valueOptions: Set<String>, flags: Set<String>) throws(UsageError) {
        self.valueOptions = valueOptions
        self.flags = flags
        var index = 0
        var onlyPositional = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositional || !argument.hasPrefix("-") || argument == "-" {
                positional.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositional = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if flags.contains(name) {
                guard inlineValue == nil else { throw UsageError(message: "the option '\(name)' takes no value") }
                setFlags.insert(name)
            } else if valueOptions.contains(name) {
                if let inlineValue {
                    values.append((name, inlineValue))
                } else {
                    guard index < arguments.count else { throw UsageError(message: "the option '\(name)' needs a value") }
                    values.append((name, arguments[index]))
                    index += 1
                }
            } else {
                let known = (valueOptions.union(flags)).sorted().joined(separator: ", ")
                throw UsageError(message: "unknown option '\(name)'" + (known.isEmpty ? "" : " (options: \(known))"))
            }
        }
    }

    /// Whether the flag was given.
    func has(_ flag: String) -> Bool { setFlags.contains(flag) }

    /// The last value given for `option`.
    func value(_ option: String) -> String? { values.last { $0.name == option }?.value }

    /// Every value given for `option`, in order.
    func allValues(_ option: String) -> [String] { values.filter { $0.name == option }.map(\.value) }

    /// The one positional argument, the layout file of `show` and `render`.
    ///
    /// - Throws: ``UsageError`` when there is no positional argument or more than one.
    func onlyFile() throws(UsageError) -> String {
        guard positional.count == 1 else {
            throw UsageError(message: positional.isEmpty ? "give a layout file" : "give one layout file, not \(positional.count)")
        }
        return positional[0]
    }

    /// Whether `--help` or `-h` was asked for (checked before anything else can fail).
    static func wantsHelp(_ arguments: [String]) -> Bool {
        for argument in arguments {
            if argument == "--" { return false }
            if argument == "--help" || argument == "-h" { return true }
        }
        return false
    }
}
