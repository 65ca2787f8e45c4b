/// The family of a device, as UIKit's `UIUserInterfaceIdiom`, which decides its size classes.
public enum DeviceKind: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// An iPhone or iPod touch.
    case phone
    /// An iPad.
    case tablet

    /// The case name.
    public var description: String { rawValue }
}
