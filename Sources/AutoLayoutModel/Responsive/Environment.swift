/// Everything about the screen a layout adapts to: the device, how it is held, and the keyboard.
///
/// From these follow the screen's size in points, its safe-area insets and its size classes, as
/// UIKit derives them. A ``Window`` applies an environment to a view tree (its root's frame and
/// safe area, the keyboard, the conditional constraints, the events); ``LayoutCondition``s test it.
///
/// ```swift
/// var environment = Environment(device: .iPhone13)
/// environment.orientation = .landscapeLeft      // 844×390, insets (0, 47, 21, 47)
/// environment.showKeyboard()                    // the device's keyboard, 209 high
/// environment.horizontalSizeClass               // .compact (a 390-point phone)
/// ```
public struct Environment: Hashable, Sendable, CustomStringConvertible {
    /// The device.
    public var device: Device

    /// How the device is held. An upright value also sets ``interfaceOrientation``; ``DeviceOrientation/faceUp``
    /// and ``DeviceOrientation/faceDown`` leave it as it was, as iOS keeps the last upright
    /// layout while the device lies flat.
    public var orientation: DeviceOrientation {
        didSet { if let upright = orientation.interfaceOrientation { interfaceOrientation = upright } }
    }

    /// The orientation of the screen's content: the last upright ``orientation``.
    public private(set) var interfaceOrientation: InterfaceOrientation

    /// The keyboard.
    public var keyboard: KeyboardState

    /// Creates an environment.
    ///
    /// - Parameters:
    ///   - device: The device (a catalog entry such as ``Device/iPhoneSE``, or your own).
    ///   - orientation: How the device is held.
    ///   - interfaceOrientation: The layout's orientation while the device lies flat; ignored for an
    ///     upright `orientation`, which gives its own.
    ///   - keyboard: The keyboard's state.
    public init(
        device: Device = .iPhone8, orientation: DeviceOrientation = .portraitUp,
        interfaceOrientation: InterfaceOrientation = .portraitUp, keyboard: KeyboardState = .hidden
    ) {
        self.device = device
        self.orientation = orientation
        self.interfaceOrientation = orientation.interfaceOrientation ?? interfaceOrientation
        self.keyboard = keyboard
    }

    /// The device's family.
    public var kind: DeviceKind { device.kind }
    /// The screen's size in points, in the interface orientation.
    public var screenSize: Size { device.screenSize(in: interfaceOrientation) }
    /// The safe area's insets in the interface orientation.
    public var safeAreaInsets: EdgeInsets { device.safeAreaInsets(in: interfaceOrientation) }
    /// Whether the interface is in a portrait orientation.
    public var isPortrait: Bool { interfaceOrientation.isPortrait }
    /// Whether the interface is in a landscape orientation.
    public var isLandscape: Bool { interfaceOrientation.isLandscape }

    /// The horizontal size class UIKit would give (see ``UserInterfaceSizeClass/derived(kind:portraitWidth:orientation:)``).
    public var horizontalSizeClass: UserInterfaceSizeClass { sizeClasses.horizontal }
    /// The vertical size class UIKit would give.
    public var verticalSizeClass: UserInterfaceSizeClass { sizeClasses.vertical }

    private var sizeClasses: (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
        UserInterfaceSizeClass.derived(kind: device.kind, portraitWidth: device.portraitSize.width, orientation: interfaceOrientation)
    }

    /// Shows the device's system keyboard for the current interface orientation.
    public mutating func showKeyboard() {
        keyboard = device.keyboard(in: interfaceOrientation)
    }

    /// Hides the keyboard.
    public mutating func hideKeyboard() {
        keyboard = .hidden
    }

    /// A copy held in `orientation`. A showing system keyboard takes the height it has there.
    public func rotated(to orientation: DeviceOrientation) -> Environment {
        var copy = self
        let wasSystemKeyboard = keyboard == device.keyboard(in: interfaceOrientation)
        copy.orientation = orientation
        if wasSystemKeyboard { copy.showKeyboard() }
        return copy
    }

    /// A copy with the keyboard in `state`.
    public func withKeyboard(_ state: KeyboardState) -> Environment {
        var copy = self
        copy.keyboard = state
        return copy
    }

    /// A copy with the device's keyboard showing.
    public func withKeyboardShowing() -> Environment {
        var copy = self
        copy.showKeyboard()
        return copy
    }

    /// The device, the orientation and the keyboard, as in
    /// `iPhone 8 landscapeLeft 667×375, keyboard hidden` (a flat device adds its interface
    /// orientation: `iPhone 8 faceUp (interface portraitUp) 375×667, keyboard hidden`).
    public var description: String {
        var text = "\(device.name) \(orientation)"
        if orientation.isFlat { text += " (interface \(interfaceOrientation))" }
        return text + " \(screenSize), keyboard \(keyboard)"
    }
}
