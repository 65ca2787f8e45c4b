/// The rows of the simplex tableau, stored as a sparse matrix that is linked both ways.
///
/// Each row says `basic = constant + Σ coefficient × parametric`. Every non-zero coefficient is
/// one `Cell`, linked into the list of its row and into the list of its column (the symbol), so
/// that:
/// - a row can be walked, added to another row or scaled in time proportional to its length;
/// - the rows that hold a symbol (its column) can be walked without visiting any other row;
///   substituting a symbol that enters the basis therefore touches only the rows that mention it,
///   where kiwi visits every row;
/// - a cell is inserted or removed in O(1).
///
/// Rows live in numbered slots, independent of their basic symbol, so a pivot changes a row's
/// basic symbol without moving its cells. Freed cells and slots are reused (stacks), so memory
/// stays flat when constraints come and go.
///
/// Coefficients that cancel to almost nothing are dropped (see ``Tableau/cancels(_:_:)``): a
/// tableau never holds a near-zero cell that a pivot could pick by accident.
struct Tableau: Sendable {
    /// One non-zero coefficient of the tableau.
    struct Cell: Sendable {
        var coefficient: Double
        var row: Int32
        var symbol: Symbol
        var nextInRow: Int32
        var previousInRow: Int32
        var nextInColumn: Int32
        var previousInColumn: Int32
    }

    private(set) var cells: [Cell] = []
    /// Free cells form a chain through their `nextInRow` field (no separate array to grow,
    /// copy or truncate on the hot path).
    private var freeHead: Int32 = -1
    private var freeCount = 0

    // Per row slot.
    /// One row's bookkeeping, together in one struct: adding or substituting a row touches one
    /// array (one uniqueness check, one cache line) instead of seven.
    struct Row: Sendable {
        /// The first cell, or -1.
        var first: Int32
        /// The number of cells; -1 for a free slot (see ``inUse``).
        var length: Int32
        var basic: Symbol
        /// The journal stamp when the row was last saved.
        var stamp: UInt32
        var constant: Double
        /// The largest magnitude that went into the constant (scaled with the row): rounding
        /// residue in a constant is relative to this, not to the constant, which may have cancelled
        /// down from values far larger (seed 16263: 6e9 down to 4.95, off by 5e-8). A substitution
        /// passes on the pivot row's scale times the factor, not just the term it adds: the pivot
        /// row's constant carries the residue of its own history (seed 10039: a constant of 0.95 off
        /// by 2.7e-10, the residue of 43 divided by 1e-5, recorded as a scale of 9.5).
        var constantScale: Double

        /// Whether the slot holds a row. (Read from `length`, not stored: a flag of its own took
        /// the struct from 32 to 40 bytes, a fifth more memory per row.)
        var inUse: Bool {
            @inline(__always) get { length >= 0 }
            @inline(__always) set { length = newValue ? 0 : -1 }
        }

        /// Adds `delta` to the constant (a cancellation to rounding noise gives zero) and returns
        /// the new constant; the scale grows to `|delta|` if that is larger. `lost` becomes true
        /// when the sum zeroed was above 1e-9: a true small value and rounding residue look alike
        /// there, as in a substitution, so the operation asks for a repair (a suggestion that
        /// brought x1 = -2.58e14 back to its true -0.3 left it at 0:
        /// `CancellationRepairTests.suggestionThatCancelsAConstantToItsTrueValueIsRepaired`).
        @inline(__always)
        mutating func addToConstant(_ delta: Double, lost: inout Bool) -> Double {
            let old = constant
            let sum = old + delta
            let cancelled = Tableau.constantCancels(sum, old, delta)
            constant = cancelled ? 0 : sum
            // Zeroing a sum above 1e-9 needs operands above 1e5 (see `constantCancels`): one
            // comparison on the suggestion's hot path, not the three of testing the sum (a test
            // of `cancelled` first cost edit_heavy 4% more instructions; a flag per row, 15%).
            if _slowPath(Swift.abs(delta) > 1e5) { if cancelled && Swift.abs(sum) > 1e-9 { lost = true } }
            // Written only when it grows (rarely, once a row has seen its largest suggestion).
            if Swift.abs(delta) > constantScale { constantScale = Swift.abs(delta) }
            return constant
        }
    }
    private(set) var rows: [Row] = []
    private var freeRows: [Int32] = []

    // Per symbol.
    private(set) var columnFirstCell: [Int32] = []
    private(set) var columnLength: [Int32] = []
    /// The row slot whose basic symbol this is, or -1 for a parametric symbol.
    private(set) var rowOfBasic: [Int32] = []
    /// Scratch: the entry of each symbol of the pivot row in `pivot`; -1 outside
    /// ``substitute(_:by:negativeRows:)``.
    private var scatter: [Int32] = []

    /// Scratch for ``substitute(_:by:negativeRows:)``: the pivot row gathered contiguously.
    private var pivot = PivotRow()

    /// The number of rows in use.
    private(set) var rowCount = 0

