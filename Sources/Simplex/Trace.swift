/// A solver session written down: the operations a program made on a ``Solver``, in order, in the
/// solver trace format, version 1 (docs/trace-format.md).
///
/// The same trace can be replayed by this package (``TraceReplayer``, or `swift run layout replay
/// FILE`) and by any other Cassowary-style solver, so traces serve as benchmarks on identical work,
/// as exact reproductions in bug reports, and as cross-checks of one solver against another.
///
/// Parsing is separate from replaying: ``init(parsing:)`` turns the text into ``operations`` that
/// refer to variables and constraints by number (an index into ``variableNames`` and
/// ``constraintIDs``), so a replay spends its time in the solver, not in reading text.
///
/// ```swift
/// let trace = Trace(parsing: """
///     add c1 required == -100 1 right -1 left
///     add c2 strong == -40 1 mid -1 left
///     print left mid right
///     """)
/// var replayer = TraceReplayer(trace)
/// print(replayer.replay(), terminator: "")
/// ```
///
/// A trace can also be built operation by operation (``variable(named:)``, ``constraint(named:)``,
/// ``append(_:)``) and written out with ``text``.
public struct Trace: Sendable, Equatable {
    /// How the solver that replays this trace combines strengths (`priorities` in the text).
    public var priorities: PriorityModel
    /// The operations, in order.
    public private(set) var operations: [Operation] = []
    /// The name of each variable, in the order first seen. ``Operation`` refers to variable number
    /// `i` as `variableNames[i]`.
    public private(set) var variableNames: [String] = []
    /// The ID of each constraint, in the order first seen. ``Operation`` refers to constraint number
    /// `i` as `constraintIDs[i]`.
    public private(set) var constraintIDs: [String] = []

    private var variableNumbers: [String: Int] = [:]
    private var constraintNumbers: [String: Int] = [:]

    /// The adds minus the removes so far, and its largest value: about how many constraints a
    /// replay holds at once, for ``Solver/reserveCapacity(constraints:variables:)`` (an
    /// estimate: a refused add or an unknown remove still counts).
    private var liveConstraintEstimate = 0
    private(set) var peakConstraintEstimate = 0

    /// Creates an empty trace.
    public init(priorities: PriorityModel = .weighted) {
        self.priorities = priorities
    }

    /// The number of operations that are not ``Operation/malformed(line:)``.
    ///
    /// - Complexity: O(*n*), where *n* is the number of operations.
    public var wellFormedOperationCount: Int {
        operations.reduce(0) { count, operation in
            if case .malformed = operation { return count } else { return count + 1 }
        }
    }

    /// The number of the variable with this name, adding the name to ``variableNames`` if it is new.
    ///
    /// - Precondition: `name` is a valid NAME token: letters, digits, `_`, `.`, `[`, `]`, `-`, not
    ///   starting with `-` or a digit.
    /// - Complexity: O(*m*) on average, where *m* is the length of the name.
    public mutating func variable(named name: String) -> Int {
        precondition(TraceFormatting.isValidName(name[...]), "Not a valid trace NAME: \(name)")
        return internVariable(name)
    }

    /// The number of the constraint with this ID, adding the ID to ``constraintIDs`` if it is new.
    ///
    /// - Precondition: `id` is a valid ID token (the same characters as a NAME).
    /// - Complexity: O(*m*) on average, where *m* is the length of the ID.
    public mutating func constraint(named id: String) -> Int {
        precondition(TraceFormatting.isValidName(id[...]), "Not a valid trace ID: \(id)")
        return internConstraint(id)
    }

    /// Appends an operation.
    ///
    /// - Precondition: every variable and constraint number in `operation` was returned by
    ///   ``variable(named:)`` or ``constraint(named:)`` on this trace; a `printAll` count is at most
    ///   the number of variables.
    /// - Complexity: Amortized O(1).
    public mutating func append(_ operation: Operation) {
        switch operation {
        case .declare(let v), .unedit(let v), .edit(let v, _), .suggest(let v, _):
            precondition(variableNames.indices.contains(v), "Unknown variable number \(v)")
        case .add(let c, _, _, _, let terms):
            precondition(constraintIDs.indices.contains(c), "Unknown constraint number \(c)")
            precondition(terms.allSatisfy { variableNames.indices.contains($0.variable) }, "Unknown variable number")
        case .remove(let c), .setConstant(let c, _), .setStrength(let c, _):
            precondition(constraintIDs.indices.contains(c), "Unknown constraint number \(c)")
        case .print(let variables):
            precondition(variables.allSatisfy { variableNames.indices.contains($0) }, "Unknown variable number")
        case .printAll(let count):
            precondition((0...variableNames.count).contains(count), "printAll count out of range")
        case .solve, .malformed:
            break
        }
        appendUnchecked(operation)
    }

    @inline(__always)
    mutating func internVariable(_ name: String) -> Int {
        if let number = variableNumbers[name] { return number }
        let number = variableNames.count
        variableNames.append(name)
        variableNumbers[name] = number
        return number
    }

    @inline(__always)
    mutating func internConstraint(_ id: String) -> Int {
        if let number = constraintNumbers[id] { return number }
        let number = constraintIDs.count
        constraintIDs.append(id)
        constraintNumbers[id] = number
        return number
    }

    /// Appends an operation whose numbers the parser has already checked.
    @inline(__always)
    mutating func appendUnchecked(_ operation: Operation) {
        switch operation {
        case .add, .edit:  // an edit variable is a constraint too
            liveConstraintEstimate += 1
            peakConstraintEstimate = Swift.max(peakConstraintEstimate, liveConstraintEstimate)
        case .remove, .unedit:
            liveConstraintEstimate = Swift.max(0, liveConstraintEstimate - 1)
        default:
            break
        }
        operations.append(operation)
    }

