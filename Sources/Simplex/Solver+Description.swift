// A readable dump of the solver's state, for debugging.

extension Solver: CustomDebugStringConvertible {
    /// The tableau in sections: Objective, Tableau, Infeasible, Variables, Edit variables,
    /// Constraints.
    ///
    /// Legend: `v7` is a variable's symbol (named in the Variables section), `s` a slack, `e` an
    /// error, `d` a dummy (the marker of a required equality). A row `v3 = 10 + 1 * s4 - 1 * e5`
    /// gives a basic symbol as its constant plus terms in the parametric symbols; the objective
    /// lists reduced costs per level (one level in the weighted model).
    ///
    /// - Complexity: O(size of the tableau + symbols × levels).
    public var debugDescription: String {
        func name(_ s: Symbol) -> String {
            if s == noSymbol { return "ART" }
            if let v = variables[Int(s)]?.variable, !v.name.isEmpty { return "\(kinds[Int(s)].letter)\(s)(\(v.name))" }
            return "\(kinds[Int(s)].letter)\(s)"
        }
        func row(_ slot: Int32) -> String {
            var text = "\(tableau.constant(ofRow: slot))"
            var cells: [(Symbol, Double)] = []
            tableau.forEachCell(inRow: slot) { cells.append(($0, $1)) }
            for (s, c) in cells.sorted(by: { $0.0 < $1.0 }) { text += " + \(c) * \(name(s))" }
            return text
        }
        var out = "Objective (\(priorities))\n"
        for (rank, level) in objective.order.enumerated() {
            var cells: [String] = []
            for s in kinds.indices where objective.coefficient(of: Symbol(s), level: level) != 0 {
                cells.append("\(objective.coefficient(of: Symbol(s), level: level)) * \(name(Symbol(s)))")
            }
            let label = priorities == .weighted ? "weighted" : "level \(rank) (strength \(objective.levelStrength[level]))"
            out += "  \(label): " + (cells.isEmpty ? "0" : cells.joined(separator: " + ")) + "\n"
        }
        out += "Tableau (\(tableau.rowCount) rows, \(tableau.cellCount) cells)\n"
        let slots = tableau.rowSlots.sorted { tableau.basic(ofRow: $0) < tableau.basic(ofRow: $1) }
        for slot in slots { out += "  \(name(tableau.basic(ofRow: slot))) = \(row(slot))\n" }
        out += "Infeasible\n"
        for slot in slots where tableau.basic(ofRow: slot) != noSymbol && kinds[Int(tableau.basic(ofRow: slot))] != .external && tableau.constant(ofRow: slot) < 0 {
            out += "  \(name(tableau.basic(ofRow: slot)))\n"
        }
        out += "Variables\n"
        for (s, v) in variables[..<kinds.count].enumerated() {
            if v != nil { out += "  \(name(Symbol(s))) = \(value(ofSymbol: Symbol(s)))\n" }
        }
        out += "Edit variables\n"
        for (v, edit) in edits.sorted(by: { records[$0.value.constraint]!.sequence < records[$1.value.constraint]!.sequence }) {
            out += "  \(v) suggested \(edit.value) at \(edit.constraint.strength)\n"
        }
        out += "Constraints\n"
        for c in constraints {
            let r = records[c]!
            out += "  \(c.expression.terms.map(\.description).joined(separator: " + ")) + \(r.constant) \(c.relation) 0 | \(r.strength)"
            out += " [marker \(name(r.marker))\(r.other == noSymbol ? "" : ", other \(name(r.other))")]\n"
        }
        return out
    }
}
