import ToolSupport
/// Prints measurements as an aligned table or as JSON lines.
struct Report {
    let json: Bool

    func header() {
        guard !json else { return }
        writeStandardOutput(pad("workload", 24) + lpad("ops", 9) + lpad("runs", 6) + lpad("median", 12)
            + lpad("min", 12) + lpad("max", 12) + lpad("per op", 11) + lpad("peak RSS", 11) + "\n")
    }

    func line(_ m: Measurement) {
        if json {
            var line = "{\"name\":\"\(escaped(m.name))\",\"ops\":\(m.operations),\"runs\":\(m.nanoseconds.count)"
            line += ",\"min_ns\":\(m.min),\"median_ns\":\(m.median),\"max_ns\":\(m.max)"
            line += ",\"ns_per_op\":\(Int64(m.nanosecondsPerOperation)),\"cpu_median_ns\":\(m.cpuMedian)"
            line += ",\"teardown_median_ns\":\(m.teardownMedian),\"sys_median_ns\":\(m.systemMedian)"
            line += ",\"minor_faults_median\":\(m.minorFaultsMedian)"
            line += ",\"peak_rss_bytes\":\(m.peakResidentBytes.map(String.init) ?? "null"),\"errors\":\(m.errors)}\n"
            writeStandardOutput(line)
        } else {
            writeStandardOutput(pad(m.name, 24) + lpad("\(m.operations)", 9) + lpad("\(m.nanoseconds.count)", 6)
                + lpad(duration(m.median), 12) + lpad(duration(m.min), 12) + lpad(duration(m.max), 12)
                + lpad(duration(Int64(m.nanosecondsPerOperation)), 11)
                + lpad(m.peakResidentBytes.map(megabytes) ?? "?", 11) + "\n")
        }
    }

    private func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `ns` with a unit, 3–4 significant digits.
    private func duration(_ ns: Int64) -> String {
        let value = Double(ns)
        if value >= 1e9 { return fixed(value / 1e9) + " s" }
        if value >= 1e6 { return fixed(value / 1e6) + " ms" }
        if value >= 1e3 { return fixed(value / 1e3) + " µs" }
        return "\(ns) ns"
    }

    private func megabytes(_ bytes: Int) -> String { fixed(Double(bytes) / 1_048_576) + " MB" }

    /// A positive number with 3 decimals below 10, 2 below 100, 1 otherwise (no Foundation).
    private func fixed(_ value: Double) -> String {
        let decimals = value < 10 ? 3 : value < 100 ? 2 : 1
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int64(value * scale + 0.5)
        let whole = scaled / Int64(scale), fraction = scaled % Int64(scale)
        let digits = String(fraction)
        return "\(whole)." + String(repeating: "0", count: decimals - digits.count) + digits
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }

    private func lpad(_ text: String, _ width: Int) -> String {
        text.count >= width ? " " + text : String(repeating: " ", count: width - text.count) + text
    }
}
