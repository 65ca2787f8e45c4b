import Simplex
import Testing

/// add, remove, contains, constraints, strength(of:), and their error paths.
@Suite struct SolverConstraintTests {
    @Test func addRemoveContainsKeepOrder() throws {
        let x = Variable("x"), y = Variable("y")
        var s = makeSolver()
        let c1 = x >= 0.0, c2: Constraint = (y == x + 10).withStrength(.strong), c3 = y <= 100.0
        try s.add(c1)
        try s.add(c2)
        try s.add(c3)
        #expect(s.constraints == [c1, c2, c3])
        #expect(s.contains(c2))
        #expect(s.strength(of: c2) == .strong)
        try s.remove(c2)
        #expect(s.constraints == [c1, c3])
        #expect(!s.contains(c2))
        #expect(s.strength(of: c2) == nil)
        try s.add(c2)  // a removed constraint can come back
        #expect(s.constraints == [c1, c3, c2])
    }

    @Test(arguments: [Strength.required, .strong, .weak])
    func duplicateIsRefused(_ strength: Strength) throws {
        let x = Variable("x")
        var s = makeSolver()
        let c = (x == 10.0).withStrength(strength)
        try s.add(c)
        #expect(throws: SolverError.duplicateConstraint(c)) { try s.add(c) }
        #expect(s.constraints == [c])
        #expect(isClose(s.value(of: x), 10))
    }

    @Test func unknownRemovalIsRefused() throws {
        let x = Variable("x")
        var s = makeSolver()
        let c = x == 10.0
        #expect(throws: SolverError.unknownConstraint(c)) { try s.remove(c) }
        try s.add(c)
        try s.remove(c)
        #expect(throws: SolverError.unknownConstraint(c)) { try s.remove(c) }
        #expect(s.constraints.isEmpty)
    }

    static let nonFinite: [(String, @Sendable (Variable) -> Constraint)] = [
        ("NaN coefficient", { Constraint(Expression(terms: [Term($0, coefficient: .nan)], constant: 1), .equal) }),
        ("infinite coefficient", { Constraint(Expression(terms: [Term($0, coefficient: .infinity)], constant: 1), .lessThanOrEqual) }),
        ("-infinite coefficient", { Constraint(Expression(terms: [Term($0, coefficient: -.infinity)]), .greaterThanOrEqual) }),
        ("NaN constant", { Constraint(Expression(terms: [Term($0)], constant: .nan), .equal) }),
        ("infinite constant", { Constraint(Expression(terms: [Term($0)], constant: .infinity), .equal) }),
    ]

    @Test(arguments: nonFinite.indices, [Strength.required, .weak])
    func nonFiniteIsRefused(_ index: Int, _ strength: Strength) throws {
        let x = Variable("x")
        var s = makeSolver()
        try s.add(x == 3.0)
        let c = Self.nonFinite[index].1(x).withStrength(strength)
        #expect(throws: SolverError.nonFiniteConstraint(c)) { try s.add(c) }
        #expect(s.constraints.count == 1)
        #expect(!s.contains(c))
        #expect(s.value(of: x) == 3)
    }

    /// kiwi issue 52: kiwi leaves part of a refused constraint in force, so x reads 5.
    @Test(arguments: [PriorityModel.weighted, .hierarchical])
    func refusedConstraintLeavesNoTrace(_ priorities: PriorityModel) throws {
        let x = Variable("x")
        var s = makeSolver(priorities)
        let low = x >= 10.0, high = x <= 5.0
        try s.add(low)
        #expect(throws: SolverError.unsatisfiableConstraint(high, conflicts: [low])) { try s.add(high) }
        #expect(s.value(of: x) == 10)
        #expect(s.constraints == [low])
        // And later operations behave as if it never happened.
        try s.add((x == 0.0).withStrength(.weak))
        #expect(isClose(s.value(of: x), 10))
        try s.add(x <= 20.0)
        try s.add((x == 30.0).withStrength(.strong))
        #expect(isClose(s.value(of: x), 20))
    }

    /// kiwi drops a redundant required equality when another one is removed, then refuses a later
    /// consistent addition (and lets weaker constraints break the dropped one).
    @Test(arguments: [PriorityModel.weighted, .hierarchical], [false, true])
    func redundantRequiredEqualitySurvivesRemovalOfItsTwin(_ priorities: PriorityModel, _ removeSecond: Bool) throws {
        let x = Variable("x"), y = Variable("y")
        var s = makeSolver(priorities)
        let first = x == 23.0, second = x == 23.0, pull: Constraint = (x == 42.0).withStrength(.strong)
        try s.add(first)
        try s.add(pull)
        try s.add(second)
        let survivor = removeSecond ? first : second
        try s.remove(removeSecond ? second : first)
        #expect(isClose(s.value(of: x), 23), "the surviving required equality must still hold")
        try s.add(y == x + 1)  // consistent: must be accepted
        try s.add(x <= 30.0)
        #expect(isClose(s.value(of: y), 24))
        let late = x >= 24.0
        try expectRefusal(of: late, because: [survivor], "x >= 24 contradicts the surviving x == 23 and must be refused") { try s.add(late) }
    }

    @Test func constantOnlyConstraints() throws {
        var s = makeSolver()
        try s.add(Constraint(Expression(0), .equal))
        try s.add(Constraint(Expression(-1), .lessThanOrEqual))
        try s.add(Constraint(Expression(5), .equal, strength: .weak))
        let impossible = Constraint(Expression(5), .equal)
        #expect(throws: SolverError.unsatisfiableConstraint(impossible, conflicts: [])) { try s.add(impossible) }
        #expect(s.constraints.count == 3)
    }

    @Test func valueOfAnUnknownVariableIsZero() {
        let s = makeSolver()
        #expect(s.value(of: Variable("never seen")) == 0)
    }

    @Test func requiredInequalitiesAndPreferences() throws {
        // The trace-format example: a 100-wide box with a preferred 40-wide left column.
        let left = Variable("left"), mid = Variable("mid"), right = Variable("right")
        var s = makeSolver()
        try s.add(right == left + 100)
        try s.add(left >= 0.0)
        try s.add((mid == left + 40).withStrength(.strong))
        try s.add(mid <= right)
        try s.addEditVariable(right, strength: .strong)
        try s.suggest(300, for: right)
        #expect(isClose(s.value(of: left), 200))
        #expect(isClose(s.value(of: mid), 240))
        #expect(isClose(s.value(of: right), 300))
    }
}
