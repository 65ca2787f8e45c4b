// The screens a window shows: its root screen, the screens presented over it (each full screen,
// the top one visible), and, inside a navigation controller, the top of its stack.

extension Window {
    /// The bottom screen. Setting it shows the new screen (with appearance callbacks) and destroys
    /// the old one and everything presented over it.
    ///
    /// - Precondition: The new screen is not destroyed and is shown nowhere else.
    public var rootViewController: ViewController? {
        get { rootController }
        set {
            guard newValue !== rootController else { return }
            let oldTop = topViewController
            let oldChain = presentationChain
            if let newValue { checkShowable(newValue) }
            rootController = newValue
            for controller in oldChain {
                controller.presentedViewController = nil
                controller.presentingViewController = nil
            }
            if let newValue { adopt(newValue) }
            transition(from: oldTop, to: newValue)
            for controller in oldChain.reversed() { destroyDetached(controller) }
        }
    }

    /// The screens from the root up through every presented screen, bottom first.
    public var presentationChain: [ViewController] {
        var chain: [ViewController] = []
        var next = rootController
        while let controller = next {
            chain.append(controller)
            next = controller.presentedViewController
        }
        return chain
    }

    /// The top of the presentation chain: the screen that fills the window.
    public var topViewController: ViewController? { presentationChain.last }

    /// The screen the user sees: the top of the presentation chain, or the top of its navigation
    /// stack (recursively).
    public var visibleViewController: ViewController? { topViewController?.appearanceChain.last }

    /// Every screen the window holds: the presentation chain and the navigation stacks in it.
    public var allControllers: [ViewController] {
        var result: [ViewController] = []
        func visit(_ controller: ViewController) {
            result.append(controller)
            for child in (controller as? NavigationController)?.viewControllers ?? [] { visit(child) }
        }
        for controller in presentationChain { visit(controller) }
        return result
    }

    /// Presents `controller` over the top screen (full screen: the screen below disappears), or
    /// makes it the root when there is none.
    ///
    /// - Precondition: `controller` is not destroyed and is shown nowhere else.
    public func present(_ controller: ViewController) {
        checkShowable(controller)
        guard let top = topViewController else {
            rootViewController = controller
            return
        }
        top.presentedViewController = controller
        controller.presentingViewController = top
        adopt(controller)
        transition(from: top, to: controller)
    }

    /// Dismisses the top presented screen (the one below appears again).
    ///
    /// - Parameter destroying: Whether to destroy the dismissed screen (the default); otherwise
    ///   it leaves the window and can be presented again.
    public func dismiss(destroying: Bool = true) {
        guard let top = topViewController, top.presentingViewController != nil else { return }
        dismiss(through: top, destroying: destroying)
    }

    /// Dismisses every presented screen, destroying them, and shows the root again.
    public func dismissAll() {
        guard let root = rootController, let first = root.presentedViewController else { return }
        dismiss(through: first)
    }

    /// Dismisses every presented screen (destroying them) and presents `controller` over the root
    /// in one step: the screens in between never appear.
    public func dismissAllAndPresent(_ controller: ViewController) {
        checkShowable(controller)
        guard let root = rootController else {
            rootViewController = controller
            return
        }
        let oldTop = topViewController
        let dismissed = Array(presentationChain.dropFirst())
        unlinkPresented(above: root)
        root.presentedViewController = controller
        controller.presentingViewController = root
        adopt(controller)
        transition(from: oldTop, to: controller)
        for screen in dismissed.reversed() { destroyDetached(screen) }
    }

    /// Dismisses every presented screen (destroying them) and pushes `controller` on the root's
    /// navigation stack in one step.
    ///
    /// - Precondition: The root screen is a ``NavigationController``.
    public func dismissAllAndPush(_ controller: ViewController) {
        guard let navigation = rootController as? NavigationController else {
            preconditionFailure("dismissAllAndPush needs a NavigationController as the window's root")
        }
        checkShowable(controller)
        let oldTop = topViewController
        let dismissed = Array(presentationChain.dropFirst())
        if dismissed.isEmpty {
            navigation.push(controller)
            return
        }
        unlinkPresented(above: navigation)
        // The navigation controller is hidden: the push makes no callbacks; the transition below
        // makes them for the whole chain at once.
        navigation.push(controller)
        transition(from: oldTop, to: navigation)
        for screen in dismissed.reversed() { destroyDetached(screen) }
    }

    // MARK: Internals

    /// Dismisses `controller` and everything presented over it; the screen below appears.
    func dismiss(through controller: ViewController, destroying: Bool = true) {
        guard let presenting = controller.presentingViewController else { return }
        let oldTop = topViewController
        var dismissed: [ViewController] = []
        var next: ViewController? = controller
        while let screen = next {
            dismissed.append(screen)
            next = screen.presentedViewController
        }
        unlinkPresented(above: presenting)
        transition(from: oldTop, to: presenting)
        for screen in dismissed.reversed() {
            if destroying || screen !== controller {
                destroyDetached(screen)
            } else {
                screen.detachFromWindow()
            }
        }
    }

