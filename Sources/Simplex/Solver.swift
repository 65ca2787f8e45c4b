/// An incremental Cassowary constraint solver.
///
/// The solver keeps a set of linear equality and inequality constraints, each with a
/// ``Strength``, and values for their variables that satisfy every required constraint and
/// minimise the error of the others. Constraints and edit variables can be added and removed one
/// at a time, and suggested values for edit variables re-solve incrementally, without starting
/// over:
///
/// ```swift
/// let left = Variable("left"), width = Variable("width")
/// var solver = Solver()
/// try solver.add(left >= 0)
/// try solver.add((width == 100).withStrength(.weak))
/// try solver.addEditVariable(width, strength: .strong)
/// try solver.suggest(640, for: width)
/// solver.value(of: width)   // 640
/// ```
///
/// The algorithm is the incremental dual-simplex Cassowary algorithm of Badros, Borning and
/// Stuckey, in the form the kiwi solver made popular. Its tableau is sparse and also indexes
/// columns (which rows hold each symbol), so the work of an operation is proportional to the
/// rows it touches, not to the size of the tableau. Pivots follow Bland's rule (the smallest
/// symbol enters, ties leave smallest first) in both phases, so the simplex cannot cycle, and
/// nothing on the solver's path depends on hashing order: the same operations give the same
/// values, bit for bit, on every run.
///
/// `Solver` is a value type: copying a solver gives an independent solver (the storage is shared
/// until one of them changes), so a layout can be forked to try another screen size.
///
/// A refused operation throws a ``SolverError`` and leaves the solver exactly as it was.
///
/// [Badros, Borning and Stuckey 2001]: https://doi.org/10.1145/504704.504705
/// (G. J. Badros, A. Borning, P. J. Stuckey, "The Cassowary Linear Arithmetic Constraint
/// Solving Algorithm", ACM TOCHI 8(4), 2001.)
public struct Solver: Sendable {
    /// What the solver knows about one constraint it holds.
    struct ConstraintRecord: Sendable {
        /// The symbol that identifies the constraint's row: its slack, its positive error, or a
        /// dummy for a required equality. It occurs in no other constraint's original row.
        var marker: Symbol
        /// The second error (or the error of a non-required inequality), or `noSymbol`.
        var other: Symbol
        /// The current strength (it can change in place).
        var strength: Strength
        /// The current constant of the normalised expression (it can change in place).
        var constant: Double
        /// The order of addition, for ``Solver/constraints``.
        var sequence: Int

        /// The coefficient of `marker` in the constraint's original row, before any substitution
        /// (`other`'s is its negation; both are ±1, see `makeRow`): shifting the constant by Δ is
        /// the substitution marker := marker + Δ / k.
        func markerCoefficient(_ relation: Constraint.Relation) -> Double {
            switch relation {
            case .lessThanOrEqual: 1                          // expression + slack [- error]
            case .greaterThanOrEqual: -1                      // expression - slack [+ error]
            case .equal: other == noSymbol ? 1 : -1           // + dummy, or - error+ + error-
            }
        }
    }

    /// What the solver knows about one edit variable.
    struct EditRecord: Sendable {
        var constraint: Constraint
        /// The last suggested value.
        var value: Double
    }

    var tableau = Tableau()
    var objective: Objective
    /// The kind of each symbol.
    var kinds: [SymbolKind] = []
    var freeSymbols: [Symbol] = []

    /// The symbol of each variable the solver knows, by the variable's identity (see
    /// ``symbol(of:)``; `variables` holds the variables themselves).
    var symbols = IdentityTable()
    /// Per symbol: the variable of an external symbol (kept alive by the constraints that name it).
    /// (This array and the next two run ahead of `kinds`, filled with their free values; see
    /// ``makeSymbol(_:)``.)
    var variables: [UnretainedVariable?] = []
    /// Per external symbol: how many constraints and edits refer to it.
    var users: [Int32] = []
    /// Per external symbol: the value last returned by ``fetchChanges()`` (NaN: never). Empty
    /// until the first ``fetchChanges()``, which fills it (and ``makeSymbol(_:)`` then keeps it as
    /// long as the other per-symbol arrays): a solver whose changes are never fetched, such as a
    /// layout built once and read with ``value(of:)``, does not carry 8 bytes per symbol for it
    /// (a seventh of the per-symbol memory of 100,000 independent views).
    var reportedValues: [Double] = []
    /// Variables that left the solver after a value of theirs was reported, to report as 0.
    var departedVariables: [Variable] = []

