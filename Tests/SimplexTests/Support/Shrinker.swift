import Simplex

/// Delta debugging (Zeller and Hildebrandt's ddmin) over a failing session's operations: drop
/// chunks of operations, then single ones, then members of batches, then unused variables, while
/// the same property still fails. What is left is a short trace a human can read.
enum Shrinker {
    /// The smallest failing session found, with its failure.
    ///
    /// - Parameter budget: at most this many re-runs (each one a full harness run).
    static func shrink(_ session: Session, failure: Failure, budget: Int = 2000) -> (Session, Failure) {
        var current = session
        var currentFailure = failure
        var runs = 0

        func stillFails(_ candidate: Session) -> Failure? {
            if runs >= budget { return nil }
            runs += 1
            var harness = Harness(candidate)
            guard let f = harness.run(), f.property == failure.property else { return nil }
            return f
        }

        // ddmin: remove chunks at a granularity that doubles when nothing can go.
        var granularity = 2
        while !current.operations.isEmpty && runs < budget {
            let count = current.operations.count
            let chunk = max(1, (count + granularity - 1) / granularity)
            var reduced = false
            for start in stride(from: 0, to: count, by: chunk) {
                var candidate = current
                candidate.operations.removeSubrange(start ..< min(start + chunk, count))
                if let f = stillFails(candidate) {
                    current = candidate
                    currentFailure = f
                    reduced = true
                    break
                }
            }
            if reduced {
                granularity = max(granularity - 1, 2)
            } else if chunk == 1 {
                break
            } else {
                granularity = min(granularity * 2, count)
            }
        }

        // Smaller batches.
        var i = 0
        while i < current.operations.count && runs < budget {
            var members: [Constraint]?
            var isAdd = true
            switch current.operations[i] {
            case .addBatch(let cs): members = cs
            case .removeBatch(let cs): members = cs; isAdd = false
            default: break
            }
            var shrunk = false
            if let members, members.count > 1 {
                for k in members.indices {
                    var fewer = members
                    fewer.remove(at: k)
                    var candidate = current
                    candidate.operations[i] = isAdd ? .addBatch(fewer) : .removeBatch(fewer)
                    if let f = stillFails(candidate) {
                        current = candidate
                        currentFailure = f
                        shrunk = true
                        break
                    }
                }
            }
            if !shrunk { i += 1 }
        }

        // Only the variables the remaining operations use.
        var used = Set<Variable>()
        for op in current.operations {
            switch op {
            case .add(let c), .remove(let c), .updateConstant(let c, _), .updateStrength(let c, _):
                c.expression.terms.forEach { used.insert($0.variable) }
            case .addBatch(let cs), .removeBatch(let cs):
                cs.forEach { $0.expression.terms.forEach { used.insert($0.variable) } }
            case .addEditVariable(let v, _), .removeEditVariable(let v), .suggest(let v, _):
                used.insert(v)
            case .fork: break
            }
        }
        var candidate = current
        candidate.variables = current.variables.filter(used.contains)
        if candidate.variables.count < current.variables.count, let f = stillFails(candidate) {
            current = candidate
            currentFailure = f
        }
        return (current, currentFailure)
    }
}
