import Testing
import Simplex

/// Replaying traces: every trace in `Traces/` with an expected output (kiwi's; where the optimum is
/// unique any correct solver prints the same values) and the `error` lines of the format.
@Suite struct TraceTests {
    /// Every trace with an expected output. All of them replay in a few seconds in a debug build
    /// (independent_10000 in about 1 s, chain_1000 in 5), so none needs to wait for a release
    /// build or an environment variable.
    static let replayedTraces: [String] = TraceFiles.withExpectedOutput

    @Test func theTracesAreThere() {
        #expect(TraceFiles.withExpectedOutput.count >= 14)
        #expect(TraceFiles.withExpectedOutput.contains("robustness/edit_heavy_icon_fit.trace"))
    }

    /// Each trace replays to kiwi's output; a `print` of every variable may differ only where the
    /// optimum is not unique, and then only with the same weighted objective and every required
    /// constraint holding (checked independently by ``TraceObjective``).
    ///
    /// The shared traces' README calls every optimum unique, but enaml_like's is not: after its
    /// first resize `fl3top` can be anything from 106 to 569 at the same objective (2,180,044),
    /// because `fl3top == cttop + ctheight + 10` and `fl3top == contents_bottom - fl3height`
    /// (twice) pull at the same strength against moves of `cttop` that cost as much. kiwi itself
    /// prints 569 when resizing and 106 when the same sizes are suggested before the constraints.
    @Test(arguments: replayedTraces)
    func replaysToTheExpectedValues(file: String) throws {
        let trace = Trace(parsing: try TraceFiles.read(file))
        let expected = try TraceFiles.readExpected(of: file).split(whereSeparator: \.isNewline)
        var replayer = TraceReplayer(trace)
        var objective = TraceObjective()
        var line = 0
        var differences: [String] = []
        var alternativeOptima = 0
        for operation in trace.operations {
            var events: [TraceReplayer.Event] = []
            replayer.step { events.append($0) }
            objective.apply(operation)
            if events.isEmpty { continue }
            let lines = expected[min(line, expected.count)..<min(line + events.count, expected.count)]
            var mismatches: [String] = []
            var ours: [Double] = [], theirs: [Double] = []
            for (offset, event) in events.enumerated() {
                let text = offset < lines.count ? String(lines[lines.startIndex + offset]) : "<missing>"
                var actual = ""
                TraceReplayer.write(event, names: trace.variableNames, to: &actual)
                actual.removeLast()
                if case .value(_, let value) = event {
                    ours.append(value)
                    theirs.append(text.split(separator: " ").last.flatMap { Double($0) } ?? .nan)
                }
                if !OutputComparison.linesAgree(expected: text, actual: actual) {
                    mismatches.append("line \(line + offset + 1): expected \(text), got \(actual)")
                }
            }
            line += events.count
            guard !mismatches.isEmpty else { continue }
            if case .printAll = operation, trace.priorities == .weighted, !theirs.contains(where: \.isNaN) {
                let mine = objective.evaluate(ours), reference = objective.evaluate(theirs)
                if mine.requiredViolation <= 1e-9,
                   abs(mine.objective - reference.objective) <= 1e-9 * max(1, abs(reference.objective)) {
                    alternativeOptima += 1
                    continue
                }
                mismatches.append("objective \(mine.objective) (required violation \(mine.requiredViolation)), "
                    + "kiwi's \(reference.objective)")
            }
            differences += mismatches
        }
        #expect(line == expected.count, "\(file): \(line) output lines, expected \(expected.count)")
        #expect(differences.isEmpty, "\(file): \(differences.count) differences, first: \(differences.prefix(5))")
        // Only enaml_like is known to have other optima; a new case deserves a look.
        #expect(alternativeOptima == 0 || file == "enaml_like.trace", "\(file): \(alternativeOptima) prints at other optima")
    }

    /// Small traces again, with the solver checking its tableau invariants after every operation.
    @Test(arguments: ["enaml_build.trace", "breather.trace", "chain_100.trace", "independent_100.trace"])
    func replaysWithInvariantChecks(file: String) throws {
        var solver = Solver()
        solver.checksInvariants = true
        var replayer = TraceReplayer(Trace(parsing: try TraceFiles.read(file)), on: solver)
        let actual = replayer.replay()
        try OutputComparison.expectAgreement(expected: try TraceFiles.readExpected(of: file), actual: actual, file: file)
    }

    @Test func theFormatsExample() {
        var replayer = TraceReplayer(Trace(parsing: """
            # a 100-wide box with a preferred 40-wide left column
            add c1 required == -100 1 right -1 left
            add c2 required >= 0 1 left
            add c3 strong == -40 1 mid -1 left
            add c4 required <= 0 1 mid -1 right
            edit right strong
            suggest right 300
            solve
            print left mid right
            """))
        #expect(replayer.replay() == "left 200\nmid 240\nright 300\n")
    }

