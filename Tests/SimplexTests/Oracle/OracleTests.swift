import Simplex
import Testing

/// The oracle is only worth trusting if it is tested itself: on systems solved by hand, and on
/// random tiny systems against plain vertex enumeration.
@Suite struct OracleTests {
    private static let req = Strength.required.value

    private static func c(_ terms: [(Int, Double)], _ constant: Double, _ relation: Constraint.Relation, _ strength: Double) -> LinearConstraint {
        LinearConstraint(terms: terms.map { (variable: $0.0, coefficient: $0.1) }, constant: constant, relation: relation, strength: strength)
    }

    private static func optimum(_ p: OracleProblem, _ priorities: PriorityModel = .weighted) -> Oracle.Solution? {
        if case .optimal(let s) = Oracle.solve(p, priorities: priorities) { return s }
        return nil
    }

    struct HandSolved: Sendable, CustomTestStringConvertible {
        var name: String
        var problem: OracleProblem
        var values: [Double?]  // nil: not determined
        var weightedError: Double
        var testDescription: String { name }
    }

    static let handSolved: [HandSolved] = [
        HandSolved(name: "x == 10", problem: .init(variableCount: 1, constraints: [c([(0, 1)], -10, .equal, req)]),
                   values: [10], weightedError: 0),
        HandSolved(name: "x >= 10 required beats x == 5 weak",
                   problem: .init(variableCount: 1, constraints: [c([(0, 1)], -10, .greaterThanOrEqual, req), c([(0, 1)], -5, .equal, 1)]),
                   values: [10], weightedError: 5),
        HandSolved(name: "strong beats weak",
                   problem: .init(variableCount: 1, constraints: [c([(0, 1)], 0, .equal, 1e6), c([(0, 1)], -10, .equal, 1)]),
                   values: [0], weightedError: 10),
        HandSolved(name: "kiwi issues 28/33, weighted: three at 1001-1003 outweigh one at 1004",
                   problem: .init(variableCount: 1, constraints: [
                       c([(0, 1)], 0, .equal, 1004), c([(0, 1)], -10, .equal, 1001),
                       c([(0, 1)], -10, .equal, 1002), c([(0, 1)], -10, .equal, 1003)]),
                   values: [10], weightedError: 10040),
        HandSolved(name: "underdetermined: x + y == 10",
                   problem: .init(variableCount: 2, constraints: [c([(0, 1), (1, 1)], -10, .equal, req)]),
                   values: [nil, nil], weightedError: 0),
        HandSolved(name: "redundant equalities",
                   problem: .init(variableCount: 2, constraints: [
                       c([(0, 1), (1, 1)], -10, .equal, req), c([(0, 2), (1, 2)], -20, .equal, req),
                       c([(0, 1), (1, -1)], -2, .equal, req)]),
                   values: [6, 4], weightedError: 0),
        HandSolved(name: "edit variable pushed against a bound",
                   problem: .init(variableCount: 1, constraints: [c([(0, 1)], -7, .equal, 1e6), c([(0, 1)], -5, .lessThanOrEqual, req)]),
                   values: [5], weightedError: 2e6),
        HandSolved(name: "trace-format example",
                   problem: .init(variableCount: 3, constraints: [
                       c([(2, 1), (0, -1)], -100, .equal, req), c([(0, 1)], 0, .greaterThanOrEqual, req),
                       c([(1, 1), (0, -1)], -40, .equal, 1e6), c([(1, 1), (2, -1)], 0, .lessThanOrEqual, req),
                       c([(2, 1)], -300, .equal, 1e6)]),
                   values: [200, 240, 300], weightedError: 0),
        HandSolved(name: "weak preference only narrows a strong tie",
                   problem: .init(variableCount: 2, constraints: [
                       c([(0, 1), (1, 1)], -10, .equal, 1e6), c([(0, 1)], -3, .greaterThanOrEqual, 1)]),
                   values: [nil, nil], weightedError: 0),
        HandSolved(name: "a zero-wide box between two inequalities (degenerate vertex)",
                   problem: .init(variableCount: 2, constraints: [
                       c([(0, 1), (1, 1)], -10, .lessThanOrEqual, req), c([(0, 1)], -5, .greaterThanOrEqual, req),
                       c([(1, 1)], -5, .greaterThanOrEqual, req), c([(0, 1), (1, -1)], 0, .equal, 1)]),
                   values: [5, 5], weightedError: 0),
        HandSolved(name: "coefficients 1e-6 and 1e6",
                   problem: .init(variableCount: 2, constraints: [
                       c([(0, 1e-6)], -1, .equal, req), c([(1, 1e6), (0, -1)], 0, .equal, req)]),
                   values: [1e6, 1], weightedError: 0),
        HandSolved(name: "constant-only soft constraint",
                   problem: .init(variableCount: 1, constraints: [c([], 5, .equal, 1000), c([(0, 1)], -1, .equal, req)]),
                   values: [1], weightedError: 5000),
    ]

