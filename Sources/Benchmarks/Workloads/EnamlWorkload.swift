import Simplex

/// kiwi's enaml-like benchmark (kiwi's benchmarks/enaml_like_benchmark): the form an enaml window
/// makes, 37 variables and 111 constraints with custom strengths, its width and height edited at
/// `strong`; then kiwi's six window sizes, each suggested and solved, cycled `cycles` times.
/// With `cycles` 0 it is the build alone (kiwi's "building solver").
enum EnamlWorkload {
    /// The window sizes of kiwi's benchmark, in its order.
    static let windowSizes: [(width: Double, height: Double)] = [
        (400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400),
    ]

    static func make(cycles: Int) -> Trace {
        var b = WorkloadBuilder()
        let names = [
            "width", "height", "left", "top", "contents_top", "contents_bottom", "contents_left",
            "contents_right", "midline", "ctleft", "ctheight", "cttop", "ctwidth", "lb1left", "lb1height",
            "lb1top", "lb1width", "lb2left", "lb2height", "lb2top", "lb2width", "lb3left", "lb3height",
            "lb3top", "lb3width", "fl1left", "fl1height", "fl1top", "fl1width", "fl2left", "fl2height",
            "fl2top", "fl2width", "fl3left", "fl3height", "fl3top", "fl3width",
        ]
        var v: [String: Variable] = [:]
        for name in names { v[name] = b.variable(name) }
        let width = v["width"]!, height = v["height"]!, left = v["left"]!, top = v["top"]!
        let contents_top = v["contents_top"]!, contents_bottom = v["contents_bottom"]!
        let contents_left = v["contents_left"]!, contents_right = v["contents_right"]!
        let midline = v["midline"]!
        let ctleft = v["ctleft"]!, ctheight = v["ctheight"]!, cttop = v["cttop"]!, ctwidth = v["ctwidth"]!
        let lb1left = v["lb1left"]!, lb1height = v["lb1height"]!, lb1top = v["lb1top"]!, lb1width = v["lb1width"]!
        let lb2left = v["lb2left"]!, lb2height = v["lb2height"]!, lb2top = v["lb2top"]!, lb2width = v["lb2width"]!
        let lb3left = v["lb3left"]!, lb3height = v["lb3height"]!, lb3top = v["lb3top"]!, lb3width = v["lb3width"]!
        let fl1left = v["fl1left"]!, fl1height = v["fl1height"]!, fl1top = v["fl1top"]!, fl1width = v["fl1width"]!
        let fl2left = v["fl2left"]!, fl2height = v["fl2height"]!, fl2top = v["fl2top"]!, fl2width = v["fl2width"]!
        let fl3left = v["fl3left"]!, fl3height = v["fl3height"]!, fl3top = v["fl3top"]!, fl3width = v["fl3width"]!
        // kiwi's custom strengths: strength::create(0, 1, 0, 1.25) and strength::create(0, 100, 0).
        let mmedium = Strength(strong: 0, medium: 1, weak: 0, multiplier: 1.25)
        let smedium = Strength(strong: 0, medium: 100, weak: 0)

        b.edit(width, .strong)
        b.edit(height, .strong)
        b.add("e1", left >= 0)
        b.add("e2", height == 0, .medium)
        b.add("e3", top >= 0)
        b.add("e4", width >= 0)
        b.add("e5", height >= 0)
        b.add("e6", contents_top == top + 10)
        b.add("e7", lb3height == 16, .strong)
        b.add("e8", lb3height >= 16, .strong)
        b.add("e9", ctleft >= 0)
        b.add("e10", cttop >= 0)
        b.add("e11", ctwidth >= 0)
        b.add("e12", ctheight >= 0)
        b.add("e13", fl3left >= 0)
        b.add("e14", ctheight >= 24, smedium)
        b.add("e15", ctwidth <= 16777200, smedium)
        b.add("e16", ctheight <= 24, smedium)
        b.add("e17", fl3top >= 0)
        b.add("e18", fl3width >= 0)
        b.add("e19", fl3height >= 0)
        b.add("e20", lb1width == 67, .weak)
        b.add("e21", lb2width >= 0)
        b.add("e22", lb2height >= 0)
        b.add("e23", fl2height >= 0)
        b.add("e24", lb3left >= 0)
        b.add("e25", fl2width >= 125, .strong)
        b.add("e26", fl2height == 21, .strong)
        b.add("e27", fl2height >= 21, .strong)
        b.add("e28", lb3top >= 0)
        b.add("e29", lb3width >= 0)
        b.add("e30", fl1left >= 0)
        b.add("e31", fl1width >= 0)
        b.add("e32", lb1width >= 67, .strong)
        b.add("e33", fl2left >= 0)
        b.add("e34", lb2width == 66, .weak)
        b.add("e35", lb2width >= 66, .strong)
        b.add("e36", lb2height == 16, .strong)
        b.add("e37", fl1height >= 0)
        b.add("e38", fl1top >= 0)
        b.add("e39", lb2top >= 0)
        b.add("e40", lb3top == lb2top + lb2height + 10, mmedium)
        b.add("e41", fl3top >= lb3top + lb3height + 10)
        b.add("e42", fl3top == lb3top + lb3height + 10, mmedium)
        b.add("e43", contents_bottom == fl3height + fl3top, mmedium)
        b.add("e44", fl1top >= contents_top)
        b.add("e45", fl1top == contents_top, mmedium)
        b.add("e46", contents_bottom >= fl3height + fl3top)
        b.add("e47", contents_right == left + width - 10)
        b.add("e48", contents_bottom == top + height - 10)
        b.add("e49", contents_left == left + 10)
        b.add("e50", lb3left == contents_left, mmedium)
        b.add("e51", fl1left == midline, .strong)
        b.add("e52", fl2left == midline, .strong)
        b.add("e53", ctleft == midline, .strong)
        b.add("e54", fl1top + 0.5 * fl1height == lb1top + 0.5 * lb1height, .strong)
        b.add("e55", lb1left >= contents_left)
        b.add("e56", lb1left == contents_left, mmedium)
        b.add("e57", fl1left >= lb1left + lb1width + 10)
        b.add("e58", fl1left == lb1left + lb1width + 10, mmedium)
        b.add("e59", contents_right >= fl1left + fl1width)
        b.add("e60", width == 0, .medium)
        b.add("e61", fl2top >= fl1top + fl1height + 10)
        b.add("e62", fl2top == fl1top + fl1height + 10, mmedium)
        b.add("e63", cttop >= fl2top + fl2height + 10)
        b.add("e64", fl3top >= ctheight + cttop + 10)
        b.add("e65", contents_bottom >= fl3height + fl3top)
        b.add("e66", cttop == fl2top + fl2height + 10, mmedium)
        b.add("e67", contents_right == fl1left + fl1width, mmedium)
        b.add("e68", fl2top + 0.5 * fl2height == lb2top + 0.5 * lb2height, .strong)
        b.add("e69", lb2left >= contents_left)
        b.add("e70", lb2left == contents_left, mmedium)
        b.add("e71", fl2left >= lb2width + lb2left + 10)
        b.add("e72", fl3top == ctheight + cttop + 10, mmedium)
        b.add("e73", contents_bottom == fl3height + fl3top, mmedium)
        b.add("e74", lb1top >= 0)
        b.add("e75", lb1width >= 0)
        b.add("e76", lb1height >= 0)
        b.add("e77", fl2left == lb2width + lb2left + 10, mmedium)
        b.add("e78", contents_right == fl2left + fl2width, mmedium)
        b.add("e79", contents_right >= fl2left + fl2width)
        b.add("e80", lb3left >= contents_left)
        b.add("e81", lb1left >= 0)
        b.add("e82", 0.5 * ctheight + cttop == lb3top + 0.5 * lb3height, .strong)
        b.add("e83", ctleft >= lb3left + lb3width + 10)
        b.add("e84", contents_right >= ctwidth + ctleft)
        b.add("e85", ctleft == lb3left + lb3width + 10, mmedium)
        b.add("e86", fl3left >= contents_left)
        b.add("e87", fl3left == contents_left, mmedium)
        b.add("e88", contents_right == ctwidth + ctleft, mmedium)
        b.add("e89", contents_right == fl3left + fl3width, mmedium)
        b.add("e90", lb1top >= contents_top)
        b.add("e91", lb1top == contents_top, mmedium)
        b.add("e92", contents_right >= fl3left + fl3width)
        b.add("e93", lb2top >= lb1top + lb1height + 10)
        b.add("e94", lb3top >= lb2top + lb2height + 10)
        b.add("e95", lb2top == lb1top + lb1height + 10, mmedium)
        b.add("e96", fl1height == 21, .strong)
        b.add("e97", fl1height >= 21, .strong)
        b.add("e98", lb2left >= 0)
        b.add("e99", lb2height >= 16, .strong)
        b.add("e100", fl2top >= 0)
        b.add("e101", fl2width >= 0)
        b.add("e102", lb1height >= 16, .strong)
        b.add("e103", lb1height == 16, .strong)
        b.add("e104", fl3width >= 125, .strong)
        b.add("e105", fl3height == 21, .strong)
        b.add("e106", fl3height >= 21, .strong)
        b.add("e107", lb3height >= 0)
        b.add("e108", ctwidth >= 119, smedium)
        b.add("e109", lb3width == 24, .weak)
        b.add("e110", lb3width >= 24, .strong)
        b.add("e111", fl1width >= 125, .strong)
        b.solve()
        b.printAll()
        for cycle in 0..<cycles {
            for size in windowSizes {
                b.suggest(width, size.width)
                b.suggest(height, size.height)
                b.solve()
                if cycle == 0 { b.printAll() }
            }
        }
        if cycles > 0 { b.printAll() }
        return b.trace
    }
}
