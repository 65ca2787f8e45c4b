/// What a command prints, collected so that `main.swift` writes it and tests can read it.
struct CommandOutput {
    /// Text for standard output.
    var standardOutput = ""
    /// Text for standard error.
    var standardError = ""

    mutating func print(_ text: String = "") {
        standardOutput += text + "\n"
    }

    mutating func error(_ text: String) {
        standardError += text.hasSuffix("\n") ? text : text + "\n"
    }
}

/// The exit statuses of the `layout` commands (documented in docs/layout-tool.md).
enum ExitStatus {
    /// Everything went well (for `check`: no conflicts and no ambiguity anywhere).
    static let success: Int32 = 0
    /// `check` found conflicts or ambiguous views.
    static let problems: Int32 = 1
    /// Bad arguments, or a file or folder that could not be read or written.
    static let usage: Int32 = 2
    /// The layout file has errors (syntax, names, visual format strings).
    static let invalidFile: Int32 = 3
}
