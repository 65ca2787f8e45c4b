import Simplex
import Testing

/// Weighted (kiwi) against hierarchical priorities.
@Suite struct PriorityTests {
    /// kiwi issues 28 and 33: three constraints at 1001, 1002 and 1003 outweigh one at 1004 in a
    /// weighted sum (3006 > 1004); as true levels, the 1004 one wins.
    @Test(arguments: [(PriorityModel.weighted, 10.0), (.hierarchical, 0.0)])
    func threeWeakerOutweighOneStronger(_ priorities: PriorityModel, _ expected: Double) throws {
        let x = Variable("x")
        var s = makeSolver(priorities)
        try s.add((x == 0.0).withStrength(Strength(1004)))
        for w in [1001.0, 1002, 1003] { try s.add((x == 10.0).withStrength(Strength(w))) }
        #expect(isClose(s.value(of: x), expected))
    }

    @Test(arguments: [(PriorityModel.weighted, 10.0), (.hierarchical, 0.0)])
    func manyWeakErrorsAgainstOneStrongerError(_ priorities: PriorityModel, _ expected: Double) throws {
        let x = Variable("x")
        var s = makeSolver(priorities)
        try s.add((x == 0.0).withStrength(Strength(2)))
        for _ in 0 ..< 5 { try s.add((x == 10.0).withStrength(.weak)) }
        #expect(isClose(s.value(of: x), expected))
    }

    /// Within one level, errors add up with weight 1: two against one wins at the same strength.
    @Test(arguments: [PriorityModel.weighted, .hierarchical])
    func withinALevelErrorsAddUp(_ priorities: PriorityModel) throws {
        let x = Variable("x")
        var s = makeSolver(priorities)
        try s.add((x == 0.0).withStrength(.strong))
        try s.add((x == 10.0).withStrength(.strong))
        try s.add((x == 10.0).withStrength(.strong))
        #expect(isClose(s.value(of: x), 10))
    }

    /// Lower levels still decide what higher levels leave open.
    @Test func weakerLevelsBreakTies() throws {
        let x = Variable("x"), y = Variable("y")
        var s = makeSolver(.hierarchical)
        try s.add((x + y == 10.0).withStrength(.strong))
        try s.add((x >= 4.0).withStrength(.medium))
        try s.add((y >= 4.0).withStrength(.medium))
        try s.add((x == 0.0).withStrength(.weak))
        #expect(isClose(s.value(of: x), 4))
        #expect(isClose(s.value(of: y), 6))
    }

    @Test func editVariablesJoinTheirStrengthsLevel() throws {
        let x = Variable("x")
        var s = makeSolver(.hierarchical)
        try s.add((x == 0.0).withStrength(Strength(1004)))
        try s.addEditVariable(x, strength: Strength(1003))
        try s.suggest(10, for: x)
        #expect(isClose(s.value(of: x), 0))
        try s.updateStrength(of: s.constraints[0], to: Strength(1002))
        #expect(isClose(s.value(of: x), 10))
    }
}
