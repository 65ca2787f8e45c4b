/// A dense, two-phase primal simplex with Bland's rule: the test oracle's linear-programming engine.
///
/// It deliberately shares nothing with the solver under test. The solver is an incremental,
/// sparse dual simplex on kiwi's symbol tableau; this is the textbook method on a dense matrix,
/// rebuilt from scratch for every question:
///
/// 1. The program is `A z = b` with the first `freeCount` columns free (unbounded sign) and the
///    others non-negative. Free columns are pivoted into the basis first, by Gauss–Jordan steps
///    with partial pivoting, and their rows set aside as *definition rows*: they only say what a
///    free variable equals and never limit a step (a free basic variable may take any sign).
/// 2. Phase 1 adds one artificial column per remaining row and minimises their sum. A positive
///    minimum means the program is infeasible. Artificial columns then leave the basis (or their
///    row is dropped as redundant) and never come back.
/// 3. Phase 2 minimises the objectives one after the other (lexicographically). After each one,
///    every non-basic column with a positive reduced cost is fixed at zero: by complementary
///    slackness the remaining columns span exactly the optimal face, so the next objective is
///    optimised without giving back anything the previous ones won.
/// 4. A free variable is *determined* when it is constant on the final optimal face: its
///    definition row only involves fixed columns, or (if not) minimising and maximising it over
///    the face gives the same value.
///
/// Bland's rule (the lowest-index entering column, ties in the ratio test to the lowest-index
/// basic column) guarantees termination in exact arithmetic; an iteration cap turns a floating
/// point stall into a `failed` outcome instead of a hang.
struct DenseSimplex {
    /// The linear program `rows · z = rhs`, with `z[0 ..< freeCount]` free and the rest `≥ 0`.
    struct Program {
        var freeCount: Int
        var columnCount: Int
        var rows: [[Double]]
        var rhs: [Double]
        /// Cost vectors over the columns (zero on free columns), minimised in this order.
        var objectives: [[Double]]
    }

    enum Outcome {
        /// No point satisfies the rows; `residual` is the phase-1 minimum (sum of artificials),
        /// `scale` the largest right-hand side it is relative to.
        case infeasible(residual: Double, scale: Double)
        /// The method could not finish (stall or numerical breakdown); the caller skips the case.
        case failed(String)
        case optimal(Solution)
    }

    struct Solution {
        /// A value for every column, at an optimal vertex.
        var values: [Double]
        /// The optimum of each objective, read from the tableau.
        var objectiveValues: [Double]
        /// For each free column: whether its value is the same at every optimal point.
        var determined: [Bool]
        /// The phase-1 minimum (0 up to rounding when feasible).
        var residual: Double
        /// The largest right-hand side (at least 1), which rounding in `residual` is relative to.
        var scale: Double
    }

    /// A cell below this (after rows are scaled to entries of order 1) is treated as zero.
    static let pivotTolerance = 1e-9
    static let cleanTolerance = 1e-13

    private enum RowKind { case definition, constraint, deleted }

    private let columnCount: Int
    private let freeCount: Int
    private let width: Int  // columns + artificials + rhs
    private var rowCount: Int
    private var cells: [Double]
    private var objectiveRows: [Double]
    private var objectiveCount: Int
    private var basis: [Int]
    private var isBasic: [Bool]
    private var kind: [RowKind]
    private var eligible: [Bool]
    private var freeChosen: [Bool]
    private var definitionRow: [Int]

    private init(_ program: Program) {
        columnCount = program.columnCount
        freeCount = program.freeCount
        rowCount = program.rows.count
        width = columnCount + rowCount + 1
        cells = [Double](repeating: 0, count: rowCount * width)
        for (i, row) in program.rows.enumerated() {
            precondition(row.count == columnCount)
            for j in 0 ..< columnCount { cells[i * width + j] = row[j] }
            cells[i * width + width - 1] = program.rhs[i]
        }
        objectiveCount = program.objectives.count + 1  // row 0 is phase 1
        objectiveRows = [Double](repeating: 0, count: objectiveCount * width)
        basis = [Int](repeating: -1, count: rowCount)
        isBasic = [Bool](repeating: false, count: width - 1)
        kind = [RowKind](repeating: .constraint, count: rowCount)
        eligible = [Bool](repeating: false, count: width - 1)
        freeChosen = [Bool](repeating: false, count: freeCount)
        definitionRow = [Int](repeating: -1, count: freeCount)
    }

