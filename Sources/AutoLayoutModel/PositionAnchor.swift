/// A marker for the axis of a ``PositionAnchor``: ``HorizontalAxis`` or ``VerticalAxis``.
///
/// The axis is part of the anchor's type, so a constraint between an x-axis anchor and a y-axis
/// anchor does not compile, as with UIKit's `NSLayoutXAxisAnchor` and `NSLayoutYAxisAnchor`.
public protocol AnchorAxis {
    /// The axis the marker stands for.
    static var axis: LayoutConstraint.Axis { get }
}

/// The marker of x-axis anchors: left, right, leading, trailing and centre x.
public enum HorizontalAxis: AnchorAxis {
    public static var axis: LayoutConstraint.Axis { .horizontal }
}

/// The marker of y-axis anchors: top, bottom and centre y.
public enum VerticalAxis: AnchorAxis {
    public static var axis: LayoutConstraint.Axis { .vertical }
}

/// An anchor for an x-axis position (`leadingAnchor`, `centerXAnchor`, ...), as `NSLayoutXAxisAnchor`.
public typealias XAxisAnchor = PositionAnchor<HorizontalAxis>
/// An anchor for a y-axis position (`topAnchor`, `centerYAnchor`, ...), as `NSLayoutYAxisAnchor`.
public typealias YAxisAnchor = PositionAnchor<VerticalAxis>

/// An edge or centre of a layout item on one axis, from which constraints are made.
///
/// Anchors are cheap values; make constraints with their methods
/// (`label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8)`) or with the
/// operators of the constraint DSL (`label.leadingAnchor == root.leadingAnchor + 8`).
/// Constraints made either way start inactive; activate them with
/// ``LayoutConstraint/activate(_:)->()`` or ``LayoutConstraint/isActive``.
public struct PositionAnchor<Axis: AnchorAxis>: CustomStringConvertible {
    let term: AnchorTerm

    init(_ core: LayoutItemCore, _ attribute: LayoutConstraint.Attribute) {
        term = AnchorTerm(core, attribute)
    }

    init(treeRootAttribute attribute: LayoutConstraint.Attribute) {
        term = AnchorTerm(treeRootAttribute: attribute)
    }

    /// The view or layout guide the anchor belongs to.
    public var item: (any LayoutItem)? { term.core?.item }

    /// The attribute the anchor stands for, such as ``LayoutConstraint/Attribute/leading``.
    public var attribute: LayoutConstraint.Attribute { term.attribute }

    /// A readable rendering, for logs and test failures.
    public var description: String { term.name }

    func make(
        _ relation: LayoutConstraint.Relation, _ other: PositionAnchor<Axis>, multiplier: Double = 1,
        constant: Double
    ) -> LayoutConstraint {
        LayoutConstraint(
            first: [term], firstAttribute: term.attribute, relation: relation,
            second: [other.term], secondAttribute: other.term.attribute,
            multiplier: multiplier, constant: constant)
    }

    /// A constraint that makes this anchor equal to `anchor` plus `constant`.
    public func constraint(equalTo anchor: PositionAnchor<Axis>, constant: Double = 0) -> LayoutConstraint {
        make(.equal, anchor, constant: constant)
    }

    /// A constraint that keeps this anchor at or after `anchor` plus `constant` (right of or below it).
    public func constraint(greaterThanOrEqualTo anchor: PositionAnchor<Axis>, constant: Double = 0) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: constant)
    }

    /// A constraint that keeps this anchor at or before `anchor` plus `constant` (left of or above it).
    public func constraint(lessThanOrEqualTo anchor: PositionAnchor<Axis>, constant: Double = 0) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: constant)
    }

    /// A dimension anchor for the distance from this anchor to `otherAnchor`
    /// (`otherAnchor - self`), as `anchorWithOffset(to:)`: useful to make two gaps equal.
    public func anchorWithOffset(to otherAnchor: PositionAnchor<Axis>) -> DimensionAnchor {
        var minus = term
        minus.coefficient = -minus.coefficient
        return DimensionAnchor(terms: [otherAnchor.term, minus])
    }
}

/// The standard space between two sibling views, which UIKit's system spacing and the Visual Format
/// Language's `-` use: 8 points.
public let systemSpacing: Double = 8

extension PositionAnchor where Axis == HorizontalAxis {
    /// A constraint that puts this anchor the system spacing (times `multiplier`) after `anchor`.
    public func constraint(equalToSystemSpacingAfter anchor: XAxisAnchor, multiplier: Double = 1) -> LayoutConstraint {
        make(.equal, anchor, constant: systemSpacing * multiplier)
    }

    /// A constraint that puts this anchor at least the system spacing (times `multiplier`) after `anchor`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: XAxisAnchor, multiplier: Double = 1)
        -> LayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }

    /// A constraint that puts this anchor at most the system spacing (times `multiplier`) after `anchor`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: XAxisAnchor, multiplier: Double = 1)
        -> LayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
}

extension PositionAnchor where Axis == VerticalAxis {
    /// A constraint that puts this anchor the system spacing (times `multiplier`) below `anchor`.
    public func constraint(equalToSystemSpacingBelow anchor: YAxisAnchor, multiplier: Double = 1) -> LayoutConstraint {
        make(.equal, anchor, constant: systemSpacing * multiplier)
    }

    /// A constraint that puts this anchor at least the system spacing (times `multiplier`) below `anchor`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: YAxisAnchor, multiplier: Double = 1)
        -> LayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }

    /// A constraint that puts this anchor at most the system spacing (times `multiplier`) below `anchor`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: YAxisAnchor, multiplier: Double = 1)
        -> LayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
}
