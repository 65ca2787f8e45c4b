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
            allowance of 6e-11. The class of 50676 and 57983: a noise estimate per cell is needed.
            """,
        // Seeds beyond the default 10,000, seen only under SIMPLEX_SOAK (scan of 10,000..<30,000
        // on 2026-11-30 with SIMPLEX_INVARIANTS=0).
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
            magnitudes that went into it), as 50676 does. (Or the harness could excuse a refusal \
            whose every feasible point lies beyond 1e12, as its insertion-order check does.)
            """,
        // A scan of 30,000..<60,000 (2026-11-30, SIMPLEX_FIRST_SEED=30000 SIMPLEX_SOAK=3
        // SIMPLEX_INVARIANTS=0): all badly scaled (coefficients 1e-6..1e6), all diagnosed as
        // `Tableau.cancels` dropping a true cell that a large cancellation left. (48375, 52532
        // and 57459, the same class, pass since a twin's row is built from its twin's identity.)
        42805: """
            Soak only (30,000..<60,000 scan): reported as another insertion order ending worse at \
            level 1, but the original order is the wrong one: shrunk (c0..c3 in order), it ends \
            with the strong `10 x0 == 0` off by 7200 (x0 = 720) where x0 = 0 is reachable (with \
            x1 = -7.2e8, x2 = -2.4e10, paid at the weak level). c1 (`0.1 x2 + 1e-6 x0 == 2.2`) is \
            solved for x0, the smallest external symbol, with cells of 1e6; c2 then solves for x2 \
            and substituting it back cancels x0's cell of c1's error from 1e6 to its true 3e-7 \
            (3e-13 relative), which `Tableau.cancels` drops, so nothing can move x0. Bland's \
            choice of the smallest external subject forcing a large cancellation, as in 29307 \
            (which passes since a twin's row is built from its twin's identity; no twin here).
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
            -0.00097, and the phase ends at a residual of 0.0029. The class of 4773 and 57983 \
            (and of 48375, 52532, 57459 and 29307, which lost such cells too but pass since a \
            twin's row is built from its twin's identity; there is no twin here). The cell is \
            known to four digits; tried for 48375 (2026-11-30, not kept): the cut at 1e-11 \
            breaks 13119, 18385 and 28578; a running error bound per cell, dropping only values \
            within it, breaks about 50 seeds per 30,000; the 1e-10 cut unless the bound says the \
            value is known to three digits breaks 38803.
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
