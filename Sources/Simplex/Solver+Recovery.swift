// A second opinion before refusing a required constraint: the rows rebuilt from the constraints.

extension Solver {
    /// The finest cut of a new row's cells (relative to the terms they were summed from) that a
    /// last opinion uses: near the rounding of one sum, so only rows recomputed for their basis
    /// in double-double (see ``refactor(tracingFactors:)``), where residue of a true zero comes out as zero, may
    /// be trusted with it, and only up to ``refactorLimit`` constraints.
    static let finestNewRowCut = 1e-15

    /// Called where `insert` has found the required `constraint` infeasible and undone its work:
    /// returns normally if a tableau rebuilt from the constraints accepts it after all (the
    /// constraint is then added, with everything else, to the rebuilt tableau), and otherwise
    /// throws ``SolverError/unsatisfiableConstraint(_:conflicts:)``, with the solver as before.
    ///
    /// Why: the incremental tableau can lose a true small cell. ``Tableau/cancels(_:_:)`` drops a
    /// sum below 1e-10 of its operands, and in a badly scaled system (coefficients from 1e-6 to
    /// 1e6) a large cancellation can leave a true cell that small (seed 50676: 1e-11 from cells of
    /// 10, the only link from x0 to two slacks; 4773; 24904). The rows then miss a dependence,
    /// and the artificial phase ends at a positive residual for a constraint that can hold.
    /// Nothing local tells such a cell from rounding residue (a lower threshold, or a running
    /// error bound per cell, broke other seeds). But the loss depends on the path of pivots that
    /// made the rows: rows built afresh, the required constraints first (no weighted errors to
    /// pivot through, so nothing of the scale of the strengths to cancel from), then the new
    /// constraint, then the others, do not carry it.
    ///
    /// The rebuild is deterministic (the same held constraints give the same rows, bit for bit),
    /// so the solver stays deterministic. It costs about as much as adding every held constraint
    /// again (on a 1,000-constraint grid, a fifth of what explaining the refusal costs), but only
    /// on this path. Most refusals are real and skip it: when the constraints of the refused row's
    /// certificate (`candidates`, see ``explainConflict(_:candidates:)``) alone refuse it too, in
    /// a fresh solver that builds its rows as the rebuild would, the refusal stands (that system
    /// is a relaxation of the required constraints held). Adding a constraint that fits is not
    /// affected.
    ///
    /// The opinions cut a new row's cells ever finer: at 1e-9 of the terms they were summed from
    /// (the incremental rows' cut), at 1e-12, and, on tableaux of up to ``refactorLimit`` rows,
    /// at 1e-15, each finer one kept only on rows recomputed in double-double for its basis,
    /// where residue of a true zero comes out as zero (see ``rebuildAccepts(_:constant:strength:sequence:newRowCut:recomputingWeightedRows:)``).
    /// Large-session seed 304153: c4 and c7, `7000 x5 + 300 x8 - 100 x6 + 9900 == 0` and the same
    /// plus `1e-6 x10` and 9895.1, fix x10 = 4.9e6, and the `-1e6 x10 + 50 x8 - 3400 >= 0` beside
    /// them then asks x8 >= 9.8e10: feasible. c7's new row summed x8's 300 and c4's -300 (exactly
    /// 0) and 5e-11 through x10's row, its only link to a variable that can move, 1.7e-13 of the
    /// 300: every cut took the true cell for residue, and c7 was refused, with the certificate's
    /// trial (cut at 1e-12) agreeing; in the session, explanations' trials refused it likewise and
    /// named constraints that could all hold.
    ///
    /// A last opinion rebuilds at the usual cut, recomputing the rows after each weighted row
    /// whose insertion cancelled into the shallow or the residue zone, as the session's own repair
    /// would after that insertion (see ``rebuild(inserting:recomputingWeightedRows:)``): the
    /// others may have held the required constraints and the refused one well and still failed,
    /// their weighted rows wrecked after such a cancellation. Last, not the rebuilds' way: a
    /// recomputation midway moves the vertex the rest is added to, and where the rebuilds
    /// accepted before it can lead them far out on a singular basis (large-session seed 4621085,
    /// where c5 fixes x4 through c3 and values went to 1e20).
    mutating func refuse(_ constraint: Constraint, constant: Double, strength: Strength, sequence: Int,
                         candidates: [Symbol]?) throws {
        // (The finest rebuild only where its rows, one more than the constraints held, can be
        // recomputed: unjudged, a cut at 1e-15 keeps residue that the artificial phase can
        // pivot on.)
        if recoversByRebuilding && !certificateRefuses(constraint, constant: constant, candidates: candidates)
            && (rebuildAccepts(constraint, constant: constant, strength: strength, sequence: sequence)
                || rebuildAccepts(constraint, constant: constant, strength: strength, sequence: sequence, newRowCut: 1e-12)
                || (records.count < Self.refactorLimit
                    && rebuildAccepts(constraint, constant: constant, strength: strength, sequence: sequence, newRowCut: Self.finestNewRowCut))
                || rebuildAccepts(constraint, constant: constant, strength: strength, sequence: sequence,
                                  recomputingWeightedRows: true)) {
            return
        }
        // Explained with the constant it was refused with (a constant changed in place, see
        // `updateConstant`), not the one it was written with.
        let refused = Self.constraint(constraint, withConstant: constant)
        throw SolverError.unsatisfiableConstraint(constraint, conflicts: explainConflict(refused, candidates: candidates))
    }

    /// Whether the required constraints whose markers are in `candidates` (in their current
    /// form, in order of addition), then the required `constraint` with `constant`, cannot all be
    /// added to a fresh solver that solves each row for its largest external cell, as a rebuild
    /// does. False when there are no candidates, or when the candidates alone do not fit (rounding).
    func certificateRefuses(_ constraint: Constraint, constant: Double, candidates: [Symbol]?) -> Bool {
        guard let candidates, !candidates.isEmpty else { return false }
        // Cut as the last rebuilds cut (see `refuse`): a trial that drops a true small cell
        // refuses what holds, and its refusal would stand.
        let pool = requiredConstraints(markedBy: candidates)
        return trialRefuses(constraint, constant: constant, after: pool, rebuilding: true, newRowCut: 1e-12)
            && !finestTrialAccepts(constraint, constant: constant, after: pool)
    }

    /// Whether a fresh solver that holds `pool` (as ``certificateRefuses(_:constant:candidates:)``
    /// builds it) but keeps a new row's cells down to 1e-15 of its terms accepts `constraint` with
    /// `constant`, with every required constraint holding, as found or on rows recomputed for its
    /// basis, as ``rebuildAccepts(_:constant:strength:sequence:newRowCut:recomputingWeightedRows:)`` judges its last
    /// opinion. False past ``refactorLimit`` (a cut that fine is trusted only when recomputed).
    private func finestTrialAccepts(_ constraint: Constraint, constant: Double, after pool: [Constraint]) -> Bool {
        guard pool.count < Self.refactorLimit, var trial = trialSolver(holding: pool, rebuilding: true, newRowCut: Self.finestNewRowCut) else {
            return false
        }
        let standard = Swift.max(1e-11, trial.worstRequiredViolation())
        do { try trial.add(Self.constraint(constraint, withConstant: constant)) } catch { return false }
        guard (try? trial.refactor()) == true else { return false }
        return trial.constraintsHold(with: constraint, constant: constant, within: standard)
    }