    public static func == (lhs: Trace, rhs: Trace) -> Bool {
        lhs.priorities == rhs.priorities && lhs.operations == rhs.operations
            && lhs.variableNames == rhs.variableNames && lhs.constraintIDs == rhs.constraintIDs
    }
}

extension Trace {
    /// One line of a trace.
    ///
    /// Variables and constraints are numbers: indices into ``Trace/variableNames`` and
    /// ``Trace/constraintIDs``. A replay creates the ``Variable`` of a number when the number is
    /// first used and the ``Constraint`` of an `add` when the `add` runs, as a program would.
    public enum Operation: Sendable, Equatable {
        /// `var NAME`: declares a variable (a name's first use declares it too).
        case declare(variable: Int)
        /// `add ID STRENGTH OP CONST [COEF NAME]...`: adds `constant + Σ coefficient·variable OP 0`.
        case add(constraint: Int, strength: Strength, relation: Constraint.Relation, constant: Double, terms: [Term])
        /// `remove ID`: removes the constraint added as ID.
        case remove(constraint: Int)
        /// `edit NAME STRENGTH`: makes the variable an edit variable.
        case edit(variable: Int, strength: Strength)
        /// `unedit NAME`: stops editing the variable.
        case unedit(variable: Int)
        /// `suggest NAME VALUE`: suggests a value for an edit variable.
        case suggest(variable: Int, value: Double)
        /// `solve`: brings values up to date (kiwi's `updateVariables`; this package's solver keeps
        /// them up to date, so replaying it costs nothing).
        case solve
        /// `print NAME...`: writes the values of these variables.
        case print(variables: [Int])
        /// `print` with no names: writes the values of the first `count` variables, which are every
        /// variable seen before this line, in the order first seen.
        case printAll(count: Int)
        /// `constant ID CONST`: changes the constant of a constraint in place.
        case setConstant(constraint: Int, constant: Double)
        /// `strength ID STRENGTH`: changes the strength of a constraint in place.
        case setStrength(constraint: Int, strength: Strength)
        /// A line that does not parse; replaying it writes `error LINE syntax`.
        case malformed(line: Int)
    }

    /// One `COEF NAME` pair of an `add`: `coefficient` times variable number `variable`.
    public struct Term: Sendable, Equatable {
        /// The factor that multiplies the variable.
        public var coefficient: Double
        /// The variable's number, an index into ``Trace/variableNames``.
        public var variable: Int

        /// Creates the term `coefficient · variable`.
        public init(coefficient: Double, variable: Int) {
            self.coefficient = coefficient
            self.variable = variable
        }
    }
}

extension Trace {
    /// The trace in the text format, one operation per line, ready for ``init(parsing:)`` or for
    /// another solver's replayer. Malformed lines are written as comments.
    ///
    /// Numbers are written so that they read back exactly.
    ///
    /// - Complexity: O(*n*), where *n* is the size of the text.
    public var text: String {
        var out = ""
        out.reserveCapacity(operations.count * 24)
        if priorities == .hierarchical { out += "priorities hierarchical\n" }
        // A bare `print` means "every variable seen so far"; track what a reader will have seen so
        // that a `printAll` is written bare only when it means the same to the reader.
        var seen = [Bool](repeating: false, count: variableNames.count)
        var seenCount = 0
        func see(_ v: Int) {
            if !seen[v] { seen[v] = true; seenCount += 1 }
        }
        for operation in operations {
            switch operation {
            case .declare(let v), .edit(let v, _), .unedit(let v), .suggest(let v, _): see(v)
            case .add(_, _, _, _, let terms): for term in terms { see(term.variable) }
            case .print(let variables): for v in variables { see(v) }
            case .printAll(let count):
                if count == seenCount && (count == 0 || seen[0..<count].allSatisfy { $0 }) {
                    out += "print\n"
                } else {
                    out += "print"
                    for v in 0..<count { out += " "; out += variableNames[v]; see(v) }
                    out += "\n"
                }
                continue
            default: break
            }
            write(operation, to: &out)
            out += "\n"
        }
        return out
    }

    private func write(_ operation: Operation, to out: inout String) {
        typealias F = TraceFormatting
        switch operation {
        case .declare(let v):
            out += "var "; out += variableNames[v]
        case .add(let c, let strength, let relation, let constant, let terms):
            out += "add "; out += constraintIDs[c]
            out += " "; out += F.strength(strength)
            out += " "; out += F.relation(relation)
            out += " "; out += F.number(constant)
            for term in terms {
                out += " "; out += F.number(term.coefficient)
                out += " "; out += variableNames[term.variable]
            }
        case .remove(let c):
            out += "remove "; out += constraintIDs[c]
        case .edit(let v, let strength):
            out += "edit "; out += variableNames[v]; out += " "; out += F.strength(strength)
        case .unedit(let v):
            out += "unedit "; out += variableNames[v]
        case .suggest(let v, let value):
            out += "suggest "; out += variableNames[v]; out += " "; out += F.number(value)
        case .solve:
            out += "solve"
        case .print(let variables):
            out += "print"
            for v in variables { out += " "; out += variableNames[v] }
        case .printAll:
            out += "print"  // handled by `text`, which knows what a reader has seen
        case .setConstant(let c, let constant):
            out += "constant "; out += constraintIDs[c]; out += " "; out += F.number(constant)
        case .setStrength(let c, let strength):
            out += "strength "; out += constraintIDs[c]; out += " "; out += F.strength(strength)
        case .malformed(let line):
            out += "# (line \(line) of the original did not parse)"
        }
    }
}