    @Test(arguments: handSolved)
    func handSolvedSystem(_ case_: HandSolved) throws {
        let s = try #require(Self.optimum(case_.problem))
        #expect(abs(s.weightedError - case_.weightedError) <= 1e-9 * max(1, case_.weightedError))
        for (j, expected) in case_.values.enumerated() {
            if let expected {
                #expect(s.determined[j], "x\(j) should be determined")
                #expect(abs(s.values[j] - expected) <= 1e-9 * max(1, abs(expected)), "x\(j) = \(s.values[j]), want \(expected)")
            } else {
                #expect(!s.determined[j], "x\(j) should not be determined")
            }
        }
    }

    /// Large-session seed 3749625's strong `0.01 x1 - 0.01 x6 + 5.8 == 0`: at x1 = x6 = -5.6e18
    /// its terms round by 8, more than its constant; at -5.6e12 they do not. Inequalities and
    /// equalities without a constant never count.
    @Test func equalityBeyondItsConstant() {
        let strong = Strength.strong.value
        let p = OracleProblem(variableCount: 2, constraints: [Self.c([(0, 0.01), (1, -0.01)], 5.8, .equal, strong)])
        #expect(p.hasEqualityBeyondItsConstant(at: [-5.6e18, -5.6e18]))
        #expect(!p.hasEqualityBeyondItsConstant(at: [-5.6e12, -5.6e12]))
        let others = OracleProblem(variableCount: 2, constraints: [
            Self.c([(0, 0.01), (1, -0.01)], 5.8, .greaterThanOrEqual, strong), Self.c([(0, 1), (1, -1)], 0, .equal, Self.req)])
        #expect(!others.hasEqualityBeyondItsConstant(at: [-5.6e18, -5.6e18]))
    }

    @Test func hierarchicalLevelsAreNotTraded() throws {
        // kiwi issues 28/33 under true levels: the single 1004 constraint wins.
        let p = OracleProblem(variableCount: 1, constraints: [
            Self.c([(0, 1)], 0, .equal, 1004), Self.c([(0, 1)], -10, .equal, 1001),
            Self.c([(0, 1)], -10, .equal, 1002), Self.c([(0, 1)], -10, .equal, 1003)])
        let s = try #require(Self.optimum(p, .hierarchical))
        #expect(s.determined[0])
        #expect(abs(s.values[0]) <= 1e-12)
        #expect(s.levelErrors == [0, 10, 10, 10])
    }

    @Test func hierarchicalUsesWeakerLevelsToBreakTies() throws {
        // Strong: x + y == 10; medium: x >= 4 and y >= 4 (both satisfiable); weak: x == 0.
        let p = OracleProblem(variableCount: 2, constraints: [
            Self.c([(0, 1), (1, 1)], -10, .equal, 1e6), Self.c([(0, 1)], -4, .greaterThanOrEqual, 1000),
            Self.c([(1, 1)], -4, .greaterThanOrEqual, 1000), Self.c([(0, 1)], 0, .equal, 1)])
        let s = try #require(Self.optimum(p, .hierarchical))
        #expect(s.determined == [true, true])
        #expect(abs(s.values[0] - 4) <= 1e-9 && abs(s.values[1] - 6) <= 1e-9)
    }