    /// Whether the required constraints whose markers are in `candidates` (in their current form,
    /// in order of addition) imply the required `constraint` with `constant` on their own: a
    /// fresh solver that holds them (building its rows as a rebuild does) accepts it without
    /// moving any value, as a redundant row. For a new row made of those markers' dummies alone,
    /// whose constant the incremental rows' rounding made too large to read as zero.
    ///
    /// - Complexity: That of adding the candidates and `constraint` to a fresh solver; only on
    ///   the way to a refusal.
    ///
    /// With `recomputingRows`, the fresh solver's rows are recomputed for their basis in
    /// double-double arithmetic first (``refactor(tracingFactors:)``), which takes the rounding of the path out:
    /// nearly parallel constraints determine a value to far fewer digits in Doubles (soak seed
    /// 6301533: c2 and c5, `-1e6 x1 + 1e4 x0 + 2500 == 0` and `-1000001 x1 + 1e4 x0 + 2597 ==
    /// 0`, fix x1 = 97 exactly, since their difference is `-x1 + 97`, but their rows read
    /// 96.9999999979 after six digits cancelled, and `x1 == 97`, off by 2e-9 there, was refused).
    /// Strict: the recomputed rows read a constraint off by a hair as off.
    func certificateImplies(_ constraint: Constraint, constant: Double, candidates: [Symbol],
                            recomputingRows: Bool = false) -> Bool {
        let pool = requiredConstraints(markedBy: candidates)
        guard !pool.isEmpty, var trial = trialSolver(holding: pool, rebuilding: true) else { return false }
        // A variable none of them holds is free beside them: they cannot imply a bound on it
        // (and a value it would take, new to the trial, is not among the values compared below).
        // Large-session seed 31489: `-10 x2 - 2000 x0 + 0.01 x4 - 980 == 0` is c6 (`-10 x2 -
        // 2000 x0 == 0`) and x4 = 98000, where c3 holds x4 = 20; x4's cell of c3's dummy, a true
        // 1/3 cancelled from 1e11, was cut, and the row read c6's dummy alone: c6 "implied" it.
        for term in constraint.expression.terms where trial.symbol(of: term.variable) == nil { return false }
        if recomputingRows { guard (try? trial.refactor()) == true else { return false } }
        let before = trial.kinds.indices.map { trial.value(ofSymbol: Symbol($0)) }
        do { try trial.add(Self.constraint(constraint, withConstant: constant)) } catch { return false }
        return before.indices.allSatisfy { trial.value(ofSymbol: Symbol($0)) == before[$0] }
    }

    /// The required constraints held whose marker (or other symbol) is among `symbols`, in order
    /// of addition: the constraints a certificate of refusal names.
    func requiredConstraints(markedBy symbols: [Symbol]) -> [Constraint] {
        let markers = Set(symbols)
        var pool: [(constraint: Constraint, sequence: Int)] = []
        for (c, record) in records where record.strength.isRequired
            && (markers.contains(record.marker) || (record.other != noSymbol && markers.contains(record.other))) {
            pool.append((c, record.sequence))
        }
        pool.sort { $0.sequence < $1.sequence }
        return pool.map(\.constraint)
    }

    /// A fresh solver that holds `pool` (in its current form, in that order), does not explain
    /// or rebuild on a refusal, and builds its rows as a rebuild does if `rebuilding`; nil when
    /// `pool` alone does not fit.
    private func trialSolver(holding pool: [Constraint], rebuilding: Bool, newRowCut: Double = 1e-9) -> Solver? {
        var trial = Solver(priorities: priorities)
        trial.explainsConflicts = false
        trial.recoversByRebuilding = false
        trial.isRebuilding = rebuilding
        trial.newRowCut = newRowCut
        do {
            for c in pool { try trial.add(currentForm(of: c)) }
        } catch {
            return nil
        }
        return trial
    }

    /// `constraint` with `constant` as its normalised expression's constant (itself if it has it).
    static func constraint(_ constraint: Constraint, withConstant constant: Double) -> Constraint {
        constant == constraint.expression.constant ? constraint : constraint.with(constant: constant)
    }

    /// Whether a fresh solver that holds `pool` (in its current form, in that order) and does not
    /// rebuild on a refusal (building its rows as a rebuild does if `rebuilding`) cannot add
    /// `constraint` with `constant`; false when `pool` alone does not fit.
    private func trialRefuses(_ constraint: Constraint, constant: Double, after pool: [Constraint],
                              rebuilding: Bool, newRowCut: Double = 1e-9) -> Bool {
        guard var trial = trialSolver(holding: pool, rebuilding: rebuilding, newRowCut: newRowCut) else { return false }
        do { try trial.add(Self.constraint(constraint, withConstant: constant)) } catch { return true }
        return false
    }

    /// Rebuilds the tableau and the objective from the constraints held, adding `constraint`
    /// (with the given constant, strength and order of addition) after the required ones and
    /// before the others. Returns whether that succeeded; if not, the solver is exactly as before.
    ///
    /// Only the rows, the objective and the constraints' own symbols (markers, errors) are made
    /// anew; the variables keep their symbols, so values already reported and the order in which
    /// the solver met its variables do not change.
    ///
    /// Later opinions rebuild with `newRowCut` 1e-12 (and 1e-15, see `refuse`): ``makeRow(_:constant:strength:sequence:allocated:)``
    /// drops a new row's cell below 1e-9 of its terms as cancellation, and a true one can be that
    /// small (soak seed 1743778: `1000000.001 x1 - 10 x2 + 100 x0 == 90.5` beside `1e6 x1 + 100 x0
    /// == 81` held x2 at a true 5 cancelled from 1.5e10, 3.3e-10 of its terms, so every fresh
    /// solver refused a system that holds at x0 = -2.5e8). The rows then keep it; later rows are
    /// cut at 1e-9 again. The guard below keeps noise taken for cells from accepting a
    /// contradiction.
    ///
    /// With `recomputingWeightedRows`, the rebuild recomputes its rows after a weighted row's
    /// insertion cancels (see ``rebuild(inserting:recomputingWeightedRows:)``).
    mutating func rebuildAccepts(_ constraint: Constraint, constant: Double, strength: Strength, sequence: Int,
                                 newRowCut: Double = 1e-9, recomputingWeightedRows: Bool = false) -> Bool {
        let backup = self
        let standard = Swift.max(1e-11, worstRequiredViolation())
        let valueScale = variableValueScale()
        do {
            self.newRowCut = newRowCut
            defer { self.newRowCut = backup.newRowCut }
            try rebuild(inserting: (constraint, constant, strength, sequence), recomputingWeightedRows: recomputingWeightedRows)
        } catch {
            self = backup
            return false
        }
        // The rebuilt rows are trusted only if the values they give satisfy every required
        // constraint as written, to 1e-11 of the size of its terms: rows that rounding wrecked in
        // another way must not turn a refusal into a broken acceptance (seed 6851, see
        // `stableSubject`), nor a contradiction that is small beside large values into an
        // acceptance (seed 1431's `E >= 0` beside `E + 11 <= 0` at values of 1e12). The
        // acceptances seen in 60,000 random sessions hold to 1e-14. Or as well as the worst of
        // them held before, if that was worse: the rebuild is asked for no more digits than the
        // rows had (soak seed 6513613: values of 2.6e10 left a required `10 x1 - 10 x4 + x0 +
        // 320 == 0` off by 4.6e-6, 1.7e-9 of its terms, before and after the rebuild alike, and
        // c10, exactly c6 + c8, was refused at 1.2e-9).
        // Judged as found, or else on the rows recomputed for the basis the rebuild reached (see
        // ``refactor(tracingFactors:)``): its pivots are one more path, and a row's constant can come out of a
        // cancellation that its cells did not (large-session seed 24097: x9's row, pivoted
        // from a constant of -2.7e9 to 0.0043, read 0.00430059 beside exact cells, and the
        // required `3 x7 - 1e6 x9 + 4300 >= 0` was off by 0.59; the feasible c11 was refused).
        func accepted(_ solver: Solver) -> Bool {
            solver.constraintsHold(with: constraint, constant: constant, within: standard)
        }
        // The last opinion's small cells must be true ones: its rows are recomputed for their
        // basis in double-double arithmetic, where residue of a true zero comes out as zero, and
        // a basis that then reads as singular was reached by pivoting on residue (large-session
        // seed 129830: c2 - c1 is exactly parallel to c0, with another constant; x5's row held
        // x2 at -1.0000000000065513e-6, the result of `1 - 0.99999` with five digits cancelled,
        // and c0's row kept x2's residue of 6.6e-17, 6.6e-12 of its terms, past the cut of
        // 1e-12; the artificial phase pivoted on it to values of 5.7e17, where the contradiction
        // of 37.5 held to 1e-16 of the terms). Unjudged past ``refactorLimit`` rows.
        let judgesByRecomputing = newRowCut < 1e-9 && tableau.rowCount <= Self.refactorLimit
        if judgesByRecomputing || !accepted(self) {
            guard recomputeRowsOfRebuiltBasis(), accepted(self) else {
                self = backup
                return false
            }
        } else if wentFarOutOnASingularBasis(from: valueScale) {
            // Every constraint holds to 1e-16 of terms that far out, a contradiction included
            // (soak seed 15045984, see `wentFarOutOnASingularBasis`); recomputed, these rows
            // would be refused above.
            self = backup
            return false
        }
        // Rows just rebuilt: a repair would rebuild them the same way.
        tableau.largeCancellations = 0
        return true
    }

