import Simplex

/// Makes random sessions from a seed: the same seed gives the same session on every run.
///
/// Most sessions are small and well-conditioned (small integer coefficients, integral constants),
/// so the oracle's answers are reliable and failures shrink to readable traces. On top of that:
///
/// - every strength (required, strong, medium, weak, custom values such as kiwi's 1001–1004);
/// - edit variables, suggestions, removals, re-additions, in-place constant and strength changes,
///   batches, a fork (copy) of the solver;
/// - structured constraints: redundant ones (scaled copies and sums of required equalities),
///   degenerate ones (several inequalities through one point), exact ties between weak ones,
///   constant-only constraints, and contradictions of required constraints already added;
/// - refused calls of every kind: duplicates, unknown constraints and edit variables, required
///   edit variables, strength changes to or from required, NaN and infinities;
/// - one session in five is scaled: each variable by 10^-2…10^2 and each constraint by
///   10^-2…10^2, and some terms get coefficients of 1e-6 or 1e6: coefficients span 1e-6…1e6.
struct SessionGenerator {
    private var rng: SplitMix64
    private let seed: UInt64
    /// Whether to make a larger session (6 to 12 variables, 40 to 120 operations).
    private let large: Bool
    private var variables: [Variable] = []
    private var variableScale: [Double] = []
    private var scaled = false
    private var operations: [Operation] = []
    /// Constraints believed to be in the solver (an addition may have been refused: then a later
    /// removal just becomes an `unknownConstraint` case, which is worth testing too).
    private var active: [Constraint] = []
    private var removed: [Constraint] = []
    private var edits: [Variable] = []
    private var forked = false

    /// The session of `seed`, one of the larger kind if `large` (see
    /// ``TestEnvironment/largeSessions``).
    static func session(seed: UInt64, large: Bool = TestEnvironment.largeSessions) -> Session {
        var g = SessionGenerator(seed: seed, large: large)
        return g.make()
    }

    private init(seed: UInt64, large: Bool) {
        self.seed = seed
        self.large = large
        rng = SplitMix64(seed: seed &* 0x2545_F491_4F6C_DD1D &+ 1)
    }

    private mutating func make() -> Session {
        let priorities: PriorityModel = rng.chance(0.25) ? .hierarchical : .weighted
        let n = large ? rng.int(6 ... 12) : [1, 2, 2, 3, 3, 3, 4, 4, 5, 6][rng.int(0 ... 9)]
        variables = (0 ..< n).map { Variable("x\($0)") }
        scaled = rng.chance(0.2)
        variableScale = (0 ..< n).map { _ in scaled ? power(rng.int(-2 ... 2)) : 1 }
        let length = large ? rng.int(40 ... 120) : rng.chance(0.1) ? rng.int(20 ... 50) : rng.int(1 ... 20)
        while operations.count < length { step() }
        return Session(seed: seed, priorities: priorities, variables: variables, operations: operations)
    }

    private func power(_ e: Int) -> Double {
        var x = 1.0
        for _ in 0 ..< abs(e) { x *= 10 }
        return e < 0 ? 1 / x : x
    }

    // MARK: Numbers

    private mutating func coefficient() -> Double {
        switch rng.int(0 ... 19) {
        case 0 ..< 10: return rng.chance(0.5) ? 1 : -1
        case 10 ..< 16: return Double(rng.pick([2, 3, 4, 5, -2, -3, -4, -5]))
        case 16 ..< 19: return rng.pick([0.5, -0.5, 0.25, 1.5, -2.5, 10, -10, 100])
        default: return rng.pick([1e-3, -1e-3, 1e3, 7.0, -0.125])
        }
    }

    private mutating func constant() -> Double {
        rng.chance(0.15) ? 0 : Double(rng.int(-100 ... 100))
    }

