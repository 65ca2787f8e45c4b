@testable import Simplex
import Testing

// The solver's identity tables: `IdentityTable` (addresses to small integers, open addressing
// with backward-shift deletion) and `IdentityDictionary` (dense slots found through such a
// table). Both are checked operation by operation against `Dictionary`, over objects this file
// keeps alive: the table stores addresses only, so its owner must keep every object it holds
// alive and remove it before letting it go. The tests keep that contract, and let removed objects
// go, so that the allocator hands their addresses to new objects as it does in the solver.

// MARK: Objects whose only role is their address

/// The smallest object: a header and nothing else.
private final class Token {}

/// An object of 48 bytes, so that a pool of tokens and pairs puts homes on odd and even buckets.
private final class Pair {
    var first = 0, second = 0
}

/// A larger object: two big fields, 1 KB in all.
private final class Block {
    var low = SIMD64<UInt64>()
    var high = SIMD64<UInt64>()
}

/// A value whose release the dictionary tests watch.
private final class Payload {}

/// Objects of any size.
private typealias Buffer = ManagedBuffer<Int, UInt8>

/// A buffer object with room for `capacity` bytes (24 bytes of header come on top).
private func buffer(_ capacity: Int) -> AnyObject {
    Buffer.create(minimumCapacity: capacity) { _ in capacity }
}

/// How the objects of a test are made, and so how their addresses spread: sequential small
/// objects, big ones, a mix of sizes, or sizes whose allocations (a power of two with the
/// allocator's 8-byte chunk header) put consecutive objects a power of two apart, the same home
/// bucket for every table up to that power over 16 buckets.
enum AllocationShape: CaseIterable, Sendable, CustomStringConvertible {
    case tokens, blocks, smallBuffers, largeBuffers, stride1K, stride4K, stride64K, mixed

    var description: String {
        switch self {
        case .tokens: "tokens"
        case .blocks: "1 KB blocks"
        case .smallBuffers: "buffers of 0...256 bytes"
        case .largeBuffers: "buffers of 1...100 KB"
        case .stride1K: "1 KB allocations"
        case .stride4K: "4 KB allocations"
        case .stride64K: "64 KB allocations"
        case .mixed: "all of these mixed"
        }
    }

    fileprivate func make(_ rng: inout SplitMix64) -> AnyObject {
        switch self {
        case .tokens: return Token()
        case .blocks: return Block()
        case .smallBuffers: return buffer(rng.int(0 ... 256))
        case .largeBuffers: return buffer(rng.int(1_000 ... 100_000))
        case .stride1K: return buffer(1024 - 32)
        case .stride4K: return buffer(4096 - 32)
        case .stride64K: return buffer(65536 - 32)
        case .mixed:
            let shapes: [AllocationShape] = [.tokens, .blocks, .smallBuffers, .largeBuffers, .stride1K, .stride4K, .stride64K]
            return rng.pick(shapes).make(&rng)
        }
    }
}

/// The home bucket of `object` in a table of `buckets` buckets: a copy of the private
/// `IdentityTable.home(of:mask:)`, to aim keys at one cluster. Should the table's formula change,
/// the tests that use this stay correct; they only stop concentrating their keys.
private func homeBucket(of object: AnyObject, buckets: Int) -> Int {
    let key = UInt(bitPattern: ObjectIdentifier(object))
    let regionOffset = ((key >> 24) &* 0x9E37_79B9_7F4A_7C15) >> 40
    return Int(truncatingIfNeeded: (key >> 4) &+ regionOffset) & (buckets - 1)
}

/// A pool of small objects of two sizes, grouped by their home bucket in a table of `buckets`.
private func pool(of count: Int, buckets: Int) -> (objects: [AnyObject], byHome: [[AnyObject]]) {
    var objects: [AnyObject] = []
    var byHome = Array(repeating: [AnyObject](), count: buckets)
    objects.reserveCapacity(count)
    for i in 0 ..< count {
        let object: AnyObject = i % 2 == 0 ? Token() : Pair()
        objects.append(object)
        byHome[homeBucket(of: object, buckets: buckets)].append(object)
    }
    return (objects, byHome)
}

/// All the orders of `0 ..< n`.
private func permutations(of n: Int) -> [[Int]] {
    if n == 0 { return [[]] }
    return permutations(of: n - 1).flatMap { shorter in
        (0 ... shorter.count).map { position in
            var p = shorter
            p.insert(n - 1, at: position)
            return p
        }
    }
}

// MARK: - The table against a Dictionary

/// An `IdentityTable` and a `Dictionary` side by side, with the objects whose addresses they hold.
private struct TableModel {
    enum Operation: Int, CaseIterable {
        case insertNew, reinsert, remove, removeAbsent, update, lookUpPresent, lookUpAbsent, removeAll
    }

    let seed: UInt64
    var rng: SplitMix64
    var table = IdentityTable()
    var expected: [ObjectIdentifier: Int32] = [:]
    /// The objects in the table, kept alive here.
    var present: [AnyObject] = []
    /// Objects alive but not in the table, to look up, remove and insert again.
    var absent: [AnyObject] = []
    /// How many absent objects to keep; more are let go.
    var absentLimit = 2_000
    var operations = 0
    private(set) var failed = false

    init(seed: UInt64) {
        self.seed = seed
        rng = SplitMix64(seed: seed)
    }

    mutating func fail(_ message: String, sourceLocation: SourceLocation = #_sourceLocation) {
        if !failed {
            Issue.record("\(message) (seed \(seed), operation \(operations), \(expected.count) keys)", sourceLocation: sourceLocation)
        }
        failed = true
    }

