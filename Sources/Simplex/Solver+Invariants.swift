// Debug-only checks of the tableau's invariants, run after every operation when
// `checksInvariants` is on (the tests turn it on). They compile away in release builds.

extension Solver {
    /// Checks the tableau: every row has a basic symbol that occurs in no row and has no reduced
    /// cost; restricted rows are feasible; no cell is zero or names a basic or freed symbol; the
    /// row and column lists agree; every constraint's marker is alive; every variable is named by a
    /// constraint held, as many times as its count of users says.
    @inline(__always)
    func checkInvariants() {
        #if DEBUG
        if checksInvariants { verifyInvariants() }
        #endif
    }

    func verifyInvariants() {
        var cellsSeen = 0
        // Feasibility is checked to rounding relative to the largest value in the tableau: a
        // badly scaled system (values of 1e9 beside coefficients of 1e-6) carries residues of
        // 1e-6 that no pivot rule can avoid.
        let valueScale = tableau.rowSlots.reduce(1.0) { Swift.max($0, Swift.abs(tableau.constant(ofRow: $1))) }
        for slot in tableau.rowSlots {
            let basic = tableau.basic(ofRow: slot)
            precondition(basic != noSymbol, "row \(slot) has no basic symbol")
            precondition(tableau.row(ofBasic: basic) == slot, "row \(slot): basic symbol index out of step")
            precondition(tableau.columnLength[Int(basic)] == 0, "basic symbol \(basic) occurs in a row")
            precondition(objective.order.allSatisfy { objective.coefficient(of: basic, level: $0) == 0 }, "basic symbol \(basic) has a reduced cost")
            precondition(kinds[Int(basic)] != .unused, "row \(slot): freed basic symbol")
            let constant = tableau.constant(ofRow: slot)
            precondition(constant.isFinite, "row \(slot): constant \(constant)")
            if kinds[Int(basic)] != .external {
                precondition(constant >= -1e-9 * valueScale, "restricted row \(slot) is infeasible: \(constant)")
            }
            var length: Int32 = 0
            tableau.forEachCell(inRow: slot) { s, c in
                precondition(c != 0 && c.isFinite, "row \(slot): bad coefficient \(c) of \(s)")
                precondition(!tableau.isBasic(s), "row \(slot) holds basic symbol \(s)")
                precondition(kinds[Int(s)] != .unused, "row \(slot) holds freed symbol \(s)")
                length += 1
            }
            precondition(length == tableau.rows[Int(slot)].length, "row \(slot): length out of step")
            cellsSeen += Int(length)
        }
        precondition(cellsSeen == tableau.cellCount, "cells out of step: \(cellsSeen) vs \(tableau.cellCount)")
        var namedBy = Array(repeating: 0, count: variables.count)
        for (constraint, record) in records {
            precondition(kinds[Int(record.marker)] != .unused, "a constraint's marker was freed")
            for term in constraint.expression.terms {
                guard let s = symbol(of: term.variable) else { preconditionFailure("a constraint's variable has no symbol") }
                namedBy[Int(s)] += 1
            }
        }
        // The solver does not retain its variables (see `UnretainedVariable`): each must be named
        // by a constraint it holds, which keeps it alive, and counted as such.
        for s in kinds.indices where kinds[s] == .external || variables[s] != nil {
            precondition(kinds[s] == .external && variables[s] != nil && namedBy[s] > 0 && Int(users[s]) == namedBy[s],
                         "variable of symbol \(s): named by \(namedBy[s]) constraints held, \(users[s]) users")
            precondition(symbol(of: variables[s]!.variable) == Symbol(s), "variable of symbol \(s) out of step")
        }
        precondition(variables[kinds.count...].allSatisfy { $0 == nil } && users[kinds.count...].allSatisfy { $0 == 0 },
                     "symbols not yet made have a variable or users")
        precondition(infeasibleRows.isEmpty, "infeasible rows left over")
    }
}
