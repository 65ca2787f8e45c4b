extension LayoutConstraint {
    /// A part of a layout item's frame that a constraint relates, as `NSLayoutConstraint.Attribute`.
    public enum Attribute: Hashable, Sendable, CustomStringConvertible {
        /// The left edge.
        case left
        /// The right edge.
        case right
        /// The top edge.
        case top
        /// The bottom edge.
        case bottom
        /// The leading edge (left in left-to-right layouts, right in right-to-left ones).
        case leading
        /// The trailing edge (right in left-to-right layouts, left in right-to-left ones).
        case trailing
        /// The width.
        case width
        /// The height.
        case height
        /// The horizontal centre.
        case centerX
        /// The vertical centre.
        case centerY
        /// The left edge of the view's layout margins.
        case leftMargin
        /// The right edge of the view's layout margins.
        case rightMargin
        /// The top edge of the view's layout margins.
        case topMargin
        /// The bottom edge of the view's layout margins.
        case bottomMargin
        /// The leading edge of the view's layout margins.
        case leadingMargin
        /// The trailing edge of the view's layout margins.
        case trailingMargin
        /// The horizontal centre of the view's layout margins.
        case centerXWithinMargins
        /// The vertical centre of the view's layout margins.
        case centerYWithinMargins
        /// No attribute: the second attribute of a constraint with a constant only.
        case notAnAttribute

        /// The axis the attribute lies on, or `nil` for ``notAnAttribute``.
        public var axis: Axis? {
            switch self {
            case .left, .right, .leading, .trailing, .width, .centerX,
                .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
                .horizontal
            case .top, .bottom, .height, .centerY, .topMargin, .bottomMargin, .centerYWithinMargins:
                .vertical
            case .notAnAttribute:
                nil
            }
        }

        /// Whether the attribute is a size (``width`` or ``height``) rather than a position.
        public var isDimension: Bool { self == .width || self == .height }

        /// The matching attribute of the layout margins guide, for a margin attribute.
        var marginBase: Attribute? {
            switch self {
            case .leftMargin: .left
            case .rightMargin: .right
            case .topMargin: .top
            case .bottomMargin: .bottom
            case .leadingMargin: .leading
            case .trailingMargin: .trailing
            case .centerXWithinMargins: .centerX
            case .centerYWithinMargins: .centerY
            default: nil
            }
        }

        /// A readable rendering, for logs and test failures.
        public var description: String {
            switch self {
            case .left: "left"
            case .right: "right"
            case .top: "top"
            case .bottom: "bottom"
            case .leading: "leading"
            case .trailing: "trailing"
            case .width: "width"
            case .height: "height"
            case .centerX: "centerX"
            case .centerY: "centerY"
            case .leftMargin: "leftMargin"
            case .rightMargin: "rightMargin"
            case .topMargin: "topMargin"
            case .bottomMargin: "bottomMargin"
            case .leadingMargin: "leadingMargin"
            case .trailingMargin: "trailingMargin"
            case .centerXWithinMargins: "centerXWithinMargins"
            case .centerYWithinMargins: "centerYWithinMargins"
            case .notAnAttribute: "notAnAttribute"
            }
        }
    }

    /// How the two sides of a constraint compare, as `NSLayoutConstraint.Relation`.
    public enum Relation: Hashable, Sendable, CustomStringConvertible {
        /// The first side is at most the second.
        case lessThanOrEqual
        /// The two sides are equal.
        case equal
        /// The first side is at least the second.
        case greaterThanOrEqual

        var solverRelation: Constraint.Relation {
            switch self {
            case .lessThanOrEqual: .lessThanOrEqual
            case .equal: .equal
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        }

        /// A readable rendering, for logs and test failures.
        public var description: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }

    /// A layout axis, as `NSLayoutConstraint.Axis`.
    public enum Axis: Hashable, Sendable, CaseIterable {
        /// Left to right.
        case horizontal
        /// Top to bottom.
        case vertical
    }
}
