import AutoLayoutModel

/// A number as the tables print it: at most two decimals, no trailing zeros.
func format(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return rounded == 0 ? "0" : "\(Int(rounded))" }
    return "\(rounded)"
}

/// A size as `390×844`.
func format(_ size: Size) -> String { "\(format(size.width))×\(format(size.height))" }

/// Rows of cells as a text table, each column as wide as its widest cell, numbers right-aligned.
func table(_ header: [String], _ rows: [[String]], numericColumns: Set<Int> = []) -> String {
    var widths = header.map(\.count)
    for row in rows {
        for (index, cell) in row.enumerated() where index < widths.count { widths[index] = max(widths[index], cell.count) }
    }
    func line(_ cells: [String]) -> String {
        var text = ""
        for (index, cell) in cells.enumerated() {
            let padding = String(repeating: " ", count: max(0, widths[index] - cell.count))
            let isLast = index == cells.count - 1
            if numericColumns.contains(index) {
                text += padding + cell
            } else {
                text += cell + (isLast ? "" : padding)
            }
            if !isLast { text += "  " }
        }
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
    return ([line(header)] + rows.map(line)).joined(separator: "\n")
}