    var records = IdentityDictionary<Constraint, ConstraintRecord>()
    /// Every constraint held, by the key of its terms (``TwinKey``; several under one key), as
    /// the slot of its entry in `records`: a later constraint whose terms are a multiple of a
    /// held one's builds its row from that one's (see ``makeRow(_:constant:strength:sequence:allocated:)``).
    /// All of them, not only the first with each key: a twin must stay findable when the first
    /// is removed (soak seed 66859, `RegressionTests.twinOfATwinHeldAfterItsFirstIsRemovedIsBuiltFromItsRow`).
    var twins = KeyTable<TwinKey>()
    var edits = IdentityDictionary<Variable, EditRecord>()
    var nextSequence = 0

    /// External variables that may be parametric in restricted rows or in the objective (see
    /// ``freeVariableToMove()``): left there by a required row solved for its slack
    /// (``chooseSubject(_:leavesExternal:)``), or by a removal through an external's row. Usually
    /// empty; outside transactions, entries that became basic, or sit at zero cost in no
    /// restricted row, are dropped.
    var freeParametric: [Symbol] = []
    /// Basic symbols of rows that may have become infeasible (negative constant).
    var infeasibleRows = SymbolHeap()
    /// Scratch for ``substitute(_:by:)``: rows whose constant a substitution made negative.
    var negativeRows: [Int32] = []
    /// Scratch for ``makeRow(_:constant:strength:sequence:allocated:)`` and ``insert(_:constant:strength:sequence:)``.
    var termScratch: [(Symbol, Double)] = []
    var allocatedScratch: [Symbol] = []
    /// The symbols of the terms of the constraint ``makeRow(_:constant:strength:sequence:allocated:)``
    /// last built, in order (so that `insert` counts their users without looking them up again).
    var termSymbols: [Symbol] = []

    var recorder: TraceRecorder?

    /// Scratch for building a new row: the coefficient and the largest term per symbol.
    var rowSums = SparseAccumulator()

    /// Whether a refused required constraint is explained with a minimal set of conflicting
    /// constraints (``SolverError/unsatisfiableConstraint(_:conflicts:)``). Explaining solves a
    /// few small systems from scratch; turn it off when only "yes or no" matters (for example
    /// when retrying constraints that are known to conflict). On by default.
    public var explainsConflicts = true

