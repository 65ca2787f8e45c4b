import Simplex
import Testing

/// updateConstant(of:to:) and updateStrength(of:to:).
@Suite struct InPlaceChangeTests {
    @Test(arguments: [Strength.required, .strong, .weak])
    func constantMovesTheConstraint(_ strength: Strength) throws {
        let x = Variable("x")
        var s = makeSolver()
        let c = (x == 10.0).withStrength(strength)  // x - 10 == 0
        try s.add(c)
        try s.updateConstant(of: c, to: -20)         // x - 20 == 0
        #expect(isClose(s.value(of: x), 20))
        #expect(s.strength(of: c) == strength)
        #expect(s.constraints == [c])
        try s.updateConstant(of: c, to: 7.5)         // x + 7.5 == 0
        #expect(isClose(s.value(of: x), -7.5))
    }

    @Test func inequalityConstantMovesTheBound() throws {
        let x = Variable("x")
        var s = makeSolver()
        let bound = x <= 50.0
        try s.add(bound)
        try s.add((x == 100.0).withStrength(.weak))
        #expect(isClose(s.value(of: x), 50))
        try s.updateConstant(of: bound, to: -70)
        #expect(isClose(s.value(of: x), 70))
        try s.updateConstant(of: bound, to: -200)
        #expect(isClose(s.value(of: x), 100))
    }

    /// A required constraint that cannot take the new constant keeps the old one.
    @Test(arguments: [PriorityModel.weighted, .hierarchical])
    func unsatisfiableConstantIsRefused(_ priorities: PriorityModel) throws {
        let x = Variable("x")
        var s = makeSolver(priorities)
        let low = x >= 10.0, high = x <= 50.0
        try s.add(low)
        try s.add(high)
        try s.add((x == 100.0).withStrength(.weak))
        #expect(throws: SolverError.unsatisfiableConstraint(high, conflicts: [low])) { try s.updateConstant(of: high, to: -5) }
        #expect(isClose(s.value(of: x), 50), "the old constant stays in force")
        try s.remove(low)  // nothing of the refused change lingers
        #expect(isClose(s.value(of: x), 50))
        try s.updateConstant(of: high, to: -5)
        #expect(isClose(s.value(of: x), 5))
    }

    /// A redundant required equality (its dummy row is basic) takes a new constant only if the
    /// rest allows it.
    @Test func redundantEqualityConstant() throws {
        let x = Variable("x")
        var s = makeSolver()
        let a = x == 10.0, b = x == 10.0
        try s.add(a)
        try s.add(b)
        #expect(throws: SolverError.unsatisfiableConstraint(b, conflicts: [a])) { try s.updateConstant(of: b, to: -20) }
        #expect(isClose(s.value(of: x), 10))
        try s.remove(a)
        try s.updateConstant(of: b, to: -20)
        #expect(isClose(s.value(of: x), 20))
    }

    @Test func constantErrors() throws {
        let x = Variable("x")
        var s = makeSolver()
        let c = x == 1.0
        #expect(throws: SolverError.unknownConstraint(c)) { try s.updateConstant(of: c, to: 2) }
        try s.add(c)
        for bad in [Double.nan, .infinity, -.infinity] {
            do {
                try s.updateConstant(of: c, to: bad)
                Issue.record("a constant of \(bad) must be refused")
            } catch SolverError.nonFiniteValue {}
        }
        #expect(s.value(of: x) == 1)
    }

    @Test func strengthChangeReweighs() throws {
        let x = Variable("x")
        var s = makeSolver()
        let a = (x == 10.0).withStrength(.weak), b = (x == 20.0).withStrength(.medium)
        try s.add(a)
        try s.add(b)
        #expect(isClose(s.value(of: x), 20))
        try s.updateStrength(of: a, to: .strong)
        #expect(isClose(s.value(of: x), 10))
        #expect(s.strength(of: a) == .strong)
        #expect(a.strength == .weak, "the constraint object itself does not change")
        try s.updateStrength(of: a, to: .weak)
        #expect(isClose(s.value(of: x), 20))
        try s.updateStrength(of: a, to: .weak)  // no change at all
        #expect(isClose(s.value(of: x), 20))
    }

    @Test(arguments: [(Strength.required, Strength.weak), (.weak, .required), (.strong, Strength(5e9))])
    func strengthChangeToOrFromRequiredIsRefused(_ from: Strength, _ to: Strength) throws {
        let x = Variable("x")
        var s = makeSolver()
        let c = (x == 3.0).withStrength(from)
        try s.add(c)
        #expect(throws: SolverError.requiredStrengthChange(c)) { try s.updateStrength(of: c, to: to) }
        #expect(s.strength(of: c) == from)
    }

    @Test func strengthOfUnknownConstraintIsRefused() {
        let c = (Variable("x") == 3.0).withStrength(.weak)
        var s = makeSolver()
        #expect(throws: SolverError.unknownConstraint(c)) { try s.updateStrength(of: c, to: .strong) }
    }
}
