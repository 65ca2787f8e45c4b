import Simplex
import Testing

/// The solver against the oracle on random sessions (see ``Harness`` for every property checked
/// and ``SessionGenerator`` for what the sessions contain).
///
/// 10,000 sessions per run, in parallel chunks; `SIMPLEX_SOAK=N` runs N times as many, and
/// `SIMPLEX_SEED=S` runs just the session with seed S (see ``TestEnvironment`` for the other
/// switches). A failure prints its seed and the failing session shrunk to a minimal trace; a
/// crash inside the solver (a failed invariant precondition) prints the seeds that were running.
@Suite struct RandomSessionTests {
    static let sessions = 10_000

    /// Sessions that fail for a known, documented reason (each one is still run and reported as a
    /// known issue, so a fix shows up). Keep this list short and explained.
    static let knownIssues: [UInt64: String] = [
        4773: """
            Hierarchical, badly scaled. Its non-optimal strong levels (a reduced cost of -0.00625 \
            read as noise beside a level cell of 1e13, a cycle between two bases; in another order \
            a residue of 7.3e-9 beside cells of 1e13 hiding it) are fixed: such reduced costs are \
            recomputed from the rows (see `Objective.isNegative`, RegressionTests \
            `strongLevelNoiseBoundDoesNotHideARealReducedCost`). Still failing: re-adding the \
            final system in another order refuses the required `0.01 x2 >= 0` because of \
            `-1e6 x2 - 0.1 x3 - 0.44 >= 0`, which it obviously fits (x2 = 0, x3 <= -4.4). \
            Diagnosed on the shrunk trace (17 operations, order c13 c15 c14 c3 c10 c5 c8 c4 c12 \
            c11 c7 c1 c9 c0 c6): the rows have lost the true small cells that link x2 to x3 through \
            c1 (x2's row should hold about -1e-11 of c4's error beside cells of 1e-6, c1's slack \
            row 1e-5 beside 1e8), dropped as cancellation of larger intermediates in earlier \
            pivots. So the dual simplex finds c1's slack row `-0.44 - 1e8 s` (s: c6's slack) with \
            nothing to raise it, and the artificial phase ends at a residual of 4.4e-9 against an \
            allowance of 6e-11. The class of 29307 and 57983: a noise estimate per cell is needed.
            """,
        // Seeds beyond the default 10,000, seen only under SIMPLEX_SOAK (scan of 10,000..<30,000
        // on 2026-11-30 with SIMPLEX_INVARIANTS=0).
        29307: """
            Bland's choice of the smallest external subject forces a cancellation of ~1e9, leaving \
            a row 3.4e-7 off in relative terms; a twin equality (exactly half of another) then does \
            not cancel below makeRow's 1e-9 and is added as independent. Choosing the external \
            subject with the largest coefficient fixes the shrunk case but not the whole session. \
            Shrunk anew (2026-11-30): the lost digits are a cell of x3's row, -2.5000004e-6 for \
            -2.5e-6, left by a cancellation of 3333 in the artificial phase. A per-row cell scale \
            (the largest magnitude that went into the row's cells) with makeRow dropping a sum \
            within 1e-14 of it fixes this seed (and 1532), but drops legitimate coefficients \
            elsewhere (seeds 1044, 9412, 9721 refused feasible systems; propagated through pivots \
            as |factor| times the pivot row's scale it compounded and broke the edit_heavy traces): \
            the noise estimate must be per cell, not per row.
            """,
        24904: """
            Soak only. A required constraint refused though feasible. Diagnosed on the shrunk \
            trace (5 operations): every feasible point has x2 >= 1.5e19 (c3 forces x0 >= 6.1e11, \
            c4 then x3 <= -1.5e9, c0 then x2 >= -1e10 x3). c4's row can be made feasible only \
            through c1's slack, whose cell in it is a true 1.000000005e-12 (1 / (1e12 + 5000), \
            from x3's row) beside cells of 2.5e9. The dual simplex refuses that pivot element \
            (below 1e-12 of its row, the guard of seed 56851), and the artificial phase's ratio \
            test skips it as residue (below 1e-13 of its row and 1e-9 of its column, the guard of \
            seeds 24784 and 24974), so the phase ends at a residual of 1.5e9 and refuses. Nothing \
            local tells this cell from residue: it needs a noise estimate per cell (the \
            magnitudes that went into it), as 29307 does. (Or the harness could excuse a refusal \
            whose every feasible point lies beyond 1e12, as its insertion-order check does.)
            """,
        // A scan of 30,000..<60,000 (2026-11-30, SIMPLEX_FIRST_SEED=30000 SIMPLEX_SOAK=3
        // SIMPLEX_INVARIANTS=0): all badly scaled (coefficients 1e-6..1e6), all diagnosed as
        // `Tableau.cancels` dropping a true cell that a large cancellation left. All but 57983
        // fail the same way before the dual-simplex route for required constraints.
        42805: """
            Soak only (30,000..<60,000 scan): reported as another insertion order ending worse at \
            level 1, but the original order is the wrong one: shrunk (c0..c3 in order), it ends \
            with the strong `10 x0 == 0` off by 7200 (x0 = 720) where x0 = 0 is reachable (with \
            x1 = -7.2e8, x2 = -2.4e10, paid at the weak level). c1 (`0.1 x2 + 1e-6 x0 == 2.2`) is \
            solved for x0, the smallest external symbol, with cells of 1e6; c2 then solves for x2 \
            and substituting it back cancels x0's cell of c1's error from 1e6 to its true 3e-7 \
            (3e-13 relative), which `Tableau.cancels` drops, so nothing can move x0. The class of \
            29307 (Bland's choice of the smallest external subject forcing a large cancellation).
            """,
        48375: """
            Soak only (30,000..<60,000 scan): a feasible required constraint refused. Its shrunk \
            form (4 operations: `70 x1 - 0.001 x2 - 6 <= 0` required, an edit of x1, a strong \
            `1e-6 x1 + 0.4 x2 == 750`, then the same expression `>= 0`) fails because \
            `Tableau.cancels` drops a true cell: substituting s2 into x2's row sums 70000 and \
            -1000 x 70.0000000025 to -2.5e-6 (x2's dependence on the edit error, exact to five \
            digits), 3.6e-11 of its operands, below the 1e-10 cut, and the tableau then \
            contradicts itself. Tried (2026-11-30, not kept): the cut at 1e-11 fixes it but \
            breaks 13119, 18385 and 28578; a running error bound per cell, dropping only values \
            within it, breaks about 50 seeds per 30,000 (kept tiny real cells make later pivots \
            ill-conditioned); the 1e-10 cut unless the bound says the value is known to three \
            digits fixes the shrunk form (and 29307's) but not the whole session, and breaks \
            38803. The class of 29307, 42805 and 57983.
            """,
        50676: """
            Soak only (30,000..<60,000 scan): a feasible required constraint refused. Diagnosed on \
            the shrunk trace (5 operations: required `-10 x1 - 1e6 x0 - 970 >= 0` (c0), a medium \
            `1e6 x1 + 0.5 x4 + 0.73 <= 0` (c1), `1e6 x1 - 0.1 x0 - 0.05 <= 0` (c2), a weak \
            `10 x4 + 1.5 == 0`, then the required `3 x0 == 0`, refused because of c0): x0 = 0 \
            holds with x1 <= -97, every other constraint satisfied, but only with c1's and c2's \
            slacks at about 9.7e7. The artificial phase first enters c1's error (Bland's rule) in \
            c0's slack row (element -1e7 (1 + 1e-12)); substituting it into x0's row cancels x0's \
            cells of c2's slack and error from 10 to 10 - 9.99999999999 = 1.00009e-11 (true \
            9.99999999999e-12: x0 = -(970 + 10 x1 + s) / 1e6, s c0's slack, and x1 holds -1e-6 of \
            c2's slack), 1.0e-12 of the operands, and `Tableau.cancels` drops it (and the same \
            cell of the artificial rows, 30 - 29.99999999997 = 3.0e-11). Nothing then moves x0 off \
            -0.00097, and the phase ends at a residual of 0.0029. The class of 29307 and 48375 \
            (the cell is known to four digits here; the 1e-11 cut that would keep it breaks \
            other seeds, see 48375).
            """,
        52532: """
            Soak only (30,000..<60,000 scan): the failure proper is an accepted contradiction, \
            which the harness excuses as badly scaled; only the explanation check catches it. \
            Diagnosed on the shrunk trace (3 operations: a batch of a 850479-strength \
            `0.01 x0 - 1e6 x1 - 22 <= 0` (c0) and the required `x0 - 1e-6 x1 - 500 <= 0` (c1), \
            then the required `x0 - 1e-6 x1 - 503 >= 0` (c2), which contradicts c1 by 3, then \
            `-1e-6 x1 + 0.31 <= 0`): c1 is solved for x1 (x1 = ... + 1.00000000000001e-6 s0, s0 \
            being c0's slack) and substituting it into x0's row (x0 = 2200 + 1e8 x1 - 100 s0 + ...) \
            cancels x0's cells of c0's slack and error from 100 to 100.000000000001 - 100 = \
            9.95e-13 (true 1.0000000000000099e-12), 1e-14 of the operands: `Tableau.cancels` \
            drops them. c2's row, summed from x0's and x1's rows, then keeps x1's share, \
            ±1.00000000000001e-12 of c0's slack and error, which should cancel against x0's \
            (c2's true row is `3 + s1 + s2 = 0`, s1 and s2 the slacks, a contradiction). The dual \
            simplex enters c0's error on that cell (1.00000000000001e-12 of the row's largest, 1: \
            just above its 1e-12 guard; the artificial phase, tried with the guard at 1e-11, \
            pivots on it as well), c0's error goes to 3e12, x1 to -3e6, and c2 is accepted while \
            c1 is off by 3. The last constraint is then refused because of c1 and c2, which \
            conflict without it. The class of 29307 and 48375, at the 1e-14 level (the dropped \
            value is known to two digits only, so no relative cut can keep it).
            """,
        57459: """
            Soak only (30,000..<60,000 scan): a feasible required constraint refused. Diagnosed on \
            the shrunk trace (7 operations: the required `500 x1 - 100 x2 + 50 x3 - 12 <= 0` (c0), \
            a medium and a weak constraint, the required `15000 x1 - x0 + 7200 == 0`, a weak \
            `-1e6 x0 - 0.1 x2 == 0` (c4), the same expression as c0 `>= 0` (c5, making c0 an \
            equality), then the required `x3 == -1.6`, refused): adding c4 pivots c0's slack in \
            (element -30000003), and substituting it cancels the cells of c2's errors (the weak \
            `0.2 x2 - 0.1 x3 - 0.65 == 0`) in x3's row from 30000 to -1.0e-6, in x0's from 15000 to \
            -5.0e-7 and in x1's from 1 to -3.3e-11 (true -9.999999e-7, -4.9999995e-7 and \
            -3.333333e-11, exact to five digits), 3.3e-11 of the operands: `Tableau.cancels` drops \
            them. c0's identity is then off by 50 × 1e-6 in that column: c5's row, summed from \
            the variables' rows, gives c2's error 499.99995 where c0's slack row has 500.0000000167. \
            So c5 is not added as `s0 + s5 = 0` (c0's and c5's slacks): the dual simplex enters \
            c2's error on 499.99995, leaving c0's slack at -5.8e-5 (the lost 5e-5 times that \
            error's value, 1.154) with a residue cell of 1.7e-10 (1.7e-10 of the row's largest, \
            above the 1e-12 guard), enters on that, and cells of 6e9 wreck the tableau; the \
            artificial phase then refuses `x3 == -1.6`. The class of 29307 and 48375 (also a twin \
            expression added after the loss, as in 48375).
            """,
        57983: """
            Soak only (30,000..<60,000 scan): after removing a medium constraint the objective \
            stays 1.2e7 above the optimum. Diagnosed on the shrunk trace (7 operations): adding \
            the required c6 (`-1e-6 x1 + 1000 x0 + 200 <= 0`), the dual simplex enters c1's slack, \
            whose cell in c6's row is -1.1e-7 (4.4e-12 of the row's largest, 25000: just above \
            the 1e-12 guard) and whose reduced cost is 0 (ratio 0: the right dual choice). Values \
            of 3e11 appear, and the next pivot cancels them back to 52.5, losing 11 digits; the \
            true -1e-4 cell of c6's slack in c1's slack row cancels from 9e6 and \
            `Tableau.cancels` (1e-10 of the operands) drops it, so the rows no longer tie x1 and \
            x2 to x0, and removing c5 moves x0 without them. Raising that guard to 1e-9 (the \
            artificial phase then decides) fixes this seed but breaks 13830 (a feasible \
            constraint refused) and 43501 (non-optimal), so it is not kept.
            """,
    ]
    static let chunks = 8

