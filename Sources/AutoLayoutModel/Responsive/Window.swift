/// A device's screen: a root view sized by an ``Environment``, the conditional constraints that
/// follow it, the events it delivers, and the screens (``ViewController``s) it shows.
///
/// ```swift
/// let window = Window(environment: Environment(device: .iPhoneSE))
/// let box = View(name: "box")
/// window.rootView.addSubview(box)
/// window.conditionalConstraints.add(when: .portrait) { box.anchors.edges == window.rootView.anchors.edges }
/// window.conditionalConstraints.add(when: .landscape) {
///     box.anchors.center == window.rootView.anchors.center
///     box.anchors.size == Size(width: 200, height: 100)
/// }
/// window.layoutIfNeeded()                  // box: (0, 0, 320, 568)
/// window.rotate(to: .landscapeLeft)        // box: (184, 110, 200, 100)
/// ```
///
/// ## Applying an environment
/// ``apply(_:)`` (and ``rotate(to:)``, ``showKeyboard()``, ``hideKeyboard()``, which call it):
/// 1. sets the root's frame to the screen's size (one incremental `suggest` per changed
///    dimension, never a rebuild), its ``View/additionalSafeAreaInsets`` to the device's insets
///    and its ``View/keyboardHeight`` to the keyboard's;
/// 2. brings every conditional constraint (the window's and its screens') in step: one
///    deactivation batch, then one activation batch;
/// 3. delivers the events the change makes (``EnvironmentEvent/rotated(angle:orientation:)``,
///    ``EnvironmentEvent/faceUp``, ``EnvironmentEvent/keyboardChanged(height:width:)``) to
///    every ``EnvironmentResponder`` of the visible hierarchy, parents first, then to the
///    visible screens;
/// 4. lays the tree out (one incremental solve).
public final class Window {
    /// The window's root view: its frame is the screen, its safe area the device's.
    public let rootView: View
    /// The environment last applied.
    public private(set) var environment: Environment
    /// Conditional constraints that belong to the window rather than to one screen.
    public let conditionalConstraints = ConditionalConstraints()
    /// Decides named predicates of conditions (see ``LayoutCondition/named(_:)``) that neither
    /// their own closure nor their set's ``ConditionalConstraints/decider`` decides.
    public var conditionDecider: ((String, Environment) -> Bool)?
    /// Called with every event the window delivers, after the views and screens got it.
    public var eventObserver: ((EnvironmentEvent) -> Void)?

    // Screens (see Window+Screens.swift).
    var rootController: ViewController?
    var rootControllerConstraints: [LayoutConstraint] = []
    /// The shared views that move into whichever screen shows them.
    var sharedViewList: [SharedView] = []

    /// Creates a window showing `environment`.
    ///
    /// - Parameters:
    ///   - environment: The device, orientation and keyboard.
    ///   - rootView: The root view to use (a fresh one named `window` by default); it must have no
    ///     superview.
    public init(environment: Environment = Environment(), rootView: View? = nil) {
        precondition(rootView?.superview == nil, "A window's root view cannot have a superview")
        self.rootView = rootView ?? View(name: "window")
        self.environment = environment
        conditionalConstraints.fallbackDecider = { [weak self] in self?.conditionDecider }
        applyWindowState(environment)
        _ = conditionalConstraints.follow(environment, keyboardOnly: false)
    }

    // MARK: Environment