    /// Whether a substitution dropped a cell that cancelled to within 1e-10 of its operands but
    /// not to within 1e-15 (about 9 units in the last place): the zone where a true small cell and
    /// rounding residue look alike. A bit set: ``deepCancellation`` for a cell left between 1e-15
    /// and 1e-13 of its operands (soak seed 42805: a true 1e-11 cancelled from 1000, the product
    /// of coefficients of 1e-6 and 1e-5), ``shallowCancellation`` for one between 1e-13 and 1e-10,
    /// or for a row constant zeroed from more than 1e-9 by a substitution (seed 914450) or a
    /// suggestion (see ``Row/addToConstant(_:lost:)``).
    /// The solver rebuilds its rows after such an operation (see
    /// ``Solver/repairAfterLargeCancellation()``) and clears it; a rolled-back journal restores it,
    /// so that a refused operation leaves no trace.
    ///
    /// ``residueKept`` marks the mirror case: a sum kept as a cell though it cancelled to between
    /// 1e-10 and ``residueKeptZone`` of its operands, where rounding residue (six to ten digits
    /// cancelled, the rest noise) passes the cut as a real cell (soak seed 99945: a true 0 left at
    /// -3.55e-13, 3.5e-10 of its operands, on a slack in the row of a variable that a required
    /// equality pins, which a stronger level later moved x1 through; 113429: a true 0 left at
    /// 6.8e-11, 3.4e-8 of its operands, a positive medium reduced cost that blocked a weak gain of
    /// 2.3e14). The repair then compares a rebuild too.
    var largeCancellations: UInt32 = 0
    static let deepCancellation: UInt32 = 1
    static let shallowCancellation: UInt32 = 2
    static let residueKept: UInt32 = 4
    /// A row constant that a pivot cancelled (by half or more) to below a millionth of the
    /// magnitudes its row has been through (``Row/constantScale``; and below a millionth of a
    /// million: under that, the rounding it keeps is below 1e-10 of a unit): it carries the
    /// rounding of the magnitude it came from, 1e-16 of it (soak seed 861553: adding a weak
    /// constraint took x3 from 9.1e10 back to 910, which read 909.9999847, and the required
    /// `x3 >= 910` was off by 1.5e-4; 573568 through 6e12; 5820219 in a suggestion, through 5e10
    /// to 2.15). Over the row's history, not the one step: soak seed 6115694 took x0 from 1e8 to
    /// 110 (9e5 times less, off by 1.5e-8), then to 0.42, and the rows, each off by its own
    /// history's rounding, left a required `x0 == 0` at 9.5e-9. A repair recomputes the rows of
    /// a small tableau, or of one that pins a variable (see
    /// `Solver.repairAfterLargeCancellation()`). (Judged relative alone, eight digits, it asked
    /// edit_heavy's resize for repairs that cost 50% more instructions; with the floor, no
    /// benchmark workload raises it.)
    static let historyCancellation: UInt32 = 8
    /// Whether a row was ever solved for a cell a thousand times below its largest: only then
    /// can the rows hold cells far larger than the constraints' coefficients, whose rounding
    /// `Solver.insert` watches for (layouts, whose coefficients are ±1 and multipliers, never
    /// pivot so). A rolled-back journal restores it.
    var hasPivotedOnSmallElement = false
    /// Whether a substitution keeps a cell that cancels into the shallow zone (between 1e-13 and
    /// 1e-10 of its operands) instead of dropping it (flagging ``residueKept``, not
    /// ``shallowCancellation``). Only in a last opinion on a refusal, whose rows are recomputed
    /// for their basis before they are trusted (see `Solver.refuse`): there a true cell that
    /// small can be all that makes a constraint feasible (soak seed 24719380: an artificial
    /// objective's cell of a slack summed 3.3e9 - 3.3e9 to its true -0.1, the only way down to
    /// a residual of 0, where x2 = 2.8e14 makes `1e6 x1 + 1e-4 x2 ...` hold; dropped, every
    /// opinion refused a constraint that can hold). (A copy of the substitution's loop of its
    /// own: a flag read in the loop, even in its rare branch only, cost edit_heavy 0.3% to 1.5%
    /// more instructions.)
    var keepsShallowCells = false
    /// The upper end of the ``residueKept`` zone, relative to a sum's operands: six digits
    /// cancelled. A row's cells carry the rounding of their history, 1e-12 of themselves after
    /// a few cancellations, and six digits more cancelled leave 1e-6 of noise in the cell kept,
    /// which a pivot on it spreads to every row (soak seed 70018169, hierarchical: a removal left
    /// x0's cell of c1's slack at -0.005000000000006111; the next pivot cancelled it against
    /// 0.0050000016 to 3.33e-9, 1e-6 wrong, and pivoting on that cell left every row 1e-7 wrong,
    /// x1's with a cell of 3.1e-7 where the true one is 0, on which the dual simplex later
    /// pivoted, sending x2 to -2.9e11 and leaving a required constraint off by 900). Seven
    /// digits (1e-7) until the fortieth session. None of the benchmark traces cancels a kept
    /// cell below 1e-6 of its operands.
    static let residueKeptZone = 1e-6

    // Undo: while a journal is open, each row is saved the first time an operation changes it.
    private(set) var isJournaling = false
    private var journal = Journal()
    private var journalStamp: UInt32 = 0

    /// What an open journal needs to put every row back as it was. Its buffers are kept between
    /// journals (only emptied), so a journaled operation allocates nothing once they have grown.
    private struct Journal: Sendable {
        struct SavedRow: Sendable {
            var slot: Int32
            var basic: Symbol
            var constant: Double
            var constantScale: Double
            /// The row's cells are `savedCells[firstCell ..< firstCell + cellCount]`.
            var firstCell: Int
            var cellCount: Int
        }
        var savedRows: [SavedRow] = []
        var savedCells: [(Symbol, Double)] = []
        var createdRows: [Int32] = []
        /// ``Tableau/largeCancellations`` when the journal began.
        var largeCancellations: UInt32 = 0
        /// ``Tableau/hasPivotedOnSmallElement`` when the journal began.
        var hasPivotedOnSmallElement = false
    }

    /// Whether `sum = a + b` is a cancellation down to rounding noise, to be stored as zero.
    ///
    /// The test is relative to the operands, not absolute (kiwi's 1e-8): coefficients in a layout
    /// range from 1e-6 to 1e6, so any fixed threshold either drops real values or keeps noise.
    /// Ten digits of cancellation is far beyond what a layout means, and above the error that
    /// rounding accumulates in cells over many pivots (seen at 1e-12 of the operands in the
    /// property tests: a cell kept at that level is noise that a later pivot could divide by).
    @inline(__always)
    static func cancels(_ sum: Double, _ a: Double, _ b: Double, below threshold: Double = 1e-10) -> Bool {
        Swift.abs(sum) <= threshold * Swift.max(Swift.abs(a), Swift.abs(b))
    }

    /// The zone of ``largeCancellations`` into which `sum = a + b` cancelled, for a sum within
    /// ``residueKeptZone`` of its operands: ``residueKept`` for a sum kept as a cell (above the
    /// cut of ``cancels(_:_:below:)``), ``shallowCancellation`` or ``deepCancellation`` for one
    /// dropped, 0 for one dropped as certain residue (within 1e-15). Out of line: called only
    /// from the rare branch of the hottest loop, whose registers it would otherwise crowd
    /// (inlined, the loop that links new cells took 1.9% more of churn's instructions).
    @inline(never)
    static func cancellationZone(_ sum: Double, _ a: Double, _ b: Double) -> UInt32 {
        if !cancels(sum, a, b) { return residueKept }
        if cancels(sum, a, b, below: 1e-15) { return 0 }
        return cancels(sum, a, b, below: 1e-13) ? deepCancellation : shallowCancellation
    }

    /// Like ``cancels(_:_:)`` for objective cells, which must keep more digits: in the weighted
    /// model a weak weight of 1 sits beside strong weights of 1e6 times coefficients of 1e4, so a
    /// legitimate reduced cost can be 1e-10 of the terms that produced it. Noise left above this
    /// threshold is harmless: at worst a wasted pivot, and an "unbounded" column is recognised as
    /// noise (see ``Solver/optimize()``).
    @inline(__always)
    static func objectiveCancels(_ sum: Double, _ a: Double, _ b: Double) -> Bool {
        Swift.abs(sum) <= 1e-14 * Swift.max(Swift.abs(a), Swift.abs(b))
    }

    /// Like ``cancels(_:_:)`` for row constants, which are positions and sizes, so keep many more
    /// digits: only what is certainly rounding noise becomes zero. (Unless it is tiny in itself,
    /// a zeroed constant asks for a repair: see ``substitute(_:by:negativeRows:)``.) Against
    /// 5e-15 of the operands' sum: where they cancel that is 1e-14 of the larger (the same
    /// threshold to first order), and it costs one addition where the larger costs a compare and
    /// a select, on the suggestion's hot path (``shiftConstants(alongColumnOf:by:negativeRows:)``).
    @inline(__always)
    static func constantCancels(_ sum: Double, _ a: Double, _ b: Double) -> Bool {
        Swift.abs(sum) <= 5e-15 * (Swift.abs(a) + Swift.abs(b))
    }

