/// A number as people write it in layout code: `8` rather than `8.0`, `0.5` as itself, and tiny
/// rounding residue (`7.999999999999`) shown as the value it stands for.
///
/// The module avoids Foundation, so this is the one place that decides how numbers print in
/// descriptions and conflict reports.
func formatNumber(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    // Solver results carry floating-point residue; round to 1e-9 for display only.
    let rounded = (value * 1e9).rounded() / 1e9
    if rounded == rounded.rounded(), abs(rounded) < 1e15 {
        return rounded == 0 ? "0" : "\(Int(rounded))"
    }
    return "\(rounded)"
}
