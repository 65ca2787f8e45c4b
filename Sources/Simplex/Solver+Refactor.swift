// Fresh rows for the current basis: the tableau computed again from the constraints held.

extension Solver {
    /// The most rows ``refactor(tracingFactors:)`` computes densely; larger tableaux are rebuilt instead.
    static let refactorLimit = 300

    /// Recomputes every row (and the objective) for the current basis from the constraints held,
    /// by one Gauss–Jordan elimination of their original rows, then clears what rounding left
    /// infeasible or not optimal. Returns false, changing nothing, when the basis cannot be
    /// factored (the rows are not one per constraint, the tableau is past ``refactorLimit``, or
    /// the basis is singular at the working precision) or a redundant required equality's row
    /// does not hold exactly (see below). (For `tracingFactors`, see
    /// ``refactor(foundSingular:tracingFactors:)``.) Throws what the simplex throws, with the solver left
    /// half done: the caller restores its copy.
    ///
    /// Why: a row of the incremental tableau is the last of a long chain of substitutions, and
    /// carries the rounding of every one of them: residue where the true cell is zero, or a true
    /// small cell dropped as residue. In exact arithmetic the rows depend only on which symbols
    /// are basic, not on the path that made them basic. Rows computed for that same basis
    /// straight from the constraints, by an elimination with partial pivoting, carry the
    /// rounding of one elimination only: the residue goes, a dropped cell comes back, and the
    /// values are those of the same vertex, to rounding. (A rebuild, see ``rebuild(inserting:)``,
    /// follows a different path of pivots to possibly another vertex.)
    ///
    /// - Complexity: O(r · s) memory and at most O(r² · s) time for r rows over s symbols (dense
    ///   storage; the elimination visits only the non-zero cells of each pivot row); a repair
    ///   path only.
    mutating func refactor(tracingFactors: Bool = false) throws -> Bool {
        var singular = false
        return try refactor(foundSingular: &singular, tracingFactors: tracingFactors)
    }

