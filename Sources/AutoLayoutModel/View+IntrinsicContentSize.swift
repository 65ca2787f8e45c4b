// Intrinsic content size: a view's natural size, held by content hugging (do not grow beyond it)
// and compression resistance (do not shrink below it), each an optional constraint per axis.

extension View {
    /// The value of an intrinsic size dimension that the view does not have, as
    /// `UIView.noIntrinsicMetric`.
    public static let noIntrinsicMetric: Double = -1

    /// Brings the hugging and compression resistance constraints in line with
    /// ``intrinsicContentSize`` and the priorities: constants and optional priorities change in
    /// place; a dimension that appears or disappears, or a priority that becomes or stops being
    /// required, adds or removes constraints.
    func updateIntrinsicSizeConstraints() {
        let size = intrinsicContentSize
        var added: [LayoutConstraint] = []
        for axis in LayoutConstraint.Axis.allCases {
            let value = axis == .horizontal ? size.width : size.height
            let hugging = contentHuggingPriority(for: axis)
            let compression = contentCompressionResistancePriority(for: axis)
            if let pair = intrinsicSizeConstraints[axis] {
                let keep =
                    value >= 0 && value.isFinite
                    && pair.hugging.priority.isRequired == hugging.isRequired
                    && pair.compression.priority.isRequired == compression.isRequired
                if keep {
                    pair.hugging.constant = value
                    pair.compression.constant = value
                    pair.hugging.priority = hugging
                    pair.compression.priority = compression
                    continue
                }
                intrinsicSizeConstraints[axis] = nil
                LayoutConstraint.deactivate([pair.hugging, pair.compression])
            }
            guard value >= 0, value.isFinite else { continue }
            let dimension = axis == .horizontal ? widthAnchor : heightAnchor
            let name = axis == .horizontal ? "Width" : "Height"
            let hug = dimension.constraint(lessThanOrEqualToConstant: value)
            hug.priority = hugging
            hug.identifier = "Content-Hugging-\(name)"
            hug.isSystem = true
            let resist = dimension.constraint(greaterThanOrEqualToConstant: value)
            resist.priority = compression
            resist.identifier = "Content-Compression-Resistance-\(name)"
            resist.isSystem = true
            intrinsicSizeConstraints[axis] = (hug, resist)
            added += [hug, resist]
        }
        guard !added.isEmpty else { return }
        LayoutConstraint.activateWithoutInstalling(added)
        LayoutConstraint.installWherePossible(added, creatingEngines: false)
    }

    /// Brings every constraint the engine makes for this view up to date (intrinsic size and
    /// autoresizing), when the view joins an engine's tree.
    func updateSystemConstraints() {
        updateIntrinsicSizeConstraints()
        updateAutoresizingConstraints()
    }

    /// Holds the view at its frame with required constraints when
    /// ``translatesAutoresizingMaskIntoConstraints`` is set and it has a superview, and drops
    /// them otherwise.
    func updateAutoresizingConstraints() {
        guard translatesAutoresizingMaskIntoConstraints, let superview else {
            if !autoresizingConstraints.isEmpty {
                LayoutConstraint.deactivate(autoresizingConstraints)
                autoresizingConstraints = []
            }
            return
        }
        let frame = storedFrame
        if autoresizingConstraints.count == 4 {
            autoresizingConstraints[0].constant = frame.x
            autoresizingConstraints[1].constant = frame.y
            autoresizingConstraints[2].constant = frame.width
            autoresizingConstraints[3].constant = frame.height
            return
        }
        let made = [
            leftAnchor.constraint(equalTo: superview.leftAnchor, constant: frame.x),
            topAnchor.constraint(equalTo: superview.topAnchor, constant: frame.y),
            widthAnchor.constraint(equalToConstant: frame.width),
            heightAnchor.constraint(equalToConstant: frame.height),
        ]
        for (constraint, name) in zip(made, ["X", "Y", "Width", "Height"]) {
            constraint.identifier = "View-Autoresizing-\(name)"
            constraint.isSystem = true
        }
        autoresizingConstraints = made
        LayoutConstraint.activateWithoutInstalling(made)
        LayoutConstraint.installWherePossible(made, creatingEngines: false)
    }
}