    /// Recomputes the rows for the basis a rebuild reached (see ``refactor(tracingFactors:)``);
    /// where the summands' measure refuses a basis it did not find singular, again tracing every
    /// factor (``refactor(foundSingular:tracingFactors:)``). Returns whether the rows were
    /// recomputed; false leaves them as they were, or, if the simplex threw, half done (the
    /// caller restores its copy).
    ///
    /// Why the second measure: a redundant required equality that repeats others in decimal
    /// but not in binary keeps, in its dummy's row, the rounding of its coefficients times the
    /// values, and that rounding, multiplied by the large cells of a far vertex, outgrows the
    /// summands it is compared with (large-session seed 1670106: c7 is c5 - c4/3 in decimal;
    /// at x4 = 3e10, where the feasible c10 puts it, the dummy's recomputed row held -3e-8 and
    /// cells of 1e-7 on two slacks, 1e-17 of the x4 cells of 2e11 they came through, and the
    /// rebuild's own rows, whose x1 had come through constants of 1e8, left c1 off by 2.9e-10 of
    /// its terms: c10 was refused). Traced, the row holds its dummies alone, and x1 reads 7.7.
    /// Only after the summands' measure, under which every other repair has been tuned.
    private mutating func recomputeRowsOfRebuiltBasis() -> Bool {
        var singular = false
        do {
            if try refactor(foundSingular: &singular) { return true }
        } catch {
            return false
        }
        return !singular && (try? refactor(tracingFactors: true)) == true
    }

    /// The largest violation of a required constraint held at the current values, relative to
    /// the size of its terms plus one, as ``holds(_:constant:within:)`` measures it.
    ///
    /// - Complexity: O(terms of the constraints held).
    func worstRequiredViolation() -> Double {
        worstRequired { c, k in
            let (off, size) = violation(of: c, constant: k)
            return off / (1 + size)
        }
    }

    /// The largest `measure(constraint, constant)` over the required constraints held.
    private func worstRequired(_ measure: (Constraint, Double) -> Double) -> Double {
        var worst = 0.0
        for (c, record) in records where record.strength.isRequired {
            worst = Swift.max(worst, measure(c, record.constant))
        }
        return worst
    }

    /// Whether every required constraint held holds at the current values, to `tolerance` of the
    /// size of its terms (see ``holds(_:constant:within:)``).
    ///
    /// - Complexity: O(terms of the constraints held).
    func requiredConstraintsHold(within tolerance: Double = 1e-11) -> Bool {
        for (c, record) in records where record.strength.isRequired && !holds(c, constant: record.constant, within: tolerance) {
            return false
        }
        return true
    }

    /// Rebuilds the tableau and the objective from the constraints held (the required ones
    /// first, in order of addition, then `extra` if given, their rows recomputed if they
    /// cancelled, then the others, strongest first and in order of addition within a strength;
    /// each row solved for its largest external cell). On error the solver is left half
    /// rebuilt: the caller restores its copy.
    ///
    /// Strongest first: in order of addition, a session that holds no required constraint is
    /// rebuilt along the very path of pivots that built it, and a repair (see
    /// ``repairAfterLargeCancellation()``) then loses the same true cell again (soak seed 86647:
    /// x2's cells of c5's errors, truly ∓2e-6, cancelled from 1e7 and dropped, and the strong c9
    /// ended off by 7e8, `CancellationRepairTests.strongLevelReachesItsOptimumAfterARepairRebuiltStrongestFirst`).
    /// Added strongest first, each level is settled before a weaker constraint comes, which is
    /// the order a fresh solve of the hierarchy would take.
    ///
    /// With `recomputingWeightedRows`, also after each weighted row whose insertion cancelled into
    /// the shallow or the residue zone (for ``refuse(_:constant:strength:sequence:candidates:)``'s
    /// last opinion).
    mutating func rebuild(inserting extra: (constraint: Constraint, constant: Double, strength: Strength, sequence: Int)?,
                          recomputingWeightedRows: Bool = false) throws {
        var held: [(constraint: Constraint, record: ConstraintRecord)] = []
        held.reserveCapacity(records.count)
        for (c, record) in records { held.append((c, record)) }
        held.sort { $0.record.sequence < $1.record.sequence }

        // Tear down: empty rows and objective, the constraints' own symbols freed (newest first,
        // so that the rebuild reuses them in order), no constraint held.
        let capacity = tableau.symbolCapacity
        tableau = Tableau()
        tableau.keepsShallowCells = keepsShallowCells
        tableau.reserveSymbols(capacity)
        objective = Objective(model: priorities)
        objective.reserveSymbols(capacity)
        infeasibleRows.removeAll()
        for (_, record) in held.reversed() {
            if record.other != noSymbol { freeSymbol(record.other) }
            freeSymbol(record.marker)
        }
        for (c, _) in held { _ = records.removeValue(forKey: c) }
        twins.removeAll()
        // Every variable's count of users starts again from zero (`insert` counts them); none is
        // freed meanwhile, since nothing erases. (By `kinds`: the per-symbol arrays may run ahead.)
        for s in kinds.indices where kinds[s] == .external { users[s] = 0 }

        let recovers = recoversByRebuilding
        recoversByRebuilding = false
        isRebuilding = true
        defer {
            recoversByRebuilding = recovers
            isRebuilding = false
        }
        // Required rows that cancelled are recomputed (for their basis, see ``refactor(tracingFactors:)``)
        // before anything is judged on them or pivots through them: a rebuild is one more path
        // of pivots. The flags stay for the caller: these rows are recomputed, the weighted ones
        // still to come are not.
        func recomputeCancelledRows() throws {
            guard tableau.largeCancellations != 0 else { return }
            let flags = tableau.largeCancellations
            _ = try refactor()
            tableau.largeCancellations = flags
        }
        // A required row that dropped a cell has the rows recomputed before the next one is
        // judged on them: added on rows that lost a true cell, a redundant equality reads as one
        // that pins a variable (soak seed 13136141 in another order: c4 solved after c0 dropped
        // x1's true -5e-7, 0.99999997 of the cut beside 500, and c2 = c4 - c0 in decimal, added
        // next, pinned x1 at 3.2e-8, so that the feasible c12 was refused; recomputed once all
        // the required rows were in, it was too late). A cell dropped above 1e-13 of its terms
        // only (``Tableau/shallowCancellation``): deeper, most drops are residue, and layouts
        // leave residue there often. Repair path only; each recomputation costs O(r² · s).
        for (c, record) in held where record.strength.isRequired {
            let flags = tableau.largeCancellations
            try insert(c, constant: record.constant, strength: record.strength, sequence: record.sequence)
            try optimize()
            if tableau.largeCancellations & ~flags & Tableau.shallowCancellation != 0 {
                try recomputeCancelledRows()
            }
        }
        if let extra {
            // Before the extra one, which is judged on them (large-session seed 209233: x6's cell
            // of c0's slack, a true -5e-8, cancelled from 1e4 when c4 was solved for x4 and was
            // dropped, and every rebuild refused the feasible `x6 <= 0.3` at a residual of 0.305;
            // `RegressionTests.feasibleConstraintWhoseLimitCancelledInEveryRebuildIsAccepted`).
            try recomputeCancelledRows()
            try insert(extra.constraint, constant: extra.constant, strength: extra.strength, sequence: extra.sequence)
            try optimize()
        }
        // Before any weighted error pivots through them: residue left here is followed by the
        // optimisation of every level (large-session seed 27823: solving c6 for a cell of 1e-9
        // left x5's row a residue of 1.1e-12 where the required c3 - 10 c6 pins x5 exactly; c0,
        // `x5 == 0.0024`, pulled x5 through it to values of 1e29, and the feasible c6 was refused).
        try recomputeCancelledRows()
        // And, if asked, after a weighted row whose insertion cancelled into the shallow or the
        // residue zone, as the session's own repair would after that insertion: the rows after
        // it are pivoted through (large-session seed 5948853: the rebuild held the required rows
        // and the refused constraint well, but c1's insertion kept x2's cell of c1's error at
        // 3e12 after six digits cancelled from 6e18, x2's row and the slack row of `1e6 x2 <= 0`
        // then disagreed by 3e-10 of their cells, and c11's pivots through them left x2 at
        // 7.3e12, on a basis singular exactly; the feasible `constant c2 -76` was refused).
        let others = held.filter { !$0.record.strength.isRequired }.sorted {
            $0.record.strength.value > $1.record.strength.value
                || ($0.record.strength.value == $1.record.strength.value && $0.record.sequence < $1.record.sequence)
        }
        for (c, record) in others {
            let flags = tableau.largeCancellations
            try insert(c, constant: record.constant, strength: record.strength, sequence: record.sequence)
            try optimize()
            if recomputingWeightedRows && tableau.largeCancellations & ~flags & (Tableau.shallowCancellation | Tableau.residueKept) != 0 {
                try recomputeCancelledRows()
            }
        }
    }

