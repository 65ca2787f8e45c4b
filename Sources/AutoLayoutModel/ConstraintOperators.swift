// The constraint DSL's operators on single anchors. They build the same inactive
// `LayoutConstraint`s as the anchor methods; activate them with `LayoutConstraint.activate`:
//
//     LayoutConstraint.activate {
//         label.leadingAnchor == root.leadingAnchor + 8 ~ 999
//         label.widthAnchor <= 0.5 * root.widthAnchor
//         label.heightAnchor == 44
//     }
//
// Anchors are not `Equatable`, so `==` between anchors always means a constraint.

/// A position anchor plus a constant, the right-hand side of `a.leadingAnchor == b.trailingAnchor + 8`.
public struct PositionAnchorOffset<Axis: AnchorAxis> {
    /// The anchor.
    public var anchor: PositionAnchor<Axis>
    /// The constant added to it.
    public var constant: Double
}

/// A dimension times a multiplier plus a constant, the right-hand side of
/// `a.widthAnchor == 0.5 * b.widthAnchor - 4`.
public struct DimensionAnchorExpression {
    /// The dimension.
    public var anchor: DimensionAnchor
    /// The factor applied to it.
    public var multiplier: Double
    /// The constant added.
    public var constant: Double
}

// MARK: Position anchors

/// The anchor plus `constant`.
public func + <Axis>(anchor: PositionAnchor<Axis>, constant: Double) -> PositionAnchorOffset<Axis> {
    PositionAnchorOffset(anchor: anchor, constant: constant)
}
/// The anchor minus `constant`.
public func - <Axis>(anchor: PositionAnchor<Axis>, constant: Double) -> PositionAnchorOffset<Axis> {
    PositionAnchorOffset(anchor: anchor, constant: -constant)
}
/// A constraint `lhs == rhs`.
public func == <Axis>(lhs: PositionAnchor<Axis>, rhs: PositionAnchor<Axis>) -> LayoutConstraint {
    lhs.constraint(equalTo: rhs)
}
/// A constraint `lhs == rhs.anchor + rhs.constant`.
public func == <Axis>(lhs: PositionAnchor<Axis>, rhs: PositionAnchorOffset<Axis>) -> LayoutConstraint {
    lhs.constraint(equalTo: rhs.anchor, constant: rhs.constant)
}
/// A constraint `lhs <= rhs`.
public func <= <Axis>(lhs: PositionAnchor<Axis>, rhs: PositionAnchor<Axis>) -> LayoutConstraint {
    lhs.constraint(lessThanOrEqualTo: rhs)
}
/// A constraint `lhs <= rhs.anchor + rhs.constant`.
public func <= <Axis>(lhs: PositionAnchor<Axis>, rhs: PositionAnchorOffset<Axis>) -> LayoutConstraint {
    lhs.constraint(lessThanOrEqualTo: rhs.anchor, constant: rhs.constant)
}
/// A constraint `lhs >= rhs`.
public func >= <Axis>(lhs: PositionAnchor<Axis>, rhs: PositionAnchor<Axis>) -> LayoutConstraint {
    lhs.constraint(greaterThanOrEqualTo: rhs)
}
/// A constraint `lhs >= rhs.anchor + rhs.constant`.
public func >= <Axis>(lhs: PositionAnchor<Axis>, rhs: PositionAnchorOffset<Axis>) -> LayoutConstraint {
    lhs.constraint(greaterThanOrEqualTo: rhs.anchor, constant: rhs.constant)
}

// MARK: Dimension anchors

