import Simplex

/// The property tests' independent reference: turns a constraint system into a linear program
/// and solves it with ``DenseSimplex`` (a different algorithm from the solver under test).
///
/// Each constraint `e OP 0` becomes one equality row over the free variables plus non-negative
/// slack and error columns:
///
/// | constraint | row | cost |
/// |---|---|---|
/// | required `e == 0` | `e = 0` | |
/// | required `e <= 0` / `e >= 0` | `e + s = 0` / `e - s = 0` | |
/// | `e == 0` at strength w | `e - p + q = 0` | w on p and q |
/// | `e <= 0` at strength w | `e + s - p = 0` | w on p |
/// | `e >= 0` at strength w | `e - s + q = 0` | w on q |
///
/// Weighted: one objective, Σ w · errors. Hierarchical: one objective per distinct strength,
/// strongest first, weight 1 within a level, each optimised on the optimal face of the ones before.
///
/// For numerical reliability the oracle rescales before solving, by powers of two (exact): each
/// variable by its largest coefficient, then each row by its largest coefficient, moving the row's
/// scale into its error's cost so the objective is unchanged.
enum Oracle {
    enum Outcome {
        /// `residual / scale`: the phase-1 minimum relative to the system's largest right-hand side.
        case infeasible(relativeResidual: Double)
        case failed(String)
        case optimal(Solution)
    }

    struct Solution {
        /// An optimal value for every variable.
        var values: [Double]
        /// Whether every optimal point gives the variable this value.
        var determined: [Bool]
        /// The phase-1 minimum relative to the system's largest right-hand side: 0 up to
        /// rounding, but a value well above 1e-12 says the feasibility is numerically doubtful.
        var relativeResidual: Double
        /// The weighted error at `values` (under either model, for reporting).
        var weightedError: Double
        /// Each level's error at `values`, strongest first (see ``OracleProblem/levels``).
        var levelErrors: [Double]
        /// The ratio of the largest to the smallest non-zero coefficient after equilibration: a
        /// rough condition measure. Above about 1e5 the oracle's pivots lose too many digits for
        /// its values (as opposed to its feasible point) to be trusted.
        var spread: Double
    }

    /// The optimum of `problem` under `priorities`.
    ///
    /// - Parameter determine: also work out which variables the optimum determines (a few more
    ///   small programs).
    static func solve(_ problem: OracleProblem, priorities: PriorityModel, determine: Bool = true) -> Outcome {
        let n = problem.variableCount
        let columnScale = columnScales(problem)
        var rows: [[Double]] = []
        var rhs: [Double] = []
        var smallest = Double.infinity, largestEntry = 0.0
        // Per slack or error column: its row, its sign in the row, and (errors only) its
        // weighted cost, its strength and the row's scale.
        var slackColumns: [(row: Int, sign: Double, cost: Double, strength: Double, rowScale: Double)] = []
        for c in problem.constraints {
            var row = [Double](repeating: 0, count: n)
            for t in c.terms { row[t.variable] += t.coefficient / columnScale[t.variable] }
            let largest = row.reduce(0) { max($0, abs($1)) }
            let rowScale = largest > 0 ? powerOfTwo(near: largest) : 1
            for j in 0 ..< n where row[j] != 0 {
                row[j] /= rowScale
                smallest = min(smallest, abs(row[j]))
                largestEntry = max(largestEntry, abs(row[j]))
            }
            let r = rows.count
            rows.append(row)
            rhs.append(-c.constant / rowScale)
            // An error of the scaled row is 1/rowScale of the original's: its cost is rowScale·w.
            let slack = (row: r, sign: 0.0, cost: 0.0, strength: -1.0, rowScale: rowScale)
            var error = slack
            error.cost = c.strength * rowScale
            error.strength = c.strength
            switch (c.relation, c.isRequired) {
            case (.equal, true): break
            case (.lessThanOrEqual, true): slackColumns.append(with(slack) { $0.sign = 1 })
            case (.greaterThanOrEqual, true): slackColumns.append(with(slack) { $0.sign = -1 })
            case (.equal, false):
                slackColumns.append(with(error) { $0.sign = -1 })
                slackColumns.append(with(error) { $0.sign = 1 })
            case (.lessThanOrEqual, false):
                slackColumns.append(with(slack) { $0.sign = 1 })
                slackColumns.append(with(error) { $0.sign = -1 })
            case (.greaterThanOrEqual, false):
                slackColumns.append(with(slack) { $0.sign = -1 })
                slackColumns.append(with(error) { $0.sign = 1 })
            }
        }
        let columns = n + slackColumns.count
        for i in rows.indices { rows[i] += [Double](repeating: 0, count: slackColumns.count) }
        for (k, s) in slackColumns.enumerated() { rows[s.row][n + k] = s.sign }

        var objectives: [[Double]] = []
        switch priorities {
        case .weighted:
            var costs = [Double](repeating: 0, count: columns)
            for (k, s) in slackColumns.enumerated() { costs[n + k] = s.cost }
            objectives.append(costs)
        case .hierarchical:
            for level in problem.levels {
                var costs = [Double](repeating: 0, count: columns)
                for (k, s) in slackColumns.enumerated() where s.strength == level {
                    costs[n + k] = s.rowScale  // weight 1 per unit of the original error
                }
                objectives.append(costs)
            }
        }
        let program = DenseSimplex.Program(freeCount: n, columnCount: columns, rows: rows, rhs: rhs, objectives: objectives)
        switch DenseSimplex.solve(program, determine: determine) {
        case .infeasible(let residual, let scale): return .infeasible(relativeResidual: residual / scale)
        case .failed(let why): return .failed(why)
        case .optimal(let s):
            var values = [Double](repeating: 0, count: n)
            for j in 0 ..< n { values[j] = s.values[j] / columnScale[j] }
            return .optimal(Solution(
                values: values,
                determined: s.determined,
                relativeResidual: s.residual / s.scale,
                weightedError: problem.weightedError(at: values),
                levelErrors: problem.levelErrors(at: values),
                spread: largestEntry > 0 ? largestEntry / smallest : 1))
        }
    }

