@testable import Simplex
import Testing

/// Removing a constraint cannot be refused: the pivot that takes its marker into the basis must
/// keep the rows feasible (`Solver.markerLeavingRow`), and a simplex that fails anyway after the
/// erasure rebuilds the rows from the constraints still held (`Solver.optimizeAfterErasing`).
@Suite struct RemovalRecoveryTests {
    /// `CONST + Σ COEF·NAME  OP  0`, the way a trace's `add` line reads.
    private func c(_ strength: Strength, _ relation: Constraint.Relation, _ constant: Double, _ terms: (Double, Variable)...) -> Constraint {
        Constraint(Expression(terms: terms.map { Term($0.1, coefficient: $0.0) }, constant: constant), relation, strength: strength)
    }

    /// Large-session seed 2452375 (hierarchical), shrunk:
    /// ```
    /// add c0 medium == 25 0.25 x3
    /// add c1 weak == 2 1 x1
    /// add c2 1001 >= 55 1000 x4 1.5 x3
    /// add c3 weak == -91 0.5 x3 -3 x4 0.001 x2
    /// add c4 required == -95 1 x1 -2 x3
    /// add c5 required == -49 0.001 x3 1 x2
    /// add c6 required == 147 -0.003 x3 -3 x2     # a batch of one
    /// add c7 required == 52 1 x1 -2.003 x3 -3 x2
    /// add c8 required >= -26 -1 x2
    /// remove c5
    /// ```
    /// c6 is -3 c5, and c7 is c4 + c6 in decimal: both redundant, their dummies basic, c6's row
    /// `d14 = -3 d13` exactly, c7's `d15 = 8.5e-12 + d12 - 3.0000000000001137 d13 + 1.1e-13 s16`
    /// (the residue of 2.003 in binary times the values c8 moved). Removing c5 pivoted its dummy
    /// d13 out of c7's row, the larger cell by its last digits, and handed its 8.5e-12 to c6's
    /// row as -8.5e-12, which no pivot can raise: "the dual simplex found no entering symbol",
    /// and the solver was left with those rows. The twin whose row holds exactly is taken now
    /// (tested as the choice itself: the rebuild that a failed removal falls back on would hide
    /// a wrong one, see the next test). c6 then holds x2 = 49 - 0.001 x3, and c8, x2 <= -26, makes x3 >= 75000, where the
    /// medium c0 (x3 = -100) is least off.
    @Test func removalPivotsOnTheTwinWhoseRowHoldsExactly() throws {
        let x1 = Variable("x1"), x2 = Variable("x2"), x3 = Variable("x3"), x4 = Variable("x4")
        var s = makeSolver(.hierarchical)
        let c4 = c(.required, .equal, -95, (1, x1), (-2, x3))
        let c5 = c(.required, .equal, -49, (0.001, x3), (1, x2))
        let c6 = c(.required, .equal, 147, (-0.003, x3), (-3, x2))
        let c7 = c(.required, .equal, 52, (1, x1), (-2.003, x3), (-3, x2))
        let c8 = c(.required, .greaterThanOrEqual, -26, (-1, x2))
        for constraint in [c(.medium, .equal, 25, (0.25, x3)), c(.weak, .equal, 2, (1, x1)),
                           c(Strength(1001), .greaterThanOrEqual, 55, (1000, x4), (1.5, x3)),
                           c(.weak, .equal, -91, (0.5, x3), (-3, x4), (0.001, x2)), c4, c5] {
            try s.add(constraint)
        }
        try s.add([c6])
        try s.add(c7)
        try s.add(c8)
        let marker = try #require(s.records[c5]?.marker)
        let leaving = try #require(s.markerLeavingRow(marker))
        #expect(s.tableau.basic(ofRow: leaving) == s.records[c6]?.marker, "c6's row, which holds exactly")
        try s.remove(c5)
        expectHolds([c4, c6, c7, c8], in: s)
        #expect(isClose(s.value(of: x2), -26), "x2 = \(s.value(of: x2))")
        #expect(isClose(s.value(of: x3), 75000), "x3 = \(s.value(of: x3))")
    }

    /// A removal whose simplex fails on rows that rounding wrecked rebuilds them from the
    /// constraints held, instead of leaving the solver as the simplex left it. The wreck is made
    /// by hand here: a redundant equality's row (`d = -3 d'`, c1 = -3 c0) put 1e-11 below zero,
    /// as rounding handed on by a pivot would, where only dummies, which never enter, could raise
    /// it; and x1's row 1e-11 off, so that the values break c1 beyond the rounding of its terms
    /// (a row whose constraint holds at the values to that rounding is zeroed instead, see
    /// `Solver.requiredConstraintHoldsToRounding(marker:)`). Removing an unrelated constraint
    /// then meets it. (c2 and a medium pull hold x0 at 10.)
    @Test func removalWhoseSimplexFailsRebuildsTheRows() throws {
        let x0 = Variable("x0"), x1 = Variable("x1"), x2 = Variable("x2")
        var s = makeSolver()
        let c0 = c(.required, .equal, -49, (0.001, x0), (1, x1))
        let c1 = c(.required, .equal, 147, (-0.003, x0), (-3, x1))
        let c2 = c(.required, .greaterThanOrEqual, -10, (1, x0))
        let weak = c(.weak, .equal, -3, (1, x2), (1, x0))
        for constraint in [c0, c1, c2, c(.medium, .equal, 0, (1, x0)), weak] { try s.add(constraint) }
        let marker = try #require(s.records[c1]?.marker)
        let slot = try #require(s.tableau.row(ofBasic: marker), "c1 is redundant: its dummy is basic")
        _ = s.tableau.addToConstant(ofRow: slot, -1e-11)
        s.infeasibleRows.insert(marker)
        let x1Row = try #require(s.symbol(of: x1).flatMap { s.tableau.row(ofBasic: $0) }, "x1 is basic")
        _ = s.tableau.addToConstant(ofRow: x1Row, -1e-11)
        var withoutRebuild = s
        withoutRebuild.recoversByRebuilding = false
        #expect(throws: InternalSolverError.self) { try withoutRebuild.remove(weak) }
        try s.remove(weak)
        #expect(s.tableau.row(ofBasic: marker).map { s.tableau.constant(ofRow: $0) } ?? 0 == 0)
        expectHolds([c0, c1, c2], in: s)
        #expect(isClose(s.value(of: x0), 10), "x0 = \(s.value(of: x0))")
    }
}
