/// A linear expression: a sum of ``Term``s plus a constant, such as `2 * x + y - 10`.
///
/// Build expressions with the arithmetic operators on variables, terms and numbers, then compare
/// two expressions with `==`, `<=` or `>=` to make a ``Constraint``.
/// Terms are kept as written: the same variable may appear in several terms, and the solver adds
/// them up.
public struct Expression: Sendable, CustomStringConvertible {
    /// The summands that involve variables.
    public var terms: [Term]
    /// The summand that involves no variable.
    public var constant: Double

    /// Creates the expression `terms[0] + terms[1] + ... + constant`.
    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates the expression `1 * variable`.
    public init(_ variable: Variable) {
        self.init(terms: [Term(variable)])
    }

    /// Creates the expression made of one term.
    public init(_ term: Term) {
        self.init(terms: [term])
    }

    /// Creates the constant expression `constant`.
    public init(_ constant: Double) {
        self.init(terms: [], constant: constant)
    }

    /// Whether every coefficient and the constant are finite (neither NaN nor infinite).
    ///
    /// - Complexity: O(*n*), where *n* is the number of terms.
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    /// The expression with the terms of each variable added up into one and zero terms dropped,
    /// in order of each variable's first appearance.
    ///
    /// - Complexity: O(*n*), where *n* is the number of terms.
    public var simplified: Expression {
        if isSimplified { return self }  // the usual case: no new array to allocate
        var merged: [Term] = []
        merged.reserveCapacity(terms.count)
        if terms.count <= 16 {
            // Few terms (the usual case): a linear search beats hashing.
            for term in terms {
                if let i = merged.firstIndex(where: { $0.variable == term.variable }) {
                    merged[i].coefficient += term.coefficient
                } else {
                    merged.append(term)
                }
            }
        } else {
            var index: [Variable: Int] = [:]
            for term in terms {
                if let i = index[term.variable] {
                    merged[i].coefficient += term.coefficient
                } else {
                    index[term.variable] = merged.count
                    merged.append(term)
                }
            }
        }
        merged.removeAll { $0.coefficient == 0 }
        return Expression(terms: merged, constant: constant)
    }

    /// The largest magnitude among the coefficients (0 for a constant): the scale against which
    /// the repairs judge how far a constraint is off (see `Solver.normalizedViolation`).
    ///
    /// - Complexity: O(*n*), where *n* is the number of terms.
    var largestCoefficient: Double {
        terms.reduce(0) { Swift.max($0, Swift.abs($1.coefficient)) }
    }

    /// Whether no variable appears twice and no coefficient is zero (checked only for the few
    /// terms of a typical constraint; longer expressions are simply rebuilt).
    var isSimplified: Bool {
        guard terms.count <= 8 else { return false }
        for i in terms.indices {
            if terms[i].coefficient == 0 { return false }
            for j in terms.indices[..<i] where terms[j].variable == terms[i].variable { return false }
        }
        return true
    }

    public var description: String {
        var parts = terms.map(\.description)
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }
}
