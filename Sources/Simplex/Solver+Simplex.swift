// The simplex steps of the solver, one method each: the outline of the Cassowary algorithm.

extension Solver {
    // MARK: Symbols

    /// Allocates a symbol of `kind`, reusing the most recently freed one.
    mutating func makeSymbol(_ kind: SymbolKind) -> Symbol {
        if let s = freeSymbols.popLast() {
            kinds[Int(s)] = kind
            return s
        }
        let s = Symbol(kinds.count)
        kinds.append(kind)
        if kinds.count > tableau.symbolCapacity {
            // The other per-symbol arrays are filled ahead with their free values, not one entry
            // per new symbol (a build makes hundreds of symbols, each once, and every append
            // checks its buffer's uniqueness): doubling while small, then 4,096 entries at a time
            // (the arrays' buffers still double, but a layout of 1.1 million symbols no longer
            // writes 2 million entries of each: page faults).
            let capacity = tableau.symbolCapacity + Swift.min(Swift.max(64, tableau.symbolCapacity), 4096)
            tableau.reserveSymbols(capacity)
            objective.reserveSymbols(capacity)
            rowSums.reserveSymbols(capacity)
            variables.append(contentsOf: repeatElement(nil, count: capacity - variables.count))
            users.append(contentsOf: repeatElement(0, count: capacity - users.count))
            if !reportedValues.isEmpty {  // (see ``reportedValues``: empty until a fetch)
                reportedValues.append(contentsOf: repeatElement(.nan, count: capacity - reportedValues.count))
            }
        }
        return s
    }

    /// Frees a symbol no constraint uses any more, purging what rounding may have left of it.
    mutating func freeSymbol(_ s: Symbol) {
        if let slot = tableau.row(ofBasic: s) { tableau.removeRow(slot) }
        tableau.removeColumn(s)
        objective.clear(s)
        if let variable = variables[Int(s)] {
            symbols.removeValue(for: variable.objectIdentity)
            if Int(s) < reportedValues.count {
                let reported = reportedValues[Int(s)]
                if !reported.isNaN && reported != 0 { departedVariables.append(variable.variable) }
                reportedValues[Int(s)] = .nan
            }
        }
        kinds[Int(s)] = .unused
        variables[Int(s)] = nil
        users[Int(s)] = 0
        freeSymbols.append(s)
    }

    /// The symbol of `variable`, or nil if the solver does not know it.
    @inline(__always)
    func symbol(of variable: Variable) -> Symbol? { symbols.value(for: variable.objectIdentity) }

    /// The symbol of the variable of `terms[i]`, allocating one (noted in `allocated`) for a
    /// variable new to the solver.
    ///
    /// (It takes the array and the index, not the variable, so that only a new variable is
    /// copied out, to be kept: a known one is looked up by its identity alone. Given the variable,
    /// the caller's copy cost two reference-counting operations per term, 3% of building a small
    /// layout.)
    @inline(__always)
    mutating func symbol(forVariableOf terms: [Term], at i: Int, allocated: inout [Symbol]) -> Symbol {
        // One probe of the table finds the symbol or claims the slot for the next one.
        let next = freeSymbols.last ?? Symbol(kinds.count)
        let (found, isNew) = symbols.value(for: terms[i].variable.objectIdentity, insertingIfAbsent: next)
        if !isNew { return found }
        let s = makeSymbol(.external)
        assert(s == next, "makeSymbol must allocate the symbol the table was given")
        variables[Int(s)] = UnretainedVariable(terms[i].variable)
        allocated.append(s)
        return s
    }

    /// Frees the symbols an operation allocated, newest first, so the free list is as before.
    mutating func undoAllocations(_ allocated: [Symbol]) {
        for s in allocated.reversed() { freeSymbol(s) }
    }

    // MARK: Undo

    /// Journals every change to the tableau and the objective until committed or rolled back.
    mutating func beginTransaction() {
        tableau.beginJournal()
        objective.beginJournal()
        repairsAtOnceBefore = repairsAtOnce
    }

    mutating func commitTransaction() {
        tableau.commit()
        objective.commit()
    }

    /// Undoes every change since ``beginTransaction()``, bit for bit.
    mutating func rollBackTransaction() {
        tableau.rollBack()
        objective.rollBack()
        infeasibleRows.removeAll()
        repairsAtOnce = repairsAtOnceBefore
    }

    // MARK: Adding a constraint

    /// The new row of a constraint, with its basic variables substituted out (kiwi's `createRow`).
    struct NewRow {
        var constant: Double
        var terms: [(Symbol, Double)]
        var record: ConstraintRecord
        /// The largest magnitude that went into the constant, for telling a zero from noise.
        var constantScale: Double
        /// The largest magnitude that went into the constants of the substituted rows, scaled by
        /// the constraint's coefficients: the rounding residue they carry is relative to it.
        var historyScale: Double
        /// The key of the constraint's terms in ``Solver/twins``.
        var twinKey: TwinKey
        /// The zones of ``Tableau/largeCancellations`` into which a cell of the row cancelled:
        /// ``Tableau/residueKept`` for one kept within ``Tableau/residueKeptZone`` of its terms,
        /// ``Tableau/shallowCancellation`` for one dropped above 1e-13 of them (see `makeRow`).
        var cancellations: UInt32
        /// The slot in ``Solver/records`` of the required twin (a constraint held whose terms are
        /// a multiple of this required one's) whose bound on them this one's cannot meet (see
        /// ``boundsCannotMeet(_:_:_:twin:_:)``). (A slot, not the constraint: a
        /// reference here would be retained and released with every new row.)
        var contradictedTwin: Int32? = nil

        /// The residual the artificial phase accepts as rounding of the new constant itself,
        /// before the allowance for the magnitudes the substituted rows went through.
        var constantAllowance: Double { 1e-11 * Swift.max(1, constantScale) }
    }

    /// The cells of dummies that `makeRow` dropped from the row of the required equality
    /// `constraint` though they were above the cut of a substitution (`Tableau.cancels`, 1e-10 of
    /// their terms), summed again through the current rows; and whether another cell was dropped
    /// in the zone that asks for a repair. For a row of dummies alone, which keeps them.
    ///
    /// Why: such a row is redundant, or contradicts the others; no pivot follows, so the cut that
    /// keeps the artificial phase off residue has nothing to protect, and a dummy's cell is what
    /// a later removal of that dummy's constraint pivots on. Soak seed 17397680: c4 (`-999.999999
    /// x1 + 20 x0 - 692 == 0`) is c3 - c2 in decimal; its row summed c2's dummy from -1e9 and
    /// 999999999, a true -1 at 5e-10 of its terms, and read `d4 = d3`; removing c2 then left c3
    /// alone to hold x1, and c4 was off by 2.
    ///
    /// - Complexity: that of summing the row again; only for a redundant row that dropped a cell.
    @inline(never)
    mutating func droppedDummyCells(of constraint: Constraint) -> (cells: [(Symbol, Double)], otherDrops: Bool) {
        var cells: [(Symbol, Double)] = []
        var otherDrops = false
        for term in constraint.expression.terms {
            guard let s = symbol(of: term.variable) else { continue }
            if let slot = tableau.row(ofBasic: s) {
                rowSums.addRow(slot, of: tableau, times: term.coefficient)
            } else {
                rowSums.add(term.coefficient, to: s)
            }
        }
        for i in 0 ..< rowSums.count {
            let entry = rowSums.entries[i]
            let magnitude = Swift.abs(entry.sum)
            guard magnitude <= newRowCut * entry.scale && magnitude > 1e-13 * entry.scale else { continue }
            if magnitude > 1e-10 * entry.scale && kinds[Int(entry.symbol)] == .dummy {
                cells.append((entry.symbol, entry.sum))
            } else {
                otherDrops = true
            }
        }
        rowSums.removeAll()
        return (cells, otherDrops)
    }