    /// The end of every public operation that changed the rows: a repair if the operation's
    /// substitutions cancelled a cell into the zone where a true cell and residue look alike
    /// (see ``repairAfterLargeCancellation()``), then the invariants (debug builds).
    @inline(__always)
    mutating func finishOperation() {
        operationCount &+= 1
        // (With no flag up there is nothing to repair, urgent or not.)
        if tableau.largeCancellations != 0 { repairAfterLargeCancellation() } else { repairsAtOnce = false }
        checkInvariants()
    }

    /// Recomputes the rows from the constraints held after an operation in which a substitution
    /// cancelled a cell to between 1e-15 and 1e-10 of its operands (see
    /// ``Tableau/largeCancellations``), two ways: for the same basis (``refactor(tracingFactors:)``), and
    /// rebuilt. The recomputed rows are kept unless their values are worse than before or than
    /// the rebuilt ones; without them (a tableau past ``refactorLimit`` rows, a basis singular at
    /// the working precision, or worse values), the rebuilt rows are kept if their values are
    /// better, or as good and (for a cell left above 1e-13, or kept residue) rebuilt without such
    /// a cancellation or (in any case) with fewer variables pinned.
    ///
    /// The same basis first: its rows, computed afresh in double-double arithmetic, carry the
    /// rounding of one elimination, some 16 digits below a Double's for a basis that is not
    /// ill-conditioned, so a dropped true cell comes back and residue goes, while the vertex
    /// stays: the simplex then carries on from rows that are right. A rebuild takes another path
    /// of pivots, with rounding of its own, which can leave residue where the incremental rows had
    /// none (soak seed 519156: a rebuild kept on equal values left -3.7e-10 and 2.9e-12 on a
    /// dummy whose true cells are 0, and removing that constraint later pivoted on them, an error
    /// of 9.7e18 where 2.3e-13 is optimal). But rows that lost a cell can have gone on to a basis
    /// that is itself wrong, and then the rebuild, which reaches its vertex afresh, can be
    /// strictly better (soak seed 194642, `RegressionTests.primalRatioTestKeepsATrueCellSmallBesideItsColumn`:
    /// the recomputed rows fixed a broken required constraint but kept an edit error of 124.5
    /// that the rebuild's vertex does not have), so both are computed.
    ///
    /// Why: ``Tableau/cancels(_:_:)`` drops such a sum, and in that zone a true small cell and
    /// rounding residue look alike: after a pivot on a coefficient of 1e-6, cells of 1e10 cancel
    /// to a true -1 (soak seed 66547: x0's row then no longer follows x1, and a required equality
    /// ends off by 1.8), where elsewhere the same cut removes residue that would wreck the rows
    /// if kept (a cut of 1e-12 instead breaks 14 other seeds of 120,000). A lost cell leaves
    /// the rows structurally wrong, and no later pivot can repair them; rows built afresh (the
    /// required constraints first, each row solved for its largest external cell) follow another
    /// path of pivots, which usually does not cancel that far.
    ///
    /// The rebuilt rows replace the incremental ones unless their values break more required
    /// constraints or are worse at some level, strongest first (equal within 1e-6: the two
    /// tableaux round differently, and a badly scaled level is known to no more digits). When the
    /// rebuild cancelled into the same zone itself, its rows are no more trustworthy than the
    /// incremental ones, and they are kept only if strictly better (soak seed 60581: a rebuild that
    /// solved a weak row for x1's real 5e-5 lost a cell of 6.7e-5 and later ended 1.7e9 above the
    /// optimum, where the incremental rows were right).
    ///
    /// Deeper, between 1e-15 and 1e-13, most cancellations are residue, but a product of small
    /// coefficients can be a true cell there too (soak seed 42805: x0's cells of c0's errors,
    /// 1e-6 · 1e-5 = 1e-11, cancelled from 1000, left x0's row `720 + d`, pinned by a required
    /// equality alone, and a later strong `10 x0 == 0` ended off by 7200). The values then still
    /// agree; what differs is that a lost cell can pin a variable (its row left with dummies only,
    /// so that only the required equalities seem to fix it), and never free one. So on equal
    /// values the rebuild is kept when its rows pin fewer variables (``pinnedVariableCount()``),
    /// and otherwise, after a deep cancellation only, only when strictly better (keeping a clean
    /// rebuild on a tie there sent soak seed 38173 into a failure of the rebuilt path). After a
    /// deep cancellation only, rows that pin no variable are not rebuilt: layouts often leave
    /// residue there (grid_10x10_build rebuilt and took 3.5 times the instructions without this).
    /// Up to ``immediateRepairLimit`` constraints they are still recomputed for the same basis
    /// (``refactor(tracingFactors:)`` only, kept unless worse): a dropped true cell need not pin anything to
    /// matter (soak seed 126149: x1's true cells of 1.5e-8 on c0's errors, cancelled from 1e6,
    /// were the strong level's only way to move x1, which then stayed 0.92 off), and a small
    /// tableau recomputes cheaply.
    ///
    /// The mirror case, residue kept as a cell (``Tableau/residueKept``: a sum kept within 1e-6 of its
    /// operands, where six to ten digits cancelled and the rest may be noise), asks for the same
    /// rebuild, kept if better, or as good and either pinning fewer variables or built without kept
    /// residue itself: residue that changes no value yet can still decide a later pivot (soak seed
    /// 442983: c1's error row kept -5.09e-11 on c4's error where 0 is true, the rebuild's values were
    /// the same, and removing c4 later made its error leave through that cell, the only negative one
    /// of a restricted row: x1 = 1.1e12). Soak seed 99945: a residue of -3.55e-13 on a slack, in the
    /// row of x1, which a required equality pins, broke that equality by 2e-7 at once and later let a
    /// stronger level move x1 through it (x0 = 1.4e19); the rebuild holds it. Soak seed 113429: a
    /// residue of 6.8e-11 made a medium reduced cost positive and blocked a weak gain of 2.3e14. True
    /// cells land in that zone too (113429: x1's true ±8e-13, 3e-9 of their operands); they cost a
    /// rebuild that is not kept.
    ///
    /// Cost: nothing on the hot path but the test of a cancelled sum that is not exactly zero
    /// (rare in a layout: 1 - 1 cancels exactly) and one flag per operation; a repair costs
    /// about as much as adding every constraint again (twice), so past ``immediateRepairLimit``
    /// constraints it waits until there have been as many operations since the last one as
    /// constraints held (a large, badly scaled layout that cancels on every suggestion then pays
    /// a few additions per suggestion, not a rebuild).
    /// Dropped cells and kept residue have a window each, so that repairs for residue (often
    /// true cells) never delay the repair of a lost cell (soak seed 42805 in another order); a
    /// flag raised inside its window stays pending and is repaired at the first operation after
    /// it. None of the benchmark traces repairs, or raises the residue flag. Deterministic: the
    /// same operations repair the same way.
    @inline(never)
    mutating func repairAfterLargeCancellation() {
        let seen = tableau.largeCancellations
        guard recoversByRebuilding else {
            tableau.largeCancellations = 0
            return
        }
        // Each kind of flag waits for its window (the check below reads every row, so it waits
        // as a repair does: a layout whose residue lands in the deep zone on every operation pays
        // it once per as many operations as constraints held, not on each; grid_10x10_build:
        // +1.6% instructions otherwise). A flag raised inside its window stays pending, so that
        // the first operation after the window repairs it: dropped, a lossy operation inside the
        // window was never repaired, however many operations came after it.
        let dropped = seen & (Tableau.deepCancellation | Tableau.shallowCancellation | Tableau.historyCancellation)
        var due: UInt32 = 0
        let window = records.count <= immediateRepairLimit ? 0 : records.count
        if dropped != 0 && operationCount &- lastRepair >= window {
            due |= dropped
            lastRepair = operationCount
        }
        if seen & Tableau.residueKept != 0 && operationCount &- lastResidueRepair >= window {
            due |= Tableau.residueKept
            lastResidueRepair = operationCount
        }
        // Inside its window, a flag that left a required constraint broken does not wait: the
        // window is for rounding that a later repair can still recompute, not for values already
        // wrong (soak seed 1357 of the large sessions, 33 constraints: x4's row had lost a true
        // 6.7e-16 on c4's slack, dropped beside 2500; the redundant c32 = c21 + c23 then read that
        // loss as a cell of its row, the artificial phase pivoted on it, cells of 1.5e16 followed,
        // and the required `x0 + 0.0004 x4 + 0.39 <= 0` was off by 1757 until the window's end).
        // Read on every operation inside the window, O(terms of the required constraints), not
        // only on one that raises a flag not already pending: rows flagged earlier can be wrecked
        // by a later operation's pivots that raise nothing new (large-session seed 288265:
        // removing c5 freed x3, and the optimisation through rows flagged since earlier
        // operations left x2's row without its true dependence on c11's slack; c11 was off by
        // 1.33e6 until the window's end). (No benchmark workload has a flag pending: their
        // instruction counts did not move.)
        // Nor does a flag under an acceptance that kept wrecked values for this repair to
        // recompute (``repairsAtOnce``: their required constraints can hold to 1e-7 while the
        // error rows lie; large-session seed 77667, see ``addWithArtificialVariable(_:of:)``).
        // Nor one whose rows say a non-required constraint's error is one thing while its
        // expression says another (beyond 1e-7 of its terms, ``worstNormalizedErrorDisagreement()``,
        // read like the required check, after it): the objective the rows minimise is then not
        // the constraints' (large-session seed 1437429: a true -16.9 in c30's slack row, zeroed as
        // rounding of a recorded history of 1.2e16 that overstated its rounding a billionfold,
        // left c30's strong error at 16.9 where 0 is optimal, for the 33 operations of the window).
        let urgent = due != seen
            && (repairsAtOnce || worstNormalizedRequiredViolation() > 1e-7 || worstNormalizedErrorDisagreement() > 1e-7)
        // (Cleared on the way out: the repair's own optimisations may pivot as ``optimize()``
        // notes, and a repair just done leaves nothing urgent behind.)
        defer { repairsAtOnce = false }
        if urgent {
            due = seen
            lastRepair = operationCount
            lastResidueRepair = operationCount
        }
        guard due != 0 else { return }
        tableau.largeCancellations = seen & ~due
        // After a deep cancellation only, a rebuild is kept on equal values only if it pins
        // fewer variables: none pinned, nothing to gain that way (and layouts, whose residue
        // often lands there, skip the rebuild).
        let pinnedBefore = pinnedVariableCount()
        // (Then, up to `immediateRepairLimit` constraints, the same basis is recomputed only.)
        let recomputesOnly = due & (Tableau.shallowCancellation | Tableau.residueKept) == 0 && pinnedBefore == 0
        if recomputesOnly && records.count > immediateRepairLimit && !urgent { return }
        let backup = self
        let before = solutionScore()
        // The same basis, recomputed: kept unless its values are worse, or the rebuild's better.
        var refactored: (solver: Solver, score: SolutionScore)? = nil
        // Whether the incremental rows reached a basis that is singular exactly (see below).
        var singularBasis = false
        if (try? refactor(foundSingular: &singularBasis)) == true {
            tableau.largeCancellations = 0
            var score = solutionScore()
            if score.broken > before.broken { recomputeAfterPivots(&score) }
            // Kept unless worse; or, where the incremental values lost a cell, unless they break
            // more required constraints or any beyond 1e-13 of its terms. Values that break a
            // required constraint by more than 1e-12 of its terms (within the 1e-11 that counts
            // it as broken) are a thousand times past the rounding of one elimination: the rows
            // lost a cell on the way, and what their errors say is no reference. Large-session seed
            // 4453392: a deep cancellation dropped x0's true -8.3e-14 on c2's slack (-1 +
            // 0.99999999999991667), and the dual simplex then took c2's slack in, for c6's
            // error, at no cost it could see to the stronger edit level, where the true cost
            // was 8.3e-14; the values it reached held c7 (`50 x0 + 3 x3 - 1e-6 x4 <= 0`) only to
            // 5e-12 of terms of 2.2, x0 keeping the 1e-13 that the edit level's exact optimum
            // gains by leaving c6 6030 off. The recomputed rows found that optimum, but the
            // edit error read 7.978399999998173 in both (the gain is below its last digit), so
            // the comparison went to c6's level, where the wrong values read 0.
            if !Solver.isWorse(score, than: before)
                || (score.broken <= before.broken && worstRequiredViolation() <= 1e-13
                    && backup.worstRequiredViolation() > 1e-12) {
                refactored = (self, score)
            }
        }
        self = refactored?.solver ?? backup
        if recomputesOnly && !singularBasis { return }
        guard rebuildHeldConstraints(from: backup) else {
            self = refactored?.solver ?? backup
            return
        }
        var after = solutionScore()
        // A rebuild whose own pivots cancelled has its rows recomputed too, as the incremental
        // ones were: a rebuild is one more path of pivots, and a badly scaled system loses
        // digits on any (soak seed 2552673: adding an edit variable pivoted on cells of 1e-11 of
        // their rows and reached a vertex at x3 = 6.6e17, a medium error of 6.6e17 where 150 is
        // optimal; the rebuild found the optimum's vertex but with x0 off by 2.3e-8, which broke
        // the required c2 by 1.7e-8 of its terms, and lost the comparison on that count; its
        // rows recomputed hold c2 exactly).
        // The flags of rebuilt rows whose pivots cancelled and that could not be recomputed
        // (kept, they stay pending, see the end).
        var unrecomputed: UInt32 = 0
        if tableau.largeCancellations != 0 {
            let rebuilt = self
            let flags = tableau.largeCancellations
            if (try? refactor()) == true {
                let score = solutionScore()
                if !Solver.isWorse(score, than: after) { after = score } else { self = rebuilt; unrecomputed = flags }
            } else { self = rebuilt; unrecomputed = flags }
            tableau.largeCancellations = flags
        }
        let rebuiltCleanly = tableau.largeCancellations & Tableau.shallowCancellation == 0
        let rebuiltWithoutResidue = tableau.largeCancellations & Tableau.residueKept == 0
        tableau.largeCancellations = 0
        if let refactored {
            if !Solver.isWorse(refactored.score, than: after) { self = refactored.solver } else { tableau.largeCancellations = unrecomputed }
            return
        }
        // Rows whose basis is singular exactly lost a true cell on the way there, and what they
        // say of the errors is no reference: the rebuild is kept unless it breaks more required
        // constraints (large-session seed 304153: c8's new row dropped the true -1.3e-9 of c1's
        // errors, 1.9e-11 of the 70 it was summed beside; the rows then held x10 near 0 where
        // c5 and c8 pin it at 4.9e6, c8 off by 4.9 among terms of 5e11, and their lower errors
        // won every comparison).
        let keep = Solver.isWorse(before, than: after)
            || (singularBasis && after.broken <= before.broken)
            || (!Solver.isWorse(after, than: before)
                && ((rebuiltCleanly && seen & Tableau.shallowCancellation != 0)
                    || (rebuiltWithoutResidue && due & Tableau.residueKept != 0)
                    || pinnedVariableCount() < pinnedBefore))
        if !keep { self = backup }
        // Rows that lost a cell and could not be recomputed keep their flags, pending: the
        // next operation's checks, which run only with a flag up, must not trust them. So do
        // rows kept with a required constraint broken or marked wrongly. Large-session seed
        // 4840053: pivots dropped c9's slack's true -0.01 on c8's slack (its link to x6), cancelled
        // from 1.4e9; the recomputation declined (c7 is c4 + c5 in decimal, not in binary, and its
        // recomputed dummy row reads that rounding as a constraint), the rebuild cancelled the
        // same way, and its rows, kept, said c9 does not depend on x6. The next addition, the
        // infeasible c10, was accepted through them with c9 off by 1.5e8: the check of an
        // artificial acceptance that breaks a required constraint had no flag to run on.
        if keep { tableau.largeCancellations = unrecomputed }
        if (keep ? after : before).broken > 0 { tableau.largeCancellations |= due }
    }

