/// How the device is held, as UIKit's `UIDeviceOrientation`: upright, upside down, on either side,
/// or flat.
///
/// The names follow the device, not the interface: ``landscapeLeft`` is the device turned a quarter
/// turn anticlockwise from ``portraitUp`` (its top edge on the left, the home button on the right),
/// which UIKit's *interface* calls `landscapeRight`. Lying flat (``faceUp``, ``faceDown``) does not
/// rotate the interface: the screen keeps the last upright orientation (see
/// ``Environment/interfaceOrientation``).
public enum DeviceOrientation: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// Upright, the home button (or home indicator) at the bottom.
    case portraitUp
    /// Upside down, the home button at the top.
    case portraitDown
    /// A quarter turn anticlockwise: the device's top on the left, its bottom on the right.
    case landscapeLeft
    /// A quarter turn clockwise: the device's top on the right, its bottom on the left.
    case landscapeRight
    /// Flat, the screen facing up.
    case faceUp
    /// Flat, the screen facing down.
    case faceDown

    /// The interface orientation the device's position gives, or `nil` when it lies flat (the
    /// interface then keeps its orientation).
    public var interfaceOrientation: InterfaceOrientation? {
        switch self {
        case .portraitUp: .portraitUp
        case .portraitDown: .portraitDown
        case .landscapeLeft: .landscapeLeft
        case .landscapeRight: .landscapeRight
        case .faceUp, .faceDown: nil
        }
    }

    /// Whether the device lies flat.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }

    /// The case name.
    public var description: String { rawValue }
}

/// The orientation of the screen's content: one of the four upright positions of the device.
///
/// Named after the ``DeviceOrientation`` that gives it, so ``landscapeLeft`` is the layout of a
/// device turned anticlockwise (UIKit's `UIInterfaceOrientation.landscapeRight`).
public enum InterfaceOrientation: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// Upright.
    case portraitUp
    /// Upside down.
    case portraitDown
    /// The device turned a quarter turn anticlockwise.
    case landscapeLeft
    /// The device turned a quarter turn clockwise.
    case landscapeRight

    /// Whether the screen is taller than wide in this orientation.
    public var isPortrait: Bool { self == .portraitUp || self == .portraitDown }
    /// Whether the screen is wider than tall in this orientation.
    public var isLandscape: Bool { !isPortrait }

    /// How far the device is turned from ``portraitUp``, anticlockwise, in degrees: 0, 90
    /// (``landscapeLeft``), 180, or -90 (``landscapeRight``).
    public var angle: Double {
        switch self {
        case .portraitUp: 0
        case .landscapeLeft: 90
        case .portraitDown: 180
        case .landscapeRight: -90
        }
    }

    /// The device orientation that gives this interface orientation.
    public var deviceOrientation: DeviceOrientation {
        switch self {
        case .portraitUp: .portraitUp
        case .portraitDown: .portraitDown
        case .landscapeLeft: .landscapeLeft
        case .landscapeRight: .landscapeRight
        }
    }

    /// The signed angle, in degrees, that turns the device from `self` to `other` by the shorter
    /// way (anticlockwise positive): 0, ±90 or 180.
    public func rotationAngle(to other: InterfaceOrientation) -> Double {
        var delta = other.angle - angle
        while delta > 180 { delta -= 360 }
        while delta <= -180 { delta += 360 }
        return delta
    }

    /// The case name.
    public var description: String { rawValue }
}
