import Testing
@testable import Simplex

/// Recording a solver session as a trace, and replaying the recording.
@Suite struct TraceRecorderTests {
    /// A session through the public API; the recorded trace, replayed, gives the same values.
    @Test func recordedSessionReplaysToTheSameValues() throws {
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        let gap = Variable("gap"), column = Variable("column")
        var solver = Solver()
        solver.startRecording()
        let spans: Constraint = right == left + width
        try solver.add(spans)
        try solver.add(left >= 0)
        try solver.add((width == 0.3 * right).withStrength(.medium))
        try solver.add((gap == 8).withStrength(Strength(strong: 0, medium: 1, weak: 0, multiplier: 1.25)))
        let columnFits = column + gap <= right
        try solver.add(columnFits)
        try solver.add((column == 1e-3 * width + 1.0 / 3.0).withStrength(.weak))
        try solver.addEditVariable(right, strength: .strong)
        try solver.suggest(640.5, for: right)
        let unsatisfiable = left <= -1
        #expect(throws: SolverError.self) { try solver.add(unsatisfiable) }
        #expect(throws: SolverError.self) { try solver.add(spans) }
        try solver.suggest(1023.25, for: right)
        try solver.remove(columnFits)
        try solver.add(columnFits)
        let variables = [left, width, right, gap, column]
        let trace = try #require(solver.recordedTrace)

        var replayer = TraceReplayer(Trace(parsing: trace + "print left width right gap column\n"))
        var values: [Double] = []
        var errors: [String] = []
        replayer.replay { event in
            switch event {
            case .value(_, let value): values.append(value)
            case .error(let failure): errors.append(failure.description)
            }
        }
        // The refused operations were recorded and are refused again, for the same reasons: the
        // unsatisfiable add, and the duplicate add of `spans` (c1).
        #expect(errors == ["error c7 unsatisfiable because c2", "error c1 duplicate"])
        #expect(values.count == variables.count)
        for (variable, value) in zip(variables, values) {
            #expect(abs(solver.value(of: variable) - value) <= 1e-9 * max(1, abs(value)), "\(variable)")
        }
    }

    @Test func hierarchicalSessionsSayWhichPriorities() throws {
        var solver = Solver(priorities: .hierarchical)
        solver.startRecording()
        try solver.add(Variable("x") >= 1)
        let trace = try #require(solver.recordedTrace)
        #expect(trace.hasPrefix("priorities hierarchical\n"))
        #expect(Trace(parsing: trace).priorities == .hierarchical)
    }

    /// Names are made valid and unique, constraint IDs numbered, numbers exact.
    @Test func namesIDsAndNumbers() {
        var recorder = TraceRecorder(priorities: .weighted)
        let a = Variable("a b"), a2 = Variable("a b"), empty = Variable(), empty2 = Variable()
        let digit = Variable("2nd"), dash = Variable("-x"), unicode = Variable("größe"), snow = Variable("☃")
        let variables = [a, a2, empty, empty2, digit, dash, unicode, snow]
        let c1 = Constraint(Expression(terms: variables.map { Term($0, coefficient: 0.1) }, constant: 1.0 / 3.0), .equal,
                            strength: Strength(999_000))
        let c2 = Constraint(Expression(a), .greaterThanOrEqual, strength: .weak)
        recorder.recordAdd(c1)
        recorder.recordAdd(c2)
        recorder.recordEdit(a, strength: .strong)
        recorder.recordSuggest(-2.5e-9, for: a)
        recorder.recordConstant(7, of: c2)
        recorder.recordStrength(.medium, of: c2)
        recorder.recordRemove(c1)
        recorder.recordAdd(c1)
        recorder.recordUnedit(a)
        #expect(recorder.text == """
            add c1 999000 == 0.3333333333333333 0.1 a_b 0.1 a_b_2 0.1 v 0.1 v_2 0.1 v2nd 0.1 v-x 0.1 größe 0.1 _
            add c2 weak >= 0 1 a_b
            edit a_b strong
            suggest a_b -2.5e-09
            constant c2 7
            strength c2 medium
            remove c1
            add c1 999000 == 0.3333333333333333 0.1 a_b 0.1 a_b_2 0.1 v 0.1 v_2 0.1 v2nd 0.1 v-x 0.1 größe 0.1 _
            unedit a_b

            """)
        // Every recorded line parses.
        let trace = Trace(parsing: recorder.text)
        #expect(trace.wellFormedOperationCount == 9)
        #expect(Set(trace.variableNames).count == variables.count)
        let names = variables.compactMap { recorder.recordedName(of: $0) }
        #expect(names == trace.variableNames)
    }
}

/// A recording started in mid-session begins with what the solver already holds, so it
/// reproduces the session on its own.
@Suite struct MidSessionRecordingTests {
    @Test func recordingStartsWithTheCurrentState() throws {
        let x = Variable("x"), y = Variable("y")
        var solver = Solver()
        let sum: Constraint = x + y == 100
        try solver.add(sum)
        try solver.add((x == 10).withStrength(.weak))
        try solver.addEditVariable(y, strength: .strong)
        try solver.suggest(70, for: y)
        try solver.updateConstant(of: sum, to: -120)
        solver.startRecording()
        try solver.suggest(75, for: y)
        let trace = try #require(solver.recordedTrace)
        var replayer = TraceReplayer(Trace(parsing: trace + "print x y\n"))
        var values: [Double] = []
        replayer.replay { event in
            if case .value(_, let value) = event { values.append(value) }
        }
        #expect(values == [solver.value(of: x), solver.value(of: y)])
        #expect(values == [45, 75])
    }
}
