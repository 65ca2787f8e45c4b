// Putting layout constraints into the solver and taking them out: building each solver
// constraint, batches with a one-by-one fallback that finds exactly the conflicting constraints,
// breaking and retrying, and the in-place fast paths for constants and priorities.

extension LayoutEngine {
    // MARK: Building solver constraints

    /// The solver constraint for `constraint`, resolved for the tree as it is now: `leading` and
    /// `trailing` by the layout direction of the items' nearest common ancestor (the view UIKit
    /// would install the constraint on, so that both sides of a constraint agree on which edge is
    /// leading), the keyboard guide's root terms by this root.
    ///
    /// In a right-to-left layout, a constraint that mentions `leading` or `trailing` is measured
    /// along a flipped x axis, as in UIKit: `label.leading == root.leading + 16` puts the label 16
    /// points in from the right edge, and `b.leading == a.trailing + 8` puts `b` 8 points to the left
    /// of `a`. Every horizontal position term of such a constraint is negated (widths are not).
    ///
    /// A position relation with a multiplier other than 1 is evaluated, as UIKit does, in the
    /// coordinate system of the items' nearest common ancestor `C`: `a − C = m (b − C) + c`, that
    /// is `a − m b − (1 − m) C − c = 0`. (With root coordinates alone, `a.centerX == 0.5 ×
    /// container.centerX` would depend on where the container is.)
    func makeSolverConstraint(for constraint: LayoutConstraint) -> Constraint {
        let hosts = constraint.cores.compactMap(\.hostView)
        let ancestor = hosts.dropFirst().reduce(hosts.first) { result, host in
            result.flatMap { nearestCommonAncestor($0, host) }
        } ?? rootView
        let direction = (constraint.isDirectional ? ancestor?.effectiveUserInterfaceLayoutDirection : nil) ?? .leftToRight
        let flipped = direction == .rightToLeft
        var expression = Expression()
        for term in constraint.firstTerms { expression = expression + resolve(term, direction, flipped: flipped) }
        for term in constraint.secondTerms {
            expression = expression - constraint.multiplier * resolve(term, direction, flipped: flipped)
        }
        if constraint.needsAncestorCorrection, let ancestor {
            // The ancestor's origin along the axis the constraint is measured on: its left edge, or
            // on a flipped axis its right edge (negated, as every flipped position).
            let core = ancestor.core
            let origin: Expression =
                constraint.firstAttribute.axis == .vertical
                ? Expression(core.top) : flipped ? -(core.left + core.width) : Expression(core.left)
            expression = expression - (1 - constraint.multiplier) * origin
        }
        constraint.solverBaseConstant = expression.constant
        expression.constant -= constraint.constant
        return Constraint(expression, constraint.relation.solverRelation, strength: constraint.priority.strength)
    }

    private func resolve(_ term: AnchorTerm, _ direction: UserInterfaceLayoutDirection, flipped: Bool) -> Expression {
        // Installed constraints' items are alive (they are in this tree), so only a root term has
        // no core.
        let value = term.expression(core: term.core ?? rootCore, direction: direction)
        let isHorizontalPosition = term.attribute.axis == .horizontal && !term.attribute.isDimension
        return flipped && isHorizontalPosition ? -value : value
    }

    private func nearestCommonAncestor(_ a: View, _ b: View) -> View? {
        if a === b { return a }
        var ancestors = Set<ObjectIdentifier>()
        var view: View? = a
        while let v = view {
            ancestors.insert(ObjectIdentifier(v))
            view = v.superview
        }
        view = b
        while let v = view {
            if ancestors.contains(ObjectIdentifier(v)) { return v }
            view = v.superview
        }
        return nil
    }

    // MARK: Installing

