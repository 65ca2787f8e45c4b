// Plain reading and writing of files and standard streams, without Foundation: shared by the
// `layout` tool and the `Benchmarks` executable.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An input that could not be read.
public struct InputError: Error, CustomStringConvertible {
    public let description: String

    /// Creates an error with its message.
    public init(description: String) { self.description = description }
}

/// The whole content of the file at `path`, as UTF-8 text.
public func readFile(atPath path: String) throws -> String {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else {
        throw InputError(description: "cannot open \(path): \(String(cString: strerror(errno)))")
    }
    defer { close(descriptor) }
    return try readAll(from: descriptor, name: path)
}

/// Everything on standard input, as UTF-8 text.
public func readStandardInput() throws -> String {
    try readAll(from: 0, name: "standard input")
}

private func readAll(from descriptor: Int32, name: String) throws -> String {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 {
            if errno == EINTR { continue }
            throw InputError(description: "cannot read \(name): \(String(cString: strerror(errno)))")
        }
        if count == 0 { break }
        bytes.append(contentsOf: chunk[0..<count])
    }
    return String(decoding: bytes, as: UTF8.self)
}

/// Writes `text` to the file at `path`, replacing it.
public func writeFile(atPath path: String, _ text: String) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else {
        throw InputError(description: "cannot write \(path): \(String(cString: strerror(errno)))")
    }
    defer { close(descriptor) }
    guard writeAll(text, to: descriptor) else {
        throw InputError(description: "cannot write \(path): \(String(cString: strerror(errno)))")
    }
}

/// The names in the folder at `path` (not recursive), or nil if it is not a readable folder.
public func folderEntries(atPath path: String) -> [String]? {
    guard let folder = opendir(path) else { return nil }
    defer { closedir(folder) }
    var names: [String] = []
    while let entry = readdir(folder) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
            String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
        if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
}

/// Writes `text` to standard output, unbuffered by Swift's `print`.
public func writeStandardOutput(_ text: String) {
    writeAll(text, to: 1)
}

/// Writes `text` to standard error.
public func writeStandardError(_ text: String) {
    writeAll(text, to: 2)
}

@discardableResult
private func writeAll(_ text: String, to descriptor: Int32) -> Bool {
    var text = text
    return text.withUTF8 { buffer in
        var offset = 0
        while offset < buffer.count {
            let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }
}

/// Ends the process with `status`.
public func exitProcess(_ status: Int32) -> Never {
    exit(status)
}
