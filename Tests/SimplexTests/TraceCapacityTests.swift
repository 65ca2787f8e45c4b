@testable import Simplex
import Testing

/// The replayer reserves its solver's storage from the most constraints a trace holds at once
/// (adds and edits minus removes and unedits), not from every ID the trace names.
@Suite struct TraceCapacityTests {
    @Test func peakCountsConstraintsHeldAtOnce() {
        let churn = Trace(parsing: """
            add a required == 1 1 x
            add b required == 2 1 y
            remove a
            add a required == 3 1 x
            remove a
            remove b
            add c required == 4 1 z
            edit w strong
            unedit w
            remove nothere
            remove nothere
            """)
        #expect(churn.peakConstraintEstimate == 2)
        var built = Trace()
        let x = built.variable(named: "x")
        for i in 0..<5 {
            let c = built.constraint(named: "c\(i)")
            built.append(.add(constraint: c, strength: .required, relation: .equal, constant: Double(i),
                              terms: [.init(coefficient: 1, variable: x)]))
            if i % 2 == 1 { built.append(.remove(constraint: c)) }
        }
        #expect(built.peakConstraintEstimate == 3)  // held after each step: 1, 2, 1, 2, 3, 2, 3
    }
}
