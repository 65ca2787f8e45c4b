/// Why the solver refused an operation.
///
/// A refused operation leaves the solver exactly as it was: every value, constraint and edit
/// variable is unchanged, and later operations behave as if the refused one never happened.
public enum SolverError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The constraint was already added.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The required constraint cannot hold together with the required constraints already in the
    /// solver. `conflicts` names a minimal set of them: together with the refused constraint they
    /// cannot all hold, and dropping any one of them removes the conflict.
    case unsatisfiableConstraint(Constraint, conflicts: [Constraint])
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables cannot be required: a suggestion must be able to give way.
    case requiredEditVariable(Variable)
    /// A coefficient or the constant of the constraint is NaN or infinite.
    case nonFiniteConstraint(Constraint)
    /// A suggested value or a new constant is NaN or infinite.
    case nonFiniteValue(Double)
    /// A strength change to or from ``Strength/required``, which would change which constraints
    /// can be refused; remove the constraint and add a new one instead.
    case requiredStrengthChange(Constraint)

    /// Two errors are equal when they are the same case about the same constraint or variable (by
    /// identity), with equal conflicts; non-finite values are equal when both are NaN or when they
    /// are the same infinity.
    public static func == (lhs: SolverError, rhs: SolverError) -> Bool {
        switch (lhs, rhs) {
        case let (.duplicateConstraint(a), .duplicateConstraint(b)),
             let (.unknownConstraint(a), .unknownConstraint(b)),
             let (.nonFiniteConstraint(a), .nonFiniteConstraint(b)),
             let (.requiredStrengthChange(a), .requiredStrengthChange(b)):
            return a === b
        case let (.unsatisfiableConstraint(a, x), .unsatisfiableConstraint(b, y)):
            return a === b && x.count == y.count && zip(x, y).allSatisfy { $0 === $1 }
        case let (.duplicateEditVariable(a), .duplicateEditVariable(b)),
             let (.unknownEditVariable(a), .unknownEditVariable(b)),
             let (.requiredEditVariable(a), .requiredEditVariable(b)):
            return a == b
        case let (.nonFiniteValue(a), .nonFiniteValue(b)):
            return (a.isNaN && b.isNaN) || a == b
        default:
            return false
        }
    }

    public var description: String {
        switch self {
        case .duplicateConstraint(let c): "duplicate constraint: \(c)"
        case .unknownConstraint(let c): "unknown constraint: \(c)"
        case .unsatisfiableConstraint(let c, let conflicts):
            "unsatisfiable constraint: \(c)"
                + (conflicts.isEmpty ? "" : ", because of " + conflicts.map { "[\($0)]" }.joined(separator: ", "))
        case .duplicateEditVariable(let v): "duplicate edit variable: \(v)"
        case .unknownEditVariable(let v): "unknown edit variable: \(v)"
        case .requiredEditVariable(let v): "an edit variable cannot be required: \(v)"
        case .nonFiniteConstraint(let c): "a constraint with a NaN or infinite number: \(c)"
        case .nonFiniteValue(let x): "a NaN or infinite value: \(x)"
        case .requiredStrengthChange(let c): "a strength change to or from required: \(c)"
        }
    }
}

/// A failure inside the solver's algorithm: an unbounded objective or a dual optimisation that
/// found no pivot. Valid input never causes one; if you meet one, please report it with a trace
/// recorded by ``Solver/startRecording()``.
public struct InternalSolverError: Error, Sendable, CustomStringConvertible {
    /// What went wrong.
    public let message: String

    public var description: String { "internal solver error: \(message)" }
}
