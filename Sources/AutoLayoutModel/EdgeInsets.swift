/// Distances inward from the four edges of a rectangle, as UIKit's `UIEdgeInsets`.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset from the top edge.
    public var top: Double
    /// The inset from the left edge.
    public var left: Double
    /// The inset from the bottom edge.
    public var bottom: Double
    /// The inset from the right edge.
    public var right: Double

    /// Creates insets with the given distances.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Creates insets that are `inset` on all four edges.
    public init(all inset: Double) {
        self.init(top: inset, left: inset, bottom: inset, right: inset)
    }

    /// No insets.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// A readable rendering, for logs and test failures.
    public var description: String {
        "(top: \(formatNumber(top)), left: \(formatNumber(left)), bottom: \(formatNumber(bottom)), right: \(formatNumber(right)))"
    }
}

/// Distances inward from the four edges of a rectangle, with the horizontal ones named by reading
/// direction, as UIKit's `NSDirectionalEdgeInsets`: `leading` is the left inset in a left-to-right
/// layout and the right inset in a right-to-left one.
public struct DirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset from the top edge.
    public var top: Double
    /// The inset from the leading edge.
    public var leading: Double
    /// The inset from the bottom edge.
    public var bottom: Double
    /// The inset from the trailing edge.
    public var trailing: Double

    /// Creates insets with the given distances.
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Creates insets that are `inset` on all four edges.
    public init(all inset: Double) {
        self.init(top: inset, leading: inset, bottom: inset, trailing: inset)
    }

    /// No insets.
    public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// The insets with `leading` and `trailing` resolved to `left` and `right` for `direction`.
    public func resolved(for direction: UserInterfaceLayoutDirection) -> EdgeInsets {
        switch direction {
        case .leftToRight: EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
        case .rightToLeft: EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
        }
    }

    /// A readable rendering, for logs and test failures.
    public var description: String {
        "(top: \(formatNumber(top)), leading: \(formatNumber(leading)), bottom: \(formatNumber(bottom)), trailing: \(formatNumber(trailing)))"
    }
}