    /// Whether a required constraint found infeasible gets a second opinion from rows rebuilt
    /// from the constraints before it is refused (see ``refuse(_:constant:strength:sequence:candidates:)``).
    /// Off while rebuilding, and in the small solver that checks a refusal's certificate (it adds
    /// required constraints in order of addition, as a rebuild would).
    var recoversByRebuilding = true
    /// Whether the tableau is being rebuilt (see ``rebuildAccepts(_:constant:strength:sequence:newRowCut:recomputingWeightedRows:)``):
    /// new rows are then solved for their largest external cell (``stableSubject(_:)``).
    var isRebuilding = false
    /// Whether the rows are being recomputed for their basis before a pivot on a cell far below
    /// its row (see ``recomputesRowsBeforeAPivot()``): the optimisation that follows does not
    /// recompute them again.
    var isRecomputingBeforeAPivot = false
    /// The cut below which a new row's coefficient, relative to its largest term, is read as
    /// cancellation (see ``makeRow(_:constant:strength:sequence:allocated:)``). 1e-9; 1e-12 in
    /// the small solvers that decide which constraints an explanation needs (see
    /// ``conflict(_:with:priorities:heldVerdict:)``).
    ///
    /// At the finest cut (``finestNewRowCut``, a last opinion's, which only rows recomputed for
    /// their basis may be trusted with) pivots keep the cells they cancel shallowly too (see
    /// ``Tableau/keepsShallowCells``).
    var newRowCut = 1e-9 {
        didSet { tableau.keepsShallowCells = keepsShallowCells }
    }
    /// Whether the tableau's pivots keep shallow cancellations, as the cut says: at the finest
    /// only (the rule in one place; a new tableau, built by a rebuild, is told it again).
    var keepsShallowCells: Bool { newRowCut <= Self.finestNewRowCut }
    /// The number of operations that changed the rows (see ``finishOperation()``), a clock for
    /// the repairs' windows.
    var operationCount = 0
    /// ``operationCount`` when the tableau was last rebuilt by ``repairAfterLargeCancellation()``
    /// for a dropped cell: such a repair waits until there have been as many operations as
    /// constraints held, so that repairs cost at most about one addition per operation however
    /// often they are asked for. (Never repaired counts as long ago.)
    var lastRepair = -(Int.max / 2)
    /// The same for a repair asked for by a kept residue (``Tableau/residueKept``), in a window of
    /// its own: such repairs must not delay the repair of a dropped cell (soak seed 42805).
    var lastResidueRepair = -(Int.max / 2)
    /// Up to this many constraints held, a repair does not wait for its window (see
    /// ``repairAfterLargeCancellation()``): its cost, about that of adding every constraint
    /// again, is then small, and the values are right after the operation itself (soak seeds
    /// 580533 and 649340 failed inside their windows). 64, not 32: a true cell of 1e-11 dropped
    /// while 33 constraints were held left a row stale until its window's end, and with it a
    /// gain of 2.4e-9 at the strongest level unseen, for which hierarchical priorities give up
    /// anything at weaker ones (large-session seed 2610022: the weak level at 17929 where 117
    /// is optimal; `CancellationRepairTests.aDroppedCellIsRepairedAtOnceInAMidSizedTableau`).
    /// No benchmark workload repairs, so none pays for it. (A property, not a constant, so that
    /// tests can lower it to exercise the windows on the shrunk sessions that found their
    /// rules, which hold fewer constraints than this.)
    var immediateRepairLimit = 64
    /// Whether the next ``repairAfterLargeCancellation()`` is due at once, whatever its window:
    /// set when the artificial phase accepted a constraint on a fresh solver's word, with rows
    /// that break a required constraint, or through a pivot on a cell far below its row with
    /// flags pending (see ``addWithArtificialVariable(_:of:)``), and when the optimisation
    /// pivots on such a cell with flags pending (see ``optimize()``).
    var repairsAtOnce = false
    /// ``repairsAtOnce`` when the open transaction began: a rolled-back operation leaves no
    /// repair behind.
    var repairsAtOnceBefore = false

    /// Whether to check the tableau's invariants after every operation (debug builds only; the
    /// tests turn this on). In release builds the checks compile away.
    public var checksInvariants = false

    /// How the strengths of constraints combine.
    public var priorities: PriorityModel { objective.model }

    /// Creates an empty solver.
    ///
    /// - Parameter priorities: How the errors of constraints of different strengths combine:
    ///   ``PriorityModel/weighted`` (kiwi's model, the default) or
    ///   ``PriorityModel/hierarchical`` (each strength a level of its own, as in Auto Layout).
    public init(priorities: PriorityModel = .weighted) {
        objective = Objective(model: priorities)
    }

    // MARK: Constraints

    /// Adds a constraint.
    ///
    /// - Throws: ``SolverError/duplicateConstraint(_:)`` if it was already added,
    ///   ``SolverError/nonFiniteConstraint(_:)`` if it holds NaN or an infinity,
    ///   ``SolverError/unsatisfiableConstraint(_:conflicts:)`` if it is required and cannot hold
    ///   with the required constraints already added (which it names). The solver is then
    ///   unchanged.
    /// - Complexity: Proportional to the rows the new row touches and to the pivots needed,
    ///   amortised; not to the size of the tableau.
    public mutating func add(_ constraint: Constraint) throws {
        if recorder != nil && records[constraint] != nil { recorder?.recordAdd(constraint) }  // a refused duplicate, for the record
        try validate(constraint)
        recorder?.recordAdd(constraint)
        try insert(constraint)
        try optimize()
        finishOperation()
    }