    /// Solves `program`; `determine` asks for the `determined` flags (extra small programs).
    static func solve(_ program: Program, determine: Bool) -> Outcome {
        var t = DenseSimplex(program)
        return t.run(program, determine: determine)
    }

    private mutating func run(_ program: Program, determine: Bool) -> Outcome {
        // 1. Free columns into the basis.
        for j in 0 ..< freeCount {
            var best = -1
            var bestMagnitude = DenseSimplex.pivotTolerance
            for i in 0 ..< rowCount where kind[i] == .constraint {
                let m = abs(cells[i * width + j])
                if m > bestMagnitude { best = i; bestMagnitude = m }
            }
            if best >= 0 {
                pivot(row: best, column: j)
                kind[best] = .definition
                freeChosen[j] = true
                definitionRow[j] = best
            }
        }
        // A free column no row could take is (numerically) absent from the constraint rows.
        for j in 0 ..< freeCount where !freeChosen[j] {
            for i in 0 ..< rowCount where kind[i] == .constraint { cells[i * width + j] = 0 }
        }

        // 2. Phase 1.
        let rhsColumn = width - 1
        var rhsScale = 1.0
        for i in 0 ..< rowCount where kind[i] == .constraint {
            if cells[i * width + rhsColumn] < 0 {
                for k in 0 ..< width { cells[i * width + k] = -cells[i * width + k] }
            }
            rhsScale = max(rhsScale, abs(cells[i * width + rhsColumn]))
            let a = columnCount + i
            cells[i * width + a] = 1
            basis[i] = a
            isBasic[a] = true
            for k in 0 ..< width where k != a { objectiveRows[k] -= cells[i * width + k] }
        }
        for (o, costs) in program.objectives.enumerated() {
            for j in 0 ..< columnCount { objectiveRows[(o + 1) * width + j] = costs[j] }
        }
        for j in freeCount ..< columnCount { eligible[j] = true }
        switch optimize(objective: 0, tolerance: 1e-11) {
        case .optimal: break
        case .unbounded: return .failed("phase 1 unbounded")
        case .stalled: return .failed("phase 1 stalled")
        }
        let residual = max(0, -objectiveRows[rhsColumn])
        if residual > 1e-9 * rhsScale { return .infeasible(residual: residual, scale: rhsScale) }

        // Artificial columns out of the basis, or their (redundant) rows out of the program.
        for i in 0 ..< rowCount where kind[i] == .constraint && basis[i] >= columnCount {
            var best = -1
            var bestMagnitude = DenseSimplex.pivotTolerance
            for j in freeCount ..< columnCount where !isBasic[j] {
                let m = abs(cells[i * width + j])
                if m > bestMagnitude { best = j; bestMagnitude = m }
            }
            if best >= 0 {
                cells[i * width + rhsColumn] = 0  // an artificial at zero: the pivot is degenerate
                pivot(row: i, column: best)
            } else {
                kind[i] = .deleted
                isBasic[basis[i]] = false
                basis[i] = -1
            }
        }

        // 3. Phase 2, one objective after the other, each restricted to the previous optimal face.
        var objectiveValues: [Double] = []
        for o in 1 ..< objectiveCount {
            let costs = program.objectives[o - 1]
            let largest = costs.reduce(0) { max($0, abs($1)) }
            let tolerance = max(1e-11 * largest, 1e-300)
            switch optimize(objective: o, tolerance: tolerance) {
            case .optimal: break
            case .unbounded: return .failed("objective \(o) unbounded")
            case .stalled: return .failed("objective \(o) stalled")
            }
            objectiveValues.append(-objectiveRows[o * width + rhsColumn])
            for j in freeCount ..< columnCount where eligible[j] && !isBasic[j] {
                if objectiveRows[o * width + j] > tolerance { eligible[j] = false }
            }
        }

        // 4. Values, and which free columns the optimal face determines.
        var values = [Double](repeating: 0, count: columnCount)
        for i in 0 ..< rowCount where basis[i] >= 0 && basis[i] < columnCount {
            values[basis[i]] = cells[i * width + rhsColumn]
        }
        var determined = [Bool](repeating: false, count: freeCount)
        if determine {
            for j in 0 ..< freeCount where freeChosen[j] {
                determined[j] = isDetermined(freeColumn: j)
            }
        }
        return .optimal(Solution(values: values, objectiveValues: objectiveValues, determined: determined, residual: residual, scale: rhsScale))
    }

