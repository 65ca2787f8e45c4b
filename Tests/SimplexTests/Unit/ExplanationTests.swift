import Simplex
import Testing

/// An unsatisfiable required constraint comes with a minimal set of conflicting constraints.
@Suite struct ExplanationTests {
    private func refusal(_ solver: inout Solver, _ c: Constraint) -> [Constraint]? {
        do {
            try solver.add(c)
        } catch let SolverError.unsatisfiableConstraint(refused, conflicts) {
            #expect(refused === c)
            return conflicts
        } catch {
            Issue.record("unexpected \(error)")
        }
        return nil
    }

    @Test(arguments: [PriorityModel.weighted, .hierarchical])
    func chainOfEqualities(_ priorities: PriorityModel) throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z"), w = Variable("w")
        var s = makeSolver(priorities)
        let c1: Constraint = x == y, c2: Constraint = y == z, c3 = z == 5.0, unrelated = w == 1.0, loose = x >= -100.0
        try s.add([c1, unrelated, c2, loose, c3])
        let conflicts = try #require(refusal(&s, x == 6.0))
        #expect(identities(conflicts) == identities([c1, c2, c3]))
        #expect(s.constraints.count == 5)
    }

    @Test func onlyTheBindingBound() throws {
        let x = Variable("x")
        var s = makeSolver()
        let low = x >= 10.0, high = x <= 20.0, weak = (x == 15.0).withStrength(.weak)
        try s.add([low, high, weak])
        let conflicts = try #require(refusal(&s, x >= 30.0))
        #expect(identities(conflicts) == identities([high]))
    }

    /// With two copies of the same equality, either one alone explains the conflict.
    @Test func minimalDespiteRedundancy() throws {
        let x = Variable("x")
        var s = makeSolver()
        let a = x == 10.0, b = x == 10.0
        try s.add(a)
        try s.add(b)
        let conflicts = try #require(refusal(&s, x == 11.0))
        #expect(conflicts.count == 1)
        #expect(conflicts.first === a || conflicts.first === b)
    }

    @Test func sumOfInequalities() throws {
        let x = Variable("x"), y = Variable("y")
        var s = makeSolver()
        let cx = x >= 4.0, cy = y >= 4.0, other = x <= 1000.0
        try s.add([cx, cy, other])
        let conflicts = try #require(refusal(&s, x + y <= 7.0))
        #expect(identities(conflicts) == identities([cx, cy]))
    }

    @Test func afterAnInPlaceConstantChange() throws {
        let x = Variable("x")
        var s = makeSolver()
        let c = x == 10.0
        try s.add(c)
        try s.updateConstant(of: c, to: -20)  // now x == 20
        let conflicts = try #require(refusal(&s, x <= 15.0))
        #expect(identities(conflicts) == identities([c]))
    }

    @Test func aConstantOnlyContradictionNeedsNoConflicts() throws {
        var s = makeSolver()
        try s.add(Variable("x") >= 0.0)
        let conflicts = try #require(refusal(&s, Constraint(Expression(1), .lessThanOrEqual)))
        #expect(conflicts.isEmpty)
    }
}