    /// Recomputes the rows once more, for the basis that the optimisation closing
    /// ``refactor(tracingFactors:)`` pivoted to, keeping them if they break fewer required constraints than
    /// `score` says (which is then theirs): that optimisation's pivots, through the cells of a
    /// badly scaled tableau, carry rounding of their own, and a required constraint can come out
    /// off by more than the 1e-11 of its terms that a score holds it to, where rows recomputed
    /// for the new basis hold it (soak seed 22239216: the recomputed rows took the weak level from
    /// 5.8e9 to its optimum, 3858, but the pivot there left the required c2 off by 2e-8 among
    /// terms of 92, and the repair kept the wrong rows).
    private mutating func recomputeAfterPivots(_ score: inout SolutionScore) {
        let first = self
        guard (try? refactor()) == true else {
            self = first
            return
        }
        tableau.largeCancellations = 0
        let again = solutionScore()
        if again.broken < score.broken { score = again } else { self = first }
    }

    /// Rebuilds the rows from the constraints held, the suggested value already in its edit
    /// constraint, after the dual simplex of a suggestion failed with `error`. A suggestion moves
    /// a non-required constraint only, so the required constraints stay feasible: a row that no
    /// pivot can raise, or a pivot limit, is the work of rows that rounding wrecked, and rows
    /// built afresh do not carry it (large-session seed 1117534: rows whose cells reached 1e12,
    /// after x2 was solved from the strong `-x0 + 1e-6 x2 - 0.01 >= 0`, took `suggest x0 -16`
    /// through constants of 1.6e13; one came back as -367.45, rounding read as real, and the
    /// pivots on it left the required c7's slack row at -618782 with no positive cell: "the dual
    /// simplex found no entering symbol"). The repair's rebuild, with its finer cuts
    /// (``rebuildHeldConstraints(from:)``); if none succeeds, `error` stands, with the rows as
    /// the dual simplex left them.
    ///
    /// - Complexity: That of adding every constraint again; only after such a failure.
    @inline(never)
    mutating func rebuildAfterFailedSuggestion(_ error: InternalSolverError) throws {
        guard rebuildHeldConstraints(from: self) else { throw error }
    }