    /// How far the required constraints of `problem` are from all holding: `nil` when the method
    /// failed, otherwise the phase-1 minimum relative to the largest right-hand side (0 up to
    /// rounding when feasible).
    static func infeasibility(_ problem: OracleProblem) -> Double? {
        switch solve(problem.required, priorities: .weighted, determine: false) {
        case .infeasible(let r): return r
        case .optimal(let s): return s.relativeResidual
        case .failed: return nil
        }
    }

    /// Scales for the variables (powers of two, so scaling is exact) that bring each column's
    /// coefficients around 1: a few passes of geometric-mean scaling of columns and rows (the
    /// usual LP equilibration), so a variable with both tiny and huge coefficients keeps all of
    /// them above the pivot tolerance.
    private static func columnScales(_ problem: OracleProblem) -> [Double] {
        let n = problem.variableCount
        var columnScale = [Double](repeating: 1, count: n)
        var rowScale = [Double](repeating: 1, count: problem.constraints.count)
        for _ in 0 ..< 4 {
            var low = [Double](repeating: .infinity, count: n)
            var high = [Double](repeating: 0, count: n)
            for (i, c) in problem.constraints.enumerated() {
                for t in c.terms where t.coefficient != 0 {
                    let a = abs(t.coefficient) / (rowScale[i] * columnScale[t.variable])
                    low[t.variable] = min(low[t.variable], a)
                    high[t.variable] = max(high[t.variable], a)
                }
            }
            for j in 0 ..< n where high[j] > 0 && high[j].isFinite {
                columnScale[j] *= powerOfTwo(near: (low[j] * high[j]).squareRoot())
            }
            for (i, c) in problem.constraints.enumerated() {
                var rowLow = Double.infinity, rowHigh = 0.0
                for t in c.terms where t.coefficient != 0 {
                    let a = abs(t.coefficient) / (rowScale[i] * columnScale[t.variable])
                    rowLow = min(rowLow, a)
                    rowHigh = max(rowHigh, a)
                }
                if rowHigh > 0 && rowHigh.isFinite { rowScale[i] *= powerOfTwo(near: (rowLow * rowHigh).squareRoot()) }
            }
        }
        return columnScale
    }

    private static func with<T>(_ value: T, _ change: (inout T) -> Void) -> T {
        var copy = value
        change(&copy)
        return copy
    }

    private static func powerOfTwo(near x: Double) -> Double {
        Double(sign: .plus, exponent: x.exponent, significand: 1)
    }
}