    /// Installs the active, uninstalled constraints of `constraints` as one solver batch; if the
    /// batch is refused, one at a time, breaking and reporting each one that conflicts.
    ///
    /// - Complexity: One batch addition; on a conflict, one addition per constraint.
    func install(_ constraints: [LayoutConstraint]) {
        let candidates = constraints.filter { $0.active && $0.installation == .none }
        guard !candidates.isEmpty else { return }
        let built = candidates.map { ($0, makeSolverConstraint(for: $0)) }
        revision += 1
        if built.count == 1 {
            // A single addition undoes itself when refused; a batch with a required constraint
            // copies the tableau first to be able to, which one constraint does not need.
            installOne(built[0].0, as: built[0].1)
            return
        }
        do {
            try solver.add(built.map(\.1))
            for (constraint, solverConstraint) in built { didInstall(constraint, as: solverConstraint) }
        } catch {
            // Find exactly which constraints do not fit, in order, so that each is reported.
            for (constraint, solverConstraint) in built { installOne(constraint, as: solverConstraint) }
        }
    }

    /// Adds one constraint, breaking it if it conflicts with the required constraints installed.
    private func installOne(_ constraint: LayoutConstraint, as solverConstraint: Constraint) {
        do {
            try solver.add(solverConstraint)
            didInstall(constraint, as: solverConstraint)
        } catch SolverError.unsatisfiableConstraint(_, let conflicts) {
            markBroken(constraint)
            report(broken: constraint, conflictingWith: conflicts.compactMap(layoutConstraint(for:)) + [constraint])
        } catch {
            markBroken(constraint)
            log("Unable to install constraint \(constraint): \(error). It is left out of the layout.")
        }
    }

    private func didInstall(_ constraint: LayoutConstraint, as solverConstraint: Constraint) {
        constraint.installation = .installed(solverConstraint)
        constraint.engine = self
        constraint.installSerial = nextInstallSerial
        nextInstallSerial += 1
        installedConstraints[solverConstraint] = constraint
        let cores = constraint.cores + [rootCore]
        for term in solverConstraint.expression.terms {
            retain(term.variable, owner: cores.first { $0.variables.contains(term.variable) })
        }
    }

    private func markBroken(_ constraint: LayoutConstraint) {
        constraint.installation = .broken
        constraint.engine = self
        constraint.installSerial = nextInstallSerial
        nextInstallSerial += 1
        brokenConstraintList.append(constraint)
    }

    /// The layout constraint a solver constraint stands for, if it is one of the engine's.
    func layoutConstraint(for solverConstraint: Constraint) -> LayoutConstraint? {
        installedConstraints[solverConstraint] ?? engineConstraints[solverConstraint]
    }

    /// Tells the handler (or the log) about a conflict.
    func report(broken: LayoutConstraint, conflictingWith constraints: [LayoutConstraint]) {
        conflictCount += 1
        let conflict = ConstraintConflict(constraints: constraints, brokenConstraint: broken)
        if let conflictHandler {
            conflictHandler(conflict)
        } else {
            log(conflict.report)
        }
    }

    // MARK: Uninstalling

    /// Takes `constraints` out of the solver (one batch) and out of the broken list; they become
    /// uninstalled. Then, if asked, tries the broken constraints again, since removing constraints
    /// can end a conflict.
    func uninstall(_ constraints: [LayoutConstraint], retryingBroken: Bool) {
        var removals: [Constraint] = []
        for constraint in constraints where constraint.engine === self {
            switch constraint.installation {
            case .installed(let solverConstraint):
                removals.append(solverConstraint)
                takeOut(solverConstraint)
            case .broken:
                brokenConstraintList.removeAll { $0 === constraint }
            case .none:
                break
            }
            constraint.installation = .none
            constraint.engine = nil
        }
        if !removals.isEmpty {
            revision += 1
            do {
                try solver.remove(removals)
            } catch {
                for solverConstraint in removals where solver.contains(solverConstraint) {
                    do { try solver.remove(solverConstraint) } catch { log("Unable to remove \(solverConstraint): \(error)") }
                }
            }
        }
        if retryingBroken { retryBrokenConstraints() }
    }

    /// Forgets the bookkeeping of a solver constraint that is leaving the solver.
    private func takeOut(_ solverConstraint: Constraint) {
        installedConstraints[solverConstraint] = nil
        for term in solverConstraint.expression.terms { release(term.variable) }
    }

