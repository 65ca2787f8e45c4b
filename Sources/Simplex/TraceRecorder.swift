/// Records the operations made on a ``Solver`` in the trace format (docs/trace-format.md), so a
/// bug can be reported with an exact reproduction.
///
/// Every variable gets a NAME token of its own: its name made valid for the format (characters
/// the format does not allow become `_`; an empty name becomes `v`), with `_2`, `_3`... appended
/// when another variable already has that token. Every constraint gets an ID `c1`, `c2`... the
/// first time it is recorded, and keeps it, so adding the same constraint twice records the same
/// ID twice (which a replay refuses as a duplicate, as the solver did). Numbers are written in
/// their shortest exact spelling, so a replay sees exactly the same values.
struct TraceRecorder: Sendable {
    /// The trace so far.
    var text: String = ""

    /// The NAME token of each variable recorded so far.
    private var names: [Variable: String] = [:]
    /// Every NAME token handed out, to keep them unique.
    private var takenNames: Set<String> = []
    /// The ID of each constraint recorded so far.
    private var ids: [Constraint: String] = [:]

    init(priorities: PriorityModel) {
        if priorities == .hierarchical { text += "priorities hierarchical\n" }
    }

    mutating func recordAdd(_ constraint: Constraint) {
        var line = "add " + id(of: constraint)
        line += " " + TraceFormatting.strength(constraint.strength)
        line += " " + TraceFormatting.relation(constraint.relation)
        line += " " + TraceFormatting.number(constraint.expression.constant)
        for term in constraint.expression.terms {
            line += " " + TraceFormatting.number(term.coefficient) + " " + name(of: term.variable)
        }
        append(line)
    }

    mutating func recordRemove(_ constraint: Constraint) {
        append("remove " + id(of: constraint))
    }

    mutating func recordEdit(_ variable: Variable, strength: Strength) {
        append("edit " + name(of: variable) + " " + TraceFormatting.strength(strength))
    }

    mutating func recordUnedit(_ variable: Variable) {
        append("unedit " + name(of: variable))
    }

    mutating func recordSuggest(_ value: Double, for variable: Variable) {
        append("suggest " + name(of: variable) + " " + TraceFormatting.number(value))
    }

    mutating func recordConstant(_ constant: Double, of constraint: Constraint) {
        append("constant " + id(of: constraint) + " " + TraceFormatting.number(constant))
    }

    mutating func recordStrength(_ strength: Strength, of constraint: Constraint) {
        append("strength " + id(of: constraint) + " " + TraceFormatting.strength(strength))
    }

    /// The NAME token recorded for `variable`, if it has been recorded.
    func recordedName(of variable: Variable) -> String? {
        names[variable]
    }

    // MARK: Naming

    private mutating func append(_ line: String) {
        text += line
        text += "\n"
    }

    /// The variable's NAME token, handing out a new unique one on first sight.
    private mutating func name(of variable: Variable) -> String {
        if let name = names[variable] { return name }
        let base = TraceFormatting.sanitizedName(variable.name)
        var name = base
        var suffix = 2
        while takenNames.contains(name) {
            name = base + "_" + String(suffix)
            suffix += 1
        }
        takenNames.insert(name)
        names[variable] = name
        return name
    }

    /// The constraint's ID, handing out the next `c` number on first sight.
    private mutating func id(of constraint: Constraint) -> String {
        if let id = ids[constraint] { return id }
        let id = "c" + String(ids.count + 1)
        ids[constraint] = id
        return id
    }
}
