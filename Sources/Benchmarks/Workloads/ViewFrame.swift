import Simplex

/// The four variables of a view's frame, as Auto Layout keeps them.
struct ViewFrame {
    let left: Variable
    let top: Variable
    let width: Variable
    let height: Variable

    /// Declares `NAME.left`, `NAME.top`, `NAME.w` and `NAME.h` (or `.width` / `.height`).
    init(_ name: String, in b: inout WorkloadBuilder, longNames: Bool = false) {
        left = b.variable(name + ".left")
        top = b.variable(name + ".top")
        width = b.variable(name + (longNames ? ".width" : ".w"))
        height = b.variable(name + (longNames ? ".height" : ".h"))
    }

    var right: Expression { left + width }
    var bottom: Expression { top + height }
    var centerX: Expression { left + 0.5 * width }
    var centerY: Expression { top + 0.5 * height }
    var all: [Variable] { [left, top, width, height] }
}
