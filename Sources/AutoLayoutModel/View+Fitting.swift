// Fitting: the size a view's own constraints give it, as UIKit's `systemLayoutSizeFitting`.

extension View {
    /// The smallest size to ask for in ``systemLayoutSizeFitting(_:)``, as
    /// `UIView.layoutFittingCompressedSize`: (0, 0).
    public static let layoutFittingCompressedSize = Size(width: 0, height: 0)
    /// The largest size to ask for in ``systemLayoutSizeFitting(_:)``, as
    /// `UIView.layoutFittingExpandedSize`.
    public static let layoutFittingExpandedSize = Size(width: 100_000, height: 100_000)

    /// The size the view's own constraints give it when it is as close to `targetSize` as they
    /// allow, each dimension pulled at ``LayoutPriority/fittingSizeLevel`` (50), below content
    /// hugging and compression resistance.
    ///
    /// - Complexity: A fresh solver with the constraints inside the view's subtree.
    public func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's own constraints give it when its width and height are pulled toward
    /// `targetSize` at the given priorities (``LayoutPriority/required`` fixes a dimension, as a
    /// table cell fixes its width). Only the constraints between the view and its descendants (and
    /// their guides) count; the view's constraints to the rest of the tree are ignored, as in UIKit.
    /// Required constraints that cannot hold are left out. The layout itself is not changed.
    ///
    /// - Complexity: A fresh solver with the constraints inside the view's subtree.
    public func systemLayoutSizeFitting(
        _ targetSize: Size, withHorizontalFittingPriority horizontalPriority: LayoutPriority,
        verticalFittingPriority verticalPriority: LayoutPriority
    ) -> Size {
        let engine = layoutEngine
        var inside = Set<ObjectIdentifier>()
        forEachViewInSubtree { view in
            view.updateIntrinsicSizeConstraints()
            for core in view.cores { inside.insert(ObjectIdentifier(core)) }
        }
        var constraints: [Constraint] = [
            Constraint(Expression(core.left), .equal),
            Constraint(Expression(core.top), .equal),
        ]
        var seen = Set<ObjectIdentifier>()
        forEachViewInSubtree { view in
            for core in view.cores {
                for constraint in core.orderedConstraints where seen.insert(ObjectIdentifier(constraint)).inserted {
                    let isInside = constraint.cores.allSatisfy { inside.contains(ObjectIdentifier($0)) }
                    let rootless = !(constraint.firstTerms + constraint.secondTerms).contains(where: \.refersToTreeRoot)
                    if isInside && rootless { constraints.append(engine.makeSolverConstraint(for: constraint)) }
                }
            }
        }
        var solver = Solver(priorities: .hierarchical)
        for constraint in constraints { try? solver.add(constraint) }
        for (variable, value, priority) in [
            (core.width, targetSize.width, horizontalPriority), (core.height, targetSize.height, verticalPriority),
        ] {
            try? solver.add(Constraint(Expression(variable) - value, .equal, strength: priority.strength))
        }
        return Size(width: solver.value(of: core.width), height: solver.value(of: core.height))
    }
}
