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
    private(set) var rowFirstCell: [Int32] = []
    private(set) var rowConstant: [Double] = []
    private(set) var rowBasic: [Symbol] = []
    private(set) var rowLength: [Int32] = []
    private(set) var rowInUse: [Bool] = []
    private var freeRows: [Int32] = []

    // Per symbol.
    private(set) var columnFirstCell: [Int32] = []
    private(set) var columnLength: [Int32] = []
    /// The row slot whose basic symbol this is, or -1 for a parametric symbol.
    private(set) var rowOfBasic: [Int32] = []
    /// Scratch: the cell of each symbol in the row being added to; -1 outside `add(_:times:to:)`.
    private var scatter: [Int32] = []

    /// The number of rows in use.
    private(set) var rowCount = 0

    // Undo: while a journal is open, each row is saved the first time an operation changes it.
    private var journal: Journal? = nil
    private var rowStamp: [UInt32] = []
    private var journalStamp: UInt32 = 0

    /// What an open journal needs to put every row back as it was.
    private struct Journal {
        struct SavedRow {
            var slot: Int32
            var basic: Symbol
            var constant: Double
            var cells: [(Symbol, Double)]
        }
        var savedRows: [SavedRow] = []
        var createdRows: [Int32] = []
    }

    /// Whether `sum = a + b` is a cancellation down to rounding noise, to be stored as zero.
    ///
    /// The test is relative to the operands, not absolute (kiwi's 1e-8): coefficients in a layout
    /// range from 1e-6 to 1e6, so any fixed threshold either drops real values or keeps noise.
    /// Ten digits of cancellation is far beyond what a layout means, and above the error that
    /// rounding accumulates in cells over many pivots (seen at 1e-12 of the operands in the
    /// property tests: a cell kept at that level is noise that a later pivot could divide by).
    @inline(__always)
    static func cancels(_ sum: Double, _ a: Double, _ b: Double) -> Bool {
        Swift.abs(sum) <= 1e-10 * Swift.max(Swift.abs(a), Swift.abs(b))
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
    /// digits: only what is certainly rounding noise becomes zero.
    @inline(__always)
    static func constantCancels(_ sum: Double, _ a: Double, _ b: Double) -> Bool {
        Swift.abs(sum) <= 1e-14 * Swift.max(Swift.abs(a), Swift.abs(b))
    }

    // MARK: Symbols

    /// Makes room for symbols `0..<count`.
    mutating func reserveSymbols(_ count: Int) {
        while columnFirstCell.count < count {
            columnFirstCell.append(-1)
            columnLength.append(0)
            rowOfBasic.append(-1)
            scatter.append(-1)
        }
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
    mutating func insertRow(basic: Symbol, constant: Double, terms: some Sequence<(Symbol, Double)>) -> Int32 {
        var slot: Int32 = -1
        while let candidate = freeRows.popLast() {
            if !rowInUse[Int(candidate)] {
                slot = candidate
                break
            }
        }
        if slot >= 0 {
            rowFirstCell[Int(slot)] = -1
            rowConstant[Int(slot)] = constant
            rowBasic[Int(slot)] = basic
            rowLength[Int(slot)] = 0
            rowInUse[Int(slot)] = true
        } else {
            slot = Int32(rowFirstCell.count)
            rowFirstCell.append(-1)
            rowConstant.append(constant)
            rowBasic.append(basic)
            rowLength.append(0)
            rowInUse.append(true)
            rowStamp.append(0)
        }
        if journal != nil {
            rowStamp[Int(slot)] = journalStamp
            journal!.createdRows.append(slot)
        }
        if basic != noSymbol { rowOfBasic[Int(basic)] = slot }
        for (symbol, coefficient) in terms {
            assert(coefficient != 0 && rowOfBasic[Int(symbol)] < 0)
            link(row: slot, symbol: symbol, coefficient: coefficient)
        }
        rowCount += 1
        return slot
    }

    /// Removes the row in `slot` and all its cells.
    mutating func removeRow(_ slot: Int32) {
        touch(slot)
        var cell = rowFirstCell[Int(slot)]
        while cell >= 0 {
            let next = cells[Int(cell)].nextInRow
            unlinkFromColumn(cell)
            release(cell)
            cell = next
        }
        let basic = rowBasic[Int(slot)]
        if basic != noSymbol { rowOfBasic[Int(basic)] = -1 }
        rowFirstCell[Int(slot)] = -1
        rowBasic[Int(slot)] = noSymbol
        rowLength[Int(slot)] = 0
        rowInUse[Int(slot)] = false
        freeRows.append(slot)
        rowCount -= 1
    }

    /// Makes `symbol` the basic symbol of the row in `slot` (which has none, or whose basic symbol
    /// has just been solved out).
    mutating func setBasic(_ symbol: Symbol, ofRow slot: Int32) {
        touch(slot)
        let old = rowBasic[Int(slot)]
        if old != noSymbol, rowOfBasic[Int(old)] == slot { rowOfBasic[Int(old)] = -1 }
        rowBasic[Int(slot)] = symbol
        if symbol != noSymbol { rowOfBasic[Int(symbol)] = slot }
    }

    @inline(__always) func constant(ofRow slot: Int32) -> Double { rowConstant[Int(slot)] }

    @inline(__always) func basic(ofRow slot: Int32) -> Symbol { rowBasic[Int(slot)] }

    /// Adds `delta` to the constant of the row in `slot` and returns the new constant.
    @discardableResult
    mutating func addToConstant(ofRow slot: Int32, _ delta: Double) -> Double {
        touch(slot)
        let old = rowConstant[Int(slot)]
        var sum = old + delta
        if Tableau.constantCancels(sum, old, delta) { sum = 0 }
        rowConstant[Int(slot)] = sum
        return sum
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
        if rowLength[Int(slot)] <= columnLength[Int(symbol)] {
            var cell = rowFirstCell[Int(slot)]
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

    /// Calls `body` with each (symbol, coefficient) of the row in `slot`.
    @inline(__always)
    func forEachCell(inRow slot: Int32, _ body: (Symbol, Double) throws -> Void) rethrows {
        var cell = rowFirstCell[Int(slot)]
        while cell >= 0 {
            let c = cells[Int(cell)]
            try body(c.symbol, c.coefficient)
            cell = c.nextInRow
        }
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

    /// Removes the cell at index `cell` (from `cells`) from its row and column.
    mutating func removeCell(_ cell: Int32) { unlink(cell) }

    /// Removes `symbol` from every row that holds it.
    mutating func removeColumn(_ symbol: Symbol) {
        while case let cell = columnFirstCell[Int(symbol)], cell >= 0 {
            unlink(cell)
        }
    }

    /// Multiplies the constant and every coefficient of the row in `slot` by `factor`.
    mutating func scaleRow(_ slot: Int32, by factor: Double) {
        touch(slot)
        rowConstant[Int(slot)] *= factor
        var cell = rowFirstCell[Int(slot)]
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
        scaleRow(slot, by: -1 / a)
        if leaving != noSymbol { link(row: slot, symbol: leaving, coefficient: 1 / a) }
        setBasic(entering, ofRow: slot)
    }

    /// Rewrites a row not yet in the basis, `0 = constant + Σ … + a·subject + …`, as
    /// `subject = -(constant + Σ …) / a`, and makes `subject` its basic symbol.
    mutating func solveRow(_ slot: Int32, forSubject subject: Symbol) {
        solveRow(slot, forEntering: subject, leaving: noSymbol)
    }

    /// Adds `factor × (row in source)` to the row in `target` (constants too), dropping cells
    /// that cancel.
    ///
    /// - Complexity: O(length of both rows).
    mutating func add(row source: Int32, times factor: Double, to target: Int32) {
        touch(target)
        addToConstant(ofRow: target, factor * rowConstant[Int(source)])
        // The hottest loop of the solver (a pivot runs it once per row that holds the entering
        // symbol). It works on raw buffers, so copy-on-write and bounds checks happen once per
        // call instead of once per cell; to that end every cell it may create must already be on
        // the free chain (the array cannot grow inside), and the cells it frees join the chain.
        let needed = Int(rowLength[Int(source)])
        if freeCount < needed {
            cells.reserveCapacity(cells.count + needed - freeCount)
            while freeCount < needed {
                cells.append(Cell(coefficient: 0, row: -1, symbol: noSymbol, nextInRow: -1, previousInRow: -1,
                                  nextInColumn: -1, previousInColumn: -1))
                release(Int32(cells.count - 1))
            }
        }
        var first = rowFirstCell[Int(target)]
        var length = rowLength[Int(target)]
        var freeHead = self.freeHead
        var freeCount = self.freeCount
        cells.withUnsafeMutableBufferPointer { cells in
            columnFirstCell.withUnsafeMutableBufferPointer { columnFirst in
                columnLength.withUnsafeMutableBufferPointer { columnLength in
                    scatter.withUnsafeMutableBufferPointer { scatter in
                        // Scatter the target row so each source symbol finds its cell in O(1).
                        var cell = first
                        while cell >= 0 {
                            scatter[Int(cells[Int(cell)].symbol)] = cell
                            cell = cells[Int(cell)].nextInRow
                        }
                        var sourceCell = rowFirstCell[Int(source)]
                        while sourceCell >= 0 {
                            let s = cells[Int(sourceCell)]
                            let delta = factor * s.coefficient
                            let existing = scatter[Int(s.symbol)]
                            if existing >= 0 {
                                let old = cells[Int(existing)].coefficient
                                let sum = old + delta
                                if Tableau.cancels(sum, old, delta) {
                                    // Unlink from the target row and from the column, then free.
                                    let c = cells[Int(existing)]
                                    if c.previousInRow >= 0 { cells[Int(c.previousInRow)].nextInRow = c.nextInRow } else { first = c.nextInRow }
                                    if c.nextInRow >= 0 { cells[Int(c.nextInRow)].previousInRow = c.previousInRow }
                                    length -= 1
                                    if c.previousInColumn >= 0 { cells[Int(c.previousInColumn)].nextInColumn = c.nextInColumn } else { columnFirst[Int(c.symbol)] = c.nextInColumn }
                                    if c.nextInColumn >= 0 { cells[Int(c.nextInColumn)].previousInColumn = c.previousInColumn }
                                    columnLength[Int(c.symbol)] -= 1
                                    cells[Int(existing)].nextInRow = freeHead
                                    freeHead = existing
                                    freeCount += 1
                                    scatter[Int(s.symbol)] = -1
                                } else {
                                    cells[Int(existing)].coefficient = sum
                                }
                            } else {
                                let index = freeHead
                                freeHead = cells[Int(index)].nextInRow
                                freeCount -= 1
                                let columnHead = columnFirst[Int(s.symbol)]
                                cells[Int(index)] = Cell(coefficient: delta, row: target, symbol: s.symbol,
                                                         nextInRow: first, previousInRow: -1,
                                                         nextInColumn: columnHead, previousInColumn: -1)
                                if first >= 0 { cells[Int(first)].previousInRow = index }
                                first = index
                                length += 1
                                if columnHead >= 0 { cells[Int(columnHead)].previousInColumn = index }
                                columnFirst[Int(s.symbol)] = index
                                columnLength[Int(s.symbol)] += 1
                            }
                            sourceCell = s.nextInRow
                        }
                        // Clear the scatter for every symbol the target row now holds.
                        cell = first
                        while cell >= 0 {
                            scatter[Int(cells[Int(cell)].symbol)] = -1
                            cell = cells[Int(cell)].nextInRow
                        }
                    }
                }
            }
        }
        rowFirstCell[Int(target)] = first
        rowLength[Int(target)] = length
        self.freeHead = freeHead
        self.freeCount = freeCount
    }

    // MARK: Cells

    @inline(__always)
    private mutating func link(row: Int32, symbol: Symbol, coefficient: Double) {
        touch(row)
        let rowHead = rowFirstCell[Int(row)]
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
        rowFirstCell[Int(row)] = index
        rowLength[Int(row)] += 1
        if columnHead >= 0 { cells[Int(columnHead)].previousInColumn = index }
        columnFirstCell[Int(symbol)] = index
        columnLength[Int(symbol)] += 1
    }

    @inline(__always)
    private mutating func unlink(_ cell: Int32) {
        let c = cells[Int(cell)]
        touch(c.row)
        if c.previousInRow >= 0 { cells[Int(c.previousInRow)].nextInRow = c.nextInRow } else { rowFirstCell[Int(c.row)] = c.nextInRow }
        if c.nextInRow >= 0 { cells[Int(c.nextInRow)].previousInRow = c.previousInRow }
        rowLength[Int(c.row)] -= 1
        unlinkFromColumn(cell)
        release(cell)
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
        precondition(journal == nil, "journals do not nest")
        journalStamp &+= 1
        if journalStamp == 0 {
            for i in rowStamp.indices { rowStamp[i] = 0 }
            journalStamp = 1
        }
        journal = Journal()
    }

    /// Forgets the journal: the changes stay.
    mutating func commit() { journal = nil }

    /// Puts every row changed, created or removed since ``beginJournal()`` back as it was: the same
    /// slots, basic symbols, constants and coefficients, bit for bit.
    mutating func rollBack() {
        guard let j = journal else { return }
        journal = nil
        for slot in j.createdRows.reversed() where rowInUse[Int(slot)] { removeRow(slot) }
        for saved in j.savedRows where rowInUse[Int(saved.slot)] { removeRow(saved.slot) }
        for saved in j.savedRows {
            let slot = saved.slot
            rowInUse[Int(slot)] = true  // its stale entry in `freeRows` is skipped when popped
            rowFirstCell[Int(slot)] = -1
            rowLength[Int(slot)] = 0
            rowConstant[Int(slot)] = saved.constant
            rowBasic[Int(slot)] = saved.basic
            if saved.basic != noSymbol { rowOfBasic[Int(saved.basic)] = slot }
            for (symbol, coefficient) in saved.cells.reversed() {
                link(row: slot, symbol: symbol, coefficient: coefficient)
            }
            rowCount += 1
        }
    }

    @inline(__always)
    private mutating func touch(_ slot: Int32) {
        if journal != nil && rowStamp[Int(slot)] != journalStamp { save(slot) }
    }

    private mutating func save(_ slot: Int32) {
        rowStamp[Int(slot)] = journalStamp
        guard rowInUse[Int(slot)] else { return }
        var saved: [(Symbol, Double)] = []
        saved.reserveCapacity(Int(rowLength[Int(slot)]))
        forEachCell(inRow: slot) { saved.append(($0, $1)) }
        journal!.savedRows.append(Journal.SavedRow(slot: slot, basic: rowBasic[Int(slot)],
                                                   constant: rowConstant[Int(slot)], cells: saved))
    }

    // MARK: Inspection

    /// The row slots in use, in slot order.
    var rowSlots: [Int32] {
        (0..<Int32(rowInUse.count)).filter { rowInUse[Int($0)] }
    }

    /// The number of cells in use.
    var cellCount: Int { cells.count - freeCount }
}
