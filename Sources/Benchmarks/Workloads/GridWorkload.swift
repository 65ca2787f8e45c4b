import Simplex

/// A responsive grid of `rows` × `columns` views in a container whose width `cw` is an edit
/// variable (strong), then `resizes` seeded window widths, each suggested and solved.
///
/// Columns have equal widths (required), margins and gutters are `>= 8` required and `== 8`
/// preferred (left margin 3e6, gutters 2e6, right margin 5e5: below the strong edit, so an over-wide
/// container leaves its excess in the right margin), widths are `>= 30` and `<= 400` required and
/// 150 preferred (medium), heights follow a per-row aspect ratio (medium) and prefer 60 (weak), and
/// rows are packed by weak pulls. With `resizes` 0 it is the build alone.
enum GridWorkload {
    static func make(rows: Int = 10, columns: Int = 10, resizes: Int) -> Trace {
        var b = WorkloadBuilder()
        var random = SeededGenerator(seed: 0x6A1D)
        let cw = b.variable("cw"), ch = b.variable("ch")
        b.edit(cw, .strong)
        b.suggest(cw, 1200)
        var cells: [[ViewFrame]] = []
        for r in 0..<rows {
            var row: [ViewFrame] = []
            let aspect = random.value(0.5...1.5, step: 0.05)
            for c in 0..<columns {
                let cell = ViewFrame("cell[\(r)][\(c)]", in: &b, longNames: true)
                let id = "g\(r).\(c)"
                if let first = row.first ?? cells.first?.first {
                    b.add(id + ".eqw", cell.width == first.width)
                }
                b.add(id + ".wmin", cell.width >= 30)
                b.add(id + ".wmax", cell.width <= 400)
                b.add(id + ".wpref", cell.width == 150, .medium)
                b.add(id + ".aspect", cell.height == aspect * cell.width, .medium)
                b.add(id + ".hpref", cell.height == 60, .weak)
                if let before = row.last {
                    b.add(id + ".gutter.min", cell.left >= before.right + 8)
                    b.add(id + ".gutter", cell.left == before.right + 8, Strength(2_000_000))
                    b.add(id + ".align", cell.top == before.top)
                } else {
                    b.add(id + ".margin.min", cell.left >= 8)
                    b.add(id + ".margin", cell.left == 8, Strength(3_000_000))
                    if let above = cells.last?.first {
                        b.add(id + ".below", cell.top >= above.bottom + 8)
                        b.add(id + ".pack", cell.top == above.bottom + 8, .weak)
                    } else {
                        b.add(id + ".top", cell.top == 8)
                    }
                }
                if let above = cells.last?[c] {
                    b.add(id + ".clear", cell.top >= above.bottom + 8)
                }
                row.append(cell)
            }
            let last = row[columns - 1]
            b.add("row\(r).right.min", cw >= last.right + 8)
            b.add("row\(r).right", cw == last.right + 8, Strength(500_000))
            cells.append(row)
        }
        for c in 0..<columns {
            b.add("col\(c).bottom", ch >= cells[rows - 1][c].bottom + 8)
        }
        b.add("ch.hug", ch == 0, .weak)
        let shown = [cw, ch, cells[0][0].width, cells[0][columns - 1].left, cells[rows - 1][columns - 1].height,
                     cells[rows - 1][0].top]
        b.solve()
        b.print(shown)
        for _ in 0..<resizes {
            b.suggest(cw, random.value(320...4500, step: 0.1))
            b.solve()
            b.print(shown)
        }
        return b.trace
    }
}