    /// Optimises after constraints were erased; if the simplex fails, rebuilds the rows from the
    /// constraints still held (``rebuildHeldConstraints(from:)``). A removal cannot be refused:
    /// the constraints left were feasible with the removed ones, so they are without them, and a
    /// failure is the work of rows that rounding wrecked, which rows built afresh do not carry.
    /// Without this, such a failure left the solver holding the rows as the simplex left them
    /// (large-session seed 2452375 before its fix, see ``markerLeavingRow(_:)``: a redundant
    /// equality's row below zero by rounding, and every later operation failing on it). If no
    /// rebuild succeeds, the error stands.
    ///
    /// - Complexity: That of ``optimize()``; that of adding every constraint again only after
    ///   such a failure.
    mutating func optimizeAfterErasing() throws {
        do { try optimize() } catch let error as InternalSolverError where recoversByRebuilding {
            guard rebuildHeldConstraints(from: self) else { throw error }
        }
    }

    /// Rebuilds the tableau from the constraints held in `backup` (see ``rebuild(inserting:)``),
    /// keeping a new row's cells at the usual cut, or, if that refuses a constraint held, down to
    /// 1e-12 and then (up to ``refactorLimit`` constraints) 1e-15 of its terms, as the opinions
    /// before a refusal do (see ``refuse(_:constant:strength:sequence:candidates:)``), the finer
    /// ones kept only on their rows recomputed for their basis. Returns false, with the solver
    /// as `backup`, if none succeeds.
    ///
    /// Large-session seed 304153: the solver held c5 and c8, which pin x10 at 4.9e6 through a
    /// cell of 1e-6 beside 7000, but every rebuild at the usual cut dropped it and refused c8, so
    /// the repair kept the incremental rows, which had lost it too.
    mutating func rebuildHeldConstraints(from backup: Solver) -> Bool {
        for cut in [backup.newRowCut, 1e-12, Self.finestNewRowCut] where cut == backup.newRowCut || records.count < Self.refactorLimit {
            self = backup
            newRowCut = cut
            defer { newRowCut = backup.newRowCut }
            do { try rebuild(inserting: nil) } catch { continue }
            if cut < backup.newRowCut {
                guard (try? refactor()) == true else { continue }
                tableau.largeCancellations = 0
            }
            return true
        }
        self = backup
        return false
    }

    /// The number of variables that the rows pin: basic, with a row of dummies only (the
    /// required equalities alone fix them). In exact arithmetic that does not depend on the
    /// path of pivots; a dropped true cell can only add to it. Off the hot path (repairs only).
    func pinnedVariableCount() -> Int {
        var count = 0
        for slot in tableau.rowSlots where kinds[Int(tableau.basic(ofRow: slot))] == .external {
            if tableau.row(slot, holdsOnly: { kinds[Int($0)] == .dummy }) { count += 1 }
        }
        return count
    }

    /// How good a tableau's values are, for comparing two tableaux of the same constraints (see
    /// ``solutionScore()`` and ``isWorse(_:than:)``).
    struct SolutionScore {
        /// The number of required constraints broken (see ``holds(_:constant:within:)``).
        var broken = 0
        /// The error per strength, strongest first (the weighted model: one weighted total).
        var levels: [Double] = []
        /// Per level, the constraints' violations at the values alone, whatever the error
        /// symbols say: what the values prove about a level.
        var violations: [Double] = []
        /// Per level, the size of those constraints' terms at the values (the scale of the
        /// violations' rounding).
        var magnitudes: [Double] = []
    }

    /// How good the current values are (see ``SolutionScore``).
    ///
    /// - Complexity: O(terms of the constraints held + levels²).
    func solutionScore() -> SolutionScore {
        var broken = 0
        var levels: [(strength: Double, error: Double, violation: Double, magnitude: Double)] = []
        for (c, record) in records {
            if record.strength.isRequired {
                if !holds(c, constant: record.constant) || marksWrongly(c, record) { broken += 1 }
                continue
            }
            var error = 0.0
            for s in [record.marker, record.other] where s != noSymbol && kinds[Int(s)] == .error { error += value(ofSymbol: s) }
            // The error symbols can lie: a tableau that lost a true constant to cancellation
            // (soak seed 251422: the -114 of a suggestion, cancelled from 1.6e16 after a primal
            // pivot on a cell of 1e-6) holds them at zero while the constraint is off by 140, and
            // would win the comparison. So the constraint's own violation at the current values
            // counts when it exceeds them by more than 1e-6 of its terms (a badly scaled rebuild
            // is known to no more digits: 113429's rebuilt x0 = -18.039978 leaves its strong c1
            // off by 0.0022 in terms of 1890).
            let (off, size) = violation(of: c, constant: record.constant)
            if off - error > 1e-6 * (1 + size) { error = off }
            let weight = priorities == .weighted ? record.strength.value : 1
            let strength = priorities == .weighted ? 0 : record.strength.value
            if let i = levels.firstIndex(where: { $0.strength == strength }) {
                levels[i].error += weight * error
                levels[i].violation += weight * off
                levels[i].magnitude += weight * size
            } else {
                levels.append((strength, weight * error, weight * off, weight * size))
            }
        }
        levels.sort { $0.strength > $1.strength }
        return SolutionScore(broken: broken, levels: levels.map(\.error), violations: levels.map(\.violation),
                             magnitudes: levels.map(\.magnitude))
    }

