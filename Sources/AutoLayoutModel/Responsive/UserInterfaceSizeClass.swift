/// A coarse measure of the room along one axis, as UIKit's `UIUserInterfaceSizeClass`: layouts
/// choose between a compact and a roomy arrangement by it rather than by exact points.
public enum UserInterfaceSizeClass: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// Little room: a phone's width, or a phone's height in landscape.
    case compact
    /// Plenty of room: a tablet, a phone's portrait height, the width of a large phone in landscape.
    case regular

    /// The size classes UIKit gives a full-screen app, derived from the device and the orientation:
    ///
    /// | device | orientation | horizontal | vertical |
    /// | --- | --- | --- | --- |
    /// | tablet | any | regular | regular |
    /// | phone | portrait | compact | regular |
    /// | phone narrower than 414 points in portrait | landscape | compact | compact |
    /// | phone 414 points or wider in portrait (Plus, Max, XR) | landscape | regular | compact |
    ///
    /// - Parameters:
    ///   - kind: The device family.
    ///   - portraitWidth: The width of the screen held upright, in points.
    ///   - orientation: The interface orientation.
    /// - Returns: The horizontal and the vertical size class.
    public static func derived(
        kind: DeviceKind, portraitWidth: Double, orientation: InterfaceOrientation
    ) -> (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
        switch kind {
        case .tablet:
            return (.regular, .regular)
        case .phone:
            if orientation.isPortrait { return (.compact, .regular) }
            // UIKit's rule: only the large phones (the Plus and Max sizes) get a regular width in
            // landscape; the threshold between 390-point and 414-point phones is the documented split.
            return (portraitWidth >= 414 ? .regular : .compact, .compact)
        }
    }

    /// The case name.
    public var description: String { rawValue }
}