    private mutating func strength(requiredShare: Double = 0.35) -> Strength {
        if rng.chance(requiredShare) { return .required }
        switch rng.int(0 ... 9) {
        case 0 ..< 3: return .strong
        case 3 ..< 5: return .medium
        case 5 ..< 7: return .weak
        case 7: return Strength(Double(rng.pick([1001, 1002, 1003, 1004, 2, 10, 500])))
        case 8: return Strength(Double(rng.int(1 ... 999_999)))
        default: return Strength(strong: Double(rng.int(0 ... 3)), medium: Double(rng.int(0 ... 999)), weak: Double(rng.int(1 ... 999)))
        }
    }

    private mutating func nonStrongStrength() -> Strength {
        var s = strength(requiredShare: 0)
        if s.isRequired { s = .strong }
        return s
    }

    private mutating func relation() -> Constraint.Relation {
        switch rng.int(0 ... 9) {
        case 0 ..< 4: return .equal
        case 4 ..< 7: return .lessThanOrEqual
        default: return .greaterThanOrEqual
        }
    }

    /// `terms · x + constant` written in the session's units: each variable's coefficient is
    /// divided by its scale and the whole row multiplied by a row scale (scaled sessions only).
    private mutating func constraint(_ terms: [(Int, Double)], _ constant: Double, _ relation: Constraint.Relation, _ strength: Strength) -> Constraint {
        let rowScale = scaled ? power(rng.int(-2 ... 2)) : 1
        func clamped(_ a: Double) -> Double {
            // Keep every coefficient within 1e-6 ... 1e6, the span the tests promise to cover.
            a == 0 ? 0 : Double(signOf: a, magnitudeOf: min(max(abs(a), 1e-6), 1e6))
        }
        var expression = Expression(
            terms: terms.map { Term(variables[$0.0], coefficient: clamped($0.1 * rowScale / variableScale[$0.0])) },
            constant: constant * rowScale)
        if scaled && rng.chance(0.1), !expression.terms.isEmpty {
            // A term with an extreme coefficient, at either end of the span.
            let k = rng.int(0 ... expression.terms.count - 1)
            expression.terms[k].coefficient = Double(signOf: expression.terms[k].coefficient, magnitudeOf: rng.chance(0.5) ? 1e6 : 1e-6)
        }
        return Constraint(expression, relation, strength: strength)
    }

    private mutating func randomTerms() -> [(Int, Double)] {
        let count = min(variables.count, [1, 1, 2, 2, 2, 3][rng.int(0 ... 5)])
        let chosen = rng.shuffled(Array(variables.indices)).prefix(count)
        return chosen.map { ($0, coefficient()) }
    }

    private mutating func randomConstraint() -> Constraint {
        constraint(randomTerms(), constant(), relation(), strength())
    }

    // MARK: Structured constraints

    /// The terms of `c` as (index, coefficient) pairs, in the session's raw units.
    private func raw(_ c: Constraint) -> [(Int, Double)] {
        c.expression.terms.map { t in (variables.firstIndex(of: t.variable)!, t.coefficient) }
    }

