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
    /// The entries, in order of first appearance.
    private(set) var symbols: [Symbol] = []
    private(set) var sums: [Double] = []
    private(set) var scales: [Double] = []

    /// Makes room for symbols `0..<count`.
    mutating func reserveSymbols(_ count: Int) {
        if count > position.count { position.append(contentsOf: repeatElement(-1, count: count - position.count)) }
    }

    /// Adds `x` to the sum of `symbol`.
    @inline(__always)
    mutating func add(_ x: Double, to symbol: Symbol) {
        let p = entry(of: symbol)
        sums[p] += x
        scales[p] = Swift.max(scales[p], Swift.abs(x))
    }

    /// Notes that `symbol`'s coefficient was `x` and returns the largest magnitude noted for it.
    @inline(__always)
    mutating func noteMagnitude(_ x: Double, of symbol: Symbol) -> Double {
        let p = entry(of: symbol)
        scales[p] = Swift.max(scales[p], Swift.abs(x))
        return scales[p]
    }

    /// Empties the accumulator (keeping its buffers).
    ///
    /// - Complexity: O(*n*) for *n* entries.
    mutating func removeAll() {
        for s in symbols { position[Int(s)] = -1 }
        symbols.removeAll(keepingCapacity: true)
        sums.removeAll(keepingCapacity: true)
        scales.removeAll(keepingCapacity: true)
    }

    @inline(__always)
    private mutating func entry(of symbol: Symbol) -> Int {
        let p = position[Int(symbol)]
        if p >= 0 { return Int(p) }
        position[Int(symbol)] = Int32(symbols.count)
        symbols.append(symbol)
        sums.append(0)
        scales.append(0)
        return symbols.count - 1
    }
}
