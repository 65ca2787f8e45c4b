/// A key compared by the identity of an object: a ``Constraint``, or a ``Variable``'s handle.
protocol IdentityKey {
    /// The identity of the object that makes the key.
    var objectIdentity: ObjectIdentifier { get }
}

extension Constraint: IdentityKey {
    var objectIdentity: ObjectIdentifier { ObjectIdentifier(self) }
}

extension Variable: IdentityKey {}

/// A dictionary keyed by object identity whose entries sit densely in slots, found through an
/// ``IdentityTable``: the solver's record of each constraint.
///
/// Against `Dictionary`: a lookup reads the table's one cache line and then the slot, the table
/// keeps the allocator's locality (see ``IdentityTable``), and the records (32 bytes) are not
/// spread over a half-empty bucket array. Iteration is in slot order (the order of insertion,
/// freed slots reused): deterministic, never hash order.
///
/// The dictionary holds its keys strongly, so the table's addresses stay valid.
struct IdentityDictionary<Key: IdentityKey, Value>: Sequence {
    private var index = IdentityTable()
    /// The entries, by slot; nil for a free slot.
    private var slots: [(key: Key, value: Value)?] = []
    /// Free slots, reused last freed first.
    private var freeSlots: [Int32] = []

    /// The number of entries.
    var count: Int { index.count }

    /// Whether there are no entries.
    var isEmpty: Bool { index.count == 0 }

    /// The value for `key`, or nil; assigning nil removes the entry.
    ///
    /// - Complexity: O(1) expected.
    subscript(key: Key) -> Value? {
        @inline(__always) get {
            guard let slot = index.value(for: key.objectIdentity) else { return nil }
            return slots[Int(slot)]!.value
        }
        set {
            guard let newValue else {
                removeValue(forKey: key)
                return
            }
            if let slot = index.value(for: key.objectIdentity) {
                slots[Int(slot)]!.value = newValue
            } else {
                insertNew(newValue, forKey: key)
            }
        }
    }

    /// Calls `body` with `key`'s value to read and change in place, with one lookup (the
    /// subscript's read-then-write takes two); nil, without calling `body`, if there is none.
    ///
    /// - Complexity: O(1) expected.
    @inline(__always)
    mutating func withValue<R>(forKey key: Key, _ body: (inout Value) throws -> R) rethrows -> R? {
        guard let slot = index.value(for: key.objectIdentity) else { return nil }
        return try body(&slots[Int(slot)]!.value)
    }

    /// Adds an entry for `key`, which must not be in the dictionary: the subscript's setter
    /// without its lookup (the solver knows a constraint it inserts is new, having checked).
    ///
    /// - Returns: The entry's slot (see ``entry(inSlot:)``).
    /// - Complexity: O(1) expected.
    @discardableResult
    mutating func insertNew(_ value: Value, forKey key: Key) -> Int32 {
        if let slot = freeSlots.popLast() {
            slots[Int(slot)] = (key, value)
            index.insert(slot, for: key.objectIdentity)
            return slot
        } else {
            let slot = Int32(slots.count)
            index.insert(slot, for: key.objectIdentity)
            slots.append((key, value))
            return slot
        }
    }

    /// The entry in `slot`, which must hold one: a slot names its entry from insertion to
    /// removal, so another table can refer to an entry by it (the solver's index of twins).
    @inline(__always)
    func entry(inSlot slot: Int32) -> (key: Key, value: Value) {
        slots[Int(slot)]!
    }

    /// Makes room for `count` entries in all, so that adding them does not grow the storage.
    mutating func reserveCapacity(_ count: Int) {
        index.reserveCapacity(count)
        slots.reserveCapacity(count)
    }

    /// Removes `key`'s entry and returns its value, or nil if there was none.
    ///
    /// - Complexity: O(1) expected.
    @discardableResult
    mutating func removeValue(forKey key: Key) -> Value? {
        removeEntry(forKey: key)?.value
    }

    /// Removes `key`'s entry and returns the slot it had and its value, or nil if there was none.
    ///
    /// - Complexity: O(1) expected.
    mutating func removeEntry(forKey key: Key) -> (slot: Int32, value: Value)? {
        guard let slot = index.removeValue(for: key.objectIdentity) else { return nil }
        let value = slots[Int(slot)]!.value
        slots[Int(slot)] = nil
        freeSlots.append(slot)
        return (slot, value)
    }

    /// The entries in slot order.
    func makeIterator() -> some IteratorProtocol<(key: Key, value: Value)> {
        slots.lazy.compactMap { $0 }.makeIterator()
    }
}

extension IdentityDictionary: Sendable where Key: Sendable, Value: Sendable {}
