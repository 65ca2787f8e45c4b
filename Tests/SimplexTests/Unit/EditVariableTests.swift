import Simplex
import Testing

@Suite struct EditVariableTests {
    @Test func addContainsRemove() throws {
        let x = Variable("x")
        var s = makeSolver()
        #expect(!s.containsEditVariable(x))
        try s.addEditVariable(x, strength: .strong)
        #expect(s.containsEditVariable(x))
        #expect(throws: SolverError.duplicateEditVariable(x)) { try s.addEditVariable(x, strength: .weak) }
        try s.removeEditVariable(x)
        #expect(!s.containsEditVariable(x))
        #expect(throws: SolverError.unknownEditVariable(x)) { try s.removeEditVariable(x) }
        try s.addEditVariable(x, strength: .weak)  // and back again
        #expect(s.containsEditVariable(x))
    }

    @Test(arguments: [Strength.required, Strength(2e9)])
    func requiredEditVariableIsRefused(_ strength: Strength) {
        let x = Variable("x")
        var s = makeSolver()
        #expect(throws: SolverError.requiredEditVariable(x)) { try s.addEditVariable(x, strength: strength) }
        #expect(!s.containsEditVariable(x))
    }

    @Test func suggestingForAVariableThatIsNotEditedIsRefused() throws {
        let x = Variable("x")
        var s = makeSolver()
        try s.add(x == 4.0)
        #expect(throws: SolverError.unknownEditVariable(x)) { try s.suggest(1, for: x) }
        #expect(s.value(of: x) == 4)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteSuggestionIsRefused(_ bad: Double) throws {
        let x = Variable("x")
        var s = makeSolver()
        try s.addEditVariable(x, strength: .strong)
        try s.suggest(7, for: x)
        do {
            try s.suggest(bad, for: x)
            Issue.record("a suggestion of \(bad) must be refused")
        } catch let SolverError.nonFiniteValue(value) {
            #expect(value.bitPattern == bad.bitPattern || (value.isNaN && bad.isNaN))
        }
        #expect(s.value(of: x) == 7)
        try s.suggest(8, for: x)
        #expect(s.value(of: x) == 8)
    }

    @Test(arguments: [(Strength.weak, 10.0), (Strength(999.5), 10.0), (Strength(1000.5), 50.0), (.strong, 50.0)])
    func suggestionsGiveWayToStrongerConstraints(_ editStrength: Strength, _ expected: Double) throws {
        let x = Variable("x")
        var s = makeSolver()
        try s.add((x == 10.0).withStrength(.medium))
        try s.addEditVariable(x, strength: editStrength)
        try s.suggest(50, for: x)
        #expect(isClose(s.value(of: x), expected))
    }

    @Test func requiredConstraintsBoundSuggestions() throws {
        let x = Variable("x")
        var s = makeSolver()
        try s.add(x <= 30.0)
        try s.addEditVariable(x, strength: .strong)
        for (suggestion, expected) in [(42.0, 30.0), (-5, -5), (30, 30), (29.5, 29.5)] {
            try s.suggest(suggestion, for: x)
            #expect(isClose(s.value(of: x), expected))
        }
    }

    /// kiwi's edit constraint is `x == 0` until the first suggestion.
    @Test func anEditVariableWithoutSuggestionPullsTowardZero() throws {
        let x = Variable("x")
        var s = makeSolver()
        try s.add((x == 10.0).withStrength(.weak))
        try s.addEditVariable(x, strength: .strong)
        #expect(isClose(s.value(of: x), 0))
    }

    @Test func removingAnEditVariableReleasesItsVariable() throws {
        let x = Variable("x")
        var s = makeSolver()
        try s.add((x == 10.0).withStrength(.weak))
        try s.addEditVariable(x, strength: .strong)
        try s.suggest(50, for: x)
        #expect(isClose(s.value(of: x), 50))
        try s.removeEditVariable(x)
        #expect(isClose(s.value(of: x), 10))
    }

    @Test func editVariableConstraintsAreNotListed() throws {
        let x = Variable("x")
        var s = makeSolver()
        try s.addEditVariable(x, strength: .strong)
        #expect(s.constraints.isEmpty)
    }
}
