import Simplex

/// Writes a workload as a ``Trace`` from ordinary layout code: variables are ``Variable``s and
/// constraints are built with the Simplex operators (`left + width <= right`), then turned into
/// trace operations. The benchmark then times the replay of that trace, so the work measured is
/// exactly the work a trace file of the workload gives any other solver.
struct WorkloadBuilder {
    private(set) var trace = Trace()
    private var numbers: [Variable: Int] = [:]

    init(priorities: PriorityModel = .weighted) {
        trace.priorities = priorities
    }

    /// A new variable, declared by a `var` line (names must be unique within a workload).
    mutating func variable(_ name: String) -> Variable {
        let variable = Variable(name)
        let number = trace.variable(named: name)
        precondition(number == trace.variableNames.count - 1, "duplicate variable name \(name)")
        numbers[variable] = number
        trace.append(.declare(variable: number))
        return variable
    }

    private func number(of variable: Variable) -> Int {
        guard let number = numbers[variable] else { preconditionFailure("\(variable) was not made by this builder") }
        return number
    }

    /// Adds `constraint` under the ID `id`; returns the ID's number (for ``remove(_:)``).
    @discardableResult
    mutating func add(_ id: String, _ constraint: Constraint) -> Int {
        let c = trace.constraint(named: id)
        let terms = constraint.expression.terms.map {
            Trace.Term(coefficient: $0.coefficient, variable: number(of: $0.variable))
        }
        trace.append(.add(constraint: c, strength: constraint.strength, relation: constraint.relation,
                          constant: constraint.expression.constant, terms: terms))
        return c
    }

    /// Adds `constraint` with `strength` under the ID `id`.
    @discardableResult
    mutating func add(_ id: String, _ constraint: Constraint, _ strength: Strength) -> Int {
        add(id, constraint.withStrength(strength))
    }

    mutating func remove(_ id: Int) { trace.append(.remove(constraint: id)) }
    mutating func edit(_ variable: Variable, _ strength: Strength) {
        trace.append(.edit(variable: number(of: variable), strength: strength))
    }
    mutating func suggest(_ variable: Variable, _ value: Double) {
        trace.append(.suggest(variable: number(of: variable), value: value))
    }
    mutating func solve() { trace.append(.solve) }
    mutating func print(_ variables: [Variable]) {
        trace.append(.print(variables: variables.map(number(of:))))
    }
    /// `print` of every variable so far.
    mutating func printAll() { trace.append(.printAll(count: trace.variableNames.count)) }
}

/// A small, seeded, repeatable generator (SplitMix64), so every workload is the same on every run.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A whole number in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
    /// A multiple of `step` in `range` (layouts use round numbers).
    mutating func value(_ range: ClosedRange<Double>, step: Double = 1) -> Double {
        let steps = Int((range.upperBound - range.lowerBound) / step)
        return range.lowerBound + Double(int(0...steps)) * step
    }
    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }
}
