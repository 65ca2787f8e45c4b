import Testing
import Simplex

@Test func operatorsBuildConstraints() {
    let x = Variable("x"), y = Variable("y"), z = Variable("z")
    let c1 = 2 * x + y - 10 == z + 5
    let c2: Constraint = x == y
    let c3 = x <= 3 * y + 2 * z - 4 + x / 2
    let c4 = (x + y) * 2 >= 100
    let b = x == y
    #expect(b == false)
    #expect(c1.expression.terms.count == 3)
    #expect(c2.relation == .equal)
    #expect(c3.relation == .lessThanOrEqual)
    #expect(c4.expression.constant == -100)
}
