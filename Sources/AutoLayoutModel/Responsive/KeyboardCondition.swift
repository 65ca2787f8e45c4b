/// What a conditional constraint requires of the keyboard.
public enum KeyboardCondition: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// Only while the keyboard shows.
    case showing
    /// Only while the keyboard is hidden.
    case hidden
    /// Whatever the keyboard does; the constraint is evaluated again when the keyboard changes
    /// (its named predicate may look at the keyboard).
    case any
    /// Whatever the keyboard does, and a change of the keyboard alone does not even re-evaluate the
    /// constraint: it keeps the state the last other change (rotation, device) gave it. Use it for
    /// constraints whose predicates look at the keyboard but should not flip while the user types.
    case ignored

    /// Whether `keyboard` satisfies the condition.
    public func isSatisfied(by keyboard: KeyboardState) -> Bool {
        switch self {
        case .showing: keyboard.isShowing
        case .hidden: !keyboard.isShowing
        case .any, .ignored: true
        }
    }

    /// The case name.
    public var description: String { rawValue }
}
