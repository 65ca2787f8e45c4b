/// A minimal arbitrary-precision signed integer, just enough for ``ExactFeasibility``.
///
/// The floating-point oracle cannot judge badly scaled systems whose only solutions lie far out
/// (seed 163803: feasible only at x0 = 6.4e24); exact arithmetic can, and every finite Double is
/// an integer times a power of two, so integers suffice. Sign and magnitude, the magnitude in
/// 32-bit limbs (products and sums fit in a `UInt64`). Speed does not matter: the systems are
/// tiny, and the numbers a few hundred bits at most.
struct BigInt: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The magnitude, least significant limb first, without leading zero limbs (zero is `[]`),
    /// so that equal values have equal representations (`Hashable` is synthesised).
    private var limbs: [UInt32]
    /// Whether the value is below zero (never for zero).
    private var isNegative: Bool

    private init(limbs: [UInt32], isNegative: Bool) {
        var limbs = limbs
        while limbs.last == 0 { limbs.removeLast() }
        self.limbs = limbs
        self.isNegative = isNegative && !limbs.isEmpty
    }

    init(_ value: UInt64) {
        self.init(limbs: [UInt32(truncatingIfNeeded: value), UInt32(truncatingIfNeeded: value >> 32)], isNegative: false)
    }

    init(_ value: Int64) {
        self.init(limbs: BigInt(value.magnitude).limbs, isNegative: value < 0)
    }

    init(_ value: Int) { self.init(Int64(value)) }

    static let zero = BigInt(0)
    static let one = BigInt(1)

    /// A finite Double exactly as `mantissa · 2^exponent`, the mantissa odd (or zero, with
    /// exponent 0); `nil` for infinities and NaN.
    static func dyadic(_ x: Double) -> (mantissa: BigInt, exponent: Int)? {
        guard x.isFinite else { return nil }
        if x == 0 { return (.zero, 0) }
        // A normal number has the implicit leading 1; a subnormal one the smallest exponent.
        let normal = x.exponentBitPattern != 0
        var m = x.significandBitPattern | (normal ? 1 << 52 : 0)
        var e = (normal ? Int(x.exponentBitPattern) : 1) - 1075
        let zeros = m.trailingZeroBitCount
        m >>= zeros
        e += zeros
        return (BigInt(limbs: BigInt(m).limbs, isNegative: x < 0), e)
    }

    var isZero: Bool { limbs.isEmpty }
    /// -1, 0 or 1.
    var signum: Int { isZero ? 0 : isNegative ? -1 : 1 }
    var magnitude: BigInt { BigInt(limbs: limbs, isNegative: false) }
    /// The number of bits of the magnitude (0 for zero).
    var bitWidth: Int { limbs.isEmpty ? 0 : 32 * limbs.count - limbs.last!.leadingZeroBitCount }

    /// The number of trailing zero bits of the magnitude (0 for zero).
    var trailingZeroBitCount: Int {
        guard let k = limbs.firstIndex(where: { $0 != 0 }) else { return 0 }
        return 32 * k + limbs[k].trailingZeroBitCount
    }

    // MARK: Arithmetic

    static prefix func - (x: BigInt) -> BigInt { BigInt(limbs: x.limbs, isNegative: !x.isNegative) }

    static func + (a: BigInt, b: BigInt) -> BigInt {
        if a.isNegative == b.isNegative { return BigInt(limbs: add(a.limbs, b.limbs), isNegative: a.isNegative) }
        // Opposite signs: the larger magnitude wins, and keeps its sign.
        return compare(a.limbs, b.limbs) >= 0
            ? BigInt(limbs: subtract(a.limbs, b.limbs), isNegative: a.isNegative)
            : BigInt(limbs: subtract(b.limbs, a.limbs), isNegative: b.isNegative)
    }

    static func - (a: BigInt, b: BigInt) -> BigInt { a + -b }

    static func * (a: BigInt, b: BigInt) -> BigInt {
        if a.isZero || b.isZero { return .zero }
        var product = [UInt32](repeating: 0, count: a.limbs.count + b.limbs.count)
        for (i, x) in a.limbs.enumerated() {
            var carry: UInt64 = 0
            for (j, y) in b.limbs.enumerated() {
                // At most (2^32 - 1)^2 + 2 (2^32 - 1) = 2^64 - 1: no overflow.
                let t = UInt64(x) * UInt64(y) + UInt64(product[i + j]) + carry
                product[i + j] = UInt32(truncatingIfNeeded: t)
                carry = t >> 32
            }
            product[i + b.limbs.count] = UInt32(carry)
        }
        return BigInt(limbs: product, isNegative: a.isNegative != b.isNegative)
    }

    /// `self · 2^bits` (`bits >= 0`).
    func shiftedLeft(by bits: Int) -> BigInt {
        precondition(bits >= 0)
        if isZero || bits == 0 { return self }
        let (whole, part) = bits.quotientAndRemainder(dividingBy: 32)
        var result = [UInt32](repeating: 0, count: whole) + limbs + [0]
        if part > 0 {
            for k in stride(from: result.count - 1, through: whole, by: -1) {
                let low = k > whole ? result[k - 1] >> (32 - part) : 0
                result[k] = result[k] << part | low
            }
        }
        return BigInt(limbs: result, isNegative: isNegative)
    }

    /// The magnitude divided by `2^bits`, rounded down, with the sign kept (`bits >= 0`).
    func shiftedRight(by bits: Int) -> BigInt {
        precondition(bits >= 0)
        let (whole, part) = bits.quotientAndRemainder(dividingBy: 32)
        if whole >= limbs.count { return .zero }
        var result = Array(limbs[whole...])
        if part > 0 {
            for k in result.indices {
                let high = k + 1 < result.count ? result[k + 1] << (32 - part) : 0
                result[k] = result[k] >> part | high
            }
        }
        return BigInt(limbs: result, isNegative: isNegative)
    }

    /// The greatest common divisor of the magnitudes (binary: shifts and subtractions only);
    /// `gcd(0, b) = |b|`.
    static func gcd(_ a: BigInt, _ b: BigInt) -> BigInt {
        var a = a.magnitude, b = b.magnitude
        if a.isZero { return b }
        if b.isZero { return a }
        let common = min(a.trailingZeroBitCount, b.trailingZeroBitCount)
        a = a.shiftedRight(by: a.trailingZeroBitCount)
        while !b.isZero {
            // a is odd here; so is b after the shift, and b - a is even.
            b = b.shiftedRight(by: b.trailingZeroBitCount)
            if a > b { swap(&a, &b) }
            b = b - a
        }
        return a.shiftedLeft(by: common)
    }

    /// The quotient and remainder of the magnitudes, by schoolbook binary long division, the
    /// quotient carrying the sign of `self · divisor` and the remainder that of `self` (as `Int`).
    func quotientAndRemainder(dividingBy divisor: BigInt) -> (quotient: BigInt, remainder: BigInt) {
        precondition(!divisor.isZero, "division by zero")
        let d = divisor.magnitude
        var quotient = [UInt32](repeating: 0, count: limbs.count)
        var remainder = BigInt.zero
        for bit in stride(from: bitWidth - 1, through: 0, by: -1) {
            remainder = remainder.shiftedLeft(by: 1)
            if limbs[bit / 32] >> (bit % 32) & 1 == 1 { remainder = remainder + .one }
            if remainder >= d {
                remainder = remainder - d
                quotient[bit / 32] |= 1 << (bit % 32)
            }
        }
        return (BigInt(limbs: quotient, isNegative: isNegative != divisor.isNegative),
                BigInt(limbs: remainder.limbs, isNegative: isNegative))
    }

    /// `self / divisor`, which must be exact (the remainder zero), as when dividing by a gcd.
    func dividedExactly(by divisor: BigInt) -> BigInt {
        let (q, r) = quotientAndRemainder(dividingBy: divisor)
        precondition(r.isZero, "\(self) is not a multiple of \(divisor)")
        return q
    }

    // MARK: Comparison

    static func < (a: BigInt, b: BigInt) -> Bool {
        if a.isNegative != b.isNegative { return a.isNegative }
        let c = compare(a.limbs, b.limbs)
        return a.isNegative ? c > 0 : c < 0
    }

    /// The exact decimal value, for messages and tests.
    var description: String {
        if isZero { return "0" }
        var digits: [String] = []
        var rest = magnitude
        let billion = BigInt(1_000_000_000)
        while !rest.isZero {
            let (q, r) = rest.quotientAndRemainder(dividingBy: billion)
            let chunk = String(r.limbs.first ?? 0)
            digits.append(q.isZero ? chunk : String(repeating: "0", count: 9 - chunk.count) + chunk)
            rest = q
        }
        return (isNegative ? "-" : "") + digits.reversed().joined()
    }

    // MARK: Magnitudes

    /// -1, 0 or 1 as `a` is below, equal to or above `b` (both normalised).
    private static func compare(_ a: [UInt32], _ b: [UInt32]) -> Int {
        if a.count != b.count { return a.count < b.count ? -1 : 1 }
        for k in stride(from: a.count - 1, through: 0, by: -1) where a[k] != b[k] {
            return a[k] < b[k] ? -1 : 1
        }
        return 0
    }

    private static func add(_ a: [UInt32], _ b: [UInt32]) -> [UInt32] {
        var sum = [UInt32](repeating: 0, count: max(a.count, b.count) + 1)
        var carry: UInt64 = 0
        for k in 0 ..< sum.count - 1 {
            let t = UInt64(k < a.count ? a[k] : 0) + UInt64(k < b.count ? b[k] : 0) + carry
            sum[k] = UInt32(truncatingIfNeeded: t)
            carry = t >> 32
        }
        sum[sum.count - 1] = UInt32(carry)
        return sum
    }

    /// `a - b`, for `a >= b`.
    private static func subtract(_ a: [UInt32], _ b: [UInt32]) -> [UInt32] {
        var difference = a
        var borrow: Int64 = 0
        for k in a.indices {
            var t = Int64(a[k]) - Int64(k < b.count ? b[k] : 0) - borrow
            borrow = t < 0 ? 1 : 0
            if t < 0 { t += 1 << 32 }
            difference[k] = UInt32(t)
        }
        precondition(borrow == 0, "subtract: a < b")
        return difference
    }
}
