/// The values a trace's `print` lines wrote into `output` (a replay's text: `name value` lines),
/// by variable name; error lines and anything else are skipped.
func printedValues(_ output: String) -> [String: Double] {
    var value: [String: Double] = [:]
    for line in output.split(separator: "\n") {
        let parts = line.split(separator: " ")
        if parts.count == 2, let v = Double(parts[1]) { value[String(parts[0])] = v }
    }
    return value
}