    /// Builds the row of `constraint` as `constant + Σ terms = 0` over parametric symbols, adding its
    /// slack, error or dummy symbols, and weighing its errors in the objective.
    mutating func makeRow(_ constraint: Constraint, constant: Double, strength: Strength, sequence: Int,
                          allocated: inout [Symbol]) -> NewRow {
        var rowConstant = constant
        var constantScale = Swift.abs(constant)
        var historyScale = 0.0
        // The row is summed in `rowSums`, whose buffers stay with the solver, so adding allocates
        // nothing.
        termSymbols.removeAllKeepingBuffer()
        let allocatedBefore = allocated.count
        let expressionTerms = constraint.expression.terms
        for i in expressionTerms.indices { termSymbols.append(symbol(forVariableOf: expressionTerms, at: i, allocated: &allocated)) }
        let key = TwinKey(expressionTerms, symbols: termSymbols)
        /// Adds `c × s` to the row: `s`'s row if it is basic (with the magnitudes its constant
        /// carries), else `s` itself.
        func add(_ c: Double, times s: Symbol) {
            if let slot = tableau.row(ofBasic: s) {
                let k = c * tableau.constant(ofRow: slot)
                rowConstant += k
                // The substituted constant carries the residue of every magnitude it cancelled
                // down from (seed 16263: `E >= 0` beside `E == 0` read as E >= 1e-7 after a value
                // of 6e9 came and went): the new constant is judged against those magnitudes.
                constantScale = Swift.max(constantScale, Swift.abs(k))
                historyScale = Swift.max(historyScale, Swift.abs(c) * tableau.constantScale(ofRow: slot))
                rowSums.addRow(slot, of: tableau, times: c)
            } else {
                rowSums.add(c, to: s)
            }
        }
        // A twin (a constraint held whose terms are this one's times r) gives the terms' sum as
        // `-constant - k·marker + k·other` exactly (its own row identity), while summing the
        // variables' rows carries every true small cell `Tableau.cancels` dropped from them: the
        // twin's identity then no longer holds through them, and `E >= 0` beside `E <= 0` is not
        // read as `s + s' = 0` (seed 57459: cells of 1e-6 cancelled from 30000 lost from x3's
        // row; 48375; 52532: `E - 503 >= 0` accepted beside `E - 500 <= 0` by a pivot on a
        // residue of 1e-12; 29307: a twin equality, half of another, added as independent).
        // Only variables already known can have a twin.
        var contradicted: Int32? = nil
        if allocated.count == allocatedBefore, let (oldRecord, oldRelation, r, slot) = findTwin(constraint, key: key) {
            let k = oldRecord.markerCoefficient(oldRelation)
            if strength.isRequired && oldRecord.strength.isRequired
                && Self.boundsCannotMeet(constraint.relation, constant, r, twin: oldRelation, oldRecord.constant) { contradicted = slot }
            rowConstant -= r * oldRecord.constant
            constantScale = Swift.max(constantScale, Swift.abs(r * oldRecord.constant))
            add(-r * k, times: oldRecord.marker)
            if oldRecord.other != noSymbol { add(r * k, times: oldRecord.other) }
        } else {
            for i in expressionTerms.indices { add(expressionTerms[i].coefficient, times: termSymbols[i]) }
        }
        // Swapped out, not copied: a copy and an assignment retained and released the buffer.
        var terms: [(Symbol, Double)] = []
        swap(&terms, &termScratch)
        terms.removeAllKeepingBuffer()
        // A coefficient of the new row sums the substituted rows' cells (times the constraint's
        // coefficients), and those cells carry the relative rounding error of every pivot that
        // made them: up to 2e-10 in the property tests, more than `Tableau.cancels` assumes of a
        // single sum. A coefficient that cancels to within 1e-9 of its largest term is therefore
        // indistinguishable from zero, and keeping it is harmful: the artificial phase would pivot
        // on it and travel to values where a real contradiction is below rounding (seed 1431:
        // `E >= 0` then `E + 11 <= 0` accepted at x ~ 1e12). A coefficient that is small without
        // cancelling (a product such as 1e-3 × 1e-6, seed 1274) is compared with itself and stays.
        // (By index: a slice of the entries retained and released their buffer.)
        // A cell kept though it cancelled to within `Tableau.residueKeptZone` of its terms may be
        // residue that got past the cut: the row is then flagged as a substitution's would be,
        // and a repair compares rows recomputed and rebuilt (soak seed 2877872: c5 = c6 - c1 in
        // decimal; after x0's row had cancelled 8750 to 0.0624, the rows carried errors of 1e-8,
        // and c5's row kept cells of 1e-8 of their terms; solved as independent, it pivoted on
        // them to cells of 1e11 and ended 1.2e4 times worse than another order).
        // A cell dropped though it is above 1e-13 of its terms may be a true one, as in a
        // substitution (see ``Tableau/largeCancellations``): the row is flagged likewise, and
        // the repair recomputes the rows (large-session seed 304153: c5's row summed s6's 14000
        // from c5's `7000 x5` and -14000 from c1's, exactly 0, and a true -2.7e-7 through x10's
        // row; dropped at 1.9e-11 of the 14000, it left c0's slack row without s6 and x10's row
        // with a cell of s6 that a true 0 had replaced, so x10, which c1 and c5 pin at 4.9e6,
        // moved with x5; c6, which contradicts them, was accepted at x10 = -0.12). Not deeper:
        // there most drops are residue, and flagging them too sent large-session seed 190533's
        // repairs to a tableau 3.2 times worse at the strong level.
        var cancellations: UInt32 = 0
        // (One comparison for the usual cell, far above the zone: `newRowCut` is below it.)
        for i in 0 ..< rowSums.count {
            let magnitude = Swift.abs(rowSums.entries[i].sum)
            if magnitude >= Tableau.residueKeptZone * rowSums.entries[i].scale {
                terms.append((rowSums.entries[i].symbol, rowSums.entries[i].sum))
            } else if magnitude > newRowCut * rowSums.entries[i].scale {
                terms.append((rowSums.entries[i].symbol, rowSums.entries[i].sum))
                cancellations |= Tableau.residueKept
            } else if magnitude > 1e-13 * rowSums.entries[i].scale {
                cancellations |= Tableau.shallowCancellation
            }
        }
        rowSums.removeAll()
        if Swift.abs(rowConstant) <= 1e-14 * constantScale { rowConstant = 0 }

        var record = ConstraintRecord(marker: noSymbol, other: noSymbol, strength: strength, constant: constant,
                                      sequence: sequence)
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression + slack = 0 for <=, expression - slack = 0 for >=, slack >= 0.
            let k: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            record.marker = makeSymbol(.slack)
            allocated.append(record.marker)
            terms.append((record.marker, k))
            if !strength.isRequired {
                record.other = makeSymbol(.error)
                allocated.append(record.other)
                terms.append((record.other, -k))
            }
        case .equal:
            if strength.isRequired {
                record.marker = makeSymbol(.dummy)
                allocated.append(record.marker)
                terms.append((record.marker, 1))
            } else {
                // expression = errorPlus - errorMinus
                record.marker = makeSymbol(.error)
                record.other = makeSymbol(.error)
                allocated.append(record.marker)
                allocated.append(record.other)
                terms.append((record.marker, -1))
                terms.append((record.other, 1))
            }
        }
        // Keep the constant non-negative, so that a restricted subject gets a feasible value.
        if rowConstant < 0 {
            rowConstant = -rowConstant
            for i in terms.indices { terms[i].1 = -terms[i].1 }
        }
        return NewRow(constant: rowConstant, terms: terms, record: record, constantScale: constantScale,
                      historyScale: Swift.max(constantScale, historyScale), twinKey: key, cancellations: cancellations,
                      contradictedTwin: contradicted)
    }

    /// Whether a required constraint (`relation`, `constant`), whose terms are exactly `r` times
    /// those of a required twin held (`twinRelation`, `twinConstant`), bounds them where the
    /// twin's bound cannot meet (by more than 1e-12 of the bounds): `E <= -7200` beside `E >= -7198`.
    /// Decided on the constants alone, exactly as far as a Double divides by `r`, whatever the
    /// rows have rounded: the row built from the twin reads `-2 - s = 0` for the twin's slack s,
    /// and after values of 3.4e13 the substituted slack's allowance for rounding was 340
    /// (large-session seed 11130: c8, `1000 x0 - x6 - 10 x3 + 7198 >= 0`, accepted beside c5's
    /// `... + 7200 <= 0`). Only the twin `findTwin` chose (the nearest ±1): another twin's
    /// contradiction goes the usual way. (Out of line: rare, and `makeRow` runs on every
    /// addition.)
    @inline(never)
    static func boundsCannotMeet(_ relation: Constraint.Relation, _ constant: Double, _ r: Double,
                                 twin twinRelation: Constraint.Relation, _ twinConstant: Double) -> Bool {
        // Both as bounds on the twin's terms E: the twin on E + c_old, the new one on r·E + c_new,
        // divided by r (which flips an inequality when r < 0).
        let (oldLower, oldUpper) = bounds(twinRelation, of: -twinConstant)
        var relation = relation
        if r < 0 && relation != .equal { relation = relation == .lessThanOrEqual ? .greaterThanOrEqual : .lessThanOrEqual }
        let (newLower, newUpper) = bounds(relation, of: -constant / r)
        let lower = Swift.max(oldLower, newLower), upper = Swift.min(oldUpper, newUpper)
        return lower > upper && lower - upper > 1e-12 * Swift.max(Swift.abs(lower), Swift.abs(upper))
    }

    /// The interval `E relation a` allows for E.
    private static func bounds(_ relation: Constraint.Relation, of a: Double) -> (lower: Double, upper: Double) {
        switch relation {
        case .equal: (a, a)
        case .lessThanOrEqual: (-.infinity, a)
        case .greaterThanOrEqual: (a, .infinity)
        }
    }

    /// The largest factor (either way) between a constraint's terms and a twin's that
    /// ``findTwin(_:key:)`` uses. The twin's row enters the new row times `r`, its rounding too,
    /// and the new constant is judged against the magnitudes that went into it: at r = 1e12 the
    /// row's constant comes out of a cancellation a trillion times its own size (see
    /// `RegressionTests.farTwinIsNotTheRowsSource`). Beyond this factor the variables' own rows
    /// are the better source. Layouts' twins (`x >= 0` beside `x <= 100`, a width halved) are
    /// far within it.
    static let twinSpreadLimit = 1e3

    /// The record of a constraint held whose terms are exactly `r` times `constraint`'s (the same
    /// variables, each once), with its relation, `r` and its slot in ``records``: among those
    /// ``twins`` holds under `key` within ``twinSpreadLimit``, the one whose `r` is nearest ±1
    /// (among equals, the first in the table's probe order: usually the oldest, though not after
    /// a rehash; the same for the same operations, refused ones included, which is what
    /// determinism needs; ordering by age cost chain_100 0.3-0.55% more instructions), or nil.
    ///
    /// Nearest ±1, not the oldest: soak seed 4463409: `1e6 x1 + 333 == 0`, given a new constant
    /// beside the redundant `-3e6 x1 - 990 == 0` (r = -1/3), was built from the older strong
    /// `-1e-6 x1 + 430 == 0` (r = -1e12): its true constant 3 came out of a cancellation of
    /// 4.3e14, read as zero, and the contradiction was accepted (x1 stayed at -0.00033, c1 off by 3).
    ///
    /// - Complexity: O(*t*·*n*²) for *t* constraints stored under `key` and *n* terms; an exact
    ///   twin (r = ±1) ends the search.
    func findTwin(_ constraint: Constraint, key: TwinKey) -> (ConstraintRecord, Constraint.Relation, Double, Int32)? {
        var found: (ConstraintRecord, Constraint.Relation, Double, Int32)? = nil
        var foundSpread = Double.infinity
        _ = twins.firstValue(for: key) { slot in
            let (old, oldRecord) = records.entry(inSlot: slot)
            guard let r = Self.twinRatio(constraint.expression.terms, old.expression.terms) else { return false }
            let magnitude = Swift.abs(r)
            if magnitude == 1 {  // the usual twin, and none is nearer
                found = (oldRecord, old.relation, r, slot)
                return true
            }
            let spread = Swift.max(magnitude, 1 / magnitude)  // how far from ±1, either way
            if spread < foundSpread && spread <= Self.twinSpreadLimit {
                (found, foundSpread) = ((oldRecord, old.relation, r, slot), spread)
            }
            return false
        }
        return found
    }

    /// `r` if `terms` are exactly `r` times `oldTerms` (the same variables, each once), else nil.
    static func twinRatio(_ terms: [Term], _ oldTerms: [Term]) -> Double? {
        guard terms.count == oldTerms.count, !terms.isEmpty else { return nil }
        var r = 0.0
        for (i, term) in terms.enumerated() {
            var match = -1
            for (j, t) in oldTerms.enumerated() where t.variable == term.variable {
                guard match < 0 else { return nil }  // a variable twice
                match = j
            }
            guard match >= 0 else { return nil }
            if i == 0 { r = term.coefficient / oldTerms[match].coefficient }
            guard term.coefficient == r * oldTerms[match].coefficient else { return nil }
        }
        return r != 0 && r.isFinite ? r : nil
    }

    /// Adds `constraint`'s row to the tableau without optimising the objective.
    ///
    /// The row is solved for a subject that keeps the tableau feasible if it has one (see
    /// ``chooseSubject(_:leavesExternal:)``). Otherwise a required constraint is solved for its own new slack or
    /// dummy and the dual simplex repairs its negative value (``addWithDualSimplex(_:)``); a row
    /// the dual simplex cannot repair goes through the artificial phase
    /// (``addWithArtificialVariable(_:)``), which decides whether the constraint can hold.
    ///
    /// On failure the solver is exactly as before.
    mutating func insert(_ constraint: Constraint, constant: Double? = nil, strength: Strength? = nil,
                         sequence: Int? = nil) throws {
        let strength = strength ?? constraint.strength
        let sequence = sequence ?? nextSequence
        var allocated: [Symbol] = []
        swap(&allocated, &allocatedScratch)
        allocated.removeAllKeepingBuffer()
        var row = makeRow(constraint, constant: constant ?? constraint.expression.constant, strength: strength,
                          sequence: sequence, allocated: &allocated)
        defer {
            // Swapped back, not assigned: an assignment from `row` made the compiler copy the
            // whole row (retaining its terms) wherever the row was read.
            swap(&termScratch, &row.terms)
            swap(&allocatedScratch, &allocated)
        }
        let record = row.record
        if let twin = row.contradictedTwin {
            undoAllocations(allocated)
            throw SolverError.unsatisfiableConstraint(constraint, conflicts: explainsConflicts ? [records.entry(inSlot: twin).0] : [])
        }

        // A required equality whose row kept cells that may be residue may be redundant up to
        // the rounding of its coefficients (see `isRedundantUpToRounding`).
        if _slowPath(row.cancellations & Tableau.residueKept != 0) && strength.isRequired && constraint.relation == .equal
            && isRedundantUpToRounding(row, of: constraint) {
            row.terms.removeAll { kinds[Int($0.0)] != .dummy }
            row.constant = 0
            row.cancellations &= ~Tableau.residueKept
        }
        // Cells a trillion times the constraint's own coefficients (its variables' rows hold
        // such cells) carry their rounding into every row this one's pivot reaches, where a true
        // cell a trillion times smaller is left below the last digit of what it cancels from
        // and is dropped with no flag (below 1e-15 of its operands): the row asks for the rows
        // to be recomputed, as a constant that cancelled from such a history does
        // (``Tableau/historyCancellation``). Soak seed 65467225, in the order its insertion-order
        // check tried: the weak `1e-4 x0 == 0` and the strong `1e6 x0 - 0.0005 x1 + 2.9 == 0`,
        // solved for x1, gave x1's row cells of 2e13; the required `1e6 x1 + x0 + 7200 <= 0`
        // then held cells of 2e19, and its pivot left x1's true -1e-12 on the strong error, 5e-16
        // of the 2000 it cancelled from, out of x1's row, so that x1 no longer followed x0: a
        // later required constraint moved x0 to -1300 and broke this one by 1300. Looked for only
        // once a row was solved for a cell a thousand times below its others (the tableau notes
        // it; layouts never do): read for every new row, the cells cost 2% of chain_100's
        // instructions, and a span of the coefficients read for every constraint 0.2%.
        if _slowPath(tableau.hasPivotedOnSmallElement)
            && Self.holdsCell(row.terms, above: 1e12 * constraint.expression.largestCoefficient) {
            row.cancellations |= Tableau.historyCancellation
        }
        var leavesExternal = false
        if let subject = isRebuilding ? stableSubject(row) : chooseSubject(row, leavesExternal: &leavesExternal) {
            // A free variable solved for hands its place to the row's other externals: they stay
            // parametric where it was, in restricted rows and the objective (soak seed 3685108:
            // x0, left free by c1, was solved for in c2's row; x1 and x3, new and parametric in
            // c1's slack row, had a positive strong cost that only moving them down lowers, and
            // c3 stayed off by 68 where x0 = -68000 makes it hold).
            if leavesExternal || (!freeParametric.isEmpty && freeParametric.contains(subject)) { noteFreeVariables(in: row) }
            // A parametric variable that is already in other rows changes value when it becomes
            // basic, which can make restricted rows negative: journal the change, to undo it if
            // the dual simplex then finds the required constraints infeasible. (Only if it does
            // make one negative: otherwise nothing follows that can fail, and the journal, which
            // copies every row the substitution touches, is saved.)
            let mayFail = strength.isRequired && kinds[Int(subject)] == .external && !allocated.contains(subject)
                && tableau.columnLength[Int(subject)] > 0
            // A restricted row whose constant, far out, cancels to zero has lost its true value
            // (soak seed 571155, a deletion filter's trial: c8, `30 x1 - 10 x5 == 1`, solved for
            // x0, took c6's and c7's slack rows from 1.3e17 and 6.4e17 to exactly 0, where they
            // are -1023 and less, and x1, x7 from -1.3e15 and 1.3e18 to 0: the contradiction was
            // accepted with c5 off by 6, and the repair that found it had no state to go back
            // to). Then every required constraint must hold as written after the substitution,
            // as well as before it at least, or the constraint is refused (and `refuse` asks rows
            // rebuilt from the constraints).
            var cancelsFarOut = false
            let guarded = mayFail && (substitutionLeavesInfeasibleRow(subject, of: row, cancelsFarOut: &cancelsFarOut) || cancelsFarOut)
            let worstBefore = cancelsFarOut ? worstNormalizedRequiredViolation() : 0
            if guarded { beginTransaction() }
            let slot = tableau.insertRow(basic: noSymbol, constant: row.constant, constantScale: row.historyScale, terms: row.terms)
            tableau.solveRow(slot, forSubject: subject)
            substitute(subject, by: slot)
            var broken = false
            if !infeasibleRows.isEmpty {
                assert(!mayFail || guarded, "a substitution made rows infeasible that its forecast did not")
                do { try dualOptimize() } catch {
                    guard guarded else { throw error }
                    broken = true
                }
            }
            if broken || (cancelsFarOut && requiredConstraintsBroke(with: constraint, constant: row.record.constant, worstBefore: worstBefore)) {
                rollBackTransaction()
                undoAllocations(allocated)
                try refuse(constraint, constant: row.record.constant, strength: strength, sequence: sequence, candidates: nil)
                return
            }
            if guarded { commitTransaction() }
        } else if row.terms.allSatisfy({ kinds[Int($0.0)] == .dummy }) {
            // Every symbol is fixed at zero: the constraint is redundant or contradicts the others.
            // (The residue allowance as in addWithArtificialVariable: 1e-11 of the constant's
            // scale. At 1e-9 a twin far larger than the constraint it is built from let a
            // contradiction through: `-1e6 x0 - 91 == 0` built from `-1e-6 x0 + 9400 >= 0`'s row
            // (r = 1e12) cancelled 9.4e15 to -2.34e6, which 1e-9 of 9.4e15 read as zero, and x0
            // stayed at 2.34; soak seed 159441.) A constant within the allowance but not zero
            // must also find the constraint holding as written, as after the artificial phase's
            // acceptance of a positive residual: `-1e6 x0 + 5.4 == 0`, built from the medium
            // twin `-1e-6 x0 + 0.76 == 0` (r = 1e12), read 6 after cancelling 7.6e11, within
            // the allowance of 7.6, and was kept as redundant beside `-1e6 x0 - 0.6 == 0`, off
            // by 6 (soak seed 1407145). As written means as well as the required constraints held
            // already (ten times their worst, judged alike), where their rows lost more digits
            // than that: soak seed 355134, where `0.25 x1 + 98000 x0 - 10000 x2 == 13500` is
            // exactly c4 + c3 (`1e5 x0 == 7800`), but after a history through 3e15, x0 read
            // 0.077999115 and c3 itself held to 7.7e-7 only (normalized); c6, off by 7.1e-7 for
            // that reason alone, was refused. Otherwise to 1e-9 (was 1e-7, which accepted an
            // exactly infeasible `1e6 x0 + 0.04 == 0` beside `1e-4 x0 == 0` held at x0 = 0: the
            // row read 0.0400085 after a history through 1.7e5, within its allowance of 1.7, and
            // the constraint off by 4e-8 of its coefficient passed; soak seed 938055).
            // A constant beyond the allowance is also rounding when the constraints the row is
            // made of imply this one by themselves, in a fresh solver (soak seed 4578998: c4, the
            // decimal sum c1 + c2, read 4.2e-9 after rows that went through a slack of 2.3e8; on
            // its own, a refusal of what a user wrote as a sum). Asked only where the solver
            // recovers by rebuilding: a trial's row of dummies beyond its allowance would ask a
            // trial of its own, without end (soak seed 220409: a stack overflow).
            // Or, beyond both, when those constraints imply this one on rows recomputed in
            // double-double for their basis: nearly parallel ones fix a value to fewer digits
            // in Doubles than the test of holding as written allows (soak seed 6301533, see
            // `certificateImplies`).
            // Conversely, a constant within both is still a contradiction when those constraints
            // refuse this one by themselves, in a fresh solver: values far out make a true
            // difference look like rounding, to the allowance and to the test as written alike
            // (large-session seed 117315, in the order a deletion filter tried: c9, `c0 + c8`
            // given the constant 97 for 424.1, read -327.1 beside values of 6.6e13, other
            // constraints' vertex, within an allowance of 6500 and 2.5e-12 of its terms as
            // written; it was accepted, and the explanation kept a constraint it did not need).
            // A row of dummies alone that dropped other cells above 1e-13 of their terms (a true
            // cell can be that small) and kept a constant is redundant only if the constraints of
            // its dummies imply it; else the rebuilds of `refuse` decide (soak seed 37492196, in
            // reverse order: c0 and c2 differ by `0.03 x2 + 0.1`, but c0, added when x1 was
            // 5.75e10, read 0.33 beside c2's dummy, within its allowance, its true cells of 3e-4
            // on c1's symbols cut at 1.5e-10 of their terms; kept as redundant, it left x2 at
            // 7.52 where the two fix -10/3, and the medium error 4% above the optimum).
            // A required equality's row of dummies alone keeps the dummies' cells that makeRow's
            // cut dropped above a substitution's (see `droppedDummyCells(of:)`).
            if _slowPath(row.cancellations & Tableau.shallowCancellation != 0) && strength.isRequired
                && constraint.relation == .equal && row.contradictedTwin == nil {
                let (cells, otherDrops) = droppedDummyCells(of: constraint)
                if !cells.isEmpty {
                    // (Negated with the row if makeRow made its constant non-negative: the marker's
                    // cell, 1 as made, tells.)
                    let sign = row.terms.first(where: { $0.0 == record.marker })?.1 ?? 1
                    row.terms.append(contentsOf: cells.map { ($0.0, sign * $0.1) })
                    row.cancellations |= Tableau.residueKept
                    if !otherDrops { row.cancellations &= ~Tableau.shallowCancellation }
                }
            }
            let markers = row.terms.map(\.0)
            guard (row.constant == 0 || holdsNormalized(constraint, constant: row.record.constant, within: 1e-9)
                    || holdsNormalized(constraint, constant: row.record.constant,
                                       within: 10 * worstNormalizedRequiredViolation()))
                  && (Swift.abs(row.constant) <= row.constantAllowance + 1e-14 * row.historyScale
                    || (recoversByRebuilding && certificateImplies(constraint, constant: row.record.constant, candidates: markers)))
                  && !(row.constant != 0 && recoversByRebuilding
                       && certificateRefuses(constraint, constant: row.record.constant, candidates: markers))
                  && !(row.constant != 0 && recoversByRebuilding && row.cancellations & Tableau.shallowCancellation != 0
                       && !certificateImplies(constraint, constant: row.record.constant, candidates: markers))
                  || (recoversByRebuilding && certificateImplies(constraint, constant: row.record.constant, candidates: markers,
                                                                 recomputingRows: true)) else {
                undoAllocations(allocated)
                try refuse(constraint, constant: row.record.constant, strength: strength, sequence: sequence, candidates: markers)
                return
            }
            // Accepted as implied, though the values do not show it (off beyond 1e-9 as written):
            // the rows carry more rounding than the constraints they hold, so they ask for a
            // repair, which recomputes them (soak seed 8188850: c2 and c4, `0.01 x0 + 0.01 x1 + 74
            // == 0` and `0.01 x0 + 0.009999 x1 - 766 == 0`, fix x1 = -8.4e8, whose rows, after a
            // history through 2.1e9, read -840002428.6; c0, `-1e-6 x1 - 840 == 0`, their difference,
            // was accepted on a fresh solver's word and left off by 2.4e-3 in its own units).
            if !holdsNormalized(constraint, constant: row.record.constant, within: 1e-9) {
                tableau.largeCancellations |= Tableau.shallowCancellation
            }
            let slot = tableau.insertRow(basic: noSymbol, constant: 0, constantScale: row.historyScale, terms: row.terms)
            tableau.solveRow(slot, forSubject: record.marker)
            substitute(record.marker, by: slot)
        } else if record.other == noSymbol && (kinds[Int(record.marker)] == .slack || kinds[Int(record.marker)] == .dummy)
                    && addWithDualSimplex(row, of: constraint) {
            // Added: a required inequality whose slack the dual simplex could bring to zero or
            // above, or a required equality whose dummy it could pivot out at zero.
        } else {
            if let conflictMarkers = try addWithArtificialVariable(row, of: constraint) {
                undoAllocations(allocated)
                try refuse(constraint, constant: row.record.constant, strength: strength, sequence: sequence,
                           candidates: conflictMarkers)
                return
            }
        }

        tableau.largeCancellations |= row.cancellations
        let slot = records.insertNew(record, forKey: constraint)  // absent: validated by the caller, or erased
        twins.insertDuplicate(slot, for: row.twinKey)  // (every constraint held, so a twin outlives the first)
        if sequence == nextSequence { nextSequence += 1 }
        if kinds[Int(record.marker)] == .error { weigh(record.marker, strength: strength, sign: 1) }
        if record.other != noSymbol && kinds[Int(record.other)] == .error { weigh(record.other, strength: strength, sign: 1) }
        for s in termSymbols { users[Int(s)] += 1 }
    }

    /// The symbol a new row is solved for: an external variable if there is one (unrestricted,
    /// so any value is feasible), the smallest symbol unless its coefficient is below 1/100 of
    /// the largest external's (then that one), unless the constraint is required and that
    /// coefficient is tiny (see ``isTiny(_:in:)``); else the constraint's own slack or error if its coefficient
    /// is negative (so its value, the row's non-negative constant, is feasible); else that tiny
    /// external; nil otherwise. `leavesExternal` is set when the subject is the slack though the
    /// row holds an external (which then stays parametric, see ``freeVariableToMove()``).
    ///
    /// The same for a required row whose external would move more than 1e7 (the row's constant
    /// over its coefficient) to the constraint's boundary: an inequality that holds is solved for
    /// its slack, and nothing moves. Solved for the external, it would put that variable at a far
    /// vertex whose digits the next constraints cancel away (soak seed 805421: `1e-6 x2 <= 750`,
    /// added while x2 was 0.125, moved x2 to 7.5e8 and x0 to -3e12, and the strong `x0 == 3.3e-4`
    /// added next lost its constant in x0's row, 3.3e-4 below the last digit of 3e12).
    ///
    /// Threshold pivoting, as sparse eliminations do: kiwi takes the first external, and so did
    /// this package (the smallest symbol), which solved `1e-6 x0 - 500 x2 <= 8` for x0, put
    /// cells of 5e8 and then 5e14 in x0's row, and lost x0's true 0.3 when the next constraint
    /// cancelled them (soak seed 3608271: x0 stayed pinned at 0.08, a weighted error of 10030
    /// where 0 is optimal). Not always the largest: a layout's coefficients (±1, multipliers) are
    /// within a factor of 100 of each other, and there the usual choice keeps its exact results
    /// (the Breather's frames, which the largest coefficient moved by an ulp).
    @inline(__always)  // called from mutating code: out of line, it copies the whole solver first
    func chooseSubject(_ row: NewRow, leavesExternal: inout Bool) -> Symbol? {
        // The smallest symbol, and the largest coefficient.
        // (The largest: the first of the row's order among equals, which is deterministic.)
        var subject = noSymbol, coefficient = 0.0
        var largest = noSymbol, largestCoefficient = 0.0, largestMagnitude = 0.0
        for (s, c) in row.terms where kinds[Int(s)] == .external {
            if subject == noSymbol || s < subject { (subject, coefficient) = (s, c) }
            let magnitude = Swift.abs(c)
            if magnitude > largestMagnitude { (largest, largestCoefficient, largestMagnitude) = (s, c, magnitude) }
        }
        if Swift.abs(coefficient) < 0.01 * largestMagnitude { (subject, coefficient) = (largest, largestCoefficient) }
        if subject != noSymbol && (!row.record.strength.isRequired || !Solver.solvesForSlack(coefficient, in: row)) {
            return subject
        }
        for (s, c) in row.terms where (s == row.record.marker || s == row.record.other) && c < 0 {
            if kinds[Int(s)] == .slack || kinds[Int(s)] == .error {
                leavesExternal = subject != noSymbol
                return s
            }
        }
        return subject != noSymbol ? subject : nil
    }

    /// Whether one of `terms` is larger in magnitude than `limit`.
    ///
    /// - Complexity: O(*n*) for *n* terms.
    @inline(never)
    static func holdsCell(_ terms: [(Symbol, Double)], above limit: Double) -> Bool {
        terms.contains { Swift.abs($0.1) > limit }
    }

    /// Whether a required row should be solved for its slack rather than for its external with
    /// coefficient `c`: the external would move more than 1e7, or `c` is tiny (see
    /// ``isTiny(_:in:)``, tested only below 1e-7: the common path is two comparisons).
    @inline(__always)
    static func solvesForSlack(_ c: Double, in row: NewRow) -> Bool {
        let magnitude = Swift.abs(c)
        return Swift.abs(row.constant) > 1e7 * magnitude || (magnitude < 1e-7 && isTiny(c, in: row))
    }

    /// Whether `c` is below 1e-7, both in itself and beside the largest coefficient of `row`:
    /// solving the row for a variable with such a coefficient would put cells ten million times
    /// larger than the row's in the tableau, and later cancellations of those lose the row's true
    /// small parts. Then a required constraint's own slack is the subject, if it can be
    /// (``chooseSubject(_:leavesExternal:)``; soak seed 286856: c1's row held x1 at 7e-9 beside cells of 40000;
    /// solved for x1, with a feasible slack at hand, it made x1 = -8.7e13 and cells of 5.7e12,
    /// and the next constraint's substitution lost x1's true -0.065 and the edit error's reduced
    /// cost: a weighted error of 1.6e7 where 0 is optimal). Only for required constraints: a
    /// non-required row solved for its error leaves the external parametric at a cell that small,
    /// which the ratio tests read as residue, and the objective never moves it (with the rule on
    /// every row, a partial scan failed on 12 new sessions in 240,000, four of them on their
    /// first operation). The caller tests the absolute bound first, so that the common path
    /// costs one comparison: layouts' coefficients are far above 1e-7.
    @inline(never)  // rare: kept out of `insert`, which `chooseSubject` is inlined into
    static func isTiny(_ c: Double, in row: NewRow) -> Bool {
        let magnitude = Swift.abs(c)
        return magnitude < 1e-7 && row.terms.contains { magnitude < 1e-7 * Swift.abs($0.1) }
    }

    /// Whether making `subject` basic in `row` (a new row, not yet in the tableau) would leave a
    /// restricted row with a negative constant: the arithmetic of ``Tableau/solveRow(_:forSubject:)``
    /// and ``Tableau/substitute(_:by:negativeRows:)`` on the constants, operation for operation,
    /// so the answer is exactly what the substitution will find. `cancelsFarOut` is set when it
    /// would cancel a restricted row's constant beyond ``farOutConstant`` to (nearly) zero.
    ///
    /// - Complexity: O(*k*) for the *k* rows holding `subject`.
    @inline(__always)  // called from mutating code: out of line, it copies the whole solver first
    func substitutionLeavesInfeasibleRow(_ subject: Symbol, of row: NewRow, cancelsFarOut: inout Bool) -> Bool {
        guard let a = row.terms.first(where: { $0.0 == subject })?.1 else { return true }
        let pivotConstant = row.constant * (-1 / a)  // as `solveRow` scales the row
        var infeasible = false
        var cell = tableau.columnFirstCell[Int(subject)]
        while cell >= 0 {
            let c = tableau.cells[Int(cell)]
            let old = tableau.constant(ofRow: c.row)
            let delta = c.coefficient * pivotConstant
            let sum = old + delta
            // (The common case, a row that stays feasible with a constant of layout size, costs
            // two comparisons.)
            if sum < 0 || Swift.abs(old) > Self.farOutConstant {
                let cancels = Tableau.constantCancels(sum, old, delta)
                if (sum < 0 && !cancels) || (cancels && Swift.abs(old) > Self.farOutConstant) {
                    let basic = tableau.basic(ofRow: c.row)
                    if basic != noSymbol && kinds[Int(basic)] != .external {
                        if cancels { cancelsFarOut = true } else { infeasible = true }
                    }
                }
            }
            cell = c.nextInColumn
        }
        return infeasible
    }

    /// Whether `constraint`, just added with `constant`, or another required constraint no longer
    /// holds as written (divided by its largest coefficient) to 1e-7, or to ten times
    /// `worstBefore`, the worst of them before, if that is more (see `insert`).
    ///
    /// - Complexity: O(terms of the required constraints); only after a substitution that
    ///   cancelled a restricted row far out.
    @inline(never)  // rare: kept out of `insert`
    func requiredConstraintsBroke(with constraint: Constraint, constant: Double, worstBefore: Double) -> Bool {
        let standard = Swift.max(1e-7, 10 * worstBefore)
        return !holdsNormalized(constraint, constant: constant, within: standard) || worstNormalizedRequiredViolation() > standard
    }

    /// Past this magnitude a restricted row's constant that a substitution cancels to (nearly)
    /// zero has lost more than 1e-7 to rounding (1.1e-16 of it): its true value, which can be
    /// negative beyond any allowance, is gone (see `insert`). Layouts' constants stay far below.
    static let farOutConstant = 1e9

    /// Adds the row of a required constraint that has no feasible subject by solving it for the
    /// constraint's own slack (an inequality) or dummy (an equality), then repairing its value
    /// with the dual simplex.
    ///
    /// Without a feasible subject the row holds no external symbol and its slack has a positive
    /// coefficient (see ``chooseSubject(_:leavesExternal:)``), so solved for the slack it gives it the value
    /// `-constant / coefficient`, at most zero. The slack is new: it is in no other row and not in
    /// the objective, so making it basic changes nothing else, and the objective stays optimal
    /// (no reduced cost changes). That is the state the dual simplex starts from after a
    /// suggestion; it pivots until the slack, and every row its pivots make negative, is feasible
    /// again. The artificial phase instead runs the primal simplex on a second objective row, then
    /// pivots the artificial variable out: on grid_10x10_build that was 78% of the instructions
    /// (713 M in all, 256 M this way). (After `erase`, in updateConstant's exact path, the objective
    /// need not be optimal; the dual simplex then still ends feasible or gives up, and the primal
    /// simplex that follows the insertion restores optimality.)
    ///
    /// An equality's dummy must end non-basic, at zero. Solved for, it is basic at `-constant /
    /// coefficient`: when that is negative, the dual simplex pivots it out, and it never comes
    /// back (dummies do not enter); at zero, one degenerate pivot on the row's largest restricted
    /// cell takes it out (every row stays feasible; the optimisation after the addition restores
    /// the objective); when positive, the artificial phase decides. (grid_10x10_build: 256 M
    /// instructions with equalities through the artificial phase, 14.4 M this way.)
    ///
    /// Not for a subject already in other rows (substituting it into the objective could make a
    /// reduced cost negative, which the dual simplex cannot start from).
    ///
    /// The pivots are journaled. The dual simplex here only says yes: when it meets a row it
    /// cannot raise (a contradiction, or one that only an unrestricted variable could raise) or a
    /// row below zero by no more than rounding (which it would otherwise read as zero), its pivots
    /// are undone and the artificial phase decides, with its own allowance for rounding and its
    /// conflict markers. So refusals and near-degenerate acceptances are judged exactly as before,
    /// and a row added this way holds with every restricted row at zero or above, exactly.
    ///
    /// - Returns: whether the row was added; if not, the tableau is exactly as before.
    mutating func addWithDualSimplex(_ row: NewRow, of constraint: Constraint) -> Bool {
        let marker = row.record.marker
        let isEquality = kinds[Int(marker)] == .dummy
        let valueScaleBefore = droppedCellScale(of: row)
        beginTransaction()
        let slot = tableau.insertRow(basic: noSymbol, constant: row.constant, constantScale: row.historyScale, terms: row.terms)
        tableau.solveRow(slot, forSubject: marker)
        // (No substitution: the marker is in no other row and not in the objective.)
        let value = tableau.constant(ofRow: slot)
        // A dummy must end non-basic, at zero: the dual simplex pivots it out only from a negative
        // value (and never brings it back: dummies do not enter). At zero or above, the artificial
        // phase decides.
        guard !isEquality || value <= 0 else {
            rollBackTransaction()
            return false
        }
        if isEquality && value == 0 {
            // Already at zero: pivot the dummy out on the restricted symbol with the largest
            // coefficient, which enters at zero (a degenerate pivot: every row stays feasible, and
            // the optimisation that follows each addition restores the objective). The row holds
            // one: a row of dummies alone went to insert's redundancy test.
            guard let entering = largestRestrictedCell(inRow: slot) else {
                rollBackTransaction()
                return false
            }
            pivot(entering, slot)
            commitTransaction()
            return true
        }
        if value < 0 { infeasibleRows.insert(marker) }
        do { try dualOptimize(acceptsResidue: false) } catch {
            rollBackTransaction()
            return false
        }
        assert(!isEquality || !tableau.isBasic(marker), "the dual simplex left a dummy basic")
        // Pivots that cancelled into the zone where residue and a true cell look alike can
        // "raise" a row through residue and wreck the rows on the way (soak seed 6205880: the
        // contradiction `x1 >= 86 - 0.04 x0` beside `x1 <= 71 - 0.015 x0` and `x0 <= 0` was met at
        // x2 = 2.5e15 through cells of 1e15, and the rows no longer held `x1 <= 71 - 0.015 x0`,
        // off by 15). If a required constraint no longer holds as written, the artificial phase
        // decides, with its checks. (Only with a flag up: O(terms of the constraints) then.)
        // A flag already pending counts as well as a new one: rows flagged by an earlier
        // operation, inside the repair's window, can be "raised" through just as wrongly by
        // pivots that raise nothing new (large-session seed 821623: `-4000 x2 - 3 x3 >= 2900`,
        // contradicted by c13, c14 and c27, was accepted on rows the two operations before it
        // had flagged, with c14 off by 2883, and the repair that followed could only keep it).
        if tableau.largeCancellations != 0 && worstNormalizedRequiredViolation() > 1e-7 {
            rollBackTransaction()
            return false
        }
        // Nor without such pivots must the new constraint be off as written: its row can come
        // out of substitutions through cells of 1e13 that leave it no true link to the symbols
        // that hold it (large-session seed 509921: `-3 x4 - 1e6 x3 + 0.03 <= 0`, contradicted by
        // `x4 <= -0.04` and `x3 <= -6`, was "raised" through such cells and accepted off by 6e6,
        // every flag down). Then too the artificial phase decides. (O(terms of the constraint).)
        if !holdsNormalized(constraint, constant: row.record.constant, within: 1e-7) {
            rollBackTransaction()
            return false
        }
        // Nor, for a row that dropped a cell, at the values before (see `droppedCellScale(of:)`).
        if let scale = valueScaleBefore,
           !constraintsHold(with: constraint, constant: row.record.constant, within: 1e-9, valueScale: scale) {
            rollBackTransaction()
            return false
        }
        commitTransaction()
        return true
    }

    /// Whether the required constraint whose slack is `symbol` would be off by `amount` beyond
    /// 1e-9 of its terms at the current values (plus one): a slack's row value is its
    /// constraint's room, in the constraint's own units. False for any other symbol.
    ///
    /// - Complexity: O(constraints held); only where an artificial acceptance zeroed a restricted
    ///   row beyond rounding.
    @inline(never)
    func requiredConstraint(marking symbol: Symbol, isOffBy amount: Double) -> Bool {
        guard kinds[Int(symbol)] == .slack, let (c, record) = requiredConstraint(withMarker: symbol) else { return false }
        return amount > 1e-9 * (1 + residual(of: c, constant: record.constant).size)
    }

    /// The required constraint whose marker is `symbol` (an inequality's slack or an equality's
    /// dummy), with its record; nil for any other symbol.
    ///
    /// - Complexity: O(constraints held); off the hot path (see its callers).
    func requiredConstraint(withMarker symbol: Symbol) -> (constraint: Constraint, record: ConstraintRecord)? {
        let kind = kinds[Int(symbol)]
        guard kind == .slack || kind == .dummy else { return nil }
        for (c, record) in records where record.marker == symbol && record.strength.isRequired { return (c, record) }
        return nil
    }

    /// Whether `marker` is the slack of a required inequality, or the dummy of a required
    /// equality, that holds as written at the current values to 1e-14 of the size of its terms
    /// there, the rounding of a Double's sum of them: a row of that marker below zero by less is
    /// below zero by rounding, whatever its history says, when no cell can raise it, or only one
    /// far below the row's others (see ``dualOptimize(acceptsResidue:pivotsOnResidue:thenOptimize:)``).
    /// Large-session seed 4568274: c15 is c5 + c8 in decimal (30.04, 440.09), so its slack row
    /// read `d3 + d8` and, from the rounding of x7's row, 5.7e-16 of the medium c2's errors; c26
    /// asked x6 up to 1.7e8 through them, which left that row at -4.9e-7, 3e-17 of c15's terms
    /// there (1.7e10), and the next pivot cancelled the residue: no cell could raise the row, the
    /// dual simplex failed, and c26, which holds with the rest at x7 = 1.7e11, was refused
    /// "because of c5 c8 c13 c15 c17 c19".
    ///
    /// - Complexity: O(constraints held), on the rare path of a row that no cell raises, or only
    ///   a cell far below its others.
    @inline(never)
    func requiredConstraintHoldsToRounding(marker: Symbol) -> Bool {
        guard let (c, record) = requiredConstraint(withMarker: marker) else { return false }
        let (off, size) = violation(of: c, constant: record.constant)
        return off <= 1e-14 * size
    }

    /// The restricted (slack or error) symbol with the largest coefficient in the row in `slot`,
    /// for a degenerate pivot that takes the row's basic symbol out at zero; nil when the row
    /// holds none above rounding noise (1e-9 of its largest cell), for such a row says nothing
    /// beyond its dummies.
    func largestRestrictedCell(inRow slot: Int32) -> Symbol? {
        var entering = noSymbol
        var largest = 1e-9 * tableau.largestMagnitude(inRow: slot)
        tableau.forEachCell(inRow: slot) { s, c in
            let kind = kinds[Int(s)]
            if (kind == .slack || kind == .error) && Swift.abs(c) > largest {
                entering = s
                largest = Swift.abs(c)
            }
        }
        return entering == noSymbol ? nil : entering
    }

    /// The restricted symbol with the largest cell in the row in `slot` among those that the
    /// primal ratio test would not read as residue (see ``leavingRow(for:)``): at least 1e-13 of
    /// the row's cells that arithmetic produced (``residueScale(ofRow:)``, which leaves out the
    /// ±1 of markers) and 1e-15 of its column's largest. For an artificial row that
    /// ``largestRestrictedCell(inRow:)`` reads as dummies and noise: a true small cell there is
    /// the only trace of what the new constraint pins (soak seed 6618337: `-0.0004 x0 == 0`
    /// beside `1e6 x0 >= 0` ended with `art = 4e-10 s3 - d4`, 0.0004 times 1e-6; the row went,
    /// nothing held s3 at zero, and the next optimisation moved x0 back to 2966.7). A pivot on
    /// a cell far below its row's others asks for a repair (see
    /// ``Tableau/solveRow(_:forEntering:leaving:)``). Off the hot path.
    ///
    /// Or, below 1e-13 of the row, a cell at least 1e-9 of its column's largest cell in another
    /// row: a product of small coefficients, not residue, which is far below the cells of its
    /// column that it was summed from (soak seed 18438552: `1e-6 x3 - 100 x4 == 0`, with x3 =
    /// 1e-6 (e2 - s1) in the strong c0's row and x4 = -100 d7, left `art = 1e-12 s1 - 1e-12 e2 -
    /// 1e4 d7 + d8`; read as dummies and noise, its dummy stayed basic in it, unenforced, and a
    /// later addition moved x3 to -1046 where this constraint and `0.01 x4 == 0` pin it at 0).
    func restrictedCellBeyondResidue(inRow slot: Int32) -> Symbol? {
        let rowScale = residueScale(ofRow: slot)
        var entering = noSymbol, largest = 0.0
        tableau.forEachCell(inRow: slot) { s, c in
            let kind = kinds[Int(s)], magnitude = Swift.abs(c)
            guard (kind == .slack || kind == .error) && magnitude > largest else { return }
            var columnLargest = 0.0, otherLargest = 0.0
            tableau.forEachCell(inColumn: s) { row, cell in
                columnLargest = Swift.max(columnLargest, Swift.abs(cell))
                if row != slot { otherLargest = Swift.max(otherLargest, Swift.abs(cell)) }
            }
            guard magnitude > 1e-15 * columnLargest,
                  magnitude >= 1e-13 * rowScale || (otherLargest > 0 && magnitude >= 1e-9 * otherLargest) else { return }
            entering = s
            largest = magnitude
        }
        return entering == noSymbol ? nil : entering
    }

    /// Adds a row that has no feasible subject through an artificial variable: minimise it with
    /// the primal simplex; the constraint can hold exactly when its minimum is zero. (A required
    /// inequality comes here only when ``addWithDualSimplex(_:)`` could not add it: to be refused,
    /// or accepted within the allowance for rounding below.)
    ///
    /// The pivots are journaled: on failure they are undone, and the tableau is exactly as before.
    ///
    /// - Returns: nil on success; on failure, the symbols of the final artificial objective: the
    ///   markers of the constraints that conflict.
    mutating func addWithArtificialVariable(_ row: NewRow, of constraint: Constraint) throws -> [Symbol]? {
        let art = makeSymbol(.slack)
        beginTransaction()
        _ = tableau.insertRow(basic: art, constant: row.constant, constantScale: row.historyScale, terms: row.terms)
        let artificialObjective = tableau.insertRow(basic: noSymbol, constant: row.constant, constantScale: row.historyScale,
                                                    terms: row.terms)
        // A row whose constant is exactly zero starts at the artificial objective's minimum: the
        // artificial variable is restricted, and at zero already. Its reduced costs can then only
        // be residue leading nowhere, or a true direction of degenerate pivots that the end of
        // the phase takes care of (below). Minimised anyway, a new row made of dummies and the
        // residue of a cell its substituted rows had lost (a redundant constraint's: c32 =
        // c21 + c23 read `d67 = d46 + d51 ± 6.7e-17 (s12 - e13)`, x4's row having lost a true
        // 6.7e-16 on s12) entered on a reduced cost of -6.7e-17, pivoted through the tableau and
        // on -2e-16 at last, and wrecked it: cells of 1.5e16, a required constraint off by 1757
        // (large-session seed 1357).
        let valueScaleBefore = droppedCellScale(of: row)
        let valueScaleBeforeResidue: Double?
        do { valueScaleBeforeResidue = row.constant == 0 ? nil : try optimizeArtificial(artificialObjective, artificial: art) } catch {
            rollBackTransaction()
            freeSymbol(art)
            throw error
        }
        // Whether the acceptance stands on a fresh solver's word though these rows break a
        // required constraint (here, or in the last check below): see the end.
        var acceptedOnTrial = false
        if let scale = valueScaleBeforeResidue ?? valueScaleBefore, recoversByRebuilding,
           !constraintsHold(with: constraint, constant: row.record.constant, within: 1e-9, valueScale: scale) {
            // (Or the new row dropped a cell that can be a true one: see `droppedCellScale(of:)`.)
            // The phase divided a row by a cell far below the row's others: residue more often
            // than not (a true small cell can be the only limit: seeds 103817 and 936517, see
            // `leavingRowAmongRestricted` and `leavingRowJudgedByItsRow`), and then the rows it
            // multiplied can say anything, a residual of zero included (soak seed 1075585:
            // `0.001 x2 - 44 >= 0`, infeasible beside c0, c4 and c5, entered c3's error on a
            // reduced cost of -6e-17 through e6's cell of -7.5e-14 beside a 1; cells of 1e19
            // followed, and it was accepted at a residual of 0 with c4 off by 1.1e7. 1178316:
            // `E + 8 <= 0` beside `E >= 0`, through a residue of 1.1e-18 in its own artificial
            // row, accepted at values of 1e17, where every constraint holds to 1e-7 of its terms).
            // So every required constraint must hold as it would at the values before that pivot;
            // if not, and a fresh solver holding just the required constraints linked to this one
            // refuses it too, refuse (and `refuse` asks rows rebuilt from the constraints, whose
            // answer stands). A fresh solver that accepts it keeps the acceptance, whose values
            // the repair then recomputes (soak seed 681513: a feasible `-1e6 x3 - 0.2 x5 - 7.3 ==
            // 0`, accepted at x0 = -1e19 through a residue pivot, and right after the repair).
            // (No benchmark trace comes here.)
            guard !connectedSystemRefuses(constraint, constant: row.record.constant) else {
                rollBackTransaction()
                freeSymbol(art)
                return []
            }
            acceptedOnTrial = true
        }
        let residual = tableau.constant(ofRow: artificialObjective)
        // Rounding residue of the substituted rows is relative to the magnitudes their constants
        // cancelled down from (`historyScale`, see makeRow), and to those the phase's pivots
        // brought in (the artificial row's own constant scale): 1e-14 of it is ~50 ulps, while
        // the residue seen is ~1e-16 of it and real contradictions are at least 1e-12 of it.
        // The term relative to the new constant's own scale was 1e-9, which let a contradiction
        // through when a weak pull made that scale 5.7e11 (seed 23740: a residual of 37 accepted);
        // at 1e-11 it still needs the propagated scale (seed 10039, see `Tableau.rowConstantScale`).
        let residualScale = Swift.max(row.historyScale, tableau.constantScale(ofRow: artificialObjective))
        // The certificate of a refusal: the symbols of the artificial objective (a residual at or
        // below zero is never refused, see below).
        var certificate: [Symbol] = []
        if residual > 0 { tableau.forEachCell(inRow: artificialObjective) { s, _ in certificate.append(s) } }
        if residual > row.constantAllowance + 1e-14 * residualScale {
            rollBackTransaction()
            freeSymbol(art)
            return certificate
        }
        // A positive residual is accepted as rounding, and the allowance can exceed a real
        // contradiction. Above the new constant's own rounding it is the allowance for the magnitudes
        // the rows went through, a bound that pivots multiply (soak seed 500027: a suggestion had
        // taken x0 to -1.1e11 and back, the allowance was 55, and a residual of 20 was accepted: a
        // required constraint off by 20); below it, the floor of 1e-11 is absolute, and a constraint
        // with small coefficients is off by no more than that when it is off entirely (soak seed
        // 548501: `1e-6 x0 == 0` accepted at x0 = 3.5e-6, the residual 3.5e-12). So the new
        // constraint must hold as written (judged divided by its largest coefficient), and after an
        // acceptance on the history's allowance every required constraint, to the digits such a
        // history leaves (1e-7 of the terms: seed 162404's legitimate acceptance, after values of
        // 1e10, left the redundant c13 off by 3e-10 of its terms); if not, it is a refusal (which
        // `refuse` checks once more on rebuilt rows). Each judged divided by its largest
        // coefficient, as the new one: with an absolute floor, `-0.001 x0 <= 0` passed off by
        // 9.8e-8, x0 = -9.8e-5 (soak seed 2900536: the exactly infeasible `-1e6 x0 - 98 >= 0`,
        // built from its twin `-1e-6 x0 + 38 >= 0` times 1e12, cancelled 3.8e13 to a residual of
        // 98, within the allowance of 380).
        let acceptedOnHistory = residual > row.constantAllowance
        tableau.removeRow(artificialObjective)
        // Whether the artificial row went with restricted cells in it, read as noise.
        var droppedCells = false
        // Whether pivoting the artificial variable out zeroed a value beyond rounding.
        var zeroedBeyondRounding = false
        // Whether the constraint whose slack row that was is then broken as written.
        var zeroedConstraintBroken = false
        if let slot = tableau.row(ofBasic: art) {
            // The artificial variable is still basic (at zero): pivot it out on the restricted
            // symbol with the largest coefficient (never on rounding noise); a row of dummies and
            // noise alone says nothing new and goes. But a true cell can sit at the noise level
            // (soak seed 1642294: `-0.001 x0 == 0`, beside c0's `1e6 x0 + ... >= 0.96`, left
            // `art = 1e-9 s2 - 1e-10 d3 - d8` once the true constant 9.6e-10 had cancelled from
            // 2e6 to zero; the row went, and with it the only trace of the new constraint, which
            // ended off by 2e6): the check below then holds the result to the constraints.
            if let entering = largestRestrictedCell(inRow: slot) ?? restrictedCellBeyondResidue(inRow: slot) {
                pivot(entering, slot)
                // The pivot carries the residual, accepted as rounding, into the other rows (so
                // that the new constraint holds as exactly as the tableau allows); in the entering
                // symbol's own row it is a value below zero by rounding: zero. Unless the pivot
                // element was small enough to blow the residual up past rounding: then the other
                // rows it reached have moved by as much, and every required constraint must hold
                // (soak seed 2018947: `-1e-6 x1 == 0`, exactly infeasible beside c0 and c1, left
                // a residual of 6.7e-12, below the floor of 1e-11; divided by c1's slack's cell
                // of 6.7e-7 it read -1e-5, zeroed, and c1 ended off by 1e-5 at x1 = 0).
                // That constraint's own row must not be what gives way: zeroed by more than 1e-9
                // of its terms, it is broken as written, whatever its normalized form says
                // (soak seed 18774155: `-1e-4 x0 == 0` beside `-1e6 x0 - 0.03 >= 0` left a
                // residual of 3e-12, divided by the slack's cell of 1e-10 into -0.03 and zeroed:
                // x0 = 0, the slack's constraint off by all of its 0.03, but by 3e-8 divided by
                // its coefficient of 1e6, inside the normalized test's 1e-7).
                let constant = tableau.constant(ofRow: slot)
                if constant < 0 {
                    if -constant > 1e-11 + 1e-14 * tableau.constantScale(ofRow: slot) {
                        zeroedBeyondRounding = true
                        zeroedConstraintBroken = requiredConstraint(marking: entering, isOffBy: -constant)
                    }
                    tableau.addToConstant(ofRow: slot, -constant)
                }
            } else {
                tableau.forEachCell(inRow: slot) { s, _ in if kinds[Int(s)] != .dummy { droppedCells = true } }
                // The row's symbols: the markers of the constraints it combined, for a refusal.
                if droppedCells { tableau.forEachCell(inRow: slot) { s, _ in certificate.append(s) } }
                let marker = row.record.marker
                if kinds[Int(marker)] == .dummy && tableau.coefficient(of: marker, inRow: slot) != 0 {
                    // A required equality keeps its dummy in the tableau, basic in this row (with
                    // the artificial variable at zero), as a redundant one does: the only trace
                    // of the constraint, which a new constant or another removal must find. Soak
                    // seed 6301323: c3 (`-0.2 x0 + 1e-6 x1 == 0`) left `art = d5 - 0.04 d3 +
                    // 1e-12 s2`, the row went with its dummy, and a later `constant c3 -2`, which
                    // asks x1 = 2e6 against `x1 <= 0`, shifted no row and was accepted with x1
                    // still 0. (Its true 1e-12 is pivoted on now, see
                    // `restrictedCellBeyondResidue`; with `1e-9 x1` the cell is 1e-15, residue
                    // beside 0.04, and the row comes here.)
                    tableau.addToConstant(ofRow: slot, -tableau.constant(ofRow: slot))
                    tableau.solveRow(slot, forEntering: marker, leaving: noSymbol)
                    substitute(marker, by: slot)
                } else {
                    tableau.removeRow(slot)
                }
            }
        }
        freeSymbol(art)
        // The phase's pivots keep the restricted rows feasible only as far as its ratio tests saw
        // their limits, and those skip a cell far below its row's others as residue: a true one
        // (a product such as 100 × 5e-13) then lets a pivot drive that row below zero (soak seed
        // 191971: c5's slack row held 5e-11 × e2 beside 1e5, the phase raised e2 to 3.5e12, and
        // c5 ended 81 below zero: a contradiction accepted, which the next optimisation found as
        // "no entering symbol"). Restore feasibility now, while the pivots can still be undone:
        // if the dual simplex cannot, the constraint contradicts the required ones in those rows.
        if !infeasibleRows.isEmpty {
            // The certificate if it cannot: the infeasible rows' symbols.
            var markers: [Symbol] = []
            infeasibleRows.forEach { basic in
                markers.append(basic)
                if let slot = tableau.row(ofBasic: basic) { tableau.forEachCell(inRow: slot) { s, _ in markers.append(s) } }
            }
            do { try dualOptimize() } catch {
                rollBackTransaction()
                return markers
            }
        }
        if zeroedConstraintBroken || ((residual > 0 || droppedCells) && !(holdsNormalized(constraint, constant: row.record.constant, within: 1e-7)
                             && (!(acceptedOnHistory || droppedCells || zeroedBeyondRounding)
                                 || worstNormalizedRequiredViolation() <= 1e-7))) {
            rollBackTransaction()
            return certificate
        }
        // Pivots that cancelled into the zone where residue and a true cell look alike (flagged
        // for a repair) can reach a residual of exactly zero through rows they wrecked (soak seed
        // 4756009: `100 x0 + 2300 == 0` beside the required `10 x0 >= 0`, through rows cancelled
        // from 1e18, accepted at x0 = 3.2e7, off by 3.2e9, or in another form at x0 = -23 with
        // `10 x0 >= 0`'s slack lost from x0's row; the repair that followed found the rows
        // refuse it but had no state before the operation to go back to). Such an acceptance,
        // with a required constraint (the new one or another) that does not hold as written, is
        // refused when a fresh solver holding the required constraints linked to the new one
        // refuses it too (and `refuse` asks rows rebuilt from every constraint, whose answer
        // stands). Not on the check alone: the repair rescues wrecked acceptances of feasible
        // constraints (soak seeds 82617, 119125, 160406, 4967346). (Off the layouts' path: only
        // after flagged pivots, and no benchmark trace takes the artificial phase.)
        // Asked too where every constraint holds as written: the pivots can have gone to values
        // so far out that a contradiction is below their rounding (large-session seed 120473:
        // c9 is c7 + c2 with a residual of 0.33 at the values before it; accepted at x2 = 4.5e13,
        // where 0.33 is 1.5e-15 of c7's terms, the strong level's error going from 1445 to 4.5e13;
        // the repair that followed could neither recompute those rows nor rebuild with c9).
        // Only where the values went a million times farther out than they were before a pivot
        // on a cell far below its row's others (see `optimizeArtificial`): asked on every
        // flagged acceptance, a wrong refusal by that fresh solver, handed to the rebuilt rows,
        // made another insertion order of large-session seed 193089 end 1e4 times worse. A
        // fresh solver's acceptance is then the end of it: nothing is known to be broken.
        if recoversByRebuilding && tableau.largeCancellations != 0 {
            let broken = !holdsNormalized(constraint, constant: row.record.constant, within: 1e-7)
                || worstNormalizedRequiredViolation() > 1e-7
            let farOut = valueScaleBeforeResidue.map { variableValueScale() > 1e6 * $0 } ?? false
            if broken || farOut {
                guard !connectedSystemRefuses(constraint, constant: row.record.constant) else {
                    rollBackTransaction()
                    return certificate
                }
                if broken { acceptedOnTrial = true }
            }
        }
        // An acceptance on a fresh solver's word keeps values that rows wrecked on the way, for
        // the repair to recompute: that repair is due at the end of this operation, not at the
        // end of its window (large-session seed 77667: `-5000 x2 == 0`, the 34th constraint, with
        // a flag pending since six operations, reached zero through rows whose errors read 1e18
        // and broke required constraints by 4% of their terms; the optimisation that followed
        // found the optimum's basis, but on rows that no longer held the constraints: they read
        // zero error where the strongest level was off by 0.0625 and the strong one by 5135, and
        // no required constraint was off by 1e-7 of its terms, the test that makes a repair
        // urgent, which a flag already pending does not even ask;
        // `CancellationRepairTests.acceptanceOnAFreshSolversWordIsRepairedInsideTheWindow`). A
        // flag is up: the first check follows a tiny pivot, which raises one, and the last asks
        // for one. So is the repair of any acceptance after a pivot on a cell far below its row
        // while flags are up: what the rows say may be wrong with every constraint holding to
        // 1e-8 of its terms, the test that makes a repair urgent (large-session seed 212928: the
        // redundant c36 = c14 + 2 c12, 36 constraints, went through values of 3.4e10 and pivoted
        // on 1.7e-13 beside 0.02; accepted, its rows read a weighted error of 1.9e16 where the
        // optimum is 8.5e9, until the window's end;
        // `CancellationRepairTests.acceptanceAfterATinyPivotWithFlagsPendingIsRepairedAtOnce`).
        // (No benchmark trace pivots on such a cell.)
        if acceptedOnTrial || (valueScaleBeforeResidue != nil && tableau.largeCancellations != 0) { repairsAtOnce = true }
        commitTransaction()
        return nil
    }

    /// The scale of the values (``variableValueScale()``) before a required row that dropped a
    /// cell above 1e-13 of its terms (``Tableau/shallowCancellation``, see `makeRow`) is added,
    /// where the solver recovers by rebuilding; nil otherwise (O(1) then).
    ///
    /// Such a cell can be a true one, the row's only link to a constraint that contradicts it,
    /// and the row then holds a ghost of it in another basis: the pivots that follow can "raise"
    /// the row through that ghost to values where the contradiction is below the rounding of the
    /// terms (large-session seed 2861520: c7, `10000 x3 - 1000 x2 - 10 x0 == 350`, is c3 minus
    /// `10 x0`, which c3 and `10000 x0 <= -490` contradict; its row dropped a true -6.7e-6 on c5's
    /// errors, 3.3e-10 of the 2e4 it cancelled from, and was accepted at x2 = -1.5e6, off by 0.49
    /// in terms of 1.5e9). So the constraints must then hold at the scale of the values before
    /// the addition, to 1e-9 (as after a pivot on residue, see `addWithArtificialVariable`).
    ///
    /// - Complexity: O(rows) for such a row; O(1) otherwise.
    func droppedCellScale(of row: NewRow) -> Double? {
        guard _slowPath(row.cancellations & Tableau.shallowCancellation != 0) && recoversByRebuilding else { return nil }
        return variableValueScale()
    }

    /// The largest magnitude of a basic variable's value, at least 1: the scale of the values.
    ///
    /// - Complexity: O(rows); off the hot path (the artificial phase only).
    func variableValueScale() -> Double {
        var scale = 1.0
        for s in tableau.rowSlots {
            let basic = tableau.basic(ofRow: s)
            if basic != noSymbol && kinds[Int(basic)] == .external {
                scale = Swift.max(scale, Swift.abs(tableau.constant(ofRow: s)))
            }
        }
        return scale
    }

    /// A bound on the pivots of one optimisation. Bland's rule cannot cycle in exact arithmetic;
    /// this bound (far above what any layout needs) turns a cycle that rounding might still cause
    /// into an error instead of a hang.
    var pivotLimit: Int { 1000 + 50 * (tableau.rowCount + kinds.count) }

    /// Minimises the artificial objective in the row in `slot` (Bland's rule).
    ///
    /// A reduced cost counts as negative only beyond rounding noise, and noise is relative to the
    /// magnitudes that cell of the row had during this phase, not to the row's other cells: over
    /// several pivots a cell can cancel step by step (seed 19073: 3334, -5, 0.001, -4.6e-13, each
    /// step above ``Tableau/cancels(_:_:)``'s threshold), and entering on such a residue pivots on
    /// it: the artificial variable left the basis on a coefficient of 4.6e-10 and the phase
    /// "succeeded" at values of 1e12, accepting `E >= 9` beside `E <= 0`. The threshold is
    /// the one `Tableau.cancels` applies to a single sum. Relative to the row's other cells no
    /// threshold works: legitimate reduced costs are 1e-15 of them in badly scaled rows (seed 2605).
    ///
    /// Returns, if a pivot divided a row by a cell below 1e-9 of the row's largest, the largest
    /// value of a variable just before the first such pivot (at least 1): the scale of the values
    /// that the caller then checks the constraints at (see `addWithArtificialVariable`). Of the
    /// variables only: a slack's value is already the size of its constraint's terms, and as a
    /// scale for every variable it excused far too much (soak seed 3306167: c4's slack at 1.7e9,
    /// with every variable below 1.8e6, let c5 off by 1.74 pass as within 1e-9 of its
    /// coefficients times 1.7e9, and an exactly infeasible c8 was accepted).
    @discardableResult
    mutating func optimizeArtificial(_ slot: Int32, artificial: Symbol) throws -> Double? {
        var pivots = 0
        var valueScaleBeforeResidue: Double? = nil
        let limit = pivotLimit
        // The largest magnitude of each cell so far, in the scratch of makeRow (empty outside
        // it), emptied on the way out.
        defer { rowSums.removeAll() }
        // Symbols whose negative reduced cost nothing limits (see below); rare, so a plain array.
        var unlimited: [Symbol] = []
        // Noise relative to a cell's magnitudes in the phase; below the pivots' cut where the
        // tableau keeps shallow cancellations (a last opinion, see ``Tableau/keepsShallowCells``).
        let noise = tableau.keepsShallowCells ? 1e-13 : 1e-10
        while true {
            pivots += 1
            if pivots > limit { throw InternalSolverError(message: "the artificial simplex exceeded \(limit) pivots (rounding cycle)") }
            // The objective is the artificial variable, which is restricted: below zero it has
            // passed its minimum by rounding, and the phase is done. Another pivot would take its
            // row as a limit (see `artificialRow`) at a negative ratio, and leave the entering
            // symbol below zero, unnoticed: large-session seed 890083 pivoted c3's slack in
            // through the artificial row at -3e-8 on a cell of -5e-8, and `0.1 x4 + 0.66 <= 0`
            // ended 0.61 below its bound. (Stopped, the variable leaves at zero, see the caller.)
            if tableau.constant(ofRow: slot) < 0 { return valueScaleBeforeResidue }
            var entering = noSymbol
            tableau.forEachCell(inRow: slot) { s, c in
                guard kinds[Int(s)] != .dummy else { return }
                let scale = rowSums.noteMagnitude(c, of: s)
                if c < -noise * scale && (entering == noSymbol || s < entering) && !unlimited.contains(s) { entering = s }
            }
            if entering == noSymbol { return valueScaleBeforeResidue }
            let artificialLimit = artificialRow(of: artificial, limiting: entering)
            guard var leaving = leavingRow(for: entering) ?? leavingRowAmongRestricted(for: entering)
                    ?? leavingRowJudgedByItsRow(for: entering) ?? artificialLimit else {
                // The artificial objective is bounded below (it is the artificial variable, which
                // is restricted), so a negative reduced cost that no row limits is rounding noise
                // (seed 7451 shrunk: -8e-16 beside cells of 0.1 to 23, in a column whose only
                // limit was a cell of noise, see `leavingRow`): leave the symbol out of the phase.
                // (Only once the artificial variable has left the basis: its row limits every
                // negative cost until then.)
                unlimited.append(entering)
                continue
            }
            // The artificial variable's row is a limit wherever it comes first, not only where no
            // other row is: its cell is the entering cost the phase judged real, and a ratio test
            // that reads it as residue beside its row lets the artificial variable pass zero
            // (large-session seed 6309286: c7's row reached c4's slack through a true -3.8e-13
            // beside 38, skipped; c1's slack limited at a step five times longer, the artificial
            // variable went to -34.95, and eight constraints that hold at x0 = 5.5e10 were
            // refused).
            if let artificialLimit,
               step(of: entering, direction: 1, limitedBy: artificialLimit) < step(of: entering, direction: 1, limitedBy: leaving) {
                leaving = artificialLimit
            }
            if valueScaleBeforeResidue == nil
                && Swift.abs(tableau.coefficient(of: entering, inRow: leaving)) < 1e-9 * tableau.largestMagnitude(inRow: leaving) {
                valueScaleBeforeResidue = variableValueScale()
            }
            pivot(entering, leaving)
        }
    }

    // MARK: Removing a constraint

    /// Takes `constraint`'s row out of the tableau without optimising the objective.
    mutating func erase(_ constraint: Constraint) throws {
        guard let (slot, record) = records.removeEntry(forKey: constraint) else {
            throw SolverError.unknownConstraint(constraint)
        }
        // Remove the error weights from the objective *before* pivoting, or substituting into the
        // objective would bring them back.
        for symbol in [record.marker, record.other] where symbol != noSymbol && kinds[Int(symbol)] == .error {
            weigh(symbol, strength: record.strength, sign: -1)
        }
        // What the weights leave of the errors' own costs is real, however small beside the
        // weights (what the other errors owe them through the rows), and the pivot below can
        // multiply it into every column: a hierarchical cost that cancelled is recomputed now,
        // before that pivot (weighted ones are, as their weight is taken off, see
        // `Objective.removeWeight(_:of:in:)`).
        if objective.hasCancelled { _ = objective.restoreCancelled(in: tableau) }
        let marker = record.marker
        if let slot = tableau.row(ofBasic: marker) {
            tableau.removeRow(slot)
        } else if let slot = markerLeavingRow(marker) {
            let leaving = tableau.basic(ofRow: slot)
            if kinds[Int(leaving)] == .external {
                // Through an external's row (no restricted row holds the marker as a limit): the
                // external becomes parametric, and the row's other externals, parametric already,
                // reach the rows that hold the marker, restricted ones included (see
                // `freeVariableToMove`).
                noteFreeVariables(inRow: slot)
            }
            if markerPivotAsksForRepair(marker, inRow: slot) {
                // A pivot element a billion times below its column's largest multiplies that much
                // into every row that holds the marker, and the optimisation that follows cancels
                // it out again, digits and all (soak seed 817925: c2's slack left through c1's
                // error row at a true -1.3e-13 beside 133, made cells of 1e15, and the rows of x0
                // and x1 cancelled from 2.5e16 to 0, their true 542 and 58.8 lost). Ask for a
                // repair, whose rows are recomputed from the constraints. So does a cell of the
                // marker far below its column and its row elsewhere, residue more often than not,
                // which the pivot multiplies into a cell that looks real (soak seed 15437810,
                // hierarchical: removing c4 pivoted its dummy out of c3's slack row on -0.0015,
                // and x1's row, which held the dummy at a residual 1e-11 beside cells of 10,
                // exactly 0, gained -6.7e-9 on c3's slack; the edit of x1 at the next level
                // "gained" 3100 through it, x2 went to 1.55e11, and the strong c1 was left off by
                // 310 where it holds. The repair rebuilds those rows before they are trusted.)
                tableau.largeCancellations |= Tableau.shallowCancellation
            }
            // A dummy's cost is read by nothing until this substitution, which carries it into
            // every column: summed afresh, not as the pivots left it (see `Objective.recompute`).
            if kinds[Int(marker)] == .dummy { objective.recompute(marker, in: tableau) }
            // A marker without a cost changes the rows that hold it but not the objective: the
            // zero costs of its row's symbols are read again (see `Objective.reconsiderZeroCosts`).
            // (Checked here: the call copies the tableau's header.)
            let changesRowsOnly = objective.mayHoldRealCostsReadAsZero && objective.coefficient(of: marker, level: 0) == 0
            tableau.solveRow(slot, forEntering: marker, leaving: leaving)
            substitute(marker, by: slot)
            if changesRowsOnly { objective.reconsiderZeroCosts(inRow: slot, of: tableau) }
            tableau.removeRow(slot)
        }
        // The marker and the other error occur in no other constraint, so no remaining row can
        // hold them; freeing purges any rounding residue.
        freeSymbol(marker)
        if record.other != noSymbol { freeSymbol(record.other) }
        let terms = constraint.expression.terms
        termSymbols.removeAllKeepingBuffer()
        for term in terms { termSymbols.append(symbol(of: term.variable)!) }
        let key = TwinKey(terms, symbols: termSymbols)
        // The twins hold slots of constraints held, and `constraint` held `slot` until now.
        twins.removeValue(slot, for: key)
        for s in termSymbols {
            users[Int(s)] -= 1
            if users[Int(s)] == 0 { freeSymbol(s) }
        }
    }

    /// Whether pivoting `marker` into the basis in the row in `slot` (to remove its constraint)
    /// asks for a repair (see `erase`): when its cell there is below 1e-9 of the column's
    /// largest, or when another row holds it at a cell below 1e-9 of the column's largest and of
    /// its own row's largest (residue more often than not, which the pivot would multiply into a
    /// cell that looks real).
    ///
    /// - Complexity: O(column of `marker`), plus O(row) for each cell that small beside its
    ///   column (rare: a layout's markers hold cells of one scale).
    @inline(never)  // kept out of `erase`, which stays small enough for its own inlining
    func markerPivotAsksForRepair(_ marker: Symbol, inRow slot: Int32) -> Bool {
        var columnScale = 0.0, pivot = 0.0, smallestElsewhere = Double.infinity
        tableau.forEachCell(inColumn: marker) { row, c in
            let magnitude = Swift.abs(c)
            columnScale = Swift.max(columnScale, magnitude)
            if row == slot { pivot = magnitude } else { smallestElsewhere = Swift.min(smallestElsewhere, magnitude) }
        }
        if pivot < 1e-9 * columnScale { return true }
        guard smallestElsewhere < 1e-9 * columnScale else { return false }
        var found = false
        tableau.forEachCell(inColumn: marker) { row, c in
            let magnitude = Swift.abs(c)
            if row != slot && magnitude < 1e-9 * columnScale && magnitude < 1e-9 * tableau.largestMagnitude(inRow: row) {
                found = true
            }
        }
        return found
    }

    /// The row from which a marker that must enter the basis (to be removed) should take the place
    /// of the basic symbol.
    ///
    /// First choice: a row whose basic symbol is the dummy of a redundant required equality. Such
    /// a row says "that constraint follows from this one"; pivoting there (a degenerate pivot: its
    /// constant is zero) hands the removed constraint's role to its twin. kiwi skips this step and
    /// can silently drop the twin. Then, as kiwi does: the restricted row that keeps the tableau
    /// feasible, else any row.
    @inline(__always)  // see `chooseSubject`: out of line, a call from mutating code copies the solver
    func markerLeavingRow(_ marker: Symbol) -> Int32? {
        var twin: Int32? = nil, first: Int32? = nil, second: Int32? = nil, third: Int32? = nil
        var r1 = Double.infinity, r2 = Double.infinity, largest = 0.0
        var b1 = noSymbol, b2 = noSymbol, b3 = noSymbol, bTwin = noSymbol, bExternal = noSymbol
        // Among twins: the largest cell's, unless a twin whose row's constant is exactly zero has
        // a cell of at least 1/100 of it (then the largest such). A redundant equality's row
        // reads zero in exact arithmetic; a constant it holds beside that is rounding (its cells'
        // residue times the values its parameters took), and a pivot there hands it on to every
        // row of the marker, dummies' rows included, whose rounding below zero no pivot can raise
        // (large-session seed 2452375, hierarchical: c6 is -3 c5 and c7 is c4 + c6 in decimal;
        // removing c5 pivoted its dummy out of c7's row, `d15 = 8.5e-12 + d12 - 3.0000000000001137
        // d13 + ...`, for its cell's last digits, beside c6's exact `d14 = -3 d13`, and c6's row
        // read -8.5e-12: "the dual simplex found no entering symbol").
        var twinAtZero: Int32? = nil, largestAtZero = 0.0, bTwinAtZero = noSymbol
        // Among external rows: the smallest basic symbol's, unless its cell is below 1/100 of
        // another external row's (then the largest cell's), as `chooseSubject` picks a subject
        // (threshold pivoting). Pivoting on residue solves that row for the marker and removes
        // it with the marker: soak seed 363254 removed c0 through x1's cell of -4.6e-13 (x1's
        // row, c2's `10 x2 + 1e-6 x1 == 40` solved for x1, holds no c0 at all in exact
        // arithmetic) beside x0's true 0.0067, and c2 was lost with the row. And a true small
        // cell multiplies the other rows by its inverse: soak seed 31153188 removed c1 through
        // x0's cell of 2e-11 beside x1's 1e-3, which left c0's row solved for x1 as `x1 = 5e7 x0
        // - 1e6 s2 + ...`; the required `100 x1 - 1e-6 x0 >= 43` added next lost its x0 term
        // beside 5e9 (below a double's last digit there), and held x1 at 0.43 where 0.43 + 1e-8 x0
        // is its bound. (The cut was 1e-9, for residue alone.)
        var c3 = 0.0, largestExternal = 0.0, bestExternal: Int32? = nil
        // A restricted row's cell that is residue beside both its column and its row (as in
        // `leavingRow`) is no limit: it is zero in exact arithmetic (soak seed 333829: -4.3e-20
        // in c1's slack row beside the column's 8000 was the only negative cell; the pivot's
        // ratio of 1.7e21 wiped every constant, and c0, a required equality, read -22 = 0).
        // Nor is a redundant equality's such cell a twin: that equality follows from others
        // (large-session seed 363903: c17 and c18 are c10 + c0 and 2 c10 + c0 exactly, and their
        // dummies' rows held c24's dummy at -5.7e-16 beside cells of 1; removing c24 pivoted
        // there, cells of 1.5e22 followed, and the optimum was lost, a weighted error of 1.2e10
        // for 2.4e8).
        let columnScale = tableau.largestMagnitude(inColumn: marker)
        tableau.forEachCell(inColumn: marker) { slot, c in
            let basic = tableau.basic(ofRow: slot)
            guard basic != noSymbol else { return }
            if kinds[Int(basic)] != .external && Swift.abs(c) < 1e-9 * columnScale
                && Swift.abs(c) < 1e-13 * Swift.max(1, tableau.largestMagnitude(inRow: slot)) { return }
            // (Ties go to the smallest basic symbol, never to the column's order: see
            // `Tableau.reducedCost(of:relativeNoise:weight:)`.)
            switch kinds[Int(basic)] {
            case .dummy:
                if Swift.abs(c) > largest || (Swift.abs(c) == largest && basic < bTwin) {
                    twin = slot; largest = Swift.abs(c); bTwin = basic
                }
                if tableau.constant(ofRow: slot) == 0
                    && (Swift.abs(c) > largestAtZero || (Swift.abs(c) == largestAtZero && basic < bTwinAtZero)) {
                    twinAtZero = slot; largestAtZero = Swift.abs(c); bTwinAtZero = basic
                }
            case .external:
                if third == nil || basic < b3 { third = slot; b3 = basic; c3 = Swift.abs(c) }
                if Swift.abs(c) > largestExternal || (Swift.abs(c) == largestExternal && basic < bExternal) {
                    bestExternal = slot; largestExternal = Swift.abs(c); bExternal = basic
                }
            default:
                if c < 0 {
                    let r = -tableau.constant(ofRow: slot) / c
                    if r < r1 || (r == r1 && basic < b1) { r1 = r; first = slot; b1 = basic }
                } else {
                    let r = tableau.constant(ofRow: slot) / c
                    if r < r2 || (r == r2 && basic < b2) { r2 = r; second = slot; b2 = basic }
                }
            }
        }
        if c3 < 0.01 * largestExternal { third = bestExternal }
        if twinAtZero != nil && largestAtZero >= 0.01 * largest { twin = twinAtZero }
        return twin ?? first ?? second ?? third
    }

    /// Whether a row of a redundant required equality (a basic dummy) holds `marker`: shifting
    /// the marker's constant would then move that dummy off zero.
    @inline(__always)  // see `chooseSubject`: out of line, a call from mutating code copies the solver
    func hasRedundantTwin(_ marker: Symbol) -> Bool {
        hasCell(of: marker) { $0 == .dummy }
    }

    /// Whether `symbol` has a cell in a row whose basic symbol's kind satisfies `isWanted`.
    /// O(column).
    @inline(__always)
    func hasCell(of symbol: Symbol, inRowWhoseBasicIs isWanted: (SymbolKind) -> Bool) -> Bool {
        var found = false
        tableau.forEachCell(inColumn: symbol) { slot, _ in
            let basic = tableau.basic(ofRow: slot)
            if basic != noSymbol && isWanted(kinds[Int(basic)]) { found = true }
        }
        return found
    }

    // MARK: Pivoting

    /// Replaces `symbol`, which has just become basic in the row in `slot`, by that row's
    /// expression in every other row (only those its column lists) and in the objective.
    mutating func substitute(_ symbol: Symbol, by slot: Int32) {
        negativeRows.removeAllKeepingBuffer()
        tableau.substitute(symbol, by: slot, negativeRows: &negativeRows)
        for target in negativeRows {
            let basic = tableau.basic(ofRow: target)
            if basic != noSymbol && kinds[Int(basic)] != .external { infeasibleRows.insert(basic) }
        }
        objective.substitute(symbol, by: slot, of: tableau)
    }

    /// Makes `entering` basic in the row in `slot`, whose basic symbol leaves the basis.
    mutating func pivot(_ entering: Symbol, _ slot: Int32) {
        let leaving = tableau.basic(ofRow: slot)
        tableau.solveRow(slot, forEntering: entering, leaving: leaving)
        substitute(entering, by: slot)
    }

    /// The primal ratio test: among the restricted rows where `entering` has a negative
    /// coefficient, the one that limits its increase first (ties: the smallest basic symbol).
    ///
    /// A coefficient below 1e-15 of the column's largest, and below 1e-7 of its own row (the
    /// basic symbol's 1 included), is cancellation residue that `cancels` could not recognise
    /// (its operands were small too), not a limit: pivoting on it multiplies the row by 1e15 or
    /// more, and the constant scales with it, until the artificial phase's allowance accepts a
    /// real contradiction (seed 7451: a degenerate pivot on -1.5e-18 in a column whose largest
    /// cell is 13 made a scale of 2e19 and accepted a residual of 54). The row it would have
    /// limited can only go negative by rounding; the dual simplex clears that. Small beside its
    /// column alone, a cell is no residue: columns span the scales of all rows (soak seed
    /// 194642: x1's edit error held -1e14 in a slack's row, 1e8 per unit of x2 times c4's 1e6,
    /// and a true -0.05 in a new edit error's row of cells of 1; skipped, the pivot went to a
    /// row that limited later, the edit error went negative, and the primal simplex carried on
    /// from an infeasible basis to an error basic at -1.1e6,
    /// `RegressionTests.primalRatioTestKeepsATrueCellSmallBesideItsColumn`). The row test is
    /// coarse (1e-7) on purpose: cells of 1e-12 of their row, beside columns of 1e6, are the
    /// residue of rows that carry rounding of their own (soak seed 176151 failed with 1e-13).
    ///
    /// A coefficient below 1e-13 of its own row's largest is residue too, even when the whole
    /// column is small: a residue cell that cancellation over several pivots left just above
    /// `cancels`' threshold (the operands carried rounding of their own) is a limit only by
    /// accident, and dividing the row by it puts cells of 1e13 in the tableau and wrecks every
    /// value (seed 24784: the artificial phase pivoted on -9.1e-18 in a row of cells of 10 and
    /// ended with x3 = -8.4 instead of 4.1; seed 24974: a primal pivot on -2.7e-13 in a row of
    /// cells of 11.7 gave constants of 2.5e15). The row is read only for a cell that is small
    /// beside its column (1e-9 of the largest), which is rare.
    @inline(__always)  // called from mutating code: out of line, it copies the whole solver first
    func leavingRow(for entering: Symbol) -> Int32? {
        leavingRow(for: entering, columnScale: tableau.largestMagnitude(inColumn: entering), direction: 1)
    }

    /// ``leavingRow(for:)`` for a free variable that decreases (`direction` -1): the rows where
    /// its coefficient is positive limit it.
    func leavingRow(for entering: Symbol, direction: Double) -> Int32? {
        leavingRow(for: entering, columnScale: tableau.largestMagnitude(inColumn: entering), direction: direction)
    }

    /// The row of the artificial variable `artificial`, if it is still basic and `entering`'s
    /// cell there is negative: a limit of the artificial phase wherever it comes first, and its
    /// last where no other row limits (see ``optimizeArtificial(_:artificial:)``), which the tests
    /// above read as residue when the cell is far below the row's others. That row is the artificial
    /// objective itself (both were made from the new row, and every pivot changed them alike), so
    /// a cell that the phase judged a real reduced cost is as real there: it is where the
    /// artificial variable reaches zero. Large-session seed 174934: `-0.03 x8 + 0.3 x3 == 0`'s
    /// row held c5's slack at a true -1.5e-17 (x8's 5e-16 times 0.03, a product of small
    /// coefficients, not a cancellation) beside a dummy's -120; no row limited it, the phase
    /// stopped at a residual of 21.6, and a constraint that holds at x2 = 1.44e12 was refused.
    /// (What a pivot on residue reaches is checked by the caller.) Off the hot path.
    func artificialRow(of artificial: Symbol, limiting entering: Symbol) -> Int32? {
        guard let slot = tableau.row(ofBasic: artificial), tableau.coefficient(of: entering, inRow: slot) < 0 else { return nil }
        return slot
    }

    /// ``leavingRow(for:)`` with the column's noise judged against its restricted rows only, for
    /// the artificial phase when that found no limit: a cell of an external row bounds nothing,
    /// and a large one must not make a true small cell of a restricted row read as residue (seed
    /// 103817: the required `-1e-6 x0 - 1.6 == 0`, whose only limit is s5's true cell of
    /// -1.96e-10 in the artificial row, was refused because x2's row holds s5 at 980392, 1e-15 of
    /// which is 9.8e-10). The row's own test (1e-13 of its largest) still applies. Off the hot
    /// path: only where the usual test found no row.
    func leavingRowAmongRestricted(for entering: Symbol) -> Int32? {
        var largest = 0.0
        tableau.forEachCell(inColumn: entering) { slot, c in
            let basic = tableau.basic(ofRow: slot)
            guard basic != noSymbol && kinds[Int(basic)] != .external else { return }
            largest = Swift.max(largest, Swift.abs(c))
        }
        return leavingRow(for: entering, columnScale: largest, direction: 1)
    }

    /// ``leavingRow(for:)`` with a cell judged residue only beside its own row (below 1e-13 of
    /// its largest cell, see ``residueScale(ofRow:)``), for the artificial phase when neither test
    /// above found a limit: a row whose cells are all small (an artificial row built from
    /// `1e-6 x0 == 0`: cells of 1e-10 and 1e-12) is no row of rounding beside 1 (soak seed
    /// 936517: its true -1.25e-14, the only limit, was skipped beside a column's 1e4 and the row's
    /// "1", and a feasible constraint was refused 7.8e-11 short). Off the hot path.
    func leavingRowJudgedByItsRow(for entering: Symbol) -> Int32? {
        leavingRow(for: entering, columnScale: tableau.largestMagnitude(inColumn: entering), direction: 1, judgedByRowOnly: true)
    }

    /// The ratio test of ``leavingRow(for:)``, with `largest` as the column's scale for telling
    /// residue from a limit, for `entering` moving in `direction` (1 up, -1 down).
    @inline(__always)
    private func leavingRow(for entering: Symbol, columnScale largest: Double, direction: Double,
                            judgedByRowOnly: Bool = false) -> Int32? {
        var skipped = false
        return leavingRow(for: entering, columnScale: largest, direction: direction, judgedByRowOnly: judgedByRowOnly,
                          skipped: &skipped)
    }

    /// ``leavingRow(for:)`` for `entering` moving in `direction`, setting `skipped` when it read
    /// a restricted row's cell as residue (see ``optimize()``).
    @inline(__always)
    func leavingRow(for entering: Symbol, direction: Double, skipped: inout Bool) -> Int32? {
        leavingRow(for: entering, columnScale: tableau.largestMagnitude(inColumn: entering), direction: direction,
                   judgedByRowOnly: false, skipped: &skipped)
    }

    /// How far `entering`, moving in `direction`, goes before the row in `slot` (a limit of it)
    /// reaches zero: the ratio the primal ratio test compares.
    func step(of entering: Symbol, direction: Double, limitedBy slot: Int32) -> Double {
        -tableau.constant(ofRow: slot) / (direction * tableau.coefficient(of: entering, inRow: slot))
    }

    @inline(__always)
    private func leavingRow(for entering: Symbol, columnScale largest: Double, direction: Double,
                            judgedByRowOnly: Bool, skipped: inout Bool) -> Int32? {
        var test = RatioTest()
        let noise = 1e-15 * largest
        tableau.forEachCell(inColumn: entering) { slot, cell in
            let c = direction * cell
            guard c < 0 else { return }
            let basic = tableau.basic(ofRow: slot)
            guard basic != noSymbol && kinds[Int(basic)] != .external else { return }
            if -c < 1e-9 * largest {  // rare: read the row only then
                let rowScale = residueScale(ofRow: slot)
                if -c < 1e-13 * rowScale || (!judgedByRowOnly && -c <= noise && -c < 1e-7 * Swift.max(1, rowScale)) {
                    skipped = true
                    return
                }
            }
            test.offer(slot, basic: basic, ratio: -tableau.constant(ofRow: slot) / c)
        }
        return test.best
    }

    /// The primal ratio test among the rows of the basic errors of the level that decides
    /// `entering`'s reduced cost (hierarchical model), each cell judged at that level's noise
    /// bound, for when ``leavingRow(for:)`` found no limit: those rows make the cost (it is the
    /// sum of their cells, each error weighted 1), so a cost that the objective reads as real
    /// has its limit there, in a cell that the objective reads as real too. The row tests of
    /// ``leavingRow(for:)`` read a true cell far below its row as residue (soak seed 1143540:
    /// c5's error row held c4's slack at a true -1e-12, c5's 1e-6 times c4's 1e-6, beside 250;
    /// read as no limit, the slack's level-535542 cost of -1e-12 was cleared as noise, though
    /// that level's bound is 2.5e-13, and c5 ended 300 off where x2 = -3e8 meets it). A cost
    /// below the bound is noise and is cleared as before (seed 974534's -5.55e-19).
    ///
    /// A cost below the bound that `optimize()` has just summed afresh from those rows and found
    /// real (`recomputedNoise`, its noise bound then) is judged at that noise instead, its cells
    /// too, with the row's own residue test (1e-13 of ``residueScale(ofRow:)``): the bound that
    /// let it enter must be the bound that finds its limit. Soak seed 6981624 (shrunk): the
    /// strong `1e-6 x0 == 0`'s error row held c3's slack at a true -5e-15 (x0's 5e-9 times
    /// 1e-6), the slack's whole strong cost, below the level's bound of 1e-14 (a cell of 10 once
    /// written there) and 1e-15 of its column (c0's error row holds it at 5); entered on that
    /// cost and then cleared as noise, it left the strong error at 1.9e-13 where the same cost
    /// one pivot before had been taken (x0 = 0 is the lexicographic optimum).
    /// With cancellation flags pending, a cell at most 1e-15 of its column's largest is residue
    /// here too, as in ``leavingRow(for:)``, for a cost that the level's coarse bound reads as
    /// real: the rows it stands in may hold what their repair would remove (large-session seed
    /// 792040: after the strong `x1 + 1000 x4 == 0`, with the flags of that operation's pivots
    /// up, c9's error row held c16's slack at -3.1e-9, 1.5e-18 of the column's 2e9; the
    /// level-875049 cost it made "gained" all of c9's 878.33 over a step of 2.8e11, x2 went to
    /// -5.6e20 against the optimum's -4.4e10, and neither the repair's recomputed rows nor its
    /// rebuild came back: level 1004 read 2.2e12 where 4.4e9 is optimal, with the strongest
    /// level off by 4404). Not for a cost found real by its recomputation, whose cells are
    /// judged by their rows (large-session seed 1090328: a true -3.3e-11, a product of 1e-6 and
    /// 1e-4 coefficients, 2e-23 of a column that x0's row made 1.7e12, was the strong level's
    /// only limit; skipped, the strong error stayed at 7.2e-7 where 0 is optimal).
    /// Off the hot path: only where the usual test found no row.
    func leavingRowAmongLevelErrors(for entering: Symbol, direction: Double, recomputedNoise: Double? = nil) -> Int32? {
        guard let (level, coarseNoise) = objective.leadingLevel(of: entering) else { return nil }
        let cost = direction * objective.coefficient(of: entering, level: level)
        let noise: Double, judgedByRow: Bool
        if cost < -coarseNoise {
            (noise, judgedByRow) = (coarseNoise, false)
        } else if let recomputedNoise, cost < -recomputedNoise {
            (noise, judgedByRow) = (recomputedNoise, true)
        } else {
            return nil
        }
        let columnNoise = !judgedByRow && tableau.largeCancellations != 0 ? 1e-15 * tableau.largestMagnitude(inColumn: entering) : 0
        var test = RatioTest()
        // (The cells that only the rows' residue test turned down, in case no other is left.)
        var belowTheirRows = RatioTest()
        tableau.forEachCell(inColumn: entering) { slot, cell in
            let c = direction * cell
            guard c < -noise else { return }
            let basic = tableau.basic(ofRow: slot)
            guard basic != noSymbol && objective.levelOfError[Int(basic)] == level else { return }
            if -c <= columnNoise { return }
            if judgedByRow && -c < 1e-13 * residueScale(ofRow: slot) {
                belowTheirRows.offer(slot, basic: basic, ratio: -tableau.constant(ofRow: slot) / c)
                return
            }
            test.offer(slot, basic: basic, ratio: -tableau.constant(ofRow: slot) / c)
        }
        // A cost found real when summed afresh is the sum of these cells: if every one of them
        // reads as residue beside its row, that reading, not the sum, is wrong, and the nearest
        // of them is the limit (soak seed 47202307: c2's error row held c3's slack at a true
        // -5e-11, c2's `-5e-5 x1` times x1's 1e-6 per unit of the slack, 5e-16 of that row's
        // cells of 1e5 on other columns; read as no limit, the slack's cost at c2's level, the
        // strongest, was cleared as noise, and c2 stayed 4e5 off where it holds at x1 = -8e9).
        // The step is then the usual test's miss, and the operation's end repairs the rows. Not
        // with cancellation flags pending: the rows may then hold what their repair would remove
        // (large-session seed 792040: such a cell, -3.1e-9 on c16's slack, took x2 to -3.5e21).
        return test.best ?? (tableau.largeCancellations == 0 ? belowTheirRows.best : nil)
    }

    /// Whether `entering`'s small reduced `cost` at the hierarchical `level`, summed afresh from
    /// the rows, changes that level by no more than the rounding of its errors over the whole
    /// step the ratio test allows, past the rows of weaker levels' errors (`|cost| · step` within
    /// 2e-15 of the values of the level's errors that the step moves, ten ulps or so): then it is
    /// no cost the level can tell from zero, and the weaker levels decide, as for a cost read as
    /// noise.
    ///
    /// Not more: a true product can be that small beside its level and still be the level's
    /// gain (large-session seed 1798767: the required c3 and c4 tie x6, the error of level
    /// 2245459's `x6 == 0` at 347500, to x7 by 5e-13 per unit, c3's `-0.001 x0` times x0's 1e-10
    /// per unit of x7; lowering x7 from the weak c2's -8300 to c6's bound gains 2.5e-9, 7e-15 of
    /// the error, which a bound of 1e-14 read as rounding, and another order, or the exact
    /// optimum, ended elsewhere by 91 and 8 at level 10).
    ///
    /// Soak seed 2759641 (shrunk): after the strongest level's `40 x3 + 7 == 0` (error 289.8:
    /// three required rows hold x3 at 7.07), c6's slack s16 could take x1 from -4.85 to the
    /// medium edit's 0, a step of 485, but the rows gave it a cost of 1.33e-16 in that level
    /// (x3's row kept s16 at 3.3e-18, residue of the pivots: exactly, x3 does not depend on s16
    /// at all). Read as real, it blocked the medium gain, though its whole effect, 6.5e-14, is
    /// one ulp of 289.8. Both signs: a gain as small would undo the pivot that this one allows,
    /// and the two would alternate.
    ///
    /// Only a cost that could be the rows' rounding: below 1e-13 of the cells (other than the
    /// markers' ±1, see ``residueScale(ofRow:excludingDummies:)``, and the dummies' cells) of the
    /// rows it is summed from, as a ratio test reads a cell below 1e-13 of its row as residue.
    /// Not the dummies': fixed at zero, their cells can be huge without touching the rounding of
    /// another column's (large-session seed 476223: c0's error row held c7's dummy at 3e16,
    /// x4 being 1e13 of it, and real strong costs of -0.33 and 833 were read as rounding; the
    /// second undid the pivot the first allowed, and the simplex cycled to its pivot limit with
    /// the strong error at 2.34e20, where rounding is optimal). The step to the first limit is not the
    /// whole gain: past that limit the same direction may go on. Soak seed 7959304: c2 (`1800 -
    /// 1e-6 x0 == 0`, the strongest level) gives c0's error a true cost of -1e-12 (x0's 1e-6 per
    /// unit of it, times 1e-6), the whole of its row's cells; the first step, to c3's medium bound
    /// at x0 = 5.9e-7, gains 5.9e-13 of an error of 1800 and was read as rounding, so x0 stayed
    /// at 0 where c2 holds at x0 = 1.8e9.
    ///
    /// Nor a cost above 1e-9 of its column's largest cell, which no residue is (the rule of the
    /// ratio tests: residue is small beside its row and its column). A row's largest cell can be
    /// on another column altogether: soak seed 15268222 (hierarchical), c6 (`65 - 100 x3 == 0`,
    /// level 1004) gave c2's slack a true cost of -5e-8 (x3's -5e-10 per unit of it, times 100)
    /// in an error row whose cell on c0's slack was 1e8; the first step, to the medium edit's
    /// error at 8.4, gains 4.2e-7 of an error of 5.3e9, and was read as rounding, so x3 stayed at
    /// 5.3e7 where c6 holds at x2 = -1.06e11. The column's largest cell is 1e-6.
    ///
    /// - Complexity: O(column of `entering`); only for a cost that ``Objective/sign(of:)`` asked
    ///   to recompute (rare).
    func changesOnlyRounding(of level: Int, entering: Symbol, cost: Double) -> Bool {
        guard objective.model == .hierarchical, let limit = leavingRow(for: entering) else { return false }
        var step = 0.0, moved = 0.0, rowScale = 0.0
        tableau.forEachCell(inColumn: entering) { slot, cell in
            if slot == limit { step = -tableau.constant(ofRow: slot) / cell }
            let basic = tableau.basic(ofRow: slot)
            if basic != noSymbol && objective.levelOfError[Int(basic)] == Int32(level) {
                moved += Swift.abs(tableau.constant(ofRow: slot))
                rowScale = Swift.max(rowScale, residueScale(ofRow: slot, excludingDummies: true))
            }
        }
        guard step > 0 && Swift.abs(cost) < 1e-13 * rowScale
                && Swift.abs(cost) < 1e-9 * tableau.largestMagnitude(inColumn: entering) else { return false }
        // The step goes on past the rows of weaker levels' errors: reaching zero there only hands
        // that weaker error to its partner, at no cost to this level. Large-session seed 2316058:
        // the medium edit's error on x1 limited c7's error (entering for the strong level's true
        // -2e-10, 0.2 x2 of c3 times x2's 1e-9 per unit) at 904.75, a gain of 1.8e-7 of an error of
        // 8e9, "rounding"; the step goes on to 8e9, a gain of 1.6, and c5 ended 4e9 off.
        let strength = objective.levelStrength[level]
        var hardLimit = Double.infinity
        tableau.forEachCell(inColumn: entering) { slot, cell in
            guard cell < 0 else { return }
            let basic = tableau.basic(ofRow: slot)
            guard basic != noSymbol && kinds[Int(basic)] != .external else { return }
            let errorLevel = Int(objective.levelOfError[Int(basic)])  // (-1 unless a weighed error)
            if errorLevel >= 0 && objective.levelStrength[errorLevel] < strength { return }
            if -cell < 1e-13 * residueScale(ofRow: slot) { return }
            hardLimit = Swift.min(hardLimit, -tableau.constant(ofRow: slot) / cell)
        }
        // No such row: the gain goes on without end, which no rounding is.
        return hardLimit.isFinite && Swift.abs(cost) * Swift.max(step, hardLimit) <= 2e-15 * moved
    }

    /// The largest magnitude among the cells of the row in `slot` that arithmetic produced, for
    /// telling a cell's residue from a true value: a slack's, error's or dummy's cell of exactly
    /// ±1 is left out, a constraint's own marker (or the partner of the row's basic error), which
    /// the row holds by construction and which carries no rounding into the others. Soak seed
    /// 917095: c3's error row, `e6 = 700 + e7 - 1e-14 s2 + 2e-11 s3 + ...`, held s2's true
    /// -1e-14, x0's 1e-8 times c3's 1e-6, and beside e7's 1 the primal ratio test read it as
    /// residue: no limit, so s2's real reduced cost was cleared as noise and x0 stayed at -0.34
    /// where c3 asks -7e8. Soak seed 936517: the artificial row of c5 (`1e-6 x0 == 0`) held s5 at
    /// a true -1.25e-14 beside c5's dummy at 1, its only limit, so the phase stopped 7.8e-11 short
    /// and a feasible constraint was refused. (Off the hot path: only for a cell far below its
    /// column.)
    /// With `excludingDummies`, the dummies' cells are left out too (see
    /// ``changesOnlyRounding(of:entering:cost:)``).
    func residueScale(ofRow slot: Int32, excludingDummies: Bool = false) -> Double {
        var largest = 0.0
        tableau.forEachCell(inRow: slot) { s, c in
            let magnitude = Swift.abs(c)
            if excludingDummies && kinds[Int(s)] == .dummy { return }
            if magnitude != 1 || kinds[Int(s)] == .external { largest = Swift.max(largest, magnitude) }
        }
        return largest
    }

    // MARK: Optimising

    /// The primal simplex: pivots until no reduced cost is negative (Bland's rule: the smallest
    /// symbol with a negative reduced cost enters, so the simplex cannot cycle).
    mutating func optimize() throws {
        var pivots = 0
        let limit = pivotLimit
        // The symbol the last pivot took out of the basis (see the uncertain cost below).
        var lastLeaving = noSymbol
        // Whether the rows may still be recomputed before a pivot far below its row (see below).
        var mayRecompute = true
        // Objective cells zeroed as cancellation since the last optimisation (by weighing, an
        // erasure's pivot, the dual simplex) are recomputed first, and after each pivot: a real
        // reduced cost lost that way is lost for good once its symbol enters the basis (seed
        // 36077, see ``Objective/restoreCancelled(in:)``).
        if objective.hasCancelled { _ = objective.restoreCancelled(in: tableau) }
        // (A negligible cost left unused must not reach a later substitution, by either simplex.)
        defer { objective.forgetNegligibleCost() }
        while true {
            let entering: Symbol
            var direction = 1.0
            var recomputedNoise: Double? = nil
            if let candidate = objective.popEntering(isEligible: { s in
                let kind = kinds[Int(s)]
                return kind != .dummy && kind != .unused && !tableau.isBasic(s)
            }) {
                if let level = objective.uncertainLevel {
                    // Its sign hangs on a value read as noise: recompute it from the rows.
                    var (value, noise) = objective.freshReducedCost(of: candidate, level: level, in: tableau)
                    // Never for the symbol the last pivot took out: its cost there is the
                    // entering cost divided by the pivot cell, exactly the reverse of the gain
                    // just taken, real however small; read as rounding, the weaker levels undo
                    // that pivot, and the next takes it again, to the pivot limit (soak seed
                    // 19398858: s2 entered for a strongest-level cost of -4e-8 over a step of
                    // 2.8e-9; s3, which left, then cost +2e-17 there, "rounding" over its step,
                    // and entered back for the medium level's -1e-10; e9's -0.3 at the strongest
                    // level, 1180 of error to gain, was never reached, and x0 stayed at 1 where
                    // the optimum has -2.93). Nor read as residue by the sum afresh, which then
                    // finds no term at all: it keeps the cost the pivot gave it (large-session
                    // seed 8157265: c3's error entered for a strong cost of -3.75e-9, a product of
                    // 1e-6 and 0.00375, and the weak c2's error left; its strong cost, 3.75e-9
                    // times 4e-5, was 1e-22 of its row and 4e-15 of its column, residue to the
                    // sum, and the medium level took it back in: x2 stayed at 2000 where the
                    // strong level gains 0.012 at 3.2e8, and the weak error at 8e10).
                    if candidate == lastLeaving && value == 0 && noise == 0 {
                        let stored = objective.coefficients[level][Int(candidate)]
                        if stored != 0 { (value, noise) = (stored, 0) }
                    }
                    let real = Swift.abs(value) > noise
                    let negligible = real && candidate != lastLeaving
                        && changesOnlyRounding(of: level, entering: candidate, cost: value)
                    // With cancellation flags pending, the rows this is summed from may hold
                    // residue that their repair would remove, or have lost a true cell: a cost
                    // this small can then block a real gain at a weaker level, or enter on
                    // residue, until the window's end. The repair comes at the end of the
                    // operation instead (large-session seed 333166: x3's row kept c0's slack at
                    // 3.4e-10, residue of this operation's pivots, a positive cost at level 1004
                    // that blocked the weak level's -10000, whose error read 3.9e7 where 4914 is
                    // optimal). (Flags pending only: no benchmark workload has one.)
                    if tableau.largeCancellations != 0 { repairsAtOnce = true }
                    // A cost real by its bound but within 1e-6 of its terms (a near tie) is only
                    // as good as the rows' digits, and rows can lose eight of them with no flag:
                    // the repair recomputes them for their basis (soak seed 22239216: two medium
                    // constraints trading 1:1 through `0.3 x1` read a cost of 8.5e-9 after pivots
                    // on cells of 1e8 and 2e-8, and a weak error of 5.8e9 stayed where 3858 is
                    // optimal). (Small tableaux only, see `historyCancellation`; no benchmark
                    // workload meets such a cost.)
                    if real && !negligible && Swift.abs(value) <= 1000 * noise {
                        tableau.largeCancellations |= Tableau.historyCancellation
                    }
                    guard objective.settle(candidate, value: value, noise: noise, negligible: negligible) else { continue }
                    recomputedNoise = noise
                }
                entering = candidate
            } else if !freeParametric.isEmpty, let free = freeVariableToMove() {
                (entering, direction) = free
            } else {
                break
            }
            var skippedResidue = false
            let usualLimit = leavingRow(for: entering, direction: direction, skipped: &skippedResidue)
            // Where the usual test found no row, or read a cell as residue, the rows of the
            // deciding level's errors are asked too (see `leavingRowAmongLevelErrors`): they make
            // the cost, and a cost read as real has its limit there, which can come before the
            // usual test's row, not only in its place. Soak seed 51921748 (hierarchical): the
            // strong `1e-6 x2 >= 0`'s error row held the weak edit's error at a true -1e-16 (1e-6
            // times x2's 1e-10 per unit of x0, through the required `-1e-4 x0 - 1e6 x2 == 0`), the
            // whole of its strong cost; read as residue beside the column's 1, the step went on to
            // c0's bound at x0 = -2900, where the strong error reaches zero at x0 = 0, and the
            // weak level paid 3097 for 197. (A skipped cell is rare; hierarchical only.)
            var leaving = usualLimit
            if usualLimit == nil || (skippedResidue && priorities == .hierarchical),
               let levelLimit = leavingRowAmongLevelErrors(for: entering, direction: direction, recomputedNoise: recomputedNoise),
               usualLimit.map({ step(of: entering, direction: direction, limitedBy: levelLimit)
                                  < step(of: entering, direction: direction, limitedBy: $0) }) ?? true {
                leaving = levelLimit
            }
            guard let slot = leaving else {
                // The objective is a sum of non-negative errors, so it is bounded below: a negative
                // reduced cost that nothing limits, not even the rows that make it, is rounding
                // noise (kiwi reports "the objective is unbounded" here). Its true value is zero.
                objective.clearLeadingLevel(entering)
                continue
            }
            // A limit that only the level's errors found is a cell that the usual test read as
            // residue beside its column: true, or the residue of a true cell lost below 1e-15 of
            // its operands, where no flag can be raised. Either way the rows are recomputed for
            // the new basis at the end of the operation (large-session seed 1480711: c3's error
            // row had lost a true 6.25e-16 on c1's slack beside 1.25; a pivot through a cell of
            // 6.25e-7 made the loss a stale -2.5e-8 on c8's slack, 1e-16 of its column, and the
            // step it allowed "cleared" a medium error that no step can, x6 going to 4.1e16 where
            // the weak error's optimum has 2.5e9; the recomputed basis is singular, and the
            // rebuild finds the optimum). (Hierarchical only, and only where the usual test found
            // no row or skipped a cell: no benchmark workload gets here.)
            if slot != usualLimit {
                tableau.largeCancellations |= Tableau.deepCancellation
                repairsAtOnce = true
            }
            // Bland's rule cannot cycle in exact arithmetic, but reduced costs at the level of
            // rounding (objective cells of 1e13 beside weights of 1) can flip sign pivot after
            // pivot. Every primal pivot keeps the tableau feasible, so stopping after far more
            // pivots than any layout needs leaves a solution that is optimal up to rounding.
            pivots += 1
            if pivots > limit { break }
            // A pivot on a cell far below its row's others, with cancellation flags pending, can
            // be a pivot on residue that the flags' repair would have removed: the rows it writes
            // can then lie about every level with each required constraint holding, the test
            // that makes a repair urgent (large-session seed 257651: removing c30 left e29's row
            // a cell of -3.6e-6 beside 1e8 on c14's slack, which c30's x7 no longer reaches; the
            // medium level "gained" 2.45e11 through it, x7 went to -6.8e15, and the weak level's
            // error read 7.5e17 where 1.1e5 is optimal, until the window's end). Then the repair
            // comes at the end of the operation. (Flags pending only: one more row scan then.)
            // Before such a pivot, the rows are recomputed for their basis if they can be (once
            // per optimisation, see `recomputesRowsBeforeAPivot`); that recomputation optimises
            // them to the end itself.
            if tableau.largeCancellations != 0 && (!repairsAtOnce || mayRecompute)
                && Swift.abs(tableau.coefficient(of: entering, inRow: slot)) < 1e-9 * tableau.largestMagnitude(inRow: slot) {
                if mayRecompute {
                    mayRecompute = false
                    if recomputesRowsBeforeAPivot() { return }
                }
                repairsAtOnce = true
            }
            lastLeaving = tableau.basic(ofRow: slot)
            pivot(entering, slot)
            // The ratio test chose this row as the first limit, so the entering symbol's value is
            // at least zero, unless a true limit was read as residue (see `leavingRow`); then
            // the dual simplex below restores feasibility (one comparison per pivot).
            if tableau.constant(ofRow: slot) < 0 && kinds[Int(entering)] != .external { infeasibleRows.insert(entering) }
            if objective.hasCancelled { _ = objective.restoreCancelled(in: tableau) }
        }
        // Primal pivots keep every restricted row feasible up to rounding; clear what rounding
        // left negative before anyone relies on it.
        // (Not followed by the primal simplex again, see `dualOptimize`'s `thenOptimize`.)
        if !infeasibleRows.isEmpty { try dualOptimize() }
    }

    /// Recomputes the rows for the current basis (``refactor(tracingFactors:)``, which then
    /// optimises them itself) before a primal pivot on a cell far below its row's others
    /// with cancellation flags pending, and returns true if it could: such a cell can be the
    /// residue of a true cell that the flagged substitutions dropped, and a pivot on it writes
    /// that residue into every row that holds the entering symbol, with a step as large as the residue is
    /// small. The rows recomputed for the basis before that pivot have the dropped cell back and
    /// the residue gone; the repair at the end of the operation comes too late, because the pivot
    /// has taken the rows to a basis that is itself singular exactly, where no recomputation
    /// can go, and a rebuild can take the same path of pivots again.
    ///
    /// Large-session seed 3733839: c8 (`-0.1 x6 + 10000 x11 + 990 <= 0`) ties x11 to x6, which
    /// c0 and c2 fix; a pivot dropped x11's true -5e-10 on c3's slack, cancelled from 25, and
    /// the next left x11's row 2e-14 of c7's slack, where the true cell is 0. The weak c9
    /// (`1000 x11 == 4000`) read it as a cost of -2e-11 and its error row as the limit, 4000
    /// away at a step of 2e14: c7's slack entered there, x11's row became c9's alone, and c8 was
    /// off by 4e4 among terms of 1e3.
    ///
    /// Tried once per call of ``optimize()``, and not in the optimisation that the recomputation
    /// runs (``isRecomputingBeforeAPivot``); outside a transaction (its journal
    /// holds the rows being replaced), and not while a row that no constraint owns yet is in the
    /// tableau (the artificial phase's, or a new row's inside `insert`: ``refactor(tracingFactors:)``
    /// needs one row per constraint held, and declines otherwise).
    /// - Complexity: O(r² · s), only for a pivot that far below its row with flags pending
    ///   (no benchmark workload has one).
    mutating func recomputesRowsBeforeAPivot() -> Bool {
        guard !isRecomputingBeforeAPivot && !tableau.isJournaling else { return false }
        var recomputed = self
        recomputed.isRecomputingBeforeAPivot = true
        guard (try? recomputed.refactor()) == true else { return false }
        recomputed.isRecomputingBeforeAPivot = false
        self = recomputed
        return true
    }

    /// The dual simplex: with the objective optimal, pivots until no restricted row is negative
    /// (Bland's rule: the smallest infeasible basic symbol leaves; the entering symbol has the
    /// smallest ratio of reduced cost to coefficient, ties to the smallest symbol).
    ///
    /// With `acceptsResidue` false, a row below zero only by rounding is an error instead of a
    /// zero: for a caller that has a better judge of such a row (see ``addWithDualSimplex(_:)``).
    /// With it, or with `pivotsOnResidue` false, so is a row whose only entering cell is far
    /// below the row's others (see the loop).
    /// With `thenOptimize` (and `acceptsResidue`), the primal simplex follows when the dual ratio
    /// test may have left a reduced cost negative: after skipping a tiny cell, or with a free
    /// variable's cost not zero (see the end). Only the public operations that run no primal
    /// simplex of their own ask for it (a suggestion, a new constant): inside an addition the
    /// primal simplex runs next anyway, and after the primal simplex's own clean-up the two could
    /// alternate without end when rounding leaves a row negative each time.
    mutating func dualOptimize(acceptsResidue: Bool = true, pivotsOnResidue: Bool = true, thenOptimize: Bool = false) throws {
        var pivots = 0
        var skippedTinyCell = false
        let limit = pivotLimit
        while let basic = infeasibleRows.popMin() {
            guard let slot = tableau.row(ofBasic: basic), tableau.constant(ofRow: slot) < 0 else { continue }
            // A row below zero by no more than the residue that pivots leave, a few ulps of the
            // magnitudes its constant cancelled down from (seed 19511: `s = -1.07e-14 - s'` from
            // constants of 18, where `E <= 0` and `E >= 0` pin E at exactly 0), is at zero: as in
            // addWithArtificialVariable's test. It is not pivoted on: the only positive cell of
            // such a row can be residue too, and dividing by it wrecks the tableau (seed 10055:
            // -1.1e-10 at a scale of 2e11, "raised" by a cell of 2.8e-14 beside cells of 1, put
            // cells of 3.5e15 in the rows and ended 1.9e11 above the optimum).
            let constant = tableau.constant(ofRow: slot)
            if -constant <= 1e-14 * tableau.constantScale(ofRow: slot) {
                guard acceptsResidue else {
                    infeasibleRows.removeAll()
                    throw InternalSolverError(message: "the dual simplex left a row below zero by rounding")
                }
                tableau.addToConstant(ofRow: slot, -constant)
                // A row whose history reached 1e13 reads a shift of its constant by a real 24 as
                // rounding too (soak seed 262561: a suggestion moved x0's edit error to -24 at a
                // scale of 3.2e15, zeroed, so x0 never moved). Zeroing more than 1e-9 asks for a
                // repair (see `repairAfterLargeCancellation`): its rows, recomputed from the
                // constraints, carry the scale of one elimination. Residue in a layout is far
                // smaller (none of the benchmark traces zeroes that much).
                if -constant > 1e-9 { tableau.largeCancellations |= Tableau.residueKept }
                continue
            }
            pivots += 1
            if pivots > limit {
                infeasibleRows.removeAll()
                throw InternalSolverError(message: "the dual simplex exceeded \(limit) pivots (rounding cycle)")
            }
            // A rebuild breaks ties by the largest cell, as it chooses its rows' subjects (see
            // `stableSubject`): its required rows come in before any weighted error, so every
            // ratio is 0 and Bland's smallest symbol would choose at random among cells of any
            // size (large-session seed 7443401: c9's row, through c8 solved for x1 at 1e-6, held
            // c5's slack at 100, c2's at 1e6 and c4's at 1e9, and was raised through c5's; x3's
            // row then held cells of 1e7, the feasible c11's new row cells of 1e16 beside x2's
            // true 0.01, and every rebuild refused it). Not in the session's own dual simplex:
            // Bland's rule is what keeps degenerate pivots from cycling there, and layouts are
            // degenerate often; a rebuild that cycled would meet `pivotLimit` and refuse.
            var (entering, enteringCoefficient, largest) = dualEnteringSettled(inRow: slot, above: 0, tiesToLargestCell: isRebuilding)
            // Whether the only cell that raises the row is far below its others (see below).
            var onlyTinyCell = false
            if !freeParametric.isEmpty, let free = freeVariableToEnter(inRow: slot, above: 1e-12 * largest) {
                (entering, enteringCoefficient) = (free, 1)
            }
            if enteringCoefficient <= 1e-12 * largest && entering != noSymbol {
                // The choice is a cell far below the row's others: residue of a cancellation that
                // `Tableau.cancels` could not recognise (its operands were small too), whose true
                // value is 0, chosen because its ratio (0 over a tiny cell) was the smallest.
                // Dividing the row by it multiplies rounding by as much: take the best of the other
                // cells if the row has one (seed 64391: a suggestion pivoted on a cell of 1.4e-17
                // beside 1, the slack of `E >= 0` whose twin `E <= 0` makes E == 0; the cells of
                // 3.6e13 that followed lost the twins' identity `s + s' = 0`, and the required
                // `E == 0` ended off by 6510). Skipping it lowers its reduced cost by the chosen
                // ratio times the tiny cell, no more than rounding. Without another cell, it is
                // pivoted on as before. (None of the benchmark traces comes here.)
                let other = dualEnteringSettled(inRow: slot, above: 1e-12 * largest)
                if other.symbol != noSymbol {
                    (entering, enteringCoefficient) = (other.symbol, other.coefficient)
                    skippedTinyCell = true
                } else {
                    onlyTinyCell = true
                }
            } else if enteringCoefficient < 1e-9 * largest && entering != noSymbol {
                // A small cell that won only a tie (Bland's rule: the smallest symbol among equal
                // ratios) gives way to a cell of the row's own scale with the same ratio: the same
                // step for the objective, without dividing the row by what may be residue (soak
                // seed 15843085: with no objective every ratio is 0, and c3's slack row, `-150 +
                // 4.7e-10 s2 - 10 s6 + s4`, was raised through s2's residue of `3 - 3e-6 · 1e6`,
                // to x2 = 3.2e17, where a feasible constraint was then refused). (Rare: a layout's
                // cells are of one scale.)
                let other = dualEnteringSettled(inRow: slot, above: 1e-9 * largest)
                if other.symbol != noSymbol
                    && !objective.ratio(entering, over: enteringCoefficient, isLessThan: other.symbol, over: other.coefficient) {
                    (entering, enteringCoefficient) = (other.symbol, other.coefficient)
                }
            }
            // A free variable that was never solved for is parametric in this row without being
            // among ``freeParametric`` (it has no row of its own: more variables than constraints
            // hold it), and it raises the row moving either way; it is the last resort before a
            // refusal. Its floor leaves the dummies' cells out: they never enter, and a variable
            // that equalities pin through a small coefficient gives them magnitudes that say
            // nothing of the others' residue. Large-session seed 1159372: c2's slack row read
            // `-2.9 - 1.5e-4 x0 - 2e10 d5 + 1e10 d6 - 0.06 s7`, where c3 and c4 pin x4 through their
            // difference `1e-4 x4`, and x0 (never a subject) could raise it alone; the feasible
            // `-0.005 x4 + 25 x1 - 400 x5 >= 50` was refused. (Only on the way to a refusal.)
            if entering == noSymbol,
               let free = freeVariableToEnter(inRow: slot, above: 1e-12 * residueScale(ofRow: slot, excludingDummies: true)) {
                (entering, enteringCoefficient) = (free, 1)
            }
            // No cell can raise the row, or only one far below its others: if it is the marker
            // of a required constraint that holds as written at the values to the rounding of
            // its own terms, the row is below zero by rounding that its history does not show,
            // and is zeroed (see `requiredConstraintHoldsToRounding`), its rows recomputed at the
            // operation's end. A pivot on that cell would divide the row by rounding: large-session
            // seed 4920184, where the required c8 is c1 + c5 but for 2.5e-15 x6 in the Doubles'
            // exact sum, left c8's dummy row at -2.4e-9 with x6 at 9.6e5 (2.5e-17 of c8's terms),
            // raised only by a cell of 8.4e-19 beside 1; the pivot put cells of 4e14 in the rows,
            // and the next constant change, -76 in c2's slack row, read as rounding of them.
            if (entering == noSymbol || onlyTinyCell) && acceptsResidue && requiredConstraintHoldsToRounding(marker: basic) {
                tableau.addToConstant(ofRow: slot, -constant)
                tableau.largeCancellations |= Tableau.residueKept
                continue
            }
            guard entering != noSymbol else {
                // A row that nothing can raise, really negative: the required constraints are
                // infeasible (if the row holds no unrestricted variable, see updateConstant).
                infeasibleRows.removeAll()
                throw InternalSolverError(message: "the dual simplex found no entering symbol")
            }
            if !acceptsResidue || !pivotsOnResidue {
                // Adding a row (addWithDualSimplex): a pivot element far below the row's other
                // cells multiplies rounding by as much, and the artificial phase judges such a row
                // better (seed 56851: a required equality of 1e6 x2 accepted at x0 = -1.4e17,
                // breaking a required `0.1 x1 <= 520` by 226). Likewise a required constraint's
                // new constant, whose exact path has the same judge (large-session seed 398745:
                // `x4 >= 42`, which c6 and c16 cap at 8, raised x4's slack row through x6's cell
                // of 2e-19, residue beside 0.008, to x6 = 2e20, c16 off by 5754).
                guard enteringCoefficient > 1e-12 * tableau.largestMagnitude(inRow: slot) else {
                    infeasibleRows.removeAll()
                    throw InternalSolverError(message: "the dual simplex would pivot on a tiny element")
                }
            }
            pivot(entering, slot)
        }
        // Objective cells its pivots zeroed as cancellation are recomputed here, not left for the
        // next primal simplex: suggestions alone never run one (and the list would only grow).
        if objective.hasCancelled { _ = objective.restoreCancelled(in: tableau) }
        // The ratio test keeps every restricted symbol's reduced cost optimal, but not a free
        // variable's, which improves the objective moving either way: the primal simplex moves it.
        // Nor, in the hierarchical model, a cost whose stronger level is only residue: the ratio
        // test reads it as positive there, while the primal simplex recomputes such a level (see
        // ``Objective/sign(of:)``) and lets the weaker one decide (soak seed 4688505: after a
        // suggestion's pivots, c4's medium error cost 6.7e-13 at the strong level, where its
        // true cost is 0, and -15.7 at the medium one; x1 stayed at 1.06e5, a medium error of
        // 1.06e6 where 6.4e4 is optimal).
        if acceptsResidue && thenOptimize
            && (skippedTinyCell || (pivots > 0 && priorities == .hierarchical)
                || (!freeParametric.isEmpty && freeVariableToMove() != nil)) {
            try optimize()
        }
    }

    /// A free variable (external, so unrestricted) that is parametric with a reduced cost that is
    /// not zero, and the direction that lowers the objective: up for a negative cost, down for a
    /// positive one. The primal simplex's candidates hold only negative costs, so a positive one
    /// is found here, among ``freeParametric``, when the candidates are exhausted.
    ///
    /// Cassowary keeps every external basic, so that none is parametric in a restricted row; two
    /// paths leave one there: a required row solved for its slack beside a tiny coefficient or a
    /// far boundary (``chooseSubject(_:leavesExternal:)``), and a removal through an external's
    /// row (kiwi's third choice, which kiwi never repairs). Soak seed 277364: c3,
    /// `10 x0 - 1e-6 x3 - 70 >= 0`, solved for its slack with x1 at -5e-10 after substitution;
    /// `constant c0 0` then made the dual simplex enter a strong error there, the strong level
    /// read `0.01 x1`, and x1 stayed at 0 with a strong error of 1.4e9, where x1 = -1.4e11 makes
    /// it 0.
    ///
    /// - Complexity: O(*f* × levels) for the *f* entries of ``freeParametric`` (usually none).
    mutating func freeVariableToMove() -> (symbol: Symbol, direction: Double)? {
        // Outside a transaction (whose rollback would not restore the list), entries are dropped
        // once they are basic, or at zero cost in no restricted row: such a variable reaches a
        // restricted row or the objective again only through a row that holds it, which the paths
        // above note again (churn: removals left dozens of such entries, checked after every
        // optimisation, 4.7% of the trace's instructions).
        let pruning = !tableau.isJournaling
        var found: (symbol: Symbol, direction: Double)? = nil
        var kept = 0
        for i in freeParametric.indices {
            let s = freeParametric[i]
            var keep = kinds[Int(s)] == .external && !tableau.isBasic(s)
            if keep && found == nil {
                let cost = objective.leadingCost(of: s, in: tableau)
                if cost != 0 {
                    found = (s, cost < 0 ? 1 : -1)
                } else if pruning && !isInRestrictedRow(s) {
                    keep = false
                }
            }
            if keep || !pruning {
                freeParametric[kept] = s
                kept += 1
            }
        }
        freeParametric.removeLast(freeParametric.count - kept)
        return found
    }

    /// Whether `symbol` has a cell in a row whose basic symbol is not external. O(column).
    func isInRestrictedRow(_ symbol: Symbol) -> Bool {
        hasCell(of: symbol) { $0 != .external }
    }

    /// A free variable (see ``freeVariableToMove()``) in the row in `slot`, parametric, with a
    /// cell above `floor` of either sign and a reduced cost of zero, for the dual simplex to enter
    /// (the smallest such symbol): moving either way, it raises the row at no cost, a ratio of 0
    /// that no restricted symbol beats; the ratio test, which reads positive cells only, would
    /// miss it, or find no symbol at all and call feasible constraints infeasible.
    ///
    /// - Complexity: O(row length), only while ``freeParametric`` is not empty.
    mutating func freeVariableToEnter(inRow slot: Int32, above floor: Double) -> Symbol? {
        var found: Symbol? = nil
        tableau.forEachCell(inRow: slot) { s, c in
            guard kinds[Int(s)] == .external && Swift.abs(c) > floor && (found == nil || s < found!) else { return }
            if objective.isZero(s) { found = s }
        }
        return found
    }

    /// Notes the external variables of `row`, which is solved for another symbol: parametric, in
    /// a restricted row (see ``freeVariableToMove()``). (Out of line: rare.)
    @inline(never)
    mutating func noteFreeVariables(in row: NewRow) {
        for (s, _) in row.terms where kinds[Int(s)] == .external && !freeParametric.contains(s) {
            freeParametric.append(s)
        }
    }

    /// Notes the external symbols of the row in `slot`, its basic symbol included (see
    /// ``freeVariableToMove()``). (Out of line: removals through an external's row only.)
    @inline(never)
    mutating func noteFreeVariables(inRow slot: Int32) {
        let basic = tableau.basic(ofRow: slot)
        if !freeParametric.contains(basic) { freeParametric.append(basic) }
        var symbols: [Symbol] = []
        tableau.forEachCell(inRow: slot) { s, _ in if kinds[Int(s)] == .external { symbols.append(s) } }
        for s in symbols where !freeParametric.contains(s) { freeParametric.append(s) }
    }

    /// The dual ratio test on the row in `slot`: among its cells above `floor` (dummies never
    /// enter), the one with the smallest ratio of reduced cost to cell, ties to the smallest
    /// symbol, or with `tiesToLargestCell` to the largest cell (then the smallest symbol); with
    /// the largest magnitude of the row's cells.
    ///
    /// The ratios read reduced costs with their level's coarse noise bound (a cost below it is
    /// zero). When the winner's cost was read that way at some level, ``dualEnteringSettled(inRow:above:tiesToLargestCell:)``
    /// runs the test again with such costs recomputed from the rows (see
    /// ``Objective/ratio(_:over:isLessThan:over:in:)``, seed 269666): the common case pays one
    /// check of the winner, not one of every cost read.
    @inline(__always)  // see `chooseSubject`: out of line, a call from mutating code copies the solver
    func dualEntering(inRow slot: Int32, above floor: Double, recomputingNoise: Bool = false,
                      tiesToLargestCell: Bool = false) -> (symbol: Symbol, coefficient: Double, largest: Double) {
        var entering = noSymbol
        var enteringCoefficient = 0.0
        var largest = 0.0
        func isLess(_ a: Symbol, _ ca: Double, _ b: Symbol, _ cb: Double) -> Bool {
            recomputingNoise ? objective.ratio(a, over: ca, isLessThan: b, over: cb, in: tableau)
                : objective.ratio(a, over: ca, isLessThan: b, over: cb)
        }
        tableau.forEachCell(inRow: slot) { s, c in
            largest = Swift.max(largest, Swift.abs(c))
            guard c > floor && kinds[Int(s)] != .dummy else { return }
            if entering == noSymbol || isLess(s, c, entering, enteringCoefficient)
                || (Self.winsTie(s, c, over: entering, enteringCoefficient, byLargestCell: tiesToLargestCell)
                    && !isLess(entering, enteringCoefficient, s, c)) {
                entering = s
                enteringCoefficient = c
            }
        }
        return (entering, enteringCoefficient, largest)
    }

    /// Whether `s` with cell `c` goes before `other` with cell `otherCell` among equal ratios:
    /// the smaller symbol (Bland's rule), or with `byLargestCell` the larger cell, then the
    /// smaller symbol.
    @inline(__always)
    static func winsTie(_ s: Symbol, _ c: Double, over other: Symbol, _ otherCell: Double, byLargestCell: Bool) -> Bool {
        byLargestCell ? c > otherCell || (c == otherCell && s < other) : s < other
    }

    /// ``dualEntering(inRow:above:recomputingNoise:tiesToLargestCell:)``, run again with recomputed costs when the
    /// winner's cost was read as noise (see there).
    @inline(__always)
    mutating func dualEnteringSettled(inRow slot: Int32, above floor: Double, tiesToLargestCell: Bool = false)
        -> (symbol: Symbol, coefficient: Double, largest: Double) {
        let result = dualEntering(inRow: slot, above: floor, tiesToLargestCell: tiesToLargestCell)
        guard result.symbol != noSymbol && objective.hasCostReadAsNoise(result.symbol) else { return result }
        return dualEnteringRecomputingNoise(inRow: slot, above: floor, tiesToLargestCell: tiesToLargestCell)
    }

    /// ``dualEntering(inRow:above:recomputingNoise:tiesToLargestCell:)`` with every reduced cost that its level's
    /// noise bound reads as zero recomputed from the rows. (Out of line: rare. `mutating` though
    /// it changes nothing: a non-mutating call out of line from mutating code copies the whole
    /// solver, and the compiler made that copy on every pass of the dual simplex, taken or not.)
    @inline(never)
    mutating func dualEnteringRecomputingNoise(inRow slot: Int32, above floor: Double, tiesToLargestCell: Bool)
        -> (symbol: Symbol, coefficient: Double, largest: Double) {
        dualEntering(inRow: slot, above: floor, recomputingNoise: true, tiesToLargestCell: tiesToLargestCell)
    }

    // MARK: In-place changes

    /// Gives `constraint` a new constant by the substitution `marker := marker + Δ / k` (see
    /// ``Solver/ConstraintRecord``), which shifts only the constants of the rows that hold the
    /// marker; rows that turn negative go to the dual simplex.
    mutating func shiftConstant(of constraint: Constraint, to constant: Double) throws {
        let (record, delta) = records.withValue(forKey: constraint) { record in
            let delta = constant - record.constant
            record.constant = constant
            return (record, delta)
        }!
        guard delta != 0 else { return }
        func shift(_ slot: Int32, by d: Double) {
            let value = tableau.addToConstant(ofRow: slot, d)
            let basic = tableau.basic(ofRow: slot)
            if value < 0 && basic != noSymbol && kinds[Int(basic)] != .external { infeasibleRows.insert(basic) }
        }
        if let slot = tableau.row(ofBasic: record.marker) {
            shift(slot, by: -delta / record.markerCoefficient(constraint.relation))
        } else if record.other != noSymbol, let slot = tableau.row(ofBasic: record.other) {
            shift(slot, by: delta / record.markerCoefficient(constraint.relation))
        } else {
            // Every row that holds the marker (no array to allocate on each suggestion).
            let d = delta / record.markerCoefficient(constraint.relation)
            negativeRows.removeAllKeepingBuffer()
            tableau.shiftConstants(alongColumnOf: record.marker, by: d, negativeRows: &negativeRows)
            for slot in negativeRows {
                let basic = tableau.basic(ofRow: slot)
                if basic != noSymbol && kinds[Int(basic)] != .external { infeasibleRows.insert(basic) }
            }
        }
    }

    /// Adds (`sign` 1) or removes (`sign` -1) the weight of an error symbol in the objective.
    mutating func weigh(_ symbol: Symbol, strength: Strength, sign: Double) {
        let (level, weight) = objective.level(for: strength)
        if let slot = tableau.row(ofBasic: symbol) {
            objective.add(row: slot, of: tableau, times: sign * weight, level: level)
            objective.addUser(symbol, sign > 0 ? 1 : -1, toLevel: level, weight: weight)
        } else if sign < 0 && priorities == .weighted {
            objective.addUser(symbol, -1, toLevel: level, weight: weight)
            objective.removeWeight(weight, of: symbol, in: tableau)
        } else {
            objective.add(sign * weight, to: symbol, level: level)
            objective.addUser(symbol, sign > 0 ? 1 : -1, toLevel: level, weight: weight)
        }
    }
}


/// The choice of the primal ratio tests: the row with the smallest ratio, ties to the smallest
/// basic symbol (Bland's rule).
struct RatioTest {
    private(set) var best: Int32? = nil
    private var bestRatio = Double.infinity
    private var bestBasic = noSymbol

    @inline(__always)
    mutating func offer(_ slot: Int32, basic: Symbol, ratio: Double) {
        if ratio < bestRatio || (ratio == bestRatio && basic < bestBasic) {
            best = slot
            bestRatio = ratio
            bestBasic = basic
        }
    }
}
