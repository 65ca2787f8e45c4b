import Simplex
import Testing

@Suite struct SolverErrorTests {
    static let x = Variable("x")
    static let c = x >= 1.0

    @Test(arguments: [
        SolverError.duplicateConstraint(c), .unknownConstraint(c), .unsatisfiableConstraint(c, conflicts: [c]),
        .unsatisfiableConstraint(c, conflicts: []), .duplicateEditVariable(x), .unknownEditVariable(x),
        .requiredEditVariable(x), .nonFiniteConstraint(c), .nonFiniteValue(.infinity), .requiredStrengthChange(c),
    ])
    func descriptionsSayWhatWentWrong(_ error: SolverError) {
        #expect(!error.description.isEmpty)
        #expect(error == error)  // (not for .nonFiniteValue(.nan): NaN equals nothing, itself included)
    }

    @Test func errorsCompareTheirPayloads() {
        let other = Self.x >= 1.0
        #expect(SolverError.duplicateConstraint(Self.c) != .duplicateConstraint(other))
        #expect(SolverError.unknownEditVariable(Self.x) != .unknownEditVariable(Variable("x")))
    }
}
