import AutoLayoutModel
import Testing

/// A root view of the given size, named "root", with a conflict recorder attached.
func makeRoot(width: Double = 375, height: Double = 667) -> (View, ConflictRecorder) {
    let root = View(name: "root", frame: Rect(x: 0, y: 0, width: width, height: height))
    let recorder = ConflictRecorder()
    recorder.attach(to: root)
    return (root, recorder)
}

/// Collects the conflicts and log messages of an engine, so tests can check them and the test
/// output stays quiet.
final class ConflictRecorder {
    var conflicts: [ConstraintConflict] = []
    var messages: [String] = []

    func attach(to view: View) {
        view.layoutEngine.conflictHandler = { [unowned self] in self.conflicts.append($0) }
        view.layoutEngine.logHandler = { [unowned self] in self.messages.append($0) }
    }
}

/// Whether two frames agree to within `tolerance` on every coordinate.
func close(_ a: Rect, _ b: Rect, tolerance: Double = 1e-6) -> Bool {
    a.isApproximatelyEqual(to: b, tolerance: tolerance)
}

/// Expects `view.frame` to be `expected`, within rounding.
func expectFrame(
    _ view: View, _ expected: Rect, tolerance: Double = 1e-6, sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(close(view.frame, expected, tolerance: tolerance), "\(view.layoutDebugName): \(view.frame) != \(expected)",
            sourceLocation: sourceLocation)
}

/// A view added to `parent`, named.
@discardableResult
func addView(_ name: String, to parent: View, intrinsic: Size? = nil) -> View {
    let view = View(name: name, intrinsicContentSize: intrinsic)
    parent.addSubview(view)
    return view
}
