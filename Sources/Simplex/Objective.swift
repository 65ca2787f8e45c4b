/// The objective the solver minimises: the weighted errors of the non-required constraints, in
/// one level (``PriorityModel/weighted``) or in one level per strength
/// (``PriorityModel/hierarchical``), compared lexicographically, strongest level first.
///
/// Each level is a dense array indexed by symbol: looking up a reduced cost, the hot operation of
/// both simplex phases, is one load, and adding a row to the objective costs the row's length.
/// Symbols whose reduced cost may have turned negative are kept in a heap, so choosing the
/// entering symbol never scans the objective (which grows with the number of constraints).
///
/// Invariant: a basic symbol's coefficient is zero at every level.
struct Objective: Sendable {
    let model: PriorityModel
    /// `coefficients[level][symbol]`.
    private(set) var coefficients: [[Double]] = []
    /// The strength of each level (weighted: a single level whose strength is unused).
    private(set) var levelStrength: [Double] = []
    /// The largest magnitude written to each level, the scale of its rounding noise.
    private var levelScale: [Double] = []
    /// The level in which each error symbol is weighted (hierarchical model), -1 for any other
    /// symbol: to recompute a reduced cost from the tableau (see ``sign(of:)``).
    private(set) var levelOfError: [Int32] = []
    /// The weight of each error symbol (weighted model), 0 for any other symbol: to recompute a
    /// reduced cost that cancelled from the tableau (see ``removeWeight(_:of:in:)``).
    private(set) var weightOfError: [Double] = []
    /// How many error symbols are weighted in each level; a level with none is recycled.
    private var levelUsers: [Int] = []
    /// Level indices from strongest to weakest.
    private(set) var order: [Int] = []
    private var symbolCapacity = 0
    /// Symbols whose reduced cost may be negative.
    private(set) var candidates = SymbolHeap()
    /// The level to recompute for the symbol ``popEntering(isEligible:)`` just returned, if its
    /// sign hangs on a value that its level's coarse noise bound reads as zero.
    private(set) var uncertainLevel: Int? = nil
    /// A real reduced cost that ``settle(_:value:noise:negligible:)`` read as zero because the
    /// whole step it allows changes its level by no more than rounding: the weaker levels decide
    /// whether the symbol enters, but if it does, its row is substituted into that level with
    /// the real cost (see ``substitute(_:by:of:)``). Valid until the next substitution.
    private var negligibleCost: (level: Int, symbol: Symbol, value: Double)? = nil
    /// Cells that cancelled since they were last recomputed (see ``restoreCancelled(in:)``):
    /// hierarchical ones to zero or by six digits or more, weighted ones by seven digits or more
    /// but not to noise (see ``cancelsBeyondRecomputing(_:_:_:)``).
    private var cancelled: [(level: Int, symbol: Symbol)] = []
    /// Whether a cost that did not sum or recompute to exactly zero was ever read as zero (noise
    /// beside the terms it cancelled from): only then can ``reconsiderZeroCosts(inRow:of:)``
    /// find a real cost among the zeros. (Layouts' costs are far above their noise or exactly
    /// zero: no benchmark workload sets it.) Restored by ``rollBack()``.
    private(set) var hasZeroedCostsAsNoise = false
    /// Whether a zero cost may be a real one read as noise, in the weighted model, whose every
    /// zero is otherwise exact (see ``reconsiderZeroCosts(inRow:of:)``).
    var mayHoldRealCostsReadAsZero: Bool { model == .weighted && hasZeroedCostsAsNoise && levelUsers[0] > 0 }
    /// Whether ``restoreCancelled(in:)`` has work (checked first: the call costs a copy of the
    /// tableau's header on every pivot otherwise).
    var hasCancelled: Bool { !cancelled.isEmpty }

    /// While open, the old value of every coefficient written, to undo (see ``rollBack()``).
    /// (Kept between journals, only emptied, so journaling allocates nothing once it has grown.)
    private var journal: [(level: Int, symbol: Symbol, old: Double)] = []
    private var isJournaling = false
    /// The rest of the objective's state when the journal began (see ``rollBack()``): the levels'
    /// noise scales, the cells to recompute, the candidates. (Buffers kept, as `journal`.)
    private var savedLevelScale: [Double] = []
    private var savedCancelled: [(level: Int, symbol: Symbol)] = []
    private var savedCandidates: [Symbol] = []
    private var savedUncertainLevel: Int? = nil
    private var savedHasZeroedCostsAsNoise = false

    /// Starts recording how to undo changes of coefficients.
    ///
    /// - Complexity: O(levels + pending cancelled cells + candidates): the last two are empty
    ///   after an optimisation, where journals begin.
    mutating func beginJournal() {
        journal.removeAll(keepingCapacity: true)
        // (Each copy only when there is something to copy: a journal begins on most additions
        // of a small layout, where these are empty, and the weighted model keeps no scales.)
        savedLevelScale.removeAll(keepingCapacity: true)
        if model == .hierarchical { savedLevelScale.append(contentsOf: levelScale) }
        savedCancelled.removeAll(keepingCapacity: true)
        if !cancelled.isEmpty { savedCancelled.append(contentsOf: cancelled) }
        savedCandidates.removeAll(keepingCapacity: true)
        if !candidates.isEmpty { candidates.forEach { savedCandidates.append($0) } }
        savedHasZeroedCostsAsNoise = hasZeroedCostsAsNoise
        savedUncertainLevel = uncertainLevel
        isJournaling = true
    }