    /// A value to store; zero and the extremes often, as 0 must not read as an empty bucket.
    mutating func randomValue() -> Int32 {
        switch rng.int(0 ... 9) {
        case 0: return 0
        case 1: return .min
        case 2: return .max
        default: return Int32(truncatingIfNeeded: rng.next())
        }
    }

    mutating func checkCount() {
        if table.count != expected.count { fail("count \(table.count), expected \(expected.count)") }
    }

    /// Inserts `object`, which must not be in the table.
    ///
    /// A table that still finds the key (a stale entry) is reported here rather than left to
    /// trip the table's own assertion, which would stop the process without naming the seed.
    mutating func insert(_ object: AnyObject) {
        let id = ObjectIdentifier(object)
        if let stale = table.value(for: id) {
            fail("a key about to be inserted already reads \(stale)")
            return
        }
        let value = randomValue()
        table.insert(value, for: id)
        expected[id] = value
        present.append(object)
        let read = table.value(for: id)
        if read != value { fail("inserted \(value), read \(String(describing: read))") }
        checkCount()
    }

    mutating func insertAbsent() {
        guard !absent.isEmpty else { return }
        let i = rng.int(0 ... absent.count - 1)
        absent.swapAt(i, absent.count - 1)
        insert(absent.removeLast())
    }

    /// Removes a random key; its object is kept for later with probability `keep`, else let go
    /// (after its removal, as the contract asks).
    mutating func removePresent(keep: Double) {
        guard !present.isEmpty else { return }
        let i = rng.int(0 ... present.count - 1)
        present.swapAt(i, present.count - 1)
        let object = present.removeLast()
        let id = ObjectIdentifier(object)
        let removed = table.removeValue(for: id)
        let wanted = expected.removeValue(forKey: id)
        if removed != wanted { fail("removal returned \(String(describing: removed)), expected \(String(describing: wanted))") }
        if let read = table.value(for: id) { fail("a removed key still reads \(read)") }
        if rng.chance(keep) { absent.append(object) }
        while absent.count > absentLimit {
            absent.swapAt(rng.int(0 ... absent.count - 1), absent.count - 1)
            absent.removeLast()
        }
        checkCount()
    }

    mutating func removeAbsent() {
        guard !absent.isEmpty else { return }
        let object = rng.pick(absent)
        if let removed = table.removeValue(for: ObjectIdentifier(object)) { fail("removing an absent key returned \(removed)") }
        checkCount()
    }

    mutating func update() {
        guard !present.isEmpty else { return }
        let id = ObjectIdentifier(rng.pick(present))
        guard table.value(for: id) != nil else {
            // `update` would stop the process on a key the table has lost.
            fail("a key to update is not found")
            return
        }
        let value = randomValue()
        table.update(value, for: id)
        expected[id] = value
        let read = table.value(for: id)
        if read != value { fail("updated to \(value), read \(String(describing: read))") }
        checkCount()
    }

    mutating func lookUpPresent() {
        guard !present.isEmpty else { return }
        let id = ObjectIdentifier(rng.pick(present))
        let read = table.value(for: id)
        if read != expected[id] { fail("read \(String(describing: read)), expected \(String(describing: expected[id]))") }
    }

    mutating func lookUpAbsent() {
        guard !absent.isEmpty else { return }
        if let read = table.value(for: ObjectIdentifier(rng.pick(absent))) { fail("an absent key reads \(read)") }
    }

    /// Empties the table (its objects stay alive, out of it), then inserts one new key: a lookup
    /// in an empty table answers nil without reading a bucket, so the former keys are looked up
    /// after that insertion.
    mutating func removeAll() {
        let former = present
        table.removeAll()
        expected.removeAll()
        present.removeAll()
        checkCount()
        insert(Token())
        for object in former {
            if let read = table.value(for: ObjectIdentifier(object)) {
                fail("a key removed by removeAll still reads \(read)")
                break
            }
        }
        absent += former
    }

    /// Every key's value, and up to `absentSample` absent keys.
    mutating func verifyAll(absentSample: Int = 200) {
        checkCount()
        if present.count != expected.count { fail("the test's model is out of step") }
        for object in present {
            let id = ObjectIdentifier(object)
            let read = table.value(for: id)
            if read != expected[id] {
                fail("a key reads \(String(describing: read)), expected \(String(describing: expected[id]))")
                return
            }
        }
        for object in absent.prefix(absentSample) {
            if let read = table.value(for: ObjectIdentifier(object)) {
                fail("an absent key reads \(read)")
                return
            }
        }
    }

    /// One random operation, chosen with `weights` (by `Operation`), checking the count after it.
    mutating func randomStep(weights: [Double], keep: Double, shape: AllocationShape) {
        operations += 1
        switch Operation(rawValue: rng.weighted(weights))! {
        case .insertNew:
            let object = shape.make(&rng)
            insert(object)
        case .reinsert: insertAbsent()
        case .remove: removePresent(keep: keep)
        case .removeAbsent: removeAbsent()
        case .update: update()
        case .lookUpPresent: lookUpPresent()
        case .lookUpAbsent: lookUpAbsent()
        case .removeAll: removeAll()
        }
    }
}

// MARK: - IdentityDictionary against a model of its slots