    // MARK: Symbols

    /// How many symbols the per-symbol arrays have room for.
    var symbolCapacity: Int { columnFirstCell.count }

    /// Reserves memory (without filling it) for `symbols` symbols, `rows` rows and `cells` cells
    /// in all, so that a large build appends without reallocating and copying.
    mutating func reserveCapacity(symbols: Int, rows: Int, cells: Int) {
        columnFirstCell.reserveCapacity(symbols)
        columnLength.reserveCapacity(symbols)
        rowOfBasic.reserveCapacity(symbols)
        scatter.reserveCapacity(symbols)
        self.rows.reserveCapacity(rows)
        self.cells.reserveCapacity(cells)
    }

    /// Reserves memory for a pivot row of `count` cells and for journaling `count` rows and
    /// cells, so that the first operations of a new tableau do not grow them step by step.
    mutating func reserveScratch(_ count: Int) {
        pivot.symbols.reserveCapacity(count)
        pivot.coefficients.reserveCapacity(count)
        pivot.seen.reserveCapacity(count + 1)
        journal.savedRows.reserveCapacity(count)
        journal.savedCells.reserveCapacity(count)
        journal.createdRows.reserveCapacity(count)
    }

    /// Makes room for symbols `0..<count`.
    mutating func reserveSymbols(_ count: Int) {
        let extra = count - columnFirstCell.count
        guard extra > 0 else { return }
        columnFirstCell.append(contentsOf: repeatElement(-1, count: extra))
        columnLength.append(contentsOf: repeatElement(0, count: extra))
        rowOfBasic.append(contentsOf: repeatElement(-1, count: extra))
        scatter.append(contentsOf: repeatElement(-1, count: extra))
    }

    @inline(__always) func isBasic(_ symbol: Symbol) -> Bool { rowOfBasic[Int(symbol)] >= 0 }

    /// The row slot in which `symbol` is basic, or nil.
    @inline(__always) func row(ofBasic symbol: Symbol) -> Int32? {
        let r = rowOfBasic[Int(symbol)]
        return r >= 0 ? r : nil
    }

    // MARK: Rows

    /// Adds a row `basic = constant + Σ terms` and returns its slot. `basic` may be `noSymbol` for a
    /// row whose basic symbol is not chosen yet; the terms must name distinct, non-basic symbols
    /// and non-zero coefficients.
    mutating func insertRow(basic: Symbol, constant: Double, constantScale: Double = 0,
                            terms: [(Symbol, Double)]) -> Int32 {
        let constantScale = Swift.max(constantScale, Swift.abs(constant))
        var slot: Int32 = -1
        while let candidate = freeRows.popLast() {
            if !rows[Int(candidate)].inUse {
                slot = candidate
                break
            }
        }
        if slot >= 0 {
            rows[Int(slot)].first = -1
            rows[Int(slot)].constant = constant
            rows[Int(slot)].constantScale = constantScale
            rows[Int(slot)].basic = basic
            rows[Int(slot)].length = 0  // (in use)
        } else {
            slot = Int32(rows.count)
            rows.append(Row(first: -1, length: 0, basic: basic, stamp: 0, constant: constant,
                            constantScale: constantScale))
        }
        if isJournaling {
            rows[Int(slot)].stamp = journalStamp
            journal.createdRows.append(slot)
        }
        if basic != noSymbol { rowOfBasic[Int(basic)] = slot }
        // Link the cells on raw buffers (the row is new, so there is nothing to journal).
        reserveFreeCells(terms.count)
        var first: Int32 = -1
        var freeHead = self.freeHead
        cells.withUnsafeMutableBufferPointer { cells in
            columnFirstCell.withUnsafeMutableBufferPointer { columnFirst in
                columnLength.withUnsafeMutableBufferPointer { columnLength in
                    for (symbol, coefficient) in terms {
                        assert(coefficient != 0 && rowOfBasic[Int(symbol)] < 0)
                        Tableau.linkFreeCell(row: slot, symbol: symbol, coefficient: coefficient, rowHead: &first,
                                             freeHead: &freeHead, cells: cells, columnFirst: columnFirst,
                                             columnLength: columnLength)
                    }
                }
            }
        }
        self.freeHead = freeHead
        freeCount -= terms.count
        rows[Int(slot)].first = first
        rows[Int(slot)].length = Int32(terms.count)
        rowCount += 1
        return slot
    }

    /// Removes the row in `slot` and all its cells.
    mutating func removeRow(_ slot: Int32) {
        touch(slot)
        var cell = rows[Int(slot)].first
        while cell >= 0 {
            let next = cells[Int(cell)].nextInRow
            unlinkFromColumn(cell)
            release(cell)
            cell = next
        }
        let basic = rows[Int(slot)].basic
        if basic != noSymbol { rowOfBasic[Int(basic)] = -1 }
        rows[Int(slot)].first = -1
        rows[Int(slot)].basic = noSymbol
        rows[Int(slot)].inUse = false  // (length -1)
        freeRows.append(slot)
        rowCount -= 1
    }

    /// Makes `symbol` the basic symbol of the row in `slot` (which has none, or whose basic symbol
    /// has just been solved out).
    mutating func setBasic(_ symbol: Symbol, ofRow slot: Int32) {
        touch(slot)
        let old = rows[Int(slot)].basic
        if old != noSymbol, rowOfBasic[Int(old)] == slot { rowOfBasic[Int(old)] = -1 }
        rows[Int(slot)].basic = symbol
        if symbol != noSymbol { rowOfBasic[Int(symbol)] = slot }
    }

    @inline(__always) func constant(ofRow slot: Int32) -> Double { rows[Int(slot)].constant }

    /// The scale of the rounding residue in the constant of the row in `slot` (see ``Row/constantScale``).
    @inline(__always) func constantScale(ofRow slot: Int32) -> Double { rows[Int(slot)].constantScale }

    @inline(__always) func basic(ofRow slot: Int32) -> Symbol { rows[Int(slot)].basic }

    /// Adds `delta` to the constant of the row in `slot` and returns the new constant.
    @discardableResult @inline(__always)
    mutating func addToConstant(ofRow slot: Int32, _ delta: Double) -> Double {
        touch(slot)
        var lost = false
        let constant = rows[Int(slot)].addToConstant(delta, lost: &lost)
        if _slowPath(lost) { largeCancellations |= Tableau.shallowCancellation }
        return constant
    }

