import Simplex
import Testing

/// The operators build the normalised constraint `lhs - rhs OP 0` with terms merged.
@Suite struct ExpressionTests {
    static let x = Variable("x"), y = Variable("y"), z = Variable("z")

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var constraint: Constraint
        var coefficients: [String: Double]
        var constant: Double
        var relation: Constraint.Relation
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "2x + y - 10 == z + 5", constraint: 2 * x + y - 10 == z + 5, coefficients: ["x": 2, "y": 1, "z": -1], constant: -15, relation: .equal),
        Case(name: "x <= 3y + 2z - 4 + x/2", constraint: x <= 3 * y + 2 * z - 4 + x / 2, coefficients: ["x": 0.5, "y": -3, "z": -2], constant: 4, relation: .lessThanOrEqual),
        Case(name: "(x + y) * 2 >= 100", constraint: (x + y) * 2 >= 100, coefficients: ["x": 2, "y": 2], constant: -100, relation: .greaterThanOrEqual),
        Case(name: "x - x == 5 (terms cancel)", constraint: x - x == 5, coefficients: [:], constant: -5, relation: .equal),
        Case(name: "-x >= -y", constraint: -x >= -y, coefficients: ["x": -1, "y": 1], constant: 0, relation: .greaterThanOrEqual),
        Case(name: "x / 4 == 2", constraint: x / 4 == 2, coefficients: ["x": 0.25], constant: -2, relation: .equal),
        Case(name: "5 == x (number on the left)", constraint: 5.0 == x, coefficients: ["x": -1], constant: 5, relation: .equal),
        Case(name: "x * 3 + 3 * x <= 2 * (y * 1.5)", constraint: x * 3 + 3 * x <= 2 * (y * 1.5), coefficients: ["x": 6, "y": -3], constant: 0, relation: .lessThanOrEqual),
        Case(name: "-(x - 2 * y) / 2 == z", constraint: -(x - 2 * y) / 2 == z, coefficients: ["x": -0.5, "y": 1, "z": -1], constant: 0, relation: .equal),
        Case(name: "Constraint(lhs, .equal, rhs)", constraint: Constraint(Expression(x), .equal, Expression(terms: [Term(y, coefficient: 2)], constant: 1)), coefficients: ["x": 1, "y": -2], constant: -1, relation: .equal),
    ]

    @Test(arguments: cases)
    func operatorsNormalise(_ c: Case) {
        var coefficients: [String: Double] = [:]
        for t in c.constraint.expression.terms {
            #expect(coefficients[t.variable.name] == nil, "\(t.variable.name) appears twice")
            coefficients[t.variable.name] = t.coefficient
        }
        #expect(coefficients == c.coefficients)
        #expect(c.constraint.expression.constant == c.constant)
        #expect(c.constraint.relation == c.relation)
        #expect(c.constraint.strength == .required)
    }

    @Test func bareVariablesCompareAsBoolUnlessAConstraintIsWanted() {
        let x = Self.x, y = Self.y
        let same: Bool = x == x
        let different: Bool = x == y
        #expect(same && !different)
        let c: Constraint = x == y
        #expect(c.relation == .equal)
    }

    @Test func simplifiedMergesTermsInFirstAppearanceOrder() {
        let e = Expression(terms: [Term(Self.y, coefficient: 1), Term(Self.x, coefficient: 2), Term(Self.y, coefficient: -1), Term(Self.x, coefficient: 1)], constant: 3)
        let s = e.simplified
        #expect(s.terms.map(\.variable) == [Self.x])
        #expect(s.terms.first?.coefficient == 3)
        #expect(s.constant == 3)
    }

    @Test func constraintsCompareByIdentity() {
        let a = Self.x == 1.0, b = Self.x == 1.0
        #expect(a == a)
        #expect(a != b)
        #expect(Set([a, b, a]).count == 2)
    }

    @Test func withStrengthMakesANewConstraint() {
        let a = Self.x >= 3.0
        let b = a.withStrength(.weak)
        #expect(a !== b)
        #expect(a.strength == .required && b.strength == .weak)
        #expect(b.relation == a.relation && b.expression.constant == a.expression.constant)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func finiteness(_ bad: Double) {
        #expect((Self.x + 1 == 2.0).isFinite)
        #expect(!(bad * Self.x == 2.0).isFinite)
        #expect(!(Self.x == bad).isFinite)
        #expect(!Expression(terms: [Term(Self.x, coefficient: bad)]).isFinite)
    }
}