    /// Removes an installed constraint from the solver and marks it broken.
    func breakInstalled(_ constraint: LayoutConstraint) {
        guard case .installed(let solverConstraint) = constraint.installation else { return }
        takeOut(solverConstraint)
        do { try solver.remove(solverConstraint) } catch { log("Unable to remove \(solverConstraint): \(error)") }
        revision += 1
        constraint.installation = .none
        markBroken(constraint)
    }

    /// Tries each broken constraint (or just `only`) again, installing those that now fit with
    /// the required constraints and with the root's size. Failures are silent: the conflict was
    /// reported when the constraint broke.
    func retryBrokenConstraints(only: LayoutConstraint? = nil) {
        guard !brokenConstraintList.isEmpty else { return }
        for constraint in brokenConstraintList where only == nil || only === constraint {
            let solverConstraint = makeSolverConstraint(for: constraint)
            do { try solver.add(solverConstraint) } catch { continue }
            if rootSizeHolds {
                brokenConstraintList.removeAll { $0 === constraint }
                didInstall(constraint, as: solverConstraint)
                revision += 1
            } else {
                do { try solver.remove(solverConstraint) } catch { log("Unable to remove \(solverConstraint): \(error)") }
            }
        }
    }

    /// The active constraints the engine left out because of conflicts, in the order they broke.
    public var brokenConstraints: [LayoutConstraint] { brokenConstraintList }

    /// The layout constraints installed in the solver, in the order they were installed.
    ///
    /// - Complexity: O(*n* log *n*).
    public var installedLayoutConstraints: [LayoutConstraint] {
        installedConstraints.values.sorted { $0.installSerial < $1.installSerial }
    }

    // MARK: In-place changes

    /// Moves an installed constraint's new constant into the solver in place. A required
    /// constraint that cannot take it is broken and reported.
    func constantDidChange(_ constraint: LayoutConstraint) {
        if constraint.isBroken {
            // The new constant may end the conflict.
            retryBrokenConstraints(only: constraint)
            return
        }
        guard case .installed(let solverConstraint) = constraint.installation else { return }
        revision += 1
        do {
            try solver.updateConstant(of: solverConstraint, to: constraint.solverBaseConstant - constraint.constant)
        } catch SolverError.unsatisfiableConstraint(_, let conflicts) {
            let listed = conflicts.compactMap(layoutConstraint(for:)).filter { $0 !== constraint }
            breakInstalled(constraint)
            report(broken: constraint, conflictingWith: listed + [constraint])
        } catch {
            // Not expected; fall back to replacing the solver constraint.
            log("Unable to change the constant of \(constraint) in place (\(error)); replacing it.")
            uninstall([constraint], retryingBroken: false)
            install([constraint])
        }
    }

    /// Moves an installed constraint's new (optional) priority into the solver in place.
    func priorityDidChange(_ constraint: LayoutConstraint) {
        guard case .installed(let solverConstraint) = constraint.installation else { return }
        revision += 1
        do {
            try solver.updateStrength(of: solverConstraint, to: constraint.priority.strength)
        } catch {
            log("Unable to change the priority of \(constraint) in place (\(error)); replacing it.")
            uninstall([constraint], retryingBroken: false)
            install([constraint])
        }
    }

    /// Rebuilds the installed constraints that mention `leading` or `trailing`, after a change of
    /// layout direction somewhere in the tree; only those whose solver form changed are replaced.
    func refreshDirectionalConstraints() {
        let directional = installedConstraints.values.filter(\.isDirectional)
            .sorted { $0.installSerial < $1.installSerial }
        var stale: [LayoutConstraint] = []
        for constraint in directional {
            guard case .installed(let old) = constraint.installation else { continue }
            let rebuilt = makeSolverConstraint(for: constraint)
            if !sameTerms(old.expression, rebuilt.expression) { stale.append(constraint) }
        }
        guard !stale.isEmpty else { return }
        uninstall(stale, retryingBroken: false)
        install(stale)
        retryBrokenConstraints()
    }

    private func sameTerms(_ a: Expression, _ b: Expression) -> Bool {
        guard a.terms.count == b.terms.count else { return false }
        var coefficients: [Variable: Double] = [:]
        for term in a.terms { coefficients[term.variable] = term.coefficient }
        return b.terms.allSatisfy { coefficients[$0.variable] == $0.coefficient }
    }
}
