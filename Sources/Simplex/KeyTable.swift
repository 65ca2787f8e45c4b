/// A key of a ``KeyTable``: a non-zero machine word and the bucket where its probe starts.
protocol TableKey {
    /// The key as a word, never 0 (which marks an empty bucket); equal words are equal keys.
    var word: UInt { get }
    /// The bucket where a probe for `word` starts, in a table of `mask + 1` buckets.
    static func home(of word: UInt, mask: Int) -> Int
}

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
/// The table holds addresses, not references: the owner keeps the objects alive (the solver
/// holds every constraint it knows, and they hold their variables) and removes an entry before
/// letting its object go. Lookups never affect results (nothing iterates the table), so the solver stays
/// deterministic whatever the addresses are.
typealias IdentityTable = KeyTable<ObjectIdentifier>

extension ObjectIdentifier: TableKey {
    /// The object's address (never 0).
    @inline(__always)
    var word: UInt { UInt(bitPattern: self) }

    /// The address over the allocation granule, plus its 16 MB region's offset: see
    /// ``IdentityTable``.
    @inline(__always)
    static func home(of word: UInt, mask: Int) -> Int {
        let regionOffset = ((word >> 24) &* 0x9E37_79B9_7F4A_7C15) >> 40
        return Int(truncatingIfNeeded: (word >> 4) &+ regionOffset) & mask
    }
}

/// An open-addressing hash table from word-sized keys to small integers: the solver's
/// ``IdentityTable`` (objects to symbols and slots) and its index of twin constraints (a hash of
/// a constraint's terms to the slot of its record, see ``TwinKey``).
///
/// Entries are `(key, value)` pairs in one array (a probe reads one cache line, not a bucket
/// bitmap, a key array and a value array), probed linearly, at most half full. Removal shifts the
/// following entries back (no tombstones), so churn leaves no debris. Against `Dictionary`: no
/// generic hashing, no reference counting of keys, and a find-or-insert in one probe.
///
/// Homes that keep the keys' order (see ``TableKey/home(of:mask:)``) are not a hash: keys that
/// come in dense runs from several places can pile onto the same stretch of buckets, and linear
/// probing then walks the whole pile. That happened: a 100,000-view replay whose variables reused
/// memory freed by the previous replay now and then took 2 to 8 seconds instead of 0.26, one
/// insertion probing 11,633 buckets. So an insertion that probes more than
/// ``longestProbeBeforeScrambling`` buckets switches the table, for good, to homes that scramble
/// the key (a multiplicative hash), and rehashes it: locality is worth keeping only while it is
/// cheap.
struct KeyTable<Key: TableKey>: Sendable {
    /// One bucket: 12 bytes, not 16. The key's word is kept as two 32-bit halves, so the entry
    /// needs only 4-byte alignment and no padding after its value: a quarter less memory for the
    /// three tables, whose buckets are a sixth of a large layout's memory (two buckets or more per
    /// constraint and per variable). Reading the halves back costs no more than a load of a word.
    private struct Entry: Sendable {
        private var low: UInt32
        private var high: UInt32
        var value: Int32

        @inline(__always)
        init(word: UInt, value: Int32) {
            let word = UInt64(word)
            low = UInt32(truncatingIfNeeded: word)
            high = UInt32(truncatingIfNeeded: word >> 32)
            self.value = value
        }

        /// The key's word; 0 marks an empty bucket.
        var word: UInt {
            @inline(__always) get { UInt(truncatingIfNeeded: UInt64(high) << 32 | UInt64(low)) }
        }
    }

    /// The buckets; their count is zero or a power of two.
    private var entries: [Entry] = []
    /// The number of keys.
    private(set) var count = 0
    /// Whether homes scramble the keys instead of asking them (see the type's discussion).
    private(set) var scramblesHomes = false

    /// The probe length past which an insertion makes the table scramble its homes: 16 cache
    /// lines of buckets, far beyond what a table at most half full probes unless keys pile up.
    static var longestProbeBeforeScrambling: Int { 64 }

