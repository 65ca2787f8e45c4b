import Simplex

/// A vertical list of `views` views, each below the previous one, so every top depends on every
/// view above it. Gaps `>= 8` required and `== 8` at 999,000; an intrinsic height at 999,000
/// against a required maximum that is sometimes smaller (an Auto Layout 999 losing to 1000),
/// hugging at 250,000, `>= 20` required; width 343 at 999,000, some capped; left 16 required.
enum ChainWorkload {
    static func make(views: Int) -> Trace {
        var b = WorkloadBuilder()
        var random = SeededGenerator(seed: 0xC4A1_0000 + UInt64(views))
        let high = Strength(999_000), hugging = Strength(250_000)
        var previous: ViewFrame?
        for i in 0..<views {
            let v = ViewFrame("c[\(i)]", in: &b, longNames: true)
            let k = "k\(i)"
            b.add(k + ".left", v.left == 16)
            b.add(k + ".w.pref", v.width == 343, high)
            if random.chance(0.2) { b.add(k + ".w.max", v.width <= random.value(200...340)) }
            if let previous {
                b.add(k + ".gap.min", v.top >= previous.bottom + 8)
                b.add(k + ".gap", v.top == previous.bottom + 8, high)
            } else {
                b.add(k + ".top", v.top == 8)
            }
            let intrinsic = random.value(30...120)
            b.add(k + ".h.intrinsic", v.height == intrinsic, high)
            if random.chance(0.3) { b.add(k + ".h.max", v.height <= max(24, intrinsic - random.value(5...20))) }
            b.add(k + ".h.hug", v.height == 44, hugging)
            b.add(k + ".h.min", v.height >= 20)
            previous = v
        }
        b.solve()
        b.printAll()
        return b.trace
    }
}
