import Simplex

/// The "Breather" weather screen on device sizes: a scroll view pinned to the root, a content view
/// as wide as the root and at least 504 high (required), as high as the root (strong, else it
/// scrolls), holding a vertical stack: a centred label (intrinsic 337×21 at 750,000, margins
/// `>= 8`), a spacer, a 100×100 centred image, a spacer, three inner views of equal widths (at most
/// 500, centred, margins 8 at 999,000 and `>= 8` required, intrinsic heights at 750,000, at least
/// 44) with spacers between them, 20 insets at top and bottom; the four spacers have equal heights.
/// The root's width and height are edit variables at 1e8 (above strong, so the content's strong
/// fallback never ties with the root size). Each device size is suggested, solved and printed.
enum BreatherWorkload {
    static let devices: [(width: Double, height: Double)] = [
        (320, 568), (375, 667), (414, 896), (768, 1024), (1024, 1366),
        (568, 320), (667, 375), (896, 414), (1024, 768), (1366, 1024),
    ]

    static func make() -> Trace {
        var b = WorkloadBuilder()
        let rootWidth = b.variable("root.w"), rootHeight = b.variable("root.h")
        let scroll = ViewFrame("scroll", in: &b), content = ViewFrame("content", in: &b)
        let label = ViewFrame("label", in: &b), image = ViewFrame("image", in: &b)
        let inners = (1...3).map { ViewFrame("inner\($0)", in: &b) }
        let spacers = (1...4).map { (top: b.variable("spacer\($0).top"), height: b.variable("spacer\($0).h")) }
        let rootStrength = Strength(1e8), high = Strength(999_000), intrinsic = Strength(750_000)
        b.edit(rootWidth, rootStrength)
        b.edit(rootHeight, rootStrength)

        b.add("scroll.left", scroll.left == 0)
        b.add("scroll.top", scroll.top == 0)
        b.add("scroll.w", scroll.width == rootWidth)
        b.add("scroll.h", scroll.height == rootHeight)
        b.add("content.left", content.left == 0)
        b.add("content.top", content.top == 0)
        b.add("content.w", content.width == rootWidth)
        b.add("content.h.min", content.height >= 504)
        b.add("content.h.fill", content.height == rootHeight, .strong)

        b.add("label.centerx", label.centerX == content.centerX)
        b.add("label.lmargin", label.left >= content.left + 8)
        b.add("label.rmargin", label.right <= content.right - 8)
        b.add("label.w.intrinsic", label.width == 337, intrinsic)
        b.add("label.h.intrinsic", label.height == 21, intrinsic)
        b.add("label.top", label.top == content.top + 20)
        b.add("image.w", image.width == 100)
        b.add("image.h", image.height == 100)
        b.add("image.centerx", image.centerX == content.centerX)
        for (i, (inner, height)) in zip(inners, [120.0, 80, 140]).enumerated() {
            let id = "inner\(i + 1)"
            b.add(id + ".w.max", inner.width <= 500)
            if i > 0 { b.add(id + ".w.eq", inner.width == inners[0].width) }
            b.add(id + ".lmargin.pref", inner.left == content.left + 8, high)
            b.add(id + ".lmargin.min", inner.left >= content.left + 8)
            b.add(id + ".rmargin.pref", inner.right == content.right - 8, high)
            b.add(id + ".rmargin.min", inner.right <= content.right - 8)
            b.add(id + ".centerx", inner.centerX == content.centerX)
            b.add(id + ".h.intrinsic", inner.height == height, intrinsic)
            b.add(id + ".h.min", inner.height >= 44)
        }
        // The stack: label, spacer, image, spacer, inner1, spacer, inner2, spacer, inner3.
        let stacked: [(top: Variable, bottom: Expression)] = [
            (label.top, label.bottom), (image.top, image.bottom), (inners[0].top, inners[0].bottom),
            (inners[1].top, inners[1].bottom), (inners[2].top, inners[2].bottom),
        ]
        for (i, spacer) in spacers.enumerated() {
            let id = "spacer\(i + 1)"
            b.add(id + ".top", spacer.top == stacked[i].bottom)
            b.add(id + ".next", stacked[i + 1].top == spacer.top + spacer.height)
            b.add(id + ".h.min", spacer.height >= 0)
            if i > 0 { b.add(id + ".h.eq", spacer.height == spacers[0].height) }
        }
        b.add("inner3.bottom", inners[2].bottom == content.bottom - 20)

        for device in devices {
            b.suggest(rootWidth, device.width)
            b.suggest(rootHeight, device.height)
            b.solve()
            b.printAll()
        }
        return b.trace
    }
}
