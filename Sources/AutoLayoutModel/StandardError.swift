#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes `text` to standard error, where Auto Layout's messages go, without Foundation.
func writeToStandardError(_ text: String) {
    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        var text = text
        text.withUTF8 { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let written = write(2, base + offset, buffer.count - offset)
                if written <= 0 { return }
                offset += written
            }
        }
    #else
        print(text, terminator: "")
    #endif
}
