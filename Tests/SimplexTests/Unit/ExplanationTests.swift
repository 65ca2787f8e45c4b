@testable import Simplex
import Testing

/// An unsatisfiable required constraint comes with a minimal set of conflicting constraints.
@Suite struct ExplanationTests {
    private func refusal(_ solver: inout Solver, _ c: Constraint) -> [Constraint]? {
        do {
            try solver.add(c)
        } catch let SolverError.unsatisfiableConstraint(refused, conflicts) {
            #expect(refused === c)
            return conflicts
        } catch {
            Issue.record("unexpected \(error)")
        }
        return nil
    }

    @Test(arguments: [PriorityModel.weighted, .hierarchical])
    func chainOfEqualities(_ priorities: PriorityModel) throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z"), w = Variable("w")
        var s = makeSolver(priorities)
        let c1: Constraint = x == y, c2: Constraint = y == z, c3 = z == 5.0, unrelated = w == 1.0, loose = x >= -100.0
        try s.add([c1, unrelated, c2, loose, c3])
        let conflicts = try #require(refusal(&s, x == 6.0))
        #expect(identities(conflicts) == identities([c1, c2, c3]))
        #expect(s.constraints.count == 5)
    }

    @Test func onlyTheBindingBound() throws {
        let x = Variable("x")
        var s = makeSolver()
        let low = x >= 10.0, high = x <= 20.0, weak = (x == 15.0).withStrength(.weak)
        try s.add([low, high, weak])
        let conflicts = try #require(refusal(&s, x >= 30.0))
        #expect(identities(conflicts) == identities([high]))
    }

    /// With two copies of the same equality, either one alone explains the conflict.
    @Test func minimalDespiteRedundancy() throws {
        let x = Variable("x")
        var s = makeSolver()
        let a = x == 10.0, b = x == 10.0
        try s.add(a)
        try s.add(b)
        let conflicts = try #require(refusal(&s, x == 11.0))
        #expect(conflicts.count == 1)
        #expect(conflicts.first === a || conflicts.first === b)
    }

    @Test func sumOfInequalities() throws {
        let x = Variable("x"), y = Variable("y")
        var s = makeSolver()
        let cx = x >= 4.0, cy = y >= 4.0, other = x <= 1000.0
        try s.add([cx, cy, other])
        let conflicts = try #require(refusal(&s, x + y <= 7.0))
        #expect(identities(conflicts) == identities([cx, cy]))
    }

    @Test func afterAnInPlaceConstantChange() throws {
        let x = Variable("x")
        var s = makeSolver()
        let c = x == 10.0
        try s.add(c)
        try s.updateConstant(of: c, to: -20)  // now x == 20
        let conflicts = try #require(refusal(&s, x <= 15.0))
        #expect(identities(conflicts) == identities([c]))
    }

    @Test func aConstantOnlyContradictionNeedsNoConflicts() throws {
        var s = makeSolver()
        try s.add(Variable("x") >= 0.0)
        let conflicts = try #require(refusal(&s, Constraint(Expression(1), .lessThanOrEqual)))
        #expect(conflicts.isEmpty)
    }
    /// Large-session seed 2842403, shrunk (hierarchical):
    /// ```
    /// add c0 required == 0 1e-06 x1          (then `constant c0 2`: x1 = -2e6)
    /// add c1 strong == -3300 -100 x5
    /// add c2 required >= 8.700000000000001 0.1 x5 0.5 x4
    /// add c3 required == 0 -10 x0 1000 x1    (x0 = 100 x1 = -2e8)
    /// add c4 required == 6.2 0.25 x4 1000000 x0 -0.05 x5 1e-06 x1
    /// add c5 required == 3.1 0.125 x4 500000 x0 -0.025 x5
    /// add c6 required == 1000 1000 x1 100 x4 0.0001 x0
    /// ```
    /// c5 is c4 halved but for `1e-6 x1`, which c0 fixes at -2: they contradict by 1 where c3
    /// and c4 put x4 at 8e14, below the rounding of c5's terms (1e14), and the solver holds both.
    /// c6 puts x4 at 2e7: with c0, c3 and c2 it contradicts c4, or c5 (exactly so: c5 holds at
    /// other values of x4 and x5 than c4 does). The deletion filter's fresh solvers, without
    /// c3, see c4 and c5 contradict at small values and refuse c5 before c6 is asked; that was
    /// counted as c6's conflict, so c3 was dropped and the explanation named c0, c2, c4 and c5,
    /// which conflict without c6.
    @Test func explanationDoesNotTradeAMemberForAConflictTheSolverHeldAsRounding() throws {
        let x0 = Variable("x0"), x1 = Variable("x1"), x4 = Variable("x4"), x5 = Variable("x5")
        var s = makeSolver(.hierarchical)
        let c0: Constraint = 1e-6 * x1 == 0.0
        let c2: Constraint = 0.1 * x5 + 0.5 * x4 + 8.700000000000001 >= 0.0
        let c3: Constraint = -10 * x0 + 1000 * x1 == 0.0
        let c4: Constraint = 0.25 * x4 + 1_000_000 * x0 - 0.05 * x5 + 1e-6 * x1 + 6.2 == 0.0
        let c5: Constraint = 0.125 * x4 + 500_000 * x0 - 0.025 * x5 + 3.1 == 0.0
        try s.add(c0)
        try s.add((-100 * x5 - 3300 == 0.0).withStrength(.strong))
        try s.add(c2)
        try s.add(c3)
        try s.add([c4])
        try s.updateConstant(of: c0, to: 2)
        try s.add(c5)
        let c6: Constraint = 1000 * x1 + 100 * x4 + 0.0001 * x0 + 1000 == 0.0
        let conflicts = try #require(refusal(&s, c6))
        // c3 is needed: without it x0 is free, and c4 (or c5) holds beside c6 at any x4.
        #expect(conflicts.contains { $0 === c3 })
        // c4 and c5 are not both needed: either one, with c0, c2 and c3, contradicts c6.
        #expect(identities(conflicts) == identities([c0, c2, c3, c5]) || identities(conflicts) == identities([c0, c2, c3, c4]))
    }

    /// The deletion filter on a made-up judge, members named by letters: C and D conflict with
    /// the refused constraint; A, the first, hides a contradiction between B and E (a judge
    /// without A refuses them on their own), so A is kept while B is there. The first pass keeps
    /// A, drops B (C and D remain), keeps C and D, drops E; a second pass then drops A, which a
    /// single pass would have left in.
    @Test func deletionFilterKeepsWhatHidesTheMembersOwnConflictUntilItIsGone() {
        func verdict(_ set: Set<Character>) -> Solver.ConflictVerdict {
            if set.isSuperset(of: ["B", "E"]) && !set.contains("A") { return .membersConflict }
            return set.isSuperset(of: ["C", "D"]) ? .conflicts : .holds
        }
        let (result, calls) = filter("ABCDE", judgedBy: verdict)
        #expect(result == "CD")
        // Five verdicts in the first pass and one of the whole pool (asked when A's removal left
        // the members' conflict: the pool with A holds them), three in the second.
        #expect(calls == 9)
        // Each survivor is needed, and the survivors hold together.
        for survivor in result {
            #expect(verdict(Set(result).subtracting([survivor])) == .holds)
        }
    }

    /// The deletion filter on a made-up judge where B and C conflict on their own whatever else
    /// is there (large-session seed 4845297's c8, c9 and c12, which hold together only beyond
    /// a Double's reach), so that the judge reads every set holding both as the members'
    /// conflict, the pool too (the refused constraint's own conflict, if any, is out of its
    /// sight). A member whose removal leaves that conflict hid nothing and goes (A, D, E); B and
    /// C stay, each needed for it. Before, every member was kept. D and E went after B was kept,
    /// so a second pass asks again about B and C.
    @Test func deletionFilterDropsWhatHidesNothingWhenThePoolsMembersConflictAlready() {
        let (result, calls) = filter("ABCDE") { $0.isSuperset(of: ["B", "C"]) ? .membersConflict : .holds }
        #expect(result == "BC")
        // Five verdicts and one of the whole pool in the first pass, two in the second.
        #expect(calls == 8)
    }

    /// The deletion filter on a made-up judge whose verdicts do not shrink with the pool, as
    /// fresh solvers' do not where rounding decides (large-session seed 6408153): B and C
    /// conflict with the refused constraint, but a judge holding E and F without A goes far out
    /// and reads the conflict as rounding. The first pass keeps A (without it, B..F "hold") and
    /// drops D, E and F; a second pass drops A, which one pass would have named.
    @Test func deletionFilterAsksAgainAboutAMemberKeptBeforeOthersWent() {
        let (result, calls) = filter("ABCDEF") { set in
            if set.isSuperset(of: ["E", "F"]) && !set.contains("A") { return .holds }
            return set.isSuperset(of: ["B", "C"]) ? .conflicts : .holds
        }
        #expect(result == "BC")
        // Six verdicts in the first pass, three in the second (which drops A before keeping
        // anything, so no third).
        #expect(calls == 9)
    }

    /// Large-session seed 6408153 (hierarchical), shrunk: c7 contradicts c2 (its constant now
    /// 57) and c3 by 57.44 (`0.001 (x2 - x4)` is -57 by c2, 0.44 by c7 less c3 / -3). A fresh
    /// solver holding c2..c6 puts x0 at 2.85e11 (c6), where 57 is 5e-14 of c7's terms, and
    /// accepts c7 there; so the filter kept c0, whose removal left those five, and named c0, c2
    /// and c3. c0 (on x4 and x6 only) is no part of the conflict.
    @Test func explanationDropsAMemberKeptOnlyWhileFarOutMembersWereThere() {
        var replayer = TraceReplayer(Trace(parsing: """
            add c0 required == 1 -1e-06 x6 -0.01 x4
            add c1 medium == -0.45 0.3 x0 0.004 x4 -0.5 x6
            add c2 required == -0.44 -0.001 x4 0.001 x2
            constant c2 57
            add c3 required == -3600 -12000 x0 -30000 x7
            add c4 required <= -18 0.1 x5 -5 x3
            add c5 required <= -0.42 -1 x5 1000000 x4
            add c6 required <= -0.05 -0.19999999999999998 x0 -1000000 x2
            add c7 required == 1199.56 4000 x0 10000 x7 -0.001 x4 0.001 x2
            """), on: makeSolver(.hierarchical))
        let output = replayer.replay()
        let (refusal, named) = conflictsNamed(refusing: "c7", in: output)
        #expect(named == ["c2", "c3"], "\(refusal)")
    }

    /// Large-session seed 6403459 (hierarchical), shrunk: c8 is refused, rightly (with c0..c7 it
    /// holds only where c1's terms are 1e15 times its constant). A fresh solver holding c1, c2,
    /// c3, c4, c6 and c7 (c7 is c0 as an inequality) reaches c8 at x5 = 2e27, on a chain of
    /// tight rows each a million times the last, and reads the basis as singular: a refusal; so
    /// the filter dropped c0 and named six constraints that hold with c8 at values below 1e9
    /// (x4 = -1000, x6 = 1.7e8). The solver itself, letting go of c0, accepts c8: c0 stays.
    @Test func freshRefusalFarOutIsPutToTheSolverItself() {
        var replayer = TraceReplayer(Trace(parsing: """
            add c0 required == 4 0.1 x4 100000 x8
            add c1 required == 380 250 x8 -1000000 x4 -5 x6
            add c2 required <= -410 1e-06 x3 -5 x6
            add c3 required >= 0 0.3 x5 1 x0 40 x1
            add c4 required <= 7.800000000000001 1 x3 -0.01 x6 0.00025 x5
            add c5 500 <= 0 -1 x3 10 x8
            add c6 required >= 0.9 0.1 x1
            add c7 required <= 4 0.1 x4 100000 x8
            add c8 required == -0.99 -1e-06 x8 -0.05 x1
            """), on: makeSolver(.hierarchical))
        let output = replayer.replay()
        let (refusal, named) = conflictsNamed(refusing: "c8", in: output)
        #expect(named.contains("c0"), "\(refusal)")
    }

    /// Large-session seed 4845297 (weighted), shrunk: c8, c9 and c12 hold together only at x3 <=
    /// -5.2e17, so a fresh solver refuses one of them whatever it holds besides, and the
    /// filter's trials read every pool holding the three as the members' conflict. c10 was
    /// refused "because of c6 c8 c9 c12 c13 c14", where c6 and c14 hid nothing (each left c8, c9
    /// and c12 to that conflict, as the whole pool did) and c8, c9 and c12 conflict without
    /// them.
    @Test func explanationDropsWhatHidesNothingOfTheMembersOwnConflict() {
        var replayer = TraceReplayer(Trace(parsing: """
            add c0 required >= -580 -1000 x5
            add c1 weak >= 63 100 x0 0.1 x4
            add c2 strong >= 3600 10000 x5 -125 x0
            add c3 weak >= -740 -1000 x5 10 x1 -100 x3
            add c4 weak == 0 -1 x3
            add c5 strong == -1500 1000000 x0 1000 x3
            edit x0 strong
            suggest x0 -0.045
            add c6 required >= 320 -0.1 x2 -100 x0
            add c7 required <= 8300 10 x4 1e-06 x0
            edit x1 275786
            add c8 required >= 0.4 0.01 x4 1 x3
            add c9 required == -18 -0.1 x4 -0.1 x1
            add c10 required == -89 10 x3 -100 x5
            remove c10
            remove c3
            add c11 600788 >= -37 -25 x3
            suggest x0 74
            add c12 required == 940 100 x3 -1 x1
            add c13 required >= 0 -0.01 x4 2.5 x5
            add c14 required == 0 -300 x5 0.1 x2 0.4 x4
            add c10 required == -89 10 x3 -100 x5
            """), on: makeSolver())
        let output = replayer.replay()
        let (refusal, named) = conflictsNamed(refusing: "c10", in: output)
        #expect(named.isSuperset(of: ["c8", "c9", "c12"]), "\(refusal)")
        #expect(named.isDisjoint(with: ["c6", "c14"]), "\(refusal)")
    }

    /// Large-session seed 5089301 (weighted), shrunk: c13 is refused, rightly, but fresh solvers
    /// accept it beside the certificate's constraints and beside every required one linked to
    /// it, so the explanation was the certificate as it stood: ten constraints, among them c0
    /// and c9, `E >= 0` and `E <= 0` for one expression, which no minimal conflict holds both
    /// of. The solver's own judgement, letting go of members, whittles it down now.
    @Test func explanationThatFreshSolversCannotJudgeIsWhittledByTheSolversOwn() {
        var replayer = TraceReplayer(Trace(parsing: """
            add c0 required >= 30 -100 x5 -1 x0 1000 x1
            add c1 required >= 0.41000000000000003 0.001 x4
            edit x2 strong
            add c2 required == 68 -2 x6 1000000 x4 0.1 x0
            add c3 medium <= 460 -1 x7 4000 x1
            add c4 required == 35 20 x5 0.3 x8
            add c5 strong <= 23 -0.1 x4 -0.1 x7
            add c6 required <= -0.6900000000000001 0.39999999999999997 x2 0.003 x3
            add c7 strong >= 0 1000000 x0 -10 x8
            add c8 required >= 0 1e-06 x4 -3.0000000000000004 x2
            add c9 required <= 30 -100 x5 -1 x0 1000 x1
            add c10 required <= -0.18 -0.012499999999999999 x5
            add c11 required >= 0.58 0.001 x3 1000 x1
            add c12 required >= 970 100 x2 1 x8 -2.5 x3
            suggest x2 -2.3000000000000003
            add c13 required >= -7.5 -40 x1 1e-05 x8
            """), on: makeSolver())
        let output = replayer.replay()
        let (refusal, named) = conflictsNamed(refusing: "c13", in: output)
        #expect(!named.isEmpty && !named.isSuperset(of: ["c0", "c9"]), "\(refusal)")
        #expect(named.count < 10, "\(refusal)")
    }

    /// Large-session seed 4688053 (weighted), shrunk: c12 is c8 + c11 + c4 as c4 was added
    /// (constant 80), and `constant c4 57` makes it contradict them by 23, but for 0.35 being a
    /// little below 0.25 + 0.1 in binary: exactly, all hold at x8 = 8.3e17, x0 >= 4e30. The
    /// solver refused c12; fresh solvers, and the solver itself letting go of the others,
    /// accepted it beside the certificate's c8 and c11, which the explanation named: two
    /// constraints that plainly hold with c12. Where the certificate is no conflict for any
    /// judge, the linked constraints are the answer now, c4 among them.
    @Test func certificateThatNoJudgeRefusesGivesWayToTheLinkedConstraints() {
        var replayer = TraceReplayer(Trace(parsing: """
            add c0 2528712 <= -0.39 -1 x1
            add c1 required == 390 -1000 x1 10 x5
            remove c0
            add c2 required >= 1.1 0.1 x8 1e-06 x5
            add c3 required >= 0 2 x0 -1000000 x5
            add c4 required == 80 0.1 x8 -1e-06 x1
            constant c4 57
            add c5 strong == -0.30000000000000004 -0.25 x0 -0.01 x6 10 x2
            add c6 required == 2800 -10000 x2 -50000 x3
            add c7 strong == 0 -0.1 x5 -20 x2 -1 x0
            add c8 required == 6200 -12.5 x0 0.25 x8 -5 x6
            add c10 required >= 0.55 -1 x3
            add c11 required == -0.13 -1000000 x7
            add c12 required == 6279.87 0.35 x8 -1e-06 x1 -1000000 x7 -12.5 x0 -5 x6
            """), on: makeSolver())
        let output = replayer.replay()
        let (refusal, named) = conflictsNamed(refusing: "c12", in: output)
        #expect(named.isSuperset(of: ["c4", "c8", "c11"]), "\(refusal)")
        // c6 and c10 share no variable with c12 or its conflicts.
        #expect(named.isDisjoint(with: ["c6", "c10"]), "\(refusal)")
    }

    /// Large-session seed 5295547 (hierarchical), shrunk: c13 (`-10 x4 >= 88`) is refused; a
    /// fresh solver refuses the five linked members on their own, and the filter, dropping each
    /// member whose removal left that conflict (it hid nothing), dropped every link to c13: the
    /// two it kept share no variable with it, and the explanation named nothing. Then the filter
    /// runs as it did before, keeping what the members' own conflict needs.
    @Test func explanationNeverEndsEmptyForAConstraintThatFitsAlone() {
        var replayer = TraceReplayer(Trace(parsing: """
            add c0 required <= -11 0.01 x8 200 x3 -10 x1
            add c1 required <= -610 1e-06 x1 100 x4
            add c2 required >= -610 1e-06 x1 100 x4
            add c3 weak <= -330 -0.1 x9 5000 x3 0.1 x8
            add c4 required >= -11 0.01 x8 200 x3 -10 x1
            add c5 medium == 0.56 -1 x5
            edit x1 weak
            suggest x1 -157
            edit x9 2
            # batch of 2, all or nothing:
            remove c1
            remove c5
            # end of batch
            add c6 required == 0.22 -0.0001 x9 -0.001 x0
            add c7 strong == -960 1 x0 -0.4 x7
            edit x5 medium
            suggest x5 196
            add c8 medium >= 4400 -10 x0 2 x9 10 x2
            add c9 500 == -9700 -40000 x5 -1 x4 -10 x2
            constant c4 -14
            suggest x5 -100
            add c10 required <= 0.58 1 x5 0.3 x6 -0.002 x2
            add c11 required >= 3600 4000 x6 -10000 x3
            suggest x5 -11.125
            add c12 required == 6.9 -0.001 x7 0.01 x0
            add c13 required >= -88 -10 x4
            """), on: makeSolver(.hierarchical))
        let output = replayer.replay()
        let (refusal, named) = conflictsNamed(refusing: "c13", in: output)
        // c2 is c13's only link to the others (x4).
        #expect(named.contains("c2"), "\(refusal)")
    }

    /// Members linked to the refused constraint through shared variables are kept, in order;
    /// one alone on its variables goes (large-session seed 4069488's c5 on x11), as does one
    /// linked only through it.
    @Test func membersNotLinkedToTheRefusedConstraintAreNotInTheConflict() {
        let x = Variable("x"), y = Variable("y"), z = Variable("z"), u = Variable("u"), v = Variable("v")
        let refused: Constraint = x + y == 1.0
        let a: Constraint = y - z == 0.0, b: Constraint = u == 3.0, c: Constraint = z >= 2.0, d: Constraint = u + v <= 1.0
        #expect(identities(Solver.linked(to: refused, among: [b, a, d, c])) == identities([a, c]))
        #expect(Solver.linked(to: refused, among: [c, b, a]).map(ObjectIdentifier.init) == [c, a].map(ObjectIdentifier.init))
        #expect(Solver.linked(to: Constraint(Expression(1), .lessThanOrEqual), among: [a, b]).isEmpty)
    }
}

/// ``Solver/deletionFilter(_:dropsWhatHidesNothing:verdict:)`` over members named by the letters
/// of `pool`, judged by `verdict` (of the set of members asked about): the letters it keeps, in
/// order, and how many verdicts it asked for.
private func filter(_ pool: String, judgedBy verdict: (Set<Character>) -> Solver.ConflictVerdict) -> (kept: String, calls: Int) {
    var calls = 0
    let kept = Solver.deletionFilter(Array(pool)) { calls += 1; return verdict(Set($0)) }
    return (String(kept), calls)
}

/// The last `error ID unsatisfiable because ...` line of a replay's output, and the constraints
/// it names; the line reads "" (and the expectation fails) when there is none.
private func conflictsNamed(refusing id: String, in output: String,
                            sourceLocation: SourceLocation = #_sourceLocation) -> (line: String, named: Set<String>) {
    let line = output.split(separator: "\n").last { $0.hasPrefix("error \(id)") }.map(String.init) ?? ""
    #expect(line.hasPrefix("error \(id) unsatisfiable because "), "\(output)", sourceLocation: sourceLocation)
    return (line, Set(line.split(separator: " ").dropFirst(4).map(String.init)))
}