/// An `IdentityDictionary` beside a model of what each of its slots should hold.
private struct DictionaryModel<Key: IdentityKey> {
    let seed: UInt64
    var rng: SplitMix64
    let makeKey: (inout SplitMix64) -> Key
    var dictionary = IdentityDictionary<Key, Int>()
    /// What each slot should hold (nil: free), and the free slots, last freed last.
    var slots: [(id: ObjectIdentifier, value: Int)?] = []
    var freeSlots: [Int] = []
    var slotOf: [ObjectIdentifier: Int] = [:]
    /// Keys in the dictionary, and keys out of it (alive, as the keys hold their objects).
    var present: [Key] = []
    var absent: [Key] = []
    var operations = 0
    private(set) var failed = false

    init(seed: UInt64, makeKey: @escaping (inout SplitMix64) -> Key) {
        self.seed = seed
        self.makeKey = makeKey
        rng = SplitMix64(seed: seed)
    }

    mutating func fail(_ message: String) {
        if !failed { Issue.record("\(message) (seed \(seed), operation \(operations), \(slotOf.count) entries)") }
        failed = true
    }

    mutating func checkCount() {
        if dictionary.count != slotOf.count || dictionary.isEmpty != slotOf.isEmpty {
            fail("count \(dictionary.count) (isEmpty \(dictionary.isEmpty)), expected \(slotOf.count)")
        }
    }

    /// Adds `key`, which must not be in the dictionary: in the last freed slot, else a new one.
    mutating func add(_ key: Key) {
        let id = key.objectIdentity
        let value = rng.int(-1_000_000 ... 1_000_000)
        dictionary[key] = value
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
        } else {
            slot = slots.count
            slots.append(nil)
        }
        slots[slot] = (id, value)
        slotOf[id] = slot
        present.append(key)
        if dictionary[key] != value { fail("set \(value), read \(String(describing: dictionary[key]))") }
        checkCount()
    }

    mutating func replace() {
        guard !present.isEmpty else { return }
        let key = rng.pick(present)
        let value = rng.int(-1_000_000 ... 1_000_000)
        dictionary[key] = value
        slots[slotOf[key.objectIdentity]!]!.value = value
        if dictionary[key] != value { fail("replaced by \(value), read \(String(describing: dictionary[key]))") }
        checkCount()
    }

    /// Removes a random key, by assigning nil or by `removeValue(forKey:)`.
    mutating func remove(byAssigningNil: Bool) {
        guard !present.isEmpty else { return }
        let i = rng.int(0 ... present.count - 1)
        present.swapAt(i, present.count - 1)
        let key = present.removeLast()
        let slot = slotOf.removeValue(forKey: key.objectIdentity)!
        let wanted = slots[slot]!.value
        slots[slot] = nil
        freeSlots.append(slot)
        if byAssigningNil {
            let before = dictionary[key]
            dictionary[key] = nil
            if before != wanted { fail("read \(String(describing: before)) before removal, expected \(wanted)") }
        } else {
            let removed = dictionary.removeValue(forKey: key)
            if removed != wanted { fail("removal returned \(String(describing: removed)), expected \(wanted)") }
        }
        if let read = dictionary[key] { fail("a removed key still reads \(read)") }
        // Keep some removed keys to add again; let the others go.
        if rng.chance(0.5) && absent.count < 500 { absent.append(key) }
        checkCount()
    }

    mutating func removeAbsent() {
        guard !absent.isEmpty else { return }
        let key = rng.pick(absent)
        if rng.chance(0.5) {
            dictionary[key] = nil
        } else if let removed = dictionary.removeValue(forKey: key) {
            fail("removing an absent key returned \(removed)")
        }
        if let read = dictionary[key] { fail("an absent key reads \(read)") }
        checkCount()
    }

    /// The entries in iteration order, every value, and some absent keys.
    mutating func verifyAll() {
        checkCount()
        var iterated: [(id: ObjectIdentifier, value: Int)] = []
        for (key, value) in dictionary { iterated.append((key.objectIdentity, value)) }
        let wanted = slots.compactMap { $0 }
        if iterated.count != wanted.count {
            fail("iteration gave \(iterated.count) entries, expected \(wanted.count)")
            return
        }
        for (i, (got, want)) in zip(iterated, wanted).enumerated() where got.id != want.id || got.value != want.value {
            fail("entry \(i) of the iteration is \(got), expected \(want)")
            return
        }
        for key in present where dictionary[key] != slots[slotOf[key.objectIdentity]!]!.value {
            fail("a key reads \(String(describing: dictionary[key]))")
            return
        }
        for key in absent.prefix(100) where dictionary[key] != nil {
            fail("an absent key reads \(dictionary[key]!)")
            return
        }
    }

    mutating func randomStep() {
        operations += 1
        switch rng.weighted([30, 10, 15, 10, 10, 5, 10, 10]) {
        case 0:
            let key = makeKey(&rng)
            add(key)
        case 1:
            guard !absent.isEmpty else { return }
            let i = rng.int(0 ... absent.count - 1)
            absent.swapAt(i, absent.count - 1)
            add(absent.removeLast())
        case 2: replace()
        case 3: remove(byAssigningNil: true)
        case 4: remove(byAssigningNil: false)
        case 5: removeAbsent()
        case 6:
            guard !present.isEmpty else { return }
            let key = rng.pick(present)
            if dictionary[key] != slots[slotOf[key.objectIdentity]!]!.value { fail("a key reads \(String(describing: dictionary[key]))") }
        default:
            guard !absent.isEmpty else { return }
            if let read = dictionary[rng.pick(absent)] { fail("an absent key reads \(read)") }
        }
    }
}

// MARK: - Tests

@Suite struct IdentityTableTests {
    // MARK: Basics