    /// Adds `amount` times each cell of `symbol`'s column to the constant of the cell's row (the
    /// substitution `symbol := symbol + amount` applied to constants only), in column order, and
    /// appends the rows whose constant turned negative to `negativeRows`.
    ///
    /// - Complexity: O(*k*) for the *k* cells of the column.
    mutating func shiftConstants(alongColumnOf symbol: Symbol, by amount: Double, negativeRows: inout [Int32]) {
        let head = columnFirstCell[Int(symbol)]
        if isJournaling {
            // Journaling a row only reads cells, so walking the column while shifting is safe.
            var cell = head
            while cell >= 0 {
                let c = cells[Int(cell)]
                if addToConstant(ofRow: c.row, c.coefficient * amount) < 0 { negativeRows.append(c.row) }
                cell = c.nextInColumn
            }
            return
        }
        // The hot path of `suggest` (an edit variable's marker can sit in most rows): raw buffers,
        // so copy-on-write is checked once per suggestion, not once per row. Same arithmetic as
        // ``addToConstant(ofRow:_:)`` (``Row/addToConstant(_:lost:)``).
        let lost = cells.withUnsafeBufferPointer { cells in
        rows.withUnsafeMutableBufferPointer { rows in
            var lost = false
            var cell = head
            while cell >= 0 {
                let c = cells[Int(cell)]
                if rows[Int(c.row)].addToConstant(c.coefficient * amount, lost: &lost) < 0 { negativeRows.append(c.row) }
                cell = c.nextInColumn
            }
            return lost
        }}
        if _slowPath(lost) { largeCancellations |= Tableau.shallowCancellation }
    }

    /// The coefficient of `symbol` in the row in `slot`, 0 if absent.
    ///
    /// - Complexity: O(min(row length, column length)).
    func coefficient(of symbol: Symbol, inRow slot: Int32) -> Double {
        let cell = find(symbol, inRow: slot)
        return cell >= 0 ? cells[Int(cell)].coefficient : 0
    }

    /// The cell of `symbol` in the row in `slot`, or -1, walking the shorter of row and column.
    func find(_ symbol: Symbol, inRow slot: Int32) -> Int32 {
        if rows[Int(slot)].length <= columnLength[Int(symbol)] {
            var cell = rows[Int(slot)].first
            while cell >= 0 {
                if cells[Int(cell)].symbol == symbol { return cell }
                cell = cells[Int(cell)].nextInRow
            }
        } else {
            var cell = columnFirstCell[Int(symbol)]
            while cell >= 0 {
                if cells[Int(cell)].row == slot { return cell }
                cell = cells[Int(cell)].nextInColumn
            }
        }
        return -1
    }

    /// The largest magnitude of a cell of the row in `slot`: the scale of its rounding noise.
    ///
    /// - Complexity: O(row length).
    func largestMagnitude(inRow slot: Int32) -> Double {
        var largest = 0.0
        forEachCell(inRow: slot) { _, c in largest = Swift.max(largest, Swift.abs(c)) }
        return largest
    }

    /// The largest magnitude of a cell in the column of `symbol`.
    ///
    /// - Complexity: O(column length).
    func largestMagnitude(inColumn symbol: Symbol) -> Double {
        var largest = 0.0
        forEachCell(inColumn: symbol) { _, c in largest = Swift.max(largest, Swift.abs(c)) }
        return largest
    }

    /// The reduced cost of the parametric `symbol` at the hierarchical `level` of an objective whose
    /// errors are weighted in `levelOfError` (see ``Objective``), summed afresh from the rows, and
    /// a bound on its rounding noise.
    ///
    /// The level is the sum of its errors (each weighted 1), so the reduced cost is 1 if `symbol`
    /// is one of them plus its coefficients in the rows of the level's basic errors. The stored
    /// objective cell carries the residue of every magnitude that went through it; this sum
    /// carries only that of the cells present: each term's error, 1e-9 of it, the cut a new
    /// row's sums of cells get (`Solver.newRowCut`): after a few
    /// digits cancelled in a row its cells are known to 1e-12 or 1e-10, not to one rounding, and
    /// a strong tie read as a cost of that size decides against a weaker level's gain (soak
    /// seeds 3326544, 1 - 0.999999999998181 at the strong level, 3259000, 1 -
    /// 0.9999999997744453, and 3422427; at 1e-12 of each term all three were real). A cell within
    /// 1e-20 of its row's largest is itself residue and counts as zero (seed 4773 in another
    /// order: pivots amplified a residue of 7.9e-19 to 7.3e-9, 7e-22 of the cells of 1e13 in a
    /// strong error's row; as a term, or as noise of 1e-15 of that row, it would hide a real
    /// -0.00625 from another row, and the solver ended 250 worse at the strong level), if it is
    /// small beside its column too (below 1e-12 of its largest): a product of a few coefficients of
    /// 1e-6..1e6 is that far below its row without any cancellation (soak seed 8503468: x1's row
    /// held c0's slack at 3.3e20, 1e6 × 1e8 / 0.3, and c2's at a true 3.33, the largest of its
    /// column; read as residue, the weak edit's cost of that slack was 0, and x1 stayed at -2.5e22
    /// where 0 is free, `RegressionTests.trueCellFarBelowItsRowButNotItsColumnIsACost`), and a
    /// product of two of them is as far below its column's other products (soak seed 37485235:
    /// c0's error row held c4's slack at a true 1e-15, c0's `1e-6 x0` times x0's 1e-9, 3.3e-10 of
    /// the column's 3e-6; at the former bound of 1e-9 it read as residue, the slack entered for a
    /// weaker level's sake at a cost of 29 to c0's level, and the objective, told that cost was
    /// 0, lost the -3.3e-10 it made of c2's error after the pivot: once c4 was removed, c0 stayed
    /// off by 3.5e10 where it can hold, `CancellationRepairTests.trueProductFarBelowItsColumnIsACost`). Rows span
    /// many scales, so a true cell can be far smaller than its row's largest without any
    /// cancellation; at 1e-15 of its row the test dropped real reduced costs (seed 129554: a true
    /// -1e-6 beside a slack's 2.5e9, and a strong error of 3.6e9 kept,
    /// `RegressionTests.reducedCostKeepsATrueCellSmallBesideItsRow`).
    ///
    /// - Complexity: O(Σ length of the rows of the column's level errors); only called for a
    ///   value below 1e-8 of the level's largest coefficient, or that cancelled (see
    ///   ``Objective/sign(of:)`` and ``Objective/restoreCancelled(in:)``).
    func reducedCost(of symbol: Symbol, level: Int, levelOfError: [Int32]) -> (value: Double, noise: Double) {
        reducedCost(of: symbol, relativeNoise: 1e-9) { levelOfError[Int($0)] == level ? 1 : 0 }
    }

    /// The reduced cost of the parametric `symbol` in a weighted objective whose errors have the
    /// weights `weightOfError` (see ``Objective``), summed afresh from the rows, and a bound on
    /// its rounding noise: as ``reducedCost(of:level:levelOfError:)``, each term times its weight.
    ///
    /// - Complexity: O(Σ length of the rows of the column's basic errors); only called for a
    ///   value that cancelled to zero (see ``Objective/restoreCancelled(in:)``).
    func reducedCost(of symbol: Symbol, weightOfError: [Double]) -> (value: Double, noise: Double) {
        reducedCost(of: symbol, relativeNoise: 1e-12) { weightOfError[Int($0)] }
    }