    private mutating func structuredConstraint() -> Constraint {
        let requiredEqualities = active.filter { $0.strength.isRequired && $0.relation == .equal && $0.expression.isFinite }
        let requiredAny = active.filter { $0.strength.isRequired && $0.expression.isFinite }
        switch rng.int(0 ... 9) {
        case 0 where !requiredEqualities.isEmpty:
            // A scaled copy of a required equality: redundant.
            let c = rng.pick(requiredEqualities)
            let k = rng.pick([1.0, 2, -3, 0.5])
            return Constraint(k * c.expression, .equal, strength: rng.chance(0.8) ? .required : strength())
        case 1 where requiredEqualities.count >= 2:
            // The sum of two required equalities: redundant.
            let a = rng.pick(requiredEqualities), b = rng.pick(requiredEqualities)
            return Constraint(a.expression + b.expression, .equal)
        case 2 where !requiredAny.isEmpty:
            // A contradiction of a required constraint (unsatisfiable unless it was refused).
            let c = rng.pick(requiredAny)
            let shift = Double(rng.int(1 ... 20))
            switch c.relation {
            case .equal: return Constraint(c.expression + shift, .equal)
            case .lessThanOrEqual: return Constraint(c.expression - shift, .greaterThanOrEqual)
            case .greaterThanOrEqual: return Constraint(c.expression + shift, .lessThanOrEqual)
            }
        case 3 where !requiredAny.isEmpty:
            // The same expression with the bound just touching: feasible, degenerate.
            let c = rng.pick(requiredAny)
            switch c.relation {
            case .equal: return Constraint(c.expression, rng.chance(0.5) ? .lessThanOrEqual : .greaterThanOrEqual)
            case .lessThanOrEqual: return Constraint(c.expression, .greaterThanOrEqual)
            case .greaterThanOrEqual: return Constraint(c.expression, .lessThanOrEqual)
            }
        case 4:
            // Inequalities through one integral point: degenerate vertices.
            let point = variables.indices.map { _ in Double(rng.int(-10 ... 10)) }
            let terms = randomTerms()
            let through = -terms.reduce(0) { $0 + $1.1 * point[$1.0] }
            return constraint(terms, through, rng.chance(0.5) ? .lessThanOrEqual : .greaterThanOrEqual, strength(requiredShare: 0.7))
        case 5:
            // An exact tie: the same weak preference pulling two ways.
            let j = rng.int(0 ... variables.count - 1)
            return constraint([(j, 1)], Double(rng.int(-50 ... 50)), .equal, .weak)
        case 6:
            // A constant-only constraint (or one whose terms cancel).
            let j = rng.int(0 ... variables.count - 1)
            let k = constant()
            let terms: [(Int, Double)] = rng.chance(0.5) ? [] : [(j, 1), (j, -1)]
            return constraint(terms, rng.chance(0.5) ? 0 : k, rng.pick([.equal, .lessThanOrEqual, .greaterThanOrEqual]), strength(requiredShare: 0.5))
        case 7:
            // kiwi issues 28/33: several close strengths pulling against one.
            let j = rng.int(0 ... variables.count - 1)
            return constraint([(j, 1)], Double(rng.pick([0, -10])), .equal, Strength(Double(rng.int(1001 ... 1004))))
        default:
            return randomConstraint()
        }
    }

    private mutating func nonFiniteConstraint() -> Constraint {
        let bad = rng.pick([Double.nan, .infinity, -.infinity])
        let j = rng.int(0 ... variables.count - 1)
        if rng.chance(0.5) {
            return Constraint(Expression(terms: [Term(variables[j], coefficient: bad)], constant: 1), relation(), strength: strength())
        }
        return Constraint(Expression(terms: [Term(variables[j])], constant: bad), relation(), strength: strength())
    }

    // MARK: Operations

    private mutating func emit(_ op: Operation) {
        operations.append(op)
        switch op {
        case .add(let c): active.append(c); removed.removeAll { $0 === c }
        case .addBatch(let cs): active += cs
        case .remove(let c): active.removeAll { $0 === c }; removed.append(c)
        case .removeBatch(let cs): for c in cs { active.removeAll { $0 === c }; removed.append(c) }
        case .addEditVariable(let v, let s) where !s.isRequired: if !edits.contains(v) { edits.append(v) }
        case .removeEditVariable(let v): edits.removeAll { $0 == v }
        default: break
        }
    }

    private mutating func suggestion() -> Double {
        switch rng.int(0 ... 9) {
        case 0: return 0
        case 1: return Double(rng.int(-1000 ... 1000)) / 8
        case 2 where scaled: return Double(rng.int(-100 ... 100)) * power(rng.int(-3 ... 3))
        default: return Double(rng.int(-200 ... 200))
        }
    }

