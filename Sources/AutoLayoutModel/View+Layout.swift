// Laying out a tree: the engine, layout passes, layout direction, and the window state of a root.

extension View {
    /// The engine of the view's tree, if the root has made one.
    var existingEngine: LayoutEngine? { rootView.ownEngine }

    /// The layout engine of the view's tree, owned by its root (made now if the root has none).
    ///
    /// Set its ``LayoutEngine/conflictHandler`` to act on conflicts in code. A tree that is added
    /// to another loses its engine (the constraints move to the other tree's), so set the handler
    /// on the engine of the final tree.
    ///
    /// - Complexity: O(depth); making the engine installs the tree's constraints as one batch.
    public var layoutEngine: LayoutEngine {
        let root = rootView
        if let engine = root.ownEngine { return engine }
        let engine = LayoutEngine(root: root)
        root.ownEngine = engine
        engine.attach(root)
        return engine
    }

    /// Lays out the whole tree if anything changed: solves (incrementally: the solver is kept up
    /// to date by every change), writes the frames that changed, each in its superview's
    /// coordinates, and calls ``layoutSubviews()`` where needed.
    ///
    /// - Returns: The views whose frames changed, in tree order, for callers that redraw.
    /// - Complexity: See ``LayoutEngine``; proportional to what changed, plus one scan of the
    ///   solver's variables.
    @discardableResult
    public func layoutIfNeeded() -> [View] {
        layoutEngine.layout()
    }

    /// Asks for ``layoutSubviews()`` on this view at the next ``layoutIfNeeded()``.
    public func setNeedsLayout() {
        existingEngine?.viewsNeedingLayout.insert(self)
    }

    // MARK: Layout direction

    /// How the view chooses its layout direction; `leading` and `trailing` anchors follow it.
    /// Changing it re-resolves the tree's `leading`/`trailing` constraints that it affects.
    public var semanticContentAttribute: SemanticContentAttribute {
        get { storedSemanticContentAttribute }
        set {
            guard newValue != storedSemanticContentAttribute else { return }
            storedSemanticContentAttribute = newValue
            existingEngine?.refreshDirectionalConstraints()
        }
    }

    /// The direction the view lays out in: its own forced direction, else its superview's, else
    /// left to right.
    ///
    /// - Complexity: O(depth).
    public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        var view: View? = self
        while let current = view {
            switch current.storedSemanticContentAttribute {
            case .forceLeftToRight: return .leftToRight
            case .forceRightToLeft: return .rightToLeft
            case .unspecified: view = current.superview
            }
        }
        return .leftToRight
    }

    // MARK: Window state

    /// The height of the on-screen keyboard covering the bottom of the tree's root (0 when it is
    /// hidden), which ``keyboardLayoutGuide`` follows. It belongs to the root, as the keyboard
    /// belongs to a window: setting it on any view of the tree sets the root's.
    public var keyboardHeight: Double {
        get { rootView.storedKeyboardHeight }
        set {
            let root = rootView
            guard newValue != root.storedKeyboardHeight else { return }
            root.storedKeyboardHeight = newValue
            root.ownEngine?.needsPass = true
        }
    }
}
