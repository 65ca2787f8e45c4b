/// A min-heap of symbols without duplicates: the solver's to-do lists (symbols that may enter
/// the basis, rows that may be infeasible) in Bland's order, smallest symbol first.
///
/// Entries are hints, checked when popped, so a symbol is pushed whenever it may qualify and never
/// searched for; a flag per symbol keeps each in the heap at most once.
struct SymbolHeap: Sendable {
    private var items: [Symbol] = []
    private var present: [Bool] = []

    var isEmpty: Bool { items.isEmpty }

    /// Reserves memory for symbols `0..<symbols` and for `scratch` of them at once.
    mutating func reserveCapacity(symbols: Int, scratch: Int) {
        present.reserveCapacity(symbols)
        items.reserveCapacity(scratch)
    }

    /// Adds `symbol` unless it is already in the heap.
    ///
    /// - Complexity: O(log *n*).
    mutating func insert(_ symbol: Symbol) {
        let s = Int(symbol)
        if s >= present.count { present.append(contentsOf: repeatElement(false, count: s + 1 - present.count)) }
        if present[s] { return }
        present[s] = true
        items.append(symbol)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            if items[parent] <= symbol { break }
            items[child] = items[parent]
            child = parent
        }
        items[child] = symbol
    }

    /// Removes and returns the smallest symbol.
    ///
    /// - Complexity: O(log *n*).
    /// Calls `body` with each symbol in the heap, in no particular order.
    ///
    /// - Complexity: O(*n*) for *n* symbols.
    func forEach(_ body: (Symbol) -> Void) {
        for s in items { body(s) }
    }

    mutating func popMin() -> Symbol? {
        guard let last = items.popLast() else { return nil }
        guard !items.isEmpty else {
            present[Int(last)] = false
            return last
        }
        let top = items[0]
        present[Int(top)] = false
        var parent = 0
        let count = items.count
        while true {
            var child = 2 * parent + 1
            if child >= count { break }
            if child + 1 < count && items[child + 1] < items[child] { child += 1 }
            if last <= items[child] { break }
            items[parent] = items[child]
            parent = child
        }
        items[parent] = last
        return top
    }

    /// Empties the heap.
    mutating func removeAll() {
        for s in items { present[Int(s)] = false }
        items.removeAll(keepingCapacity: true)
    }
}
