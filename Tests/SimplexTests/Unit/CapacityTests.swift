@testable import Simplex
import Testing

/// `Solver.reserveCapacity(constraints:variables:)` only moves storage: every result is the same
/// with or without it, and a copy keeps its own storage.
@Suite struct CapacityTests {
    /// A chain of `count` views, each 10 right of the previous one and between 20 and 40 wide.
    static func build(_ solver: inout Solver, count: Int) throws -> [Variable] {
        var lefts: [Variable] = []
        for i in 0..<count {
            let left = Variable("left\(i)"), width = Variable("width\(i)")
            try solver.add(width >= 20)
            try solver.add(width <= 40)
            try solver.add((width == Double(15 + i % 30)).withStrength(.strong))
            if let previous = lefts.last { try solver.add(left == previous + 10) } else { try solver.add(left == 0) }
            lefts.append(left)
        }
        return lefts
    }

    @Test(arguments: [(0, 0), (10, 10), (1_000, 2_000), (5, 100_000), (-3, -7)])
    func reservingChangesNoValue(constraints: Int, variables: Int) throws {
        var plain = makeSolver()
        var reserved = makeSolver()
        reserved.reserveCapacity(constraints: constraints, variables: variables)
        let a = try Self.build(&plain, count: 200)
        let b = try Self.build(&reserved, count: 200)
        for (x, y) in zip(a, b) { #expect(plain.value(of: x) == reserved.value(of: y)) }
        #expect(plain.constraints.count == reserved.constraints.count)
        reserved.verifyInvariants()
    }

    @Test func reservingMidwayKeepsWhatIsThere() throws {
        var solver = makeSolver()
        let lefts = try Self.build(&solver, count: 50)
        let before = lefts.map { solver.value(of: $0) }
        var copy = solver
        solver.reserveCapacity(constraints: 10_000, variables: 10_000)
        #expect(solver.records.count == 200 && solver.symbols.count == 100)
        #expect(lefts.map { solver.value(of: $0) } == before)
        let extra = lefts[49] <= 100.0
        #expect(throws: SolverError.self) { try solver.add(extra) }  // 490 <= 100 is required: refused
        try copy.add((lefts[0] == 5).withStrength(.weak))
        #expect(lefts.map { solver.value(of: $0) } == before, "the copy's change does not reach the original")
        solver.verifyInvariants()
    }
}
