/// A layout constraint that is active only in the environments a ``LayoutCondition`` allows.
///
/// Make one with ``LayoutConstraint/when(_:)`` and register it with a
/// ``ConditionalConstraints`` set (a ``Window``'s or a ``ViewController``'s), which activates and
/// deactivates it as the environment changes.
public struct ConditionalConstraint: CustomStringConvertible {
    /// The constraint the condition switches on and off.
    public let constraint: LayoutConstraint
    /// When the constraint applies.
    public let condition: LayoutCondition

    /// Pairs a constraint with the condition under which it applies.
    public init(_ constraint: LayoutConstraint, when condition: LayoutCondition) {
        self.constraint = constraint
        self.condition = condition
    }

    /// The constraint and its condition, as in `<box.width == 200> when landscape`.
    public var description: String { "\(constraint) when \(condition)" }
}

extension LayoutConstraint {
    /// The constraint, limited to the environments `condition` allows.
    public func when(_ condition: LayoutCondition) -> ConditionalConstraint {
        ConditionalConstraint(self, when: condition)
    }
}

extension Array where Element == LayoutConstraint {
    /// Each constraint, limited to the environments `condition` allows.
    public func when(_ condition: LayoutCondition) -> [ConditionalConstraint] {
        map { ConditionalConstraint($0, when: condition) }
    }
}
