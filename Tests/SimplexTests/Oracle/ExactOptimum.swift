import Simplex

/// The exact optimum of a small ``OracleProblem``: the range of each variable over the optimal
/// face, without rounding, for the harness to excuse the solver where the floating-point oracle
/// calls a variable determined that is not.
///
/// ``DenseSimplex`` shrinks the optimal face by fixing every column whose reduced cost is
/// positive, read against a tolerance. On badly scaled systems noise can pass for a cost: seed
/// 561383's x2 is free in [68.908, 87.229] at zero cost, but with its constraints in one order
/// the oracle's phase 2 read a reduced cost of 0.0019 (cells of 1e-11, noise, times costs of
/// 1.6e7) against a tolerance of 1.6e-4, fixed that column at zero and called x2 determined.
/// Here the same linear program (``Oracle``'s rows: one per constraint, with its slack and error
/// columns, and the same objectives) is solved exactly:
///
/// 1. Every Double is a dyadic rational, so each constraint row and each objective, times a
///    power of two, is a row of integers (``BigInt``).
/// 2. The tableau stays in integers by fraction-free (Bareiss) pivoting: all rows share one
///    positive denominator D, the determinant of the basis, so every basic column reads D in
///    its row. A pivot on p = T[r][j] turns every other cell into (p · T[i][k] − T[i][j] ·
///    T[r][k]) / D, a division that is always exact (Sylvester's identity), and D becomes p; if
///    p < 0 the whole tableau changes sign, so that D stays positive and signs read as values'.
///    The cells are subdeterminants of the data: no larger than exact arithmetic needs, with no
///    gcds (a type of rationals would need one per operation).
/// 3. The steps are ``DenseSimplex``'s: the free columns (the variables) into the basis first,
///    their rows set aside to define them; phase 1 with an artificial column per remaining row;
///    artificial columns out of the basis (or their rows dropped as redundant); then phase 2,
///    the objectives one after the other (the weighted sum, or the levels strongest first).
///    After each one every non-basic column with a positive reduced cost is fixed at zero. Exact
///    reduced costs make that exactly the optimal face (at any feasible point the objective is
///    its optimum plus Σ reduced cost · column), so the next objective gives nothing back.
/// 4. A variable's range: its definition row minimised and maximised over the final face.
///
/// Bland's rule (the lowest-index entering column, ties in the ratio test to the lowest-index
/// basic column) terminates in exact arithmetic. The work is capped, and `nil` means "cannot
/// tell": past the caps or not finite. At the caps, on badly scaled data (coefficients 1e-6 to
/// 1e6, determinants of 1,300 bits, 50 to 100 pivots), a solve takes about a second in a debug
/// build, a range a fraction of a millisecond; seed 561383's system, a few milliseconds.
struct ExactOptimum {
    /// At most this many variables with a non-zero coefficient (more than ``ExactFeasibility``'s
    /// 8: the large sessions, `SIMPLEX_LARGE=1`, have up to 12, and the float oracle's mistakes
    /// grow with the system: soak seed 4819 of the large sessions, 10 variables, where it called
    /// x2 determined at 225954 while x2 is free in [-5, 225954] on the optimal face).
    static let maxVariables = 12
    /// At most this many constraints (more than ``ExactFeasibility``'s 16: no elimination here
    /// can blow up; the usual sessions hold up to about twenty, the large ones up to about 60).
    static let maxConstraints = 64
    /// At most this many pivots to the optimum, and again to each end of a range.
    static let maxPivots = 1000
    /// At most this many bits in an integer of the scaled data (coefficients from 1e-6 to 1e6 in
    /// one row take about 150).
    static let maxBits = 1024

    /// What ``solve(_:priorities:)`` finds when it can tell.
    enum Outcome {
        /// The required constraints cannot hold together (exactly, about the numbers as given).
        case infeasible
        /// The optimum, with the final tableau to ask for ranges.
        case optimal(ExactOptimum)
    }

    /// Each objective's optimum, rounded down to a Double (within an ulp): the weighted error, or
    /// each level's error, strongest first (as ``OracleProblem/levels``).
    let objectiveValues: [Double]
    /// The tableau's column of each variable that occurs with a non-zero coefficient.
    private let column: [Int: Int]
    /// The final tableau: its eligible columns span the optimal face.
    private let tableau: Tableau

