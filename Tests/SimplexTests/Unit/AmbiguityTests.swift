import Simplex
import Testing

@Suite struct AmbiguityTests {
    @Test func underdeterminedThenDetermined() throws {
        let x = Variable("x"), y = Variable("y")
        var s = makeSolver()
        try s.add(x + y == 10.0)
        #expect(s.isAmbiguous(x) && s.isAmbiguous(y))
        try s.add(x == 3.0)
        #expect(!s.isAmbiguous(x) && !s.isAmbiguous(y))
        #expect(s.ambiguousVariables.isEmpty)
    }

    @Test func unknownVariableIsAmbiguous() {
        #expect(makeSolver().isAmbiguous(Variable("nobody")))
    }

    /// Two equal weak pulls leave any value between them optimal; a third decides (the median).
    @Test(arguments: [PriorityModel.weighted, .hierarchical])
    func tiesAreAmbiguous(_ priorities: PriorityModel) throws {
        let x = Variable("x")
        var s = makeSolver(priorities)
        try s.add((x == 10.0).withStrength(.weak))
        try s.add((x == 20.0).withStrength(.weak))
        #expect(s.isAmbiguous(x))
        #expect(s.ambiguousVariables == [x])
        try s.add((x == 15.0).withStrength(.weak))
        #expect(!s.isAmbiguous(x))
        #expect(isClose(s.value(of: x), 15))
    }

    @Test func inequalitiesAloneLeaveRoom() throws {
        let x = Variable("x")
        var s = makeSolver()
        try s.add(x >= 0.0)
        try s.add(x <= 100.0)
        #expect(s.isAmbiguous(x))
        try s.addEditVariable(x, strength: .weak)
        try s.suggest(30, for: x)
        #expect(!s.isAmbiguous(x))
        try s.suggest(300, for: x)
        #expect(!s.isAmbiguous(x))
        #expect(isClose(s.value(of: x), 100))
    }

    @Test func weakPreferenceDecidesWhatStrongLeavesOpen() throws {
        let x = Variable("x"), y = Variable("y")
        var s = makeSolver()
        try s.add((x + y == 10.0).withStrength(.strong))
        #expect(s.isAmbiguous(x))
        try s.add((x == 3.0).withStrength(.weak))
        #expect(!s.isAmbiguous(x) && !s.isAmbiguous(y))
        #expect(isClose(s.value(of: y), 7))
    }
}
