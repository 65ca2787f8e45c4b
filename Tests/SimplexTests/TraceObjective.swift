import Simplex

/// The weighted objective (Σ strength × |error| over the non-required constraints and the edit
/// variables) and the worst required violation of a full set of values, for the constraints in
/// force at one point of a trace: an independent check that values differing from a reference
/// solver's are just as optimal.
///
/// It follows the trace's operations itself (assuming each one succeeds, as in the reference
/// traces, which have no `error` lines) and knows nothing of the solver.
struct TraceObjective {
    private struct Row {
        var strength: Strength
        var relation: Constraint.Relation
        var constant: Double
        var terms: [Trace.Term]
    }

    private var rows: [Int: Row] = [:]
    /// Edit variables: strength and suggested value (0 until a suggestion, like kiwi's).
    private var edits: [Int: (strength: Strength, value: Double)] = [:]

    mutating func apply(_ operation: Trace.Operation) {
        switch operation {
        case .add(let c, let strength, let relation, let constant, let terms):
            if rows[c] == nil { rows[c] = Row(strength: strength, relation: relation, constant: constant, terms: terms) }
        case .remove(let c): rows[c] = nil
        case .edit(let v, let strength): if edits[v] == nil { edits[v] = (strength, 0) }
        case .unedit(let v): edits[v] = nil
        case .suggest(let v, let value): edits[v]?.value = value
        case .setConstant(let c, let constant): rows[c]?.constant = constant
        case .setStrength(let c, let strength): rows[c]?.strength = strength
        case .declare, .solve, .print, .printAll, .malformed: break
        }
    }

    /// The objective and the largest required violation (relative to the size of the row's terms)
    /// of `values` (indexed by variable number; variables beyond them count as 0).
    func evaluate(_ values: [Double]) -> (objective: Double, requiredViolation: Double) {
        func value(_ v: Int) -> Double { v < values.count ? values[v] : 0 }
        var objective = 0.0
        var violation = 0.0
        for row in rows.values {
            var sum = row.constant
            var scale = abs(row.constant)
            for term in row.terms {
                sum += term.coefficient * value(term.variable)
                scale += abs(term.coefficient * value(term.variable))
            }
            let error: Double
            switch row.relation {
            case .equal: error = abs(sum)
            case .lessThanOrEqual: error = max(0, sum)
            case .greaterThanOrEqual: error = max(0, -sum)
            }
            if row.strength.isRequired {
                violation = max(violation, error / max(1, scale))
            } else {
                objective += row.strength.value * error
            }
        }
        for (v, edit) in edits {
            objective += edit.strength.value * abs(value(v) - edit.value)
        }
        return (objective, violation)
    }
}
