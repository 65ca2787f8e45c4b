import Simplex

/// An application window (header, footer, sidebar, a grid of 8×8 cards, each with an icon and a
/// label; about 1,200 constraints) whose width `W` and height `H` are edit variables (strong),
/// sized 1200×1100 before the content is added; then `steps` suggest+solve steps of a resize
/// animation (W 800…1600, H 500…1100). Every 20 steps it prints W, H and a few frames.
enum ResizeAnimationWorkload {
    static func make(steps: Int, gridSize: Int = 8) -> Trace {
        var b = WorkloadBuilder()
        let w = b.variable("W"), h = b.variable("H")
        b.edit(w, .strong)
        b.edit(h, .strong)
        b.suggest(w, 1200)
        b.suggest(h, 1100)

        let headerHeight = b.variable("header.h"), footerTop = b.variable("footer.top")
        let sideWidth = b.variable("side.w")
        b.add("header.h", headerHeight == 60)
        b.add("footer.top", footerTop == h - 40)
        b.add("side.w.min", sideWidth >= 200)
        b.add("side.w.max", sideWidth <= 400)
        b.add("side.w.pref", sideWidth == 0.25 * w, .medium)
        // The content area, right of the sidebar and between header and footer.
        let contentLeft = sideWidth + 8, contentTop = headerHeight + 8
        let gap = 8.0
        var cards: [[ViewFrame]] = []
        for r in 0..<gridSize {
            var row: [ViewFrame] = []
            for c in 0..<gridSize {
                let name = "card[\(r)][\(c)]"
                let card = ViewFrame(name, in: &b)
                let icon = ViewFrame(name + ".icon", in: &b)
                let label = ViewFrame(name + ".label", in: &b)
                // Cards: equal sizes, laid out on the grid.
                if let first = cards.first?.first ?? row.first {
                    b.add(name + ".eqw", card.width == first.width)
                    b.add(name + ".eqh", card.height == first.height)
                }
                b.add(name + ".wmin", card.width >= 40)
                b.add(name + ".hmin", card.height >= 30)
                if let before = row.last {
                    b.add(name + ".left", card.left == before.right + gap)
                } else {
                    b.add(name + ".left", card.left == contentLeft)
                }
                if let above = cards.last?[c] {
                    b.add(name + ".top", card.top == above.bottom + gap)
                } else {
                    b.add(name + ".top", card.top == contentTop)
                }
                if c == gridSize - 1 {
                    b.add(name + ".right.max", card.right <= w - 8)
                    b.add(name + ".right", card.right == w - 8, .strong)
                }
                if r == gridSize - 1 {
                    b.add(name + ".bottom.max", card.bottom <= footerTop - 8)
                    b.add(name + ".bottom", card.bottom == footerTop - 8, .strong)
                }
                // The icon: a square in the top left corner, 48 if it fits.
                b.add(name + ".icon.left", icon.left == card.left + 8)
                b.add(name + ".icon.top", icon.top == card.top + 8)
                b.add(name + ".icon.square", icon.height == icon.width)
                b.add(name + ".icon.size", icon.width == 48, .medium)
                b.add(name + ".icon.fit", icon.right <= card.right - 8)
                b.add(name + ".icon.min", icon.width >= 8)
                // The label: right of the icon, vertically centred on it, 120 wide if it fits.
                b.add(name + ".label.left", label.left == icon.right + 8)
                b.add(name + ".label.center", label.centerY == icon.centerY)
                b.add(name + ".label.h", label.height == 20, .strong)
                b.add(name + ".label.w", label.width == 120, .weak)
                b.add(name + ".label.fit", label.right <= card.right - 8, .strong)
                b.add(name + ".label.wmin", label.width >= 0)
                row.append(card)
            }
            cards.append(row)
        }
        let shown = [w, h, sideWidth, cards[0][0].width, cards[0][0].height, cards[gridSize - 1][gridSize - 1].left,
                     cards[gridSize - 1][gridSize - 1].top]
        b.solve()
        b.print(shown)
        for step in 0..<steps {
            // A smooth, deterministic path: a triangle wave on each axis, at different periods.
            let t = Double(step)
            b.suggest(w, 800 + 800 * triangle(t / 500))
            b.suggest(h, 500 + 600 * triangle(t / 333))
            b.solve()
            if step % 20 == 19 { b.print(shown) }
        }
        b.printAll()
        return b.trace
    }

    /// 0 at whole numbers, 1 halfway between them, linear in between.
    private static func triangle(_ x: Double) -> Double {
        let f = x - Double(Int(x))
        return f < 0.5 ? 2 * f : 2 - 2 * f
    }
}
