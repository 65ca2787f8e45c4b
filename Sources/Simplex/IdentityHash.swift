/// A hash of an object's identity for `Dictionary` and `Set`, much cheaper than SipHash.
///
/// The standard library hashes every key with a seeded SipHash, which costs more than the rest
/// of a lookup. Identities are addresses chosen by the allocator, not by an adversary, so hash
/// flooding is no concern; all a table needs is that the low bits (which it masks) vary. The
/// address is mixed with the table's seed (per-table seeds keep copies between tables cheap)
/// by a multiplication with the golden-ratio constant, and the high half is folded into the low
/// half because the product's low bits depend only on the address's low bits (which alignment
/// makes zero).
@usableFromInline @inline(__always)
func identityHash(_ identity: ObjectIdentifier, seed: Int) -> Int {
    let mixed = (UInt(bitPattern: identity) ^ UInt(bitPattern: seed)) &* 0x9E37_79B9_7F4A_7C15
    return Int(bitPattern: mixed ^ (mixed >> 29))
}
