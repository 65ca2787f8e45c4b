import Testing
import Simplex

/// Parsing the trace format, version 1 (docs/trace-format.md): every operation, the lexical
/// rules, malformed lines, and writing a trace back as text.
@Suite struct TraceParsingTests {
    @Test func parsesEveryOperation() {
        let trace = Trace(parsing: """
            # a comment line
            var x   # a trailing comment

            add c1 required == -100 1 right -1.5 left
            add c2 strong <= 0 2 x
            add c3 12.5 >= 1e3 -3 left
            remove c2
            edit right strong
            suggest right 300
            solve
            unedit right
            constant c1 -7
            strength c3 weak
            print left x
            print
            """)
        #expect(trace.priorities == .weighted)
        #expect(trace.variableNames == ["x", "right", "left"])
        #expect(trace.constraintIDs == ["c1", "c2", "c3"])
        let expected: [Trace.Operation] = [
            .declare(variable: 0),
            .add(constraint: 0, strength: .required, relation: .equal, constant: -100,
                 terms: [.init(coefficient: 1, variable: 1), .init(coefficient: -1.5, variable: 2)]),
            .add(constraint: 1, strength: .strong, relation: .lessThanOrEqual, constant: 0,
                 terms: [.init(coefficient: 2, variable: 0)]),
            .add(constraint: 2, strength: Strength(12.5), relation: .greaterThanOrEqual, constant: 1000,
                 terms: [.init(coefficient: -3, variable: 2)]),
            .remove(constraint: 1),
            .edit(variable: 1, strength: .strong),
            .suggest(variable: 1, value: 300),
            .solve,
            .unedit(variable: 1),
            .setConstant(constraint: 0, constant: -7),
            .setStrength(constraint: 2, strength: .weak),
            .print(variables: [2, 0]),
            .printAll(count: 3),
        ]
        #expect(trace.operations == expected)
        #expect(trace.wellFormedOperationCount == expected.count)
    }

    @Test(arguments: [
        ("required", Strength.required), ("strong", .strong), ("medium", .medium), ("weak", .weak),
        ("1", .weak), ("999000", Strength(999_000)), ("1e6", .strong), ("0.5", Strength(0.5)),
        ("1001001000", .required), ("2e9", .required), ("1e300", .required),
    ])
    func parsesStrengths(text: String, strength: Strength) {
        let trace = Trace(parsing: "edit x \(text)")
        #expect(trace.operations == [.edit(variable: 0, strength: strength)])
    }

    @Test(arguments: ["0", "-1", "-0", "nan", "inf", "-inf", "infinity", "1e999", "Strong", "", "required2"])
    func refusesBadStrengths(text: String) {
        let trace = Trace(parsing: "edit x \(text)")
        #expect(trace.operations == [.malformed(line: 1)])
    }

    @Test func prioritiesOnlyAsTheFirstOperation() {
        let hierarchical = Trace(parsing: "# header\n\npriorities hierarchical\nadd c1 weak == 1 1 x\n")
        #expect(hierarchical.priorities == .hierarchical)
        #expect(hierarchical.operations.count == 1)
        #expect(Trace(parsing: "priorities weighted\n").priorities == .weighted)

        let late = Trace(parsing: "var x\npriorities hierarchical\n")
        #expect(late.priorities == .weighted)
        #expect(late.operations == [.declare(variable: 0), .malformed(line: 2)])

        let bad = Trace(parsing: "priorities lexicographic\n")
        #expect(bad.operations == [.malformed(line: 1)])
        let twice = Trace(parsing: "priorities hierarchical\npriorities weighted\n")
        #expect(twice.priorities == .hierarchical)
        #expect(twice.operations == [.malformed(line: 2)])
    }

    /// Each line is malformed; the line numbers count blank and comment lines.
    @Test func malformedLinesNameTheirLineAndDeclareNothing() {
        let lines = [
            "bogus", "add", "add c1", "add c1 weak ==", "add c1 weak == 1 2", "add c1 weak == 1 x 2",
            "add c1 weak = 1 1 x", "add c1 weak == one 1 x", "add c1 weak == 1 1 2x", "add 1c weak == 1 1 x",
            "add c1 weak == 1 1 -x", "add c1 weak == 1 1 x$", "add c1 weak == 1 1 x y", "add c1 weak == 1 nan x",
            "add c1 weak == 1 inf x", "add c1 weak == 0x 1 x", "add c1 weak == 1..2 1 x", "add c1 weak == - 1 x",
            "add c1 weak == . 1 x", "var", "var a b", "var 9", "remove", "remove a b", "edit x", "edit x strong 1",
            "unedit", "suggest x", "suggest x abc", "suggest x 1 2", "solve now", "print 1x", "constant c1",
            "constant c1 x", "strength c1", "strength c1 0", "ADD c1 weak == 1 1 x", "var x\u{1}",
        ]
        let text = "# first line is a comment\n\n" + lines.joined(separator: "\n") + "\n"
        let trace = Trace(parsing: text)
        #expect(trace.operations == lines.indices.map { .malformed(line: $0 + 3) })
        #expect(trace.variableNames.isEmpty)
        #expect(trace.constraintIDs.isEmpty)
    }

