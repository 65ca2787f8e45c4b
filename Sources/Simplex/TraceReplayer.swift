/// Replays a ``Trace`` on a ``Solver`` and reports what the trace asks to print.
///
/// The replayer does what a program would: it creates a ``Variable`` for each of the trace's
/// variable names (up front, as a program makes a view's variables with the view), builds a
/// ``Constraint`` for every `add`, and calls the solver. What the trace prints, and
/// every operation the solver refuses, is reported as an ``Event``, in order; the replay always goes
/// on to the end of the trace.
///
/// ```swift
/// var replayer = TraceReplayer(Trace(parsing: text))
/// let output = replayer.replay()      // "left 0\nmid 40\n..." and "error c5 unsatisfiable ..."
/// ```
///
/// Constraint IDs are the trace's: an `add` of an ID that is in the solver is refused as a
/// `duplicate` without reaching the solver (the solver could not know, because the new line makes
/// a new ``Constraint``), and an ID that was removed may be added again.
public struct TraceReplayer: Sendable {
    /// The trace being replayed.
    public let trace: Trace
    /// The solver, as the operations replayed so far left it.
    public private(set) var solver: Solver
    /// The index in ``Trace/operations`` of the next operation to replay.
    public private(set) var position: Int = 0

    /// Variable number `i`'s handle (all made up front, see ``init(_:on:)``).
    private let variables: [Variable]
    /// The constraint of each ID that is in the solver (nil for the others), not retained: the
    /// solver holds every constraint it has, and an entry goes when its constraint is removed
    /// (see ``addedConstraint(_:)``). Retaining them too would make the teardown of a large replay
    /// touch every constraint twice, both times a cache miss (the solver's release and this
    /// array's), and cost two atomic operations per `add`.
    private var constraints: [Unmanaged<Constraint>?]

    /// Creates a replayer with a new, empty solver that uses the trace's priority model.
    ///
    /// - Complexity: O(*v* + *c*), the numbers of variables and constraint IDs in the trace
    ///   (each variable's handle is made here).
    public init(_ trace: Trace) {
        self.init(trace, on: Solver(priorities: trace.priorities))
    }

    /// Creates a replayer that replays on a copy of `solver` (for example one set up to check its
    /// invariants, or one with constraints of its own, which the trace cannot name).
    ///
    /// The trace's ``Trace/priorities`` are ignored: the solver's own model applies.
    ///
    /// - Complexity: O(*v* + *c*), the numbers of variables and constraint IDs in the trace.
    public init(_ trace: Trace, on solver: Solver) {
        self.trace = trace
        self.solver = solver
        // What a program that knows the size of its layout can do: reserve the storage once.
        self.solver.reserveCapacity(constraints: trace.peakConstraintEstimate, variables: trace.variableNames.count)
        // Every handle up front, as a program makes a view's variables with the view: made one
        // after another, they sit together in memory, so the variables' last releases when the
        // replayer goes are one sequential sweep. Made on first use, each sat between the
        // constraints of its view, and at 100,000 views that sweep was a cache miss per variable
        // (a third of the teardown; docs/benchmarks.md).
        variables = trace.variableNames.map { Variable($0) }
        constraints = Array(repeating: nil, count: trace.constraintIDs.count)
    }

    /// What a replay reports.
    public enum Event: Sendable, Equatable {
        /// A `print` line's value of variable number `variable` (an index into
        /// ``Trace/variableNames``).
        case value(variable: Int, value: Double)
        /// An operation was refused or did not parse.
        case error(Failure)
    }

    /// A refused operation: the `error` line of the trace format.
    public struct Failure: Sendable, Equatable, CustomStringConvertible {
        /// The constraint ID, the variable NAME, or for ``Kind/syntax`` the line number.
        public var subject: String
        /// Why the operation was refused.
        public var kind: Kind
        /// For ``Kind/unsatisfiable``: the IDs of the required constraints that conflict with the
        /// refused one, when the solver names them.
        public var conflicts: [String]
        /// The solver's own message, for the cases the format has no kind for (``Kind/internal``).
        public var message: String?

