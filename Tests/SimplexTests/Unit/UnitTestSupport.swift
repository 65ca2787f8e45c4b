import Simplex
import Testing

/// A solver with its invariant checks on, as every test wants it.
func makeSolver(_ priorities: PriorityModel = .weighted) -> Solver {
    var solver = Solver(priorities: priorities)
    solver.checksInvariants = true
    return solver
}

/// Whether two values agree to the trace format's tolerance (1e-9 relative here: the unit tests
/// use small integral systems, which a correct solver gets right to rounding).
func isClose(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}

/// The set of constraint identities, to compare conflict lists regardless of order.
func identities(_ constraints: [Constraint]) -> Set<ObjectIdentifier> {
    Set(constraints.map(ObjectIdentifier.init))
}

/// Expects `operation` to be refused with `SolverError.unsatisfiableConstraint`, naming `constraint`
/// as refused and exactly `conflicts` (in any order) as the cause; records `message` if it is not
/// refused at all. Other errors are thrown on.
func expectRefusal(of constraint: Constraint, because conflicts: [Constraint], _ message: String,
                   sourceLocation: SourceLocation = #_sourceLocation, _ operation: () throws -> Void) throws {
    do {
        try operation()
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    } catch let SolverError.unsatisfiableConstraint(refused, found) {
        #expect(refused === constraint, sourceLocation: sourceLocation)
        #expect(identities(found) == identities(conflicts), sourceLocation: sourceLocation)
    }
}
