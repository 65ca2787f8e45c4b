/// A row or column of views laid out by constraints it makes itself, as UIKit's `UIStackView`.
///
/// The stack makes, for its visible arranged subviews and nothing else, the constraints UIKit's
/// stack view makes (with the same identifiers, `UISV-…`, so conflict reports read alike):
///
/// - **Along the axis**: the first view's leading (top) edge on the stack's, the last view's
///   trailing (bottom) edge on the stack's (`UISV-canvas-connection`), and between neighbours, by
///   ``distribution``:
///   - ``Distribution/fill``: gaps of exactly ``spacing`` (`UISV-spacing`); the views' hugging
///     and compression resistance decide who grows or shrinks.
///   - ``Distribution/fillEqually``: gaps of ``spacing`` and equal sizes (`UISV-fill-equally`).
///   - ``Distribution/fillProportionally``: gaps of ``spacing`` and sizes proportional to the
///     views' intrinsic sizes along the axis (`UISV-fill-proportionally`, priority 999; a view
///     without an intrinsic size counts as 0; if none has one, sizes are equal).
///   - ``Distribution/equalSpacing``: gaps at least ``spacing``, and all equal (`UISV-spacing`,
///     `UISV-distributing`, required); the views keep their intrinsic sizes while they fit.
///   - ``Distribution/equalCentering``: gaps at least ``spacing``, and equal distances between
///     the centres (`UISV-distributing`, 150: below hugging and compression resistance), which
///     give way first when the views do not fit, before any view is compressed.
/// - **Across the axis**, by ``alignment``: ``Alignment/fill`` pins both edges
///   (`UISV-alignment`); the others pin one edge or the centre and keep the view inside the stack
///   (`UISV-spanning-boundary`), with a weakest pull of the view's cross size toward 0
///   (`UISV-ambiguity-suppression`, 25) and of the stack's toward its largest view
///   (`UISV-spanning-fit`, 49), so that neither is ambiguous.
/// - **Hidden views** drop out of the arrangement: they are held at the leading edge with a zero
///   size along the axis (`UISV-hiding`, 999), and their neighbours close the gap, as in UIKit.
///
/// Any change (arranged views, a view's ``View/isHidden``, ``axis``, ``alignment``,
/// ``distribution``, ``isLayoutMarginsRelativeArrangement``) replaces the stack's constraints in
/// one deactivation and one activation batch; a change of ``spacing`` only moves constants, in
/// place.
open class StackView: View {
    /// How the arranged views share the space along the axis.
    public enum Distribution: String, CaseIterable, Hashable, Sendable {
        /// Exact spacing; hugging and compression resistance decide the sizes.
        case fill
        /// Exact spacing and equal sizes.
        case fillEqually
        /// Exact spacing and sizes proportional to the intrinsic sizes.
        case fillProportionally
        /// Equal gaps of at least the spacing.
        case equalSpacing
        /// Equal distances between centres, gaps of at least the spacing.
        case equalCentering
    }

    /// How the arranged views sit across the axis.
    public enum Alignment: String, CaseIterable, Hashable, Sendable {
        /// As wide (or high) as the stack.
        case fill
        /// On the leading edge (a vertical stack) or the top edge (a horizontal one).
        case leading
        /// Centred.
        case center
        /// On the trailing edge (vertical stack) or the bottom edge (horizontal stack).
        case trailing

        /// The top edge: ``leading`` under UIKit's name for horizontal stacks.
        public static var top: Alignment { .leading }
        /// The bottom edge: ``trailing`` under UIKit's name for horizontal stacks.
        public static var bottom: Alignment { .trailing }
    }

