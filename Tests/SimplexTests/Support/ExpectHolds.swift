import Simplex
import Testing

/// Expects every one of `constraints` to hold at `s`'s values, to 1e-9 of the size of its terms
/// (the regression tests' check of what the oracle would also accept).
func expectHolds(_ constraints: [Constraint], in s: Solver, sourceLocation: SourceLocation = #_sourceLocation) {
    for k in constraints {
        let terms = [k.expression.constant] + k.expression.terms.map { $0.coefficient * s.value(of: $0.variable) }
        let sum = terms.reduce(0, +), tolerance = 1e-9 * (1 + terms.map(abs).reduce(0, +))
        let holds = switch k.relation {
        case .lessThanOrEqual: sum <= tolerance
        case .greaterThanOrEqual: sum >= -tolerance
        case .equal: abs(sum) <= tolerance
        }
        #expect(holds, "\(k) is off by \(sum)", sourceLocation: sourceLocation)
    }
}
