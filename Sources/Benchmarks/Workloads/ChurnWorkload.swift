import Simplex

/// A form of `rows` rows (a label and a field each, about 15 constraints a row), then `rounds`
/// rounds of removing a seeded random 20% of the live constraints in random order (solve) and
/// adding them back under fresh IDs in another random order (solve, print every variable). Every
/// round ends on the same constraint set, so every print is the same.
enum ChurnWorkload {
    ///
    /// With `printEveryRound` false, only the final state is printed: the long runs
    /// (`churn_rounds_*`) compare time and memory per round over 1,000 and 10,000 rounds, which
    /// stay flat when removals free everything that additions brought.
    static func make(rows: Int = 134, rounds: Int = 5, printEveryRound: Bool = true) -> Trace {
        var b = WorkloadBuilder()
        var random = SeededGenerator(seed: 0xC4E2)
        let formWidth = b.variable("form.w"), labelColumn = b.variable("labcol")
        // Each live constraint with its number in the trace (looking the ID up in the trace's
        // list of IDs instead made the 10,000-round workload quadratic to build: minutes).
        var live: [(number: Int, base: String, constraint: Constraint)] = []
        func add(_ id: String, _ constraint: Constraint, _ strength: Strength = .required) {
            let c = constraint.withStrength(strength)
            live.append((b.add(id, c), id, c))
        }
        add("form.w", formWidth == 400)
        add("labcol.min", labelColumn >= 16)
        add("labcol.pull", labelColumn == 0, .weak)
        var previous: ViewFrame?
        for i in 0..<rows {
            let label = ViewFrame("l\(i)", in: &b), field = ViewFrame("f\(i)", in: &b)
            let k = "f\(i)"
            add(k + ".lab.left", label.left == 16)
            add(k + ".lab.w", label.width == random.value(60...120), .strong)
            add(k + ".lab.wmin", label.width >= 40)
            add(k + ".lab.h", label.height == 21, .strong)
            add(k + ".lab.center", label.centerY == field.centerY)
            add(k + ".fld.left.min", field.left >= label.right + 8)
            add(k + ".fld.left", field.left == labelColumn, .strong)
            add(k + ".fld.right", field.right <= formWidth - 16)
            add(k + ".fld.w", field.width == 250, .medium)
            add(k + ".fld.wmin", field.width >= 100)
            add(k + ".fld.h", field.height == 32, .strong)
            add(k + ".fld.hmin", field.height >= 24)
            if let previous {
                add(k + ".top", field.top >= previous.bottom + 8)
                add(k + ".top.pref", field.top == previous.bottom + 12, .medium)
            } else {
                add(k + ".top", field.top == 16)
            }
            add(k + ".lab.below", label.top >= field.top - 8)
            previous = field
        }
        b.solve()
        b.printAll()
        for round in 1...max(rounds, 1) where rounds > 0 {
            live.shuffle(using: &random)
            let count = live.count / 5
            let removed = Array(live.suffix(count))
            live.removeLast(count)
            for entry in removed {
                b.remove(entry.number)
            }
            b.solve()
            for entry in removed.shuffled(using: &random) {
                let id = entry.base + "-r\(round)"  // not entry.id: suffixes must not pile up
                live.append((b.add(id, entry.constraint), entry.base, entry.constraint))
            }
            b.solve()
            if printEveryRound { b.printAll() }
        }
        if !printEveryRound { b.printAll() }
        return b.trace
    }
}