    /// The sum of both: `weight(symbol)` plus each of the column's cells times the weight of its
    /// row's basic symbol (rows of weight 0 and cells of residue skipped), with `relativeNoise`
    /// of each term as the noise. (A weight of 1 or 0 leaves the hierarchical sum's
    /// arithmetic exactly as a plain sum of cells.)
    ///
    /// The terms are summed in order of their rows' slots, highest first, not in the column's
    /// order: the column chains are in the order of their history, which a rolled-back journal
    /// does not restore (it restores each row and its slot), and a sum that cancels keeps the
    /// rounding of its order. Summed along the chain, a refused operation left its trace in the
    /// next removal (large-session seed 188264: after a refused `add`, a removal's cancelled cost
    /// came out as -8.7e-11 where the solver that never saw the refusal summed exactly 0, and the
    /// two went to different points of a tied optimum;
    /// `RegressionTests.removalAfterARefusalSumsCostsAsIfTheRefusalNeverHappened`).
    @inline(__always)
    private func reducedCost(of symbol: Symbol, relativeNoise: Double,
                             weight: (Symbol) -> Double) -> (value: Double, noise: Double) {
        // The terms, in order, on the stack: a temporary allocation of up to 1 KiB is taken
        // there without asking the system how much stack is left, which costs more than the sum.
        let length = Int(columnLength[Int(symbol)])
        if length > Tableau.termsOnTheStack {
            var terms = [SlotTerm](repeating: SlotTerm(slot: 0, term: 0), count: length)
            return terms.withUnsafeMutableBufferPointer {
                columnSum(of: symbol, relativeNoise: relativeNoise, weight: weight, scratch: $0)
            }
        }
        return withUnsafeTemporaryAllocation(of: SlotTerm.self, capacity: length) {
            columnSum(of: symbol, relativeNoise: relativeNoise, weight: weight, scratch: $0)
        }
    }

    /// How many terms of a column's sum go on the stack (1 KiB); a longer column's go in an array.
    private static let termsOnTheStack = 1024 / MemoryLayout<SlotTerm>.stride

    /// ``reducedCost(of:relativeNoise:weight:)``'s sum, with `scratch` room for every cell of the
    /// column: sorted by insertion as the terms come in (on the stack: a few as a rule), or, in a
    /// long column, by the library's sort once they are all in (no quadratic worst case).
    @inline(__always)
    private func columnSum(of symbol: Symbol, relativeNoise: Double, weight: (Symbol) -> Double,
                           scratch terms: UnsafeMutableBufferPointer<SlotTerm>) -> (value: Double, noise: Double) {
        var columnLargest = -1.0  // read once, and only for a cell far below its row (rare)
        var count = 0
        let inserting = terms.count <= Tableau.termsOnTheStack
        forEachCell(inColumn: symbol) { slot, a in
            let basic = basic(ofRow: slot)
            guard basic != noSymbol else { return }
            let w = weight(basic)
            guard w != 0 else { return }
            if Swift.abs(a) <= 1e-20 * largestMagnitude(inRow: slot) {
                if columnLargest < 0 { columnLargest = largestMagnitude(inColumn: symbol) }
                if Swift.abs(a) < 1e-12 * columnLargest { return }
            }
            // Into place among the terms so far, highest slot first.
            var j = count
            if inserting { while j > 0 && terms[j - 1].slot < slot { terms[j] = terms[j - 1]; j -= 1 } }
            terms[j] = SlotTerm(slot: slot, term: w * a)
            count += 1
        }
        if !inserting {
            var gathered = UnsafeMutableBufferPointer(rebasing: terms[0 ..< count])
            gathered.sort { $0.slot > $1.slot }
        }
        var value = weight(symbol)
        var noise = 0.0  // (the symbol's own weight is exact)
        for i in 0 ..< count {
            value += terms[i].term
            noise += relativeNoise * Swift.abs(terms[i].term)
        }
        return (value, noise)
    }

    /// A term of a column's sum, with the slot of its row (see
    /// ``reducedCost(of:relativeNoise:weight:)``).
    private struct SlotTerm {
        var slot: Int32
        var term: Double
    }

    /// Calls `body` with each (symbol, coefficient) of the row in `slot`.
    @inline(__always)
    func forEachCell(inRow slot: Int32, _ body: (Symbol, Double) throws -> Void) rethrows {
        var cell = rows[Int(slot)].first
        while cell >= 0 {
            let c = cells[Int(cell)]
            try body(c.symbol, c.coefficient)
            cell = c.nextInRow
        }
    }

    /// Whether every symbol of the row in `slot` satisfies `predicate` (stops at the first that
    /// does not).
    @inline(__always)
    func row(_ slot: Int32, holdsOnly predicate: (Symbol) -> Bool) -> Bool {
        var cell = rows[Int(slot)].first
        while cell >= 0 {
            guard predicate(cells[Int(cell)].symbol) else { return false }
            cell = cells[Int(cell)].nextInRow
        }
        return true
    }

    /// Calls `body` with each (row slot, coefficient) of the column of `symbol`.
    @inline(__always)
    func forEachCell(inColumn symbol: Symbol, _ body: (Int32, Double) throws -> Void) rethrows {
        var cell = columnFirstCell[Int(symbol)]
        while cell >= 0 {
            let c = cells[Int(cell)]
            try body(c.row, c.coefficient)
            cell = c.nextInColumn
        }
    }

    /// Removes the cell of `symbol` from the row in `slot`, if any, and returns its coefficient.
    @discardableResult
    mutating func removeCell(of symbol: Symbol, fromRow slot: Int32) -> Double {
        let cell = find(symbol, inRow: slot)
        guard cell >= 0 else { return 0 }
        let value = cells[Int(cell)].coefficient
        unlink(cell)
        return value
    }

    /// Removes `symbol` from every row that holds it.
    mutating func removeColumn(_ symbol: Symbol) {
        while case let cell = columnFirstCell[Int(symbol)], cell >= 0 {
            unlink(cell)
        }
    }

    /// Multiplies the constant and every coefficient of the row in `slot` by `factor`.
    mutating func scaleRow(_ slot: Int32, by factor: Double) {
        touch(slot)
        rows[Int(slot)].constant *= factor
        rows[Int(slot)].constantScale *= Swift.abs(factor)
        var cell = rows[Int(slot)].first
        while cell >= 0 {
            cells[Int(cell)].coefficient *= factor
            cell = cells[Int(cell)].nextInRow
        }
    }

