import Simplex

/// `views` unrelated views, 4–6 constraints each: the frame preferred at seeded positions and sizes
/// (strong), plus 0–2 required bounds (a maximum width, a minimum height, a minimum aspect), some of
/// them binding. Nothing links two views, so a solver's cost should grow linearly with `views`.
enum IndependentWorkload {
    static func make(views: Int) -> Trace {
        var b = WorkloadBuilder()
        var random = SeededGenerator(seed: 0x1ADE_0000 + UInt64(views))
        for i in 0..<views {
            let v = ViewFrame("v\(i)", in: &b)
            let width = random.value(20...400), height = random.value(20...300)
            b.add("v\(i).x", v.left == random.value(0...2000), .strong)
            b.add("v\(i).y", v.top == random.value(0...4000), .strong)
            b.add("v\(i).w", v.width == width, .strong)
            b.add("v\(i).h", v.height == height, .strong)
            switch random.int(0...5) {
            case 0:
                b.add("v\(i).wmax", v.width <= max(10, width - random.value(0...40)))
            case 1:
                b.add("v\(i).hmin", v.height >= height + random.value(-40...40))
            case 2:
                b.add("v\(i).aspect", v.height >= 0.25 * v.width)
                b.add("v\(i).wmax", v.width <= random.value(100...500))
            case 3:
                b.add("v\(i).hmin", v.height >= random.value(10...200))
                b.add("v\(i).aspect", v.height >= 0.25 * v.width)
            default:
                break
            }
        }
        b.solve()
        b.printAll()
        return b.trace
    }
}