    /// The bucket where the probe for `word` starts.
    @inline(__always)
    private static func home(of word: UInt, mask: Int, scrambled: Bool) -> Int {
        guard scrambled else { return Key.home(of: word, mask: mask) }
        // Fibonacci hashing: the top bits of the product, as many as the table has.
        return Int(truncatingIfNeeded: (word &* 0x9E37_79B9_7F4A_7C15) >> UInt(64 - mask.nonzeroBitCount)) & mask
    }

    /// The value stored for `key`, or nil.
    ///
    /// - Complexity: O(1) expected.
    @inline(__always)
    func value(for key: Key) -> Int32? {
        firstValue(for: key) { _ in true }
    }

    /// Stores `value` for `key`, which must not be in the table.
    ///
    /// - Complexity: O(1) expected, amortised over the doublings of the table.
    mutating func insert(_ value: Int32, for key: Key) {
        let (_, inserted) = self.value(for: key, insertingIfAbsent: value)
        assert(inserted, "KeyTable: key inserted twice")
    }

    /// The value stored for `key`; if there is none, stores `value` for it first (one probe
    /// where a lookup and an insertion take two).
    ///
    /// - Returns: The stored value, and whether it was inserted.
    /// - Complexity: O(1) expected, amortised over the doublings of the table.
    mutating func value(for key: Key, insertingIfAbsent value: Int32) -> (value: Int32, inserted: Bool) {
        if 2 * (count + 1) > entries.count { grow() }
        let word = key.word, scrambled = scramblesHomes
        var probed = 0
        let found: Int32? = entries.withUnsafeMutableBufferPointer { buckets in
            let mask = buckets.count - 1
            var i = Self.home(of: word, mask: mask, scrambled: scrambled)
            while buckets[i].word != 0 {
                if buckets[i].word == word { return buckets[i].value }
                i = (i + 1) & mask
                probed &+= 1
            }
            buckets[i] = Entry(word: word, value: value)
            return nil
        }
        if let found { return (found, false) }
        didInsert(afterProbing: probed)
        return (value, true)
    }

    /// Stores `value` for `key` beside any values already stored for it (a multimap's insertion:
    /// ``firstValue(for:where:)`` finds them all, ``removeValue(_:for:)`` removes one).
    ///
    /// - Complexity: O(1) expected, amortised over the doublings of the table.
    mutating func insertDuplicate(_ value: Int32, for key: Key) {
        if 2 * (count + 1) > entries.count { grow() }
        let word = key.word, scrambled = scramblesHomes
        var probed = 0
        entries.withUnsafeMutableBufferPointer { buckets in
            let mask = buckets.count - 1
            var i = Self.home(of: word, mask: mask, scrambled: scrambled)
            while buckets[i].word != 0 {
                i = (i + 1) & mask
                probed &+= 1
            }
            buckets[i] = Entry(word: word, value: value)
        }
        didInsert(afterProbing: probed)
    }

    /// Counts a new entry, whose insertion probed `probed` buckets past its home, and scrambles
    /// the homes if that was too far (see the type's discussion).
    @inline(__always)
    private mutating func didInsert(afterProbing probed: Int) {
        count += 1
        if probed > Self.longestProbeBeforeScrambling && !scramblesHomes { scrambleHomes() }
    }

    /// The first value stored for `key` (in probe order: the order of insertion among the values
    /// still stored) that `predicate` accepts, or nil.
    ///
    /// - Complexity: O(1) expected, plus the values stored for `key`.
    @inline(__always)
    func firstValue(for key: Key, where predicate: (Int32) -> Bool) -> Int32? {
        let word = key.word, scrambled = scramblesHomes
        guard count > 0 else { return nil }
        return entries.withUnsafeBufferPointer { buckets in
            let mask = buckets.count - 1
            var i = Self.home(of: word, mask: mask, scrambled: scrambled)
            while true {
                let entry = buckets[i]
                if entry.word == word && predicate(entry.value) { return entry.value }
                if entry.word == 0 { return nil }
                i = (i + 1) & mask
            }
        }
    }

    /// Replaces the value stored for `key`, which must be in the table.
    mutating func update(_ value: Int32, for key: Key) {
        precondition(count > 0, "KeyTable: updating an absent key")
        let word = key.word, scrambled = scramblesHomes
        entries.withUnsafeMutableBufferPointer { buckets in
            let mask = buckets.count - 1
            var i = Self.home(of: word, mask: mask, scrambled: scrambled)
            while buckets[i].word != word {
                precondition(buckets[i].word != 0, "KeyTable: updating an absent key")
                i = (i + 1) & mask
            }
            buckets[i].value = value
        }
    }