    /// The exact minimum and maximum of `variable` over the optimal face of `problem`, rounded
    /// outward to Doubles (infinite when unbounded); `nil` if infeasible or past the caps.
    static func range(of variable: Int, in problem: OracleProblem, priorities: PriorityModel) -> (lower: Double, upper: Double)? {
        guard case .optimal(let optimum)? = solve(problem, priorities: priorities) else { return nil }
        return optimum.range(of: variable)
    }

    /// The exact optimum of `problem` under `priorities`; `nil` past the caps or not finite.
    static func solve(_ problem: OracleProblem, priorities: PriorityModel) -> Outcome? {
        let constraints = problem.constraints
        if constraints.count > maxConstraints { return nil }
        let column = OracleProblem.occurringVariables(constraints)
        let n = column.count
        if n > maxVariables { return nil }

        // Slack and error columns as ``Oracle`` makes them: each in one row, with a sign, and a
        // strength if it is an error.
        var slacks: [(row: Int, sign: Double, strength: Double?)] = []
        for (i, c) in constraints.enumerated() {
            switch (c.relation, c.isRequired) {
            case (.equal, true): break
            case (.lessThanOrEqual, true): slacks.append((i, 1, nil))
            case (.greaterThanOrEqual, true): slacks.append((i, -1, nil))
            case (.equal, false): slacks += [(i, -1, c.strength), (i, 1, c.strength)]
            case (.lessThanOrEqual, false): slacks += [(i, 1, nil), (i, -1, c.strength)]
            case (.greaterThanOrEqual, false): slacks += [(i, -1, nil), (i, 1, c.strength)]
            }
        }
        // Columns: the variables, the slacks and errors, one artificial per row, the right-hand side.
        let width = n + slacks.count + constraints.count + 1
        var rows: [[BigInt]] = []
        for (i, c) in constraints.enumerated() {
            // `Σ a·x + c OP 0` as `Σ a·x ± slack ± error = -c`.
            var entries = c.terms.filter { $0.coefficient != 0 }.map { (index: column[$0.variable]!, value: $0.coefficient) }
            for (k, s) in slacks.enumerated() where s.row == i { entries.append((n + k, s.sign)) }
            entries.append((width - 1, -c.constant))
            guard let (row, _) = integerRow(entries, width: width) else { return nil }
            rows.append(row)
        }
        var objectives: [[(index: Int, value: Double)]] = []
        switch priorities {
        case .weighted:
            objectives.append(slacks.indices.compactMap { k in slacks[k].strength.map { (n + k, $0) } })
        case .hierarchical:
            for level in problem.levels {
                objectives.append(slacks.indices.compactMap { k in slacks[k].strength == level ? (n + k, 1) : nil })
            }
        }
        var costs: [[BigInt]] = [], costScales: [Int] = []
        for objective in objectives {
            guard let (row, scale) = integerRow(objective, width: width) else { return nil }
            costs.append(row)
            costScales.append(scale)
        }

        var tableau = Tableau(rows: rows, freeCount: n, slackCount: slacks.count)
        guard let values = tableau.solve(costs) else { return nil }
        guard let values else { return .infeasible }
        // Each optimum is of the costs times 2^scale.
        let optima = zip(values, costScales).map { v, scale in
            scale >= 0 ? bounds(v.numerator, over: v.denominator.shiftedLeft(by: scale))
                : bounds(v.numerator.shiftedLeft(by: -scale), over: v.denominator)
        }
        return .optimal(ExactOptimum(objectiveValues: optima.map(\.lower), column: column, tableau: tableau))
    }

    /// ``solve(_:priorities:)``, but where the required constraints cannot hold together exactly
    /// only because some required equalities are combinations of others up to the rounding of
    /// their coefficients (see ``OracleProblem/roundedRedundantEqualities()``), the optimum of the
    /// problem without those equalities: the one the solver and a layout's author mean
    /// (large-session seeds 308253 and 240665, where the floating-point oracle's point, worse at
    /// the strong level, could not be told wrong and the solver's, right, was accused).
    static func solveReadingRoundedRedundancy(_ problem: OracleProblem, priorities: PriorityModel) -> Outcome? {
        let outcome = solve(problem, priorities: priorities)
        guard case .infeasible? = outcome else { return outcome }
        return solveWithoutRoundedRedundancy(problem, priorities: priorities) ?? outcome
    }