    /// Forgets the journal: the changes stay.
    mutating func commit() { isJournaling = false }

    /// Puts the objective back as it was at ``beginJournal()``, bit for bit: every coefficient
    /// written, and the state that decides later pivots without being a coefficient, the levels'
    /// noise scales (``sign(of:)``), the cells waiting to be recomputed (``restoreCancelled(in:)``)
    /// and the candidates (a candidate whose cost reads as noise is recomputed when popped, see
    /// ``settle(_:value:noise:)``). Left as the rolled-back operation made them, they were a
    /// trace of a refused operation: soak seed 1143540, where a refused `0.1 x0 - 1 == 0` (its
    /// artificial phase pivoted, then rolled back) left eight cancelled cells, which the next
    /// removal's first pivot recomputed, and its values differed from those of a solver that
    /// never saw the refusal (x2 = -5e-6 against 0.56; `RegressionTests.refusedConstraintLeavesNoCellsToRecompute`).
    mutating func rollBack() {
        guard isJournaling else { return }
        isJournaling = false
        for entry in journal.reversed() { coefficients[entry.level][Int(entry.symbol)] = entry.old }
        for l in savedLevelScale.indices where l < levelScale.count { levelScale[l] = savedLevelScale[l] }
        cancelled.removeAll(keepingCapacity: true)
        cancelled.append(contentsOf: savedCancelled)
        candidates.removeAll()
        for s in savedCandidates { candidates.insert(s) }
        uncertainLevel = savedUncertainLevel
        hasZeroedCostsAsNoise = savedHasZeroedCostsAsNoise
    }

    @inline(__always)
    private mutating func write(_ value: Double, level: Int, symbol: Symbol) {
        if isJournaling { journal.append((level, symbol, coefficients[level][Int(symbol)])) }
        coefficients[level][Int(symbol)] = value
    }

    init(model: PriorityModel) {
        self.model = model
        if model == .weighted {
            coefficients = [[]]
            levelScale = [0]
            levelStrength = [0]
            levelUsers = [0]
            order = [0]
        }
    }

    var levelCount: Int { order.count }

    /// Reserves memory (without filling it) for `symbols` symbols per level.
    mutating func reserveCapacity(symbols: Int) {
        for l in coefficients.indices { coefficients[l].reserveCapacity(symbols) }
        candidates.reserveCapacity(symbols: symbols, scratch: Swift.min(symbols, 64))
    }

    /// Reserves memory for journaling and noting `count` changed cells at once.
    mutating func reserveScratch(_ count: Int) {
        journal.reserveCapacity(count)
        cancelled.reserveCapacity(count)
    }

    mutating func reserveSymbols(_ count: Int) {
        guard count > symbolCapacity else { return }
        for l in coefficients.indices {
            coefficients[l].append(contentsOf: repeatElement(0, count: count - coefficients[l].count))
        }
        if model == .hierarchical {
            levelOfError.append(contentsOf: repeatElement(-1, count: count - levelOfError.count))
        } else {
            weightOfError.append(contentsOf: repeatElement(0, count: count - weightOfError.count))
        }
        symbolCapacity = count
    }

    /// The level and weight for an error of the given strength, creating the level if needed.
    mutating func level(for strength: Strength) -> (level: Int, weight: Double) {
        if model == .weighted { return (0, strength.value) }
        if let l = order.first(where: { levelStrength[$0] == strength.value }) { return (l, 1) }
        let l: Int
        if let free = levelUsers.indices.first(where: { levelUsers[$0] == 0 && !order.contains($0) }) {
            l = free
            levelStrength[l] = strength.value
            levelScale[l] = 0
        } else {
            l = coefficients.count
            coefficients.append(Array(repeating: 0, count: symbolCapacity))
            levelScale.append(0)
            levelStrength.append(strength.value)
            levelUsers.append(0)
        }
        let position = order.firstIndex(where: { levelStrength[$0] < strength.value }) ?? order.count
        order.insert(l, at: position)
        return (l, 1)
    }

    /// Counts the error `symbol` as weighted in `level` with `weight` (`delta` 1) or no longer
    /// (`delta` -1); a hierarchical level left with none leaves the order (all its coefficients
    /// are then zero).
    @inline(__always)
    mutating func addUser(_ symbol: Symbol, _ delta: Int, toLevel level: Int, weight: Double) {
        levelUsers[level] += delta
        guard model == .hierarchical else {
            weightOfError[Int(symbol)] = delta > 0 ? weight : 0
            return
        }
        levelOfError[Int(symbol)] = delta > 0 ? Int32(level) : -1
        if levelUsers[level] == 0 {
            order.removeAll { $0 == level }
            for s in coefficients[level].indices { coefficients[level][s] = 0 }
        }
    }