    @Test func anEmptyTableHoldsNothing() {
        let a = Token()
        var table = IdentityTable()
        #expect(table.count == 0)
        #expect(table.value(for: ObjectIdentifier(a)) == nil)
        #expect(table.removeValue(for: ObjectIdentifier(a)) == nil)
        table.removeAll()
        #expect(table.count == 0)
        #expect(table.value(for: ObjectIdentifier(a)) == nil)
    }

    @Test(arguments: [0, 1, -1, 42, Int32.min, Int32.max])
    func insertUpdateAndRemoveOneKey(_ value: Int32) throws {
        let a = Token(), b = Token()
        var table = IdentityTable()
        table.insert(value, for: ObjectIdentifier(a))
        #expect(table.count == 1)
        #expect(table.value(for: ObjectIdentifier(a)) == value)
        #expect(table.value(for: ObjectIdentifier(b)) == nil)
        #expect(table.removeValue(for: ObjectIdentifier(b)) == nil, "removing an absent key")
        // A wrong count would make the table trap further on, so stop here.
        try #require(table.count == 1)
        table.update(value &+ 7, for: ObjectIdentifier(a))
        #expect(table.value(for: ObjectIdentifier(a)) == value &+ 7)
        #expect(table.count == 1)
        #expect(table.removeValue(for: ObjectIdentifier(a)) == value &+ 7)
        #expect(table.count == 0)
        #expect(table.value(for: ObjectIdentifier(a)) == nil)
        #expect(table.removeValue(for: ObjectIdentifier(a)) == nil, "removing twice")
        table.insert(value, for: ObjectIdentifier(a))
        #expect(table.value(for: ObjectIdentifier(a)) == value, "inserted again after its removal")
        #expect(table.count == 1)
    }

    @Test func manyKeysThroughGrowthUpdatesAndRemovals() {
        let objects = (0 ..< 1_000).map { _ in Token() }
        var table = IdentityTable()
        for (i, object) in objects.enumerated() {
            table.insert(Int32(i), for: ObjectIdentifier(object))
            #expect(table.count == i + 1)
        }
        #expect(objects.enumerated().allSatisfy { table.value(for: ObjectIdentifier($1)) == Int32($0) })
        for (i, object) in objects.enumerated() where i % 3 == 0 {
            table.update(-Int32(i), for: ObjectIdentifier(object))
        }
        for (i, object) in objects.enumerated() where i % 2 == 0 {
            #expect(table.removeValue(for: ObjectIdentifier(object)) == (i % 3 == 0 ? -Int32(i) : Int32(i)))
        }
        #expect(table.count == 500)
        for (i, object) in objects.enumerated() {
            let wanted: Int32? = i % 2 == 0 ? nil : i % 3 == 0 ? -Int32(i) : Int32(i)
            #expect(table.value(for: ObjectIdentifier(object)) == wanted)
        }
    }

    @Test func removeAllEmptiesTheTableWhichKeepsWorking() throws {
        // 300 keys (1,024 buckets), among them keys at home in the first and the last buckets.
        let (pooled, byHome) = pool(of: 4_000, buckets: 1_024)
        let ends = [byHome[1_023], byHome[1_022], byHome[0]].flatMap { $0.prefix(2) }
        let endIDs = Set(ends.map(ObjectIdentifier.init))
        let objects = ends + pooled.filter { !endIDs.contains(ObjectIdentifier($0)) }.prefix(300 - ends.count)
        try #require(objects.count == 300)
        let other = Token()
        var table = IdentityTable()
        for (i, object) in objects.enumerated() { table.insert(Int32(i), for: ObjectIdentifier(object)) }
        table.removeAll()
        #expect(table.count == 0)
        #expect(objects.allSatisfy { table.value(for: ObjectIdentifier($0)) == nil })
        #expect(table.removeValue(for: ObjectIdentifier(objects[0])) == nil)
        // An empty table answers nil without reading a bucket: look again with one key in it.
        table.insert(-1, for: ObjectIdentifier(other))
        try #require(objects.allSatisfy { table.value(for: ObjectIdentifier($0)) == nil }, "a key outlived removeAll")
        #expect(table.removeValue(for: ObjectIdentifier(other)) == -1)
        for (i, object) in objects.enumerated().reversed() { table.insert(Int32(1_000 + i), for: ObjectIdentifier(object)) }
        #expect(table.count == 300)
        #expect(objects.enumerated().allSatisfy { table.value(for: ObjectIdentifier($1)) == Int32(1_000 + $0) })
        for object in objects { table.removeValue(for: ObjectIdentifier(object)) }
        #expect(table.count == 0)
        table.removeAll()
        #expect(table.count == 0, "removing all from an empty table")
    }

    /// The solver is a value, and forks share their tables until one of them writes.
    @Test func aCopyIsIndependent() {
        let objects = (0 ..< 100).map { _ in Token() }
        let extra = Token()
        var original = IdentityTable()
        for (i, object) in objects.enumerated() { original.insert(Int32(i), for: ObjectIdentifier(object)) }
        var copy = original
        copy.insert(-1, for: ObjectIdentifier(extra))
        copy.update(-2, for: ObjectIdentifier(objects[0]))
        copy.removeValue(for: ObjectIdentifier(objects[1]))
        #expect(original.count == 100)
        #expect(original.value(for: ObjectIdentifier(extra)) == nil)
        #expect(original.value(for: ObjectIdentifier(objects[0])) == 0)
        #expect(original.value(for: ObjectIdentifier(objects[1])) == 1)
        original.removeAll()
        #expect(copy.count == 100)
        #expect(copy.value(for: ObjectIdentifier(extra)) == -1)
        #expect(copy.value(for: ObjectIdentifier(objects[0])) == -2)
        #expect(copy.value(for: ObjectIdentifier(objects[1])) == nil)
        #expect(copy.value(for: ObjectIdentifier(objects[99])) == 99)
    }

