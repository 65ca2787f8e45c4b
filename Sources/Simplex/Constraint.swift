/// A linear relation between two expressions that the solver should make hold, with a strength.
///
/// A constraint is stored in the normalised form `expression OP 0` and compared by identity: two
/// constraints written the same way are still two constraints, and the solver knows each one by
/// the instance that was added. Build constraints with the comparison operators (`x + 10 == y`,
/// `width >= 100`) and give them a strength with ``withStrength(_:)``.
///
/// The operators `==`, `<=` and `>=` on ``Expression`` return a `Constraint`, not a `Bool`
/// (expressions are not `Equatable`). ``Variable`` is `Equatable`, so `x == y` between two bare
/// variables is a `Bool` unless the context asks for a constraint: `try solver.add(x == y)` and
/// `let c: Constraint = x == y` both make a constraint.
public final class Constraint: Sendable, Hashable, CustomStringConvertible {
    /// The left-hand side minus the right-hand side: the constraint reads `expression OP 0`.
    public let expression: Expression
    /// How `expression` compares with zero.
    public let relation: Relation
    /// The strength the constraint was made with.
    public let strength: Strength

    /// Creates the constraint `expression OP 0`, with terms of the same variable added up.
    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
        // (Not `expression.simplified` alone: returning its receiver, that copies the terms.)
        self.expression = expression.isSimplified ? expression : expression.simplified
        self.relation = relation
        self.strength = strength
    }

    /// Creates the constraint `lhs OP rhs`.
    public convenience init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression, strength: Strength = .required) {
        self.init(lhs - rhs, relation, strength: strength)
    }

    /// A new constraint with the same relation and the given strength.
    public func withStrength(_ strength: Strength) -> Constraint {
        Constraint(expression, relation, strength: strength)
    }

    /// A new constraint with the same terms and relation, the constant `constant`, and
    /// `strength` (this one's if nil): a constraint as the solver holds it after its constant or
    /// strength was changed in place, for a trial solver or an explanation.
    func with(constant: Double, strength: Strength? = nil) -> Constraint {
        Constraint(Expression(terms: expression.terms, constant: constant), relation, strength: strength ?? self.strength)
    }

    /// Whether the expression and strength are made of finite numbers only.
    public var isFinite: Bool { expression.isFinite }

    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// Like ``Variable``, a constraint is hashed by a cheap mix of its address (see
    /// ``identityHash(_:seed:)``), not by SipHash.
    public func _rawHashValue(seed: Int) -> Int { identityHash(ObjectIdentifier(self), seed: seed) }

    public var description: String {
        "\(expression) \(relation) 0 | \(strength)"
    }

    /// How a constraint's expression compares with zero.
    public enum Relation: Sendable, Hashable, CustomStringConvertible {
        /// `expression == 0`
        case equal
        /// `expression <= 0`
        case lessThanOrEqual
        /// `expression >= 0`
        case greaterThanOrEqual

        public var description: String {
            switch self {
            case .equal: "=="
            case .lessThanOrEqual: "<="
            case .greaterThanOrEqual: ">="
            }
        }
    }
}
