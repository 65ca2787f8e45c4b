import Simplex
import Testing

/// value(of:), fetchChanges(), reset(), debugDescription.
@Suite struct ValueTests {
    @Test func fetchChangesReportsWhatChanged() throws {
        let x = Variable("x"), y = Variable("y")
        var s = makeSolver()
        try s.add(y == x + 1)
        try s.addEditVariable(x, strength: .strong)
        try s.suggest(5, for: x)
        let first = s.fetchChanges()
        #expect(Set(first.map(\.variable)) == [x, y])
        for (v, value) in first { #expect(value == s.value(of: v)) }
        #expect(s.fetchChanges().isEmpty, "nothing changed since the last fetch")
        try s.suggest(5, for: x)
        #expect(s.fetchChanges().isEmpty, "the same suggestion changes nothing")
        try s.suggest(9, for: x)
        let second = s.fetchChanges()
        #expect(Set(second.map(\.variable)) == [x, y])
        #expect(second.first { $0.variable == y }?.value == 10)
    }

    @Test func fetchChangesReportsOnlyTheVariablesThatMoved() throws {
        let a = Variable("a"), b = Variable("b")
        var s = makeSolver()
        try s.add(a == 1.0)
        try s.addEditVariable(b, strength: .strong)
        _ = s.fetchChanges()
        try s.suggest(3, for: b)
        let changes = s.fetchChanges()
        #expect(changes.map(\.variable) == [b])
    }

    /// A variable whose last constraint goes away reads 0: a layout layer that only moves what
    /// `fetchChanges()` reports must hear about it.
    @Test func fetchChangesReportsAVariableThatLeavesTheSolver() throws {
        let x = Variable("x")
        var s = makeSolver()
        let c = x == 5.0
        try s.add(c)
        _ = s.fetchChanges()
        try s.remove(c)
        #expect(s.value(of: x) == 0)
        let changes = s.fetchChanges()
        #expect(changes.contains { $0.variable == x && $0.value == 0 }, "x went from 5 to 0 unreported: \(changes)")
    }

    @Test(arguments: [PriorityModel.weighted, .hierarchical])
    func resetEmptiesTheSolver(_ priorities: PriorityModel) throws {
        let x = Variable("x"), y = Variable("y")
        var s = makeSolver(priorities)
        let c = x == 4.0
        try s.add(c)
        try s.addEditVariable(y, strength: .strong)
        try s.suggest(3, for: y)
        s.reset()
        #expect(s.constraints.isEmpty)
        #expect(!s.contains(c))
        #expect(!s.containsEditVariable(y))
        #expect(s.value(of: x) == 0 && s.value(of: y) == 0)
        #expect(s.priorities == priorities)
        try s.add(c)  // usable again, and `c` is new to it
        #expect(s.value(of: x) == 4)
    }

    @Test func debugDescriptionIsNotEmpty() throws {
        let x = Variable("width")
        var s = makeSolver()
        #expect(!s.debugDescription.isEmpty)
        try s.add(x >= 10.0)
        try s.add((x == 5.0).withStrength(.weak))
        try s.addEditVariable(x, strength: .medium)
        #expect(!s.debugDescription.isEmpty)
        #expect(s.debugDescription.contains("width"))
    }

    @Test func priorities() {
        #expect(Solver().priorities == .weighted)
        #expect(Solver(priorities: .hierarchical).priorities == .hierarchical)
    }

    /// The same operations give the same values, bit for bit.
    @Test func determinism() throws {
        func run() throws -> [UInt64] {
            let vars = (0 ..< 6).map { Variable("v\($0)") }
            var s = makeSolver()
            for i in 0 ..< 5 { try s.add((vars[i] + vars[i + 1] == Double(10 * i)).withStrength(.weak)) }
            try s.add(vars[0] >= 1.0)
            try s.addEditVariable(vars[3], strength: .medium)
            try s.suggest(7.25, for: vars[3])
            return vars.map { s.value(of: $0).bitPattern }
        }
        #expect(try run() == run())
    }
}
