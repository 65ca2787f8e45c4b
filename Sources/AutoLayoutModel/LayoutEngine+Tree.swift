// Views joining and leaving the engine's tree.

extension LayoutEngine {
    /// Brings the subtree rooted at `subtree` (now part of this engine's tree) into the engine: its
    /// system constraints are brought up to date, its waiting constraints are installed as one
    /// batch, and its frames are recomputed at the next pass.
    ///
    /// - Complexity: O(views + constraints of the subtree), plus one solver batch.
    func attach(_ subtree: View) {
        var waiting: [LayoutConstraint] = []
        var seen = Set<ObjectIdentifier>()
        defersInstallation = true
        subtree.forEachViewInSubtree { view in
            view.updateSystemConstraints()
            framesToRecompute.insert(view)
            viewsNeedingLayout.insert(view)
            if view.hasDerivedGuides { registerGuideHost(view) }
            for core in view.cores {
                for constraint in core.orderedConstraints
                where constraint.installation == .none && seen.insert(ObjectIdentifier(constraint)).inserted {
                    if constraint.commonRoot === rootView { waiting.append(constraint) }
                }
            }
        }
        defersInstallation = false
        install(waiting)
    }

    /// Takes the subtree rooted at `subtree`, which is leaving this engine's tree, out of the
    /// engine: its installed and broken constraints are taken out of the solver (they stay active,
    /// waiting for an engine) and the engine forgets its views.
    ///
    /// - Complexity: O(views + constraints of the subtree), plus one solver batch.
    func detach(_ subtree: View) {
        var leaving: [LayoutConstraint] = []
        var seen = Set<ObjectIdentifier>()
        subtree.forEachViewInSubtree { view in
            let id = ObjectIdentifier(view)
            framesToRecompute.remove(view)
            viewsNeedingLayout.remove(view)
            if guideHostIDs.remove(id) != nil { guideHosts.removeAll { $0.view === view } }
            for core in view.cores {
                for constraint in core.orderedConstraints
                where constraint.engine === self && seen.insert(ObjectIdentifier(constraint)).inserted {
                    leaving.append(constraint)
                }
            }
        }
        uninstall(leaving, retryingBroken: false)
    }

    /// Keeps `view`'s derived guide constants (safe area, keyboard) up to date at each pass.
    func registerGuideHost(_ view: View) {
        if guideHostIDs.insert(ObjectIdentifier(view)).inserted { guideHosts.append(WeakView(view: view)) }
    }

    /// Forgets every constraint without touching the solver, when the whole engine is discarded
    /// because its root joined another tree: the constraints stay active and wait for that tree's
    /// engine.
    func dissolve() {
        for constraint in installedConstraints.values where constraint.engine === self {
            constraint.installation = .none
            constraint.engine = nil
        }
        for constraint in brokenConstraintList where constraint.engine === self {
            constraint.installation = .none
            constraint.engine = nil
        }
        installedConstraints = [:]
        brokenConstraintList = []
        rootView = nil
    }
}
