// Writing files (through ToolSupport's writeFile) and making folders without Foundation.
import ToolSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file or folder that could not be written.
struct OutputError: Error, CustomStringConvertible {
    let description: String
}

enum FileSystem {
    /// Makes `path` and any missing parent folders.
    static func makeDirectory(_ path: String) throws(OutputError) {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component
            if mkdir(prefix, 0o755) != 0, errno != EEXIST {
                throw OutputError(description: "cannot make the folder \(prefix): \(String(cString: strerror(errno)))")
            }
            prefix += "/"
        }
        var status = stat()
        guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR else {
            throw OutputError(description: "\(path) is not a folder")
        }
    }

    /// Writes `text` to the file at `path`, replacing it.
    static func write(_ text: String, to path: String) throws(OutputError) {
        do {
            try writeFile(atPath: path, text)
        } catch {
            throw OutputError(description: "\(error)")
        }
    }

    /// `path` made absolute against the current folder.
    static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return path }
        let length = buffer.firstIndex(of: 0) ?? buffer.count
        let current = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let relative = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
        return relative == "." ? current : current + "/" + relative
    }
}
