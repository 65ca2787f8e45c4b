/// A view that every screen shows in its own place (an advertising banner, a player bar): it moves
/// into whichever visible screen has a placement for it, with that screen's constraints.
///
/// ```swift
/// let banner = SharedView(View(name: "banner"))
/// window.addSharedView(banner)
/// banner.place(in: home) { banner, screen in
///     banner.anchors.horizontalEdges == screen.anchors.horizontalEdges
///     banner.bottomAnchor == screen.safeAreaLayoutGuide.bottomAnchor
///     banner.heightAnchor == 50
/// }
/// banner.place(in: article) { banner, screen in
///     banner.topAnchor == screen.safeAreaLayoutGuide.topAnchor
///     banner.anchors.horizontalEdges == screen.anchors.horizontalEdges
///     banner.heightAnchor == 90
/// }
/// ```
///
/// Each screen's constraints are made once, on the first move into it, and kept: moving back
/// reactivates them. Moving out deactivates all of them (one batch), those between the view and
/// the old screen and those on the view alone (its height, say), so no constraint of the old
/// screen is left behind; a destroyed screen's placement is dropped. When the visible screen has
/// no placement, the view leaves the window.
public final class SharedView {
    /// A screen's placement: how to constrain the view in it, and the constraints once made.
    private struct Placement {
        weak var controller: ViewController?
        let make: (View, View) -> [LayoutConstraint]
        var constraints: [LayoutConstraint]?
    }

    /// The shared view.
    public let view: View
    private var placements: [Placement] = []
    /// The screen that shows the view now.
    public private(set) weak var host: ViewController?

    /// Wraps `view` for sharing; add it to a window with ``Window/addSharedView(_:)``.
    public init(_ view: View) {
        self.view = view
    }

    /// Says where the view goes in `controller`'s view: `constraints` receives the shared view and
    /// the screen's root view, and is called once, when the view first moves there.
    ///
    /// If `controller` is visible now (or shows the view already), the view moves there at once
    /// and the window is laid out.
    public func place(
        in controller: ViewController,
        @LayoutConstraintsBuilder constraints: @escaping (_ shared: View, _ screen: View) -> [LayoutConstraint]
    ) {
        if let index = placements.firstIndex(where: { $0.controller === controller }) {
            if host === controller { leaveHost() }
            placements.remove(at: index)
        }
        placements.append(Placement(controller: controller, make: constraints, constraints: nil))
        guard let window = controller.window, window.sharedViewList.contains(where: { $0 === self }) else { return }
        window.placeSharedViews()
        window.rootView.layoutIfNeeded()
    }

    /// The screens that have a placement, in the order given.
    public var placedControllers: [ViewController] { placements.compactMap(\.controller) }

    /// The constraints of the current placement (empty when the view is in no screen).
    public var activeConstraints: [LayoutConstraint] {
        placements.first { $0.controller === host && host != nil }?.constraints ?? []
    }

    // MARK: Moving

    /// Moves the view into the deepest of `visible` that has a placement, or out of the window
    /// when none has.
    func move(toFirstPlacedAmong visible: [ViewController]) {
        placements.removeAll { $0.controller == nil }
        guard let target = visible.reversed().first(where: { screen in placements.contains { $0.controller === screen } })
        else {
            leaveHost()
            view.removeFromSuperview()
            return
        }
        if target === host, view.superview === target.viewIfLoaded { return }
        leaveHost()
        let screenView = target.view
        screenView.addSubview(view)
        let index = placements.firstIndex { $0.controller === target }!
        if placements[index].constraints == nil {
            placements[index].constraints = placements[index].make(view, screenView)
        }
        LayoutConstraint.activate(placements[index].constraints!)
        host = target
    }

    /// Drops `controller`'s placement (it is being destroyed); if it holds the view, the view
    /// leaves it.
    func forget(_ controller: ViewController) {
        leave(controller)
        placements.removeAll { $0.controller === controller || $0.controller == nil }
    }

    /// Takes the view out of `controller` if it holds it (the screen leaves the window), keeping
    /// the placement for when the screen comes back.
    func leave(_ controller: ViewController) {
        guard host === controller else { return }
        leaveHost()
        view.removeFromSuperview()
    }

    /// Deactivates the current placement's constraints (one batch).
    private func leaveHost() {
        if let index = placements.firstIndex(where: { $0.controller === host && host != nil }),
            let constraints = placements[index].constraints
        {
            LayoutConstraint.deactivate(constraints)
        }
        host = nil
    }
}

extension Window {
    /// The shared views that follow the visible screen.
    public var sharedViews: [SharedView] { sharedViewList }

    /// Lets `shared` follow the visible screen of this window.
    public func addSharedView(_ shared: SharedView) {
        guard !sharedViewList.contains(where: { $0 === shared }) else { return }
        sharedViewList.append(shared)
        placeSharedViews()
        rootView.layoutIfNeeded()
    }

    /// Stops `shared` following the screens; it leaves the window with its constraints.
    public func removeSharedView(_ shared: SharedView) {
        guard sharedViewList.contains(where: { $0 === shared }) else { return }
        sharedViewList.removeAll { $0 === shared }
        shared.move(toFirstPlacedAmong: [])
    }

    /// Moves every shared view into the visible screen that places it.
    func placeSharedViews() {
        let visible = topViewController?.appearanceChain ?? []
        for shared in sharedViewList { shared.move(toFirstPlacedAmong: visible) }
    }
}
