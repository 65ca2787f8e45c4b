// Explaining why a required constraint cannot be added: a minimal set of conflicting constraints.

extension Solver {
    /// The required constraints already in the solver that, with `constraint`, cannot all hold:
    /// a minimal set (dropping any one of them removes the conflict), in the order they were added.
    ///
    /// `candidates` are the symbols of the refused row at the moment of failure: the markers of
    /// the constraints combined into the infeasibility certificate (a Farkas combination uses each
    /// constraint through its marker, which occurs in that constraint alone). When they are not
    /// known, or do not form a conflict (rounding), every required constraint that shares a
    /// variable with `constraint`, directly or through others, is a candidate. A deletion filter
    /// then drops every candidate the conflict does not need, each test solving a small system from
    /// scratch.
    func explainConflict(_ constraint: Constraint, candidates: [Symbol]?) -> [Constraint] {
        guard explainsConflicts else { return [] }
        var pool: [Constraint] = []
        if let candidates, !candidates.isEmpty {
            // One pass over the records finds the constraints the markers belong to (a refusal is
            // rare enough not to keep a per-symbol map of markers for it).
            let markers = Set(candidates)
            for (c, record) in records where c !== constraint && record.strength.isRequired
                && (markers.contains(record.marker) || (record.other != noSymbol && markers.contains(record.other))) {
                pool.append(c)
            }
        }
        pool.sort { records[$0]!.sequence < records[$1]!.sequence }
        if conflict(pool, with: constraint) == .holds {
            // Rounding can make a fresh solver accept what this one refused (a contradiction of
            // 1 between values of 1e12): then the certificate's constraints are the best answer.
            // An empty certificate is no answer, though: it would say that the constraint cannot
            // hold on its own, which a fresh solver holding nothing else just denied. Then the
            // constraints linked to it, the system a refusal judges last, are the answer.
            let certificate = pool
            pool = connectedRequiredConstraints(of: constraint)
            guard conflict(pool, with: constraint) != .holds else {
                // Then the answer is whittled down as this solver judges it (see `heldConflict`),
                // if it refuses the constraint beside the answer's members alone. If it accepts
                // the constraint there, the certificate is no conflict for any judge, and the
                // linked constraints are the answer, whittled down likewise where this solver
                // refuses the constraint beside them (up to `heldExplanationLimit` of them).
                var answer = certificate.isEmpty ? pool : certificate
                switch heldConflict(answer, with: constraint) {
                case .conflicts:
                    break
                case .holds where answer.count < pool.count:
                    answer = pool
                    guard pool.count <= Self.heldExplanationLimit, heldConflict(pool, with: constraint) == .conflicts else { return pool }
                case .holds, .membersConflict:
                    return answer
                }
                let whittled = Self.deletionFilter(answer) { heldConflict($0, with: constraint) }
                return whittled.isEmpty ? answer : whittled
            }
        }
        // A member that shares no variable with the refused constraint, directly or through the
        // other members, is needed by no conflict: the rest hold or fail without it. The trials
        // can still read its removal as a change (their rows depend on the order of everything
        // they hold), so it goes before them, and whatever the filter leaves cut off goes after
        // (large-session seed 4069488: c5, `0.005 x11 + 0.43 == 0`, alone on x11, was kept
        // because the trial without it refused the other members on their own).
        let linked = Self.linked(to: constraint, among: pool)
        let filtered = Self.linked(to: constraint, among: Self.deletionFilter(linked) { conflict($0, with: constraint) })
        // Dropping the members that hid nothing of the pool's own conflict can drop every link
        // to the refused constraint, and an explanation never names no conflict for a constraint
        // that fits alone: then the members that the pool's conflict needs stay (large-session
        // seed 5295547: c13, `-10 x4 >= 88`, refused beside five members whose pool a fresh
        // solver refused on its own; the filter kept two that share no variable with c13).
        guard filtered.isEmpty && !linked.isEmpty else { return filtered }
        return Self.linked(to: constraint, among: Self.deletionFilter(linked, dropsWhatHidesNothing: false) { conflict($0, with: constraint) })
    }

    /// The members of `pool` that share a variable with `constraint`, directly or through other
    /// members, in their order.
    ///
    /// - Complexity: O(n² · t) for n members of at most t terms.
    static func linked(to constraint: Constraint, among pool: [Constraint]) -> [Constraint] {
        var reached = Set(constraint.expression.terms.map(\.variable))
        var isLinked = [Bool](repeating: false, count: pool.count)
        var grew = true
        while grew {
            grew = false
            for (i, c) in pool.enumerated() where !isLinked[i] && c.expression.terms.contains(where: { reached.contains($0.variable) }) {
                isLinked[i] = true
                for term in c.expression.terms { reached.insert(term.variable) }
                grew = true
            }
        }
        return pool.indices.filter { isLinked[$0] }.map { pool[$0] }
    }

