// The layout pass: from solved values to frames, touching only what moved.

extension LayoutEngine {
    /// Whether anything changed since the last pass that a pass would act on.
    var needsLayout: Bool {
        revision != lastPassRevision || needsPass || !framesToRecompute.isEmpty || !viewsNeedingLayout.isEmpty
    }

    /// Runs layout passes until nothing changes (at most ``maximumPasses``): derived guide constants
    /// are brought up to date, the root's size is enforced (breaking required constraints that
    /// cannot fit it), the frames of the views whose variables changed are written, and
    /// `layoutSubviews()` is called on views that were resized or asked for it. Returns the views
    /// whose frames changed, in tree order (preorder).
    ///
    /// - Complexity: Per pass, O(*v*) to fetch the solver's changes for *v* variables, plus work
    ///   proportional to the views that moved and their subviews.
    func layout() -> [View] {
        guard let root = rootView, needsLayout else { return [] }
        var changed: [ObjectIdentifier: View] = [:]
        for _ in 0..<maximumPasses {
            let start = revision
            needsPass = false
            updateDerivedGuideConstants()
            if resizedSinceLastPass {
                resizedSinceLastPass = false
                retryBrokenConstraints()
            }
            enforceRootSize()
            writeFrames(root: root, changed: &changed)
            let toLayOut = viewsNeedingLayout.views.filter { $0.rootView === root }
                .sorted { $0.depth < $1.depth }
            viewsNeedingLayout.removeAll()
            for view in toLayOut { view.layoutSubviews() }
            lastPassRevision = revision
            if revision == start && !needsPass && framesToRecompute.isEmpty && viewsNeedingLayout.isEmpty { break }
        }
        var ordered: [View] = []
        if changed.count == 1 {
            ordered = Array(changed.values)
        } else if changed.count > 1 {
            root.forEachViewInSubtree { view in
                if changed[ObjectIdentifier(view)] != nil { ordered.append(view) }
            }
        }
        if !ordered.isEmpty { framesDidChange?(ordered) }
        return ordered
    }

    /// Writes the frames of the views whose variables the solver reports changed (and of their
    /// subviews, whose frames are relative to them), plus the views marked for recomputation.
    private func writeFrames(root: View, changed: inout [ObjectIdentifier: View]) {
        var candidates: [ObjectIdentifier: View] = [:]
        for view in framesToRecompute.views { candidates[ObjectIdentifier(view)] = view }
        framesToRecompute.removeAll()
        for (variable, _) in solver.fetchChanges() {
            guard let view = owners[variable]?.view else { continue }
            candidates[ObjectIdentifier(view)] = view
            for subview in view.subviews { candidates[ObjectIdentifier(subview)] = subview }
        }
        for (id, view) in candidates where view.rootView === root && view !== root {
            let old = view.storedFrame
            let new = frame(of: view, keeping: old)
            guard !new.isApproximatelyEqual(to: old, tolerance: 1e-9) else { continue }
            view.storedFrame = new
            changed[id] = view
            if !(abs(new.width - old.width) <= 1e-9 && abs(new.height - old.height) <= 1e-9) {
                viewsNeedingLayout.insert(view)
            }
        }
    }

    /// The frame of a non-root view in its superview's coordinates, from the solver; a value the
    /// solver does not know (no constraint mentions it) keeps its old value.
    func frame(of view: View, keeping old: Rect) -> Rect {
        let core = view.core
        let parentLeft = view.superview.map { solver.value(of: $0.core.left) } ?? 0
        let parentTop = view.superview.map { solver.value(of: $0.core.top) } ?? 0
        return Rect(
            x: usedValue(of: core.left).map { $0 - parentLeft } ?? old.x,
            y: usedValue(of: core.top).map { $0 - parentTop } ?? old.y,
            width: usedValue(of: core.width) ?? old.width,
            height: usedValue(of: core.height) ?? old.height)
    }

    /// The rectangle of `view` in root coordinates, as the solver has it now.
    func rectInRoot(_ view: View) -> Rect {
        if view === rootView { return Rect(origin: .zero, size: suggestedSize) }
        let core = view.core
        return Rect(
            x: solver.value(of: core.left), y: solver.value(of: core.top),
            width: solver.value(of: core.width), height: solver.value(of: core.height))
    }

