/// A variable multiplied by a coefficient: one summand of an ``Expression``, such as `2 * x`.
public struct Term: Hashable, Sendable, CustomStringConvertible {
    /// The variable of the term.
    public var variable: Variable
    /// The factor that multiplies the variable.
    public var coefficient: Double

    /// Creates the term `coefficient * variable`.
    public init(_ variable: Variable, coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    public var description: String {
        coefficient == 1 ? variable.description : "\(coefficient) * \(variable)"
    }
}