    /// The exact optimum of `problem` without its required equalities that are combinations of
    /// others up to the rounding of their coefficients (see
    /// ``OracleProblem/roundedRedundantEqualities()``), whether or not the problem with them is
    /// feasible; `nil` when it has none, when leaving them out would leave a variable in no
    /// constraint, or past the caps.
    static func solveWithoutRoundedRedundancy(_ problem: OracleProblem, priorities: PriorityModel) -> Outcome? {
        let redundant = Set(problem.roundedRedundantEqualities())
        guard !redundant.isEmpty else { return nil }
        var reduced = problem
        reduced.constraints = problem.constraints.indices.filter { !redundant.contains($0) }.map { problem.constraints[$0] }
        // A variable left with no constraint would read as free over the optimal face.
        guard OracleProblem.occurringVariables(reduced.constraints).count
                == OracleProblem.occurringVariables(problem.constraints).count else { return nil }
        return solve(reduced, priorities: priorities)
    }

    /// The exact minimum and maximum of `variable` over the optimal face, rounded outward to
    /// Doubles (infinite when unbounded); `nil` past the pivot cap.
    func range(of variable: Int) -> (lower: Double, upper: Double)? {
        // A variable that occurs nowhere, or that no row could take, is free.
        guard let j = column[variable], let r = tableau.basis.firstIndex(of: j) else { return (-.infinity, .infinity) }
        var row = tableau.rows[r]
        // So is one whose definition involves such a variable.
        if (0 ..< tableau.freeCount).contains(where: { $0 != j && !row[$0].isZero }) { return (-.infinity, .infinity) }
        // D·x_j = row[rhs] - Σ row[k]·z_k over the non-basic columns: as an objective row (reduced
        // costs times D, then minus the value times D), x_j is -row and -x_j is row, j left out.
        row[j] = .zero
        let rhs = row.count - 1
        var lower = -Double.infinity, upper = Double.infinity
        switch tableau.minimum(row.map { -$0 }) {
        case nil: return nil
        case .some(nil): break
        case .some(let t?): lower = Self.bounds(-t.objective[rhs], over: t.denominator).lower
        }
        switch tableau.minimum(row) {
        case nil: return nil
        case .some(nil): break
        case .some(let t?): upper = Self.bounds(t.objective[rhs], over: t.denominator).upper
        }
        return (lower, upper)
    }

    // MARK: The tableau

    /// A simplex tableau in integers over one positive common denominator (see ``ExactOptimum``).
    private struct Tableau {
        /// A row that defines a variable (it never limits a step: variables may take any sign),
        /// one that constrains the non-negative columns, or one dropped as redundant.
        enum RowKind { case definition, constraint, deleted }
        /// How a minimisation ended: at an optimum, on an unbounded ray, or at the pivot cap.
        enum Status { case optimal, unbounded, capped }

        /// Every row times the common denominator: a cell per column, the right-hand side last.
        private(set) var rows: [[BigInt]]
        /// What each row is (see ``RowKind``).
        private(set) var kind: [RowKind]
        /// The basic column of each row (-1 for none).
        private(set) var basis: [Int]
        /// Whether each column is basic (in some row).
        private var isBasic: [Bool]
        /// The columns that may enter the basis: non-negative, not artificial after phase 1, and
        /// on the optimal face of the objectives so far.
        private var eligible: [Bool]
        /// The determinant of the basis (up to sign), which every basic column reads in its row.
        private(set) var denominator = BigInt.one
        /// The objective being minimised: its reduced costs times the denominator, then minus its
        /// value times the denominator.
        private(set) var objective: [BigInt]
        /// The variables' columns come first, `0 ..< freeCount`.
        let freeCount: Int
        /// After the slacks and errors, one artificial column per row (row i's is
        /// `firstArtificial + i`), then the right-hand side.
        private let firstArtificial: Int
        /// The pivots so far, against ``ExactOptimum/maxPivots``.
        private var pivots = 0

