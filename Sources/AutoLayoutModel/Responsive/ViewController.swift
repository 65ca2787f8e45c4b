/// A screen: it owns a root view (made lazily, on first use of ``view``), its own conditional
/// constraints, and callbacks for each step of its life, as UIKit's `UIViewController`.
///
/// A ``Window`` shows screens: its ``Window/rootViewController``, the ones it presents over it
/// (``Window/present(_:)``), and the screens of a ``NavigationController``. A screen's view fills
/// the window (or its navigation controller's view).
///
/// ## Life
/// `loadView()` → `viewDidLoad()` on first use of ``view``; `viewWillAppear()` / `viewDidAppear()`
/// when the view enters the window, `viewWillDisappear()` / `viewDidDisappear()` when it leaves;
/// `viewWillLayoutSubviews()` / `viewDidLayoutSubviews()` around each layout of a resized view
/// (with the default ``loadView()``); `didDestroy()` after ``destroy()``. Each step is also
/// passed to ``lifecycleObserver``.
///
/// ## Destroying
/// ``destroy()`` takes the screen out of wherever it is (the window's root, a presentation, a
/// navigation stack), destroys its navigation children, drops its conditional constraints, moves
/// shared views out of it, and releases its view: nothing of it stays in the window's solver.
open class ViewController: EnvironmentResponder {
    /// A step in a screen's life, for ``lifecycleObserver``.
    public enum LifecycleEvent: String, Hashable, Sendable {
        /// The view was loaded.
        case didLoad
        /// The view is about to enter the window.
        case willAppear
        /// The view entered the window.
        case didAppear
        /// The view is about to leave the window.
        case willDisappear
        /// The view left the window.
        case didDisappear
        /// The screen was destroyed.
        case didDestroy
    }

    /// The screen's name, also the name of the default view.
    public var title: String
    /// The screen's conditional constraints; they follow the window's environment while the screen
    /// belongs to a window, and are dropped when the screen is destroyed.
    public let conditionalConstraints = ConditionalConstraints()
    /// Called with each step of the screen's life, after the matching method.
    public var lifecycleObserver: ((ViewController, LifecycleEvent) -> Void)?

    /// The window the screen belongs to (as root, presented, or in a navigation stack of one).
    public internal(set) weak var window: Window?
    /// The navigation controller whose stack holds the screen.
    public internal(set) weak var navigationController: NavigationController?
    /// The screen that presented this one.
    public internal(set) weak var presentingViewController: ViewController?
    /// The screen this one presented.
    public internal(set) var presentedViewController: ViewController?
    /// Whether the screen's view is in the window (between `viewDidAppear` and `viewWillDisappear`).
    public internal(set) var isVisible = false
    /// Whether ``destroy()`` was called.
    public private(set) var isDestroyed = false

    private var loadedView: View?

    /// Creates a screen; its view is made on first use.
    public init(title: String = "screen") {
        self.title = title
    }

    // MARK: The view

    /// The screen's root view, loaded (``loadView()`` then ``viewDidLoad()``) on first use. An
    /// override of ``loadView()`` sets it.
    ///
    /// - Precondition: The screen is not destroyed (reading it would load a new view).
    public var view: View {
        get {
            loadViewIfNeeded()
            return loadedView!
        }
        set {
            loadedView = newValue
        }
    }

    /// The view if it is loaded, without loading it.
    public var viewIfLoaded: View? { loadedView }

