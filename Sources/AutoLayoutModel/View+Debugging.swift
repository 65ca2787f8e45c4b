// Auto Layout's debugging aids: ambiguity and the constraints that affect a view.

extension View {
    /// Whether the constraints leave any of the view's frame values undetermined: several
    /// frames would satisfy them equally well. A root is never ambiguous (its owner sets its frame).
    ///
    /// - Complexity: Up to four ambiguity checks on the solver.
    public var hasAmbiguousLayout: Bool { !ambiguousLayoutAttributes.isEmpty }

    /// The frame values the constraints leave undetermined, among ``LayoutConstraint/Attribute/left``
    /// (the x position), ``LayoutConstraint/Attribute/top`` (the y position),
    /// ``LayoutConstraint/Attribute/width`` and ``LayoutConstraint/Attribute/height``. A value no
    /// constraint mentions is undetermined.
    ///
    /// - Complexity: Up to four ambiguity checks on the solver.
    public var ambiguousLayoutAttributes: [LayoutConstraint.Attribute] {
        guard superview != nil else { return [] }
        let engine = layoutEngine
        let values: [(LayoutConstraint.Attribute, Variable)] = [
            (.left, core.left), (.top, core.top), (.width, core.width), (.height, core.height),
        ]
        return values.filter { engine.isAmbiguous($0.1) }.map(\.0)
    }

    /// The installed constraints that mention the view's position or size on `axis`, as
    /// `constraintsAffectingLayout(for:)` (which returns them for debugging, not to edit).
    ///
    /// - Complexity: O(*n*) for *n* installed constraints.
    public func constraintsAffectingLayout(for axis: LayoutConstraint.Axis) -> [LayoutConstraint] {
        let engine = layoutEngine
        let variables: Set<Variable> = axis == .horizontal ? [core.left, core.width] : [core.top, core.height]
        return engine.installedLayoutConstraints.filter { constraint in
            guard case .installed(let solverConstraint) = constraint.installation else { return false }
            return solverConstraint.expression.terms.contains { variables.contains($0.variable) }
        }
    }
}

extension LayoutEngine {
    /// Whether the constraints leave `variable` undetermined.
    ///
    /// The check works on a copy of the solver (a value, so the engine's is untouched): the
    /// variable becomes an edit variable weaker than every priority and is pulled one point up, then
    /// one point down. It moves only if no constraint at any priority level cares where it is.
    func isAmbiguous(_ variable: Variable) -> Bool {
        guard isUsed(variable) else { return true }
        if solver.containsEditVariable(variable) { return false }
        let value = solver.value(of: variable)
        var probe = solver
        do {
            try probe.addEditVariable(variable, strength: LayoutEngine.ambiguityProbeStrength)
            for target in [value + 1, value - 1] {
                try probe.suggest(target, for: variable)
                if abs(probe.value(of: variable) - value) > 1e-7 { return true }
            }
        } catch {
            return false
        }
        return false
    }

    /// Weaker than the weakest priority (1), so that probing never outweighs a constraint.
    static let ambiguityProbeStrength = Strength(0.5)
}