    /// Adds several constraints at once: all or nothing.
    ///
    /// If one constraint is refused, none is added and the solver is unchanged. The objective is
    /// optimised after each row, as kiwi does for single additions: that keeps rows short, and
    /// measured on a 16,000-constraint view tree it is an order of magnitude less work than one
    /// optimisation at the end (the primal simplex of the artificial phase also needs a feasible
    /// tableau, which only an optimised one guarantees, and the dual simplex that adds a required
    /// inequality an optimal objective).
    ///
    /// - Throws: The ``SolverError`` of the first constraint refused.
    /// - Complexity: The sum of the single additions; a batch that holds a required constraint
    ///   also copies the tableau once, to be able to undo.
    public mutating func add(_ constraints: some Sequence<Constraint>) throws {
        let batch = Array(constraints)
        var seen = Set<ObjectIdentifier>()
        for c in batch {
            try validate(c)
            if !seen.insert(ObjectIdentifier(c)).inserted { throw SolverError.duplicateConstraint(c) }
        }
        // The state to go back to comes first: the room reserved below rehashes the twin table,
        // whose probe order decides which of several equally near twins a later row is built
        // from, so a refused batch that kept it left a trace in the last digits (large-session
        // seed 1377819: `2 x1 + 94 == 0` was built from `x1 + 8 == 0` after a refused batch, and
        // from `x1 + 41 >= 0` by the solver that never saw it).
        let backup = batch.contains { $0.strength.isRequired } ? self : nil
        // Room for the whole batch at once (each constraint may bring a new variable or two).
        reserveCapacity(constraints: batch.count, variables: batch.count)
        for c in batch { recorder?.recordAdd(c) }
        do {
            for c in batch {
                try insert(c)
                try optimize()
                // A cancellation that asks for a repair gets it before the next constraint, as
                // between single additions: the next one is judged on these rows (soak seed
                // 2237865: c5's row cancelled, and c6, infeasible beside c1 and c4, was accepted
                // on the wrecked rows, at values of 6e20 with c4 off by 592; added alone, after
                // the repair, it was refused).
                if tableau.largeCancellations != 0 { repairAfterLargeCancellation() }
            }
        } catch {
            if let backup { self = backup }
            throw error
        }
        finishOperation()
    }

    /// Removes a constraint.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if the solver does not hold it.
    /// - Complexity: Proportional to the rows that hold the constraint's marker and to the pivots
    ///   of re-optimising; in the rare case where rounding has wrecked the rows so far that the
    ///   simplex fails, that of adding every constraint again (the rows are rebuilt).
    public mutating func remove(_ constraint: Constraint) throws {
        guard records[constraint] != nil else {
            recorder?.recordRemove(constraint)
            throw SolverError.unknownConstraint(constraint)
        }
        recorder?.recordRemove(constraint)
        try erase(constraint)
        try optimizeAfterErasing()
        finishOperation()
    }

    /// Removes several constraints at once, optimising once at the end.
    ///
    /// All or nothing: if one of them is unknown (or listed twice), none is removed.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` for the first unknown constraint.
    public mutating func remove(_ constraints: some Sequence<Constraint>) throws {
        let batch = Array(constraints)
        var seen = Set<ObjectIdentifier>()
        for c in batch where records[c] == nil || !seen.insert(ObjectIdentifier(c)).inserted {
            throw SolverError.unknownConstraint(c)
        }
        for c in batch { recorder?.recordRemove(c) }
        for c in batch { try erase(c) }
        try optimizeAfterErasing()
        finishOperation()
    }

    /// Whether the solver holds `constraint`.
    public func contains(_ constraint: Constraint) -> Bool { records[constraint] != nil }

    /// The constraints the solver holds, in the order they were added (edit variables' internal
    /// constraints excluded).
    ///
    /// - Complexity: O(*n* log *n*) for *n* constraints.
    public var constraints: [Constraint] {
        let editConstraints = Set(edits.map { ObjectIdentifier($0.value.constraint) })
        return records.filter { !editConstraints.contains(ObjectIdentifier($0.key)) }
            .sorted { $0.value.sequence < $1.value.sequence }
            .map(\.key)
    }