    /// Cuts the presentation chain above `controller`.
    private func unlinkPresented(above controller: ViewController) {
        var next = controller.presentedViewController
        controller.presentedViewController = nil
        while let screen = next {
            next = screen.presentedViewController
            screen.presentedViewController = nil
            screen.presentingViewController = nil
        }
    }

    /// Takes `controller` (being destroyed) out of the window: out of the presentation chain (what
    /// it presented takes its place) or out of its navigation stack; if it was visible, the
    /// screen that takes over appears.
    func unlink(_ controller: ViewController) {
        if let navigation = controller.navigationController {
            navigation.removeChild(controller)
            return
        }
        let wasTop = controller === topViewController
        let above = controller.presentedViewController
        if rootController === controller {
            rootController = above
            above?.presentingViewController = nil
        } else if let below = controller.presentingViewController {
            below.presentedViewController = above
            above?.presentingViewController = below
        }
        controller.presentedViewController = nil
        controller.presentingViewController = nil
        if wasTop { transition(from: controller, to: topViewController) }
    }

    /// Destroys a screen that is already out of every chain and stack.
    private func destroyDetached(_ controller: ViewController) {
        controller.presentingViewController = nil
        controller.presentedViewController = nil
        controller.window = nil
        for shared in sharedViewList { shared.forget(controller) }
        controller.destroy()
    }

    /// Makes `controller` and its navigation children belong to the window, and brings their
    /// conditional constraints in step with the environment (one batch each way).
    func adopt(_ controller: ViewController) {
        var activate: [LayoutConstraint] = [], deactivate: [LayoutConstraint] = []
        func visit(_ screen: ViewController) {
            screen.window = self
            screen.conditionalConstraints.fallbackDecider = { [weak self] in self?.conditionDecider }
            let changes = screen.conditionalConstraints.follow(environment, keyboardOnly: false)
            activate += changes.activate
            deactivate += changes.deactivate
            for child in (screen as? NavigationController)?.viewControllers ?? [] { visit(child) }
        }
        visit(controller)
        LayoutConstraint.deactivate(deactivate)
        LayoutConstraint.activate(activate)
    }

    private func checkShowable(_ controller: ViewController) {
        precondition(!controller.isDestroyed, "\(controller.title) is destroyed")
        precondition(
            controller.window == nil && controller.navigationController == nil && controller.presentingViewController == nil,
            "\(controller.title) is already shown elsewhere")
    }

    /// Replaces the top screen `old` by `new` in the root view, with appearance callbacks, then
    /// moves the shared views and lays out.
    func transition(from old: ViewController?, to new: ViewController?) {
        guard old !== new else { return }
        // As in UIKit, a screen's view loads before it is told it will appear.
        for controller in new?.appearanceChain ?? [] { controller.loadViewIfNeeded() }
        old?.beginAppearance(false)
        new?.beginAppearance(true)
        old?.viewIfLoaded?.removeFromSuperview()
        rootControllerConstraints = []
        if let new { rootControllerConstraints = rootView.addFillingSubview(new.view, identifierPrefix: "Screen-") }
        placeSharedViews()
        old?.endAppearance(false)
        new?.endAppearance(true)
        rootView.layoutIfNeeded()
    }
}

extension ViewController {
    /// Takes a screen that left its window's chains (dismissed or popped without being destroyed)
    /// out of the window: its conditional constraints stop following the environment.
    func detachFromWindow() {
        guard let window else { return }
        for shared in window.sharedViewList { shared.leave(self) }
        viewIfLoaded?.removeFromSuperview()
        conditionalConstraints.forgetEnvironment()
        for child in (self as? NavigationController)?.viewControllers ?? [] { child.detachFromWindow() }
        self.window = nil
    }
}

extension View {
    /// Adds `child` as a subview that fills this view, the way a window shows its top screen and a
    /// navigation controller its top child: the four edge constraints, activated, named `prefix`
    /// followed by `Top`, `Leading`, `Bottom` and `Trailing`.
    ///
    /// - Returns: The edge constraints.
    func addFillingSubview(_ child: View, identifierPrefix prefix: String) -> [LayoutConstraint] {
        addSubview(child)
        let constraints = LayoutConstraint.make { child.anchors.edges == anchors.edges }
        for (constraint, edge) in zip(constraints, ["Top", "Leading", "Bottom", "Trailing"]) {
            constraint.identifier = prefix + edge
        }
        LayoutConstraint.activate(constraints)
        return constraints
    }
}
