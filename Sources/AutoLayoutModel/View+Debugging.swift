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
    /// Whether the constraints leave `variable` undetermined: a variable no installed constraint
    /// mentions is, and otherwise the solver decides (``Solver/isAmbiguous(_:)``: other solutions
    /// exactly as good at every priority level give it other values).
    func isAmbiguous(_ variable: Variable) -> Bool {
        guard isUsed(variable) else { return true }
        if solver.containsEditVariable(variable) { return false }
        return solver.isAmbiguous(variable)
    }
}
