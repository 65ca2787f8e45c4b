import Simplex

/// The kinds of ``SolverError``, without their payloads.
enum ErrorKind: Hashable, Sendable, CustomStringConvertible {
    case duplicateConstraint, unknownConstraint, unsatisfiable, duplicateEditVariable
    case unknownEditVariable, requiredEditVariable, nonFiniteConstraint, nonFiniteValue, requiredStrengthChange

    init(_ error: SolverError) {
        switch error {
        case .duplicateConstraint: self = .duplicateConstraint
        case .unknownConstraint: self = .unknownConstraint
        case .unsatisfiableConstraint: self = .unsatisfiable
        case .duplicateEditVariable: self = .duplicateEditVariable
        case .unknownEditVariable: self = .unknownEditVariable
        case .requiredEditVariable: self = .requiredEditVariable
        case .nonFiniteConstraint: self = .nonFiniteConstraint
        case .nonFiniteValue: self = .nonFiniteValue
        case .requiredStrengthChange: self = .requiredStrengthChange
        }
    }

    var description: String {
        switch self {
        case .duplicateConstraint: "duplicateConstraint"
        case .unknownConstraint: "unknownConstraint"
        case .unsatisfiable: "unsatisfiableConstraint"
        case .duplicateEditVariable: "duplicateEditVariable"
        case .unknownEditVariable: "unknownEditVariable"
        case .requiredEditVariable: "requiredEditVariable"
        case .nonFiniteConstraint: "nonFiniteConstraint"
        case .nonFiniteValue: "nonFiniteValue"
        case .requiredStrengthChange: "requiredStrengthChange"
        }
    }
}

/// What an operation may do: succeed, or throw one of some errors. Both are allowed only where
/// the oracle cannot tell (a required system within rounding of the feasibility boundary).
struct Expectation: Sendable {
    var maySucceed: Bool
    var errors: Set<ErrorKind>

    static let success = Expectation(maySucceed: true, errors: [])
    static func failure(_ kinds: ErrorKind...) -> Expectation { Expectation(maySucceed: false, errors: Set(kinds)) }
}

/// The harness's own account of what the solver holds: the constraints in the order added (with
/// their current constants and strengths), and the edit variables with their suggestions. It
/// predicts each operation's outcome and gives the oracle its problem.
struct ModelState: Sendable {
    struct Entry: Sendable {
        let constraint: Constraint
        var constant: Double
        var strength: Strength
    }

    struct Edit: Sendable {
        let variable: Variable
        var strength: Strength
        var suggestion: Double
    }

    /// Feasibility the oracle cannot decide: a relative phase-1 residual (see
    /// ``Oracle/infeasibility(_:)``) above `certainlyFeasible` and up to `certainlyInfeasible` is
    /// within rounding of the boundary (typically huge values that cancel), where a solver may
    /// rightly decide either way.
    static let certainlyFeasible = 1e-11
    static let certainlyInfeasible = 1e-7

    let index: [Variable: Int]
    let variableCount: Int
    var entries: [Entry] = []
    var edits: [Edit] = []

    init(variables: [Variable]) {
        var index: [Variable: Int] = [:]
        for (i, v) in variables.enumerated() { index[v] = i }
        self.index = index
        variableCount = variables.count
    }

    func position(of c: Constraint) -> Int? { entries.firstIndex { $0.constraint === c } }
    func edit(_ v: Variable) -> Int? { edits.firstIndex { $0.variable == v } }

    func linear(_ c: Constraint, constant: Double, strength: Strength) -> LinearConstraint {
        LinearConstraint(
            terms: c.expression.terms.map { (variable: index[$0.variable]!, coefficient: $0.coefficient) },
            constant: constant, relation: c.relation, strength: strength.value)
    }

    func linear(_ e: Entry) -> LinearConstraint { linear(e.constraint, constant: e.constant, strength: e.strength) }

    /// The oracle's view: every constraint, and every edit variable as `v - suggestion == 0`.
    var problem: OracleProblem {
        var constraints = entries.map(linear)
        for e in edits {
            constraints.append(LinearConstraint(terms: [(variable: index[e.variable]!, coefficient: 1)], constant: -e.suggestion,
                                                relation: .equal, strength: e.strength.value))
        }
        return OracleProblem(variableCount: variableCount, constraints: constraints)
    }

    /// Whether the required constraints plus `extra` can hold: `true`, `false`, or `nil` when
    /// too close to call (or the oracle failed).
    func requiredFeasible(adding extra: [LinearConstraint], replacing replaced: Int? = nil) -> Bool? {
        var constraints: [LinearConstraint] = []
        for (i, e) in entries.enumerated() where e.strength.isRequired && i != replaced { constraints.append(linear(e)) }
        constraints += extra
        return Self.feasible(OracleProblem(variableCount: variableCount, constraints: constraints))
    }

    static func feasible(_ problem: OracleProblem) -> Bool? {
        guard let residual = Oracle.infeasibility(problem) else { return nil }
        if residual <= certainlyFeasible { return true }
        return residual > certainlyInfeasible ? false : nil
    }