    @inline(__always)
    func coefficient(of symbol: Symbol, level: Int) -> Double { coefficients[level][Int(symbol)] }

    /// Adds `delta` to the coefficient of `symbol` in `level`.
    @inline(__always)
    mutating func add(_ delta: Double, to symbol: Symbol, level: Int) {
        let old = coefficients[level][Int(symbol)]
        var sum = old + delta
        // Within a hierarchical level every weight is 1, so a cell is like a row's cell; the
        // weighted model mixes weights up to 1e9 apart and must keep more digits.
        if model == .hierarchical ? Tableau.cancels(sum, old, delta) : Tableau.objectiveCancels(sum, old, delta) {
            // A hierarchical cell that cancels may still hold a real value far below the
            // magnitudes that cancelled (seed 36077: 1 - 1e10 + 1e10); it is recomputed from the
            // rows by the next pivot of either simplex (see ``restoreCancelled(in:)``).
            if model == .hierarchical && sum != 0 { cancelled.append((level, symbol)) }
            if sum != 0 { hasZeroedCostsAsNoise = true }
            sum = 0
        } else if Swift.abs(sum) <= (model == .hierarchical ? Objective.hierarchicalRecomputeZone : Objective.weightedRecomputeZone)
                    * Swift.max(Swift.abs(old), Swift.abs(delta)) {
            // Six digits or more cancelled: what is left may be residue of the operands' own
            // rounding (seed 53192: 0.013999885209861397 - 0.013999885200941354 left 8.9e-12 at
            // the strong level, where the true value is 0, and it blocked a medium improvement);
            // it is recomputed from the rows too. Seven in the weighted model (see
            // ``cancelsBeyondRecomputing(_:_:_:)``).
            cancelled.append((level, symbol))
        }
        if model == .hierarchical { levelScale[level] = Swift.max(levelScale[level], Swift.abs(sum)) }
        write(sum, level: level, symbol: symbol)
        if sum <= 0 { candidates.insert(symbol) }
    }

    /// Whether a weighted cell's `sum = a + b` cancelled seven digits or more of its operands,
    /// so that what is left may be mostly the rounding the rows carry, scaled up by the weights:
    /// such a cell is recomputed from the rows (``restoreCancelled(in:)``), unless it cancels
    /// to noise (``Tableau/objectiveCancels(_:_:_:)``) and is zeroed. Soak seed 27616840: a
    /// slack's cost summed 2.36e9 + 1.05e5 - 2.36e9 (through a weight of 787619 times rows
    /// whose cells were right to 1e-12 of themselves) and read 97.5019 where 97.49975 is true;
    /// the constraint's removal then took 97.50075 off it, and 0.0011 was left where the rows
    /// give -0.001: no entering symbol, and the optimum's slack move was never made (an error
    /// of 0.80 where 7e-15 is optimal). Seven digits, not six as hierarchical cells: a strong
    /// weight of 1e6 and a weak one of 1, which layouts sum all the time, cancel six exactly.
    /// (Of the benchmark workloads, only the trace files of grid_10x10 come to it, once each,
    /// and their values do not change.)
    @inline(__always)
    static func cancelsBeyondRecomputing(_ sum: Double, _ a: Double, _ b: Double) -> Bool {
        Swift.abs(sum) <= weightedRecomputeZone * Swift.max(Swift.abs(a), Swift.abs(b))
    }

    /// How far below its operands a weighted cell's sum must cancel to be recomputed from the
    /// rows: seven digits (see ``cancelsBeyondRecomputing(_:_:_:)``).
    static let weightedRecomputeZone = 1e-7
    /// The same for a hierarchical cell: six digits, as for a row's cell, since every weight
    /// within a level is 1 (see ``add(_:to:level:)``).
    static let hierarchicalRecomputeZone = 1e-6

