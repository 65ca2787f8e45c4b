/// A device screen: its family, its size held upright, the insets of its safe area and the height
/// of its keyboard, in points.
///
/// The package ships a catalog of real devices (``catalog``, or ``named(_:)``); make others with
/// ``init(name:kind:portraitSize:portraitSafeAreaInsets:landscapeSafeAreaInsets:portraitKeyboardHeight:landscapeKeyboardHeight:)``
/// or ``custom(width:height:kind:)``.
///
/// ## Orientation
/// Sizes and insets are given for the two upright positions the interface can take: portrait
/// (``portraitSize``, ``portraitSafeAreaInsets``) and landscape (the size turned, and
/// ``landscapeSafeAreaInsets``). Insets are measured in the interface's coordinates, as UIKit
/// reports them: upside down a device keeps its portrait insets (the status bar and the home
/// indicator stay at the interface's top and bottom), and the two landscape orientations share
/// theirs (UIKit gives notched phones equal left and right insets).
public struct Device: Hashable, Sendable, CustomStringConvertible {
    /// The marketing name, as in `iPhone 15 Pro`.
    public var name: String
    /// Phone or tablet.
    public var kind: DeviceKind
    /// The screen's size held upright (width < height for every device of the catalog).
    public var portraitSize: Size
    /// The safe area's insets in portrait: the status bar or the notch at the top, the home
    /// indicator at the bottom.
    public var portraitSafeAreaInsets: EdgeInsets
    /// The safe area's insets in landscape: the notch's side insets and the home indicator.
    public var landscapeSafeAreaInsets: EdgeInsets
    /// The height of the system keyboard (with its predictive bar, and the home-indicator area
    /// below it) in portrait.
    public var portraitKeyboardHeight: Double
    /// The height of the system keyboard in landscape.
    public var landscapeKeyboardHeight: Double

    /// Describes a device.
    ///
    /// - Parameters:
    ///   - name: The name shown in reports and looked up by ``named(_:)``.
    ///   - kind: Phone or tablet; decides the size classes.
    ///   - portraitSize: The screen's size held upright, in points.
    ///   - portraitSafeAreaInsets: The safe area's insets in portrait.
    ///   - landscapeSafeAreaInsets: The safe area's insets in landscape.
    ///   - portraitKeyboardHeight: The keyboard's height in portrait.
    ///   - landscapeKeyboardHeight: The keyboard's height in landscape.
    public init(
        name: String, kind: DeviceKind, portraitSize: Size,
        portraitSafeAreaInsets: EdgeInsets = .zero, landscapeSafeAreaInsets: EdgeInsets = .zero,
        portraitKeyboardHeight: Double, landscapeKeyboardHeight: Double
    ) {
        self.name = name
        self.kind = kind
        self.portraitSize = portraitSize
        self.portraitSafeAreaInsets = portraitSafeAreaInsets
        self.landscapeSafeAreaInsets = landscapeSafeAreaInsets
        self.portraitKeyboardHeight = portraitKeyboardHeight
        self.landscapeKeyboardHeight = landscapeKeyboardHeight
    }

    /// A device with a screen of `width` × `height` points (in either order), no safe-area insets,
    /// a tablet when its short side is at least 600 points, with the keyboard heights of the
    /// nearest catalog device in kind.
    ///
    /// - Parameters:
    ///   - width: One side of the screen.
    ///   - height: The other side.
    ///   - kind: The family, or `nil` to guess it from the size.
    public static func custom(width: Double, height: Double, kind: DeviceKind? = nil) -> Device {
        let short = min(width, height), long = max(width, height)
        let kind = kind ?? (short >= 600 ? .tablet : .phone)
        let model = kind == .tablet ? Device.iPadPro11 : Device.iPhone8
        return Device(
            name: "\(formatNumber(short))×\(formatNumber(long))", kind: kind,
            portraitSize: Size(width: short, height: long),
            portraitKeyboardHeight: model.portraitKeyboardHeight, landscapeKeyboardHeight: model.landscapeKeyboardHeight)
    }

    /// The screen's size in `orientation`: ``portraitSize``, turned for landscape.
    public func screenSize(in orientation: InterfaceOrientation) -> Size {
        orientation.isPortrait ? portraitSize : Size(width: portraitSize.height, height: portraitSize.width)
    }

    /// The safe area's insets in `orientation`.
    public func safeAreaInsets(in orientation: InterfaceOrientation) -> EdgeInsets {
        orientation.isPortrait ? portraitSafeAreaInsets : landscapeSafeAreaInsets
    }

    /// The keyboard's height in `orientation`.
    public func keyboardHeight(in orientation: InterfaceOrientation) -> Double {
        orientation.isPortrait ? portraitKeyboardHeight : landscapeKeyboardHeight
    }

    /// The system keyboard as it shows in `orientation`: its height, across the whole screen.
    public func keyboard(in orientation: InterfaceOrientation) -> KeyboardState {
        .showing(height: keyboardHeight(in: orientation), width: screenSize(in: orientation).width)
    }

    /// The name and the portrait size, as in `iPhone SE (1st generation) 320×568`.
    public var description: String { "\(name) \(portraitSize)" }
}
