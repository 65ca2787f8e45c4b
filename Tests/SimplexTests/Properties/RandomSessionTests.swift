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

    // The history of the known-issue list below (every seed it held passes now):
    // Seeds beyond the default 10,000, seen only under SIMPLEX_SOAK: a scan of
    // 30,000..<60,000 (2026-11-30, SIMPLEX_FIRST_SEED=30000 SIMPLEX_SOAK=3
    // SIMPLEX_INVARIANTS=0). Badly scaled (coefficients 1e-6..1e6), diagnosed as
    // `Tableau.cancels` dropping a true cell that a large cancellation left. (48375, 52532
    // and 57459, the same class, pass since a twin's row is built from its twin's identity;
    // 4773, 24904 and 50676, where the loss made a feasible required constraint refused, pass
    // since a refusal is checked on rows rebuilt from the constraints, see `Solver.refuse`.
    // 57983, the same class, passes since an operation that cancels a cell to between 1e-13
    // and 1e-10 of its operands has its rows rebuilt from the constraints, see
    // `Solver.repairAfterLargeCancellation` and `CancellationRepairTests`; 42805 (a true 1e-11
    // cancelled from 1000, 1e-14 of its operands) since the repair also watches 1e-15..1e-13
    // and keeps a rebuild whose rows pin fewer variables.)
    // A scan of 60,000..<90,000 (2026-11-30, SIMPLEX_FIRST_SEED=60000 SIMPLEX_SOAK=3
    // SIMPLEX_INVARIANTS=0) failed on six badly scaled sessions. 64391 (a required equality
    // off by 6510 after a suggestion) passes since the dual simplex does not enter on residue
    // beside larger cells (`RegressionTests.suggestionDoesNotPivotOnResidue`). The other five
    // fail the insertion-order check. 66547 (a true cell of -1 cancelled from 1e10 and
    // dropped) and 68392 pass since such cancellations have the rows rebuilt
    // (`CancellationRepairTests`); 66859 (c5, `E <= 0`, added beside its twin c3 after the
    // first held with those terms, c2, was removed, summed from rows whose cells held seven
    // digits, so `s5 + s3 = 0` failed by 1.6e-7 of a dummy's cell) since every twin held is
    // indexed (`RegressionTests.twinOfATwinHeldAfterItsFirstIsRemovedIsBuiltFromItsRow`);
    // 86647 (in another order, a true cell of -2e-6 cancelled from 1e7 and dropped; the
    // repair's rebuild, in order of addition, replayed the same pivots) since a rebuild adds
    // the non-required constraints strongest first
    // (`CancellationRepairTests.strongLevelReachesItsOptimumAfterARepairRebuiltStrongestFirst`).
    // 76830 (`edit x1 strong`, `suggest x1 -90.875`, c0 at level 2444635 `-10000 x1 + 1e-6
    // x0 - 5300 == 0`, c1 medium `20 x1 + 1e6 x0 >= 0`, added c1 first: a true reduced cost of
    // -1e-16 read as residue) passes since the primal ratio test no longer skips a cell that
    // is small beside its column but not in its own row (seed 194642, see
    // `RegressionTests.primalRatioTestKeepsATrueCellSmallBesideItsColumn`).
    // A scan of 90,000..<120,000 (2026-11-30, SIMPLEX_FIRST_SEED=90000 SIMPLEX_SOAK=3
    // SIMPLEX_INVARIANTS=0) failed on four badly scaled sessions. 103817 (a feasible required
    // constraint refused) passes since the artificial phase judges a column's noise against its
    // restricted rows (`RegressionTests.artificialPhaseLimitIsNotNoiseBesideAnExternalRow`);
    // 101821 was the harness: the solver's point, better at the strong level, held a required
    // constraint to 2.4e-14 of its terms where the excuse asked 1e-14 (see
    // `Harness.betterAtStrongerLevel`). The other two were residue that a pivot or a reduced
    // cost read as real, kept by `Tableau.cancels` as a cell: 99945 (-3.55e-13, 3.5e-10 of its
    // operands, on a slack in the row of x1, which a required equality pins; a stronger level
    // moved x1 through it, x0 = 1.4e19) and 113429 (6.8e-11, 3.4e-8 of its operands, a
    // positive medium reduced cost that blocked a weak gain of 2.3e14). Both pass since a sum
    // kept within 1e-7 of its operands asks for a repair too, in a window of its own, and a
    // flag raised inside its window stays pending until the window ends
    // (`CancellationRepairTests.residueKeptBesideAPinnedVariableIsRepaired`,
    // `residueKeptInAReducedCostIsRepairedAfterTheWindow`: 113429's shrunk trace ends inside
    // the window and still fails; the full session passed already by another path).
    // A scan of 120,000..<180,000 (2026-11-30, SIMPLEX_FIRST_SEED=120000 and 150000,
    // SIMPLEX_SOAK=3 SIMPLEX_INVARIANTS=0) failed on five badly scaled sessions. 159441 (a
    // contradiction accepted as redundant: a twin 1e12 times smaller made the allowance
    // 9.4e6) passes since a row of dummies is judged as the artificial phase judges it
    // (`RegressionTests.contradictionBuiltFromAFarLargerTwinIsRefused`); 151963 and 170285
    // were the harness (see `Harness.holdsToRounding`, `Harness.certifiesBetter`). The other
    // two are the known classes: a true cell lost to `Tableau.cancels`, and a real reduced
    // cost read as residue. 129554 (a strong error of 3.6e9 kept: the recomputed strong
    // reduced cost of c2's error skipped a true -1e-6 beside a slack's 2.5e9 as below 1e-15 of
    // its row) passes since that cut is 1e-20 of the row
    // (`RegressionTests.reducedCostKeepsATrueCellSmallBesideItsRow`).
    // 126149 (hierarchical: x1's true cells of 1.5e-8 on c0's errors cancelled from 1e6 into
    // the deep zone, 1.5e-14 of their operands, and were dropped; no variable pinned, so no
    // repair ran, and the strong c2 then stopped 0.92 short) passes since a tableau of at most
    // `Solver.immediateRepairLimit` constraints recomputes its rows after a deep cancellation
    // too (the thirteenth session, `CancellationRepairTests.deepCancellationInASmallTableauIsRepaired`).
    // A first scan of 180,000..<300,000 (2026-11-30, seventh session, SIMPLEX_FIRST_SEED=180000,
    // 210000, 240000, 270000, SIMPLEX_SOAK=3 SIMPLEX_INVARIANTS=0) failed on thirteen
    // sessions. 191971 (an internal error after a contradiction accepted by the artificial
    // phase) and 264933 (twins whose terms came in another order) pass since
    // `RegressionTests.artificialPhaseThatLeavesARequiredRowInfeasibleRefuses` and
    // `twinWithItsTermsInAnotherOrderIsFound`; 194851, 215887 and 254832 since kept residue
    // asks for a repair (`CancellationRepairTests`; 216580 was thought to, and passes since
    // the tenth session's repairs). 220225 appeared with that repair
    // (its shrunk trace failed before it too). 251422 (a suggestion's constant cancelled from
    // 1.6e16 and lost) passes since a repair scores both tableaux by the constraints' values,
    // not the error symbols' (`CancellationRepairTests.repairScoresTheConstraintsNotTheErrorSymbols`).
    // 269666 (`suggest x0 0`: the strong level, of scale 1e8, read c7's slack's true reduced
    // cost of 1.35e-8 as 0, and its ratio of 0 over a cell of 1e-9, a true 13.5, beat the
    // edit error's 2 in the dual ratio test) passes since the ratio test recomputes a cost
    // that the level's coarse bound reads as zero
    // (`RegressionTests.dualRatioTestRecomputesACostReadAsNoise`).
    // The others are diagnosed below; each is badly scaled (coefficients
    // 1e-6..1e6).
    // 194642 (its shrinking once stopped on a failed invariant, see
    // `RegressionTests.primalRatioTestKeepsATrueCellSmallBesideItsColumn`) and 220225 (not
    // diagnosed) pass since `Tableau.reducedCost` cuts cells at 1e-20 of their row, not 1e-15
    // (129554). 194642's shrunk trace (`edit x1 593077`; c0 required `0.01 x2 + 1e6 x1 +
    // 0.25 x3 - 0.37 <= 0`; c1 required `x0 - 2 <= 0`; c2 required `500 x0 + 1000 x1 + 20000
    // x3 + 9100 == 0`; c3 at 1004 `-1e6 x2 + x1 - 8200 <= 0`; c4 strong `-x3 + 0.0003 x1 -
    // 0.00125 x2 + 0.31 <= 0`; `edit x3 2391045`; `suggest x3 -125`) still stops at x3 =
    // -0.505 where the optimum is -125: c3's error has a true level-0 reduced cost of -5e-16,
    // presumably read as noise beside the other terms' 1e-12 bound (not diagnosed further).
    // 262561 (a suggestion's real shift of 24, to -23.99864, read as rounding at the row's
    // history scale of 3.2e15 and zeroed by the dual simplex: x0 never moved) passes since a
    // constant zeroed above 1e-9 asks for a repair
    // (`CancellationRepairTests.constantZeroedAsResidueOnTheRowsHistoryIsRepaired`).
    // 277364 (a strong error of 1.6e10 kept: the dual ratio test skipped a true cell of
    // 4.3e-17 as residue, and the symbol it entered instead left a true strong reduced cost of
    // -9.95e-9 that no primal simplex saw; shrunk further, a free variable left parametric in a
    // restricted row by the tiny-subject rule, with a positive cost the candidates never hold)
    // passes since a dual simplex that skipped such a cell ends with the primal simplex, which
    // also moves free variables down (`RegressionTests.dualSimplexThatSkipsATinyCellEndsOptimal`,
    // `freeVariableParametricInARestrictedRowMovesDown`).
    // The eighth session's scans (SIMPLEX_SOAK=3 SIMPLEX_INVARIANTS=0, 0..<420,000, the
    // first of 300,000..<420,000). Failures in a range never scanned before come at about one
    // in 12,000 sessions, all badly scaled. 363254 (a required equality lost with the row a
    // removal's marker left through, on a cell of residue) and 333829 (the same through a
    // restricted row's residue of -4.3e-20) pass since
    // `RegressionTests.removalDoesNotLeaveThroughAResidueCell` and
    // `removalDoesNotPivotOnAResidueInARestrictedRow` (and 417198, an error of 48 at the weak
    // level, with them; not studied). 343880 (an explanation called not minimal) was the
    // harness: its four members are infeasible and any three feasible, the ones without c2
    // only at x2 = -5.75e14, which the floating-point oracle called infeasible; it passes since
    // the explanation checks decide small systems exactly (`ExactFeasibility`,
    // `ExactFeasibilityTests.seed343880ExplanationIsMinimal`).
    // 356340 (required equalities broken after a removal whose slack left through a true
    // -2.5e-13 in c2's slack row; x2's row then cancelled from 5.7e14 to its true -3.8, which
    // was zeroed) passes since a removal through a pivot element below 1e-9 of its column asks
    // for a repair (`CancellationRepairTests.removalThroughATinyPivotElementIsRepaired`, seed
    // 817925).
    // The ninth session's scans (SIMPLEX_SOAK=3 SIMPLEX_INVARIANTS=0, 0..<510,000, the first of
    // 420,000..<510,000, which failed on six: 422353, 432899, 442983, 450283, 460276 and
    // 500027). 500027 (a contradiction of 20 accepted as rounding by the artificial phase's
    // allowance for the rows' history, 55) passes since such an acceptance is checked against
    // the constraints (`RegressionTests.contradictionIsNotAcceptedOnTheRowsHistory`); 450283
    // (an explanation with a member the conflict did not need) since the deletion filter's
    // solvers repair their rows (`RegressionTests.explanationOmitsAConstraintTheConflictDoesNotNeed`);
    // 442983 and 460276, and 163803, 271128, 305298, 321909 and 394810 of the earlier list,
    // since a repair for kept residue keeps rows rebuilt without it when the values are equal
    // (`CancellationRepairTests.repairForKeptResidueKeepsRowsRebuiltWithoutIt`), which made
    // 101301 and 519156 fail (both pass since the tenth session's repairs).
    // Later in the ninth session: 548501 (found by the first scan of 510,000..<600,000, a
    // contradiction accepted on the artificial phase's absolute floor) passes since such an
    // acceptance checks the constraint divided by its largest coefficient
    // (`RegressionTests.constraintWithSmallCoefficientsIsNotAcceptedOnTheAbsoluteFloor`). That
    // scan failed on five more, four of them at the session's start too. 561383 (x2 free in
    // [68.908, 87.229] at zero cost, which the oracle called determined at 68.908 in one order
    // of the constraints: noise read as a reduced cost) was the harness; it passes since a
    // disputed determined value is checked against the exact optimal face (`ExactOptimum`,
    // `determinedValueTheOracleGotWrongIsExcusedExactly`).
    // The tenth session: a repair also recomputes the rows of the same basis in double-double
    // arithmetic (`Solver.refactor`), and tableaux of up to 32 constraints repair at once;
    // 101301, 216580, 422353, 432899, 519156, 580533 and 587578 pass since
    // (`RefactorTests.removalAfterARepairDoesNotPivotOnResidueOfTheRebuild`). 586251 was the
    // harness: two constraints that read as parallel meet exactly at x0 = -4.0e19, so neither
    // the oracle's point nor the solver's is the optimum, and an accusation there is skipped
    // (`Harness.exactOptimumExcuses`,
    // `optimumOutOfReachOfDoublesIsNoReference`); so was 305692: the exact optimum's errors are
    // the solver's at every level, and the oracle's point, better at level 1004, leaves the
    // strongest level off by 3.0 (`solverAtTheExactOptimumIsNoWorseThanTheOracle`). 286856 (a
    // required row solved for x1 at a cell of 7e-9 beside 40000: x1 = -8.7e13, and a true
    // -0.065 lost) passes since such a row is solved for its slack
    // (`RegressionTests.rowIsNotSolvedForATinyCoefficientWhenItsSlackCanBe`). A first scan of 600,000..<720,000 (on the
    // code at the session's start) failed on five: 605034 (determined values) passes with the
    // exact second opinion, 649340 with the repairs at once; the other three:
    // 636683 (the other order, c1 before c2, misses a true reduced cost of 5e-16 at the
    // edit's level and stops 0.9 short there, inside that level's tolerance, where the session
    // reaches the lexicographic optimum and pays 1.8e15 at the weak level) and 818677 (first
    // scanned in the eleventh session, the same shape) pass since the insertion-order check
    // accepts a larger error that the session's own point paid for a gain at a stronger level
    // (`insertionOrderAcceptsAPriceForAStrongerLevel`, seed 103721). The other order's miss
    // remains, unreported: it is within the tolerance, and the session is the one under test.
    // 660269 (a refusal whose explanation, c0 and c3, was feasible) passes on the fourteenth
    // session's final code (found in the fifteenth).
    // 694642 (c9 is c4 + c5 up to the rounding of its coefficients, so the required
    // constraints cannot all hold exactly; both orders accepted c9 as redundant, and the other
    // order's point was 4.9 worse at the strong level) was the harness: such a system has no
    // optimum for two orders to agree on (`exactlyInfeasibleRequiredSystemHasNoOrderToAgreeOn`).
    // The eleventh session's scans (SIMPLEX_SOAK=3 SIMPLEX_INVARIANTS=0, 0..<960,000, the
    // first of 720,000..<960,000, which failed on nine on the code at the session's start:
    // 805421, 817925, 818677, 897724, 914450, 917095, 936517, 938055, 948927). 805421,
    // 817925, 917095 and 936517 pass since this session's fixes (see `RegressionTests`,
    // `CancellationRepairTests`), 818677 since the insertion-order check's lexicographic
    // excuse, 897724 (a required constraint broken) since the 262561 fix (not studied).
    // 914450 (a required equality solved for x1 at 1e-6 beside cells of 3000, x1 = -2.58e14;
    // the next equality cancelled x1's constant back to its true -0.33, 1.3e-15 of the
    // operands, and `Tableau.constantCancels` zeroed it: c3 off by 3.3) passes since a
    // constant zeroed from more than 1e-9 asks for a repair (the thirteenth session,
    // `CancellationRepairTests.constantCancelledToItsTrueValueIsRepaired`).
    // 938055 (an exactly infeasible pair, c1 `1e-4 x0 == 0` and c2 `1e6 x0 + 0.04 == 0`: c2's
    // row of dummies read 0.0400085 after a history through 1.7e5, within its allowance, and
    // c2 was accepted as redundant, off by 4e-8 of its largest coefficient) passes since such
    // a row must hold to 1e-9 of it, not 1e-7, or as well as the required constraints already
    // do (the sixteenth session, `RegressionTests.redundantRowOfDummiesOffBeyondTheOthersIsRefused`).
    // A first scan of 960,000..<1,200,000 at the end of the eleventh session failed on six:
    // 974534 passes since the primal ratio test, finding no limit, clears a reduced cost at
    // its deciding level only (`RegressionTests.noiseClearedAtOneLevelKeepsTheWeakerLevels`).
    // The twelfth session's: 1169891 passes since a weighted error's weight taken off
    // recomputes what the rows leave of its cost
    // (`RegressionTests.weightSubtractedBeforeAPivotKeepsWhatTheWeakErrorsOwe`); 1075585 and
    // 1178316 since an artificial phase that pivots on residue has the required constraints
    // checked (`RegressionTests.artificialPhaseThroughResidueIsChecked`,
    // `contradictionAcceptedThroughResidueIsRefused`); 1143540's first failure since the
    // objective's journal restores its bookkeeping, and then (its second failure, an
    // insertion order) with 948927 since the primal ratio test, finding no limit, looks for
    // one in the rows of the deciding level's errors
    // (`RegressionTests.realCostFindsItsLimitInTheRowsThatMakeIt`; both diagnosed by helpers).
    // 1145471 (an explanation without c1: in a fresh solver, c3's row after c0 and c2 held
    // x0 at a true -8e-11, the remains of -0.2 + 0.2, which `makeRow` dropped as
    // cancellation, so the deletion filter's trials refused c3 without c1) passes since the
    // filter's trials cut new rows at 1e-12 (the fourteenth session, with 1235074:
    // `RegressionTests.explanationTrialsKeepATrueSmallCellOfTheNewRow`). That session's scan of
    // 1,200,000..<1,680,000 also found 1407145, 1533125 and 1642294 (contradictions accepted:
    // `RegressionTests.contradictionOverDummiesIsNotAcceptedOnTheRowsHistory`,
    // `newRowDroppedWithATrueCellAtTheNoiseLevelIsRefused`) and 1378698 (the harness:
    // `explanationOfAnExcusedRefusalIsNotJudged`).
    // 1541279 (hierarchical: c8 is -3 times c5 up to the rounding of its coefficients; the
    // session reached the strong level's optimum only through x0 = -3.4e9) passes since a
    // hierarchical cost below 1e-8 of its level's scale is recomputed from the rows before it
    // decides (the sixteenth session, for 3259000, 3326544 and 3422427:
    // `RegressionTests.strongTieReadAsACostDoesNotBlockTheWeakLevel` and the two after it).
    // 2759641 (hierarchical, coefficients 0.001..1000 with 0.09999999999999999 and
    // 0.19999999999999998 among them; the fifteenth session's 2,730,000 scan) passes since
    // the nineteenth session: a strongest-level cost of 1.33e-16 (1e-18 of its row, residue:
    // exactly, x3 does not depend on the slack at all, as `ExactOptimum` showed) blocked a
    // medium gain of 4.85, and the whole step would have changed that level by one ulp of its
    // 289.8; the primal simplex now reads such a cost, whose whole effect is the rounding of
    // the level's errors, as zero (`Solver.changesOnlyRounding(of:entering:cost:)`,
    // `RegressionTests.strongCostWithinTheLevelsRoundingDoesNotBlockAWeakerGain`). Until
    // then the knownIssues entry called the session's point exactly optimal, on the rows'
    // own cells recomputed in double-double: the rows had already rounded.
    // 2877872 (c5 = c6 - c1 in decimal; in another order, c5's row kept cells of 1e-8 of
    // their terms after five digits had cancelled in x0's row, was solved as independent on
    // them and pinned x3 at -88.96) passes since a new row that keeps such a cell asks for a
    // repair (the sixteenth session, `RegressionTests.newRowThatKeptResidueIsRepaired`).
    // The sixteenth session's scans of 3,000,000..<3,960,000 (never scanned before) found
    // 3259000, 3306167, 3326544, 3422427, 3608271, 3641450, 3685108 and 3801866, all
    // failing on the session's starting code, all passing on its final code (see
    // `RegressionTests` and `solverExactlyRightBeatsABrokenOracle`); 3,960,000..<4,260,000,
    // scanned on the final code, failed on none.
    // The seventeenth session's scans: 4,260,000..<4,890,000 (never scanned before) found
    // 4463409, 4578998, 4688296, 4688505, 4756009 and 4776812; all but 4756009 pass on its
    // final code (`RegressionTests.newConstantIsJudgedThroughTheNearestTwin`,
    // `decimalSumOfHeldConstraintsIsRedundant`, `weakerLevelDecidesAfterASuggestionsPivots`,
    // `refusalRightInExactArithmeticIsNoOrderFailure`), 4756009 since the eighteenth
    // (`RegressionTests.artificialPhaseThatReachedZeroThroughWreckedRowsIsChecked`). 240,000..<870,000, rescanned on the
    // sixteenth session's final code: only the known 317873.
    // The eighteenth session: 5,280,000..<5,400,000 (found at the end of the seventeenth)
    // 5293331, 5297184 and 5333831, all passing now
    // (`otherOrderAtTheExactOptimumIsNoOrderFailure`,
    // `RegressionTests.explanationTrialThatAcceptsThroughResidueAsksTheUsualCut`,
    // `weakCostZeroedBesideStrongCellsIsRecomputed`).
    // 6981624 (hierarchical; the nineteenth session's 6,960,000 scan) passes since the
    // twentieth: the primal simplex took one step toward the strong `1e-6 x0 == 0` at a strong
    // cost of 1e-15 per unit and then cleared the next step's cost of 5e-15 as noise (below the
    // level's coarse bound and 1e-15 of its column) though the recomputation had just found it
    // real; x0 stopped at -1.9e-7 where the lexicographic optimum holds it at 0
    // (`RegressionTests.strongCostFoundRealByRecomputationFindsItsLimitInTheLevelsRows`).
    // 6513613 (weighted; the nineteenth session's 6,510,000 scan) passes since the twentieth:
    // c10, exactly c6 + c8, was refused because the rebuild that accepted it (every value the
    // same) was asked to hold the required constraints to 1e-11 of their terms, where values of
    // 2.6e10 had already left c6 off by 1.7e-9 before the addition; it is now asked for no more
    // than the rows had (`RegressionTests.rebuildIsAskedForNoMoreDigitsThanTheRowsHad`).
    // 19398858 (hierarchical; the twenty-eighth session's 19,380,000 scan) passes since the
    // twenty-ninth: after c5 (`0.2 x1 - 300 x0 - 880 == 0`, level 597479) the primal simplex
    // alternated s2 and s3 to the pivot limit, each pivot a gain of 1e-16 at one level (c5's
    // -4e-8 cost on s2 real; s3's +2e-17 there, the reverse of that gain, read as rounding, its
    // medium -1e-10 deciding), and never took e9's -0.3 at level 597479 (1180 of error): x0 = 1
    // where -2.93 is optimal. The symbol that just left is no longer read as changing only
    // rounding (`RegressionTests.symbolThatJustLeftDoesNotReenterOnAWeakerLevel`).
    // The twenty-ninth session's scan of 21,000,000 onward found 22239216 (a medium tie read as
    // a cost of 8.5e-9 from rows that had lost eight digits; fixed,
    // `RegressionTests.nearTieReadFromRoundedRowsIsRecomputed`).
    // 23913974 (the twenty-ninth session's 23,910,000 scan, weighted: c3 is c0 + c2 in decimal,
    // not in binary; another order pinned x1 at 34.49, a value of noise, and the weak level paid
    // 105) passes since the thirtieth: a required equality whose row keeps a cell that may be
    // residue is read as redundant when its row, recomputed in double-double with every
    // factor's history, is zero (`RegressionTests.equalityRedundantUpToRoundingOfItsCoefficients`).

    // 13136141 (the twenty-sixth session's 13,110,000 scan: c4 is c0 + c2 and c8 is c0 + 2 c2
    // in decimal, three equalities conditioned at 2e16 in binary; another order pinned x0 at
    // noise and refused c1) passes since the thirtieth too: the same reading as redundant, with
    // the recomputation carrying a cancelled pivot's conditioning, and rebuilds that recompute
    // rows after a required row dropped a cell
    // (`RegressionTests.rebuildRecomputesRowsThatDroppedACellBeforeTheNextRequiredRow`).
    /// Sessions that fail for a known, documented reason (each one is still run and reported as a
    /// known issue, so a fix shows up). Keep this list short and explained (its history is in
    /// the comment above). Keyed by seeds of the default mode; a large session's seed names
    /// another session, so large ones are never looked up here.
    static let knownIssues: [UInt64: String] = [:]
    static let chunks = 8

    /// Soak seed 271128, operation 18: the solver's point, worse than the oracle's at the strong
    /// level by 7.8e-6 (rounding inside that level's tolerance), is 0.038 better at the weak
    /// level; that is not the solver beating the oracle (see `Harness.worseAtStrongerLevel`).
    /// (The session failed later for another reason, until the ninth session; it passes now.)
    @Test func pointWorseAtAStrongerLevelDoesNotBeatTheOracle() {
        var harness = Harness(SessionGenerator.session(seed: 271128))
        let failure = harness.run()
        #expect(failure?.property != "oracle optimum", "\(String(describing: failure))")
    }

    /// Large-session seed 2648299, shrunk and without c3: c5, `x2 - 0.0001 x3 >= 0.25`, can hold
    /// beside c0, c1, c2 and c4 only at x1 >= 7e18, where c1's terms round by more than its
    /// constant (the link from x2 to x0 that reaches there, 1.25e-19, came from `2 + 1e-16`,
    /// which is 2 in Doubles). The oracle is sure that it holds, the solver refuses it, and the
    /// harness lets it (``ExactFeasibility/holdOnlyBeyondAnEqualitysConstant(_:)``).
    @Test func refusalOfWhatHoldsOnlyBeyondAnEqualitysConstantIsExcused() {
        let x = (0 ..< 5).map { Variable("x\($0)") }
        let c0: Constraint = 1e-6 * x[1] + 10000 * x[4] + 0.2 * x[3] + 80 >= 0.0
        let c1: Constraint = 10 * x[2] + 0.01 * x[1] - 0.025 * x[0] - 4.6000000000000005 == 0.0
        let c2: Constraint = -2000 * x[2] - 1e-6 * x[4] - 200 == 0.0
        let c4: Constraint = -0.001 * x[3] == 0.0
        let c5: Constraint = -0.0001 * x[3] + x[2] - 0.25 >= 0.0
        let session = Session(seed: 2648299, priorities: .hierarchical, variables: x,
                              operations: [.add(c0), .add(c1), .addBatch([c2]), .add(c4), .add(c5)])
        var harness = Harness(session)
        let failure = harness.run()
        #expect(failure == nil, "\(String(describing: failure))")
        // Excused, not accepted: the excuse is what this test is about.
        #expect(harness.statistics.refusals == 1 && harness.statistics.oracleSkips >= 1)
    }

    /// Soak seed 6438822 (hierarchical): the solver keeps the strong c6 (`x3 == 0.68`), which
    /// the required c0 and a new required equality make x2 = 5.6e11 for, 5.6e13 off the weaker
    /// c7 (`x2 == 0.1`); the oracle's point is 8.8 worse at the strong level and gains that.
    /// The strong `1000 x5 - 4000 x2 + 650 <= 0`, held with room at the solver's x2, once put
    /// 2.2e15 in the strong level's terms and hid the 8.8 as rounding (see
    /// `Harness.betterAtStrongerLevel`).
    @Test func inequalityHeldWithRoomDoesNotHideAStrongerLevelsGain() {
        expectSessionPasses(seed: 6438822)
    }

    /// Soak seed 694642: c9 (`-499.9 x0 + 999999 x1 + 300 x2 - 9600.3 == 0`) is c4 + c5 up to
    /// the rounding of its coefficients, so exactly the required constraints cannot all hold
    /// (`ExactFeasibility`); in Doubles both orders accept c9 as redundant. The session's point is
    /// the oracle's, the other order's 4.9 worse at the strong level: each reads the
    /// near-contradiction at its own rounding, and there is no optimum for them to agree on, so
    /// the insertion-order comparison is skipped there (see `Harness.checkInsertionOrder`).
    @Test func exactlyInfeasibleRequiredSystemHasNoOrderToAgreeOn() {
        expectSessionPasses(seed: 694642)
    }

    /// Soak seed 4688296: c10 and c11 (`0.003 x1 - 1e6 x2 == 5`, `0.0029 x1 - 1e6 x2 == 4.24`,
    /// coefficients rounded in binary) fix x1 = 7600.0000000000015 exactly; c0 says x1 = 7600.
    /// The session added c0 first and held all three to rounding; another order read x1 as
    /// 7600.000031 through the two (a conditioning of 1e10) and refused c0 because of them, a
    /// refusal right in exact arithmetic, which `Harness.checkInsertionOrder` accepts.
    @Test func refusalRightInExactArithmeticIsNoOrderFailure() {
        expectSessionPasses(seed: 4688296)
    }

    /// Soak seed 7815359: c22 (`10.01 x1 + 1000 x0 + x2 + 3800 == 0`) is c12 + c7 in decimal;
    /// in binary 10.01 - 10 is not 0.01, and with c18 and c28 fixing x0 = 0.2 the three meet
    /// 8.5e-14 apart, so the required constraints cannot all hold exactly. The session held them
    /// to rounding; another order refused c7 naming c12, c22 and c6, which do hold exactly
    /// together (at x1 = 0, without c18 and c28): a right refusal with an explanation that is
    /// minimal only in Doubles, which `Harness.checkInsertionOrder` accepts.
    @Test func refusalOfAnExactlyInfeasibleSystemIsNoOrderFailure() {
        expectSessionPasses(seed: 7815359)
    }

    /// Soak seed 59986241: c3, `4000 x1 - 10 x0 - 1e-6 x2 + 6800 == 0`, is the required `40 x1 -
    /// 0.1 x0 + 73 <= 0` times 100 but for the rounding of 0.1, and `0.1 x1 + 1e6 x2 >= -0.34`
    /// can hold beside them only through that rounding, at x1 >= 1.56e15, where c3's terms are
    /// 9.4e14 times its constant. The oracle was sure that it holds; the solver refused it, which
    /// the harness lets it do there (`ExactFeasibility.holdOnlyBeyondAnEqualitysConstant`).
    @Test func refusalThroughTheRoundingOfACoefficientIsExcused() {
        expectSessionPasses(seed: 59986241)
    }

    /// Soak seeds 39098321 and 38933411 (hierarchical): the session's point is the exact
    /// optimum, and another order's differs at a weak level by what it paid or gained at a
    /// stronger one inside that level's tolerance (39098321: 4.75e-8 of a strong edit's 7.71 for
    /// a medium edit's 0.95, and the weak level 9.5e10 apart); the insertion-order property has
    /// nothing to fault the session for (see `Harness.checkInsertionOrder`).
    @Test(arguments: [38933411, 39098321] as [UInt64])
    func sessionAtTheExactOptimumIsNoOrderFailure(seed: UInt64) {
        expectSessionPasses(seed: seed)
    }

    /// Large-session seeds (`SIMPLEX_LARGE=1`) where the float oracle was wrong on a system past
    /// the exact optimum's old caps (8 variables, 24 constraints): 4788 (9 variables,
    /// hierarchical), where the oracle's point is 52,000 worse at level 823065 than the solver's,
    /// the exact optimum, whose required c2 holds to 7.9e-11 of its terms only, too loose to
    /// certify it without the exact optimum; and 4819 (10 variables), where the oracle called
    /// x2 determined at 225954 while it is free in [-5, 225954] on the optimal face. And 42722,
    /// where the oracle called an explanation not minimal: without c3 its members hold only at
    /// x5 = 4.5e17, and `ExactFeasibility`, then capped at 8 variables, could not overrule it at 9
    /// (45542 and 47213 likewise). And 65786 (weighted), where x7's strong and medium errors
    /// trade 1000 per unit both but for 0.001's rounding as a Double: exactly, the strong one wins
    /// by 8e-10 in 4e7 and determines x1; the solver's point is as good to rounding. And 308253 and
    /// 240665 (hierarchical), where a required equality is the sum of two others only up to the
    /// rounding of its coefficients (`-0.29 x4 + 999999.9 x5 - 97.1 == 0`): the floating-point
    /// oracle's point was worse at the strong level by less than that level's tolerance, the
    /// solver's, right, held the required ones to 8e-10 of their terms only (too little for
    /// `betterAtStrongerLevel`), and exactly the three equalities cannot hold; the exact optimum
    /// without the rounded-redundant one agrees with the solver
    /// (``ExactOptimum/solveReadingRoundedRedundancy(_:priorities:)``).
    @Test(arguments: [4788, 4819, 42722, 45542, 47213, 65786, 240665, 308253] as [UInt64])
    func largeSessionsCheckedByTheExactOptimum(seed: UInt64) {
        expectSessionPasses(seed: seed, large: true)
    }

    /// Large-session seeds that failed and were fixed in the solver, run whole (each also has a
    /// shrunk regression test but 29790): 24097 and 29790 refused a feasible required constraint
    /// because the rebuild's rows broke c5 by a constant that cancelled (judged now on its rows
    /// recomputed); 27823 refused one because the rebuild pivoted through residue of the required
    /// rows (recomputed now before the weighted ones); 31489 accepted a contradiction on a
    /// certificate that did not hold one of its variables, and 19645 (another order ended 1.4e7
    /// worse at level 2) passes since that fix; 87504 refused a feasible required constraint
    /// because the rebuild's rows, which broke c1 by 8e-11 of its terms, could not be recomputed
    /// (an error's pivot taken from a filled-in row read as singular); 77667 kept values that the
    /// artificial phase had wrecked, accepted on a fresh solver's word, until its repair's window
    /// ended (repaired at once now); 78081 left c9 off by 6000 (x7's -60 cancelled to exactly 0
    /// from 1.75e22); 117315 explained a refusal with a constraint it did not need (a fresh
    /// solver accepted a contradiction beside values of 6.6e13); 129830 and 141747 accepted a
    /// contradiction through the last rebuild's residue (its basis is recomputed now); 120473
    /// accepted one at values of 4.5e13 through flagged pivots (a fresh solver is asked now);
    /// 174934 and 156835 refused a feasible constraint whose only limit was a true small cell of
    /// the artificial row (174934: -1.5e-17; that row is the last limit now); 212928 (weighted
    /// error 1.9e16 for 8.5e9) and 238437 (a required constraint off by 2.2e-9 of its terms) kept
    /// rows that a pivot of the artificial phase on a cell far below its row had left wrong,
    /// with cancellation flags pending, until the window's end (repaired at once now); 209233
    /// refused a feasible constraint because every rebuild judged it on required rows that had
    /// lost a true cell (recomputed first now); 188264 went to another point of a tied optimum
    /// after a refusal than without it (a cost summed in the column's order, which a rollback
    /// does not restore). 147888 (a level's error far above the oracle's) and 175337 (a required
    /// constraint off by 9.5e-8 of its terms) pass since the twenty-fourth session's fixes,
    /// without a shrunk test of their own. From the twenty-fifth session: 288265, 304153, 333166
    /// and 128528 (each with shrunk tests: a required constraint broken by pivots through rows
    /// flagged earlier; a feasible constraint refused, then a contradiction accepted, through
    /// true cells that new rows dropped; a tiny recomputed cost that blocked a weak gain; a
    /// negligible cost zeroed in the substitution too), and, without shrunk tests of their own,
    /// 18981 (insertion order), 83381, 87925, 128119 (required constraints off by 5e-9 to 1e-6
    /// of their terms), 100356 (a level's error above the oracle's), 116091 (an explanation that
    /// was none), 257651 and 257861 (levels above the oracle's); 190533 failed on an
    /// intermediate version of those fixes and guards them. From the twenty-sixth: 341637 (an
    /// explanation naming a constraint it did not need, after a trial accepted a contradiction
    /// through a residue cell), 363903 (a removal that took a residue cell of a redundant row for
    /// a twin), 398745 (a new constant reached through a residue cell), 438826 (an explanation
    /// trial that accepted on a singular basis), 476223 (real strong costs read as rounding
    /// beside a dummy's huge cell) and 509921 (a contradiction the dual simplex added through
    /// cells of 1e13), each with a shrunk test; 507246 was the harness's: a refusal naming c0 and
    /// c1 for c3, parallel to c0 + c1 up to rounding but not in its constant, read as "not an
    /// explanation" because the rounded rows meet at x2 = 1.27e15
    /// (``OracleProblem/roundedParallelContradictions()``). From the twenty-seventh: 571155 (a
    /// deletion filter's trial that accepted a contradiction after a substitution cancelled
    /// restricted rows from 1e17 to zero), with a shrunk test. From the twenty-ninth: 792040 (a
    /// level's errors "gained" through a column's residue with flags pending) and 821623 (a
    /// contradiction the dual simplex added through rows flagged by earlier operations) and
    /// 890083 (an artificial phase that pivoted on below its minimum), 1090328 (a recomputed
    /// cost's true limit read as residue beside its column, on an intermediate version) and
    /// 1117534 (a suggestion's dual simplex that failed on wrecked rows), each with a shrunk test;
    /// 1020606 was the harness's: the solver read an equality that repeats another up to rounding
    /// as redundant, as its author means it, and the exact optimum, with it, was elsewhere
    /// (`Harness.exactOptimumExcuses`, `ExactOptimumTests.roundedRedundancyOfAFeasibleSystem`).
    /// From the thirty-first: 1159372 (an explanation naming constraints that can all hold: its
    /// trial's dual simplex gave up on a row that only a free variable never solved for could
    /// raise), with a shrunk test, and 1377819 (a refused batch that left a trace in the last
    /// digit: the room it reserved rehashed the twin table, whose order chose another of a new
    /// row's equally near twins; the batch's backup is taken before that now).
    /// From the thirty-second: 1437429 (a true constant zeroed as residue of a history that
    /// overstated its rounding, whose repair waited for its window while the rows disagreed with
    /// a strong constraint), with a shrunk test. From the thirty-third: 1480711 (a primal pivot on
    /// a stale cell that only the level's errors read as a limit), with a shrunk test. From the
    /// thirty-fourth: 1670106 (a feasible constraint refused far out: the rebuild's rows could not
    /// be recomputed because a redundant equality's rounding, times cells of 2e11, passed for a
    /// constraint; judged with its factors traced now) and 1798767 (a true gain of 7e-15 of a
    /// level's error read as rounding, so another order ended 91 worse at a weaker level) and
    /// 2316058 (a strong gain of 1.6 read as rounding over its first step, to a medium error's
    /// zero), each with a shrunk test. From the thirty-fifth: 2465906 (a refusal on a basis
    /// conditioned at 1e20 that its explanation's trials read as acceptances, so it named no
    /// conflict, or a certificate that holds), with two shrunk tests, and 2452375 (a removal that
    /// pivoted on a redundant equality's row holding rounding, and handed it to another's: "the
    /// dual simplex found no entering symbol"), with a shrunk test and one of the rebuild that a
    /// failed removal now falls back on, and 2455448 (rows recomputed for a repair declined
    /// because a redundant equality's row held the rounding of its coefficients; the rebuild
    /// kept instead left a required equality off by 636), with a shrunk test. From the
    /// thirty-sixth: 2861520 (a contradiction accepted through a row that had dropped a true cell,
    /// 3.3e-10 of what it cancelled from, at values where it was off by 3.3e-10 of its terms), with
    /// a shrunk test,
    /// and 2610022 (a row left stale inside a repair's window, 33 constraints held, and a gain
    /// of 2.4e-9 at the strongest level missed; repaired at once up to 64 now), with a shrunk test,
    /// and 3026877 (a feasible constraint refused: its only acceptance's rows could not be
    /// recomputed, a true pivot of 3.3e-15 of its operands read as singular), with a shrunk test.
    /// From the thirty-seventh: 2842403 (an explanation that traded a needed member for two
    /// constraints the solver held though they contradict below the rounding of their values: a
    /// fresh solver's refusal of the members alone was counted as a conflict with the refused
    /// one), with a shrunk test; 3026877's explanation, which that change made the five
    /// constraints of such a held contradiction, is judged by `Harness.explanationProblem` as
    /// one it cannot call minimal exactly; and 2648299 (an explanation without c3, the one
    /// member that makes the rest infeasible exactly: without it they hold only at x1 >= 7e18,
    /// where an equality's constant is below the rounding of its terms, which the harness now
    /// lets a solver refuse), with a shrunk test of the harness; and 3749625, the harness's too
    /// (add then remove: before c9 the values were at -5.6e18, where a strong equality's
    /// constant is below the rounding of its terms; that check no longer compares such points);
    /// and 4069488 (found after 2842403's change, which it broke: an explanation that kept c5, alone
    /// on x11, because the filter's trial without it refused the other members on their own;
    /// members not linked to the refused constraint are dropped now). From the thirty-eighth:
    /// 3733839 (a primal pivot on residue, -2e-11 in a weak error's row, after a flagged pivot
    /// had dropped a true cell; the rows are recomputed for their basis before such a pivot now),
    /// with a shrunk test, and 3908224, 4123353 and 4185765, which the same change fixed (a
    /// strong level at 910 where 0.03 is optimal; a medium one at 2.7e18 for 1.8e9; a level at
    /// 1.1e17 for 24898, values at 1.5e17); all four failed on 307cf5a too. And 4453392 (an edit
    /// level's exact gain of 1e-13, below its error's last digit, lost to a weaker level's 6030
    /// by a repair that compared against values which had lost a cell), with a shrunk test, and
    /// 4568274 (a feasible constraint refused: a redundant inequality's slack row below zero by
    /// 3e-17 of its terms, which no cell could raise), with a shrunk test. From the thirty-ninth:
    /// 4920184 (a new constant of 76 zeroed as rounding in rows that a pivot on a cell of 8.4e-19
    /// had filled with cells of 4e14), with a shrunk test; 4845297 (an explanation that kept
    /// members hiding nothing, the pool's members conflicting on their own in any fresh solver)
    /// and 5089301 (an explanation fresh solvers could not judge, left as the certificate's ten
    /// constraints), and 4688053 (a certificate no judge refused, c8 and c11, which hold with
    /// the refused c12, named where the linked constraints with c4 are the conflict), with
    /// shrunk tests in `ExplanationTests`. And 4840053 (an infeasible constraint accepted
    /// through rebuilt rows that had lost a cell and were kept with no flag up), with a shrunk test;
    /// 5295547 and 5058777 (empty explanations, a regression of 4845297's change, found by this
    /// session's scans), with a shrunk test of the first in `ExplanationTests`. From the fortieth:
    /// 5419765 (a weak cost zeroed as noise beside a strong tie, kept at zero after a removal took
    /// the tie's terms away), with a shrunk test; 6309286 (a feasible constraint refused: the
    /// artificial phase's ratio test read the artificial variable's row as residue and let it
    /// pass zero), with a shrunk test, and 5051146 (open since the thirty-ninth: an explanation
    /// the same change set right). From the forty-first: 6408153 (a member kept while far-out
    /// members were in the pool, not asked about again once they went) and 6403459 (a fresh
    /// solver's far-out refusal let the filter drop a member the conflict needs), with shrunk
    /// tests in `ExplanationTests`; 5948853 (open since the fortieth: a feasible constant refused,
    /// every rebuild's weighted rows wrecked after a cancellation they did not recompute), with
    /// a shrunk test, and 4621085 (a regression of that change's first form), with a shrunk test.
    /// From the forty-second: 7443401 (a feasible constraint refused: every rebuild's dual
    /// simplex broke a tie of zero ratios by the smallest symbol, a cell of 100 beside 1e9), with
    /// a shrunk test; 8157265 (a strong gain undone: the cost of the symbol that had just left
    /// was summed afresh as residue), with a shrunk test.
    @Test(arguments: [19645, 24097, 27823, 29790, 31489, 77667, 78081, 87504, 117315, 120473, 129830, 141747,
                      147888, 156835, 174934, 175337, 188264, 209233, 212928, 238437,
                      18981, 83381, 87925, 100356, 116091, 128119, 128528, 190533, 257651, 257861, 288265,
                      304153, 333166, 341637, 363903, 398745, 438826, 476223, 507246, 509921, 571155,
                      792040, 821623, 890083, 1020606, 1090328, 1117534, 1159372, 1377819, 1437429,
                      1480711, 1670106, 1798767, 2316058, 2452375, 2455448, 2465906,
                      2610022, 2648299, 2842403, 2861520, 3026877, 3733839, 3749625, 3908224, 4069488,
                      4123353, 4185765, 4453392, 4568274, 4688053, 4840053, 4845297, 4920184, 5058777, 5089301, 5295547, 5419765, 5051146, 6309286,
                      6403459, 6408153, 5948853, 4621085, 7443401, 8157265] as [UInt64])
    func largeSessionsThatFailedPass(seed: UInt64) {
        expectSessionPasses(seed: seed, large: true)
    }

    /// Soak seed 5293331 (weighted): c9 is c7 + c8 but for 2.5e-15 in x1's coefficient, so
    /// exactly x1 = 0, which another order's rows kept (error 1.77e9, the exact optimum); the
    /// session's rows read c9 as redundant and moved x1 to 0.41 (error 9.0e8, c9 off by 1e-15).
    /// Both are right, which `Harness.checkInsertionOrder` accepts when the other order's point
    /// is the exact optimum.
    @Test func otherOrderAtTheExactOptimumIsNoOrderFailure() {
        expectSessionPasses(seed: 5293331)
    }

    /// Soak seed 317873 (weighted), a known issue from the ninth session to the seventeenth:
    /// nothing holds x5 until the required c6 (`-10 x5 + 8.2 == 0`) comes, so in the
    /// insertion-order check's order x5 went to -3.2e18 and c6's row summed to 3.2e19, whose last
    /// digit is worth 4096: 8.2 was lost and c6 broken. A constant that cancels eight digits now
    /// has a small tableau's rows recomputed (`Tableau.historyCancellation`).
    @Test func constantOfAHugeHistoryIsRecomputedInAnotherOrder() {
        expectSessionPasses(seed: 317873)
    }

    /// Soak seed 65467225 (hierarchical), a known issue from the thirty-eighth session to the
    /// thirty-ninth: in the insertion-order check's order, rows summed from cells of 2e13 (x1's,
    /// solved from `1e6 x0 - 0.0005 x1 + 2.9 == 0` over a weak `1e-4 x0 == 0`) dropped a true
    /// cell of 1e-12 with no flag, and a required equality broke by 1300. A new row with a cell a
    /// trillion times its constraint's coefficients now has the rows recomputed, once a pivot on
    /// a small element has been made (see `Tableau.hasPivotedOnSmallElement`); shrunk in
    /// `CancellationRepairTests.rowSummedFromCellsATrillionTimesItsCoefficientsIsRecomputed`.
    @Test func rowOfHugeCellsIsRecomputedInAnotherOrder() {
        expectSessionPasses(seed: 65467225)
    }

    /// Soak seed 70018169 (hierarchical), found by the fortieth session's scans: a cell kept after
    /// six digits cancelled, 1e-6 wrong, became a pivot element, and a required constraint ended
    /// 900 off with a variable at -2.9e11 (see `Tableau.residueKeptZone`); shrunk in
    /// `CancellationRepairTests.cellKeptAfterSixDigitsCancelledAsksForARepair`.
    @Test func cellKeptAfterSixDigitsCancelledIsRepaired() {
        expectSessionPasses(seed: 70018169)
    }

    /// Soak seed 1859280 (hierarchical), a known issue from the fourteenth session to the
    /// seventeenth: exactly, the strong error falls by 6e-12 through a reduced cost of 1.7e-12
    /// beside cells of 1e6; the session reads that cost as noise, another order takes it. The
    /// other order's point is the exact optimum, so `Harness.checkInsertionOrder` has nothing to
    /// judge (as for 5293331).
    @Test func roundingLevelGainTakenInAnotherOrderIsNoOrderFailure() {
        expectSessionPasses(seed: 1859280)
    }

    /// Soak seed 220409: a row of dummies beyond its allowance asks a fresh solver holding its
    /// constraints whether they imply it (`Solver.certificateImplies`); that trial's own row of
    /// dummies was beyond the allowance too, and asked a trial of its own, without end: the
    /// process died of a stack overflow. Only a solver that recovers by rebuilding asks; its
    /// trials do not.
    @Test func trialSolverDoesNotAskItsOwnCertificate() {
        expectSessionPasses(seed: 220409)
    }

    /// Soak seed 1378698 (hierarchical): c6 is refused where the required system can hold
    /// exactly, but only at x3 = -5.2e14, which the harness allows (the oracle cannot tell);
    /// then every list of conflicts reads as "can all hold", so the explanation is not judged
    /// (see `Harness.refusalOfAFeasibleSystemWasExcused`).
    @Test func explanationOfAnExcusedRefusalIsNotJudged() {
        expectSessionPasses(seed: 1378698)
    }

    /// Soak seed 1798618: `1000000.000001 x0 + 0.06 == 0` is refused beside `1e-6 x0 == 0`
    /// (x0 = -6e-8 against 0), which the oracle reads as feasible to its tolerance; exactly the
    /// pair cannot hold, which proves the refusal (see `Harness.refusalIsProven`).
    @Test func refusalOfAnExactlyInfeasiblePairIsRight() {
        expectSessionPasses(seed: 1798618)
    }

    /// Soak seed 561383: after operation 26 the oracle calls x2 determined at 68.908, where every
    /// x2 in [68.908, 87.196] is optimal and the solver has 87.196; the exact optimum's range
    /// excuses that value (see the determined-values check in `Harness.optimumProblem`, and
    /// `ExactOptimumTests.seed561383LeavesX2OnASegment`).
    @Test func determinedValueTheOracleGotWrongIsExcusedExactly() {
        expectSessionPasses(seed: 561383)
    }

    /// Soak seed 586251: the oracle and the solver differ at the weakest level, but both are far
    /// from the exact optimum at the strong level, which lies at x0 = -4.0e19 (see
    /// `Harness.exactOptimumExcuses`); the comparison is skipped, not failed.
    @Test func optimumOutOfReachOfDoublesIsNoReference() {
        let harness = expectSessionPasses(seed: 586251)
        #expect(harness.statistics.oracleSkips > 0)
    }

    /// Soak seed 305692: the solver's errors are the exact optimum's at every level, and the
    /// oracle's point, 3e6 better at level 1004, is 3.0 worse at the strongest level, by more than
    /// `betterAtStrongerLevel` can tell at values of 3e6 to 9e9 (see `Harness.exactOptimumExcuses`).
    @Test func solverAtTheExactOptimumIsNoWorseThanTheOracle() {
        let harness = expectSessionPasses(seed: 305692)
        #expect(harness.statistics.oracleSkips > 0)
    }

    /// Soak seed 103721: the session's point lowers the edit's error (level 2) by 6.7e-7 of 44.5
    /// by moving x1 to its bound, which is optimal exactly, and pays 1.8e6 at level 3; the other
    /// order stops short of that gain, inside level 2's tolerance. The insertion-order check
    /// compares lexicographically beyond rounding (see `Harness.betterAtStrongerLevel`) and does
    /// not call the larger level-3 error a failure.
    @Test func insertionOrderAcceptsAPriceForAStrongerLevel() {
        expectSessionPasses(seed: 103721)
    }

    /// Soak seed 1760945 (hierarchical): the other order the harness draws ends 1.6e-4 better at
    /// the strongest level than the exact optimum, which the session's point pays, by breaking
    /// the required c5 by 1,770 (7.8e-5 of its terms, inside a badly scaled session's allowance):
    /// no reference (see `Harness.checkInsertionOrder`).
    @Test func infeasibleOtherOrderIsNoReference() {
        expectSessionPasses(seed: 1760945)
    }

    /// Soak seed 3641450 (hierarchical, coefficients 0.001 to 1000): the oracle's point leaves
    /// level 1003 off by 8.7e10 (x0 = 8.7e13), the solver's holds it exactly, as the exact
    /// optimum does; the solver's point keeps c1 to 1.1e-12 of its terms only, which the first
    /// certificate refuses, and the exact optimum certifies it (see `Harness.certifiesBetter`).
    @Test func solverExactlyRightBeatsABrokenOracle() {
        expectSessionPasses(seed: 3641450)
    }

    /// Runs the session of `seed` through every check of the harness and expects it to pass;
    /// returns the harness, for its statistics.
    @discardableResult
    private func expectSessionPasses(seed: UInt64, large: Bool = false,
                                     sourceLocation: SourceLocation = #_sourceLocation) -> Harness {
        var harness = Harness(SessionGenerator.session(seed: seed, large: large))
        let failure = harness.run()
        #expect(failure == nil, "\(String(describing: failure))", sourceLocation: sourceLocation)
        return harness
    }

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
        runSessions(seeds, chunk: chunk, large: TestEnvironment.largeSessions)
    }

    /// Large sessions run by default (`SIMPLEX_LARGE=1` makes every session of
    /// ``randomSessions(chunk:)`` large instead, for a soak).
    static let largeSessions = 120

    /// A few large sessions (6 to 12 variables, 40 to 120 operations: tableaux past the 32
    /// constraints beyond which repairs wait for their window) in every run, seeds 0..<120; the
    /// large mode has found about one bug per 5,000 sessions, the default one per several
    /// hundred thousand. Skipped when `SIMPLEX_LARGE` or `SIMPLEX_SEED` is set.
    @Test(arguments: 0 ..< 4)
    func largeRandomSessions(chunk: Int) {
        guard !TestEnvironment.largeSessions, TestEnvironment.onlySeed == nil else { return }
        let perChunk = UInt64(Self.largeSessions / 4)
        let seeds = Array(UInt64(chunk) * perChunk ..< UInt64(chunk + 1) * perChunk)
        runSessions(seeds, chunk: Self.chunks + chunk, large: true)
    }

    /// Runs the sessions of `seeds` through the harness, recording each failure with its seed and
    /// a shrunk trace (a known issue as such); `chunk` is the crash reporter's slot.
    private func runSessions(_ seeds: [UInt64], chunk: Int, large: Bool) {
        let verbose = TestEnvironment.verbose
        CrashReporter.install()
        defer { CrashReporter.note(slot: chunk, seed: nil) }
        var total = Harness.Statistics()
        var failures = 0
        for seed in seeds {
            if verbose { print("session \(seed)") }
            CrashReporter.note(slot: chunk, seed: seed, large: large)
            let session = SessionGenerator.session(seed: seed, large: large)
            var harness = Harness(session)
            if let failure = harness.run() {
                failures += 1
                let (small, smallFailure) = Shrinker.shrink(session, failure: failure)
                if !large, let reason = Self.knownIssues[seed] {
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
                    Reproduce with \(large ? "SIMPLEX_LARGE=1 " : "")SIMPLEX_SEED=\(seed). Shrunk from \(session.operations.count) to \(small.operations.count) operations, which fail with: \(smallFailure)
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
            // Large sessions are badly scaled by design, and the oracle gives up on more of
            // their operations: a chunk of 1,250 large seeds in 210,000..<220,000 had 1003 of
            // 100,172 (just over 1%, with no session failing), and chunks in the soaks from 0,
            // 20,000 and 180,000 had up to 1.1%.
            let allowed = large ? 2 : 1
            #expect(total.oracleSkips * 100 < allowed * total.operations,
                    "the oracle gave up on \(total.oracleSkips) of \(total.operations) operations")
        }
    }
}
