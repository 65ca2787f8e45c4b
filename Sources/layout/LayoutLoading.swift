import AutoLayoutModel
import ToolSupport

/// Reads and parses the layout file a command names (`-` for standard input).
enum LayoutLoading {
    /// The file, or the exit status to end with after the message in `output`.
    static func load(_ path: String, command: String, output: inout CommandOutput) -> Result<LayoutFile, ExitCode> {
        let text: String
        do {
            text = path == "-" ? try readStandardInput() : try readFile(atPath: path)
        } catch {
            output.error("layout \(command): \(error)")
            return .failure(ExitCode(ExitStatus.usage))
        }
        do {
            return .success(try LayoutFile(parsing: text, fileName: path == "-" ? "<stdin>" : path))
        } catch {
            output.error("\(error)")
            if let error = error as? LayoutFileError {
                let count = error.diagnostics.count
                output.error("layout \(command): \(count) error\(count == 1 ? "" : "s") in \(error.fileName); nothing was laid out")
            }
            return .failure(ExitCode(ExitStatus.invalidFile))
        }
    }
}

/// An exit status carried as an error.
struct ExitCode: Error {
    var status: Int32
    init(_ status: Int32) { self.status = status }
}
