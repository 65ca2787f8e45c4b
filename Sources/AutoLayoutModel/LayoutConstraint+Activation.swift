extension LayoutConstraint {
    /// Activates every constraint in `constraints` that is not active yet, installing them in their
    /// engine's solver as one batch.
    ///
    /// If the batch holds a required constraint that conflicts with the others, the engine installs
    /// the constraints one at a time instead, so that it can report and break exactly the ones that
    /// do not fit (see ``LayoutEngine/conflictHandler``). Activation never fails.
    ///
    /// - Complexity: One solver batch per engine involved, plus O(*n*) bookkeeping.
    public static func activate(_ constraints: [LayoutConstraint]) {
        var newlyActive: [LayoutConstraint] = []
        for constraint in constraints where !constraint.active {
            constraint.active = true
            for core in constraint.cores { core.register(constraint) }
            newlyActive.append(constraint)
        }
        installWherePossible(newlyActive, creatingEngines: true)
    }

    /// Deactivates every active constraint in `constraints`, removing them from their engine's
    /// solver as one batch. Constraints that were broken by a conflict are then tried again.
    ///
    /// - Complexity: One solver batch per engine involved, plus O(*n*) bookkeeping.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        deactivate(constraints, retryingBroken: true)
    }

    static func deactivate(_ constraints: [LayoutConstraint], retryingBroken: Bool) {
        var groups = EngineGroups()
        for constraint in constraints where constraint.active {
            constraint.active = false
            for core in constraint.cores { core.unregister(constraint) }
            if constraint.installation != .none, let engine = constraint.engine {
                groups.append(constraint, to: engine)
            } else {
                constraint.installation = .none
                constraint.engine = nil
            }
        }
        for (engine, group) in groups.groups { engine.uninstall(group, retryingBroken: retryingBroken) }
    }

    /// Installs each active, uninstalled constraint of `constraints` whose items share a tree, in
    /// that tree's engine. Without `creatingEngines`, trees without an engine keep theirs pending
    /// (the engine installs them when it is made).
    /// Marks `constraints` active without installing them (the caller installs them in a batch).
    static func activateWithoutInstalling(_ constraints: [LayoutConstraint]) {
        for constraint in constraints where !constraint.active {
            constraint.active = true
            for core in constraint.cores { core.register(constraint) }
        }
    }

    static func installWherePossible(_ constraints: [LayoutConstraint], creatingEngines: Bool) {
        var groups = EngineGroups()
        for constraint in constraints where constraint.active && constraint.installation == .none {
            guard let root = constraint.commonRoot else { continue }
            guard let engine = creatingEngines ? root.layoutEngine : root.existingEngine, !engine.defersInstallation
            else { continue }
            groups.append(constraint, to: engine)
        }
        for (engine, group) in groups.groups { engine.install(group) }
    }

    /// The root of the tree that holds every item of the constraint, or `nil` when they are in
    /// different trees (or an item is a guide that no view owns).
    var commonRoot: View? {
        if (firstTerms + secondTerms).contains(where: { $0.core == nil && !$0.refersToTreeRoot }) { return nil }
        var root: View?
        for core in cores {
            guard let host = core.hostView else { return nil }
            let itemRoot = host.rootView
            if let root, root !== itemRoot { return nil }
            root = itemRoot
        }
        return root
    }
}

/// Constraints grouped by engine, in the order the engines were first met.
struct EngineGroups {
    private(set) var groups: [(LayoutEngine, [LayoutConstraint])] = []

    mutating func append(_ constraint: LayoutConstraint, to engine: LayoutEngine) {
        if let index = groups.firstIndex(where: { $0.0 === engine }) {
            groups[index].1.append(constraint)
        } else {
            groups.append((engine, [constraint]))
        }
    }
}