    @Test func errorLines() {
        var replayer = TraceReplayer(Trace(parsing: """
            add c1 required >= -10 1 x
            add c1 weak == 0 1 x
            add c2 required <= -5 1 x
            add c3 required == 3 1 y
            remove c9
            remove c3
            remove c3
            add c3 required == 3 1 y
            edit x strong
            edit x weak
            edit z required
            edit z 2e9
            unedit q
            suggest q 1
            constant c9 1
            constant c2 1
            strength c1 weak
            add c5 weak == 0 1 x
            strength c5 required
            strength c5 medium
            add c6 required <= -20 1 x
            constant c1 -30
            constant c1 -15
            this is not an operation
            print x y
            """))
        #expect(replayer.replay() == """
            error c1 duplicate
            error c2 unsatisfiable because c1
            error c9 unknown
            error c3 unknown
            error x duplicate
            error z bad-strength
            error z bad-strength
            error q unknown
            error q unknown
            error c9 unknown
            error c2 unknown
            error c1 bad-strength
            error c5 bad-strength
            error c1 unsatisfiable because c6
            error 24 syntax
            x 15
            y -3

            """)
    }

    /// The replayer does not retain constraints (the solver does): once an ID is removed, its
    /// constraint is gone, and every later operation on the ID is refused as `unknown` without
    /// touching it; a conflict still names the IDs of constraints that are in the solver.
    @Test func removedIDsAreUnknown() {
        var replayer = TraceReplayer(Trace(parsing: """
            add c1 required >= -10 1 x
            add c2 strong == -3 1 y
            remove c1
            remove c2
            constant c1 -20
            strength c2 weak
            remove c1
            add c1 required <= -4 1 x
            add c3 required >= -6 1 x
            print x y
            """))
        #expect(replayer.replay() == """
            error c1 unknown
            error c2 unknown
            error c1 unknown
            error c3 unsatisfiable because c1
            x 4
            y 0

            """)
    }

    /// A refused `add` leaves no trace of itself (kiwi issue 52: kiwi would print 5 here).
    @Test func refusedAddChangesNothing() {
        var replayer = TraceReplayer(Trace(parsing: """
            add c1 required >= -10 1 x
            add c2 required <= -5 1 x
            add c3 weak == 0 1 x
            print x
            """))
        #expect(replayer.replay() == "error c2 unsatisfiable because c1\nx 10\n")
    }

    @Test func eventsAndStepwiseReplay() {
        let trace = Trace(parsing: "add c1 required == -2 1 x\nprint x\nremove c2\n")
        var replayer = TraceReplayer(trace)
        var events: [TraceReplayer.Event] = []
        #expect(replayer.step { events.append($0) })
        #expect(!replayer.isFinished)
        #expect(replayer.solver.constraints.count == 1)
        replayer.replay { events.append($0) }
        #expect(replayer.isFinished)
        #expect(!replayer.step { events.append($0) })
        replayer.perform(.print(variables: [0])) { events.append($0) }
        #expect(events == [
            .value(variable: 0, value: 2),
            .error(.init(subject: "c2", kind: .unknown)),
            .value(variable: 0, value: 2),
        ])
    }

    @Test func hierarchicalPriorities() {
        // Weighted: three weak-ish errors outweigh one at 1004; hierarchical: 1004 wins.
        let body = """
            add a 1004 == -10 1 x
            add b 1001 == 0 1 x
            add c 1002 == 0 1 x
            add d 1003 == 0 1 x
            print x
            """
        var weighted = TraceReplayer(Trace(parsing: body))
        var hierarchical = TraceReplayer(Trace(parsing: "priorities hierarchical\n" + body))
        #expect(weighted.replay() == "x 0\n")
        #expect(hierarchical.replay() == "x 10\n")
    }
}

/// The format's rule for two outputs to agree: the same lines, identical `error` lines (their
/// first three tokens), and values within 1e-6 relative or 1e-8 absolute.
enum OutputComparison {
    struct Mismatch: Error, CustomStringConvertible {
        let description: String
    }

    static func agree(_ a: Double, _ b: Double) -> Bool {
        let difference = abs(a - b)
        return difference <= 1e-8 || difference <= 1e-6 * max(abs(a), abs(b))
    }

    /// Whether two output lines agree: identical `error` lines (first three tokens), or the same
    /// name with values within the tolerance.
    static func linesAgree(expected e: String, actual a: String) -> Bool {
        let et = e.split(separator: " "), at = a.split(separator: " ")
        if et.first == "error" || at.first == "error" { return et.prefix(3) == at.prefix(3) }
        guard et.count == 2, at.count == 2, et[0] == at[0], let ev = Double(et[1]), let av = Double(at[1]) else {
            return false
        }
        return agree(ev, av)
    }

    static func expectAgreement(expected: String, actual: String, file: String,
                                sourceLocation: SourceLocation = #_sourceLocation) throws {
        let expectedLines = expected.split(whereSeparator: \.isNewline)
        let actualLines = actual.split(whereSeparator: \.isNewline)
        #expect(expectedLines.count == actualLines.count, "\(file): line count", sourceLocation: sourceLocation)
        var differences: [String] = []
        for (number, (e, a)) in zip(expectedLines, actualLines).enumerated()
        where !linesAgree(expected: String(e), actual: String(a)) {
            differences.append("line \(number + 1): expected \(e), got \(a)")
        }
        #expect(differences.isEmpty, "\(file): \(differences.count) differences, first: \(differences.prefix(5))",
                sourceLocation: sourceLocation)
    }
}