    /// `update` requires its key; an absent one must stop the process, not loop for ever or
    /// write into another key's bucket.
    @Test func updatingAnAbsentKeyTraps() async {
        await #expect(processExitsWith: .failure) {
            let present = Token(), absent = Token()
            var table = IdentityTable()
            table.insert(1, for: ObjectIdentifier(present))
            table.update(2, for: ObjectIdentifier(absent))
        }
    }

    // MARK: Randomized, against Dictionary

    /// Mixed operations on a table that drifts up to a few hundred keys, over objects of all sizes.
    @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func randomOperationsMatchADictionary(seed: UInt64) {
        var model = TableModel(seed: seed)
        for step in 1 ... 4_000 where !model.failed {
            model.randomStep(weights: [30, 8, 25, 5, 10, 12, 10, 0.05], keep: 0.3, shape: .mixed)
            if step % 100 == 0 { model.verifyAll() }
        }
        model.verifyAll()
        #expect(model.operations == 4_000)
    }

    /// Tens of thousands of keys (a dozen doublings from 64 buckets) with some churn on the way
    /// up, then removal of every key in random order.
    @Test(arguments: [(101, 50_000), (102, 20_000)] as [(UInt64, Int)])
    func growthThroughManyDoublingsAndBackToEmpty(seed: UInt64, size: Int) {
        var model = TableModel(seed: seed)
        model.absentLimit = 500
        var nextCheck = 32
        while model.expected.count < size && !model.failed {
            model.randomStep(weights: [80, 2, 8, 2, 3, 3, 2, 0], keep: 0.2, shape: .tokens)
            if model.expected.count == nextCheck {
                // At every doubling of the keys (so of the buckets) and every 8,192 keys.
                model.verifyAll()
                nextCheck = nextCheck < 8_192 ? 2 * nextCheck : nextCheck + 8_192
            }
        }
        model.verifyAll()
        var removals = 0
        while !model.present.isEmpty && !model.failed {
            model.operations += 1
            model.removePresent(keep: 0.01)
            removals += 1
            if removals % 5_000 == 0 { model.verifyAll() }
        }
        model.verifyAll()
        #expect(model.table.count == 0)
        #expect(removals >= size)
    }

    /// Fill and drain cycles with new objects each time, so that the allocator reuses the
    /// addresses of the objects let go, and removal shifts entries back across the end of the
    /// buckets (small tables wrap their runs round the end all the time).
    @Test(arguments: [201, 202, 203] as [UInt64])
    func fillAndDrainCycles(seed: UInt64) {
        var model = TableModel(seed: seed)
        model.absentLimit = 200
        for _ in 0 ..< 25 where !model.failed {
            let high = model.rng.int(20 ... 700), low = model.rng.int(0 ... 20)
            while model.expected.count < high && !model.failed {
                model.randomStep(weights: [70, 5, 15, 2, 4, 2, 2, 0], keep: 0.1, shape: .mixed)
            }
            model.verifyAll()
            while model.expected.count > low && !model.failed {
                model.randomStep(weights: [10, 2, 70, 4, 6, 4, 4, 0.1], keep: 0.1, shape: .mixed)
            }
            model.verifyAll()
        }
        #expect(model.operations > 5_000)
    }

    // MARK: Address patterns

    /// Objects of one size allocated in a row sit at regular strides: neighbouring buckets for
    /// small objects, or one home bucket for a whole run of power-of-two sized ones.
    @Test(arguments: AllocationShape.allCases)
    func addressPatterns(_ shape: AllocationShape) {
        var model = TableModel(seed: 300 + UInt64(AllocationShape.allCases.firstIndex(of: shape)!))
        model.absentLimit = 300
        for step in 1 ... 2_500 where !model.failed {
            model.randomStep(weights: [35, 5, 20, 5, 10, 15, 10, 0.05], keep: 0.3, shape: shape)
            if step % 250 == 0 { model.verifyAll() }
        }
        model.verifyAll()
    }

    /// Seven keys in one run across the end of a 64-bucket table (homes 62, 63, 63, 63, 0, 0, 1),
    /// removed in every order: each removal must shift the run back across the end of the
    /// buckets exactly as far as the homes allow. Absent keys with the same homes are looked up
    /// after every removal.
    @Test func aRunWrappingRoundTheEndSurvivesEveryRemovalOrder() throws {
        let (objects, byHome) = pool(of: 6_000, buckets: 64)
        let homes = [62, 63, 63, 63, 0, 0, 1]
        var taken = Array(repeating: 0, count: 64)
        var keys: [ObjectIdentifier] = []
        for home in homes {
            try #require(byHome[home].count > taken[home] + 1, "too few objects with home \(home) in the pool")
            keys.append(ObjectIdentifier(byHome[home][taken[home]]))
            taken[home] += 1
        }
        try #require(!byHome[2].isEmpty, "no object with home 2 in the pool")
        let absentKeys = [62, 63, 0, 1, 2].map { ObjectIdentifier(byHome[$0][taken[$0]]) }
        let orders = permutations(of: keys.count)
        #expect(orders.count == 5_040)
        var failures = 0
        for insertion in [Array(keys.indices), keys.indices.reversed(), [4, 1, 6, 0, 3, 5, 2]] {
            var full = IdentityTable()
            for k in insertion { full.insert(Int32(100 + k), for: keys[k]) }
            for removal in orders where failures == 0 {
                var table = full
                var gone = Array(repeating: false, count: keys.count)
                for (n, k) in removal.enumerated() {
                    if table.removeValue(for: keys[k]) != Int32(100 + k) { failures += 1 }
                    gone[k] = true
                    if table.count != keys.count - n - 1 { failures += 1 }
                    for j in keys.indices where table.value(for: keys[j]) != (gone[j] ? nil : Int32(100 + j)) { failures += 1 }
                    for absent in absentKeys where table.value(for: absent) != nil { failures += 1 }
                }
                if failures > 0 { Issue.record("removing in order \(removal) after inserting in order \(insertion) went wrong") }
            }
        }
        #expect(failures == 0)
        withExtendedLifetime(objects) {}
    }

    /// Two hundred and fifty keys whose homes fall in twelve buckets round the end of a 512-bucket
    /// table, so the whole table is one long run that wraps, under random removals, insertions,
    /// updates and lookups (of keys with the same homes too).
    @Test(arguments: [401, 402] as [UInt64])
    func oneLongWrappingRunUnderChurn(seed: UInt64) throws {
        let (objects, byHome) = pool(of: 16_000, buckets: 512)
        let window = Array(506 ..< 512) + Array(0 ..< 6)
        var candidates = window.flatMap { byHome[$0] }
        try #require(candidates.count >= 260, "only \(candidates.count) objects with homes round the end")
        var model = TableModel(seed: seed)
        candidates = model.rng.shuffled(candidates)
        model.absent = Array(candidates.dropFirst(250))
        model.absentLimit = .max
        for object in candidates.prefix(250) { model.insert(object) }
        model.verifyAll()
        for step in 1 ... 3_000 where !model.failed {
            // Nothing new: removed keys come back (inserting is `reinsert`, from the window).
            let weights: [Double] = model.expected.count < 250 ? [0, 25, 25, 5, 10, 15, 10, 0] : [0, 0, 40, 5, 10, 15, 10, 0]
            model.randomStep(weights: weights, keep: 1, shape: .tokens)
            if step % 100 == 0 { model.verifyAll() }
        }
        model.verifyAll()
        withExtendedLifetime(objects) {}
    }

    // MARK: - IdentityDictionary

    @Suite struct DictionaryTests {
        @Test func anEmptyDictionaryHoldsNothing() {
            var d = IdentityDictionary<Constraint, Int>()
            let c = Variable("x") == 1.0
            #expect(d.count == 0 && d.isEmpty)
            #expect(d[c] == nil)
            #expect(d.removeValue(forKey: c) == nil)
            d[c] = nil
            #expect(d.count == 0 && d.isEmpty)
            #expect(Array(d).isEmpty)
        }

        @Test func setGetReplaceAndRemove() {
            let a = Variable("a") == 1.0, b = Variable("b") == 2.0, c = Variable("c") >= 3.0
            var d = IdentityDictionary<Constraint, String>()
            d[a] = "a"
            d[b] = "b"
            d[c] = "c"
            #expect(d.count == 3 && !d.isEmpty)
            #expect(d[a] == "a" && d[b] == "b" && d[c] == "c")
            #expect(d[Variable("a") == 1.0] == nil, "an equal-looking constraint is another key")
            d[b] = "B"
            #expect(d.count == 3)
            #expect(d.map(\.key) == [a, b, c], "a replaced value keeps its slot")
            #expect(d.map(\.value) == ["a", "B", "c"])
            d[a] = nil
            #expect(d.count == 2 && d[a] == nil)
            #expect(d.map(\.key) == [b, c])
            d[a] = nil
            #expect(d.count == 2, "assigning nil to an absent key")
            #expect(d.removeValue(forKey: c) == "c")
            #expect(d.removeValue(forKey: c) == nil)
            #expect(d.count == 1 && d[b] == "B" && d[c] == nil)
            #expect(d.removeValue(forKey: b) == "B")
            #expect(d.isEmpty && Array(d).isEmpty)
        }

        @Test func freedSlotsAreReusedLastFreedFirst() {
            let keys = (0 ..< 7).map { Variable("v\($0)") == Double($0) }
            let (a, b, c, d, e, f, g) = (keys[0], keys[1], keys[2], keys[3], keys[4], keys[5], keys[6])
            var dict = IdentityDictionary<Constraint, Int>()
            for (i, key) in [a, b, c, d].enumerated() { dict[key] = i }
            #expect(dict.map(\.key) == [a, b, c, d], "insertion order")
            dict[b] = nil
            dict.removeValue(forKey: d)
            #expect(dict.map(\.key) == [a, c])
            dict[e] = 4
            #expect(dict.map(\.key) == [a, c, e], "e takes d's slot, the last freed")
            dict[f] = 5
            #expect(dict.map(\.key) == [a, f, c, e], "f takes b's slot")
            dict[g] = 6
            #expect(dict.map(\.key) == [a, f, c, e, g], "no slot free: a new one at the end")
            #expect(dict.map(\.value) == [0, 5, 2, 4, 6])
            dict[b] = 1
            #expect(dict.map(\.key) == [a, f, c, e, g, b], "a key removed and set again is a new entry")
            #expect(dict.count == 6)
        }

        @Test func variableHandlesAreKeyedByIdentity() {
            let x = Variable("x"), sameName = Variable("x")
            let copy = x
            var d = IdentityDictionary<Variable, Int>()
            d[x] = 1
            #expect(d[copy] == 1, "a copy of a handle is the same key")
            #expect(d[sameName] == nil, "a variable with the same name is another key")
            d[sameName] = 2
            d[copy] = 3
            #expect(d.count == 2)
            #expect(d[x] == 3 && d[sameName] == 2)
            #expect(d.map(\.key) == [x, sameName])
        }

        /// The dictionary holds its keys (so the table's addresses stay valid) and values while
        /// they are in it, and lets them go when they are removed or replaced.
        @Test func keysAndValuesAreHeldUntilRemoved() {
            var d = IdentityDictionary<Constraint, Payload>()
            weak var weakKey: Constraint?
            weak var weakFirst: Payload?
            weak var weakSecond: Payload?
            do {
                let key = Variable("x") == 1.0
                let first = Payload()
                weakKey = key
                weakFirst = first
                d[key] = first
            }
            #expect(weakKey != nil, "the dictionary holds its key")
            #expect(weakFirst != nil, "the dictionary holds its value")
            do {
                let second = Payload()
                weakSecond = second
                d[weakKey!] = second
            }
            #expect(weakFirst == nil, "a replaced value is let go")
            #expect(weakSecond != nil)
            do {
                let removed = d.removeValue(forKey: weakKey!)
                #expect(removed != nil)
            }
            #expect(weakKey == nil, "a removed key is let go")
            #expect(weakSecond == nil, "a removed value is let go")
            #expect(d.isEmpty)
        }

        @Test func aCopyIsIndependent() {
            let keys = (0 ..< 100).map { Variable("v\($0)") }
            var original = IdentityDictionary<Variable, Int>()
            for (i, key) in keys.enumerated() { original[key] = i }
            var copy = original
            copy[keys[0]] = -1
            copy[keys[1]] = nil
            copy[Variable("new")] = 1_000
            #expect(original.count == 100)
            #expect(original.map(\.value) == Array(0 ..< 100))
            original.removeValue(forKey: keys[2])
            #expect(copy.count == 100)
            #expect(copy[keys[0]] == -1 && copy[keys[1]] == nil && copy[keys[2]] == 2)
        }

        enum KeyKind: Sendable, CaseIterable { case constraint, variable }

        /// Random settings, replacements and removals against a model of the slots: iteration must
        /// give exactly the live entries in slot order.
        @Test(arguments: KeyKind.allCases, [501, 502, 503] as [UInt64])
        func randomOperationsMatchAModelOfTheSlots(_ kind: KeyKind, seed: UInt64) {
            switch kind {
            case .constraint:
                var model = DictionaryModel<Constraint>(seed: seed) { rng in Variable() == Double(rng.int(0 ... 9)) }
                Self.run(&model)
            case .variable:
                var model = DictionaryModel<Variable>(seed: seed) { _ in Variable() }
                Self.run(&model)
            }
        }

        private static func run<Key>(_ model: inout DictionaryModel<Key>) {
            for step in 1 ... 3_000 where !model.failed {
                model.randomStep()
                if step % 50 == 0 { model.verifyAll() }
            }
            // Drain, then fill again: every slot is reused before the slots grow.
            while !model.present.isEmpty && !model.failed { model.remove(byAssigningNil: model.rng.chance(0.5)) }
            model.verifyAll()
            let slotCount = model.slots.count
            for _ in 0 ..< slotCount + 10 where !model.failed {
                let key = model.makeKey(&model.rng)
                model.add(key)
            }
            model.verifyAll()
            #expect(model.slots.count == slotCount + 10)
        }
    }

    // MARK: - Other keys

    /// A key whose home is its word modulo 8 (a bucket among the first eight), so that runs of
    /// probes overlap and wrap: the worst placement the generic table can be given.
    private struct ClusteredKey: TableKey, Hashable {
        var word: UInt
        static func home(of word: UInt, mask: Int) -> Int { Int(word % 8) & mask }
    }

    /// The generic table with clustering keys, operation by operation against a `Dictionary`:
    /// find-or-insert, removal (the backward shift must keep every other key reachable), growth.
    @Test(arguments: [701, 702, 703] as [UInt64])
    func aTableOfOtherKeysAgreesWithADictionary(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var table = KeyTable<ClusteredKey>()
        var model: [UInt: Int32] = [:]
        for step in 0 ..< 3_000 {
            let word = UInt(rng.next() % 300) + 1  // never 0
            let key = ClusteredKey(word: word)
            if rng.next() % 3 == 0 {
                #expect(table.removeValue(for: key) == model.removeValue(forKey: word), "step \(step)")
            } else {
                let value = Int32(step)
                let (found, inserted) = table.value(for: key, insertingIfAbsent: value)
                #expect(inserted == (model[word] == nil), "step \(step)")
                #expect(found == (model[word] ?? value), "step \(step)")
                if inserted { model[word] = value }
            }
            #expect(table.count == model.count)
        }
        for word in 1 ... UInt(300) {
            #expect(table.value(for: ClusteredKey(word: word)) == model[word], "word \(word)")
        }
    }

    /// Keys that pile onto a few buckets make an insertion probe far; past
    /// `longestProbeBeforeScrambling` buckets the table switches to scrambled homes for good
    /// (a 100,000-view replay once took seconds when reused memory piled its variables up), and
    /// every key stays reachable through the rehash, later growth and removals.
    @Test func keysThatPileUpSwitchTheTableToScrambledHomes() {
        var table = KeyTable<ClusteredKey>()
        let limit = KeyTable<ClusteredKey>.longestProbeBeforeScrambling
        for word in 1 ... UInt(limit) { table.insert(Int32(word), for: ClusteredKey(word: word)) }
        #expect(!table.scramblesHomes, "no insertion has probed past the limit yet")
        for word in UInt(limit + 1) ... 5_000 { table.insert(Int32(word), for: ClusteredKey(word: word)) }
        #expect(table.scramblesHomes)
        for word in stride(from: UInt(2), through: 5_000, by: 2) {
            #expect(table.removeValue(for: ClusteredKey(word: word)) == Int32(word))
        }
        #expect(table.count == 2_500)
        for word in 1 ... UInt(5_000) {
            #expect(table.value(for: ClusteredKey(word: word)) == (word % 2 == 1 ? Int32(word) : nil), "word \(word)")
        }
    }

    // MARK: - The solver's tables

    @Suite struct SolverTests {
        /// The index of twins holds the slot of every constraint held under its terms' key (a
        /// twin stays findable when the first with its terms goes: soak seed 66859), oldest first,
        /// and forgets each as it is removed.
        @Test func theTwinIndexFollowsTheConstraintsHeld() throws {
            let x = Variable("x"), y = Variable("y")
            let first = x + y >= 0, twin = 2 * x + 2 * y <= 10, other = x - y == 1
            var s = Solver()
            try s.add([first, twin, other])
            #expect(s.twins.count == 3, "two entries under the key of x + y (first and its twin), one under x - y")
            /// The constraints indexed under `c`'s terms' key, in the order a lookup meets them.
            func indexed(_ c: Constraint) -> [ObjectIdentifier] {
                let terms = c.expression.terms
                let key = TwinKey(terms, symbols: terms.map { s.symbol(of: $0.variable)! })
                var found: [ObjectIdentifier] = []
                _ = s.twins.firstValue(for: key) { slot in
                    found.append(ObjectIdentifier(s.records.entry(inSlot: slot).key))
                    return false
                }
                return found
            }
            let (f, t, o) = (ObjectIdentifier(first), ObjectIdentifier(twin), ObjectIdentifier(other))
            #expect(indexed(first) == [f, t] && indexed(other) == [o])
            try s.remove(first)
            #expect(s.twins.count == 2 && indexed(twin) == [t], "removing the first leaves its twin's entry")
            try s.add(first)
            #expect(s.twins.count == 3 && indexed(twin) == [t, f], "the twin is now the oldest with its terms")
            #expect(s.value(of: x) - s.value(of: y) == 1 && s.value(of: x) + s.value(of: y) <= 5)
            try s.remove(twin)
            #expect(s.twins.count == 2 && indexed(first) == [f])
            try s.remove(first)
            try s.remove(other)
            #expect(s.twins.count == 0)
            s.verifyInvariants()
        }

        /// 2,000 constraints over 2,000 variables, all removed (the solver's tables empty out),
        /// added again, then half replaced by new ones.
        @Test func buildRemoveEverythingAndBuildAgain() throws {
            var rng = SplitMix64(seed: 601)
            let n = 1_000
            let xs = (0 ..< n).map { Variable("x\($0)") }, ys = (0 ..< n).map { Variable("y\($0)") }
            var constraints: [Constraint] = []
            for i in 0 ..< n {
                constraints.append(xs[i] == Double(i))
                constraints.append(ys[i] == xs[i] + 0.5)
            }
            func expectValues(_ s: Solver, _ round: String) {
                let wrong = (0 ..< n).filter { s.value(of: xs[$0]) != Double($0) || s.value(of: ys[$0]) != Double($0) + 0.5 }
                #expect(wrong.isEmpty, "\(round): \(wrong.count) pairs have wrong values, first \(String(describing: wrong.first))")
                #expect(s.records.count == 2 * n && s.symbols.count == 2 * n, "\(round)")
                #expect(xs.allSatisfy { s.symbol(of: $0) != nil } && ys.allSatisfy { s.symbol(of: $0) != nil }, "\(round)")
            }
            func expectEmpty(_ s: Solver, _ round: String) {
                #expect(s.records.count == 0 && s.records.isEmpty, "\(round)")
                #expect(s.symbols.count == 0, "\(round)")
                #expect(s.knownVariables.isEmpty && s.constraints.isEmpty, "\(round)")
                #expect(!constraints.contains { s.contains($0) }, "\(round)")
                #expect(xs.allSatisfy { s.symbol(of: $0) == nil }, "\(round)")
            }

            var s = Solver()
            try s.add(constraints)
            expectValues(s, "first build")
            #expect(s.constraints == constraints)
            for c in rng.shuffled(constraints) { try s.remove(c) }
            expectEmpty(s, "after removing everything")

            let again = rng.shuffled(constraints)
            for c in again { try s.add(c) }
            expectValues(s, "second build")
            #expect(s.constraints == again, "the constraints in the order of their second adding")
            s.verifyInvariants()

            // Replace half the pairs by new constraints on the same variables.
            var current = again
            for i in 0 ..< n where i % 2 == 0 {
                try s.remove(constraints[2 * i + 1])
                try s.remove(constraints[2 * i])
                constraints[2 * i] = xs[i] + 0.0 == Double(i)
                constraints[2 * i + 1] = ys[i] - 0.5 == xs[i]
                try s.add(constraints[2 * i + 1])
                try s.add(constraints[2 * i])
            }
            current = current.filter { s.contains($0) }
            #expect(current.count == n)
            expectValues(s, "half replaced")
            s.verifyInvariants()
            try s.remove(constraints)
            expectEmpty(s, "after removing everything again")
        }
    }
}
