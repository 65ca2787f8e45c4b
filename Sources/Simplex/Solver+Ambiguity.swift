// Ambiguity: whether the constraints decide a variable's value, or the solver merely chose one
// among equally good values (Auto Layout's `hasAmbiguousLayout`).

extension Solver {
    /// Whether `variable`'s value is not determined: other solutions that satisfy every required
    /// constraint and are exactly as good (same error at every strength) give it other values.
    ///
    /// The optimal solutions are those in which every parametric symbol with a non-zero reduced
    /// cost stays at zero; the others can move as far as the restricted rows allow. The variable
    /// is determined when its minimum and maximum over that face are equal, which two small
    /// simplex runs on a copy of the tableau decide. A variable the solver does not know is
    /// ambiguous (nothing constrains it).
    ///
    /// - Complexity: A copy of the tableau plus two optimisations over the rows that hold the
    ///   free symbols; meant for debugging and tests, not for every frame.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        guard let symbol = symbol(of: variable) else { return true }
        guard let slot = tableau.row(ofBasic: symbol) else { return true }
        // A free unrestricted (external) symbol in the variable's row moves it both ways.
        var movedByFreeExternal = false
        tableau.forEachCell(inRow: slot) { s, _ in
            if kinds[Int(s)] == .external && objective.isZero(s) { movedByFreeExternal = true }
        }
        if movedByFreeExternal { return true }
        guard let low = extremum(of: symbol, sign: 1), let high = extremum(of: symbol, sign: -1) else { return true }
        return high - low > 1e-9 * Swift.max(1, Swift.abs(low), Swift.abs(high))
    }

    /// The variables (of those the solver knows) whose values are not determined, in the order
    /// the solver first met them.
    ///
    /// - Complexity: ``isAmbiguous(_:)`` once per variable.
    public var ambiguousVariables: [Variable] { knownVariables.filter { isAmbiguous($0) } }

    /// The minimum (`sign` 1) or maximum (`sign` -1) of `symbol` over the optimal face, or nil if
    /// it is unbounded there.
    private func extremum(of symbol: Symbol, sign: Double) -> Double? {
        var probe = self
        probe.recorder = nil
        // Fix every symbol that cannot move on the optimal face by dropping its column.
        for s in kinds.indices {
            let t = Symbol(s)
            let kind = kinds[s]
            guard kind != .unused, !probe.tableau.isBasic(t) else { continue }
            if kind == .dummy || kind == .external || !objective.isZero(t) { probe.tableau.removeColumn(t) }
        }
        probe.objective = Objective(model: .weighted)
        probe.objective.reserveSymbols(kinds.count)
        probe.objective.add(row: probe.tableau.row(ofBasic: symbol)!, of: probe.tableau, times: sign, level: 0)
        while let entering = probe.objective.popEntering(isEligible: { s in
            probe.kinds[Int(s)] != .unused && !probe.tableau.isBasic(s)
        }) {
            guard let leaving = probe.leavingRow(for: entering) else { return nil }
            probe.pivot(entering, leaving)
        }
        return probe.value(ofSymbol: symbol)
    }
}
