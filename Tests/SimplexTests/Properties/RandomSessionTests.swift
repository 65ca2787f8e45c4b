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
            Hierarchical, badly scaled (a 1e6 coefficient times 1e7 puts an objective cell of 1e13 \
            in the strong level). `Objective.isNegative` reads a coefficient as noise below 1e-15 \
            of its level's largest, so a real reduced cost of 0.00625 counts as zero; the pivot it \
            allows divides it by -0.001, which lifts it above the threshold. The same quantity is \
            noise in one basis and signal in the next, so the primal simplex cycles between two \
            bases until its pivot bound and stops 140.9 worse at level 1 in one insertion order. \
            Dropping the level test ends that cycle, but another insertion order then ends 390 \
            worse at a weaker level. A noise bound per coefficient (tried 2026-11-30, not kept) \
            ends the cycle, but that other order still ends 390 worse at level 4: a noise cell of \
            7.9e-19 survives in x2's row beside 100 (x2 = 100 s20 exactly), x3's row amplifies it \
            by 1e7 and c1's strong error row by 1e4, and the resulting level-0 reduced cost of \
            +3.7e-7 blocks a level-4 improvement of -200 (and soak seed 18385 broke). The noise \
            is in the tableau, not the objective: row cells must be dropped relative to their \
            row, or rows equilibrated (as for 1532, which passes since required inequalities are \
            added by the dual simplex: its tiny pivot was in the artificial phase).
            """,
        // Seeds beyond the default 10,000, seen only under SIMPLEX_SOAK (scan of 10,000..<30,000
        // on 2026-11-30 with SIMPLEX_INVARIANTS=0).
        14786: """
            Hierarchical, the same weakness as 4773: `Objective.isNegative` reads a reduced cost as \
            noise below 1e-15 of the largest magnitude ever written to its level. In the original \
            order (shrunk: c0..c6 in order) c6 (`5 x0 - 1e6 x1`, strong) brings cells of ~1e9 into \
            level 0, so the real level-0 reduced cost of c2's error e7, -2.00002668e-8 (raising e7 \
            lets x1 fall to -265.7 and c1's error from 5.0 to 2.34), counts as zero: the solver \
            stops at level 0 = 5.000006 instead of 2.342857; other orders reach 2.342857 (and \
            1.3e8 at level 1), which the check reports as level 1 because level 0's tolerance \
            scales with the values. A per-cell scale (1e-13 of the magnitudes that went into the \
            cell, tried 2026-11-30, not kept) fixes level 0 here and 4773, but 14786 then differs \
            at level 2 (4577 vs 3027) and seed 18385 breaks (13 vs 6.69 at level 4).
            """,
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
            Soak only. A required constraint refused though feasible; appeared (2026-11-30) when             required equalities without a subject started going through the dual simplex, whose             refusal of a pivot element below 1e-12 of its row hands the row to the artificial             phase. Not diagnosed.
            """,
        // A scan of 30,000..<60,000 (2026-11-30, SIMPLEX_FIRST_SEED=30000 SIMPLEX_SOAK=3
        // SIMPLEX_INVARIANTS=0): all badly scaled (coefficients 1e-6..1e6); none diagnosed. All
        // but 57983 fail the same way before the dual-simplex route for required constraints.
        36077: "Soak only (30,000..<60,000 scan): badly scaled, a non-optimal objective at the strong level.",
        42805: "Soak only (30,000..<60,000 scan): badly scaled, another insertion order ends worse.",
        44467: "Soak only (30,000..<60,000 scan): badly scaled, a non-optimal objective.",
        48375: "Soak only (30,000..<60,000 scan): badly scaled, a feasible required constraint refused.",
        50676: "Soak only (30,000..<60,000 scan): badly scaled, a feasible required constraint refused.",
        52532: "Soak only (30,000..<60,000 scan): badly scaled, an explanation that is not minimal.",
        53192: "Soak only (30,000..<60,000 scan): badly scaled, a non-optimal objective.",
        57459: "Soak only (30,000..<60,000 scan): badly scaled, a feasible required constraint refused.",
        57983: """
            Soak only (30,000..<60,000 scan): after removing a medium constraint, the objective             stays 1.2e7 above the optimum (shrunk to 7 operations with coefficients 1e-6 and 1000);             appeared with the dual-simplex route for required inequalities. Not diagnosed.
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
