import Simplex

/// One call a random session makes on a solver.
///
/// Operations hold the very `Constraint` and `Variable` instances they use, so any sub-list of a
/// session is still a meaningful session (the shrinker relies on that): an operation whose
/// precondition no longer holds simply becomes a call the solver must refuse.
enum Operation: Sendable {
    case add(Constraint)
    case remove(Constraint)
    case addBatch([Constraint])
    case removeBatch([Constraint])
    case addEditVariable(Variable, Strength)
    case removeEditVariable(Variable)
    case suggest(Variable, Double)
    case updateConstant(Constraint, Double)
    case updateStrength(Constraint, Strength)
    /// Copy the solver here; the harness checks the copy and the original evolve independently.
    case fork
}

/// A random session: the solver's priority model, its variables, and the operations to make.
struct Session: Sendable {
    var seed: UInt64
    var priorities: PriorityModel
    var variables: [Variable]
    var operations: [Operation]

    /// The session in the trace format (docs/trace-format.md), ready to replay with
    /// `swift run layout replay -`. Operations the format has no line for (batches, the fork, and
    /// non-finite numbers, which the format cannot spell) are written as comments next to their
    /// nearest equivalent.
    var trace: String {
        var ids: [ObjectIdentifier: String] = [:]
        func id(_ c: Constraint) -> String {
            if let existing = ids[ObjectIdentifier(c)] { return existing }
            let new = "c\(ids.count)"
            ids[ObjectIdentifier(c)] = new
            return new
        }
        var names: [Variable: String] = [:]
        for (i, v) in variables.enumerated() { names[v] = v.name.isEmpty ? "x\(i)" : v.name }
        func name(_ v: Variable) -> String { names[v] ?? "unknown_\(v)" }
        func addLine(_ c: Constraint) -> String {
            var parts = ["add", id(c), Self.format(c.strength), Self.format(c.relation), Self.format(c.expression.constant)]
            for t in c.expression.terms { parts += [Self.format(t.coefficient), name(t.variable)] }
            let line = parts.joined(separator: " ")
            return c.expression.isFinite ? line : "# (non-finite) " + line
        }
        var lines = ["# seed \(seed)"]
        if priorities == .hierarchical { lines.append("priorities hierarchical") }
        for op in operations {
            switch op {
            case .add(let c): lines.append(addLine(c))
            case .remove(let c): lines.append("remove \(id(c))")
            case .addBatch(let cs):
                lines.append("# batch of \(cs.count), all or nothing:")
                lines += cs.map(addLine)
                lines.append("# end of batch")
            case .removeBatch(let cs):
                lines.append("# batch of \(cs.count), all or nothing:")
                lines += cs.map { "remove \(id($0))" }
                lines.append("# end of batch")
            case .addEditVariable(let v, let s): lines.append("edit \(name(v)) \(Self.format(s))")
            case .removeEditVariable(let v): lines.append("unedit \(name(v))")
            case .suggest(let v, let x):
                lines.append((x.isFinite ? "" : "# (non-finite) ") + "suggest \(name(v)) \(Self.format(x))")
            case .updateConstant(let c, let k):
                lines.append((k.isFinite ? "" : "# (non-finite) ") + "constant \(id(c)) \(Self.format(k))")
            case .updateStrength(let c, let s): lines.append("strength \(id(c)) \(Self.format(s))")
            case .fork: lines.append("# fork: the solver is copied here")
            }
        }
        lines.append("print " + variables.map(name).joined(separator: " "))
        return lines.joined(separator: "\n")
    }

    static func format(_ x: Double) -> String {
        if x.isNaN { return "nan" }
        if x == 0 { return "0" }
        if abs(x) < 1e15, Double(Int64(x)) == x { return String(Int64(x)) }
        return x.description
    }

    static func format(_ s: Strength) -> String {
        if s.isRequired { return "required" }
        switch s.value {
        case Strength.strong.value: return "strong"
        case Strength.medium.value: return "medium"
        case Strength.weak.value: return "weak"
        default: return format(s.value)
        }
    }

    static func format(_ r: Constraint.Relation) -> String {
        switch r {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }
}