        /// The constraint rows (integers, each with a column per variable, slack, error and
        /// artificial, then the right-hand side), with no basis yet.
        init(rows: [[BigInt]], freeCount: Int, slackCount: Int) {
            self.rows = rows
            self.freeCount = freeCount
            firstArtificial = freeCount + slackCount
            let width = firstArtificial + rows.count + 1
            kind = [RowKind](repeating: .constraint, count: rows.count)
            basis = [Int](repeating: -1, count: rows.count)
            isBasic = [Bool](repeating: false, count: width - 1)
            eligible = [Bool](repeating: false, count: width - 1)
            objective = [BigInt](repeating: .zero, count: width)
        }

        /// The right-hand side's index in a row.
        private var rhs: Int { objective.count - 1 }

        /// Phases 0, 1 and 2 for the objectives `costs` (integer rows, zero on the variables):
        /// each objective's optimum as a fraction; `.some(nil)` if infeasible, `nil` past the
        /// pivot cap (or if an objective is unbounded below, which costs that are not negative
        /// rule out).
        mutating func solve(_ costs: [[BigInt]]) -> [(numerator: BigInt, denominator: BigInt)]?? {
            // 0. The variables into the basis, each by the first row that has it.
            for j in 0 ..< freeCount {
                guard let r = rows.indices.first(where: { kind[$0] == .constraint && !rows[$0][j].isZero }) else { continue }
                pivot(row: r, column: j)
                kind[r] = .definition
            }
            // 1. An artificial column for each remaining row (no row has been a pivot row yet, so
            // changing its sign changes nothing else), minimising their sum.
            var phase1 = [BigInt](repeating: .zero, count: rhs + 1)
            for i in rows.indices where kind[i] == .constraint {
                if rows[i][rhs].signum < 0 { rows[i] = rows[i].map { -$0 } }
                let a = firstArtificial + i
                rows[i][a] = denominator
                basis[i] = a
                isBasic[a] = true
                eligible[a] = true
                phase1[a] = .one
            }
            for k in freeCount ..< firstArtificial { eligible[k] = true }
            objective = reducedCosts(phase1)
            guard optimize() == .optimal else { return nil }
            if !objective[rhs].isZero { return .some(nil) }
            // The artificial columns, all at zero now, out of the basis by degenerate pivots, or
            // their rows (combinations of the others) dropped; they never come back.
            for i in rows.indices where kind[i] == .constraint && basis[i] >= firstArtificial {
                if let k = (freeCount ..< firstArtificial).first(where: { !isBasic[$0] && !rows[i][$0].isZero }) {
                    pivot(row: i, column: k)
                } else {
                    kind[i] = .deleted
                    isBasic[basis[i]] = false
                    basis[i] = -1
                }
            }
            for k in firstArtificial ..< rhs { fix(column: k) }
            // 2. The objectives in turn, each on the optimal face of those before.
            var values: [(numerator: BigInt, denominator: BigInt)] = []
            for c in costs {
                objective = reducedCosts(c)
                // The costs are not negative, so the objectives are bounded below.
                guard optimize() == .optimal else { return nil }
                values.append((-objective[rhs], denominator))
                for k in freeCount ..< rhs where eligible[k] && !isBasic[k] && objective[k].signum > 0 { fix(column: k) }
            }
            return values
        }

        /// Fixes the non-basic column `k` at zero for good: it may not enter, and its cells are
        /// zeroed, which changes nothing else (the program is the same without it) and spares
        /// every later pivot its products and divisions.
        private mutating func fix(column k: Int) {
            eligible[k] = false
            for i in rows.indices where kind[i] != .deleted { rows[i][k] = .zero }
            objective[k] = .zero
        }

        /// The objective row of `costs` at the current basis: D · costs - Σ cost of the basic
        /// column · its row (the rows are already times D).
        private func reducedCosts(_ costs: [BigInt]) -> [BigInt] {
            var result = costs.map { denominator * $0 }
            for i in rows.indices where kind[i] != .deleted && basis[i] >= 0 && !costs[basis[i]].isZero {
                let c = costs[basis[i]]
                for k in result.indices where !rows[i][k].isZero { result[k] = result[k] - c * rows[i][k] }
            }
            return result
        }