    /// Rewrites the row in `slot`, `leaving = constant + Σ … + a·entering + …`, as
    /// `entering = (leaving - constant - Σ …) / a`, and makes `entering` its basic symbol.
    ///
    /// - Precondition: `entering` is in the row.
    mutating func solveRow(_ slot: Int32, forEntering entering: Symbol, leaving: Symbol) {
        let a = removeCell(of: entering, fromRow: slot)
        precondition(a != 0, "the entering symbol must be in the row")
        // A pivot element a billion times below its row's others multiplies their rounding by as
        // much into every row that holds `entering`, and the next pivots cancel it back out: ask
        // for a repair, whose rows are recomputed from the constraints (soak seed 3259000: c3's
        // error left for c0's slack through a true cell of 5e-11 beside cells of 1, the rows
        // kept errors of 1e-10, and a strong tie between an edit and c3 read as a cost of 1.2e-10
        // blocked the weak level's optimum, 9.7e9 better). A pivot element a thousand times below
        // its row's others makes cells as much larger: see ``hasPivotedOnSmallElement``. (One
        // comparison on the usual path: layouts pivot on elements far above 1e-3.)
        if _slowPath(Swift.abs(a) < 1e-3) {
            let largest = largestMagnitude(inRow: slot)
            if Swift.abs(a) < 1e-3 * largest { hasPivotedOnSmallElement = true }
            if Swift.abs(a) < 1e-9 && Swift.abs(a) < 1e-9 * largest { largeCancellations |= Tableau.shallowCancellation }
        }
        scaleRow(slot, by: -1 / a)
        if leaving != noSymbol { link(row: slot, symbol: leaving, coefficient: 1 / a) }
        setBasic(entering, ofRow: slot)
    }

    /// Rewrites a row not yet in the basis, `0 = constant + Σ … + a·subject + …`, as
    /// `subject = -(constant + Σ …) / a`, and makes `subject` its basic symbol.
    mutating func solveRow(_ slot: Int32, forSubject subject: Symbol) {
        solveRow(slot, forEntering: subject, leaving: noSymbol)
    }

    /// The pivot row of a substitution, copied out of the linked cells once so that every target
    /// row reads it from contiguous memory.
    private struct PivotRow: Sendable {
        var symbols: [Symbol] = []
        var coefficients: [Double] = []
        /// Per entry: the number of the last target row that already held the symbol.
        var seen: [UInt32] = []
    }

    /// Replaces `symbol`, which has just become basic in the row in `slot`, by that row's
    /// expression in every other row that holds it (only those its column lists), dropping cells
    /// that cancel, and returns the rows whose constant became negative.
    ///
    /// - Complexity: O(Σ over those rows of (row length + pivot row length)).
    mutating func substitute(_ symbol: Symbol, by slot: Int32, negativeRows: inout [Int32]) {
        if _slowPath(keepsShallowCells) {
            substitute(symbol, by: slot, negativeRows: &negativeRows, cut: KeepsShallowCells.self)
        } else {
            substitute(symbol, by: slot, negativeRows: &negativeRows, cut: DropsShallowCells.self)
        }
    }