    /// The members of `pool` a conflict needs: a member whose removal keeps the conflict
    /// (`verdict` of the rest is ``ConflictVerdict/conflicts``) is dropped, in order.
    ///
    /// One whose removal leaves members a fresh solver refuses on their own
    /// (``ConflictVerdict/membersConflict``) is kept: the solver explaining holds them, so their
    /// conflict is one it judged to be rounding (values far out), and the refused constraint
    /// would no longer be needed by the rest.
    ///
    /// A pass that dropped a member after keeping one runs again over what it kept: a kept
    /// member's conflict may have gone with the later one (as above), and verdicts reached
    /// through rounding need not shrink with the pool. Large-session seed 6408153: c7 contradicts
    /// c2 and c3 by 57 (`x2 - x4` is -57000 by c2, 440 by c7 less c3 / -3); a fresh solver
    /// holding c2, c3, c4, c5 and c6 puts x0 at 2.85e11 (c6), where 57 is 5e-14 of c7's terms,
    /// and accepts c7 there, so the first pass kept c0 (without it, those five "held") and then
    /// dropped c4, c5 and c6; c0, c2 and c3 were named where c2 and c3 are the conflict.
    ///
    /// Unless a fresh solver refuses the pool's members on their own with that member among them
    /// (asked once, the first time it matters; not with `dropsWhatHidesNothing` false, the
    /// filter as it was before): then the member hid nothing, the members'
    /// conflict was there before, and its removal says nothing of it; it is dropped, as a member
    /// the refused constraint's conflict does not show it needs. Large-session seed 4845297: c8,
    /// c9 and c12 hold together only at x3 <= -5.2e17 (`0.01 x4 + x3` is `-11.2 - 2e-17 x3`
    /// through them, 0.01 being a little above 1/100 in binary), so a fresh solver refuses one
    /// of them whatever else it holds; the filter kept c6, c13 and c14 for that and named six
    /// constraints for c10, where c8, c9 and c12 are what a Double can show.
    ///
    /// - Complexity: O(n) calls of `verdict` for n members, times the number of passes (one, plus
    ///   one for each pass that dropped a member after keeping one; at most n), plus one for the
    ///   pool itself.
    static func deletionFilter<Member>(_ pool: [Member], dropsWhatHidesNothing: Bool = true,
                                       verdict: ([Member]) -> ConflictVerdict) -> [Member] {
        var pool = pool
        // Whether a fresh solver refuses the pool's members on their own (nil: not asked yet).
        var poolMembersConflict: Bool? = nil
        var passAgain = true
        while passAgain {
            passAgain = false
            var kept = false
            var index = 0
            while index < pool.count {
                var without = pool
                without.remove(at: index)
                switch verdict(without) {
                case .conflicts:
                    pool = without
                    poolMembersConflict = false
                    passAgain = passAgain || kept
                case .membersConflict:
                    if poolMembersConflict == nil { poolMembersConflict = dropsWhatHidesNothing && verdict(pool) == .membersConflict }
                    if poolMembersConflict == true {
                        pool = without
                        passAgain = passAgain || kept
                    } else {
                        kept = true
                        index += 1
                    }
                case .holds:
                    kept = true
                    index += 1
                }
            }
        }
        return pool
    }

    /// `constraint` as this solver holds it now: with the constant it may have been given in place.
    func currentForm(of constraint: Constraint) -> Constraint {
        guard let record = records[constraint], record.constant != constraint.expression.constant else { return constraint }
        return constraint.with(constant: record.constant, strength: record.strength)
    }

    /// Whether `constraint` cannot be added to a fresh solver holding exactly `constraints` (in
    /// their current form), or whether that solver refuses them first. A refusal reached only by
    /// going far out on a singular basis is put to this solver (see
    /// ``conflict(_:with:priorities:heldVerdict:)``).
    func conflict(_ constraints: [Constraint], with constraint: Constraint) -> ConflictVerdict {
        Solver.conflict(constraints.map(currentForm(of:)), with: constraint, priorities: priorities) {
            heldConflict(constraints, with: constraint)
        }
    }

