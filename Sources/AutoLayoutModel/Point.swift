/// A location in a two-dimensional coordinate system whose y axis points down, as UIKit's.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The x coordinate.
    public var x: Double
    /// The y coordinate.
    public var y: Double

    /// Creates a point with the given coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// A readable rendering, for logs and test failures.
    public var description: String { "(\(formatNumber(x)), \(formatNumber(y)))" }
}
