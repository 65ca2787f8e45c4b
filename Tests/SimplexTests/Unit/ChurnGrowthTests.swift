@testable import Simplex
import Testing

/// Issue 3, "no growth under churn": removing constraints and edit variables frees everything
/// they brought, so the solver's storage after 10,000 add/remove rounds is what it was after the
/// first few (kiwi keeps growing: its issues 10 and 154). Time per round is measured by the
/// `churn_rounds_1000` / `churn_rounds_10000` benchmarks, not here.
@Suite struct ChurnGrowthTests {
    /// The sizes of every array the solver keeps per symbol, per row and per cell.
    static func footprint(_ s: Solver) -> [Int] {
        [s.kinds.count, s.tableau.cells.count, s.tableau.rows.count, s.objective.coefficients[0].count,
         s.records.count, s.edits.count, s.symbols.count]
    }

    @Test(arguments: [PriorityModel.weighted, .hierarchical])
    func storageStaysFlatOver10000Rounds(_ priorities: PriorityModel) throws {
        var s = Solver(priorities: priorities)
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        try s.add(right == left + width)
        try s.add(left >= 0)
        try s.add((width == 100).withStrength(.weak))
        var afterWarmUp: [Int] = []
        for round in 0 ..< 10_000 {
            // Each round brings a new variable, a new constraint, an edit variable and a suggestion,
            // then takes them all away again.
            let extra = Variable("extra\(round)")
            let c = (extra == right + Double(round % 7)).withStrength(round % 2 == 0 ? .strong : .required)
            try s.add(c)
            try s.addEditVariable(width, strength: .medium)
            try s.suggest(Double(50 + round % 100), for: width)
            try s.updateConstant(of: c, to: -Double(round % 5))
            try s.removeEditVariable(width)
            try s.remove(c)
            if round == 10 { afterWarmUp = Self.footprint(s) }
        }
        #expect(Self.footprint(s) == afterWarmUp)
        #expect(s.value(of: width) == 100)
        #expect(s.knownVariables.count == 3)
    }
}