    /// The strength `constraint` has in this solver (it may have changed in place), or nil if the
    /// solver does not hold it.
    public func strength(of constraint: Constraint) -> Strength? { records[constraint]?.strength }

    /// The constant `constraint` has in this solver (it may have changed in place), or nil if the
    /// solver does not hold it.
    public func constant(of constraint: Constraint) -> Double? { records[constraint]?.constant }

    // MARK: Capacity

    /// Reserves memory for about `constraints` more constraints over `variables` more variables,
    /// so that a large build appends to its storage instead of growing it (and copying it) step
    /// by step, like `Array.reserveCapacity(_:)`.
    ///
    /// Optional: a solver grows as needed. It pays off for builds of tens of thousands of
    /// constraints, whose storage outgrows the caches: there, the copies made by growing cost
    /// more than the rest of the build (measured with a cache simulator on 100,000 views; see
    /// docs/benchmarks.md). Arrays are reserved, not written, so over-estimating them costs
    /// address space rather than resident memory; the three hash tables (of constraints, of
    /// variables and of constraints by their terms) are allocated at their final size, 24 to 48
    /// bytes per entry.
    ///
    /// - Complexity: O(*n*) for the *n* constraints and variables already held, when storage
    ///   moves; otherwise O(1).
    public mutating func reserveCapacity(constraints: Int, variables: Int) {
        let constraints = Swift.max(0, constraints), variables = Swift.max(0, variables)
        // Each constraint brings a row, a marker and at most one more error symbol; a row of a
        // layout holds a few cells, but substitutions fill rows in, and a small dense layout
        // (breather, a 10x10 grid) outgrows 6 a constraint: 1,024 spare cells (32 KB) spare it
        // the copies of growing (grid_10x10_build: 6% fewer instructions).
        let symbols = kinds.count + variables + 2 * constraints
        kinds.reserveCapacity(symbols)
        self.variables.reserveCapacity(symbols)
        users.reserveCapacity(symbols)
        rowSums.reserveCapacity(symbols: symbols)
        objective.reserveCapacity(symbols: symbols)
        tableau.reserveCapacity(symbols: symbols, rows: tableau.rowCount + constraints,
                                cells: tableau.cells.count + 6 * constraints + 1024)
        records.reserveCapacity(records.count + constraints)
        // Every constraint held has an entry here too: grown by doubling instead, a 100,000-view
        // build wrote 24 MB of buckets for a table of 12 MB (and rehashed it eight times).
        twins.reserveCapacity(twins.count + constraints)
        self.symbols.reserveCapacity(self.symbols.count + variables)
        // The scratch arrays that operations fill and empty (a new row's terms, the rows a
        // substitution made negative, the journal of a guarded addition...): grown one doubling
        // at a time from empty, they took about 75 of the 250 allocations of a replay of the
        // Breather screen (each an allocation, a copy and a free, in a fresh solver).
        let scratch = Swift.min(symbols, 64)
        termScratch.reserveCapacity(scratch)
        allocatedScratch.reserveCapacity(scratch)
        termSymbols.reserveCapacity(scratch)
        negativeRows.reserveCapacity(scratch)
        infeasibleRows.reserveCapacity(symbols: symbols, scratch: scratch)
        rowSums.reserveScratch(scratch)
        objective.reserveScratch(scratch)
        tableau.reserveScratch(scratch)
    }

    // MARK: Edit variables

    /// Makes `variable` an edit variable: one whose value can be suggested with
    /// ``suggest(_:for:)``, which the solver then follows as closely as `strength` allows.
    ///
    /// Until a value is suggested, the solver prefers 0.
    ///
    /// - Throws: ``SolverError/duplicateEditVariable(_:)``, or
    ///   ``SolverError/requiredEditVariable(_:)`` for a required strength.
    public mutating func addEditVariable(_ variable: Variable, strength: Strength) throws {
        recorder?.recordEdit(variable, strength: strength)
        guard edits[variable] == nil else { throw SolverError.duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw SolverError.requiredEditVariable(variable) }
        let constraint = Constraint(Expression(variable), .equal, strength: strength)
        try insert(constraint)
        edits[variable] = EditRecord(constraint: constraint, value: 0)
        try optimize()
        finishOperation()
    }