    @Test(arguments: [
        ("x >= 10, x <= 5", OracleProblem(variableCount: 1, constraints: [c([(0, 1)], -10, .greaterThanOrEqual, req), c([(0, 1)], -5, .lessThanOrEqual, req)]), false),
        ("x >= 10, x <= 10", OracleProblem(variableCount: 1, constraints: [c([(0, 1)], -10, .greaterThanOrEqual, req), c([(0, 1)], -10, .lessThanOrEqual, req)]), true),
        ("x + y == 10, x + y == 11", OracleProblem(variableCount: 2, constraints: [c([(0, 1), (1, 1)], -10, .equal, req), c([(0, 1), (1, 1)], -11, .equal, req)]), false),
        ("0 == 5", OracleProblem(variableCount: 1, constraints: [c([], 5, .equal, req)]), false),
        ("0 == 0", OracleProblem(variableCount: 1, constraints: [c([], 0, .equal, req)]), true),
        ("weak conflicts are fine", OracleProblem(variableCount: 1, constraints: [c([(0, 1)], -10, .equal, 1), c([(0, 1)], -5, .equal, 1)]), true),
    ])
    func feasibility(_ name: String, _ problem: OracleProblem, _ feasible: Bool) throws {
        let residual = try #require(Oracle.infeasibility(problem))
        #expect((residual <= ModelState.certainlyFeasible) == feasible, "\(name): residual \(residual)")
        #expect(residual <= ModelState.certainlyFeasible || residual > ModelState.certainlyInfeasible, "\(name): undecided")
    }

    /// Random systems of 1–3 variables: the oracle's optimum equals vertex enumeration's, and a
    /// variable it calls determined has that value at every optimal vertex.
    @Test(arguments: 0 ..< 4)
    func agreesWithVertexEnumeration(_ chunk: Int) throws {
        var checked = 0, infeasible = 0
        for seed in UInt64(chunk * 500) ..< UInt64(chunk * 500 + 500) {
            var rng = SplitMix64(seed: seed)
            let n = rng.int(1 ... 3)
            var constraints: [LinearConstraint] = []
            let strengths: [Double] = [Self.req, Self.req, 1e6, 1000, 1, 1001, 1002, 1003, 1004]
            for _ in 0 ..< rng.int(1 ... 6) {
                var terms: [(Int, Double)] = []
                for j in 0 ..< n where rng.chance(0.6) { terms.append((j, Double(rng.int(-4 ... 4)))) }
                constraints.append(Self.c(terms, Double(rng.int(-20 ... 20)), rng.pick([.equal, .lessThanOrEqual, .greaterThanOrEqual]), rng.pick(strengths)))
            }
            // One weak anchor per variable so the normals span the space.
            for j in 0 ..< n { constraints.append(Self.c([(j, 1)], Double(rng.int(-20 ... 20)), .equal, rng.pick([1.0, 0.5, 2]))) }
            let problem = OracleProblem(variableCount: n, constraints: constraints)
            for priorities in [PriorityModel.weighted, .hierarchical] {
                let brute = VertexEnumeration.solve(problem, priorities: priorities)
                switch Oracle.solve(problem, priorities: priorities) {
                case .failed(let why):
                    Issue.record("seed \(seed): oracle failed: \(why)")
                case .infeasible:
                    infeasible += 1
                    #expect(brute == nil, "seed \(seed) \(priorities): oracle infeasible, vertex enumeration feasible")
                case .optimal(let s):
                    let b = try #require(brute, "seed \(seed) \(priorities): oracle feasible, vertex enumeration not")
                    checked += 1
                    #expect((problem.requiredViolation(at: s.values)?.relative ?? 0) <= 1e-9, "seed \(seed)")
                    switch priorities {
                    case .weighted:
                        #expect(abs(s.weightedError - b.weightedError) <= 1e-8 * max(1, b.weightedError),
                                "seed \(seed): oracle \(s.weightedError), vertices \(b.weightedError)")
                    case .hierarchical:
                        for (l, (mine, theirs)) in zip(s.levelErrors, b.levelErrors).enumerated() {
                            #expect(abs(mine - theirs) <= 1e-8 * max(1, theirs), "seed \(seed) level \(l): oracle \(mine), vertices \(theirs)")
                        }
                    }
                    for j in 0 ..< n where s.determined[j] {
                        for v in b.optimalVertices {
                            #expect(abs(v[j] - s.values[j]) <= 1e-7 * max(1, abs(v[j])),
                                    "seed \(seed) \(priorities): x\(j) determined as \(s.values[j]) but an optimal vertex has \(v[j])")
                        }
                    }
                }
            }
        }
        #expect(checked > 400, "too few feasible systems: \(checked)")
        #expect(infeasible > 10, "too few infeasible systems: \(infeasible)")
    }
}
