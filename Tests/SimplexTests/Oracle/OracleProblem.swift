import Simplex

/// One constraint as the oracle sees it: `Σ coefficient · x[variable] + constant  OP  0`, with a
/// strength on kiwi's scale. Edit variables are constraints too: `v - suggestion == 0` at the
/// edit strength (kiwi's edit constraint is `v == 0` until the first suggestion).
struct LinearConstraint: Sendable {
    var terms: [(variable: Int, coefficient: Double)]
    var constant: Double
    var relation: Constraint.Relation
    var strength: Double

    var isRequired: Bool { strength >= Strength.required.value }

    /// `Σ a·x + c` at `values`.
    func residual(at values: [Double]) -> Double {
        var sum = constant
        for t in terms { sum += t.coefficient * values[t.variable] }
        return sum
    }

    /// How far `values` are from satisfying the relation (0 when it holds).
    func violation(at values: [Double]) -> Double {
        let r = residual(at: values)
        switch relation {
        case .equal: return abs(r)
        case .lessThanOrEqual: return max(0, r)
        case .greaterThanOrEqual: return max(0, -r)
        }
    }

    /// |constant| + Σ |coefficient| · `scale`.
    func magnitude(scale: Double) -> Double {
        var sum = abs(constant)
        for t in terms { sum += abs(t.coefficient) * scale }
        return sum
    }

    /// The size of the numbers that make up the residual at `values`: rounding errors in a
    /// solver's values are relative to this, not to the (possibly zero) residual itself.
    func magnitude(at values: [Double]) -> Double {
        var sum = abs(constant)
        for t in terms { sum += abs(t.coefficient * values[t.variable]) }
        return sum
    }
}

/// A whole system for the oracle: constraints over the variables `0 ..< variableCount`.
struct OracleProblem: Sendable {
    var variableCount: Int
    var constraints: [LinearConstraint]

    /// The variables that occur in `constraints` with a non-zero coefficient, numbered `0 ..< n`
    /// in order of first occurrence (the exact tests' columns).
    static func occurringVariables(_ constraints: [LinearConstraint]) -> [Int: Int] {
        var column: [Int: Int] = [:]
        for c in constraints {
            for t in c.terms where t.coefficient != 0 && column[t.variable] == nil { column[t.variable] = column.count }
        }
        return column
    }

    /// The ratio of the largest to the smallest non-zero coefficient. Systems that mix
    /// coefficients over more than about six orders of magnitude can have optima that need huge
    /// cancelling values, where the oracle's Double arithmetic is no longer a reference.
    var coefficientSpan: Double {
        var low = Double.infinity, high = 0.0
        for c in constraints {
            for t in c.terms where t.coefficient != 0 {
                low = min(low, abs(t.coefficient))
                high = max(high, abs(t.coefficient))
            }
        }
        return high > 0 ? high / low : 1
    }

    var required: OracleProblem {
        OracleProblem(variableCount: variableCount, constraints: constraints.filter(\.isRequired))
    }

    /// kiwi's objective: Σ strength · violation over the non-required constraints.
    func weightedError(at values: [Double]) -> Double {
        var sum = 0.0
        for c in constraints where !c.isRequired { sum += c.strength * c.violation(at: values) }
        return sum
    }

    /// Σ strength · magnitude over the non-required constraints: the scale of the weighted
    /// error's rounding, used to set tolerances.
    func weightedMagnitude(at values: [Double]) -> Double {
        var sum = 0.0
        for c in constraints where !c.isRequired { sum += c.strength * c.magnitude(at: values) }
        return sum
    }

    /// Whether some equality with a non-zero constant has a term above 1e14 times that constant
    /// at `values` (the solver reads a new row's constant that small beside its terms as zero):
    /// whether it holds there, and by how much it is off, are beyond Doubles (see
    /// ``ExactFeasibility/holdOnlyBeyondAnEqualitysConstant(_:)``).
    func hasEqualityBeyondItsConstant(at values: [Double]) -> Bool {
        constraints.contains { c in
            c.relation == .equal && c.constant != 0
                && c.terms.contains { Swift.abs($0.coefficient * values[$0.variable]) > ExactFeasibility.termsBeyondAConstant * Swift.abs(c.constant) }
        }
    }

