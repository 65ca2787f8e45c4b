// The arithmetic and comparison operators that build expressions and constraints.
// They live alone here so that the solver's files read as algebra, not sugar.

// MARK: Building terms

/// The term `coefficient * variable`.
public func * (coefficient: Double, variable: Variable) -> Term { Term(variable, coefficient: coefficient) }
/// The term `coefficient * variable`.
public func * (variable: Variable, coefficient: Double) -> Term { Term(variable, coefficient: coefficient) }
/// The term `variable / divisor`.
public func / (variable: Variable, divisor: Double) -> Term { Term(variable, coefficient: 1 / divisor) }
/// The term `-variable`.
public prefix func - (variable: Variable) -> Term { Term(variable, coefficient: -1) }
/// The term scaled by `factor`.
public func * (factor: Double, term: Term) -> Term { Term(term.variable, coefficient: factor * term.coefficient) }
/// The term scaled by `factor`.
public func * (term: Term, factor: Double) -> Term { factor * term }
/// The term divided by `divisor`.
public func / (term: Term, divisor: Double) -> Term { (1 / divisor) * term }
/// The negated term.
public prefix func - (term: Term) -> Term { -1 * term }

// MARK: Scaling expressions

/// The expression with every coefficient and the constant multiplied by `factor`.
public func * (factor: Double, expression: Expression) -> Expression {
    Expression(terms: expression.terms.map { factor * $0 }, constant: factor * expression.constant)
}
/// The expression with every coefficient and the constant multiplied by `factor`.
public func * (expression: Expression, factor: Double) -> Expression { factor * expression }
/// The expression with every coefficient and the constant divided by `divisor`.
public func / (expression: Expression, divisor: Double) -> Expression { (1 / divisor) * expression }
/// The negated expression.
public prefix func - (expression: Expression) -> Expression { -1 * expression }

// MARK: Sums and differences
//
// Everything that can stand in a sum converts to an expression through `LinearOperand`, so one
// pair of generic operators covers every mix of variables, terms, expressions and numbers.

/// A value that can be one side of a sum or of a constraint: a ``Variable``, a ``Term``, an
/// ``Expression`` or a `Double`.
public protocol LinearOperand {
    /// The value as an expression.
    var linearExpression: Expression { get }
}

extension Variable: LinearOperand {
    /// The expression `1 * self`.
    public var linearExpression: Expression { Expression(self) }
}
extension Term: LinearOperand {
    /// The expression made of this term alone.
    public var linearExpression: Expression { Expression(self) }
}
extension Expression: LinearOperand {
    /// The expression itself.
    public var linearExpression: Expression { self }
}
extension Double: LinearOperand {
    /// The constant expression `self`.
    public var linearExpression: Expression { Expression(self) }
}

/// The sum of two operands.
public func + <L: LinearOperand, R: LinearOperand>(lhs: L, rhs: R) -> Expression {
    let l = lhs.linearExpression, r = rhs.linearExpression
    return Expression(terms: l.terms + r.terms, constant: l.constant + r.constant)
}
/// The difference of two operands.
public func - <L: LinearOperand, R: LinearOperand>(lhs: L, rhs: R) -> Expression {
    lhs + -rhs.linearExpression
}

// MARK: Constraints

/// The required constraint `lhs == rhs`.
public func == <L: LinearOperand, R: LinearOperand>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs.linearExpression, .equal, rhs.linearExpression)
}
/// The required constraint `lhs <= rhs`.
public func <= <L: LinearOperand, R: LinearOperand>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs.linearExpression, .lessThanOrEqual, rhs.linearExpression)
}
/// The required constraint `lhs >= rhs`.
public func >= <L: LinearOperand, R: LinearOperand>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs.linearExpression, .greaterThanOrEqual, rhs.linearExpression)
}
