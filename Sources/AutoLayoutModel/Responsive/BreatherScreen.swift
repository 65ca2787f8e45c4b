/// The weather screen of "Building Breather (Part 1)", built from constraints in one of three
/// ways that give the same frames (see ``Samples/breather(environment:style:marginPriorities:)``).
///
/// ## The layout
/// - A scroll view fills the root's safe area; a content view fills the scroll view's content
///   and is exactly as wide as the viewport (so it scrolls only vertically).
/// - The content's height is the viewport's height when that is at least 504 points (the
///   content spreads out), and 504 otherwise (the content scrolls).
/// - Top to bottom, 20 points in from the content's top and bottom: a city label (intrinsic
///   337×21) centred with margins of at least 8; a 100×100 icon, centred; three inner content views
///   (intrinsic heights 120, 80 and 140, at least 44) separated by four spacers of equal heights.
/// - The first inner view is centred and at most 500 wide, with left and right margins of 8 at
///   priority 999 that give way to required margins of at least 8, so in landscape the width cap
///   holds and the margins grow; the other inner views are centred and as wide as the first.
/// - Everything else in a column is centred horizontally in the content view.
///
/// With a viewport of *W* × *V* points the frames are, in content coordinates, with
/// *H* = max(504, *V*) and a spacer height *s* = (*H* − 501) / 4: label `((W − l)/2, 20, l, 21)`
/// with *l* = min(337, *W* − 16); icon `((W − 100)/2, 41 + s, 100, 100)`; inner views of width
/// *w* = min(500, *W* − 16) at *x* = (*W* − *w*)/2 and *y* = 141 + 2*s*, 261 + 3*s*, 341 + 4*s*.
public struct BreatherScreen {
    /// How the screen is built.
    public enum Style: String, CaseIterable, Hashable, Sendable {
        /// As in the article: the content's height is a required constant that the root view's
        /// layout callback (the view controller's `viewWillLayoutSubviews`) sets to
        /// `max(504, viewport height)` at every layout.
        case viewWillLayoutSubviews
        /// With constraints alone: the content's height is at least 504 (required) and equal to
        /// the viewport's height at priority 999, which gives way in short viewports.
        case constraints
        /// As ``constraints``, with a vertical ``StackView`` (equal spacing, centred) in place of
        /// the spacer views.
        case stackView
    }

    /// The priorities of the inner views' side margins.
    public enum MarginPriorities: String, CaseIterable, Hashable, Sendable {
        /// As in the article: margins of 8 at 999, required margins of at least 8.
        case article
        /// The other way round: required margins of 8, margins of at least 8 at 999. A viewport
        /// wider than 516 points cannot hold both a 500-point width cap and 8-point margins, so the
        /// engine reports the conflict and breaks a constraint.
        case swapped
    }

    /// The window the screen lives in; ``Window/apply(_:)`` and ``Window/rotate(to:)`` move it.
    public let window: Window
    /// How the screen was built.
    public let style: Style
    /// The inner views' margin priorities.
    public let marginPriorities: MarginPriorities
    /// The scroll view that fills the safe area.
    public let scrollView: ScrollView
    /// The content view inside the scroll view.
    public let contentView: View
    /// The city label.
    public let cityLabel: View
    /// The weather icon.
    public let iconView: View
    /// The three inner content views, top to bottom.
    public let innerViews: [View]
    /// The four spacers (empty in the stack view style).
    public let spacers: [View]
    /// The stack view (``Style/stackView`` only).
    public let stackView: StackView?
    /// The constraint on the content's height (the constant the layout callback sets in the
    /// ``Style/viewWillLayoutSubviews`` style; the strong equality otherwise).
    public let contentHeightConstraint: LayoutConstraint

    /// The window's root view.
    public var root: View { window.rootView }

    /// The views every style has, in tree order: root, scroll view, content view, label, icon and
    /// inner views. Their frames are the same in every style.
    public var commonViews: [View] { [root, scrollView, contentView, cityLabel, iconView] + innerViews }

    /// Every view of the screen, in tree order.
    public var views: [View] {
        var result: [View] = []
        root.forEachViewInSubtree { result.append($0) }
        return result
    }
}

/// The root view of the ``BreatherScreen/Style/viewWillLayoutSubviews`` style: its layout callback
/// is the article's `viewWillLayoutSubviews`.
final class BreatherRootView: View {
    weak var scrollView: ScrollView?
    var contentHeight: LayoutConstraint?

    override func layoutSubviews() {
        // The article: contentViewHeightConstraint.constant = max(504, scrollView.bounds.height).
        guard let scrollView, let contentHeight else { return }
        contentHeight.constant = max(Samples.breatherMinimumContentHeight, scrollView.bounds.height)
    }
}

extension Samples {
    /// The Breather content's minimum height: below it, the content scrolls.
    public static let breatherMinimumContentHeight: Double = 504