    /// Takes the error `symbol`'s `weight` off its reduced cost (weighted model; `symbol`
    /// parametric, and no longer counted in ``weightOfError``). What is left is what the other
    /// errors owe it through the rows, real however small beside the weight: a sum that cancels
    /// six digits or more is recomputed from `tableau` instead of kept or zeroed (soak seed
    /// 1169891: c3's error kept 1e-9 of its weight of 870429, the weak errors' share through rows
    /// that held it at -3.3e-10 and 1.33e-9; zeroed, and then pivoted out of the basis through
    /// the cell of -3.3e-10 as the constraint was removed, it left the edit error's reduced cost
    /// at 0 where -3 is true, and the weak errors at 0.89 where 0.2225 is optimal; kiwi ends
    /// 0.21 off as well). A sum of exactly zero too: the weight may have absorbed the remainder
    /// whole (soak seed 2033504: the strong errors' cells read exactly 1e6, their true 1e6 ± 1e-10
    /// rounded to the weight, and zeroed, the pivot that took the marker out gave c0's slack no
    /// cost: x0 stayed at 0 where 3400 is optimal). Six digits, not the model's noise bound
    /// (1e-14): a cell of 1e6 drifts by hundreds of ulps over the pivots (soak seed 2394624:
    /// 7.6e-8 of drift, 7.6e-14 of the weight, was kept as the reduced cost where 1.7e-9 is
    /// true, and the pivot that took the marker out multiplied it by 300 into a slack's cost).
    ///
    /// - Complexity: O(1), or O(Σ length of the rows of the column's basic errors) when the sum
    ///   cancels.
    mutating func removeWeight(_ weight: Double, of symbol: Symbol, in tableau: Tableau) {
        let old = coefficients[0][Int(symbol)]
        let sum = old - weight
        guard Swift.abs(sum) <= 1e-6 * Swift.max(Swift.abs(old), weight) else {
            add(-weight, to: symbol, level: 0)
            return
        }
        let (value, noise) = tableau.reducedCost(of: symbol, weightOfError: weightOfError)
        let fresh = denoisedNotingZeros(value, noise: noise)
        write(fresh, level: 0, symbol: symbol)
        if fresh <= 0 { candidates.insert(symbol) }
    }

    /// Recomputes every level's cell of `symbol` from `tableau`: its reduced cost summed afresh
    /// from the rows of the basic errors that hold it (the value above its noise bound, else
    /// zero). For a dummy about to become basic as its constraint is removed: a dummy never
    /// enters, so nothing reads its cell until that substitution carries it into every column,
    /// and a cell zeroed on the way as cancellation noise is lost there (soak seed 55530724:
    /// the weak edit error's -0.0025 on c3's dummy, left by cells of -6.7e11 that cancelled, was
    /// zeroed; removing c3 then gave the objective none of its row, and x0 stayed at -7.9 where
    /// the edit's -35 is optimal).
    ///
    /// - Complexity: O(Σ length of the rows of the column's basic errors).
    mutating func recompute(_ symbol: Symbol, in tableau: Tableau) {
        for level in order {
            let (value, noise) = freshReducedCost(of: symbol, level: level, in: tableau)
            let fresh = denoisedNotingZeros(value, noise: noise)
            if fresh != coefficients[level][Int(symbol)] { write(fresh, level: level, symbol: symbol) }
        }
    }

    /// Sets every level's coefficient of `symbol` to zero.
    mutating func clear(_ symbol: Symbol) {
        // (Indices, not `for l in order`: iterating a stored array while mutating `self` retains
        // and releases it on every call.)
        for i in order.indices where coefficients[order[i]][Int(symbol)] != 0 { write(0, level: order[i], symbol: symbol) }
    }

    /// Sets the coefficient of `symbol` to zero at its strongest level where it is not zero, and
    /// makes it a candidate again, for the weaker levels to decide: for a reduced cost that the
    /// primal ratio test found nothing to limit, which is noise at that level only (see
    /// `Solver.optimize()`). Clearing every level also dropped real weaker costs (soak seed
    /// 974534: s7's strong -5.55e-19, residue, found no limit, and its +9200 at level 1001 went
    /// with it; c0's error then never saw x3's edit as the cheaper give, 1.0e6 against 1.8e5).
    mutating func clearLeadingLevel(_ symbol: Symbol) {
        for i in order.indices where coefficients[order[i]][Int(symbol)] != 0 {  // (indices: see `clear(_:)`)
            write(0, level: order[i], symbol: symbol)
            // (Weighted: no weaker level to decide, and popped again, the zero would be summed
            // afresh again, to the same cost that found no limit: see `popEntering`.)
            if model == .hierarchical { candidates.insert(symbol) }
            return
        }
    }

    /// The strongest level where the coefficient of `symbol` is not zero (the level that
    /// ``clearLeadingLevel(_:)`` clears), with its coarse noise bound (see ``sign(of:)``);
    /// hierarchical model only (nil otherwise, or if every level is zero).
    func leadingLevel(of symbol: Symbol) -> (level: Int, noise: Double)? {
        guard model == .hierarchical else { return nil }
        for l in order where coefficients[l][Int(symbol)] != 0 { return (l, noiseBound(ofLevel: l)) }
        return nil
    }