/// The dimension times `multiplier`.
public func * (multiplier: Double, anchor: DimensionAnchor) -> DimensionAnchorExpression {
    DimensionAnchorExpression(anchor: anchor, multiplier: multiplier, constant: 0)
}
/// The dimension times `multiplier`.
public func * (anchor: DimensionAnchor, multiplier: Double) -> DimensionAnchorExpression {
    DimensionAnchorExpression(anchor: anchor, multiplier: multiplier, constant: 0)
}
/// The dimension plus `constant`.
public func + (anchor: DimensionAnchor, constant: Double) -> DimensionAnchorExpression {
    DimensionAnchorExpression(anchor: anchor, multiplier: 1, constant: constant)
}
/// The dimension minus `constant`.
public func - (anchor: DimensionAnchor, constant: Double) -> DimensionAnchorExpression {
    DimensionAnchorExpression(anchor: anchor, multiplier: 1, constant: -constant)
}
/// The expression plus `constant`.
public func + (expression: DimensionAnchorExpression, constant: Double) -> DimensionAnchorExpression {
    DimensionAnchorExpression(anchor: expression.anchor, multiplier: expression.multiplier, constant: expression.constant + constant)
}
/// The expression minus `constant`.
public func - (expression: DimensionAnchorExpression, constant: Double) -> DimensionAnchorExpression {
    expression + -constant
}
/// A constraint `lhs == rhs`.
public func == (lhs: DimensionAnchor, rhs: DimensionAnchor) -> LayoutConstraint {
    lhs.constraint(equalTo: rhs)
}
/// A constraint `lhs == multiplier × anchor + constant`.
public func == (lhs: DimensionAnchor, rhs: DimensionAnchorExpression) -> LayoutConstraint {
    lhs.constraint(equalTo: rhs.anchor, multiplier: rhs.multiplier, constant: rhs.constant)
}
/// A constraint `lhs == constant`.
public func == (lhs: DimensionAnchor, constant: Double) -> LayoutConstraint {
    lhs.constraint(equalToConstant: constant)
}
/// A constraint `lhs <= rhs`.
public func <= (lhs: DimensionAnchor, rhs: DimensionAnchor) -> LayoutConstraint {
    lhs.constraint(lessThanOrEqualTo: rhs)
}
/// A constraint `lhs <= multiplier × anchor + constant`.
public func <= (lhs: DimensionAnchor, rhs: DimensionAnchorExpression) -> LayoutConstraint {
    lhs.constraint(lessThanOrEqualTo: rhs.anchor, multiplier: rhs.multiplier, constant: rhs.constant)
}
/// A constraint `lhs <= constant`.
public func <= (lhs: DimensionAnchor, constant: Double) -> LayoutConstraint {
    lhs.constraint(lessThanOrEqualToConstant: constant)
}
/// A constraint `lhs >= rhs`.
public func >= (lhs: DimensionAnchor, rhs: DimensionAnchor) -> LayoutConstraint {
    lhs.constraint(greaterThanOrEqualTo: rhs)
}
/// A constraint `lhs >= multiplier × anchor + constant`.
public func >= (lhs: DimensionAnchor, rhs: DimensionAnchorExpression) -> LayoutConstraint {
    lhs.constraint(greaterThanOrEqualTo: rhs.anchor, multiplier: rhs.multiplier, constant: rhs.constant)
}
/// A constraint `lhs >= constant`.
public func >= (lhs: DimensionAnchor, constant: Double) -> LayoutConstraint {
    lhs.constraint(greaterThanOrEqualToConstant: constant)
}

// MARK: Priorities

/// The precedence of `~`: below the comparisons, so `a == b + 8 ~ 999` gives the whole
/// constraint priority 999.
precedencegroup LayoutPriorityPrecedence {
    associativity: left
    lowerThan: ComparisonPrecedence
    higherThan: AssignmentPrecedence
}

/// Sets the priority of the constraint(s) on the left: `a.widthAnchor == 100 ~ .defaultHigh`.
infix operator ~ : LayoutPriorityPrecedence

/// The constraint, with its priority set to `priority` (the constraint is returned, not copied).
@discardableResult
public func ~ (constraint: LayoutConstraint, priority: LayoutPriority) -> LayoutConstraint {
    constraint.priority = priority
    return constraint
}

/// The constraints, each with its priority set to `priority`.
@discardableResult
public func ~ (constraints: [LayoutConstraint], priority: LayoutPriority) -> [LayoutConstraint] {
    for constraint in constraints { constraint.priority = priority }
    return constraints
}
