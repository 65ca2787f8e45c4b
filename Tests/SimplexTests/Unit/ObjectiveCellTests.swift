@testable import Simplex
import Testing

/// The weighted objective's cells against their definition: each parametric symbol's reduced cost
/// is its own weight plus, for each row holding it, the cell times the weight of the row's basic
/// error (`Tableau.reducedCost(of:weightOfError:)`, summed afresh).
@Suite struct ObjectiveCellTests {
    /// `CONST + Σ COEF·NAME  OP  0`, the way a trace's `add` line reads.
    private func c(_ strength: Strength, _ relation: Constraint.Relation, _ constant: Double, _ terms: (Double, Variable)...) -> Constraint {
        Constraint(Expression(terms: terms.map { Term($0.1, coefficient: $0.0) }, constant: constant), relation, strength: strength)
    }

    /// Every parametric symbol's stored cell and its definition, where they differ by more than
    /// `tolerance` relative.
    private func cellsOffTheirDefinition(_ s: Solver, tolerance: Double = 1e-9) -> [String] {
        var off: [String] = []
        for symbol in s.kinds.indices.map(Symbol.init) where !s.tableau.isBasic(symbol) {
            let stored = s.objective.coefficient(of: symbol, level: 0)
            let (value, noise) = s.tableau.reducedCost(of: symbol, weightOfError: s.objective.weightOfError)
            if Swift.abs(stored - value) > Swift.max(noise, tolerance * Swift.max(1, Swift.abs(value))) {
                off.append("symbol \(symbol): stored \(stored), defined \(value)")
            }
        }
        return off
    }

    /// Soak seed 2033504 (see `CancellationRepairTests.removedWeightsRemainderIsRecomputed`):
    /// adding c2 adds its errors' weight of 1e6 times cells of 1e10 to the cell of c1's error
    /// e2, whose weight of 1 rounds away in 1e16; the pivot's -1e16 leaves exactly 0 where 2 is
    /// true (e2's own weight and that of e3's row, `e3 = 0.34 + e2 + …`). Noting such zeros in
    /// the loop that adds a row to the weighted objective cost 1.6% of grid_10x10's
    /// instructions; instead the primal simplex sums a candidate's zero afresh when it pops it
    /// (`Objective.popEntering(isEligible:)`, soak seed 5333831), and a cell that a sum zeroed
    /// is a candidate.
        @Test func cellThatAbsorbedAWeightIsRecomputed() throws {
        let x0 = Variable("x0")
        var s = makeSolver()
        try s.add(c(.required, .lessThanOrEqual, 0, (-1, x0)))
        let c1 = c(.weak, .equal, -0.34, (0.0001, x0))
        try s.add(c1)
        try s.add(c(.strong, .equal, 0.15, (-1000000, x0)))
        let e2 = try #require(s.records[c1]).marker
        #expect(!s.tableau.isBasic(e2))
        #expect(s.objective.coefficient(of: e2, level: 0) == 2)
        #expect(cellsOffTheirDefinition(s) == [])
    }

    /// A layout's life, every operation kind: each cell stays its definition to rounding.
    @Test func cellsStayTheirDefinitionThroughALayoutsLife() throws {
        var s = makeSolver()
        let lefts = try CapacityTests.build(&s, count: 30)
        #expect(cellsOffTheirDefinition(s) == [])
        let edge = Variable("edge")
        let tail = (edge == lefts[29] + 40).withStrength(.medium)
        try s.add(tail)
        let wide = (edge >= 500).withStrength(.weak)
        try s.add(wide)
        try s.addEditVariable(edge, strength: .strong)
        for value in [700.0, 120, 333.5, 900] {
            try s.suggest(value, for: edge)
            #expect(cellsOffTheirDefinition(s) == [], "after suggesting \(value)")
        }
        try s.remove(tail)
        #expect(cellsOffTheirDefinition(s) == [], "after removing the tail")
        try s.removeEditVariable(edge)
        try s.remove(wide)
        #expect(cellsOffTheirDefinition(s) == [], "after removing the edit")
    }
}
