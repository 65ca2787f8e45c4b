import AutoLayoutModel
import Testing

/// Expects two rectangles to agree within rounding.
func expectRect(
    _ actual: Rect, _ expected: Rect, _ what: String = "", tolerance: Double = 1e-6,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(actual.isApproximatelyEqual(to: expected, tolerance: tolerance), "\(what): \(actual) != \(expected)",
            sourceLocation: sourceLocation)
}

/// Collects a window's conflicts and log messages so tests can check them and stay quiet.
final class ResponsiveRecorder {
    var conflicts: [ConstraintConflict] = []
    var messages: [String] = []

    init(_ view: View) {
        view.layoutEngine.conflictHandler = { [unowned self] in self.conflicts.append($0) }
        view.layoutEngine.logHandler = { [unowned self] in self.messages.append($0) }
    }
}

/// A view that records the events it receives and can react to them.
final class RecordingView: View, EnvironmentResponder {
    var events: [EnvironmentEvent] = []
    var reaction: ((EnvironmentEvent, Environment) -> Void)?

    func handle(_ event: EnvironmentEvent, in environment: Environment) {
        events.append(event)
        reaction?(event, environment)
    }
}