    /// Adds `factor × row` to `level` (the row's constant is not tracked: values come from rows).
    mutating func add(row slot: Int32, of tableau: Tableau, times factor: Double, level: Int) {
        guard !isJournaling && model == .weighted else {
            // (Journaled, or hierarchical, with its per-level noise bookkeeping: cell by cell.)
            tableau.forEachCell(inRow: slot) { symbol, coefficient in
                add(factor * coefficient, to: symbol, level: level)
            }
            return
        }
        // On every pivot and every weighed error: the level's cells on a raw buffer (one
        // uniqueness check per row, not two per cell); the same arithmetic as `add(_:to:level:)`
        // in the weighted model.
        var candidates = self.candidates
        self.candidates = SymbolHeap()
        // Whether a cell cancelled seven digits or more, not to noise: such cells are noted for
        // recomputation after the loop (see `noteCancelledCells`).
        var cancelledBeyondRecomputing = false
        // Whether a cell that did not sum to zero was zeroed as noise (see ``hasZeroedCostsAsNoise``).
        var zeroedAsNoise = false
        coefficients[level].withUnsafeMutableBufferPointer { coefficients in
            tableau.forEachCell(inRow: slot) { symbol, coefficient in
                let delta = factor * coefficient
                let old = coefficients[Int(symbol)]
                var sum = old + delta
                // (Against `old` alone on the common path: a sum far below its operands has
                // operands of the same magnitude, and the exact tests follow.)
                if _slowPath(Swift.abs(sum) <= Objective.weightedRecomputeZone * Swift.abs(old))
                    && Objective.cancelsBeyondRecomputing(sum, old, delta) {
                    if Tableau.objectiveCancels(sum, old, delta) {
                        if sum != 0 { zeroedAsNoise = true }
                        sum = 0
                    } else {
                        cancelledBeyondRecomputing = true
                    }
                }
                coefficients[Int(symbol)] = sum
                if sum <= 0 { candidates.insert(symbol) }
            }
        }
        self.candidates = candidates
        if _slowPath(zeroedAsNoise) { hasZeroedCostsAsNoise = true }
        if _slowPath(cancelledBeyondRecomputing) { noteCancelledCells(inRow: slot, of: tableau, times: factor, level: level) }
    }

    /// Notes for recomputation (``restoreCancelled(in:)``) each cell of `level` that adding
    /// `factor` × the row in `slot` has just left seven digits or more below what was added (and
    /// not zero): a second pass over the row, only after a pass that saw one. (Below 1e-7 of
    /// the term added is below 1e-7 of both operands to first order: they cancelled.)
    @inline(never)
    private mutating func noteCancelledCells(inRow slot: Int32, of tableau: Tableau, times factor: Double, level: Int) {
        tableau.forEachCell(inRow: slot) { symbol, coefficient in
            let sum = coefficients[level][Int(symbol)]
            if sum != 0 && Swift.abs(sum) <= Objective.weightedRecomputeZone * Swift.abs(factor * coefficient) {
                cancelled.append((level, symbol))
            }
        }
    }

    /// Replaces `symbol`, which has just become basic in the row in `slot`, by that row.
    mutating func substitute(_ symbol: Symbol, by slot: Int32, of tableau: Tableau) {
        if let m = negligibleCost {
            negligibleCost = nil
            // The cost read as zero for the decision is real, and a substitution multiplies it by
            // the pivot's factor: zero here would leave the level's cells off by as much (large-
            // session seed 128528: 4.9e-8 at the strong level, through a pivot on 0.0005 and then
            // cells of 1e6, read 1.9 where the rows give -225, and the level stopped 40% above
            // its optimum).
            if m.symbol == symbol && coefficients[m.level][Int(symbol)] == 0 { write(m.value, level: m.level, symbol: symbol) }
        }
        for i in order.indices {  // (indices: see `clear(_:)`)
            let l = order[i]
            let c = coefficients[l][Int(symbol)]
            if c != 0 {
                write(0, level: l, symbol: symbol)
                add(row: slot, of: tableau, times: c, level: l)
            }
        }
    }

    /// Whether the reduced cost of `symbol` is negative (its first non-zero level is negative),
    /// or the level whose value must be recomputed to tell.
    ///
    /// In the hierarchical model a level's value counts as zero when it is rounding noise next to
    /// the level's largest coefficient: noise of 1e-15 at a strong level must not hide a real
    /// improvement at a weaker one. That scale is coarse: the largest coefficient ever written to
    /// the level, which may belong to another column altogether (seed 4773: a slack's cell of
    /// 1e13 made a reduced cost of -0.00625 read as zero; the pivot it then allowed turned it into
    /// a real +0.00625 of another symbol, also read as zero, and the primal simplex cycled between
    /// the two bases until its pivot bound, 880 worse at the strong level). So a non-zero value
    /// that the coarse test reads as noise is recomputed from the cells actually present (see
    /// ``settle(_:value:noise:)``). (Rare: most reduced costs are far above the coarse bound or
    /// exactly zero.)
    ///
    /// A value above that bound but below ``recheckBound(ofLevel:)`` is recomputed too before it
    /// decides: a cost that cancelled to 1e-12 of its terms is the rounding the rows carry after
    /// a few digits cancelled in them, and a tie at a stronger level read as a cost hides a
    /// weaker level's gain (soak seed 3326544: an edit and a strong `x5 == 0` traded 1:1 through
    /// a required `3 x5 + x0 + 94 == 0`, and c4's error cost 1 - 0.999999999998181 at the strong
    /// level, 1.8e-12 beside a bound of 2e-15; read as real, x0 stayed at -94, a weak error of
    /// 566.7 where the tie's other end pays 96.7). The recomputation keeps a cost above its own
    /// noise (1e-9 of its terms, see ``Tableau/reducedCost(of:level:levelOfError:)``), so a true
    /// small one that did not cancel still decides.
    ///
    /// - Complexity: O(levels).
    @inline(__always)
    func sign(of symbol: Symbol) -> (isNegative: Bool, uncertainLevel: Int?) {
        for l in order {
            let c = coefficients[l][Int(symbol)]
            if c == 0 { continue }
            if model == .hierarchical && Swift.abs(c) <= recheckBound(ofLevel: l) { return (false, l) }
            return (c < 0, nil)
        }
        return (false, nil)
    }

