/// One problem in a layout file: where it is and what is wrong.
///
/// It is an `Error` so that the parts of the reader can throw it; ``LayoutFile/init(parsing:fileName:)``
/// collects them all into one ``LayoutFileError``.
public struct LayoutFileDiagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    /// The line, counting from 1.
    public let line: Int
    /// The column, counting characters from 1.
    public let column: Int
    /// What is wrong, in a sentence.
    public let message: String

    /// Creates a diagnostic.
    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// `line:column: error: message`.
    public var description: String { "\(line):\(column): error: \(message)" }
}

/// The errors of a layout file that could not be read: every problem found, in the order of the
/// file, each with its line and column.
///
/// Its ``description`` is what a compiler prints, with the offending line and a caret:
///
/// ```text
/// card.layout:12:17: error: 'titel' is not a declared view or guide (did you mean 'title'?)
///     card.top == titel.bottom + 8
///                 ^
/// ```
public struct LayoutFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The name of the file, used in the description.
    public let fileName: String
    /// The problems, in the order of the file (at most ``LayoutFile/maximumDiagnostics``).
    public let diagnostics: [LayoutFileDiagnostic]
    /// The file's lines, to quote them.
    let lines: [Substring]

    /// Creates an error for the text of a file.
    public init(fileName: String, text: String, diagnostics: [LayoutFileDiagnostic]) {
        self.fileName = fileName
        self.diagnostics = diagnostics
        self.lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// Each diagnostic as `file:line:column: error: message`, the line, and a caret under the column.
    public var description: String {
        diagnostics.map { diagnostic in
            var text = "\(fileName):\(diagnostic)"
            if diagnostic.line >= 1, diagnostic.line <= lines.count {
                let line = lines[diagnostic.line - 1].replacing("\t", with: " ").replacing("\r", with: "")
                text += "\n    " + line + "\n    " + String(repeating: " ", count: max(0, diagnostic.column - 1)) + "^"
            }
            return text
        }.joined(separator: "\n")
    }
}
