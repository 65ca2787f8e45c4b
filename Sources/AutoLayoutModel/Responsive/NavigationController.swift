/// A screen that shows a stack of screens, the last one on top, as UIKit's
/// `UINavigationController` (without a navigation bar: the top screen fills its view).
///
/// Popped screens are destroyed by default (their views and constraints released), as UIKit
/// releases them when nothing else holds them; pass `destroying: false` to keep them for later.
open class NavigationController: ViewController {
    /// The stack, bottom first.
    public private(set) var viewControllers: [ViewController] = []
    /// The constraints that pin the top screen's view to this one's.
    private var childConstraints: [LayoutConstraint] = []

    /// Creates a navigation controller with `rootViewController` at the bottom of its stack.
    public init(rootViewController: ViewController, title: String = "navigation") {
        super.init(title: title)
        push(rootViewController)
    }

    /// The screen on top of the stack.
    public var topViewController: ViewController? { viewControllers.last }

    /// Puts `controller` on top of the stack and shows it (the old top disappears).
    ///
    /// - Precondition: `controller` is not destroyed and belongs to no window or stack.
    public func push(_ controller: ViewController) {
        precondition(!controller.isDestroyed, "\(controller.title) is destroyed")
        precondition(
            controller.navigationController == nil && controller.window == nil && controller.presentingViewController == nil,
            "\(controller.title) is already shown elsewhere")
        let old = topViewController
        viewControllers.append(controller)
        controller.navigationController = self
        window?.adopt(controller)
        switchTop(from: old, to: controller)
    }

    /// Takes the top screen off the stack (never the last one) and shows the one below.
    ///
    /// - Parameter destroying: Whether to destroy the popped screen (the default).
    /// - Returns: The popped screen, or `nil` when the stack holds one screen or none.
    @discardableResult
    public func pop(destroying: Bool = true) -> ViewController? {
        guard viewControllers.count > 1 else { return nil }
        return pop(to: viewControllers[viewControllers.count - 2], destroying: destroying).first
    }

    /// Takes every screen above the bottom one off the stack.
    ///
    /// - Returns: The popped screens, top first.
    @discardableResult
    public func popToRoot(destroying: Bool = true) -> [ViewController] {
        guard let root = viewControllers.first else { return [] }
        return pop(to: root, destroying: destroying)
    }

    /// Takes every screen above `controller` off the stack, showing `controller`.
    ///
    /// - Returns: The popped screens, top first; none if `controller` is not in the stack.
    @discardableResult
    public func pop(to controller: ViewController, destroying: Bool = true) -> [ViewController] {
        guard let index = viewControllers.firstIndex(where: { $0 === controller }), index < viewControllers.count - 1
        else { return [] }
        let old = topViewController
        let popped = Array(viewControllers[(index + 1)...].reversed())
        viewControllers.removeSubrange((index + 1)...)
        switchTop(from: old, to: controller)
        for screen in popped {
            screen.navigationController = nil
            if destroying {
                screen.destroy()
            } else {
                screen.detachFromWindow()
            }
        }
        return popped
    }

    /// Goes back to the nearest screen below the top one that `isMatch` accepts (the previous
    /// screen of some kind, say), popping everything above it.
    ///
    /// - Returns: The popped screens, top first; none if no screen below the top matches.
    @discardableResult
    public func popToPrevious(destroying: Bool = true, where isMatch: (ViewController) -> Bool) -> [ViewController] {
        guard let target = viewControllers.dropLast().last(where: isMatch) else { return [] }
        return pop(to: target, destroying: destroying)
    }

    // MARK: Internals

    /// Shows `new` instead of `old` inside this controller's view, with appearance callbacks when
    /// this controller is visible.
    func switchTop(from old: ViewController?, to new: ViewController?) {
        let visible = isVisible
        if visible {
            for controller in new?.appearanceChain ?? [] { controller.loadViewIfNeeded() }
            old?.beginAppearance(false)
            new?.beginAppearance(true)
        }
        old?.viewIfLoaded?.removeFromSuperview()
        childConstraints = []
        // An unloaded navigation controller shows its top screen when its view loads.
        if let new, isViewLoaded { childConstraints = view.addFillingSubview(new.view, identifierPrefix: "Navigation-Child-") }
        if visible {
            window?.placeSharedViews()
            old?.endAppearance(false)
            new?.endAppearance(true)
            window?.rootView.layoutIfNeeded()
        }
    }

    override func viewDidLoadInternally() {
        switchTop(from: nil, to: topViewController)
    }

    /// Takes `child` out of the stack (it is being destroyed); if it was on top, the screen below
    /// shows.
    func removeChild(_ child: ViewController) {
        guard let index = viewControllers.firstIndex(where: { $0 === child }) else { return }
        let wasTop = index == viewControllers.count - 1
        viewControllers.remove(at: index)
        child.navigationController = nil
        if wasTop { switchTop(from: child, to: topViewController) }
    }

    /// Empties the stack without callbacks (the controller is being destroyed).
    func removeAllChildren() {
        viewControllers = []
        childConstraints = []
    }
}
