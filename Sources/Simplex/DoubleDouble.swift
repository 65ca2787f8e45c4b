/// A number as the unevaluated sum of two Doubles, `high + low` with `|low|` at most half an ulp
/// of `high`: about 106 bits of significand, from error-free transformations (Knuth's two-sum,
/// a fused multiply-add for the product's error). Only for ``Solver/refactor(tracingFactors:)``, off the hot
/// path, where one elimination must not add rounding of its own to the rows it recomputes.
struct DoubleDouble {
    var high: Double
    var low: Double

    static let zero = DoubleDouble(0)

    init(_ value: Double) {
        high = value
        low = 0
    }

    private init(high: Double, low: Double) {
        self.high = high
        self.low = low
    }

    /// The nearest Double.
    var value: Double { high + low }

    var isZero: Bool { high == 0 && low == 0 }

    /// `a + b` exactly, as a sum and its rounding error (Knuth).
    @inline(__always)
    private static func twoSum(_ a: Double, _ b: Double) -> DoubleDouble {
        let s = a + b
        let bb = s - a
        return DoubleDouble(high: s, low: (a - (s - bb)) + (b - bb))
    }

    /// `a + b` exactly, for `|a| >= |b|` (Dekker).
    @inline(__always)
    private static func quickTwoSum(_ a: Double, _ b: Double) -> DoubleDouble {
        let s = a + b
        return DoubleDouble(high: s, low: b - (s - a))
    }

    static func + (x: DoubleDouble, y: DoubleDouble) -> DoubleDouble {
        let s = twoSum(x.high, y.high)
        let t = twoSum(x.low, y.low)
        let u = quickTwoSum(s.high, s.low + t.high)
        return quickTwoSum(u.high, u.low + t.low)
    }

    static prefix func - (x: DoubleDouble) -> DoubleDouble { DoubleDouble(high: -x.high, low: -x.low) }

    static func - (x: DoubleDouble, y: DoubleDouble) -> DoubleDouble { x + -y }

    static func * (x: DoubleDouble, y: DoubleDouble) -> DoubleDouble {
        let p = x.high * y.high
        // The product's rounding error, exactly, by a fused multiply-add.
        let e = (-p).addingProduct(x.high, y.high)
        return quickTwoSum(p, e + (x.high * y.low + x.low * y.high))
    }

    static func / (x: DoubleDouble, y: DoubleDouble) -> DoubleDouble {
        // Long division, one Double digit at a time.
        let q1 = x.high / y.high
        var r = x - DoubleDouble(q1) * y
        let q2 = r.high / y.high
        r = r - DoubleDouble(q2) * y
        let q3 = r.high / y.high
        return quickTwoSum(q1, q2) + DoubleDouble(q3)
    }
}
