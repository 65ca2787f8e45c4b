// Layout guides: the ones code adds, and the three every view has (safe area, layout margins,
// keyboard), whose constraints the engine keeps up to date.

extension View {
    /// The layout guides the view owns, its safe-area, margins and keyboard guides included once
    /// they have been used.
    public var layoutGuides: [LayoutGuide] { layoutGuideList }

    /// Makes the view the owner of `guide`, so it can be constrained with the view's tree.
    /// Constraints activated on the guide before are installed now.
    ///
    /// - Precondition: The guide has no other owner.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        if guide.owningView === self { return }
        precondition(guide.owningView == nil, "\(guide) already belongs to another view")
        guide.owningView = self
        layoutGuideList.append(guide)
        LayoutConstraint.installWherePossible(guide.core.orderedConstraints, creatingEngines: false)
    }

    /// Removes `guide` from the view, deactivating the constraints that mention it.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self else { return }
        LayoutConstraint.deactivate(guide.core.orderedConstraints)
        layoutGuideList.removeAll { $0 === guide }
        guide.owningView = nil
        if guide === safeAreaGuide { safeAreaGuide = nil; safeAreaGuideConstraints = [] }
        if guide === marginsGuide { marginsGuide = nil; marginsGuideConstraints = [] }
        if guide === keyboardGuide { keyboardGuide = nil; keyboardGuideConstraints = [] }
    }

    /// Whether the view has guides whose constants follow the layout (safe area, keyboard).
    var hasDerivedGuides: Bool { safeAreaGuide != nil || keyboardGuide != nil }

    /// Activates system constraints made for a guide, installing them if the tree has an engine.
    private func activateSystemConstraints(_ constraints: [LayoutConstraint], identifiers: [String]) {
        for (constraint, identifier) in zip(constraints, identifiers) {
            constraint.identifier = identifier
            constraint.isSystem = true
        }
        LayoutConstraint.activateWithoutInstalling(constraints)
        LayoutConstraint.installWherePossible(constraints, creatingEngines: false)
    }

    // MARK: Safe area

    /// The part of the view that no bars, notch or home indicator cover, as a guide inset from the
    /// view's edges by ``safeAreaInsets``.
    public var safeAreaLayoutGuide: LayoutGuide {
        if let guide = safeAreaGuide { return guide }
        let guide = LayoutGuide()
        guide.identifier = "safeAreaLayoutGuide"
        addLayoutGuide(guide)
        safeAreaGuide = guide
        let insets = safeAreaInsets
        safeAreaGuideConstraints = [
            guide.leftAnchor.constraint(equalTo: leftAnchor, constant: insets.left),
            guide.topAnchor.constraint(equalTo: topAnchor, constant: insets.top),
            guide.rightAnchor.constraint(equalTo: rightAnchor, constant: -insets.right),
            guide.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -insets.bottom),
        ]
        activateSystemConstraints(
            safeAreaGuideConstraints,
            identifiers: ["SafeArea-Left", "SafeArea-Top", "SafeArea-Right", "SafeArea-Bottom"])
        existingEngine?.registerGuideHost(self)
        return guide
    }

    /// How far the safe area is inset from the view's edges: for a root, its
    /// ``additionalSafeAreaInsets`` (the device's); for other views, how far they reach beyond
    /// their superview's safe area, plus their own additional insets, as of the current solution.
    public var safeAreaInsets: EdgeInsets {
        guard let engine = existingEngine else { return additionalSafeAreaInsets }
        return engine.safeAreaInsets(of: self)
    }

    // MARK: Layout margins

    /// The view's edges inset by ``layoutMargins`` (measured from the safe area when
    /// ``insetsLayoutMarginsFromSafeArea`` is set): where content usually goes.
    public var layoutMarginsGuide: LayoutGuide {
        if let guide = marginsGuide { return guide }
        let guide = LayoutGuide()
        guide.identifier = "layoutMarginsGuide"
        addLayoutGuide(guide)
        marginsGuide = guide
        rebuildMarginsGuideConstraints()
        return guide
    }

    /// The layout margins with `leading` and `trailing` following the layout direction.
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get {
            let m = layoutMargins
            return effectiveUserInterfaceLayoutDirection == .leftToRight
                ? DirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
                : DirectionalEdgeInsets(top: m.top, leading: m.right, bottom: m.bottom, trailing: m.left)
        }
        set { layoutMargins = newValue.resolved(for: effectiveUserInterfaceLayoutDirection) }
    }

    /// Makes the margins guide's constraints anew, relative to the safe area or to the edges.
    func rebuildMarginsGuideConstraints() {
        guard let guide = marginsGuide else { return }
        LayoutConstraint.deactivate(marginsGuideConstraints)
        let m = layoutMargins
        let base: any LayoutItem = insetsLayoutMarginsFromSafeArea ? safeAreaLayoutGuide : self
        marginsGuideConstraints = [
            guide.leftAnchor.constraint(equalTo: base.leftAnchor, constant: m.left),
            guide.topAnchor.constraint(equalTo: base.topAnchor, constant: m.top),
            guide.rightAnchor.constraint(equalTo: base.rightAnchor, constant: -m.right),
            guide.bottomAnchor.constraint(equalTo: base.bottomAnchor, constant: -m.bottom),
        ]
        activateSystemConstraints(
            marginsGuideConstraints,
            identifiers: ["Margins-Left", "Margins-Top", "Margins-Right", "Margins-Bottom"])
    }

    /// Moves new margins into the margins guide's constraints, in place.
    func updateMarginsGuideConstants() {
        guard marginsGuideConstraints.count == 4 else { return }
        let m = layoutMargins
        marginsGuideConstraints[0].constant = m.left
        marginsGuideConstraints[1].constant = m.top
        marginsGuideConstraints[2].constant = -m.right
        marginsGuideConstraints[3].constant = -m.bottom
    }

    // MARK: Keyboard

    /// A guide that covers the on-screen keyboard (see ``KeyboardLayoutGuide``): constrain content
    /// above its top to keep it visible when the keyboard shows.
    public var keyboardLayoutGuide: KeyboardLayoutGuide {
        if let guide = keyboardGuide { return guide }
        let guide = KeyboardLayoutGuide()
        guide.identifier = "keyboardLayoutGuide"
        addLayoutGuide(guide)
        keyboardGuide = guide
        let windowBottom = YAxisAnchor(treeRootAttribute: .bottom)
        keyboardGuideConstraints = [
            guide.leftAnchor.constraint(equalTo: leftAnchor),
            guide.rightAnchor.constraint(equalTo: rightAnchor),
            guide.bottomAnchor.constraint(equalTo: windowBottom),
            guide.topAnchor.constraint(equalTo: windowBottom, constant: -keyboardGuideHeight(for: guide)),
        ]
        activateSystemConstraints(
            keyboardGuideConstraints,
            identifiers: ["Keyboard-Left", "Keyboard-Right", "Keyboard-Bottom", "Keyboard-Top"])
        existingEngine?.registerGuideHost(self)
        return guide
    }

    /// The height of the keyboard guide: the keyboard's, or the root's bottom safe-area inset when
    /// that is larger and the guide uses it.
    private func keyboardGuideHeight(for guide: KeyboardLayoutGuide) -> Double {
        let root = rootView
        let keyboard = max(0, root.storedKeyboardHeight)
        return guide.usesBottomSafeArea ? max(keyboard, root.additionalSafeAreaInsets.bottom) : keyboard
    }

    /// Brings the safe-area and keyboard guides' constants up to date with the layout (called by
    /// the engine at each pass); each change is an in-place constant update.
    func updateDerivedGuideConstants(in engine: LayoutEngine) {
        if safeAreaGuideConstraints.count == 4 {
            let insets = engine.safeAreaInsets(of: self)
            safeAreaGuideConstraints[0].constant = insets.left
            safeAreaGuideConstraints[1].constant = insets.top
            safeAreaGuideConstraints[2].constant = -insets.right
            safeAreaGuideConstraints[3].constant = -insets.bottom
        }
        if let guide = keyboardGuide, keyboardGuideConstraints.count == 4 {
            keyboardGuideConstraints[3].constant = -keyboardGuideHeight(for: guide)
        }
    }
}