    /// Whether the rows give the required `constraint`'s marker (its slack, or its dummy) a value
    /// that the constraint at the current values contradicts, by more than 1e-9 of its terms:
    /// rows that lie about which constraints are tight, however well the values hold them.
    /// Soak seed 18004288: adding c1 (`-1e-6 x1 - 50000 x0 - 9500 <= 0`) pivoted on its cell of
    /// -1e-6, and x1's row cancelled from 3.2e12 to 0.40625, with c0's slack at zero, where c0 (`15000
    /// x1 + 10000 x0 - 4200 <= 0`) has 6.25 of room; the rows recomputed for the same basis read
    /// 0.40667, tight, but were worse at the weak level by the 4.2e-4 those rows had made up,
    /// and lost. The strong c2 later pushed x1 to c0's bound, which the rows placed 4.2e-4 short.
    private func marksWrongly(_ constraint: Constraint, _ record: ConstraintRecord) -> Bool {
        let (sum, size) = residual(of: constraint, constant: record.constant)
        let marker = value(ofSymbol: record.marker)
        return Swift.abs(sum + record.markerCoefficient(constraint.relation) * marker) > 1e-9 * (1 + size + Swift.abs(marker))
    }

    /// Whether the score `a` is worse than `b` (see ``solutionScore()``): more broken required
    /// constraints, or a larger error at the first level where they differ by more than 1e-6.
    ///
    /// But not when, before that level, `a`'s values are better at a level by more than the
    /// rounding of the violations themselves (1e-14 of their terms), its errors agreeing: under
    /// hierarchical priorities that stronger level outranks every weaker one, tolerance or not
    /// (the weighted model has one level). Soak seed 16604477: c8 (`1e-6 x0 + 5500 <= 0`) had
    /// taken x0 to -5.5e9, and the strong `-1000 x0 - 240 == 0` brought it back to -0.2399988,
    /// the rounding of 5.5e9; the repair's rows, recomputed for the same basis, read -0.24, 1.2e-3
    /// better at the strong level (2e-7 of it, inside the tolerance), and so 1.2 worse at the weak
    /// `-1e6 x0 - 0.9 == 0`, which outweighed it; the incremental rows were kept, and after the
    /// required `10 x0 + 89 == 0` x0 read -8.8999996, that constraint off by 4.2e-6.
    ///
    /// Nor does a level decide where the score that reads better there does so only by error
    /// symbols its own values contradict, its values being no better (see the loop). Within the
    /// tolerance, values better beyond their rounding at a level, with symbols that agree with
    /// them, make `a` not worse, whatever the weaker levels say (see the loop).
    static func isWorse(_ a: SolutionScore, than b: SolutionScore) -> Bool {
        if a.broken != b.broken { return a.broken > b.broken }
        for j in a.levels.indices where j < b.levels.count {
            let x = a.levels[j], y = b.levels[j]
            if Swift.abs(x - y) > 1e-6 * Swift.max(1, Swift.abs(x), Swift.abs(y)) {
                // A level that one reads better by error symbols its own values contradict
                // (beyond the rounding of the violations), where its values are no better than
                // the other's, decides nothing (soak seed 36693777: a rebuild's symbols read 0 at
                // the strong level, its values 0.3575 off, as the rows it was compared with read
                // and were; it won there, and its next level read 4.1e8 where 247.5 is optimal).
                // (solutionScore's own check of the symbols is per constraint, at 1e-6 of its
                // terms; these were 7.6e-8 of c7's.)
                let rounding = 1e-14 * (a.magnitudes[j] + b.magnitudes[j])
                // (The violations of the score that reads better by its symbols, and of the other.)
                let (shown, other) = x > y ? (b.violations[j], a.violations[j]) : (a.violations[j], b.violations[j])
                if shown > Swift.min(x, y) + rounding && other <= shown + rounding { continue }
                return x > y
            }
            // Equal within the tolerance: `a` is not worse if its values are better here beyond
            // their rounding, its symbols reading no worse than `b`'s or no worse than its own
            // values (rows that tell the truth about this level, where `b`'s symbols may not).
            // Default seed 63527519: c7 (strong, `1.5 x2 + 1e6 x0 + 0.8 >= 0`) was added while
            // x0 was -6.6e6, and pivots back to x0 = -4.5e-6 left x0's row 1.4e-9 off: c7's
            // slack read 0 with 0.0014 of room. The repair's recomputed rows held x0 at c7's
            // bound, 1.4e-6 better at c3's level (strength 10, `1000 x0` in it) by the values,
            // though 4.7e-7 worse by the wrong rows' symbols (both 7e-11 of 7030, within the
            // tolerance); the weak level, which gains from x0's extra 1.4e-9, then kept the wrong
            // rows, and after the required c8 the strong level was 0.55 above its optimum.
            let rounding = 1e-14 * (a.magnitudes[j] + b.magnitudes[j])
            if (x <= y || x <= a.violations[j] + rounding) && a.violations[j] < b.violations[j] - rounding { return false }
        }
        return false
    }

    /// How far `constraint`, with `constant` as its constant, is from holding at the current
    /// values (0 when it holds), and the size of its terms (the constant's included).
    func violation(of constraint: Constraint, constant: Double) -> (off: Double, size: Double) {
        let (sum, size) = residual(of: constraint, constant: constant)
        switch constraint.relation {
        case .lessThanOrEqual: return (Swift.max(0, sum), size)
        case .greaterThanOrEqual: return (Swift.max(0, -sum), size)
        case .equal: return (Swift.abs(sum), size)
        }
    }

    /// The value of `constraint`'s expression with `constant` as its constant at the current
    /// values, and the size of its terms (the constant's included).
    func residual(of constraint: Constraint, constant: Double) -> (sum: Double, size: Double) {
        var sum = constant, size = Swift.abs(constant)
        for term in constraint.expression.terms {
            let product = term.coefficient * value(of: term.variable)
            sum += product
            size += Swift.abs(product)
        }
        return (sum, size)
    }

    /// Whether every required constraint held, and `constraint` with `constant` (just added),
    /// hold at the current values, each to `tolerance` of the size of its terms (see
    /// ``holds(_:constant:within:)``): how a second opinion's acceptance is judged.
    ///
    /// - Complexity: O(terms of the constraints held).
    func constraintsHold(with constraint: Constraint, constant: Double, within tolerance: Double) -> Bool {
        requiredConstraintsHold(within: tolerance) && holds(constraint, constant: constant, within: tolerance)
    }

    /// Whether every required constraint held, and `constraint` with `constant`, hold at the
    /// current values to `tolerance` of the size their terms have at values of `valueScale`
    /// (each coefficient times it, plus the constant), not at the current values: values blown
    /// far past that scale by a pivot on residue cannot pass by their own size (see
    /// `addWithArtificialVariable`).
    ///
    /// - Complexity: O(terms of the constraints held).
    func constraintsHold(with constraint: Constraint, constant: Double, within tolerance: Double,
                         valueScale: Double) -> Bool {
        func holds(_ c: Constraint, _ k: Double) -> Bool {
            let off = violation(of: c, constant: k).off
            let size = c.expression.terms.reduce(Swift.abs(k)) { $0 + Swift.abs($1.coefficient) * valueScale }
            return off <= tolerance * (1 + size)
        }
        guard holds(constraint, constant) else { return false }
        for (c, record) in records where record.strength.isRequired && !holds(c, record.constant) { return false }
        return true
    }