    /// The scale of the rounding a solver may leave in the weighted error: Σ strength ·
    /// (|constant| + Σ |coefficient| · `scale`), where `scale` bounds the values the solver has
    /// worked with (rounding residue is relative to the largest numbers it has seen, not to the
    /// current, possibly tiny, values).
    func weightedMagnitude(scale: Double) -> Double {
        var sum = 0.0
        for c in constraints where !c.isRequired { sum += c.strength * c.magnitude(scale: scale) }
        return sum
    }

    /// ``weightedMagnitude(scale:)`` per level, strongest first, weight 1 within a level.
    func levelMagnitudes(scale: Double) -> [Double] {
        levels.map { level in
            constraints.lazy.filter { $0.strength == level }.reduce(0) { $0 + $1.magnitude(scale: scale) }
        }
    }

    /// The largest violation of a required constraint, relative to 1 + its magnitude at `scale`.
    func requiredViolation(at values: [Double], scale: Double) -> (index: Int, relative: Double)? {
        var worst: (Int, Double)?
        for (i, c) in constraints.enumerated() where c.isRequired {
            let v = c.violation(at: values) / (1 + c.magnitude(scale: scale))
            if v > (worst?.1 ?? 0) { worst = (i, v) }
        }
        return worst
    }

    /// The distinct non-required strengths, strongest first: the levels of the hierarchical model.
    var levels: [Double] {
        Array(Set(constraints.lazy.filter { !$0.isRequired }.map(\.strength))).sorted(by: >)
    }

    /// The error of each level (Σ violation, weight 1 within a level), strongest level first.
    func levelErrors(at values: [Double]) -> [Double] {
        levels.map { level in
            constraints.lazy.filter { $0.strength == level }.reduce(0) { $0 + $1.violation(at: values) }
        }
    }

    /// The scale of each level's error, as ``weightedMagnitude(at:)`` is for the weighted sum.
    func levelMagnitudes(at values: [Double]) -> [Double] {
        levels.map { level in
            constraints.lazy.filter { $0.strength == level }.reduce(0) { $0 + $1.magnitude(at: values) }
        }
    }

    /// The scale of the rounding in each level's error at `values`: as
    /// ``levelMagnitudes(at:)``, but without the inequalities that hold there by more than a
    /// billionth of their terms, whose error is exactly zero however their terms round (a
    /// satisfied `1000 x5 - 4000 x2 + 650 <= 0` at x2 = 5.6e11 adds 2.2e15 to the terms, and
    /// nothing to the error).
    func levelErrorMagnitudes(at values: [Double]) -> [Double] {
        levels.map { level in
            constraints.lazy.filter { $0.strength == level }.reduce(0) { sum, c in
                let magnitude = c.magnitude(at: values)
                let r = c.residual(at: values)
                let holdsClearly = switch c.relation {
                case .equal: false
                case .lessThanOrEqual: r < -1e-9 * magnitude
                case .greaterThanOrEqual: r > 1e-9 * magnitude
                }
                return holdsClearly ? sum : sum + magnitude
            }
        }
    }

    /// The largest violation of a required constraint, relative to its magnitude (plus one).
    func requiredViolation(at values: [Double]) -> (index: Int, relative: Double)? {
        var worst: (Int, Double)?
        for (i, c) in constraints.enumerated() where c.isRequired {
            let v = c.violation(at: values) / (1 + c.magnitude(at: values))
            if v > (worst?.1 ?? 0) { worst = (i, v) }
        }
        return worst
    }
}

