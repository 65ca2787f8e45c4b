// A second opinion before refusing a required constraint: the rows rebuilt from the constraints.

extension Solver {
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
    mutating func refuse(_ constraint: Constraint, constant: Double, strength: Strength, sequence: Int,
                         candidates: [Symbol]?) throws {
        if recoversByRebuilding && !certificateRefuses(constraint, constant: constant, candidates: candidates)
            && rebuildAccepts(constraint, constant: constant, strength: strength, sequence: sequence) {
            return
        }
        throw SolverError.unsatisfiableConstraint(constraint, conflicts: explainConflict(constraint, candidates: candidates))
    }

    /// Whether the required constraints whose markers are in `candidates` (in their current
    /// form, in order of addition), then the required `constraint` with `constant`, cannot all be
    /// added to a fresh solver that solves each row for its largest external cell, as a rebuild
    /// does. False when there are no candidates, or when the candidates alone do not fit (rounding).
    func certificateRefuses(_ constraint: Constraint, constant: Double, candidates: [Symbol]?) -> Bool {
        guard let candidates, !candidates.isEmpty else { return false }
        let markers = Set(candidates)
        var pool: [(constraint: Constraint, sequence: Int)] = []
        for (c, record) in records where record.strength.isRequired
            && (markers.contains(record.marker) || (record.other != noSymbol && markers.contains(record.other))) {
            pool.append((c, record.sequence))
        }
        pool.sort { $0.sequence < $1.sequence }
        var trial = Solver(priorities: priorities)
        trial.explainsConflicts = false
        trial.recoversByRebuilding = false
        trial.isRebuilding = true
        do {
            for (c, _) in pool { try trial.add(currentForm(of: c)) }
        } catch {
            return false
        }
        let changed = constant == constraint.expression.constant ? constraint
            : Constraint(Expression(terms: constraint.expression.terms, constant: constant), constraint.relation,
                         strength: constraint.strength)
        do { try trial.add(changed) } catch { return true }
        return false
    }

    /// Rebuilds the tableau and the objective from the constraints held, adding `constraint`
    /// (with the given constant, strength and order of addition) after the required ones and
    /// before the others. Returns whether that succeeded; if not, the solver is exactly as before.
    ///
    /// Only the rows, the objective and the constraints' own symbols (markers, errors) are made
    /// anew; the variables keep their symbols, so values already reported and the order in which
    /// the solver met its variables do not change.
    mutating func rebuildAccepts(_ constraint: Constraint, constant: Double, strength: Strength, sequence: Int) -> Bool {
        let backup = self
        var held: [(constraint: Constraint, record: ConstraintRecord)] = []
        held.reserveCapacity(records.count)
        for (c, record) in records { held.append((c, record)) }
        held.sort { $0.record.sequence < $1.record.sequence }

        // Tear down: empty rows and objective, the constraints' own symbols freed (newest first,
        // so that the rebuild reuses them in order), no constraint held.
        let capacity = tableau.symbolCapacity
        tableau = Tableau()
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

        recoversByRebuilding = false
        isRebuilding = true
        defer {
            recoversByRebuilding = true
            isRebuilding = false
        }
        do {
            for (c, record) in held where record.strength.isRequired {
                try insert(c, constant: record.constant, strength: record.strength, sequence: record.sequence)
                try optimize()
            }
            try insert(constraint, constant: constant, strength: strength, sequence: sequence)
            try optimize()
            for (c, record) in held where !record.strength.isRequired {
                try insert(c, constant: record.constant, strength: record.strength, sequence: record.sequence)
                try optimize()
            }
        } catch {
            self = backup
            return false
        }
        // The rebuilt rows are trusted only if the values they give satisfy every required
        // constraint as written, to 1e-11 of the size of its terms: rows that rounding wrecked in
        // another way must not turn a refusal into a broken acceptance (seed 6851, see
        // `stableSubject`), nor a contradiction that is small beside large values into an
        // acceptance (seed 1431's `E >= 0` beside `E + 11 <= 0` at values of 1e12). The
        // acceptances seen in 60,000 random sessions hold to 1e-14.
        for (c, record) in held where record.strength.isRequired && !holds(c, constant: record.constant) {
            self = backup
            return false
        }
        guard holds(constraint, constant: constant) else {
            self = backup
            return false
        }
        return true
    }

    /// Whether `constraint`, with `constant` as its constant, holds at the current values, to
    /// 1e-11 of the size of its terms (plus one).
    func holds(_ constraint: Constraint, constant: Double) -> Bool {
        var sum = constant, size = Swift.abs(constant)
        for term in constraint.expression.terms {
            let product = term.coefficient * value(of: term.variable)
            sum += product
            size += Swift.abs(product)
        }
        let tolerance = 1e-11 * (1 + size)
        switch constraint.relation {
        case .lessThanOrEqual: return sum <= tolerance
        case .greaterThanOrEqual: return sum >= -tolerance
        case .equal: return Swift.abs(sum) <= tolerance
        }
    }

    /// The subject for a new row while rebuilding: the external symbol with the largest
    /// coefficient (ties: the smallest symbol), as partial pivoting chooses, so that solving for
    /// it divides by as little as possible; the usual choice (``chooseSubject(_:)``) when the row
    /// holds no external symbol.
    ///
    /// Outside a rebuild, rows are solved for their smallest external symbol (kiwi's choice,
    /// cheaper to find). A small coefficient then puts large cells in the tableau, whose later
    /// cancellations lose the small cells this path exists to recover (seed 6851: a required
    /// `1e-6 x0 - 10000 x1 - 30 <= 0` solved for x0 made cells of 1e10, and the rows rebuilt that
    /// way broke a required constraint by 15).
    ///
    /// Mutating, though it changes nothing: called from mutating code, a non-mutating method out
    /// of line copies the solver first (see ``chooseSubject(_:)``), and this one is kept out of
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
        return subject != noSymbol ? subject : chooseSubject(row)
    }
}
