import Simplex

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