    private func feasibility(_ extra: [LinearConstraint], replacing: Int? = nil) -> Expectation {
        switch requiredFeasible(adding: extra, replacing: replacing) {
        case true?: return .success
        case false?: return .failure(.unsatisfiable)
        case nil: return Expectation(maySucceed: true, errors: [.unsatisfiable])
        }
    }

    /// What `operation` may do to a solver in this state.
    func expectation(for operation: Operation) -> Expectation {
        switch operation {
        case .fork:
            return .success
        case .add(let c):
            if position(of: c) != nil { return .failure(.duplicateConstraint) }
            if !c.expression.isFinite { return .failure(.nonFiniteConstraint) }
            if !c.strength.isRequired { return .success }
            return feasibility([linear(c, constant: c.expression.constant, strength: c.strength)])
        case .addBatch(let cs):
            var errors: Set<ErrorKind> = []
            var seen = Set<ObjectIdentifier>()
            for c in cs {
                if position(of: c) != nil || !seen.insert(ObjectIdentifier(c)).inserted { errors.insert(.duplicateConstraint) }
                if !c.expression.isFinite { errors.insert(.nonFiniteConstraint) }
            }
            if !errors.isEmpty {
                // The joint feasibility check only makes sense for a well-formed batch; a solver
                // may test it first, so an unsatisfiable batch may report either problem.
                let finite = cs.filter { $0.expression.isFinite && $0.strength.isRequired }
                if requiredFeasible(adding: finite.map { linear($0, constant: $0.expression.constant, strength: $0.strength) }) != true {
                    errors.insert(.unsatisfiable)
                }
                return Expectation(maySucceed: false, errors: errors)
            }
            let required = cs.filter(\.strength.isRequired)
            if required.isEmpty { return .success }
            return feasibility(required.map { linear($0, constant: $0.expression.constant, strength: $0.strength) })
        case .remove(let c):
            return position(of: c) == nil ? .failure(.unknownConstraint) : .success
        case .removeBatch(let cs):
            var seen = Set<ObjectIdentifier>()
            for c in cs where position(of: c) == nil || !seen.insert(ObjectIdentifier(c)).inserted {
                return .failure(.unknownConstraint)
            }
            return .success
        case .addEditVariable(let v, let s):
            var errors: Set<ErrorKind> = []
            if edit(v) != nil { errors.insert(.duplicateEditVariable) }
            if s.isRequired { errors.insert(.requiredEditVariable) }
            return errors.isEmpty ? .success : Expectation(maySucceed: false, errors: errors)
        case .removeEditVariable(let v):
            return edit(v) == nil ? .failure(.unknownEditVariable) : .success
        case .suggest(let v, let x):
            var errors: Set<ErrorKind> = []
            if edit(v) == nil { errors.insert(.unknownEditVariable) }
            if !x.isFinite { errors.insert(.nonFiniteValue) }
            return errors.isEmpty ? .success : Expectation(maySucceed: false, errors: errors)
        case .updateConstant(let c, let k):
            var errors: Set<ErrorKind> = []
            guard let p = position(of: c) else {
                if !k.isFinite { errors.insert(.nonFiniteValue) }
                errors.insert(.unknownConstraint)
                return Expectation(maySucceed: false, errors: errors)
            }
            if !k.isFinite { return .failure(.nonFiniteValue) }
            let e = entries[p]
            if !e.strength.isRequired { return .success }
            return feasibility([linear(c, constant: k, strength: e.strength)], replacing: p)
        case .updateStrength(let c, let s):
            var errors: Set<ErrorKind> = []
            if let p = position(of: c) {
                if entries[p].strength.isRequired || s.isRequired { errors.insert(.requiredStrengthChange) }
            } else {
                errors.insert(.unknownConstraint)
                if s.isRequired { errors.insert(.requiredStrengthChange) }
            }
            return errors.isEmpty ? .success : Expectation(maySucceed: false, errors: errors)
        }
    }

    /// The state after `operation` succeeded.
    mutating func apply(_ operation: Operation) {
        switch operation {
        case .fork: break
        case .add(let c):
            entries.append(Entry(constraint: c, constant: c.expression.constant, strength: c.strength))
        case .addBatch(let cs):
            for c in cs { entries.append(Entry(constraint: c, constant: c.expression.constant, strength: c.strength)) }
        case .remove(let c):
            entries.removeAll { $0.constraint === c }
        case .removeBatch(let cs):
            for c in cs { entries.removeAll { $0.constraint === c } }
        case .addEditVariable(let v, let s):
            edits.append(Edit(variable: v, strength: s, suggestion: 0))
        case .removeEditVariable(let v):
            edits.removeAll { $0.variable == v }
        case .suggest(let v, let x):
            edits[edit(v)!].suggestion = x
        case .updateConstant(let c, let k):
            entries[position(of: c)!].constant = k
        case .updateStrength(let c, let s):
            entries[position(of: c)!].strength = s
        }
    }
}