    /// The safe-area insets of `view`: the root's are its ``View/additionalSafeAreaInsets`` (which
    /// stand for the device's); every other view's are how far it extends beyond its superview's
    /// safe area, plus its own additional insets, as UIKit computes them.
    func safeAreaInsets(of view: View) -> EdgeInsets {
        let additional = view.additionalSafeAreaInsets
        guard view !== rootView, let superview = view.superview else { return additional }
        let rect = rectInRoot(view)
        let safe = rectInRoot(superview).inset(by: safeAreaInsets(of: superview))
        func clamp(_ x: Double, _ limit: Double) -> Double { min(max(0, x), max(0, limit)) }
        return EdgeInsets(
            top: clamp(safe.minY - rect.minY, rect.height) + additional.top,
            left: clamp(safe.minX - rect.minX, rect.width) + additional.left,
            bottom: clamp(rect.maxY - safe.maxY, rect.height) + additional.bottom,
            right: clamp(rect.maxX - safe.maxX, rect.width) + additional.right)
    }

    /// Brings the constants of the safe-area and keyboard guides up to date with the layout.
    private func updateDerivedGuideConstants() {
        guideHosts.removeAll { $0.view == nil }
        for host in guideHosts {
            guard let view = host.view, view.rootView === rootView else { continue }
            view.updateDerivedGuideConstants(in: self)
        }
    }

    /// Makes sure the root has the size its owner set. If required constraints keep it from that
    /// size, the conflicting constraints are found by probing the solver with the size as two
    /// required constraints (width, then height, so that a constraint between the two is caught),
    /// and the most recently installed of them (code's before the engine's own) is broken and
    /// reported, until the size holds.
    func enforceRootSize() {
        var attempts = 0
        while !rootSizeHolds && attempts <= installedConstraints.count {
            attempts += 1
            let probes: [(Constraint, LayoutConstraint)] = [
                (Constraint(Expression(rootCore.width) - suggestedSize.width, .equal), sizeConstraint(.width)),
                (Constraint(Expression(rootCore.height) - suggestedSize.height, .equal), sizeConstraint(.height)),
            ]
            var added: [Constraint] = []
            var conflict: [Constraint]?
            for (probe, _) in probes {
                do {
                    try solver.add(probe)
                    added.append(probe)
                } catch SolverError.unsatisfiableConstraint(_, let conflicts) {
                    conflict = conflicts + [probe]
                    break
                } catch {
                    log("Unable to check the root's size: \(error)")
                    break
                }
            }
            for probe in added {
                do { try solver.remove(probe) } catch { log("Unable to remove the root size probe: \(error)") }
            }
            // Both dimensions can hold together: the edit variables will reach them.
            guard let conflict else { return }
            let involved = conflict.compactMap { installedConstraints[$0] }
            let serial: (LayoutConstraint, LayoutConstraint) -> Bool = { $0.installSerial < $1.installSerial }
            guard let victim = involved.filter({ !$0.isSystem }).max(by: serial) ?? involved.max(by: serial) else {
                log("The root cannot be \(suggestedSize), and no constraint can be broken to allow it.")
                return
            }
            let listed = conflict.compactMap { c in layoutConstraint(for: c) ?? probes.first { $0.0 === c }?.1 }
            breakInstalled(victim)
            report(broken: victim, conflictingWith: listed)
        }
    }

    /// The pseudo-constraint that stands for the root's width or height in conflict reports, named
    /// as UIKit names a window's size constraints.
    private func sizeConstraint(_ attribute: LayoutConstraint.Attribute) -> LayoutConstraint {
        let value = attribute == .width ? suggestedSize.width : suggestedSize.height
        let constraint = LayoutConstraint(
            first: [AnchorTerm(rootCore, attribute)], firstAttribute: attribute, relation: .equal,
            second: [], secondAttribute: .notAnAttribute, multiplier: 1, constant: value)
        constraint.identifier = attribute == .width ? "View-Encapsulated-Layout-Width" : "View-Encapsulated-Layout-Height"
        return constraint
    }
}