    /// The bound below which ``sign(of:)`` recomputes a hierarchical `level`'s value before it
    /// decides: 1e-8 of the largest coefficient ever written to the level, above the noise that
    /// ``Tableau/reducedCost(of:level:levelOfError:)`` allows a few terms of that size (1e-9 of
    /// each). (Rare in a layout, whose costs are far larger or exactly zero.)
    @inline(__always)
    func recheckBound(ofLevel level: Int) -> Double { 1e-8 * levelScale[level] }

    /// The coarse noise bound of the hierarchical `level` (see ``sign(of:)``): 1e-15 of the
    /// largest coefficient ever written to it.
    @inline(__always)
    func noiseBound(ofLevel level: Int) -> Double { 1e-15 * levelScale[level] }

    /// Whether the coefficient `c` at `level` is within the level's coarse noise bound
    /// (hierarchical model only; in the weighted model every non-zero cost counts).
    @inline(__always)
    func readsAsNoise(_ c: Double, level: Int) -> Bool {
        model == .hierarchical && Swift.abs(c) <= noiseBound(ofLevel: level)
    }

    /// ``denoised(_:noise:)``, noting a cost that was not zero read as zero
    /// (``hasZeroedCostsAsNoise``).
    private mutating func denoisedNotingZeros(_ value: Double, noise: Double) -> Double {
        let fresh = Objective.denoised(value, noise: noise)
        if fresh == 0 && value != 0 { hasZeroedCostsAsNoise = true }
        return fresh
    }

    /// A recomputed reduced cost (see ``Tableau/reducedCost(of:level:levelOfError:)``): zero
    /// within its noise bound.
    private static func denoised(_ value: Double, noise: Double) -> Double {
        Swift.abs(value) > noise ? value : 0
    }

    /// Drops a ``negligibleCost`` that no substitution used (the optimisation ended first).
    mutating func forgetNegligibleCost() { negligibleCost = nil }

    /// Replaces the coefficient of `symbol` in level ``uncertainLevel`` by its value recomputed
    /// from the rows (see ``Tableau/reducedCost(of:level:levelOfError:)``), zero within its noise
    /// bound, and returns whether that makes `symbol` enter. A zero sends `symbol` back to the
    /// candidates, for the weaker levels to decide.
    ///
    /// The recomputed value replaces the stored one: a residue left in the cell would otherwise
    /// travel with the symbol's column, and a pivot on a small element lifts it above the coarse
    /// bound (seed 14786: a stored 5e-7 whose true value is 0, divided by a pivot element of
    /// 0.025, read as a real reduced cost and cycled two symbols in and out).
    ///
    /// `negligible`: the value is real (above its noise) but the whole step it allows changes
    /// its level by no more than rounding (see `Solver.changesOnlyRounding`): it is read as zero
    /// for the decision, and kept as ``negligibleCost`` for the substitution, should the symbol
    /// enter for a weaker level's sake.
    @inline(never)
    mutating func settle(_ symbol: Symbol, value: Double, noise: Double, negligible: Bool = false) -> Bool {
        guard let level = uncertainLevel else { return true }
        uncertainLevel = nil
        let fresh = negligible ? 0 : denoisedNotingZeros(value, noise: noise)
        if negligible { negligibleCost = (level, symbol, value) }
        write(fresh, level: level, symbol: symbol)
        // (Weighted: no weaker level, and a zero popped again would be recomputed again.)
        if fresh == 0 && model == .hierarchical { candidates.insert(symbol) }
        return fresh < 0
    }

    /// The reduced cost of `symbol` in `level` summed afresh from `tableau`, and a bound on its
    /// rounding noise (see ``Tableau/reducedCost(of:level:levelOfError:)`` and
    /// ``Tableau/reducedCost(of:weightOfError:)``): for ``settle(_:value:noise:)``.
    ///
    /// - Complexity: O(Σ length of the rows of the column's basic errors).
    func freshReducedCost(of symbol: Symbol, level: Int, in tableau: Tableau) -> (value: Double, noise: Double) {
        model == .hierarchical
            ? tableau.reducedCost(of: symbol, level: level, levelOfError: levelOfError)
            : tableau.reducedCost(of: symbol, weightOfError: weightOfError)
    }