    /// Stops editing `variable`: its suggested value no longer pulls on it.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    public mutating func removeEditVariable(_ variable: Variable) throws {
        recorder?.recordUnedit(variable)
        guard let edit = edits.removeValue(forKey: variable) else { throw SolverError.unknownEditVariable(variable) }
        try erase(edit.constraint)
        try optimizeAfterErasing()
        finishOperation()
    }

    /// Whether `variable` is an edit variable.
    public func containsEditVariable(_ variable: Variable) -> Bool { edits[variable] != nil }

    /// Suggests a value for an edit variable and re-solves (dual simplex, from the current
    /// solution).
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``, or ``SolverError/nonFiniteValue(_:)``.
    /// - Complexity: Proportional to the rows that hold the edit's error symbols and to the dual
    ///   pivots needed; in the rare case where rounding has wrecked the rows so far that the dual
    ///   simplex fails, that of adding every constraint again (the rows are rebuilt).
    public mutating func suggest(_ value: Double, for variable: Variable) throws {
        guard value.isFinite else { throw SolverError.nonFiniteValue(value) }
        recorder?.recordSuggest(value, for: variable)
        // One lookup records the value and finds the edit constraint.
        guard let constraint = edits.withValue(forKey: variable, { edit in
            edit.value = value
            return edit.constraint
        }) else { throw SolverError.unknownEditVariable(variable) }
        // The edit constraint reads `variable - value == 0`: its constant is `-value`.
        try shiftConstant(of: constraint, to: -value)
        do { try dualOptimize(thenOptimize: true) } catch let error as InternalSolverError where recoversByRebuilding {
            try rebuildAfterFailedSuggestion(error)
        }
        finishOperation()
    }

    // MARK: In-place changes

    /// Changes the constant of a constraint in place, as if it were removed and added again with
    /// `constant` as the constant of its normalised expression (`expression OP 0`), but much
    /// faster: only the rows that hold the constraint's marker change, then the dual simplex
    /// restores optimality.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/nonFiniteValue(_:)``, or
    ///   ``SolverError/unsatisfiableConstraint(_:conflicts:)`` when a required constraint cannot
    ///   take the new constant (the old one then stays in force).
    /// - Complexity: Like ``suggest(_:for:)``; a required constraint also copies the tableau once,
    ///   to be able to undo.
    public mutating func updateConstant(of constraint: Constraint, to constant: Double) throws {
        guard constant.isFinite else { throw SolverError.nonFiniteValue(constant) }
        guard let record = records[constraint], !isEditConstraint(constraint) else {
            throw SolverError.unknownConstraint(constraint)
        }
        recorder?.recordConstant(constant, of: constraint)
        guard record.strength.isRequired else {
            try shiftConstant(of: constraint, to: constant)
            try dualOptimize(thenOptimize: true)
            finishOperation()
            return
        }
        if !(kinds[Int(record.marker)] == .dummy && tableau.isBasic(record.marker)) && !hasRedundantTwin(record.marker) {
            // The fast path: shift the marker, then the dual simplex restores feasibility.
            beginTransaction()
            do {
                try shiftConstant(of: constraint, to: constant)
                try dualOptimize(pivotsOnResidue: false, thenOptimize: true)
                commitTransaction()
                finishOperation()
                return
            } catch {
                // The dual simplex found a row no pivot of its can repair. That proves the new
                // constant infeasible only if the row holds no unrestricted variable, so decide
                // on the exact path below.
                rollBackTransaction()
                records[constraint] = record
            }
        }
        // The exact path, for a redundant required equality or one with a redundant twin (shifting
        // would move a basic dummy off zero) and for a failed fast path: take the constraint out
        // and put it back with the new constant (rare, so a copy of the solver is an affordable
        // undo).
        let backup = self
        do {
            try erase(constraint)
            try insert(constraint, constant: constant, strength: record.strength, sequence: record.sequence)
            try optimize()
        } catch {
            self = backup
            // A refusal by `insert` is explained already, about the new constant (see `refuse`),
            // its certificate's constraints the first candidates; anything else is explained here.
            if case SolverError.unsatisfiableConstraint(_, let conflicts) = error, !conflicts.isEmpty {
                throw SolverError.unsatisfiableConstraint(constraint, conflicts: conflicts)
            }
            throw SolverError.unsatisfiableConstraint(constraint, conflicts: explainConstantConflict(constraint, constant))
        }
        finishOperation()
    }

    /// Changes the strength of a non-required constraint in place (its errors are re-weighted in
    /// the objective, then the simplex re-optimises).
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)``, or
    ///   ``SolverError/requiredStrengthChange(_:)`` for a change to or from ``Strength/required``.
    public mutating func updateStrength(of constraint: Constraint, to strength: Strength) throws {
        guard let record = records[constraint], !isEditConstraint(constraint) else {
            throw SolverError.unknownConstraint(constraint)
        }
        guard !record.strength.isRequired && !strength.isRequired else {
            throw SolverError.requiredStrengthChange(constraint)
        }
        recorder?.recordStrength(strength, of: constraint)
        guard strength != record.strength else { return }
        for symbol in [record.marker, record.other] where symbol != noSymbol && kinds[Int(symbol)] == .error {
            weigh(symbol, strength: record.strength, sign: -1)
            weigh(symbol, strength: strength, sign: 1)
        }
        records[constraint]!.strength = strength
        try optimize()
        finishOperation()
    }

    // MARK: Values

    /// The value of `variable` in the current solution (0 for a variable the solver does not know).
    ///
    /// Values are always up to date: there is no separate "update variables" step.
    public func value(of variable: Variable) -> Double {
        guard let symbol = symbol(of: variable) else { return 0 }
        return value(ofSymbol: symbol)
    }

    @inline(__always)
    func value(ofSymbol symbol: Symbol) -> Double {
        if let slot = tableau.row(ofBasic: symbol) {
            let value = tableau.constant(ofRow: slot)
            return value == 0 ? 0 : value  // never -0.0
        }
        return 0
    }

    /// The variables whose values changed since the last call (or that are new since then), with
    /// their new values: first those that left the solver (no constraint uses them any more, so
    /// they now read 0), then the others in the order the solver first met them.
    ///
    /// A layout layer calls this after each change to move only what moved.
    ///
    /// - Complexity: O(*v*) for *v* variables.
    public mutating func fetchChanges() -> [(variable: Variable, value: Double)] {
        // Variables that left the solver (no constraint or edit uses them any more) now read 0.
        var changes: [(variable: Variable, value: Double)] = departedVariables.filter { symbol(of: $0) == nil }.map { ($0, 0) }
        departedVariables.removeAll()
        if reportedValues.count < variables.count {
            reportedValues.append(contentsOf: repeatElement(.nan, count: variables.count - reportedValues.count))
        }
        for s in kinds.indices {
            guard let variable = variables[s] else { continue }
            let v = value(ofSymbol: Symbol(s))
            if v != reportedValues[s] || reportedValues[s].isNaN {
                changes.append((variable.variable, v))
                reportedValues[s] = v
            }
        }
        return changes
    }

    /// Every variable the solver knows, in the order it first met them.
    ///
    /// - Complexity: O(*v*) for *v* variables.
    public var knownVariables: [Variable] { variables[..<kinds.count].compactMap { $0?.variable } }

    /// Removes every constraint and edit variable.
    public mutating func reset() {
        let keep = recorder != nil
        let checks = checksInvariants, explains = explainsConflicts
        let departed = knownVariables
        self = Solver(priorities: priorities)
        departedVariables = departed
        checksInvariants = checks
        explainsConflicts = explains
        if keep { startRecording() }
    }

    // MARK: Recording

    /// Starts recording every later operation as a trace (see `docs/trace-format.md`), for an
    /// exact reproduction in a bug report. Read it from ``recordedTrace``.
    ///
    /// The trace begins with what the solver already holds (its edit variables with their last
    /// suggestions, and its constraints with their current constants and strengths, in the order
    /// they were added), so it reproduces the session on its own. Refused operations are recorded
    /// too: a replay refuses them the same way.
    public mutating func startRecording() {
        var recorder = TraceRecorder(priorities: priorities)
        for (constraint, record) in records.sorted(by: { $0.value.sequence < $1.value.sequence }) {
            if isEditConstraint(constraint) {
                let variable = constraint.expression.terms[0].variable
                recorder.recordEdit(variable, strength: record.strength)
                if let value = edits[variable]?.value, value != 0 { recorder.recordSuggest(value, for: variable) }
            } else {
                recorder.recordAdd(constraint)
                if record.constant != constraint.expression.constant { recorder.recordConstant(record.constant, of: constraint) }
                if record.strength != constraint.strength { recorder.recordStrength(record.strength, of: constraint) }
            }
        }
        self.recorder = recorder
    }

    /// The trace of the operations since ``startRecording()``, or nil when not recording.
    public var recordedTrace: String? { recorder?.text }

    // MARK: Helpers shared by the operations

    @inline(__always)  // see `chooseSubject`: out of line, a call from mutating code copies the solver
    func isEditConstraint(_ constraint: Constraint) -> Bool {
        guard constraint.expression.terms.count == 1, let edit = edits[constraint.expression.terms[0].variable] else {
            return false
        }
        return edit.constraint === constraint
    }

    @inline(__always)
    func validate(_ constraint: Constraint) throws {
        guard records[constraint] == nil else { throw SolverError.duplicateConstraint(constraint) }
        guard constraint.isFinite else { throw SolverError.nonFiniteConstraint(constraint) }
    }
}