    /// Removes `key` and returns its value, or returns nil if it was not in the table.
    ///
    /// - Complexity: O(1) expected.
    @discardableResult
    mutating func removeValue(for key: Key) -> Int32? {
        removeFirstValue(for: key) { _ in true }
    }

    /// Removes the first entry of `key` (in probe order) whose value `predicate` accepts, and
    /// returns its value, or nil.
    @inline(__always)
    private mutating func removeFirstValue(for key: Key, where predicate: (Int32) -> Bool) -> Int32? {
        guard count > 0 else { return nil }
        let word = key.word, scrambled = scramblesHomes
        let removed: Int32? = entries.withUnsafeMutableBufferPointer { buckets in
            let mask = buckets.count - 1
            var hole = Self.home(of: word, mask: mask, scrambled: scrambled)
            while buckets[hole].word != word || !predicate(buckets[hole].value) {
                if buckets[hole].word == 0 { return nil }
                hole = (hole + 1) & mask
            }
            let value = buckets[hole].value
            Self.closeHole(hole, in: buckets, mask: mask, scrambled: scrambled)
            return value
        }
        if removed != nil { count -= 1 }
        return removed
    }

    /// Empties the bucket `hole` by backward-shift deletion: moves up every later entry of the
    /// run whose home bucket is not between the hole and its own bucket (cyclically), so no probe
    /// stops early. (Entries that share a home keep their order.)
    @inline(__always)
    private static func closeHole(_ hole: Int, in buckets: UnsafeMutableBufferPointer<Entry>, mask: Int, scrambled: Bool) {
        var hole = hole
        var next = (hole + 1) & mask
        while buckets[next].word != 0 {
            let home = Self.home(of: buckets[next].word, mask: mask, scrambled: scrambled)
            let distanceToNext = (next - home) & mask
            let distanceToHole = (hole - home) & mask
            if distanceToHole < distanceToNext {
                buckets[hole] = buckets[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        buckets[hole] = Entry(word: 0, value: 0)
    }

    /// Removes the entry of `key` with `value` (one of several stored with
    /// ``insertDuplicate(_:for:)``); whether there was one.
    ///
    /// - Complexity: O(1) expected, plus the values stored for `key`.
    @discardableResult
    mutating func removeValue(_ value: Int32, for key: Key) -> Bool {
        removeFirstValue(for: key) { $0 == value } != nil
    }

    /// Removes every key, keeping the buckets.
    mutating func removeAll() {
        guard count > 0 else { return }
        _ = entries.withUnsafeMutableBufferPointer { UnsafeMutableRawBufferPointer($0).initializeMemory(as: UInt8.self, repeating: 0) }
        count = 0
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

    /// Switches to scrambled homes for good and rehashes every entry (see the type's discussion).
    ///
    /// - Complexity: O(*n*) for *n* buckets.
    @inline(never)
    private mutating func scrambleHomes() {
        scramblesHomes = true
        grow(to: entries.count)
    }

    /// `count` empty buckets, zeroed in one pass. (`Array(repeating:count:)` of the 12-byte
    /// entry is a store per bucket: building independent_1000's tables took 2% more instructions.)
    private static func emptyBuckets(_ count: Int) -> [Entry] {
        [Entry](unsafeUninitializedCapacity: count) { buffer, initialized in
            UnsafeMutableRawBufferPointer(buffer).initializeMemory(as: UInt8.self, repeating: 0)
            initialized = count
        }
    }

    /// Makes `capacity` buckets (a power of two) and reinserts every entry.
    private mutating func grow(to capacity: Int) {
        let old = entries, scrambled = scramblesHomes
        entries = Self.emptyBuckets(capacity)
        entries.withUnsafeMutableBufferPointer { buckets in
            let mask = capacity - 1
            for entry in old where entry.word != 0 {
                var i = Self.home(of: entry.word, mask: mask, scrambled: scrambled)
                while buckets[i].word != 0 { i = (i + 1) & mask }
                buckets[i] = entry
            }
        }
    }
}
