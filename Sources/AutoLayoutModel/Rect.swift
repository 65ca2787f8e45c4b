/// A rectangle: an origin (its top-left corner, since the y axis points down) and a size.
///
/// Layout never produces negative sizes on its own, but constraints can ask for them; a `Rect`
/// keeps whatever it is given, and `minX`/`maxX` are simply `origin.x` and `origin.x + width`.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// The width and height.
    public var size: Size

    /// Creates a rectangle with the given origin and size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle with the given coordinates and dimensions.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The rectangle at the origin with zero size.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The x coordinate of the origin.
    public var x: Double { origin.x }
    /// The y coordinate of the origin.
    public var y: Double { origin.y }
    /// The width.
    public var width: Double { size.width }
    /// The height.
    public var height: Double { size.height }
    /// The left edge.
    public var minX: Double { origin.x }
    /// The horizontal centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The right edge.
    public var maxX: Double { origin.x + size.width }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The vertical centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// The bottom edge.
    public var maxY: Double { origin.y + size.height }

    /// The rectangle with each edge moved inward by the matching inset (outward for negative ones).
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: origin.x + insets.left, y: origin.y + insets.top,
            width: size.width - insets.left - insets.right,
            height: size.height - insets.top - insets.bottom)
    }

    /// The rectangle moved by `dx` and `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// Whether `point` lies inside the rectangle (the left and top edges included, the right and
    /// bottom ones excluded, as UIKit's `CGRect.contains`).
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether `other` lies inside the rectangle (edges may touch).
    public func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    /// Whether each coordinate is within `tolerance` of `other`'s.
    public func isApproximatelyEqual(to other: Rect, tolerance: Double = 1e-6) -> Bool {
        abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance
            && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
    }

    /// A readable rendering, for logs and test failures.
    public var description: String {
        "(\(formatNumber(x)), \(formatNumber(y)), \(formatNumber(width)), \(formatNumber(height)))"
    }
}