    /// The reduced cost of `symbol` at the strongest level where it is not zero (0 if none), a
    /// value that the level's coarse noise bound reads as zero recomputed from `tableau` first
    /// (and stored, as ``settle(_:value:noise:)`` does). For a free variable, which improves the
    /// objective moving against this sign, either way (see `Solver.freeVariableToMove()`); a
    /// negative cost also makes `symbol` a candidate again.
    ///
    /// - Complexity: O(levels), plus the recomputation's O(column) when a level reads as noise.
    mutating func leadingCost(of symbol: Symbol, in tableau: Tableau) -> Double {
        for i in order.indices {  // (indices: see `clear(_:)`)
            let l = order[i]
            var c = coefficients[l][Int(symbol)]
            if c == 0 { continue }
            if readsAsNoise(c, level: l) {
                c = recomputedCost(of: symbol, level: l, in: tableau)
                write(c, level: l, symbol: symbol)
                if c == 0 { continue }
            }
            if c < 0 { candidates.insert(symbol) }
            return c
        }
        return 0
    }

    /// The coefficient of `symbol` in `level`, with hierarchical rounding noise read as zero.
    @inline(__always)
    func reducedCost(of symbol: Symbol, level: Int) -> Double {
        let c = coefficients[level][Int(symbol)]
        return readsAsNoise(c, level: level) ? 0 : c
    }

    /// Whether the reduced cost of `symbol` is zero at every level.
    func isZero(_ symbol: Symbol) -> Bool {
        for l in order where reducedCost(of: symbol, level: l) != 0 { return false }
        return true
    }

    /// Whether `cost(a) / ca < cost(b) / cb`, lexicographically over the levels (the dual ratio).
    ///
    /// In the hierarchical model two ratios within rounding of each other (1e-10 relative, the
    /// noise bound of a cell, see ``Tableau/cancels(_:_:_:)``) tie at their level, and the weaker
    /// levels decide: a level-0 ratio of 1 against 0.9999999999999998 is a tie, and entering on
    /// the rounding would make a weaker level's reduced cost negative, leaving the dual simplex at
    /// a point that is not optimal (seed 15664: error 29076 instead of 8476 at the second level).
    ///
    /// A reduced cost that the level's coarse noise bound reads as zero is recomputed from the
    /// rows of `tableau` (see ``Tableau/reducedCost(of:level:levelOfError:)``) rather than taken
    /// as zero: that bound is the level's history maximum, and divided by a small cell, a true
    /// cost below it is a real ratio, not a zero one (seed 269666: a strong level of scale 1e8
    /// read c7's slack's true 1.35e-8 as 0, so its ratio over a cell of 1e-9, a true 13.5, won at
    /// 0 against the edit error's 2, and the suggestion left x0's edit error at -11.5 in the
    /// strong objective, `RegressionTests.dualRatioTestRecomputesACostReadAsNoise`).
    func ratio(_ a: Symbol, over ca: Double, isLessThan b: Symbol, over cb: Double, in tableau: Tableau) -> Bool {
        ratio(a, over: ca, isLessThan: b, over: cb) { ratioCost(of: $0, level: $1, in: tableau) }
    }

    /// ``ratio(_:over:isLessThan:over:in:)`` with every cost as ``reducedCost(of:level:)`` reads
    /// it: zero within the level's coarse noise bound. The dual ratio test's common case; see
    /// ``hasCostReadAsNoise(_:)``.
    func ratio(_ a: Symbol, over ca: Double, isLessThan b: Symbol, over cb: Double) -> Bool {
        ratio(a, over: ca, isLessThan: b, over: cb) { reducedCost(of: $0, level: $1) }
    }

    /// The lexicographic comparison of both ratio tests, with `cost(symbol, level)` as the
    /// reduced cost.
    @inline(__always)
    private func ratio(_ a: Symbol, over ca: Double, isLessThan b: Symbol, over cb: Double,
                       cost: (Symbol, Int) -> Double) -> Bool {
        for l in order {
            let x = cost(a, l) / ca, y = cost(b, l) / cb
            if x == y { continue }
            if model == .hierarchical && Swift.abs(x - y) <= 1e-10 * Swift.max(Swift.abs(x), Swift.abs(y)) { continue }
            return x < y
        }
        return false
    }

    /// Whether the reduced cost of `symbol` is non-zero but read as zero at some level (below
    /// the level's coarse noise bound; hierarchical model only).
    func hasCostReadAsNoise(_ symbol: Symbol) -> Bool {
        guard model == .hierarchical else { return false }
        for l in order {
            let c = coefficients[l][Int(symbol)]
            if c != 0 && readsAsNoise(c, level: l) { return true }
        }
        return false
    }

    /// The reduced cost of `symbol` in `level` for the dual ratio test (see
    /// ``ratio(_:over:isLessThan:over:in:)``).
    @inline(__always)
    private func ratioCost(of symbol: Symbol, level: Int, in tableau: Tableau) -> Double {
        let c = coefficients[level][Int(symbol)]
        guard c != 0 && readsAsNoise(c, level: level) else { return c }
        return recomputedCost(of: symbol, level: level, in: tableau)
    }

    /// The reduced cost of `symbol` in `level` summed afresh from `tableau`, zero within its
    /// noise bound. (Out of line: rare.)
    @inline(never)
    private func recomputedCost(of symbol: Symbol, level: Int, in tableau: Tableau) -> Double {
        let (value, noise) = tableau.reducedCost(of: symbol, level: level, levelOfError: levelOfError)
        return Objective.denoised(value, noise: noise)
    }

