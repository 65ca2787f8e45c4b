/// Something that happened to the device, delivered by a ``Window`` to every view of its visible
/// hierarchy (and to its screens) that adopts ``EnvironmentResponder``.
public enum EnvironmentEvent: Hashable, Sendable, CustomStringConvertible {
    /// The interface turned by `angle` degrees (anticlockwise positive: 90, -90 or 180) to
    /// `orientation`.
    case rotated(angle: Double, orientation: InterfaceOrientation)
    /// The keyboard's covered height or width changed (both 0 when it hid).
    case keyboardChanged(height: Double, width: Double)
    /// The user shook the device.
    case shaken
    /// The device was laid flat, screen up.
    case faceUp
    /// The device was laid flat, screen down.
    case faceDown

    /// The event as in `rotated(90°, landscapeLeft)`.
    public var description: String {
        switch self {
        case .rotated(let angle, let orientation): "rotated(\(formatNumber(angle))°, \(orientation))"
        case .keyboardChanged(let height, let width): "keyboardChanged(height: \(formatNumber(height)), width: \(formatNumber(width)))"
        case .shaken: "shaken"
        case .faceUp: "faceUp"
        case .faceDown: "faceDown"
        }
    }
}

/// A view (or screen) that reacts to device events, by changing constraint constants, say.
///
/// ```swift
/// final class Toolbar: View, EnvironmentResponder {
///     let height = ...  // a height constraint
///     func handle(_ event: EnvironmentEvent, in environment: Environment) {
///         if case .rotated = event { height.constant = environment.isLandscape ? 32 : 44 }
///     }
/// }
/// ```
///
/// The window delivers each event before it lays the tree out again, so changes made here are
/// solved together with the environment's own.
public protocol EnvironmentResponder: AnyObject {
    /// Called with each event, and the environment it left the device in.
    func handle(_ event: EnvironmentEvent, in environment: Environment)
}