    /// ``substitute(_:by:negativeRows:)`` with shallow cancellations kept as cells or dropped
    /// as `cut` says (see ``keepsShallowCells``): a generic function, specialised for each, so
    /// that the usual one's loop holds no flag at all.
    private mutating func substitute<Cut: ShallowCancellationCut>(_ symbol: Symbol, by slot: Int32, negativeRows: inout [Int32],
                                                                   cut: Cut.Type) {
        let keepingShallow = Cut.keepsShallowCells
        guard columnFirstCell[Int(symbol)] >= 0 else { return }
        // The hottest loop of the solver. It works on raw buffers, so copy-on-write and bounds
        // checks happen once per pivot instead of once per cell. Rows are journaled first, since
        // saving a row reads cells that the loop holds as raw buffers.
        if isJournaling {
            var cell = columnFirstCell[Int(symbol)]
            while cell >= 0 {
                touch(cells[Int(cell)].row)
                cell = cells[Int(cell)].nextInColumn
            }
        }
        // Gather the pivot row; `scatter` maps each of its symbols to its entry.
        pivot.symbols.removeAll(keepingCapacity: true)
        pivot.coefficients.removeAll(keepingCapacity: true)
        // (A plain loop: writing `scatter` from a closure passed to a method of `self` would
        // copy the whole array on every pivot.)
        var cell = rows[Int(slot)].first
        while cell >= 0 {
            let s = cells[Int(cell)].symbol
            scatter[Int(s)] = Int32(pivot.symbols.count)
            pivot.symbols.append(s)
            pivot.coefficients.append(cells[Int(cell)].coefficient)
            cell = cells[Int(cell)].nextInRow
        }
        let width = pivot.symbols.count
        pivot.seen.removeAll(keepingCapacity: true)
        // (One entry more: `seen[width]` becomes non-zero when a cell cancels into the zone where
        // a true cell and residue look alike, see ``largeCancellations``. A flag in memory the
        // loop already writes, not a variable of its own, which cost a register in the loop that
        // links new cells: +1.4% of grid_10x10_build's instructions.)
        pivot.seen.append(contentsOf: repeatElement(0, count: width + 1))
        let pivotConstant = rows[Int(slot)].constant
        let pivotScale = Swift.max(rows[Int(slot)].constantScale, Swift.abs(pivotConstant))
        var stamp: UInt32 = 0

        while columnFirstCell[Int(symbol)] >= 0 {
            // Every cell a target row may gain must already be on the free chain (the array
            // cannot grow inside the loop); a few spare cells keep re-entries rare.
            if freeCount < width { reserveFreeCells(width + 64) }
            var freeHead = self.freeHead
            var freeCount = self.freeCount
            cells.withUnsafeMutableBufferPointer { cells in
            columnFirstCell.withUnsafeMutableBufferPointer { columnFirst in
            columnLength.withUnsafeMutableBufferPointer { columnLength in
            rows.withUnsafeMutableBufferPointer { rows in
            // (Mutable access, though only read: read-only access retained and released each
            // of the three buffers on every pass. Accesses to distinct stored properties of
            // `self` do not overlap.)
            scatter.withUnsafeMutableBufferPointer { entryOf in
            pivot.symbols.withUnsafeMutableBufferPointer { symbols in
            pivot.coefficients.withUnsafeMutableBufferPointer { coefficients in
            pivot.seen.withUnsafeMutableBufferPointer { seen in
                /// Unlinks a cell from its row and column and puts it on the free chain.
                @inline(__always) func free(_ index: Int32) {
                    let c = cells[Int(index)]
                    if c.previousInRow >= 0 { cells[Int(c.previousInRow)].nextInRow = c.nextInRow } else { rows[Int(c.row)].first = c.nextInRow }
                    if c.nextInRow >= 0 { cells[Int(c.nextInRow)].previousInRow = c.previousInRow }
                    rows[Int(c.row)].length -= 1
                    if c.previousInColumn >= 0 { cells[Int(c.previousInColumn)].nextInColumn = c.nextInColumn } else { columnFirst[Int(c.symbol)] = c.nextInColumn }
                    if c.nextInColumn >= 0 { cells[Int(c.nextInColumn)].previousInColumn = c.previousInColumn }
                    columnLength[Int(c.symbol)] -= 1
                    cells[Int(index)].nextInRow = freeHead
                    freeHead = index
                    freeCount += 1
                }
                while case let head = columnFirst[Int(symbol)], head >= 0, freeCount >= width {
                    let target = cells[Int(head)].row
                    let factor = cells[Int(head)].coefficient
                    free(head)
                    stamp &+= 1
                    let old = rows[Int(target)].constant
                    let delta = factor * pivotConstant
                    let sum = old + delta
                    let cancelled = Tableau.constantCancels(sum, old, delta)
                    rows[Int(target)].constant = cancelled ? 0 : sum
                    // A constant zeroed from more than 1e-9 had operands above 1e5: in that zone a
                    // true small value and residue look alike, as for cells (soak seed 914450: x1's
                    // constant of -2.58e14 cancelled to its true -0.33, zeroed, and a required
                    // equality ended off by 3.3). The repair recomputes it. (Tested after the
                    // store, in a branch of its own: inside the ternary it cost enaml_build 2.4%
                    // more instructions; this way 0.1%.)
                    if _slowPath(cancelled && Swift.abs(sum) > 1e-9) { seen[width] |= Tableau.shallowCancellation }
                    // A constant that cancelled to a millionth of its row's history keeps the
                    // rounding of the magnitude it came from (see ``historyCancellation``); so
                    // does one zeroed, or cancelled to exactly zero, in a step from beyond a
                    // million itself (large-session seed 78081: x7's -60 came out of 1.75e22 as
                    // exactly 0). (A zero in a step from below a million is left alone: edit_heavy's
                    // resize takes a constant from 48 to 0 in a row that once saw 4.4e6, and a
                    // repair there cost 14% more instructions.)
                    let scale = Swift.max(rows[Int(target)].constantScale, Swift.abs(factor) * pivotScale)
                    if _slowPath(scale > 1e6 * Swift.max(1, Swift.abs(sum)) && Swift.abs(old) > 2 * Swift.abs(sum)
                                    && (!cancelled || Swift.abs(old) > 1e6)) {
                        seen[width] |= Tableau.historyCancellation
                    }
                    rows[Int(target)].constantScale = scale
                    if rows[Int(target)].constant < 0 { negativeRows.append(target) }
                    // Cells the target shares with the pivot row change (or cancel) in place.
                    var cell = rows[Int(target)].first
                    while cell >= 0 {
                        let c = cells[Int(cell)]
                        let entry = entryOf[Int(c.symbol)]
                        if entry >= 0 {
                            seen[Int(entry)] = stamp
                            let delta = factor * coefficients[Int(entry)]
                            let sum = c.coefficient + delta
                            if sum == 0 {
                                // Exact cancellation: the common case in a layout (1 - 1).
                                free(cell)
                            } else if Tableau.cancels(sum, c.coefficient, delta, below: Tableau.residueKeptZone) {
                                // (One comparison on the common path, as when this tested
                                // `cancels` alone; the zones are told apart out of line.)
                                var zone = Tableau.cancellationZone(sum, c.coefficient, delta)
                                if keepingShallow && zone == Tableau.shallowCancellation { zone = Tableau.residueKept }
                                seen[width] |= zone
                                if zone & Tableau.residueKept == 0 {
                                    free(cell)
                                } else {
                                    cells[Int(cell)].coefficient = sum
                                }
                            } else {
                                cells[Int(cell)].coefficient = sum
                            }
                        }
                        cell = c.nextInRow
                    }
                    // The others are new cells, at the head of the row and of their columns.
                    var first = rows[Int(target)].first
                    var added: Int32 = 0
                    for entry in 0..<width where seen[entry] != stamp {
                        Tableau.linkFreeCell(row: target, symbol: symbols[entry], coefficient: factor * coefficients[entry],
                                             rowHead: &first, freeHead: &freeHead, cells: cells, columnFirst: columnFirst,
                                             columnLength: columnLength)
                        added += 1
                    }
                    freeCount -= Int(added)
                    rows[Int(target)].first = first
                    rows[Int(target)].length += added
                }
            }}}}}}}}
            self.freeHead = freeHead
            self.freeCount = freeCount
        }
        for s in pivot.symbols { scatter[Int(s)] = -1 }
        largeCancellations |= pivot.seen[width]
    }

    // MARK: Cells

    @inline(__always)
    private mutating func link(row: Int32, symbol: Symbol, coefficient: Double) {
        touch(row)
        let rowHead = rows[Int(row)].first
        let columnHead = columnFirstCell[Int(symbol)]
        let cell = Cell(coefficient: coefficient, row: row, symbol: symbol,
                        nextInRow: rowHead, previousInRow: -1,
                        nextInColumn: columnHead, previousInColumn: -1)
        let index: Int32
        if freeHead >= 0 {
            index = freeHead
            freeHead = cells[Int(index)].nextInRow
            freeCount -= 1
            cells[Int(index)] = cell
        } else {
            index = Int32(cells.count)
            cells.append(cell)
        }
        if rowHead >= 0 { cells[Int(rowHead)].previousInRow = index }
        rows[Int(row)].first = index
        rows[Int(row)].length += 1
        if columnHead >= 0 { cells[Int(columnHead)].previousInColumn = index }
        columnFirstCell[Int(symbol)] = index
        columnLength[Int(symbol)] += 1
    }

    @inline(__always)
    private mutating func unlink(_ cell: Int32) {
        let c = cells[Int(cell)]
        touch(c.row)
        if c.previousInRow >= 0 { cells[Int(c.previousInRow)].nextInRow = c.nextInRow } else { rows[Int(c.row)].first = c.nextInRow }
        if c.nextInRow >= 0 { cells[Int(c.nextInRow)].previousInRow = c.previousInRow }
        rows[Int(c.row)].length -= 1
        unlinkFromColumn(cell)
        release(cell)
    }

    /// Takes the cell at the head of the free chain and links it at the head of a row (whose first
    /// cell is `rowHead`) and of its column: ``link(row:symbol:coefficient:)`` on raw buffers, for
    /// the loops that hold them. The caller keeps the row's length and the free count.
    @inline(__always)
    private static func linkFreeCell(row: Int32, symbol: Symbol, coefficient: Double, rowHead: inout Int32,
                                     freeHead: inout Int32, cells: UnsafeMutableBufferPointer<Cell>,
                                     columnFirst: UnsafeMutableBufferPointer<Int32>,
                                     columnLength: UnsafeMutableBufferPointer<Int32>) {
        let index = freeHead
        freeHead = cells[Int(index)].nextInRow
        let columnHead = columnFirst[Int(symbol)]
        cells[Int(index)] = Cell(coefficient: coefficient, row: row, symbol: symbol,
                                 nextInRow: rowHead, previousInRow: -1,
                                 nextInColumn: columnHead, previousInColumn: -1)
        if rowHead >= 0 { cells[Int(rowHead)].previousInRow = index }
        rowHead = index
        if columnHead >= 0 { cells[Int(columnHead)].previousInColumn = index }
        columnFirst[Int(symbol)] = index
        columnLength[Int(symbol)] += 1
    }

