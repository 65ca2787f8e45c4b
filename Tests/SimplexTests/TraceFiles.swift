import Foundation

/// The traces in the repository's `Traces/` folder, found from this file's path so that the tests
/// run from a clean clone, wherever the working directory is.
enum TraceFiles {
    /// The `Traces/` folder.
    static let folder: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // SimplexTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // the package
        .appendingPathComponent("Traces")

    /// Every `.trace` file, as a path relative to `Traces/` (`chain_100.trace`,
    /// `robustness/edit_heavy_icon_fit.trace`), sorted.
    static let all: [String] = {
        var found: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".trace") { found.append(path) }
        }
        return found.sorted()
    }()

    /// The trace files that have an expected output in `Traces/expected/`.
    static let withExpectedOutput: [String] = all.filter {
        FileManager.default.fileExists(atPath: expectedPath(of: $0))
    }

    /// The path of the expected output of a trace (`expected/NAME.out`).
    static func expectedPath(of file: String) -> String {
        folder.appendingPathComponent("expected").appendingPathComponent(file)
            .deletingPathExtension().appendingPathExtension("out").path
    }

    /// The text of a trace, or of any file under `Traces/`.
    static func read(_ file: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
    }

    /// The expected output of a trace.
    static func readExpected(of file: String) throws -> String {
        try String(contentsOfFile: expectedPath(of: file), encoding: .utf8)
    }
}
