/// Scratch for summing a row term by term: per symbol, a running coefficient and the largest
/// magnitude that went into it (the scale its rounding noise is relative to).
///
/// A symbol's entry is found through a per-symbol position (4 bytes per symbol; the sums
/// themselves are dense, as many as the row has symbols), so building a row costs its length,
/// not the number of symbols, and the solver does not carry two `Double`s per symbol for a
/// scratch that is almost always empty. Entries keep the order in which symbols first appeared,
/// so rows come out the same on every run.
struct SparseAccumulator: Sendable {
    /// Per symbol: the index of its entry, or -1.
    private var position: [Int32] = []
    /// The entries `0..<count`, in order of first appearance: one array of small structs, so
    /// adding to an entry checks one buffer's uniqueness, not three. (The array only grows:
    /// emptying resets `count`, which is much cheaper than `removeAll(keepingCapacity:)` on
    /// every row.)
    private(set) var entries: [Entry] = []
    /// The number of entries.
    private(set) var count = 0

    /// One symbol's running sum.
    struct Entry: Sendable {
        var symbol: Symbol
        /// The sum of what was added.
        var sum: Double
        /// The largest magnitude added or noted.
        var scale: Double
    }

    /// Reserves memory (without filling it) for `count` symbols.
    mutating func reserveCapacity(symbols count: Int) { position.reserveCapacity(count) }

    /// Reserves memory for summing `count` symbols at once.
    mutating func reserveScratch(_ count: Int) { entries.reserveCapacity(count) }

    /// Makes room for symbols `0..<count`.
    mutating func reserveSymbols(_ count: Int) {
        if count > position.count { position.append(contentsOf: repeatElement(-1, count: count - position.count)) }
    }

    /// Adds `x` to the sum of `symbol`.
    @inline(__always)
    mutating func add(_ x: Double, to symbol: Symbol) {
        let p = entry(of: symbol)
        entries.withUnsafeMutableBufferPointer { entries in
            entries[p].sum += x
            entries[p].scale = Swift.max(entries[p].scale, Swift.abs(x))
        }
    }

    /// Adds `factor` times each cell of the row in `slot` of `tableau` (a basic variable's row
    /// substituted into a new one): the same as ``add(_:to:)`` per cell, on raw buffers, so that
    /// a long row costs one uniqueness check per array, not several per cell.
    ///
    /// - Complexity: O(*n*) for the row's *n* cells.
    mutating func addRow(_ slot: Int32, of tableau: Tableau, times factor: Double) {
        // Each cell may open an entry: make room first (entries beyond `count` are overwritten).
        let needed = count + Int(tableau.rows[Int(slot)].length)
        if entries.count < needed {
            entries.append(contentsOf: repeatElement(Entry(symbol: 0, sum: 0, scale: 0), count: needed - entries.count))
        }
        var count = self.count
        position.withUnsafeMutableBufferPointer { position in
            entries.withUnsafeMutableBufferPointer { entries in
                tableau.forEachCell(inRow: slot) { symbol, coefficient in
                    let x = factor * coefficient
                    var p = Int(position[Int(symbol)])
                    if p < 0 {
                        p = count
                        position[Int(symbol)] = Int32(p)
                        entries[p] = Entry(symbol: symbol, sum: 0, scale: 0)
                        count += 1
                    }
                    entries[p].sum += x
                    entries[p].scale = Swift.max(entries[p].scale, Swift.abs(x))
                }
            }
        }
        self.count = count
    }

    /// Notes that `symbol`'s coefficient was `x` and returns the largest magnitude noted for it.
    @inline(__always)
    mutating func noteMagnitude(_ x: Double, of symbol: Symbol) -> Double {
        let p = entry(of: symbol)
        return entries.withUnsafeMutableBufferPointer { entries in
            entries[p].scale = Swift.max(entries[p].scale, Swift.abs(x))
            return entries[p].scale
        }
    }

    /// Empties the accumulator (keeping its buffers).
    ///
    /// - Complexity: O(*n*) for *n* entries.
    mutating func removeAll() {
        position.withUnsafeMutableBufferPointer { position in
            for i in 0..<count { position[Int(entries[i].symbol)] = -1 }
        }
        count = 0
    }

    @inline(__always)
    private mutating func entry(of symbol: Symbol) -> Int {
        let p = position[Int(symbol)]
        if p >= 0 { return Int(p) }
        let entry = count
        position[Int(symbol)] = Int32(entry)
        if entry < entries.count {
            entries[entry] = Entry(symbol: symbol, sum: 0, scale: 0)
        } else {
            entries.append(Entry(symbol: symbol, sum: 0, scale: 0))
        }
        count += 1
        return entry
    }
}