    @Test(arguments: 0 ..< chunks)
    func randomSessions(chunk: Int) {
        var seeds: [UInt64]
        if let only = TestEnvironment.onlySeed {
            seeds = chunk == 0 ? [only] : []
        } else {
            let perChunk = Self.sessions * TestEnvironment.soakFactor / Self.chunks
            let first = TestEnvironment.firstSeed + UInt64(chunk * perChunk)
            seeds = Array(first ..< first + UInt64(perChunk))
        }
        let verbose = TestEnvironment.verbose
        CrashReporter.install()
        defer { CrashReporter.note(slot: chunk, seed: nil) }
        var total = Harness.Statistics()
        var failures = 0
        for seed in seeds {
            if verbose { print("session \(seed)") }
            CrashReporter.note(slot: chunk, seed: seed)
            let session = SessionGenerator.session(seed: seed)
            var harness = Harness(session)
            if let failure = harness.run() {
                failures += 1
                let (small, smallFailure) = Shrinker.shrink(session, failure: failure)
                if let reason = Self.knownIssues[seed] {
                    // Asked for by seed: show the shrunk trace too, to study the issue.
                    let detail = TestEnvironment.onlySeed == seed ? """

                        Shrunk from \(session.operations.count) to \(small.operations.count) operations, which fail with: \(smallFailure)
                        \(small.trace)
                        """ : ""
                    withKnownIssue(Comment(rawValue: reason)) {
                        Issue.record("Random session \(seed) failed: \(failure)\(detail)")
                    }
                    continue
                }
                Issue.record("""
                    Random session \(seed) failed: \(failure)
                    Reproduce with SIMPLEX_SEED=\(seed). Shrunk from \(session.operations.count) to \(small.operations.count) operations, which fail with: \(smallFailure)
                    \(small.trace)
                    """)
                // A broken solver fails everywhere; three reports suffice (unless told otherwise).
                if TestEnvironment.maxFailures > 0 && failures >= TestEnvironment.maxFailures { break }
            }
            total.operations += harness.statistics.operations
            total.refusals += harness.statistics.refusals
            total.oracleSkips += harness.statistics.oracleSkips
            total.determinedComparisons += harness.statistics.determinedComparisons
        }
        if failures == 0 && seeds.count > 100 {
            // The generator must exercise what it claims to: refusals and determined values.
            #expect(total.refusals > seeds.count / 10, "only \(total.refusals) refusals in \(seeds.count) sessions")
            #expect(total.determinedComparisons > seeds.count, "only \(total.determinedComparisons) determined values compared")
            #expect(total.oracleSkips * 100 < total.operations, "the oracle gave up on \(total.oracleSkips) of \(total.operations) operations")
        }
    }
}
