/// An exact feasibility test for small systems of linear constraints, `Σ a·x + c OP 0`.
///
/// ``ModelState/feasible(_:)`` asks the floating-point oracle, which judges a phase-1 residual
/// against tolerances. On badly scaled systems (coefficients 1e-6…1e6) whose solutions lie far
/// out that is sometimes wrong: seed 163803's system without one of its conflicts holds only at
/// x0 = 6.4e24, which the oracle called infeasible, so a minimal explanation read as not minimal.
/// Here every Double is taken exactly (a dyadic rational), each constraint scaled by a power of
/// two to integers (``BigInt``), and the question is decided without rounding:
///
/// 1. each equality eliminates one of its variables from every other row (exact Gaussian
///    elimination, by integer cross-multiplication);
/// 2. Fourier–Motzkin then eliminates the variables from the inequalities, one at a time (which
///    variable: the one whose elimination makes the fewest rows), until a row `c >= 0` with
///    `c < 0` proves the system infeasible, or no row is left and it is feasible.
///
/// Exact about the numbers as given: a pair that contradicts only once rounding is forgotten (a
/// scaled copy whose rounded coefficients are no longer quite parallel, seed 194) is feasible
/// here, far out. Strict and non-strict inequalities are not told apart: all are non-strict.
/// Every row is divided by its content (the gcd of its entries) to keep the numbers small, rows
/// without variables are checked and dropped, and of rows with the same coefficients only the
/// tightest is kept. Fourier–Motzkin can grow the rows exponentially, so the work is capped and
/// `nil` ("cannot tell") lets callers fall back to the oracle.
enum ExactFeasibility {
    /// At most this many variables with a non-zero coefficient, and this many constraints.
    /// (12 variables, as ``ExactOptimum``: large-session seed 42722's explanation without c3
    /// holds only at x5 = 4.5e17, which the oracle called infeasible, and at 9 variables, past
    /// the earlier cap of 8, nothing overruled it. The elimination's own cap, ``maxRows``,
    /// bounds the work.)
    static let maxVariables = 12
    static let maxConstraints = 16
    /// At most this many inequalities at any step of the elimination.
    static let maxRows = 2000

    /// Whether `problem`'s constraints (all of them, whatever their strengths) can hold together:
    /// `true` or `false` exactly, or `nil` when the system is past the caps or not finite.
    static func feasible(_ problem: OracleProblem) -> Bool? {
        feasible(problem.constraints)
    }

    static func feasible(_ constraints: [LinearConstraint]) -> Bool? {
        if constraints.count > maxConstraints { return nil }
        return feasibleUncapped(constraints)
    }

    /// Whether `constraints` can hold together with every variable `v` of `bounds` within
    /// `-bounds[v] ... bounds[v]` (the bounds are not counted against ``maxConstraints``; like
    /// every strength, theirs is not read).
    static func feasible(_ constraints: [LinearConstraint], within bounds: [Int: Double]) -> Bool? {
        if constraints.count > maxConstraints { return nil }
        var all = constraints
        for (v, b) in bounds.sorted(by: { $0.key < $1.key }) {
            all.append(LinearConstraint(terms: [(variable: v, coefficient: 1)], constant: -b, relation: .lessThanOrEqual, strength: 0))
            all.append(LinearConstraint(terms: [(variable: v, coefficient: 1)], constant: b, relation: .greaterThanOrEqual, strength: 0))
        }
        return feasibleUncapped(all)
    }

    /// How many times its constant an equality's term may be before the constant is beyond
    /// Doubles there (the inverse of `makeRow`'s cut for a new row's constant).
    static let termsBeyondAConstant = 1e14

    /// Whether `constraints` can hold only where one of their equalities with a constant has a
    /// term above 1e14 times that constant: the cut below which the solver's new rows read a
    /// constant as zero (`makeRow`, 1e-14 of the magnitudes it was summed from, some 45 units in
    /// the last place), so there the equality cannot be told from itself without its constant,
    /// and whether the system can hold is beyond a floating-point solver: either answer is as
    /// right as it can be. Exact: it asks whether the system can hold with every variable
    /// bounded so that no such term is that large, and nil when either question is past the caps.
    ///
    /// Large-session seed 2648299: c5, `x2 >= 0.25`, beside c0 (`1e-6 x1 + 1e4 x4 + 0.2 x3 + 80
    /// >= 0`), c1 (`10 x2 + 0.01 x1 - 0.025 x0 == 4.6`), c2 and c4 holds only at x1 >= 7e18 and x0
    /// = 2.8e18, where c1's terms, 7e16, round by 8, more than its constant; the link that
    /// reaches them, a cell of 1.25e-19 on x0, came from `2 + 1e-16`, which is 2 in Doubles. The
    /// solver refused c5 with c3 beside them (which makes them infeasible exactly) and explained
    /// it without c3. Soak seed 59986241: `4000 x1 - 10 x0 - 1e-6 x2 + 6800 == 0` beside `40 x1 -
    /// 0.1 x0 + 73 <= 0`, the same up to the rounding of 0.1, let `0.1 x1 + 1e6 x2 >= -0.34`
    /// hold only at x1 >= 1.56e15, where the equality's terms are 9.4e14 times its constant,
    /// through that rounding; the solver refused it.
    static func holdOnlyBeyondAnEqualitysConstant(_ constraints: [LinearConstraint]) -> Bool? {
        var bounds: [Int: Double] = [:]
        for c in constraints where c.relation == .equal && c.constant != 0 {
            for t in c.terms where t.coefficient != 0 {
                let bound = termsBeyondAConstant * Swift.abs(c.constant) / Swift.abs(t.coefficient)
                guard bound.isFinite else { continue }
                bounds[t.variable] = Swift.min(bounds[t.variable] ?? .infinity, bound)
            }
        }
        if bounds.isEmpty { return false }
        guard let anywhere = feasible(constraints), let within = feasible(constraints, within: bounds) else { return nil }
        return anywhere && !within
    }