    /// Recomputes from `tableau` each hierarchical cell that a sum zeroed as cancellation, or left
    /// six digits or more below its operands, and each weighted cell left seven digits or more
    /// below them (see ``cancelsBeyondRecomputing(_:_:_:)``), for the parametric symbols among them: the value
    /// above its noise bound, else zero, replaces the stored one; returns whether a candidate was
    /// added. A sum within 1e-10 of its operands is noise as a rule, but not when
    /// the operands were far larger than the cell's true value: seed 36077 added a strong error's
    /// weight of 1 to -1e10 and then +1e10, lost it, and ended with x0 = 48 (the weak level's
    /// choice) where the strong `x0 <= 0` holds at 0. (Keeping such sums instead, with the
    /// weighted model's 1e-14, fixed that seed but broke eight others: most are noise.)
    ///
    /// - Complexity: O(Σ over the cells of their column's rows), only for cells that cancelled.
    @inline(never)
    mutating func restoreCancelled(in tableau: Tableau) -> Bool {
        var added = false
        let cells = cancelled
        cancelled.removeAll(keepingCapacity: true)
        for (level, symbol) in cells where order.contains(level) && !tableau.isBasic(symbol) {
            let (value, noise) = freshReducedCost(of: symbol, level: level, in: tableau)
            let fresh = denoisedNotingZeros(value, noise: noise)
            guard fresh != coefficients[level][Int(symbol)] else { continue }
            write(fresh, level: level, symbol: symbol)
            if fresh <= 0 {
                candidates.insert(symbol)
                added = true
            }
        }
        return added
    }

    /// Makes every symbol of the row in `slot` whose weighted cost reads exactly zero a
    /// candidate again (weighted model), for ``popEntering(isEligible:)`` to recompute from the
    /// rows. For a removal's pivot, which changes the rows that held the marker by this row's
    /// cells but the objective only by the marker's cost: a cost zeroed as noise when it
    /// cancelled from terms those rows held can stand alone once they are gone, and nothing else
    /// reads it again (soak seed 5419765: s13 owed the weak edit -1.15e-7 beside the ±76923 of
    /// two strong errors tied through c4, was zeroed, and kept its zero after `remove c4` took
    /// those terms away; x8 stayed 66 off where the weak level holds it at 0 by moving x5 to
    /// 1.3e8). Only once a cost was read as noise (``hasZeroedCostsAsNoise``): before, every
    /// zero is exact.
    ///
    /// - Complexity: O(row length), or O(1) until a cost was read as noise.
    mutating func reconsiderZeroCosts(inRow slot: Int32, of tableau: Tableau) {
        guard mayHoldRealCostsReadAsZero else { return }
        // (The heap moved out and back, and the level read through a local: writing the heap
        // through `self` inside the closure copied it.)
        var candidates = self.candidates
        self.candidates = SymbolHeap()
        let costs = coefficients[0]
        tableau.forEachCell(inRow: slot) { symbol, _ in
            if costs[Int(symbol)] == 0 { candidates.insert(symbol) }
        }
        self.candidates = candidates
    }

    /// Removes and returns the smallest candidate symbol for which `isEligible` holds and whose
    /// reduced cost is negative (Bland's rule), or nil when the objective is optimal. A candidate
    /// whose sign needs a recomputed level (see ``sign(of:)``) is returned with
    /// ``uncertainLevel`` set: the caller must ``settle(_:value:noise:)`` it.
    ///
    /// In the weighted model, a candidate whose cost reads exactly zero is returned that way
    /// too, when the objective weighs errors (not in a probe's objective, see
    /// `Solver.extremum(of:sign:)`): the cells are sums of terms as large as a strong weight times a
    /// row's coefficients, and a real reduced cost of a weak error, a millionth of those terms,
    /// is zeroed with their cancellation (``Tableau/objectiveCancels(_:_:_:)``). Summed afresh
    /// from the rows, it is the weak weights' own arithmetic again (soak seed 5333831: e8, the
    /// weak error of `x0 - x3 >= 16`, owed -1.000001e-6 through a weak row, its cell summed
    /// -999999999 + 999999998.999999 and was zeroed, so x3 stayed at -16.3 where the weak
    /// `x3 == -4` holds at the optimum). Only candidates are recomputed (a cell that turned zero
    /// by a sum is one), and only when the primal simplex looks for an entering symbol: a few in
    /// a layout's operation, none in most suggestions.
    mutating func popEntering(isEligible: (Symbol) -> Bool) -> Symbol? {
        while let s = candidates.popMin() {
            guard isEligible(s) else { continue }
            if model == .weighted && coefficients[0][Int(s)] == 0 && levelUsers[0] > 0 {
                uncertainLevel = 0
                return s
            }
            let (isNegative, level) = sign(of: s)
            if let level {
                uncertainLevel = level
                return s
            }
            if isNegative { return s }
        }
        return nil
    }
}