    /// The views the stack arranges, in order (a subset of its subviews).
    public private(set) var arrangedSubviews: [View] = []
    /// The axis along which the views are arranged.
    public var axis: LayoutConstraint.Axis = .horizontal { didSet { if axis != oldValue { rebuild() } } }
    /// How the views share the space along the axis.
    public var distribution: Distribution = .fill { didSet { if distribution != oldValue { rebuild() } } }
    /// How the views sit across the axis.
    public var alignment: Alignment = .fill { didSet { if alignment != oldValue { rebuild() } } }
    /// The gap between neighbours (exact, or the minimum, by ``distribution``). Changing it moves
    /// the constants in place.
    public var spacing: Double = 0 {
        didSet {
            guard spacing != oldValue else { return }
            for (constraint, factor) in spacingConstraints { constraint.constant = factor * spacing }
        }
    }
    /// Whether the views are arranged within the stack's layout margins rather than its edges.
    public var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { rebuild() } }
    }

    /// The constraints the stack made and keeps active.
    public private(set) var stackConstraints: [LayoutConstraint] = []
    /// The constraints whose constant is a multiple of ``spacing``, with the factor.
    private var spacingConstraints: [(LayoutConstraint, Double)] = []
    /// Set while the stack changes its own subviews, so the hooks do not rebuild half-way.
    private var isUpdating = false

    /// Creates a stack of `arrangedSubviews` (added as subviews).
    public convenience init(name: String? = nil, arrangedSubviews: [View]) {
        self.init(frame: .zero)
        self.name = name
        isUpdating = true
        for view in arrangedSubviews { addArrangedSubview(view) }
        isUpdating = false
        rebuild()
    }

    // MARK: Arranged subviews

    /// Adds `view` at the end of the arrangement (and as a subview).
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` into the arrangement at `index` (and as a subview if it is not one).
    public func insertArrangedSubview(_ view: View, at index: Int) {
        let wasUpdating = isUpdating
        isUpdating = true
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
        isUpdating = wasUpdating
        if !isUpdating { rebuild() }
    }

    /// Takes `view` out of the arrangement; it stays a subview, as in UIKit.
    public func removeArrangedSubview(_ view: View) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        rebuild()
    }

    /// Takes a subview that is being removed out of the arrangement too, as UIKit does.
    open override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        // A view removed from the stack leaves the arrangement, as in UIKit.
        if arrangedSubviews.contains(where: { $0 === subview }) {
            arrangedSubviews.removeAll { $0 === subview }
            rebuild()
        }
    }

    /// Rearranges the stack when an arranged subview is hidden or shown.
    open override func didChangeHiddenState(of subview: View) {
        super.didChangeHiddenState(of: subview)
        if arrangedSubviews.contains(where: { $0 === subview }) { rebuild() }
    }

    // MARK: Constraints

    /// Replaces the stack's constraints (one deactivation batch, one activation batch).
    private func rebuild() {
        guard !isUpdating else { return }
        LayoutConstraint.deactivate(stackConstraints)
        spacingConstraints = []
        let canvas: any LayoutItem = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let visible = arrangedSubviews.filter { !$0.isHidden }
        let hidden = arrangedSubviews.filter(\.isHidden)
        var made: [LayoutConstraint] = []
        switch axis {
        case .horizontal:
            made += mainAxis(visible, hidden, canvas, lead: \.leadingAnchor, trail: \.trailingAnchor,
                             center: \.centerXAnchor, size: \.widthAnchor, axis: .horizontal)
            made += crossAxis(visible + hidden, canvas, lead: \.topAnchor, trail: \.bottomAnchor,
                              center: \.centerYAnchor, size: \.heightAnchor)
        case .vertical:
            made += mainAxis(visible, hidden, canvas, lead: \.topAnchor, trail: \.bottomAnchor,
                             center: \.centerYAnchor, size: \.heightAnchor, axis: .vertical)
            made += crossAxis(visible + hidden, canvas, lead: \.leadingAnchor, trail: \.trailingAnchor,
                              center: \.centerXAnchor, size: \.widthAnchor)
        }
        stackConstraints = made
        LayoutConstraint.activate(made)
    }

    private func make(_ constraint: LayoutConstraint, _ identifier: String, _ priority: LayoutPriority = .required)
        -> LayoutConstraint
    {
        constraint.identifier = identifier
        constraint.priority = priority
        return constraint
    }

    /// The constraints along the axis, for one axis's anchor types.
    private func mainAxis<A: AnchorAxis>(
        _ views: [View], _ hidden: [View], _ canvas: any LayoutItem,
        lead: KeyPath<any LayoutItem, PositionAnchor<A>>, trail: KeyPath<any LayoutItem, PositionAnchor<A>>,
        center: KeyPath<any LayoutItem, PositionAnchor<A>>, size: KeyPath<any LayoutItem, DimensionAnchor>,
        axis: LayoutConstraint.Axis
    ) -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        for view in hidden {
            result.append(make((view as any LayoutItem)[keyPath: lead] == canvas[keyPath: lead], "UISV-hiding"))
            result.append(make((view as any LayoutItem)[keyPath: size] == 0, "UISV-hiding", 999))
        }
        guard let first = views.first, let last = views.last else { return result }
        let items: [any LayoutItem] = views
        result.append(make(first[keyPath: lead] == canvas[keyPath: lead], "UISV-canvas-connection"))
        result.append(make(last[keyPath: trail] == canvas[keyPath: trail], "UISV-canvas-connection"))
        let pairs = Array(zip(items, items.dropFirst()))
        switch distribution {
        case .fill, .fillEqually, .fillProportionally:
            for (a, b) in pairs {
                let gap = make(b[keyPath: lead].constraint(equalTo: a[keyPath: trail], constant: spacing), "UISV-spacing")
                spacingConstraints.append((gap, 1))
                result.append(gap)
            }
        case .equalSpacing, .equalCentering:
            for (a, b) in pairs {
                let gap = make(
                    b[keyPath: lead].constraint(greaterThanOrEqualTo: a[keyPath: trail], constant: spacing), "UISV-spacing")
                spacingConstraints.append((gap, 1))
                result.append(gap)
            }
        }
        switch distribution {
        case .fill:
            break
        case .fillEqually:
            for item in items.dropFirst() {
                result.append(make(item[keyPath: size] == first[keyPath: size], "UISV-fill-equally"))
            }
        case .fillProportionally:
            let intrinsic = views.map { view -> Double in
                let value = axis == .horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
                return value == View.noIntrinsicMetric ? 0 : max(0, value)
            }
            let total = intrinsic.reduce(0, +)
            let gaps = Double(views.count - 1)
            for (item, value) in zip(items, intrinsic) {
                // size = share × (canvas − gaps × spacing); equal shares when no view has a size.
                let share = total > 0 ? value / total : 1 / Double(views.count)
                let constraint = make(
                    item[keyPath: size].constraint(
                        equalTo: canvas[keyPath: size], multiplier: share, constant: -share * gaps * spacing),
                    "UISV-fill-proportionally", 999)
                spacingConstraints.append((constraint, -share * gaps))
                result.append(constraint)
            }
        case .equalSpacing:
            guard pairs.count > 1 else { break }
            let firstGap = pairs[0].0[keyPath: trail].anchorWithOffset(to: pairs[0].1[keyPath: lead])
            for (a, b) in pairs.dropFirst() {
                let gap = a[keyPath: trail].anchorWithOffset(to: b[keyPath: lead])
                result.append(make(gap == firstGap, "UISV-distributing"))
            }
        case .equalCentering:
            guard pairs.count > 1 else { break }
            let firstDistance = pairs[0].0[keyPath: center].anchorWithOffset(to: pairs[0].1[keyPath: center])
            for (a, b) in pairs.dropFirst() {
                let distance = a[keyPath: center].anchorWithOffset(to: b[keyPath: center])
                // Below compression resistance and hugging: when the views are crowded the centring gives
                // way first, then the gaps reach the spacing, and only then are views compressed.
                result.append(make(distance == firstDistance, "UISV-distributing", 150))
            }
        }
        return result
    }

    /// The constraints across the axis.
    private func crossAxis<A: AnchorAxis>(
        _ views: [View], _ canvas: any LayoutItem,
        lead: KeyPath<any LayoutItem, PositionAnchor<A>>, trail: KeyPath<any LayoutItem, PositionAnchor<A>>,
        center: KeyPath<any LayoutItem, PositionAnchor<A>>, size: KeyPath<any LayoutItem, DimensionAnchor>
    ) -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        for view in views {
            let item: any LayoutItem = view
            switch alignment {
            case .fill:
                result.append(make(item[keyPath: lead] == canvas[keyPath: lead], "UISV-alignment"))
                result.append(make(item[keyPath: trail] == canvas[keyPath: trail], "UISV-alignment"))
            case .leading:
                result.append(make(item[keyPath: lead] == canvas[keyPath: lead], "UISV-alignment"))
                result.append(make(item[keyPath: trail] <= canvas[keyPath: trail], "UISV-spanning-boundary"))
            case .center:
                result.append(make(item[keyPath: center] == canvas[keyPath: center], "UISV-alignment"))
                result.append(make(item[keyPath: lead] >= canvas[keyPath: lead], "UISV-spanning-boundary"))
                result.append(make(item[keyPath: trail] <= canvas[keyPath: trail], "UISV-spanning-boundary"))
            case .trailing:
                result.append(make(item[keyPath: trail] == canvas[keyPath: trail], "UISV-alignment"))
                result.append(make(item[keyPath: lead] >= canvas[keyPath: lead], "UISV-spanning-boundary"))
            }
            if alignment != .fill {
                result.append(make(item[keyPath: size] == 0, "UISV-ambiguity-suppression", 25))
            }
        }
        if alignment != .fill && !views.isEmpty {
            result.append(make(canvas[keyPath: size] == 0, "UISV-spanning-fit", 49))
        }
        return result
    }
}