    @Test func lexicalRules() {
        // Tabs, carriage returns, comments glued to tokens, names with every allowed character.
        let trace = Trace(parsing: "add\tc.1[2]-x  weak\t>= 1#comment\r\nvar _a.b[c]-d\r\nvar ä\nprint é\n")
        #expect(trace.constraintIDs == ["c.1[2]-x"])
        #expect(trace.variableNames == ["_a.b[c]-d", "ä", "é"])
        #expect(trace.operations.count == 4)
        #expect(Trace(parsing: "var x☃").operations == [.malformed(line: 1)])
        #expect(Trace(parsing: "").operations.isEmpty)
        #expect(Trace(parsing: "\n\n# only comments\n").operations.isEmpty)
    }

    @Test func printAllCountsTheVariablesSeenSoFar() {
        let trace = Trace(parsing: "print\nvar a\nadd c1 weak == 0 1 b\nprint\nsuggest c 1\nprint\n")
        #expect(trace.operations[0] == .printAll(count: 0))
        #expect(trace.operations[3] == .printAll(count: 2))
        #expect(trace.operations[5] == .printAll(count: 3))
    }

    /// The parser's own reading of plain decimals must agree bit for bit with `Double(_:)`.
    @Test func numbersReadLikeDoubleInit() {
        var random = SplitMix64(seed: 0x7ace)
        var texts = ["0", "-0", "1", "-16", "0.5", ".5", "-.5", "5.", "1e6", "1E-3", "+2", "0.1", "0.30000000000000004",
                     "123456789012345", "1234567890123456789", "4.9e-324", "1.7976931348623157e308", "0.000001",
                     "99999999999999.9", "0.0000000000000000000001", "00012.50", "-1199.99999999999"]
        for _ in 0..<5000 {
            let digits = Int(random.next() % 18) + 1
            var text = random.next() % 2 == 0 ? "-" : ""
            let point = Int(random.next() % UInt64(digits + 1))
            for d in 0..<digits {
                if d == point && d > 0 { text += "." }
                text += String(random.next() % 10)
            }
            texts.append(text)
        }
        for text in texts {
            let trace = Trace(parsing: "suggest x \(text)")
            guard case .suggest(_, let value)? = trace.operations.first else {
                Issue.record("\(text) did not parse")
                continue
            }
            #expect(value.bitPattern == Double(text)!.bitPattern, "\(text)")
        }
    }

    /// Random byte soup, mutations of good lines: the parser must never crash, and every line is
    /// either an operation or malformed.
    @Test func arbitraryInputNeverCrashes() {
        var random = SplitMix64(seed: 42)
        let alphabet = Array("addremoveeditsuggestprintvarsolveconstantstrengthpriorities ==<=>=#\t\r\n-+.e0123456789x[]_strongweakrequiredmedium\u{0}\u{7f}é".unicodeScalars)
        for _ in 0..<300 {
            var text = String.UnicodeScalarView()
            for _ in 0..<Int(random.next() % 400) {
                text.append(alphabet[Int(random.next() % UInt64(alphabet.count))])
            }
            let trace = Trace(parsing: String(text))
            var replayer = TraceReplayer(trace)
            _ = replayer.replay()
            #expect(replayer.isFinished)
        }
    }

    /// Writing a parsed trace and parsing it again gives the same trace, numbers bit for bit.
    @Test(arguments: TraceFiles.all)
    func textRoundTrip(file: String) throws {
        let trace = Trace(parsing: try TraceFiles.read(file))
        let again = Trace(parsing: trace.text)
        #expect(again == trace)
    }

    @Test func textOfABuiltTrace() {
        var trace = Trace(priorities: .hierarchical)
        let x = trace.variable(named: "x"), y = trace.variable(named: "y")
        let c = trace.constraint(named: "c1")
        trace.append(.add(constraint: c, strength: Strength(1250), relation: .lessThanOrEqual, constant: 0.1,
                          terms: [.init(coefficient: 1, variable: x), .init(coefficient: -2.5e-7, variable: y)]))
        trace.append(.printAll(count: 2))
        trace.append(.printAll(count: 1))
        let z = trace.variable(named: "z")
        trace.append(.edit(variable: z, strength: .strong))
        trace.append(.printAll(count: 3))
        #expect(trace.text == """
            priorities hierarchical
            add c1 1250 <= 0.1 1 x -2.5e-07 y
            print
            print x
            edit z strong
            print

            """)
    }
}
