/// A minimal arbitrary-precision signed integer, just enough for ``ExactFeasibility`` and
/// ``ExactOptimum``.
///
/// The floating-point oracle cannot judge badly scaled systems whose only solutions lie far out
/// (seed 163803: feasible only at x0 = 6.4e24); exact arithmetic can, and every finite Double is
/// an integer times a power of two, so integers suffice. Sign and magnitude, the magnitude in
/// 32-bit limbs (products and sums fit in a `UInt64`). Speed matters little: the systems are
/// tiny. Only multiplication and division, which ``ExactOptimum``'s pivots run on every cell
/// with numbers of up to a thousand bits or so, work on raw buffers, and division a limb at a
/// time rather than a bit at a time (see ``divide(_:by:)``).
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

    /// The Doubles `entries` (each added at its index of a row of `width` integers) times 2^scale,
    /// the smallest power of two that makes them all integers: exactly, as the exact tests need
    /// them (``ExactFeasibility``, ``ExactOptimum``). `nil` if one is not finite.
    static func integerRow(_ entries: [(index: Int, value: Double)], width: Int) -> (row: [BigInt], scale: Int)? {
        var terms: [(index: Int, mantissa: BigInt, exponent: Int)] = []
        for e in entries where e.value != 0 {
            guard let (m, x) = dyadic(e.value) else { return nil }
            terms.append((e.index, m, x))
        }
        let lowest = terms.map(\.exponent).min() ?? 0
        var row = [BigInt](repeating: .zero, count: width)
        for t in terms { row[t.index] = row[t.index] + t.mantissa.shiftedLeft(by: t.exponent - lowest) }
        return (row, -lowest)
    }

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

    /// `self ≈ significand · 2^exponent`, the significand the leading 64 bits (rounded to a
    /// Double): within an ulp or so, and never out of range, however long the number. A start
    /// for rounding a quotient exactly (``ExactOptimum``), which corrects it.
    var approximation: (significand: Double, exponent: Int) {
        let shift = max(0, bitWidth - 64)
        var top: UInt64 = 0
        for (k, limb) in shiftedRight(by: shift).limbs.enumerated() { top |= UInt64(limb) << (32 * k) }
        return (isNegative ? -Double(top) : Double(top), shift)
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
        // Raw buffers: the loops run unoptimised in debug builds, where array subscripts cost
        // several times more (``ExactOptimum`` multiplies numbers of a thousand bits or more).
        a.limbs.withUnsafeBufferPointer { x in
            b.limbs.withUnsafeBufferPointer { y in
                product.withUnsafeMutableBufferPointer { z in
                    for i in 0 ..< x.count {
                        var carry: UInt64 = 0
                        for j in 0 ..< y.count {
                            // At most (2^32 - 1)^2 + 2 (2^32 - 1) = 2^64 - 1: no overflow.
                            let t = UInt64(x[i]) * UInt64(y[j]) + UInt64(z[i + j]) + carry
                            z[i + j] = UInt32(truncatingIfNeeded: t)
                            carry = t >> 32
                        }
                        z[i + y.count] = UInt32(carry)
                    }
                }
            }
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

    /// The quotient and remainder of the magnitudes (see ``divide(_:by:)``), the quotient carrying
    /// the sign of `self · divisor` and the remainder that of `self` (as `Int`).
    func quotientAndRemainder(dividingBy divisor: BigInt) -> (quotient: BigInt, remainder: BigInt) {
        precondition(!divisor.isZero, "division by zero")
        let (q, r) = Self.divide(limbs, by: divisor.limbs)
        return (BigInt(limbs: q, isNegative: isNegative != divisor.isNegative), BigInt(limbs: r, isNegative: isNegative))
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

    /// Magnitudes: `u = quotient · v + remainder` with `remainder < v` (`v` not zero), by Knuth's
    /// algorithm D (TAOCP 4.3.1, as in Hacker's Delight's `divmnu`): one 32-bit digit of the
    /// quotient per step, guessed from the leading limbs and corrected. Both numbers are first
    /// shifted so that the divisor's top limb has its high bit set, which makes the guess at most
    /// two too large (the test on the second limb catches nearly all of it; a rare last excess
    /// shows as a negative partial remainder, and the divisor is added back). Bit-by-bit long
    /// division took as many steps as the dividend has bits, each allocating: too slow for the
    /// fraction-free pivots of ``ExactOptimum``, which divide every cell by a determinant.
    private static func divide(_ u: [UInt32], by v: [UInt32]) -> (quotient: [UInt32], remainder: [UInt32]) {
        precondition(!v.isEmpty, "division by zero")
        if compare(u, v) < 0 { return ([], u) }
        let n = v.count, m = u.count
        if n == 1 {
            let d = UInt64(v[0])
            var quotient = [UInt32](repeating: 0, count: m), rest: UInt64 = 0
            for k in stride(from: m - 1, through: 0, by: -1) {
                let t = rest << 32 | UInt64(u[k])
                quotient[k] = UInt32(t / d)
                rest = t % d
            }
            return (quotient, [UInt32(rest)])
        }
        let s = v[n - 1].leadingZeroBitCount
        let vn = shiftedLimbs(v, by: s, count: n)
        var un = shiftedLimbs(u, by: s, count: m + 1)
        let top = UInt64(vn[n - 1]), second = UInt64(vn[n - 2])
        var quotient = [UInt32](repeating: 0, count: m - n + 1)
        // Raw buffers, as in `*`.
        vn.withUnsafeBufferPointer { vn in
            un.withUnsafeMutableBufferPointer { un in
                for j in stride(from: m - n, through: 0, by: -1) {
                    // The guess from the top two limbs of the partial remainder, lowered
                    // while the third shows it too large.
                    let numerator = UInt64(un[j + n]) << 32 | UInt64(un[j + n - 1])
                    var guess = numerator / top, rest = numerator % top
                    while guess >> 32 != 0 || guess * second > (rest << 32 | UInt64(un[j + n - 2])) {
                        guess -= 1
                        rest += top
                        if rest >> 32 != 0 { break }
                    }
                    // Subtract guess · vn from un[j ... j + n]; `borrow` carries the high
                    // half of the product and the borrow together.
                    var borrow: Int64 = 0
                    for i in 0 ..< n {
                        let p = guess * UInt64(vn[i])
                        let t = Int64(un[i + j]) - borrow - Int64(p & 0xFFFF_FFFF)
                        un[i + j] = UInt32(truncatingIfNeeded: t)
                        borrow = Int64(p >> 32) - (t >> 32)
                    }
                    let t = Int64(un[j + n]) - borrow
                    un[j + n] = UInt32(truncatingIfNeeded: t)
                    if t < 0 {
                        // Still one too large: add the divisor back.
                        guess -= 1
                        var carry: UInt64 = 0
                        for i in 0 ..< n {
                            let sum = UInt64(un[i + j]) + UInt64(vn[i]) + carry
                            un[i + j] = UInt32(truncatingIfNeeded: sum)
                            carry = sum >> 32
                        }
                        un[j + n] = un[j + n] &+ UInt32(carry)
                    }
                    quotient[j] = UInt32(guess)
                }
            }
        }
        // The remainder is what is left of un, shifted back.
        var remainder = [UInt32](repeating: 0, count: n)
        for k in 0 ..< n { remainder[k] = s == 0 ? un[k] : un[k] >> s | un[k + 1] << (32 - s) }
        return (quotient, remainder)
    }

    /// `x · 2^s` (`0 <= s < 32`) in `count` limbs (enough to hold it).
    private static func shiftedLimbs(_ x: [UInt32], by s: Int, count: Int) -> [UInt32] {
        var result = [UInt32](repeating: 0, count: count)
        for k in x.indices {
            result[k] |= x[k] << s
            if s > 0 && k + 1 < count { result[k + 1] |= x[k] >> (32 - s) }
        }
        return result
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