    /// ``refactor(tracingFactors:)``, telling too whether it found the basis singular exactly: a basic symbol
    /// whose column is zero, in double-double, in every row not yet assigned. The rows that
    /// reached that basis then lost a true cell on the way (no exact elimination could), and
    /// their values are no reference (see ``repairAfterLargeCancellation()``).
    ///
    /// `tracingFactors` judges each cell against the rounding of every number behind it, not only
    /// its two summands: a factor that cancelled from larger operands carries their rounding into
    /// the row it multiplies, and so does a pivot into every cell it divides (its conditioning).
    /// More cells read as zero (a cell within 1e-15 of that traced history is what the rounding
    /// of the coefficients themselves can make); for ``isRedundantUpToRounding(_:of:)`` only,
    /// which asks whether a whole row is such rounding. The other callers keep the summands'
    /// measure, under which every repair has been tuned.
    mutating func refactor(foundSingular: inout Bool, tracingFactors: Bool = false) throws -> Bool {
        let slots = tableau.rowSlots
        let m = slots.count
        guard m == records.count, m <= Solver.refactorLimit else { return false }

        // Dense columns: every symbol the constraints' original rows hold, then the constant.
        var column = [Int](repeating: -1, count: kinds.count)
        var symbolOfColumn: [Symbol] = []
        func columnIndex(_ s: Symbol) -> Int {
            if column[Int(s)] < 0 {
                column[Int(s)] = symbolOfColumn.count
                symbolOfColumn.append(s)
            }
            return column[Int(s)]
        }
        var original: [[(Int, Double)]] = []
        var constants: [Double] = []
        original.reserveCapacity(m)
        for (c, record) in records {
            var row: [(Int, Double)] = []
            for term in c.expression.terms {
                guard let s = symbol(of: term.variable) else { return false }
                row.append((columnIndex(s), term.coefficient))
            }
            let k = record.markerCoefficient(c.relation)
            row.append((columnIndex(record.marker), k))
            if record.other != noSymbol { row.append((columnIndex(record.other), -k)) }
            original.append(row)
            constants.append(record.constant)
        }
        for slot in slots where column[Int(tableau.basic(ofRow: slot))] < 0 { return false }
        let n = symbolOfColumn.count
        let width = n + 1
        // Double-double cells (about 32 digits): the elimination's own rounding stays some 16
        // digits below anything a Double can hold, so a true zero comes out as zero (see the
        // cut in the elimination) and a true small cell keeps every digit a Double can give it.
        var a = [DoubleDouble](repeating: .zero, count: m * width)
        // The largest magnitude that went into each cell, to tell its rounding from its value.
        var operands = [Double](repeating: 0, count: m * width)
        var magnitude = [Double](repeating: 0, count: m)
        for i in 0 ..< m {
            var row = [Double](repeating: 0, count: width)
            for (j, c) in original[i] { row[j] += c }
            row[n] = constants[i]
            for k in 0 ..< width {
                a[i * width + k] = DoubleDouble(row[k])
                operands[i * width + k] = Swift.abs(row[k])
            }
            for j in 0 ..< n { magnitude[i] = Swift.max(magnitude[i], Swift.abs(row[j])) }
            guard magnitude[i] > 0 else { return false }
        }

        // Gauss–Jordan over the basic columns, each pivot the largest cell relative to its
        // original row (scaled partial pivoting) among the rows not yet assigned.
        var basicOfRow = [Symbol](repeating: noSymbol, count: m)
        var nonZero: [Int] = []
        // Basic slacks, errors and dummies first: each is in one original row alone (its
        // constraint's), so its pivot is that row, and it changes no other row. Taken in the
        // tableau's order, that row could already be an external's pivot row, and the symbol's
        // pivot then came from a row the elimination had filled in with it: a product of cells
        // that can be far below 1e-14 of its row, read as singular, and nothing was recomputed
        // (large-session seed 87504: the weak c10's error, basic at 4.8e15, after x8 had taken
        // c10's row, was left at 1.25e-15 of c8's `2000 x2 - 7500 <= 0`, through x2, x4, x1 and
        // x8; a rebuild had accepted the feasible c11, but its rows held c1 to 8e-11 of its
        // terms only, and without the recomputation the acceptance was rejected). The basis is
        // singular exactly when the rows left for the externals are, so this loses nothing.
        let order = slots.filter { kinds[Int(tableau.basic(ofRow: $0))] != .external }
            + slots.filter { kinds[Int(tableau.basic(ofRow: $0))] == .external }
        for slot in order {
            let b = tableau.basic(ofRow: slot)
            let j = column[Int(b)]
            var pivotRow = -1, best = 0.0
            for i in 0 ..< m where basicOfRow[i] == noSymbol {
                let r = Swift.abs(a[i * width + j].value) / magnitude[i]
                if r > best { best = r; pivotRow = i }
            }
            // Singular at the working precision below 1e-14 of the row (residue of a true zero
            // is cut at 1e-15 of its operands, above). Not higher: a true basis can need a pivot
            // of 1e-12 of its row, a product, not a cancellation (large-session seed 27823: x4,
            // only in `1e6 x5 - 0.01 x4 - 10 x6 + 1.4 == 0`, after x5 took that row: 1e-8 of a
            // row of 1e4), and 32 digits leave it 18. Nor is a pivot below that singular if it is
            // above 1e-15 of the numbers it came from, the cut itself: it is then a true cell
            // however small beside its row (large-session seed 304153: 5e-11 from operands of
            // 300, the exact cancellation `300 - 300` plus 1e-6 · 50/1e6, in a row of 7000).
            // Not ten times the cut, as it was: large-session seed 3026877's x2 met its pivot as
            // 3.3e-14, the product 1e-6 · 1e-3 · 10/30000 after the exact `10 - 10`, 3.3e-15 of
            // those 10, and a feasible constraint's only acceptance, whose rows this had to
            // recompute, was not trusted (`RegressionTests.trueSmallPivotOfARecomputationIsNotReadAsSingular`).
            guard pivotRow >= 0 else {
                foundSingular = true
                return false
            }
            let p = a[pivotRow * width + j]
            let pivotMagnitude = Swift.abs(p.value)
            guard best > 1e-14 || pivotMagnitude > 1e-15 * operands[pivotRow * width + j] else { return false }
            basicOfRow[pivotRow] = b
            // Only the pivot row's non-zero cells change other rows (layouts are sparse).
            nonZero.removeAll(keepingCapacity: true)
            // (Tracing factors: a pivot that cancelled from larger operands carries their
            // rounding into every cell it divides.)
            let pivotConditioning = tracingFactors ? operands[pivotRow * width + j] / pivotMagnitude : 0
            for k in 0 ..< width where !a[pivotRow * width + k].isZero && k != j {
                nonZero.append(k)
                a[pivotRow * width + k] = a[pivotRow * width + k] / p
                operands[pivotRow * width + k] = Swift.max(operands[pivotRow * width + k] / pivotMagnitude,
                                                           pivotConditioning * Swift.abs(a[pivotRow * width + k].value))
            }
            a[pivotRow * width + j] = DoubleDouble(1)
            for i in 0 ..< m where i != pivotRow {
                let f = a[i * width + j]
                if f.isZero { continue }
                let fMagnitude = Swift.abs(f.value)
                // (Tracing factors: what went into f too, times the cell it multiplies.)
                let fOperands = tracingFactors ? operands[i * width + j] : 0
                for k in nonZero {
                    let sum = a[i * width + k] - f * a[pivotRow * width + k]
                    let size = Swift.max(operands[i * width + k], fMagnitude * operands[pivotRow * width + k],
                                         fOperands * Swift.abs(a[pivotRow * width + k].value))
                    // Within 1e-15 of what went into it, a sum is zero, at once, so that it never
                    // becomes a factor of a later step: below that it is the elimination's
                    // rounding or the rounding of the coefficients themselves, which a Double
                    // knows to 1.1e-16 (soak seed 45812: `-0.005 · -25 + 5 · -0.025`, zero in
                    // decimals, is 2.6e-18 for the nearest Doubles; kept by a cut at 1e-24, it
                    // blocked a medium reduced cost, and a weak constraint stayed 470 off). Still
                    // far below the incremental rows' cut of 1e-10: a true cell that cancelled to
                    // 1.5e-14 of its operands (126149) comes back.
                    a[i * width + k] = Swift.abs(sum.value) <= 1e-15 * size ? .zero : sum
                    operands[i * width + k] = size
                }
                a[i * width + j] = .zero
            }
        }
        var cell = a.map(\.value)
        let constantScale = (0 ..< m).map { operands[$0 * width + n] }

        // A redundant required equality (its dummy basic) must hold with every other symbol at
        // zero; if its recomputed row says otherwise, the constraints are redundant only up to
        // the rounding of their coefficients, and these rows would read that rounding as a
        // constraint. Soak seed 413955: c6 is c3 + c4 (4.999 x1 from 5 x1 and -0.001 x1), but as
        // Doubles not exactly, so the recomputed rows pinned x1 at 0 through c6's dummy (a
        // constant of 4.8e-11, cells of 3.3e-13), where the oracle, and the incremental rows,
        // read c6 as redundant and x1 = 145000. Such a row is read as the incremental rows read
        // it, as redundant, when what it holds beside its dummies is within 1e-11 of the numbers
        // it came from (the rounding of coefficients, times the conditioning of the elimination;
        // the row was added as redundant at a cut of 1e-9 of its terms): its other cells and its
        // constant are zero. Past that the rebuild decides, as it did for every such row before
        // (large-session seed 2455448: c9 is c8 + c6 in decimal, `99.999999 x8` from `100 x8`
        // and `-1e-6 x8`, and its recomputed row held 2.4e-10 beside 8800 and 4e-13 beside 10;
        // declined, the repair kept a rebuild whose pivots through values of 1e12 had left the
        // required c2 off by 636 in terms of 7e5). Not while tracing factors: that mode is the
        // test of whether a row is such rounding (see ``isRedundantUpToRounding(_:of:)``).
        for i in 0 ..< m where kinds[Int(basicOfRow[i])] == .dummy {
            var isRounding = Swift.abs(cell[i * width + n]) <= 1e-11 * constantScale[i]
            var holdsOtherSymbols = false
            // (Its own dummy, basic, is a dummy too: left out with the others.)
            for j in 0 ..< n where cell[i * width + j] != 0 && kinds[Int(symbolOfColumn[j])] != .dummy {
                holdsOtherSymbols = true
                if Swift.abs(cell[i * width + j]) > 1e-11 * operands[i * width + j] { isRounding = false }
            }
            guard cell[i * width + n] != 0 || holdsOtherSymbols else { continue }
            if isRounding && !tracingFactors {
                cell[i * width + n] = 0
                for j in 0 ..< n where kinds[Int(symbolOfColumn[j])] != .dummy { cell[i * width + j] = 0 }
            } else if cell[i * width + n] != 0 {
                return false
            }
        }

        // The new rows: basic = -constant - Σ cells · non-basic symbols.
        let capacity = tableau.symbolCapacity
        var fresh = Tableau()
        fresh.reserveSymbols(capacity)
        var isBasic = [Bool](repeating: false, count: n)
        for b in basicOfRow { isBasic[column[Int(b)]] = true }
        for i in 0 ..< m {
            var terms: [(Symbol, Double)] = []
            for j in 0 ..< n where !isBasic[j] && cell[i * width + j] != 0 {
                terms.append((symbolOfColumn[j], -cell[i * width + j]))
            }
            let constant = -cell[i * width + n]
            _ = fresh.insertRow(basic: basicOfRow[i], constant: constant == 0 ? 0 : constant,
                                constantScale: constantScale[i], terms: terms)
        }
        fresh.keepsShallowCells = tableau.keepsShallowCells
        tableau = fresh
        objective = Objective(model: priorities)
        objective.reserveSymbols(capacity)
        for (_, record) in records where !record.strength.isRequired {
            for s in [record.marker, record.other] where s != noSymbol && kinds[Int(s)] == .error {
                weigh(s, strength: record.strength, sign: 1)
            }
        }
        infeasibleRows.removeAll()
        for slot in tableau.rowSlots where tableau.constant(ofRow: slot) < 0 {
            let b = tableau.basic(ofRow: slot)
            if kinds[Int(b)] != .external { infeasibleRows.insert(b) }
        }
        if !infeasibleRows.isEmpty { try dualOptimize() }
        try optimize()
        return true
    }
}