    private static func feasibleUncapped(_ constraints: [LinearConstraint]) -> Bool? {
        // Only the variables that occur, renumbered 0 ..< n.
        let column = OracleProblem.occurringVariables(constraints)
        let n = column.count
        if n > maxVariables { return nil }

        // A row is n coefficients then the constant: an equality `row · (x, 1) == 0`, an
        // inequality `row · (x, 1) >= 0`.
        var equalities: [[BigInt]] = [], inequalities: [[BigInt]] = []
        for c in constraints {
            guard var row = integerRow(c, column: column, count: n) else { return nil }
            switch c.relation {
            case .equal: equalities.append(row)
            case .greaterThanOrEqual: inequalities.append(row)
            case .lessThanOrEqual:
                row = row.map { -$0 }
                inequalities.append(row)
            }
        }

        // 1. Equalities.
        var eliminated = Set<Int>()
        while let e = equalities.popLast() {
            guard var e = reduced(e, isEquality: true) else { return false }
            guard let j = e.indices.dropLast().first(where: { !e[$0].isZero }) else { continue }
            if e[j].signum < 0 { e = e.map { -$0 } }
            var next: [[BigInt]] = []
            for row in equalities {
                guard let r = reduced(eliminate(j, from: row, using: e), isEquality: true) else { return false }
                if !isTrivial(r) { next.append(r) }
            }
            equalities = next
            inequalities = inequalities.map { eliminate(j, from: $0, using: e) }
            eliminated.insert(j)
        }

        // 2. Fourier–Motzkin.
        guard var rows = distinct(inequalities) else { return false }
        while !rows.isEmpty {
            // The variable whose elimination leaves the fewest rows: pos · neg new for pos + neg
            // old (a variable bounded on one side only just takes its bounding rows away).
            var best: (column: Int, positive: Int, negative: Int)?
            for j in 0 ..< n where !eliminated.contains(j) {
                let positive = rows.count { $0[j].signum > 0 }, negative = rows.count { $0[j].signum < 0 }
                if positive + negative == 0 { continue }
                if let b = best, b.positive * b.negative - b.positive - b.negative <= positive * negative - positive - negative { continue }
                best = (j, positive, negative)
            }
            // Rows are never trivial here (see `distinct`), so some variable occurs.
            guard let (j, positive, negative) = best else { preconditionFailure("a row without variables") }
            if rows.count - positive - negative + positive * negative > maxRows { return nil }
            var next = rows.filter { $0[j].isZero }
            for p in rows where p[j].signum > 0 {
                for q in rows where q[j].signum < 0 {
                    // -q[j] · p + p[j] · q: both multipliers positive, x_j cancels.
                    next.append(zip(p, q).map { -q[j] * $0 + p[j] * $1 })
                }
            }
            guard let d = distinct(next) else { return false }
            rows = d
            eliminated.insert(j)
        }
        return true
    }

    /// `c` as integers: every coefficient (terms on one variable summed) and the constant times
    /// one power of two, the smallest that makes all of them integers. `nil` if not finite.
    private static func integerRow(_ c: LinearConstraint, column: [Int: Int], count n: Int) -> [BigInt]? {
        let entries = c.terms.filter { $0.coefficient != 0 }.map { (index: column[$0.variable]!, value: $0.coefficient) }
            + [(index: n, value: c.constant)]
        return BigInt.integerRow(entries, width: n + 1)?.row
    }

    /// `row` with x_j eliminated by the equality `e` (`e[j] > 0`, so an inequality keeps its
    /// direction): `e[j] · row - row[j] · e`.
    private static func eliminate(_ j: Int, from row: [BigInt], using e: [BigInt]) -> [BigInt] {
        if row[j].isZero { return row }
        return zip(row, e).map { e[j] * $0 - row[j] * $1 }
    }

    private static func isTrivial(_ row: [BigInt]) -> Bool { row.allSatisfy(\.isZero) }

    /// `row` divided by its content (a positive number: directions are kept); `nil` if it has no
    /// variables and cannot hold (`c == 0` with `c != 0`, or `c >= 0` with `c < 0`). A row
    /// without variables that holds comes back all zeros.
    private static func reduced(_ row: [BigInt], isEquality: Bool) -> [BigInt]? {
        if row.dropLast().allSatisfy(\.isZero) {
            let c = row[row.count - 1].signum
            return (isEquality ? c == 0 : c >= 0) ? row.map { _ in .zero } : nil
        }
        var content = BigInt.zero
        for x in row where !x.isZero {
            content = BigInt.gcd(content, x)
            if content == .one { return row }
        }
        return row.map { $0.dividedExactly(by: content) }
    }

    /// The inequalities reduced, without those that always hold, and of those with the same
    /// coefficients only the tightest (the smallest constant), in order of first occurrence (so
    /// the work, and where a cap is reached, does not depend on hashing); `nil` if one cannot hold.
    private static func distinct(_ rows: [[BigInt]]) -> [[BigInt]]? {
        var result: [[BigInt]] = []
        var position: [ArraySlice<BigInt>: Int] = [:]
        for row in rows {
            guard let r = reduced(row, isEquality: false) else { return nil }
            if isTrivial(r) { continue }
            let key = r.dropLast()
            if let k = position[key] {
                if r[r.count - 1] < result[k][r.count - 1] { result[k] = r }
            } else {
                position[key] = result.count
                result.append(r)
            }
        }
        return result
    }
}