    /// Whether a fresh solver holding the required constraints linked to `constraint` through
    /// shared variables (in their current form, in order of addition), and not rebuilding on a
    /// refusal, cannot add `constraint` with `constant`; false when those alone do not fit.
    ///
    /// An acceptance that leaves a required constraint broken (beyond 1e-11 of its terms, or
    /// beyond the worst one before, if worse) is that solver taking the same wrong turn as the
    /// rows it is asked about: then a fresh solver that builds its rows as a rebuild does (each
    /// solved for its largest external cell) decides. Large-session seed 341637: c1, `-0.1 x4 +
    /// 1e-6 x5 == 22`, contradicts c4 (`10 x1 - 0.1 x4 + 1e-6 x5 == 75`) and four more, and its
    /// new row met no true link to a restricted symbol but a residue of -6.5e-16 on c6's slack
    /// (x4's row held that slack at -3.99999999345e-6 for -4e-6, 1.6e-9 of the terms, above the
    /// cut); the artificial phase pivoted on it to x6 = 7.7e18, and the plain trial, through the
    /// same rows, accepted too, with c4 off by 50.6 (8e-10 of its terms). Rows built as a
    /// rebuild builds them refuse it.
    ///
    /// Nor does an acceptance count that went far out on a basis singular exactly (see
    /// ``wentFarOutOnASingularBasis(from:)``): there every constraint can hold to 1e-16 of its
    /// terms and still be a contradiction. Then the rebuilding trial decides, and its acceptance
    /// does not count either if it went the same way.
    ///
    /// - Complexity: that of adding the linked constraints to an empty solver (twice when the
    ///   first acceptance breaks one), plus a recomputation of the trial's rows
    ///   (``refactor(foundSingular:)``) when its values went far out.
    func connectedSystemRefuses(_ constraint: Constraint, constant: Double) -> Bool {
        let pool = connectedRequiredConstraints(of: constraint)
        guard var trial = trialSolver(holding: pool, rebuilding: false) else { return false }
        let standard = Swift.max(1e-11, trial.worstRequiredViolation())
        let valueScale = trial.variableValueScale()
        do { try trial.add(Self.constraint(constraint, withConstant: constant)) } catch { return true }
        if trial.constraintsHold(with: constraint, constant: constant, within: standard)
            && !trial.wentFarOutOnASingularBasis(from: valueScale) {
            return false
        }
        guard var rebuilt = trialSolver(holding: pool, rebuilding: true) else { return false }
        let rebuiltScale = rebuilt.variableValueScale()
        do { try rebuilt.add(Self.constraint(constraint, withConstant: constant)) } catch { return true }
        return rebuilt.wentFarOutOnASingularBasis(from: rebuiltScale)
    }

    /// Whether the values went a million times farther out than `valueScale` (the scale of the
    /// variables' values before the last operation, see ``variableValueScale()``) on a basis that
    /// is singular exactly (its rows recomputed in double-double, see
    /// ``refactor(foundSingular:)``): a vertex reached by pivoting on residue, whose values say
    /// nothing. Soak seed 15045984: c6, `0.001 x4 + 0.01 x0 - 3 x3 - x2 == 2199.17`, is c5 (`-3 x3
    /// - x2 == 2200`) plus `0.001 x4 + 0.01 x0 + 0.83 == 0`, which c0, c1 and c3 contradict by
    /// 1485. Its new row's cell on c2's slack was a true 1e-8 left by `3 - 3` with 2e-16 of
    /// residue; a pivot multiplied that residue by 1e5 into the artificial row, the phase pivoted
    /// on it, and x2 went from 6e6 to 2.3e19, where c6, off by 1485, holds to 1e-16 of its terms.
    /// Fresh solvers took the same path; the basis has x2 and x3 both basic where only `-3 x3 -
    /// x2` is determined. (A legitimate far vertex, fixed by a true small cell, is not singular.)
    ///
    /// - Complexity: O(rows) when the values did not go far out; otherwise that of
    ///   ``refactor(foundSingular:)`` on a copy, and false past ``refactorLimit``.
    func wentFarOutOnASingularBasis(from valueScale: Double) -> Bool {
        guard variableValueScale() > 1e6 * valueScale, records.count < Self.refactorLimit else { return false }
        var copy = self
        var singular = false
        _ = try? copy.refactor(foundSingular: &singular)
        return singular
    }

    /// Whether `constraint`, with `constant` as its constant, holds at the current values, to
    /// `tolerance` of the size of its terms (plus one).
    func holds(_ constraint: Constraint, constant: Double, within tolerance: Double = 1e-11) -> Bool {
        let (off, size) = violation(of: constraint, constant: constant)
        return off <= tolerance * (1 + size)
    }

    /// Whether `constraint`, just added with `constant` as its constant, holds at the current
    /// values, to `tolerance` of the size of its terms plus its largest coefficient: as
    /// ``holds(_:constant:within:)`` judges the constraint divided by that coefficient, so that
    /// one with small coefficients is not excused by an absolute floor (soak seed 548501:
    /// `1e-6 x0 == 0` at x0 = 3.5e-6 is off by 3.5e-12, below 1e-11, and entirely).
    func holdsNormalized(_ constraint: Constraint, constant: Double, within tolerance: Double) -> Bool {
        let (off, scale) = normalizedViolation(of: constraint, constant: constant)
        return off <= tolerance * scale
    }

    /// How far `constraint` with `constant` is off at the current values, and the scale that
    /// ``holdsNormalized(_:constant:within:)`` measures it against: its largest coefficient plus
    /// the size of its terms.
    private func normalizedViolation(of constraint: Constraint, constant: Double) -> (off: Double, scale: Double) {
        let (off, size) = violation(of: constraint, constant: constant)
        return (off, constraint.expression.largestCoefficient + size)
    }

    /// The largest violation of a held required constraint at the current values, as
    /// ``holdsNormalized(_:constant:within:)`` judges it (over its largest coefficient plus the
    /// size of its terms): how many digits the rows have kept.
    ///
    /// - Complexity: O(Σ terms of the required constraints).
    func worstNormalizedRequiredViolation() -> Double {
        worstRequired { c, k in
            let (off, scale) = normalizedViolation(of: c, constant: k)
            return off > 0 ? off / scale : 0
        }
    }

    /// The largest disagreement between a held non-required constraint and the values of its
    /// error and slack symbols at the current values: its expression plus its marker's share
    /// (see ``ConstraintRecord/markerCoefficient(_:)``), which the rows make zero, over its largest
    /// coefficient plus the size of its terms and of those symbols' values. Rows that say a
    /// constraint's error is one thing while its expression says another have lost a cell or a
    /// constant somewhere, and their objective is no longer the one they minimise.
    ///
    /// - Complexity: O(Σ terms of the non-required constraints).
    func worstNormalizedErrorDisagreement() -> Double {
        var worst = 0.0
        for (c, record) in records where !record.strength.isRequired {
            let (sum, size) = residual(of: c, constant: record.constant)
            let marker = value(ofSymbol: record.marker)
            let other = record.other == noSymbol ? 0 : value(ofSymbol: record.other)
            let off = Swift.abs(sum + record.markerCoefficient(c.relation) * (marker - other))
            let scale = c.expression.largestCoefficient + size + Swift.abs(marker) + Swift.abs(other)
            worst = Swift.max(worst, off / scale)
        }
        return worst
    }

    /// The subject for a new row while rebuilding: the external symbol with the largest
    /// coefficient (ties: the smallest symbol), as partial pivoting chooses, so that solving for
    /// it divides by as little as possible; the usual choice (``chooseSubject(_:leavesExternal:)``) when the row
    /// holds no external symbol.
    ///
    /// Outside a rebuild, rows are solved for their smallest external symbol (kiwi's choice,
    /// cheaper to find). A small coefficient then puts large cells in the tableau, whose later
    /// cancellations lose the small cells this path exists to recover (seed 6851: a required
    /// `1e-6 x0 - 10000 x1 - 30 <= 0` solved for x0 made cells of 1e10, and the rows rebuilt that
    /// way broke a required constraint by 15).
    ///
    /// Mutating, though it changes nothing: called from mutating code, a non-mutating method out
    /// of line copies the solver first (see ``chooseSubject(_:leavesExternal:)``), and this one is kept out of
    /// line so that `insert` stays as small as it was.
    @inline(never)
    mutating func stableSubject(_ row: NewRow) -> Symbol? {
        var subject = noSymbol, largest = 0.0
        for (s, c) in row.terms where kinds[Int(s)] == .external
            && (Swift.abs(c) > largest || (Swift.abs(c) == largest && s < subject)) {
            subject = s
            largest = Swift.abs(c)
        }
        // No external symbol: the usual choice, the constraint's own slack or error.
        var leavesExternal = false  // (none: the row holds no external)
        return subject != noSymbol ? subject : chooseSubject(row, leavesExternal: &leavesExternal)
    }
}