        /// A copy of the tableau with `objective` minimised on the face: `.some(nil)` if unbounded
        /// below, `nil` past the pivot cap.
        func minimum(_ objective: [BigInt]) -> Tableau?? {
            var t = self
            t.objective = objective
            t.pivots = 0
            switch t.optimize() {
            case .optimal: return t
            case .unbounded: return .some(nil)
            case .capped: return nil
            }
        }

        /// Primal simplex with Bland's rule on the eligible columns.
        private mutating func optimize() -> Status {
            while true {
                guard let j = (0 ..< rhs).first(where: { eligible[$0] && !isBasic[$0] && objective[$0].signum < 0 }) else { return .optimal }
                // The ratio test: the smallest rhs / cell over the rows with a positive cell (the
                // denominator cancels), compared by cross-multiplication.
                var leaving: Int?
                for i in rows.indices where kind[i] == .constraint && rows[i][j].signum > 0 {
                    guard let l = leaving else { leaving = i; continue }
                    let mine = rows[i][rhs] * rows[l][j], theirs = rows[l][rhs] * rows[i][j]
                    if mine < theirs || (mine == theirs && basis[i] < basis[l]) { leaving = i }
                }
                guard let r = leaving else { return .unbounded }
                if pivots >= ExactOptimum.maxPivots { return .capped }
                pivot(row: r, column: j)
            }
        }

        /// Makes `j` basic in row `r` (see ``ExactOptimum``, step 2).
        private mutating func pivot(row r: Int, column j: Int) {
            let p = rows[r][j], d = denominator, pivotRow = rows[r]
            func update(_ row: [BigInt]) -> [BigInt] {
                let f = row[j]
                return row.indices.map { k in
                    if row[k].isZero && (f.isZero || pivotRow[k].isZero) { return .zero }
                    let cross = p * row[k] - f * pivotRow[k]
                    return d == .one ? cross : cross.dividedExactly(by: d)
                }
            }
            for i in rows.indices where i != r && kind[i] != .deleted { rows[i] = update(rows[i]) }
            objective = update(objective)
            denominator = p
            if p.signum < 0 {
                for i in rows.indices where kind[i] != .deleted { rows[i] = rows[i].map { -$0 } }
                objective = objective.map { -$0 }
                denominator = -p
            }
            if basis[r] >= 0 { isBasic[basis[r]] = false }
            basis[r] = j
            isBasic[j] = true
            pivots += 1
        }
    }

    // MARK: Numbers

    /// ``BigInt/integerRow(_:width:)`` (repeated indices add up), `nil` also if the result has
    /// more than ``maxBits`` bits.
    private static func integerRow(_ entries: [(index: Int, value: Double)], width: Int) -> (row: [BigInt], scale: Int)? {
        guard let scaled = BigInt.integerRow(entries, width: width), scaled.row.allSatisfy({ $0.bitWidth <= maxBits }) else { return nil }
        return scaled
    }

    /// `p / q` (`q > 0`) rounded outward: the largest Double not above it and the smallest not
    /// below it (equal when it is a Double; ±infinity past the largest finite Doubles). The
    /// leading bits give a start within a few ulps; exact comparisons settle it.
    static func bounds(_ p: BigInt, over q: BigInt) -> (lower: Double, upper: Double) {
        precondition(q.signum > 0)
        let (a, e) = p.approximation, (b, f) = q.approximation
        var lower = Double(sign: .plus, exponent: e - f, significand: a / b)
        while order(lower, p, q) > 0 { lower = lower.nextDown }
        while order(lower.nextUp, p, q) <= 0 { lower = lower.nextUp }
        return (lower, order(lower, p, q) == 0 ? lower : lower.nextUp)
    }

    /// -1, 0 or 1 as `x` is below, equal to or above `p / q` (`q > 0`), exactly.
    private static func order(_ x: Double, _ p: BigInt, _ q: BigInt) -> Int {
        if x.isInfinite { return x > 0 ? 1 : -1 }
        guard let (m, e) = BigInt.dyadic(x) else { preconditionFailure("NaN") }
        // x - p/q has the sign of m·2^e·q - p.
        let left = e >= 0 ? (m * q).shiftedLeft(by: e) : m * q
        let right = e >= 0 ? p : p.shiftedLeft(by: -e)
        return left < right ? -1 : left == right ? 0 : 1
    }
}