        /// Creates a failure.
        public init(subject: String, kind: Kind, conflicts: [String] = [], message: String? = nil) {
            self.subject = subject
            self.kind = kind
            self.conflicts = conflicts
            self.message = message
        }

        /// The kinds of `error` line.
        public enum Kind: String, Sendable {
            /// An ID or edit variable that is already in the solver.
            case duplicate
            /// A required constraint (or a new constant for one) that cannot hold.
            case unsatisfiable
            /// An ID or edit variable that is not in the solver.
            case unknown
            /// A required edit variable, or a strength change to or from required.
            case badStrength = "bad-strength"
            /// A line that does not parse.
            case syntax
            /// Numbers that overflow to infinity inside the solver's arithmetic (not in the format:
            /// the parser already refuses `nan` and `inf`, so only extreme values get here).
            case nonFinite = "non-finite"
            /// A failure inside the solver (``InternalSolverError``), which valid input should never
            /// cause (not in the format: it reports a solver bug).
            case `internal`
        }

        /// The `error` line: `error ID KIND`, then `because ID...` for a conflict the solver
        /// explained.
        public var description: String {
            var line = "error \(subject) \(kind.rawValue)"
            if !conflicts.isEmpty {
                line += " because"
                for id in conflicts { line += " " + id }
            }
            return line
        }
    }

    /// Whether every operation has been replayed.
    public var isFinished: Bool { position == trace.operations.count }

    /// Replays the next operation of the trace, passing its events to `report`; returns false,
    /// doing nothing, when every operation has been replayed.
    ///
    /// - Complexity: The solver's cost of the operation.
    @discardableResult
    public mutating func step(reporting report: (Event) -> Void) -> Bool {
        guard position < trace.operations.count else { return false }
        let operation = trace.operations[position]
        position += 1
        perform(operation, reporting: report)
        return true
    }

    /// Replays the rest of the trace, passing every event to `report` in order.
    ///
    /// - Complexity: The solver's cost of the operations.
    public mutating func replay(reporting report: (Event) -> Void) {
        let operations = trace.operations
        while position < operations.count {
            let operation = operations[position]
            position += 1
            perform(operation, reporting: report)
        }
    }

    /// Replays the rest of the trace and returns its output in the format's text: `NAME VALUE`
    /// lines (values in their shortest exact spelling, which has at least 10 significant digits
    /// whenever the value needs them) and `error` lines.
    ///
    /// - Complexity: The solver's cost of the operations, plus the length of the output.
    public mutating func replay() -> String {
        var output = ""
        let names = trace.variableNames
        replay { event in
            TraceReplayer.write(event, names: names, to: &output)
        }
        return output
    }

    /// Appends the output line of `event` to `output`, with a newline.
    ///
    /// - Parameters:
    ///   - event: The event to write.
    ///   - names: The trace's ``Trace/variableNames``.
    ///   - output: The text to append to.
    public static func write(_ event: Event, names: [String], to output: inout String) {
        switch event {
        case .value(let v, let value):
            output += names[v]
            output += " "
            output += TraceFormatting.number(value)
        case .error(let failure):
            output += failure.description
        }
        output += "\n"
    }

