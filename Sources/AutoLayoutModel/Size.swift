/// A width and a height.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a size with the given width and height.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The size whose width and height are both zero.
    public static let zero = Size(width: 0, height: 0)

    /// A readable rendering, for logs and test failures.
    public var description: String { "\(formatNumber(width))×\(formatNumber(height))" }
}
