import Simplex
import Testing

/// Batches: one call, all or nothing.
@Suite struct BatchTests {
    @Test func addAndRemoveMany() throws {
        let x = Variable("x"), y = Variable("y")
        var s = makeSolver()
        let cs = [x >= 0.0, y == x + 5, (x == 10.0).withStrength(.weak)]
        try s.add(cs)
        #expect(s.constraints == cs)
        #expect(isClose(s.value(of: y), 15))
        try s.remove([cs[2], cs[0]])
        #expect(s.constraints == [cs[1]])
        try s.add([Constraint]())
        try s.remove([Constraint]())
        #expect(s.constraints == [cs[1]])
    }

    static let refusedBatches: [(String, ErrorKind)] = [
        ("a duplicate inside the batch", .duplicateConstraint),
        ("a constraint already added", .duplicateConstraint),
        ("a non-finite member", .nonFiniteConstraint),
        ("a member that conflicts with the solver", .unsatisfiable),
        ("two members that conflict with each other", .unsatisfiable),
    ]

    @Test(arguments: refusedBatches.indices, [PriorityModel.weighted, .hierarchical])
    func refusedBatchAddsNothing(_ index: Int, _ priorities: PriorityModel) throws {
        let x = Variable("x"), y = Variable("y")
        var s = makeSolver(priorities)
        let existing = x >= 10.0
        try s.add(existing)
        try s.add((y == 1.0).withStrength(.weak))
        let fresh = (y == 3.0).withStrength(.strong)
        let batch: [Constraint]
        switch index {
        case 0: batch = [fresh, x <= 20.0, fresh]
        case 1: batch = [fresh, existing]
        case 2: batch = [fresh, Constraint(Expression(terms: [Term(y, coefficient: .nan)]), .equal)]
        case 3: batch = [fresh, x <= 5.0]
        default: batch = [fresh, y >= 4.0, y <= 2.0]
        }
        let before = (s.value(of: x), s.value(of: y))
        do {
            try s.add(batch)
            Issue.record("the batch with \(Self.refusedBatches[index].0) must be refused")
        } catch let error as SolverError {
            #expect(ErrorKind(error) == Self.refusedBatches[index].1)
        }
        #expect(s.constraints.count == 2)
        #expect(!s.contains(fresh))
        #expect(s.value(of: x) == before.0 && s.value(of: y) == before.1)
    }

    @Test func refusedRemovalBatchRemovesNothing() throws {
        let x = Variable("x")
        var s = makeSolver()
        let a = x >= 1.0, b = x <= 9.0, stranger = x == 5.0
        try s.add([a, b])
        #expect(throws: SolverError.unknownConstraint(stranger)) { try s.remove([a, stranger]) }
        #expect(s.constraints == [a, b])
        do {
            try s.remove([a, a])
            Issue.record("removing the same constraint twice in one batch must be refused")
        } catch SolverError.unknownConstraint {}
        #expect(s.constraints == [a, b])
    }
}