extension Solver {
    /// Whether the new row of a required equality is redundant up to rounding: its cells other
    /// than dummies, and its constant, residue of the constraints' own coefficients (`insert`
    /// then drops them, and adds the row as one of dummies alone). Decided on a copy that
    /// holds the row solved for its dummy, recomputed for that basis in double-double
    /// (``refactor(tracingFactors:)``): there every cell is judged against the magnitudes it came from, through
    /// the whole elimination, where `makeRow` sees only the rows it substitutes, whose own cells
    /// may already have cancelled from far larger numbers. Redundant if the dummy's recomputed
    /// row holds dummies only and no constant.
    ///
    /// Why: `c3 = c0 + c2` in decimal, but not in binary, where `-100 + 1e-6` is not
    /// `-99.999999` (soak seed 23913974). Added after c0 and c3, c2's row sums x3's, whose cell
    /// of x2, 1e-7, had cancelled from 10, and keeps 2.5e-16 of x2, a residue 2.5e-9 of the
    /// 1e-7 it sums but 2.5e-17 of the 10 behind it; solved for x2, it pinned x2 and x1 at
    /// values of noise (x1 = 34.49, where in decimal x1 is free and in binary exactly 0), and the
    /// weighted error was 105.1 where the session's order, which read c3 as redundant, had 0.
    /// The recomputation traces every factor (see ``refactor(foundSingular:tracingFactors:)``):
    /// with c4 added second, x2's residue reached c2's row through x0's column, as a factor that
    /// had cancelled from 10; and in soak seed 13136141, through a pivot of 5e-7 that had
    /// cancelled from 500 (c2 there is c4 - c0 in decimal, three equalities conditioned at 2e16).
    ///
    /// - Complexity: That of ``refactor(tracingFactors:)`` on a copy, O(r² · s); only for a required equality
    ///   whose row kept a cell within ``Tableau/residueKeptZone`` of its terms.
    @inline(never)
    func isRedundantUpToRounding(_ row: NewRow, of constraint: Constraint) -> Bool {
        guard records.count < Self.refactorLimit, row.terms.contains(where: { kinds[Int($0.0)] != .dummy }) else { return false }
        var trial = self
        let slot = trial.tableau.insertRow(basic: noSymbol, constant: 0, constantScale: row.historyScale,
                                           terms: row.terms.filter { kinds[Int($0.0)] == .dummy })
        trial.tableau.solveRow(slot, forSubject: row.record.marker)
        trial.substitute(row.record.marker, by: slot)
        _ = trial.records.insertNew(row.record, forKey: constraint)
        guard (try? trial.refactor(tracingFactors: true)) == true,
              let recomputed = trial.tableau.row(ofBasic: row.record.marker) else { return false }
        return trial.tableau.row(recomputed, holdsOnly: { trial.kinds[Int($0)] == .dummy })
    }
}