    /// Builds the Breather weather screen in a new window showing `environment`, laid out.
    ///
    /// - Parameters:
    ///   - environment: The device, orientation and keyboard.
    ///   - style: How to build it; every style gives the same frames.
    ///   - marginPriorities: The inner views' margin priorities; ``BreatherScreen/MarginPriorities/swapped``
    ///     makes viewports wider than 516 points unsatisfiable.
    ///   - conflictHandler: Set as the engine's ``LayoutEngine/conflictHandler`` before the screen is
    ///     built, so that conflicts of the first layout reach it too; without it they are logged.
    /// - Returns: The screen, with its named views.
    public static func breather(
        environment: Environment = Environment(), style: BreatherScreen.Style = .constraints,
        marginPriorities: BreatherScreen.MarginPriorities = .article,
        conflictHandler: ((ConstraintConflict) -> Void)? = nil
    ) -> BreatherScreen {
        let rootView: View = style == .viewWillLayoutSubviews ? BreatherRootView(frame: .zero) : View(frame: .zero)
        rootView.name = "root"
        let window = Window(environment: environment, rootView: rootView)
        if let conflictHandler { rootView.layoutEngine.conflictHandler = conflictHandler }
        let scroll = ScrollView(name: "scrollView")
        let content = View(name: "contentView")
        let label = View(name: "cityLabel", intrinsicContentSize: Size(width: 337, height: 21))
        let icon = View(name: "iconView")
        let inners = [("currentConditions", 120.0), ("hourlyForecast", 80), ("dailyForecast", 140)].map { name, height in
            View(name: name, intrinsicContentSize: Size(width: View.noIntrinsicMetric, height: height))
        }
        rootView.addSubview(scroll)
        scroll.addSubview(content)

        var constraints = LayoutConstraint.make {
            scroll.anchors.edges == rootView.safeAreaLayoutGuide.anchors.edges
            content.anchors.edges == scroll.contentLayoutGuide.anchors.edges
            content.widthAnchor == scroll.frameLayoutGuide.widthAnchor
        }
        let height: LayoutConstraint
        switch style {
        case .viewWillLayoutSubviews:
            height = content.heightAnchor == breatherMinimumContentHeight
            (rootView as? BreatherRootView)?.scrollView = scroll
            (rootView as? BreatherRootView)?.contentHeight = height
            constraints.append(height)
        case .constraints, .stackView:
            height = content.heightAnchor == scroll.frameLayoutGuide.heightAnchor ~ 999
            constraints.append(content.heightAnchor >= breatherMinimumContentHeight)
            constraints.append(height)
        }
        height.identifier = "contentHeight"

        // The arranged column: label, icon, inner views, with the spacers or the stack between.
        var spacers: [View] = []
        var stack: StackView?
        let column: [View] = [label, icon] + inners
        if style == .stackView {
            let made = StackView(name: "stackView", arrangedSubviews: column)
            made.axis = .vertical
            made.distribution = .equalSpacing
            made.alignment = .center
            content.addSubview(made)
            constraints += LayoutConstraint.make {
                made.topAnchor == content.topAnchor + 20
                made.bottomAnchor == content.bottomAnchor - 20
                made.anchors.horizontalEdges == content.anchors.horizontalEdges
            }
            stack = made
        } else {
            for view in column { content.addSubview(view) }
            spacers = (1...4).map { View(name: "spacer\($0)") }
            for spacer in spacers { content.addSubview(spacer) }
            constraints += LayoutConstraint.make {
                label.topAnchor == content.topAnchor + 20
                inners[2].bottomAnchor == content.bottomAnchor - 20
                for (index, spacer) in spacers.enumerated() {
                    spacer.topAnchor == column[index].bottomAnchor
                    column[index + 1].topAnchor == spacer.bottomAnchor
                    spacer.anchors.horizontalEdges == content.anchors.horizontalEdges
                    if index > 0 { spacer.heightAnchor == spacers[0].heightAnchor }
                }
            }
        }

        constraints += LayoutConstraint.make {
            label.centerXAnchor == content.centerXAnchor
            label.leadingAnchor >= content.leadingAnchor + 8
            label.trailingAnchor <= content.trailingAnchor - 8
            icon.centerXAnchor == content.centerXAnchor
            icon.anchors.size == Size(width: 100, height: 100)
            for (index, inner) in inners.enumerated() {
                inner.centerXAnchor == content.centerXAnchor
                inner.heightAnchor >= 44
                if index == 0 {
                    inner.widthAnchor <= 500
                } else {
                    inner.widthAnchor == inners[0].widthAnchor
                }
            }
        }
        // The first inner view's margins decide the width of all three.
        let preferred: LayoutPriority = marginPriorities == .article ? 999 : .required
        let minimum: LayoutPriority = marginPriorities == .article ? .required : 999
        for inner in inners.prefix(1) {
            constraints += [
                inner.leadingAnchor == content.leadingAnchor + 8 ~ preferred,
                inner.trailingAnchor == content.trailingAnchor - 8 ~ preferred,
                inner.leadingAnchor >= content.leadingAnchor + 8 ~ minimum,
                inner.trailingAnchor <= content.trailingAnchor - 8 ~ minimum,
            ]
        }
        LayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        return BreatherScreen(
            window: window, style: style, marginPriorities: marginPriorities, scrollView: scroll, contentView: content,
            cityLabel: label, iconView: icon, innerViews: inners, spacers: spacers, stackView: stack,
            contentHeightConstraint: height)
    }
}