    private enum Status { case optimal, unbounded, stalled }

    /// Primal simplex with Bland's rule on objective row `o`, over the eligible columns.
    private mutating func optimize(objective o: Int, tolerance: Double) -> Status {
        let rhsColumn = width - 1
        let cap = 50 * (width + rowCount) + 100
        for _ in 0 ..< cap {
            var entering = -1
            for j in 0 ..< width - 1 where eligible[j] && !isBasic[j] {
                if objectiveRows[o * width + j] < -tolerance { entering = j; break }
            }
            if entering < 0 { return .optimal }
            var leaving = -1
            var bestRatio = Double.infinity
            for i in 0 ..< rowCount where kind[i] == .constraint {
                let a = cells[i * width + entering]
                if a <= DenseSimplex.pivotTolerance { continue }
                let ratio = max(0, cells[i * width + rhsColumn]) / a
                let tie = 1e-12 * max(1, bestRatio)
                if leaving < 0 || ratio < bestRatio - tie {
                    leaving = i
                    bestRatio = ratio
                } else if ratio <= bestRatio + tie && basis[i] < basis[leaving] {
                    leaving = i  // Bland: among (near-)ties, the lowest-index basic column leaves
                    bestRatio = min(bestRatio, ratio)
                }
            }
            if leaving < 0 { return .unbounded }
            pivot(row: leaving, column: entering)
        }
        return .stalled
    }

    /// Makes `column` basic in `row` and eliminates it from every other row and objective.
    private mutating func pivot(row r: Int, column j: Int) {
        let w = width
        let rows = rowCount
        let objectives = objectiveCount
        let kinds = kind
        cells.withUnsafeMutableBufferPointer { c in
            let p = c[r * w + j]
            for k in 0 ..< w { c[r * w + k] /= p }
            c[r * w + j] = 1
            for i in 0 ..< rows where i != r && kinds[i] != .deleted {
                let f = c[i * w + j]
                if f == 0 { continue }
                for k in 0 ..< w {
                    let v = c[i * w + k] - f * c[r * w + k]
                    c[i * w + k] = abs(v) < DenseSimplex.cleanTolerance ? 0 : v
                }
                c[i * w + j] = 0
            }
            objectiveRows.withUnsafeMutableBufferPointer { d in
                for o in 0 ..< objectives {
                    let f = d[o * w + j]
                    if f == 0 { continue }
                    for k in 0 ..< w { d[o * w + k] -= f * c[r * w + k] }
                    d[o * w + j] = 0
                }
            }
        }
        if basis[r] >= 0 { isBasic[basis[r]] = false }
        basis[r] = j
        isBasic[j] = true
    }

    /// Whether free column `j` takes the same value at every point of the optimal face.
    private func isDetermined(freeColumn j: Int) -> Bool {
        let r = definitionRow[j]
        let rhsColumn = width - 1
        // On the face, z_j = rhs - Σ cells[r][k]·z_k over the non-basic columns still eligible.
        for u in 0 ..< freeCount where !freeChosen[u] {
            if abs(cells[r * width + u]) > DenseSimplex.pivotTolerance { return false }
        }
        var direction = [Double](repeating: 0, count: width)
        var moves = false
        for k in freeCount ..< columnCount where eligible[k] && !isBasic[k] {
            let a = cells[r * width + k]
            if abs(a) > DenseSimplex.pivotTolerance { direction[k] = a; moves = true }
        }
        if !moves { return true }
        // Range of f = Σ direction·z over the face (0 at the current vertex): min f and min -f.
        let scale = max(1, abs(cells[r * width + rhsColumn]))
        for sign in [1.0, -1.0] {
            var t = self
            t.objectiveRows = [Double](repeating: 0, count: width)
            t.objectiveCount = 1
            for k in 0 ..< width - 1 { t.objectiveRows[k] = sign * direction[k] }
            switch t.optimize(objective: 0, tolerance: 1e-11) {
            case .optimal:
                if -t.objectiveRows[rhsColumn] < -1e-8 * scale { return false }
            case .unbounded, .stalled:
                return false
            }
        }
        return true
    }
}