    /// Replays one operation (which need not come from ``trace``, but must use its numbering)
    /// without moving ``position``.
    ///
    /// - Complexity: The solver's cost of the operation.
    public mutating func perform(_ operation: Trace.Operation, reporting report: (Event) -> Void) {
        switch operation {
        case .declare:
            // The handle was made with the replayer.
            break
        case .add(let c, let strength, let relation, let constant, let terms):
            if constraints[c] != nil {
                report(.error(Failure(subject: trace.constraintIDs[c], kind: .duplicate)))
                return
            }
            var expressionTerms: [Term] = []
            expressionTerms.reserveCapacity(terms.count)
            for term in terms {
                expressionTerms.append(Term(variables[term.variable], coefficient: term.coefficient))
            }
            let constraint = Constraint(Expression(terms: consume expressionTerms, constant: constant), relation,
                                        strength: strength)
            do {
                try solver.add(constraint)
                constraints[c] = Unmanaged.passUnretained(constraint)
            } catch {
                report(.error(failure(error, subject: trace.constraintIDs[c])))
            }
        case .remove(let c):
            guard let constraint = addedConstraint(c) else {
                report(.error(Failure(subject: trace.constraintIDs[c], kind: .unknown)))
                return
            }
            do {
                try solver.remove(constraint)
                constraints[c] = nil
            } catch {
                report(.error(failure(error, subject: trace.constraintIDs[c])))
            }
        case .edit(let v, let strength):
            do {
                try solver.addEditVariable(variables[v], strength: strength)
            } catch {
                report(.error(failure(error, subject: trace.variableNames[v])))
            }
        case .unedit(let v):
            do {
                try solver.removeEditVariable(variables[v])
            } catch {
                report(.error(failure(error, subject: trace.variableNames[v])))
            }
        case .suggest(let v, let value):
            do {
                try solver.suggest(value, for: variables[v])
            } catch {
                report(.error(failure(error, subject: trace.variableNames[v])))
            }
        case .solve:
            // The solver keeps every value up to date after each operation: nothing to do.
            break
        case .print(let list):
            for v in list {
                report(.value(variable: v, value: value(ofVariable: v)))
            }
        case .printAll(let count):
            for v in 0..<count {
                report(.value(variable: v, value: value(ofVariable: v)))
            }
        case .setConstant(let c, let constant):
            guard let constraint = addedConstraint(c) else {
                report(.error(Failure(subject: trace.constraintIDs[c], kind: .unknown)))
                return
            }
            do {
                try solver.updateConstant(of: constraint, to: constant)
            } catch {
                report(.error(failure(error, subject: trace.constraintIDs[c])))
            }
        case .setStrength(let c, let strength):
            guard let constraint = addedConstraint(c) else {
                report(.error(Failure(subject: trace.constraintIDs[c], kind: .unknown)))
                return
            }
            do {
                try solver.updateStrength(of: constraint, to: strength)
            } catch {
                report(.error(failure(error, subject: trace.constraintIDs[c])))
            }
        case .malformed(let line):
            report(.error(Failure(subject: String(line), kind: .syntax)))
        }
    }

    /// The constraint with ID number `c`, if it is in the solver (the solver keeps it alive).
    @inline(__always)
    private func addedConstraint(_ c: Int) -> Constraint? {
        guard let constraint = constraints[c]?.takeUnretainedValue() else { return nil }
        assert(solver.contains(constraint), "TraceReplayer: the solver dropped a constraint it was never asked to remove")
        return constraint
    }

    /// The value of variable number `v`: 0 if it was never used (the solver has not met it).
    @inline(__always)
    private func value(ofVariable v: Int) -> Double {
        solver.value(of: variables[v])
    }

    /// The `error` line for an error the solver threw.
    private func failure(_ error: any Error, subject: String) -> Failure {
        guard let error = error as? SolverError else {
            return Failure(subject: subject, kind: .internal, message: "\(error)")
        }
        switch error {
        case .duplicateConstraint, .duplicateEditVariable:
            return Failure(subject: subject, kind: .duplicate)
        case .unknownConstraint, .unknownEditVariable:
            return Failure(subject: subject, kind: .unknown)
        case .requiredEditVariable, .requiredStrengthChange:
            return Failure(subject: subject, kind: .badStrength)
        case .nonFiniteConstraint, .nonFiniteValue:
            return Failure(subject: subject, kind: .nonFinite, message: error.description)
        case .unsatisfiableConstraint(_, let conflicts):
            return Failure(subject: subject, kind: .unsatisfiable, conflicts: conflicts.map(id(of:)))
        }
    }

    /// The trace ID of a constraint this replay added (a linear search: only errors need it).
    private func id(of constraint: Constraint) -> String {
        if let c = constraints.indices.first(where: { addedConstraint($0) === constraint }) {
            return trace.constraintIDs[c]
        }
        return "?"
    }
}