    /// The most linked constraints whose explanation ``heldConflict(_:with:)`` whittles down
    /// when fresh solvers and the certificate cannot judge it: each of its verdicts copies the
    /// solver, and a filter asks one per member.
    static let heldExplanationLimit = 64

    /// The most constraints a solver may hold for ``heldConflict(_:with:)`` to judge: each of its
    /// verdicts removes every other required constraint from a copy, and a filter asks one per
    /// member, which in a large layout would cost more than the refusal is worth (fresh solvers'
    /// verdicts, the usual judges, remain).
    static let heldJudgeLimit = 512

    /// Whether this solver, once it lets go of every required constraint but `members`, refuses
    /// `constraint`; ``ConflictVerdict/membersConflict`` if a removal fails, inside a rebuild
    /// (``isRebuilding``: half its constraints are not back yet, and a copy of it is no solver
    /// to remove them from), or past ``heldJudgeLimit`` constraints held. The judge of an
    /// explanation where fresh solvers accept `constraint` beside every required constraint
    /// linked to it, which this one refused: their rounding is not its rounding, and a fresh
    /// solver's acceptance says nothing of which members its refusal needs. Large-session seed
    /// 5089301: c13 (`-40 x1 + 1e-5 x8 >= 7.5`) was refused, rightly, and fresh trials accepted
    /// it beside the certificate's ten constraints and beside the linked ones, so the explanation
    /// named the ten, among them both c0 and c9 (`E >= 0` and `E <= 0` for one expression E),
    /// where c4, c6, c10, c11 and c12 are the conflict.
    ///
    /// - Complexity: a copy of the solver and a removal for each required constraint held
    ///   beyond `members`, at most ``heldJudgeLimit`` (only on that rare path of a refusal).
    func heldConflict(_ members: [Constraint], with constraint: Constraint) -> ConflictVerdict {
        guard !isRebuilding, records.count <= Self.heldJudgeLimit else { return .membersConflict }
        var held = self
        held.explainsConflicts = false
        held.recorder = nil
        let kept = Set(members.map(ObjectIdentifier.init))
        for c in constraints where records[c]!.strength.isRequired && !kept.contains(ObjectIdentifier(c)) {
            guard (try? held.remove(c)) != nil else { return .membersConflict }
        }
        do { try held.add(constraint) } catch { return .conflicts }
        return .holds
    }

    /// The conflict that giving `constraint` the constant `constant` would cause; `candidates` are
    /// the symbols of the certificate row, if any.
    func explainConstantConflict(_ constraint: Constraint, _ constant: Double, candidates: [Symbol]? = nil) -> [Constraint] {
        guard explainsConflicts else { return [] }
        var trial = self
        trial.explainsConflicts = false
        trial.recorder = nil
        try? trial.remove(constraint)
        let changed = constraint.with(constant: constant)
        trial.explainsConflicts = true
        return trial.explainConflict(changed, candidates: candidates)
    }

    /// The required constraints linked to `constraint` through shared variables, in order of addition.
    func connectedRequiredConstraints(of constraint: Constraint) -> [Constraint] {
        let required = constraints.filter { records[$0]!.strength.isRequired }
        return Self.linked(to: constraint, among: required).sorted { records[$0]!.sequence < records[$1]!.sequence }
    }