extension OracleProblem {
    /// The indices of the required equalities that are linear combinations of the required
    /// equalities before them up to the rounding of their coefficients (the part of a row, with
    /// its constant, outside the span of the earlier rows is below 1e-12 of the row), in order.
    ///
    /// As Doubles, a constraint written as the sum of two others is rarely exactly their sum:
    /// large-session seed 308253's `-0.29 x4 + 999999.9 x5 - 97.1 == 0` is `-0.3 x4 - 0.1 x5 - 97
    /// == 0` plus `0.01 x4 + 1e6 x5 - 0.1 == 0` to 1e-17 of its terms, and exactly, about the
    /// numbers as given, the three cannot hold together. The solver (and the floating-point
    /// oracle) read the third as redundant, as a layout's author means it; ``ExactOptimum`` needs
    /// it left out to say what the optimum is. A true contradiction (`x == 1`, `x == 2`) is far
    /// from the span in its constant and stays.
    ///
    /// - Complexity: O(e² · n) for e required equalities over n variables (modified Gram–Schmidt,
    ///   each row orthogonalised twice).
    func roundedRedundantEqualities() -> [Int] {
        spanResiduals(withConstants: true).filter { $0.rest <= Self.roundingRest }.map(\.index)
    }

    /// The indices of the required equalities whose coefficients are combinations of those of the
    /// required equalities before them up to rounding (the part outside their span is below 1e-12
    /// of the coefficients) while the row with its constant is not: contradictions as a layout's
    /// author means them, which hold together exactly only far out, where rounding has left the
    /// coefficients not quite parallel.
    ///
    /// Large-session seed 507246: c3 `1000000.000001 x2 - 100 x3 + x4 - 9635 == 0` is c0 `1e6 x2
    /// - 100 x3 - 6 == 0` plus c1 `1e-6 x2 + x4 + 65 == 0` in its coefficients, not its constant,
    /// but as Doubles 1000000.000001 is 7.6e-12 off 1e6 + 1e-6, so the three hold exactly at x2 =
    /// 1.27e15. The solver refused c3 because of c0 and c1, which is what the author means.
    ///
    /// - Complexity: O(e² · n) for e required equalities over n variables.
    func roundedParallelContradictions() -> [Int] {
        let full = spanResiduals(withConstants: true)
        let coefficients = spanResiduals(withConstants: false)
        return zip(full, coefficients).filter { $0.rest > Self.roundingRest && $1.rest <= Self.roundingRest }.map(\.0.index)
    }

    /// Below this part of a unit row outside the span of earlier rows, a row is in that span up
    /// to the rounding of its numbers.
    private static let roundingRest = 1e-12

    /// For each required equality in order (with a non-zero row), the norm of the part of its
    /// row, scaled to norm 1, outside the span of the rows before it (modified Gram–Schmidt, each
    /// row orthogonalised twice); the row's constant is a column of its own or left out.
    private func spanResiduals(withConstants: Bool) -> [(index: Int, rest: Double)] {
        let columns = OracleProblem.occurringVariables(constraints)
        let width = columns.count + (withConstants ? 1 : 0)
        var basis: [[Double]] = []
        var residuals: [(index: Int, rest: Double)] = []
        for (i, c) in constraints.enumerated() where c.isRequired && c.relation == .equal {
            var row = [Double](repeating: 0, count: width)
            for t in c.terms where t.coefficient != 0 { row[columns[t.variable]!] += t.coefficient }
            if withConstants { row[width - 1] = c.constant }
            let norm = row.reduce(0) { $0 + $1 * $1 }.squareRoot()
            guard norm > 0 else { continue }
            row = row.map { $0 / norm }
            for _ in 0 ..< 2 {
                for q in basis {
                    let dot = zip(row, q).reduce(0) { $0 + $1.0 * $1.1 }
                    for k in 0 ..< width { row[k] -= dot * q[k] }
                }
            }
            let rest = row.reduce(0) { $0 + $1 * $1 }.squareRoot()
            residuals.append((i, rest))
            if rest > Self.roundingRest { basis.append(row.map { $0 / rest }) }
        }
        return residuals
    }
}