/// The key of a constraint's terms in ``Solver/twins``: the sum of a hash of each term's symbol
/// and coefficient divided by the first term's (in any order), so that constraints whose terms
/// are exact multiples of each other (written in the same order) meet, beside the newest symbol
/// among the terms. Equal keys are checked term by term.
///
/// The table is keyed by the hash but placed by the newest symbol: symbols are numbered as
/// variables arrive, so a layout being built inserts its constraints' keys into neighbouring
/// buckets, as ``IdentityTable`` does with addresses. Placed by the hash alone, every insertion
/// of a large build was a cache miss (independent_100000: 5.7% of its time in that one store).
/// Constraints with the same newest symbol share a home and are spread over the next buckets by
/// the table's probing, which stays short while a variable is the newest of a few constraints.
struct TwinKey: TableKey, Sendable {
    /// The newest (largest) symbol in the high half, the hash in the low half (lowest bit set, so
    /// never 0; keys that differ only there meet, and are told apart term by term).
    let word: UInt

    /// The key of `terms`, whose variables have the solver's `symbols` (in the same order).
    init(_ terms: [Term], symbols: [Symbol]) {
        var hash = UInt64(truncatingIfNeeded: terms.count)
        var newest: Symbol = 0
        // The coefficients are hashed relative to the newest symbol's, which twins share whatever
        // the order of their terms (relative to the first term's, `x1 + 5 x0` and
        // `0.2 x0 + 0.04 x1` had different keys, and the second was summed from rows instead of
        // built from the first's identity: soak seed 264933, where that sum kept residue, a pivot
        // on it wrecked the rows, and the contradiction between the two was accepted).
        var unit = 1.0
        for i in terms.indices where i == 0 || symbols[i] > newest {
            newest = symbols[i]
            unit = terms[i].coefficient
        }
        for i in terms.indices {  // (indices: a `zip` would copy, and retain, each term)
            var h = (UInt64(UInt32(bitPattern: symbols[i])) ^ (terms[i].coefficient / unit).bitPattern) &* 0x9E37_79B9_7F4A_7C15
            h ^= h >> 29
            hash &+= h
        }
        word = UInt(UInt32(bitPattern: newest)) << 32 | UInt(truncatingIfNeeded: hash ^ hash >> 32) & 0xFFFF_FFFF | 1
    }

    /// Two buckets per symbol (the newest one), the hash's second bit choosing between them.
    @inline(__always)
    static func home(of word: UInt, mask: Int) -> Int { Int(truncatingIfNeeded: (word >> 32) << 1 | (word >> 1) & 1) & mask }
}