    /// Appends blank cells to the free chain until it holds `count`, so that a loop on raw buffers
    /// (which cannot grow the array) can take them.
    @inline(__always)
    private mutating func reserveFreeCells(_ count: Int) {
        if freeCount < count { appendFreeCells(count - freeCount) }
    }

    /// Appends `extra` blank cells to the free chain. When the array is full it grows fourfold,
    /// not twofold as appending would: the fill-in of a dense layout (a chain, a grid) outgrows
    /// the first reservation several times, and each growth copies every cell (grid_10x10_build:
    /// 8% fewer instructions). Kept out of line: the pivot loop that calls it is hot, this is not.
    @inline(never)
    private mutating func appendFreeCells(_ extra: Int) {
        let first = cells.count
        if first + extra > cells.capacity { cells.reserveCapacity(Swift.max(first + extra, 4 * cells.capacity)) }
        cells.append(contentsOf: repeatElement(Cell(coefficient: 0, row: -1, symbol: noSymbol, nextInRow: -1,
                                                    previousInRow: -1, nextInColumn: -1, previousInColumn: -1),
                                               count: extra))
        // Onto the free chain in order, as releasing them one by one would.
        var freeHead = self.freeHead
        cells.withUnsafeMutableBufferPointer { cells in
            for index in first ..< first + extra {
                cells[index].nextInRow = freeHead
                freeHead = Int32(index)
            }
        }
        self.freeHead = freeHead
        freeCount += extra
    }

    /// Puts an unlinked cell on the free chain.
    @inline(__always)
    private mutating func release(_ cell: Int32) {
        cells[Int(cell)].nextInRow = freeHead
        freeHead = cell
        freeCount += 1
    }

    @inline(__always)
    private mutating func unlinkFromColumn(_ cell: Int32) {
        let c = cells[Int(cell)]
        if c.previousInColumn >= 0 { cells[Int(c.previousInColumn)].nextInColumn = c.nextInColumn } else { columnFirstCell[Int(c.symbol)] = c.nextInColumn }
        if c.nextInColumn >= 0 { cells[Int(c.nextInColumn)].previousInColumn = c.previousInColumn }
        columnLength[Int(c.symbol)] -= 1
    }

    // MARK: Undo

    /// Starts recording how to undo every change to the rows, until ``commit()`` or
    /// ``rollBack()``. Cost: each changed row is copied once, when it first changes.
    mutating func beginJournal() {
        precondition(!isJournaling, "journals do not nest")
        journalStamp &+= 1
        if journalStamp == 0 {
            for i in rows.indices { rows[i].stamp = 0 }
            journalStamp = 1
        }
        isJournaling = true
        journal.savedRows.removeAll(keepingCapacity: true)
        journal.savedCells.removeAll(keepingCapacity: true)
        journal.createdRows.removeAll(keepingCapacity: true)
        journal.largeCancellations = largeCancellations
        journal.hasPivotedOnSmallElement = hasPivotedOnSmallElement
    }

    /// Forgets the journal: the changes stay.
    mutating func commit() { isJournaling = false }

    /// Puts every row changed, created or removed since ``beginJournal()`` back as it was: the same
    /// slots, basic symbols, constants and coefficients, bit for bit.
    mutating func rollBack() {
        guard isJournaling else { return }
        isJournaling = false
        let j = journal
        largeCancellations = j.largeCancellations
        hasPivotedOnSmallElement = j.hasPivotedOnSmallElement
        for slot in j.createdRows.reversed() where rows[Int(slot)].inUse { removeRow(slot) }
        for saved in j.savedRows where rows[Int(saved.slot)].inUse { removeRow(saved.slot) }
        for saved in j.savedRows {
            let slot = saved.slot
            rows[Int(slot)].inUse = true  // (length 0) its stale entry in `freeRows` is skipped when popped
            rows[Int(slot)].first = -1
            rows[Int(slot)].constant = saved.constant
            rows[Int(slot)].constantScale = saved.constantScale
            rows[Int(slot)].basic = saved.basic
            if saved.basic != noSymbol { rowOfBasic[Int(saved.basic)] = slot }
            for (symbol, coefficient) in j.savedCells[saved.firstCell ..< saved.firstCell + saved.cellCount].reversed() {
                link(row: slot, symbol: symbol, coefficient: coefficient)
            }
            rowCount += 1
        }
    }

    @inline(__always)
    private mutating func touch(_ slot: Int32) {
        if isJournaling && rows[Int(slot)].stamp != journalStamp { save(slot) }
    }

    private mutating func save(_ slot: Int32) {
        rows[Int(slot)].stamp = journalStamp
        guard rows[Int(slot)].inUse else { return }
        let first = journal.savedCells.count
        // One append of the whole row (one uniqueness check, not one per cell).
        let head = rows[Int(slot)].first, length = Int(rows[Int(slot)].length)
        cells.withUnsafeBufferPointer { cells in
            journal.savedCells.append(contentsOf: RowCells(cells: cells, cell: head, underestimatedCount: length))
        }
        journal.savedRows.append(Journal.SavedRow(slot: slot, basic: rows[Int(slot)].basic, constant: rows[Int(slot)].constant,
                                                  constantScale: rows[Int(slot)].constantScale,
                                                  firstCell: first, cellCount: journal.savedCells.count - first))
    }

    /// The cells of one row as `(symbol, coefficient)` pairs, in row order, for appending a whole
    /// row to an array at once.
    private struct RowCells: Sequence, IteratorProtocol {
        /// The tableau's cells, valid while the sequence is read (no retain of the array).
        let cells: UnsafeBufferPointer<Cell>
        var cell: Int32
        /// The row's length.
        let underestimatedCount: Int

        mutating func next() -> (Symbol, Double)? {
            guard cell >= 0 else { return nil }
            let c = cells[Int(cell)]
            cell = c.nextInRow
            return (c.symbol, c.coefficient)
        }
    }

    // MARK: Inspection

    /// The row slots in use, in slot order.
    var rowSlots: [Int32] {
        (0..<Int32(rows.count)).filter { rows[Int($0)].inUse }
    }

    /// The number of cells in use.
    var cellCount: Int { cells.count - freeCount }
}

/// What a substitution does with a cell that cancels shallowly (see
/// ``Tableau/keepsShallowCells``), as a type: the loop is specialised for each.
private protocol ShallowCancellationCut {
    static var keepsShallowCells: Bool { get }
}

/// The usual cut: a shallow cancellation is dropped (and flagged for a repair).
private enum DropsShallowCells: ShallowCancellationCut {
    static var keepsShallowCells: Bool { false }
}

/// A last opinion's cut: a shallow cancellation is kept as a cell.
private enum KeepsShallowCells: ShallowCancellationCut {
    static var keepsShallowCells: Bool { true }
}
