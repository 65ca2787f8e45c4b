/// An open-addressing hash table from object identities to small integers (symbols, slots),
/// laid out for the way a layout is built: many objects, made one after another.
///
/// `Dictionary` scatters keys over its buckets with a mixing hash, so once a table outgrows the
/// cache every lookup is a cache miss, and a build of 100,000 views spent a third of its time
/// there (perf, 2026-11-30; with this table, independent_100000 went from 771 to about 600 ms).
/// This table keeps the allocator's order instead: an object's home bucket is its address divided
/// by the allocation granule (16 bytes), so objects allocated one after another from fresh memory
/// sit in neighbouring buckets and a build walks the table as it walks the heap. (Once the
/// allocator reuses freed memory, addresses come in no order and a probe for a new key is a cache
/// miss again in a table that does not fit the cache: one per new constraint or variable, see
/// docs/benchmarks.md.) Each 16 MB region of addresses is moved by its own pseudo-random offset,
/// so the regions that wrap around the table do not line up with one another.
///
/// Entries are `(key, value)` pairs in one array (a probe reads one cache line, not a bucket
/// bitmap, a key array and a value array), probed linearly, at most half full. Removal shifts the
/// following entries back (no tombstones), so churn leaves no debris.
///
/// The table holds addresses, not references: the owner keeps the objects alive (the solver
/// holds every variable and constraint it knows) and removes an entry before letting its object
/// go. Lookups never affect results (nothing iterates the table), so the solver stays
/// deterministic whatever the addresses are.
struct IdentityTable: Sendable {
    private struct Entry: Sendable {
        /// The object's address; 0 marks an empty bucket.
        var key: UInt
        var value: Int32
    }

    /// The buckets; their count is zero or a power of two.
    private var entries: [Entry] = []
    /// The number of keys.
    private(set) var count = 0

    /// The value stored for `object`, or nil.
    ///
    /// - Complexity: O(1) expected.
    @inline(__always)
    func value(for object: ObjectIdentifier) -> Int32? {
        guard count > 0 else { return nil }
        let key = UInt(bitPattern: object)
        return entries.withUnsafeBufferPointer { buckets in
            let mask = buckets.count - 1
            var i = IdentityTable.home(of: key, mask: mask)
            while true {
                let entry = buckets[i]
                if entry.key == key { return entry.value }
                if entry.key == 0 { return nil }
                i = (i + 1) & mask
            }
        }
    }

    /// Stores `value` for `object`, which must not be in the table.
    ///
    /// - Complexity: O(1) expected, amortised over the doublings of the table.
    mutating func insert(_ value: Int32, for object: ObjectIdentifier) {
        let (_, inserted) = self.value(for: object, insertingIfAbsent: value)
        assert(inserted, "IdentityTable: key inserted twice")
    }

    /// The value stored for `object`; if there is none, stores `value` for it first (one probe
    /// where a lookup and an insertion take two).
    ///
    /// - Returns: The stored value, and whether it was inserted.
    /// - Complexity: O(1) expected, amortised over the doublings of the table.
    mutating func value(for object: ObjectIdentifier, insertingIfAbsent value: Int32) -> (value: Int32, inserted: Bool) {
        if 2 * (count + 1) > entries.count { grow() }
        let key = UInt(bitPattern: object)
        let found: Int32? = entries.withUnsafeMutableBufferPointer { buckets in
            let mask = buckets.count - 1
            var i = IdentityTable.home(of: key, mask: mask)
            while buckets[i].key != 0 {
                if buckets[i].key == key { return buckets[i].value }
                i = (i + 1) & mask
            }
            buckets[i] = Entry(key: key, value: value)
            return nil
        }
        if let found { return (found, false) }
        count += 1
        return (value, true)
    }

    /// Replaces the value stored for `object`, which must be in the table.
    mutating func update(_ value: Int32, for object: ObjectIdentifier) {
        precondition(count > 0, "IdentityTable: updating an absent key")
        let key = UInt(bitPattern: object)
        entries.withUnsafeMutableBufferPointer { buckets in
            let mask = buckets.count - 1
            var i = IdentityTable.home(of: key, mask: mask)
            while buckets[i].key != key {
                precondition(buckets[i].key != 0, "IdentityTable: updating an absent key")
                i = (i + 1) & mask
            }
            buckets[i].value = value
        }
    }

    /// Removes `object` and returns its value, or returns nil if it was not in the table.
    ///
    /// - Complexity: O(1) expected.
    @discardableResult
    mutating func removeValue(for object: ObjectIdentifier) -> Int32? {
        guard count > 0 else { return nil }
        let key = UInt(bitPattern: object)
        let removed: Int32? = entries.withUnsafeMutableBufferPointer { buckets in
            let mask = buckets.count - 1
            var hole = IdentityTable.home(of: key, mask: mask)
            while buckets[hole].key != key {
                if buckets[hole].key == 0 { return nil }
                hole = (hole + 1) & mask
            }
            let value = buckets[hole].value
            // Backward-shift deletion: move up every later entry of the run whose home bucket is
            // not between the hole and its own bucket (cyclically), so no probe stops early.
            var next = (hole + 1) & mask
            while buckets[next].key != 0 {
                let home = IdentityTable.home(of: buckets[next].key, mask: mask)
                let distanceToNext = (next - home) & mask
                let distanceToHole = (hole - home) & mask
                if distanceToHole < distanceToNext {
                    buckets[hole] = buckets[next]
                    hole = next
                }
                next = (next + 1) & mask
            }
            buckets[hole] = Entry(key: 0, value: 0)
            return value
        }
        if removed != nil { count -= 1 }
        return removed
    }

    /// Removes every key, keeping the buckets.
    mutating func removeAll() {
        guard count > 0 else { return }
        for i in entries.indices { entries[i] = Entry(key: 0, value: 0) }
        count = 0
    }

    /// The home bucket of an address: see the type's documentation.
    @inline(__always)
    private static func home(of key: UInt, mask: Int) -> Int {
        let regionOffset = ((key >> 24) &* 0x9E37_79B9_7F4A_7C15) >> 40
        return Int(truncatingIfNeeded: (key >> 4) &+ regionOffset) & mask
    }

    /// Makes the table big enough for `count` keys in all, so that it does not grow (rehashing
    /// every key) until then.
    ///
    /// - Complexity: O(*n*) for *n* buckets, when it grows.
    mutating func reserveCapacity(_ count: Int) {
        var buckets = Swift.max(64, entries.count)
        while 2 * count > buckets { buckets *= 2 }
        if buckets > entries.count { grow(to: buckets) }
    }

    /// Doubles the buckets (from 64) and reinserts every entry.
    private mutating func grow() {
        grow(to: Swift.max(64, 2 * entries.count))
    }

    /// Makes `capacity` buckets (a power of two) and reinserts every entry.
    private mutating func grow(to capacity: Int) {
        let old = entries
        entries = Array(repeating: Entry(key: 0, value: 0), count: capacity)
        entries.withUnsafeMutableBufferPointer { buckets in
            let mask = capacity - 1
            for entry in old where entry.key != 0 {
                var i = IdentityTable.home(of: entry.key, mask: mask)
                while buckets[i].key != 0 { i = (i + 1) & mask }
                buckets[i] = entry
            }
        }
    }
}