    /// Whether `constraint` cannot be added to a solver holding exactly `constraints`, or whether
    /// a fresh solver refuses `constraints` themselves before it is asked.
    ///
    /// The trial repairs and double-checks as the solver does (``recoversByRebuilding``): without
    /// it, a trial whose rows lost a true cell of -1e-10 (x1's, on c1's slack, soak seed 450283)
    /// accepted a contradiction, breaking a required equality by 1.3e5, so the deletion filter
    /// kept a member the conflict did not need.
    ///
    /// New rows are cut at 1e-12 of their terms, not 1e-9, so that a true small cell survives
    /// (see `RegressionTests.explanationTrialsKeepATrueSmallCellOfTheNewRow`). That cut keeps
    /// residue too, and the artificial phase can pivot on it to values where a real
    /// contradiction is below rounding (soak seed 5297184: c3's terms are exactly c1's plus c2's,
    /// its constant 57.83 off, and c3's row after c1 and c2 kept x0 at 3e-11 of its terms, the
    /// rounding of a six-digit cancellation in x3's row; accepted at x0 = -8.8e17, c3 off by 58
    /// among terms of 1.7e12, so the filter kept c0, which the conflict does not need). So an
    /// acceptance that leaves a constraint broken beyond 1e-11 of its terms is put to the
    /// usual cut of 1e-9, which decides. (Not the check alone: a legitimate acceptance of the
    /// same session, through the same rows, leaves `1e6 x3 - 0.01 x1 == 3.8` off by 1.3e-11 of
    /// its terms.)
    ///
    /// Nor is an acceptance whose basis is singular exactly (its rows recomputed in double-double,
    /// see ``refactor(foundSingular:)``): the artificial phase reached it by pivoting on residue,
    /// to values so far out that a contradiction is below their rounding (large-session seed
    /// 438826: c3 is c0 + c2 exactly, and c2 given the constant 7 for 0.34 contradicts them by
    /// 6.66; c2's row kept residue of x1's and x5's cells at the cut of 1e-12, and the trial
    /// accepted at x2 = -4e16, where c0 off by 8 holds to 1e-16 of its terms, so the filter kept
    /// c1, which the conflict does not need).
    ///
    /// The members alone can conflict in a fresh solver though the solver holding them judged
    /// their conflict to be rounding, at values far out where it is below their last digits
    /// (large-session seed 2842403: c5 is c4 halved but for `1e-6 x1`, which c0 fixes at -2,
    /// and c3 and c4 put x4 at 8e14, so c5 broke nothing that this solver could see; without c3 a
    /// fresh solver refuses c5). Counting that as a conflict with `constraint` let the filter
    /// drop c3, which the conflict needs, and keep c4 and c5, which held c6's refusal without it.
    ///
    /// That far-out vertex is the one a fresh solver's artificial phase happened to reach, though,
    /// and the members may hold with `constraint` at ordinary values elsewhere: so such a refusal
    /// stands only if `heldVerdict` (the solver explaining, judging the same members) does not
    /// accept. Large-session seed 6403459 (hierarchical): c8 was refused, rightly, beside c0..c7,
    /// which hold with it only beyond the rounding of c1's constant; a fresh solver holding c1,
    /// c2, c3, c4, c6 and c7 (c7 is c0 as an inequality) reached c8 at x5 = 2e27, on a chain of
    /// tight rows each a million times the last, and read it as refused, though they hold with
    /// it at values below 1e9; the filter dropped c0 for that and named the six.
    static func conflict(_ constraints: [Constraint], with constraint: Constraint, priorities: PriorityModel,
                         heldVerdict: () -> ConflictVerdict = { .conflicts }) -> ConflictVerdict {
        guard var accepted = trial(adding: constraints, priorities: priorities, newRowCut: 1e-12) else { return .membersConflict }
        do { try accepted.add(constraint) } catch { return .conflicts }
        if accepted.requiredConstraintsHold() {
            var singular = false
            if constraints.count + 1 < refactorLimit { _ = try? accepted.refactor(foundSingular: &singular) }
            if !singular { return .holds }
        }
        // The usual cut decides, and as the solver judges its own second opinions: an acceptance
        // that went far out on a basis singular at working precision is no acceptance (see
        // ``connectedSystemRefuses(_:constant:)`` and ``wentFarOutOnASingularBasis(from:)``).
        // Else a refusal made that way could not be explained: large-session seed 2465906,
        // where c8, `1e6 x5 + 0.01 x2 == 0`, with c0, c2, c3, c4 and c6 holds only at x0 =
        // -1.3e16, on a basis conditioned at 1e20, was refused, and every trial "accepted" it
        // there; the explanation fell back on the artificial row's certificate, which missed c6
        // and named four constraints that hold together well.
        guard var usual = trial(adding: constraints, priorities: priorities, newRowCut: 1e-9) else { return .conflicts }
        let valueScale = usual.variableValueScale()
        do { try usual.add(constraint) } catch { return .conflicts }
        guard usual.wentFarOutOnASingularBasis(from: valueScale) else { return .holds }
        return heldVerdict() == .holds ? .holds : .conflicts
    }

    /// What a fresh solver makes of a candidate explanation (see ``conflict(_:with:priorities:heldVerdict:)``).
    enum ConflictVerdict {
        /// The members hold together, and with the constraint.
        case holds
        /// The members hold together, and the constraint cannot be added to them.
        case conflicts
        /// A fresh solver refuses one of the members, before the constraint is asked.
        case membersConflict
    }

    /// A fresh solver holding `constraints` (added in order), or nil if it refuses one.
    private static func trial(adding constraints: [Constraint], priorities: PriorityModel, newRowCut: Double) -> Solver? {
        var trial = Solver(priorities: priorities)
        trial.explainsConflicts = false
        trial.newRowCut = newRowCut
        for c in constraints {
            do { try trial.add(c) } catch { return nil }
        }
        return trial
    }
}