    /// Whether the view is loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view if it is not loaded yet.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        precondition(!isDestroyed, "\(title) is destroyed: its view cannot be loaded again")
        loadView()
        if loadedView == nil { loadedView = ControllerView(controller: self) }
        viewDidLoadInternally()
        viewDidLoad()
        lifecycleObserver?(self, .didLoad)
    }

    /// Makes the view. The default makes a plain view named after ``title`` that calls
    /// ``viewWillLayoutSubviews()`` and ``viewDidLayoutSubviews()``; overrides set ``view``.
    open func loadView() {
        loadedView = ControllerView(controller: self)
    }

    /// The module's own work once the view is loaded, before ``viewDidLoad()`` (a navigation
    /// controller puts its top screen in).
    func viewDidLoadInternally() {}

    // MARK: Callbacks

    /// Called once the view is loaded: add subviews and constraints here.
    open func viewDidLoad() {}
    /// Called before the view enters the window.
    open func viewWillAppear() {}
    /// Called after the view entered the window.
    open func viewDidAppear() {}
    /// Called before the view leaves the window.
    open func viewWillDisappear() {}
    /// Called after the view left the window.
    open func viewDidDisappear() {}
    /// Called during layout, after the view's frame changed and before its subviews' frames are
    /// final (the engine solves again if this changes constraints), as in the Breather article.
    open func viewWillLayoutSubviews() {}
    /// Called after ``viewWillLayoutSubviews()``.
    open func viewDidLayoutSubviews() {}
    /// Called at the end of ``destroy()``, once the view is released.
    open func didDestroy() {}
    /// Called with each event while the screen is visible, after the views got it.
    open func handle(_ event: EnvironmentEvent, in environment: Environment) {}

    // MARK: Presenting

    /// Presents `controller` over the window's top screen (see ``Window/present(_:)``).
    ///
    /// - Precondition: The screen belongs to a window.
    public func present(_ controller: ViewController) {
        guard let window else { preconditionFailure("\(title) is not in a window: it cannot present \(controller.title)") }
        window.present(controller)
    }

    /// Dismisses the screen this one presented, and everything above it, destroying them; or, if
    /// this one presents nothing, dismisses this one.
    public func dismiss() {
        guard let window else { return }
        let target = presentedViewController ?? self
        guard target.presentingViewController != nil else { return }
        window.dismiss(through: target)
    }

    // MARK: Destroying

    /// Destroys the screen: takes it out of the window's root, its presentation or its navigation
    /// stack (a screen it presented takes its place in the presentation chain; the next screen
    /// appears if it was visible), destroys its navigation children, drops its conditional
    /// constraints and its shared-view placements, removes its view from the window and releases
    /// it. Calling it again does nothing.
    ///
    /// - Complexity: O(views + constraints of the screen) plus one solver batch.
    public func destroy() {
        guard !isDestroyed else { return }
        if let window {
            window.unlink(self)
        } else if let navigationController {
            navigationController.removeChild(self)
        }
        for child in (self as? NavigationController)?.viewControllers.reversed() ?? [] {
            child.navigationController = nil
            child.destroy()
        }
        (self as? NavigationController)?.removeAllChildren()
        release()
    }

    /// Releases the screen's view and constraints once it is out of every container.
    func release() {
        if let window { for shared in window.sharedViewList { shared.forget(self) } }
        conditionalConstraints.removeAll()
        // Constraints between the view's subtree and the rest of the window leave the solver with
        // it; those inside the subtree go with the view when it is released (views own them).
        loadedView?.removeFromSuperview()
        loadedView = nil
        window = nil
        navigationController = nil
        presentingViewController = nil
        presentedViewController = nil
        isVisible = false
        isDestroyed = true
        didDestroy()
        lifecycleObserver?(self, .didDestroy)
    }

    // MARK: Appearance

    /// The screen and, for a navigation controller, its top screen (recursively): the screens that
    /// appear and disappear together.
    var appearanceChain: [ViewController] {
        [self] + ((self as? NavigationController)?.topViewController?.appearanceChain ?? [])
    }

    func beginAppearance(_ appearing: Bool) {
        for controller in appearanceChain {
            if appearing {
                controller.viewWillAppear()
                controller.lifecycleObserver?(controller, .willAppear)
            } else {
                controller.viewWillDisappear()
                controller.lifecycleObserver?(controller, .willDisappear)
            }
        }
    }

    func endAppearance(_ appearing: Bool) {
        for controller in appearanceChain {
            controller.isVisible = appearing
            if appearing {
                controller.viewDidAppear()
                controller.lifecycleObserver?(controller, .didAppear)
            } else {
                controller.viewDidDisappear()
                controller.lifecycleObserver?(controller, .didDisappear)
            }
        }
    }
}

/// The default root view of a screen: it calls the screen's layout callbacks.
final class ControllerView: View {
    weak var controller: ViewController?

    init(controller: ViewController) {
        self.controller = controller
        super.init(frame: .zero)
        name = controller.title
    }

    override func layoutSubviews() {
        controller?.viewWillLayoutSubviews()
        controller?.viewDidLayoutSubviews()
    }
}