    private mutating func step() {
        let nonEdited = variables.filter { !edits.contains($0) }
        var choices: [(Double, () -> Void)] = []
        func option(_ weight: Double, _ when: Bool = true, _ body: @escaping () -> Void) {
            if when { choices.append((weight, body)) }
        }
        // Closures mutate `self` through a local copy that is written back below.
        var me = self
        option(30) { me.emit(.add(me.randomConstraint())) }
        option(10) { me.emit(.add(me.structuredConstraint())) }
        option(10, !active.isEmpty) { me.emit(.remove(me.rng.pick(me.active))) }
        option(3) {
            let c = me.randomConstraint()
            me.emit(.add(c))
            me.emit(.remove(c))
        }
        option(3, !removed.isEmpty) { me.emit(.add(me.rng.pick(me.removed))) }
        option(1.5, !active.isEmpty) { me.operations.append(.add(me.rng.pick(me.active))) }
        option(1.5) { me.operations.append(.remove(me.rng.chance(0.5) && !me.removed.isEmpty ? me.rng.pick(me.removed) : me.randomConstraint())) }
        option(1.5) { me.operations.append(.add(me.nonFiniteConstraint())) }
        option(6, !nonEdited.isEmpty) {
            let v = me.rng.pick(nonEdited)
            me.emit(.addEditVariable(v, me.nonStrongStrength()))
            if me.rng.chance(0.7) { me.emit(.suggest(v, me.suggestion())) }
        }
        option(1) {
            let v = me.rng.pick(me.variables)
            me.operations.append(.addEditVariable(v, me.rng.chance(0.5) ? .required : me.nonStrongStrength()))
        }
        option(3, !edits.isEmpty) { me.emit(.removeEditVariable(me.rng.pick(me.edits))) }
        option(0.5) { me.operations.append(.removeEditVariable(me.rng.pick(me.variables))) }
        option(15, !edits.isEmpty) {
            let v = me.rng.pick(me.edits)
            for _ in 0 ..< (me.rng.chance(0.3) ? me.rng.int(2 ... 4) : 1) { me.emit(.suggest(v, me.suggestion())) }
        }
        option(1) { me.operations.append(.suggest(me.rng.pick(me.variables), me.suggestion())) }
        option(1, !edits.isEmpty) { me.operations.append(.suggest(me.rng.pick(me.edits), me.rng.pick([Double.nan, .infinity, -.infinity]))) }
        option(5, !active.isEmpty) {
            let c = me.rng.pick(me.active)
            me.operations.append(.updateConstant(c, me.rng.chance(0.3) ? c.expression.constant + Double(me.rng.int(-3 ... 3)) : me.constant()))
        }
        option(0.5, !active.isEmpty) { me.operations.append(.updateConstant(me.rng.pick(me.active), me.rng.pick([Double.nan, .infinity]))) }
        option(0.5) { me.operations.append(.updateConstant(me.randomConstraint(), 1)) }
        option(3, !active.isEmpty) {
            let c = me.rng.pick(me.active)
            me.operations.append(.updateStrength(c, me.rng.chance(0.15) ? .required : me.nonStrongStrength()))
        }
        option(0.5) { me.operations.append(.updateStrength(me.randomConstraint(), .strong)) }
        option(3) {
            var batch = (0 ..< me.rng.int(1 ... 4)).map { _ in me.rng.chance(0.3) ? me.structuredConstraint() : me.randomConstraint() }
            if me.rng.chance(0.1), let c = batch.first { batch.append(c) }  // a duplicate inside the batch
            if me.rng.chance(0.05) { batch.append(me.nonFiniteConstraint()) }
            me.emit(.addBatch(batch))
        }
        option(2, active.count >= 2) {
            var batch = Array(me.rng.shuffled(me.active).prefix(me.rng.int(1 ... 3)))
            if me.rng.chance(0.1) { batch.append(me.randomConstraint()) }  // an unknown one
            me.emit(.removeBatch(batch))
        }
        option(1.5, !forked) {
            me.forked = true
            me.operations.append(.fork)
        }
        let k = rng.weighted(choices.map(\.0))
        me.rng = rng
        choices[k].1()
        self = me
    }
}