    /// Moves the window into `environment`: resizes the root, updates the safe area and the
    /// keyboard, switches the conditional constraints (one deactivation and one activation batch),
    /// delivers the events the change makes, and lays out.
    ///
    /// - Complexity: O(conditional constraints + views) plus one batch each way and one solve.
    public func apply(_ environment: Environment) {
        let old = self.environment
        self.environment = environment
        applyWindowState(environment)
        let keyboardOnly =
            old.device == environment.device && old.orientation == environment.orientation
            && old.interfaceOrientation == environment.interfaceOrientation
        updateConditionalConstraints(keyboardOnly: keyboardOnly)
        var events: [EnvironmentEvent] = []
        if old.interfaceOrientation != environment.interfaceOrientation {
            events.append(.rotated(
                angle: old.interfaceOrientation.rotationAngle(to: environment.interfaceOrientation),
                orientation: environment.interfaceOrientation))
        }
        if old.orientation != environment.orientation {
            if environment.orientation == .faceUp { events.append(.faceUp) }
            if environment.orientation == .faceDown { events.append(.faceDown) }
        }
        if old.keyboard != environment.keyboard {
            events.append(.keyboardChanged(height: environment.keyboard.height, width: environment.keyboard.width))
        }
        for event in events { deliver(event) }
        rootView.layoutIfNeeded()
    }

    /// Turns the device to `orientation` (see ``Environment/rotated(to:)``) and applies it.
    public func rotate(to orientation: DeviceOrientation) {
        apply(environment.rotated(to: orientation))
    }

    /// Shows the device's keyboard for the current orientation.
    public func showKeyboard() {
        apply(environment.withKeyboardShowing())
    }

    /// Shows a keyboard covering `height` points of the screen's bottom over `width` points (the
    /// screen's width by default).
    public func showKeyboard(height: Double, width: Double? = nil) {
        apply(environment.withKeyboard(.showing(height: height, width: width ?? environment.screenSize.width)))
    }

    /// Hides the keyboard.
    public func hideKeyboard() {
        apply(environment.withKeyboard(.hidden))
    }

    /// Shakes the device: delivers ``EnvironmentEvent/shaken`` and lays out whatever the
    /// responders changed.
    public func shake() {
        send(.shaken)
    }

    /// Delivers `event` to the visible hierarchy and screens, then lays out.
    public func send(_ event: EnvironmentEvent) {
        deliver(event)
        rootView.layoutIfNeeded()
    }

    /// Lays the window's tree out; returns the views whose frames changed.
    @discardableResult
    public func layoutIfNeeded() -> [View] {
        rootView.layoutIfNeeded()
    }

    // MARK: Internals

    private func applyWindowState(_ environment: Environment) {
        rootView.frame = Rect(origin: .zero, size: environment.screenSize)
        rootView.additionalSafeAreaInsets = environment.safeAreaInsets
        rootView.keyboardHeight = environment.keyboard.height
    }

    /// Every conditional constraint set the window keeps in step: its own and its screens'.
    var conditionalConstraintSets: [ConditionalConstraints] {
        [conditionalConstraints] + allControllers.map(\.conditionalConstraints)
    }

    /// Brings every set in step with ``environment``: one deactivation batch, then one
    /// activation batch, across all sets.
    func updateConditionalConstraints(keyboardOnly: Bool) {
        var activate: [LayoutConstraint] = [], deactivate: [LayoutConstraint] = []
        for set in conditionalConstraintSets {
            let changes = set.follow(environment, keyboardOnly: keyboardOnly)
            activate += changes.activate
            deactivate += changes.deactivate
        }
        LayoutConstraint.deactivate(deactivate)
        LayoutConstraint.activate(activate)
    }

    /// Hands `event` to every responder of the visible hierarchy (views not hidden, nor inside a
    /// hidden view), parents first, then to the visible screens, then to ``eventObserver``.
    func deliver(_ event: EnvironmentEvent) {
        var stack: [View] = [rootView]
        var responders: [EnvironmentResponder] = []
        while let view = stack.popLast() {
            if view.isHidden { continue }
            if let responder = view as? EnvironmentResponder { responders.append(responder) }
            stack.append(contentsOf: view.subviews.reversed())
        }
        for responder in responders { responder.handle(event, in: environment) }
        for controller in allControllers where controller.isVisible {
            controller.handle(event, in: environment)
        }
        eventObserver?(event)
    }
}
