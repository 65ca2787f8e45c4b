/// A rectangle in a tree of views, laid out by constraints, as UIKit's `UIView`.
///
/// A view with no superview is a **root**, as a window is: its owner sets its ``frame``
/// (`View(frame: Rect(x: 0, y: 0, width: 375, height: 667))`), and constraints lay out everything
/// inside it. Every other view's frame is computed by ``layoutIfNeeded()``, in its superview's
/// coordinates, from the constraints of its tree's ``LayoutEngine``.
///
/// ```swift
/// let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
/// let box = View(name: "box")
/// root.addSubview(box)
/// LayoutConstraint.activate([
///     box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
///     box.centerYAnchor.constraint(equalTo: root.centerYAnchor),
///     box.widthAnchor.constraint(equalToConstant: 100),
///     box.heightAnchor.constraint(equalTo: box.widthAnchor),
/// ])
/// root.layoutIfNeeded()
/// box.frame  // (137.5, 283.5, 100, 100)
/// ```
///
/// ## Differences from UIKit
/// - ``translatesAutoresizingMaskIntoConstraints`` is `false` by default, since views here exist
///   to be laid out by constraints; set it to hold a subview at the frame you give it.
/// - A constraint may be activated before its views share a tree; it waits until they do.
/// - Conflicts are reported to ``LayoutEngine/conflictHandler`` as well as logged.
///
/// Views are not thread-safe and not `Sendable`: build and lay out each tree on one thread (any
/// thread; there is no main-actor requirement, so tests stay simple).
open class View: LayoutItem, CustomStringConvertible {
    /// The view's solver variables, made on first use so that they can carry the view's name.
    lazy var core: LayoutItemCore = {
        let core = LayoutItemCore(name: name ?? "view")
        core.view = self
        return core
    }()

    /// A name for descriptions, constraint descriptions and conflict reports (UIKit shows
    /// addresses; a name makes reports readable).
    public var name: String?

    /// The view that contains this one, or `nil` for a root.
    public private(set) weak var superview: View?
    /// The views this one contains, back to front.
    public private(set) var subviews: [View] = []

    /// The frame as last written by layout or set by the owner.
    var storedFrame: Rect
    /// The origin of ``bounds`` (a scroll view's content offset).
    var boundsOrigin: Point = .zero
    /// The engine, when this view is a root that has one.
    var ownEngine: LayoutEngine?

    /// Whether the view is hidden. Hidden views still take part in layout, as in UIKit; a change
    /// is passed to the superview's ``didChangeHiddenState(of:)`` (stack views use it to drop
    /// hidden arranged subviews).
    open var isHidden: Bool = false {
        didSet { if isHidden != oldValue { superview?.didChangeHiddenState(of: self) } }
    }
    /// A number to find the view by, as UIKit's `tag`.
    public var tag: Int = 0

    // Window state, meaningful on a root view.
    var storedKeyboardHeight: Double = 0
    var storedSemanticContentAttribute: SemanticContentAttribute = .unspecified

    /// Insets added to the view's safe area. On a root view they are the whole safe area, as the
    /// device's insets are a window's (the status bar, the home indicator, a notch): set them to
    /// the device's. Other views add them to the insets they inherit from their superview.
    public var additionalSafeAreaInsets: EdgeInsets = .zero {
        didSet { if additionalSafeAreaInsets != oldValue { rootView.ownEngine?.needsPass = true } }
    }

    /// The distances from the view's edges (or from its safe area, see
    /// ``insetsLayoutMarginsFromSafeArea``) to its ``layoutMarginsGuide``. Default: 8 on every side.
    public var layoutMargins: EdgeInsets = EdgeInsets(all: 8) {
        didSet { if layoutMargins != oldValue { updateMarginsGuideConstants() } }
    }

    /// Whether the layout margins are measured from the safe area rather than from the view's
    /// edges (default `true`, as UIKit's).
    public var insetsLayoutMarginsFromSafeArea: Bool = true {
        didSet { if insetsLayoutMarginsFromSafeArea != oldValue { rebuildMarginsGuideConstraints() } }
    }

    /// Whether the view's frame, as set by hand, is held by required constraints (UIKit's
    /// autoresizing-mask constraints, without the flexible parts). Unlike UIKit, the default is
    /// `false`: views here exist to be laid out by constraints. It has no effect on a root.
    public var translatesAutoresizingMaskIntoConstraints: Bool = false {
        didSet { if translatesAutoresizingMaskIntoConstraints != oldValue { updateAutoresizingConstraints() } }
    }

    /// The size the default ``intrinsicContentSize`` returns: a way to give a view content (as a
    /// label's text or an image would) without subclassing, as layout files and tests do. Either
    /// dimension may be ``noIntrinsicMetric``. Setting it invalidates the intrinsic content size.
    public var assignedIntrinsicContentSize = Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) {
        didSet { if assignedIntrinsicContentSize != oldValue { invalidateIntrinsicContentSize() } }
    }

    // Intrinsic content size state.
    var huggingPriorities: [LayoutPriority] = [.defaultLow, .defaultLow]
    var compressionResistancePriorities: [LayoutPriority] = [.defaultHigh, .defaultHigh]
    var intrinsicSizeConstraints: [LayoutConstraint.Axis: (hugging: LayoutConstraint, compression: LayoutConstraint)] = [:]

    // Guides.
    var layoutGuideList: [LayoutGuide] = []
    var safeAreaGuide: LayoutGuide?
    var safeAreaGuideConstraints: [LayoutConstraint] = []
    var marginsGuide: LayoutGuide?
    var marginsGuideConstraints: [LayoutConstraint] = []
    var keyboardGuide: KeyboardLayoutGuide?
    var keyboardGuideConstraints: [LayoutConstraint] = []
    var autoresizingConstraints: [LayoutConstraint] = []

    /// Creates a view with the given frame (for a root, the window's size).
    public init(frame: Rect = .zero) {
        storedFrame = frame
    }

    /// Creates a named view.
    ///
    /// - Parameters:
    ///   - name: The name shown in descriptions and conflict reports.
    ///   - frame: The frame; for a root, the window's size.
    ///   - intrinsicContentSize: The natural size of the view's content, as a label's text would
    ///     give it; see ``assignedIntrinsicContentSize``.
    public convenience init(name: String, frame: Rect = .zero, intrinsicContentSize: Size? = nil) {
        self.init(frame: frame)
        self.name = name
        if let intrinsicContentSize { assignedIntrinsicContentSize = intrinsicContentSize }
    }

    // MARK: Geometry

    /// The view's rectangle in its superview's coordinates.
    ///
    /// For a root, set it as the owner of a window would: a new size is suggested to the solver
    /// (an incremental re-solve) and applied by the next ``layoutIfNeeded()``. For other views, the
    /// frame is written by layout; a frame set by hand holds only until the next layout pass,
    /// unless ``translatesAutoresizingMaskIntoConstraints`` is set.
    public var frame: Rect {
        get { storedFrame }
        set {
            let old = storedFrame
            storedFrame = newValue
            if superview == nil {
                if let engine = ownEngine {
                    engine.rootSizeDidChange(to: newValue.size)
                    if newValue.size != old.size { engine.viewsNeedingLayout.insert(self) }
                }
            } else if translatesAutoresizingMaskIntoConstraints {
                updateAutoresizingConstraints()
            } else {
                existingEngine?.framesToRecompute.insert(self)
            }
        }
    }

    /// The view's rectangle in its own coordinates: its size, at an origin that is zero unless
    /// set (a scroll view's content offset). Setting a new size sets the frame's size.
    public var bounds: Rect {
        get { Rect(origin: boundsOrigin, size: storedFrame.size) }
        set {
            boundsOrigin = newValue.origin
            if newValue.size != storedFrame.size { frame = Rect(origin: storedFrame.origin, size: newValue.size) }
        }
    }

    /// The centre of the frame, in the superview's coordinates.
    public var center: Point { Point(x: storedFrame.midX, y: storedFrame.midY) }

    /// `rect`, given in this view's coordinates (its bounds), in `view`'s coordinates; with `nil`,
    /// in the root's (the window's) coordinates. Both views must be in the same tree.
    ///
    /// - Complexity: O(depth).
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        let mine = originInRoot
        let theirs = view?.originInRoot ?? .zero
        return rect.offsetBy(dx: mine.x - theirs.x, dy: mine.y - theirs.y)
    }

    /// `point`, given in this view's coordinates, in `view`'s coordinates (the root's for `nil`).
    ///
    /// - Complexity: O(depth).
    public func convert(_ point: Point, to view: View?) -> Point {
        convert(Rect(origin: point, size: .zero), to: view).origin
    }

    /// What to add to a point in this view's bounds coordinates to get it in the root's: each
    /// view on the way up adds its frame origin and takes off its bounds origin.
    private var originInRoot: Point {
        var x = 0.0, y = 0.0
        var view = self
        while let superview = view.superview {
            x += view.storedFrame.x - view.boundsOrigin.x
            y += view.storedFrame.y - view.boundsOrigin.y
            view = superview
        }
        return Point(x: x, y: y)
    }

    // MARK: Hierarchy

    /// The root of the view's tree (the view itself when it has no superview).
    ///
    /// - Complexity: O(depth).
    public var rootView: View {
        var view = self
        while let superview = view.superview { view = superview }
        return view
    }

    /// How many superviews the view has.
    var depth: Int {
        var count = 0
        var view = self
        while let superview = view.superview {
            count += 1
            view = superview
        }
        return count
    }

    /// Whether the view is `view` or one of its descendants.
    ///
    /// - Complexity: O(depth).
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// Adds `view` at the front of the subviews, removing it from its old superview first.
    ///
    /// If the view's tree had constraints, they join this tree's engine as one batch; constraints
    /// activated earlier between the two trees are installed now.
    ///
    /// - Precondition: `view` is not this view or one of its ancestors.
    /// - Complexity: O(views + constraints of the added subtree), plus one solver batch.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` among the subviews at `index` (clamped to the valid range).
    ///
    /// - Precondition: `view` is not this view or one of its ancestors.
    /// - Complexity: As ``addSubview(_:)``.
    public func insertSubview(_ view: View, at index: Int) {
        precondition(view !== self && !isDescendant(of: view), "A view cannot contain itself or one of its ancestors")
        if view.superview === self {
            subviews.removeAll { $0 === view }
            subviews.insert(view, at: min(max(index, 0), subviews.count))
            return
        }
        if view.superview != nil { view.removeFromSuperview() }
        view.willMove(toSuperview: self)
        if let engine = view.ownEngine {
            engine.dissolve()
            view.ownEngine = nil
        }
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        view.updateAutoresizingConstraints()
        if let engine = existingEngine {
            engine.attach(view)
            engine.viewsNeedingLayout.insert(self)
        }
        didAddSubview(view)
        view.didMoveToSuperview()
    }

    /// Removes the view from its superview, making it the root of its own tree.
    ///
    /// As in UIKit, the constraints between the view's subtree and the rest of the old tree are
    /// deactivated; the constraints within the subtree stay active and go with it.
    ///
    /// - Complexity: O(views + constraints of the subtree), plus one solver batch.
    public func removeFromSuperview() {
        guard let superview else { return }
        willMove(toSuperview: nil)
        superview.willRemoveSubview(self)
        let engine = existingEngine
        var subtreeCores = Set<ObjectIdentifier>()
        forEachViewInSubtree { view in
            for core in view.cores { subtreeCores.insert(ObjectIdentifier(core)) }
        }
        var crossing: [LayoutConstraint] = []
        var seen = Set<ObjectIdentifier>()
        forEachViewInSubtree { view in
            for core in view.cores {
                for constraint in core.orderedConstraints where seen.insert(ObjectIdentifier(constraint)).inserted {
                    if constraint.cores.contains(where: { !subtreeCores.contains(ObjectIdentifier($0)) }) {
                        crossing.append(constraint)
                    }
                }
            }
        }
        LayoutConstraint.deactivate(crossing + autoresizingConstraints, retryingBroken: false)
        autoresizingConstraints = []
        engine?.detach(self)
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        if let engine {
            engine.retryBrokenConstraints()
            engine.viewsNeedingLayout.insert(superview)
        }
        didMoveToSuperview()
    }

    /// Calls `body` on the view and each of its descendants, parents before children, each
    /// superview's subviews in order.
    ///
    /// - Complexity: O(views in the subtree).
    public func forEachViewInSubtree(_ body: (View) -> Void) {
        var stack: [View] = [self]
        while let view = stack.popLast() {
            body(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
    }

    /// The cores of the view and of its layout guides.
    var cores: [LayoutItemCore] { [core] + layoutGuideList.map(\.core) }

    // MARK: Subclass hooks

    /// Called just before the view moves to a new superview (`nil` when it is removed).
    open func willMove(toSuperview newSuperview: View?) {}
    /// Called just after the view moved to a new superview (or was removed from one).
    open func didMoveToSuperview() {}
    /// Called just after `subview` was added.
    open func didAddSubview(_ subview: View) {}
    /// Called just before `subview` is removed.
    open func willRemoveSubview(_ subview: View) {}
    /// Called just after `subview`'s ``isHidden`` changed (UIKit's stack views observe it).
    open func didChangeHiddenState(of subview: View) {}

    /// Called during ``layoutIfNeeded()`` after the frames are written, on the views whose size
    /// changed or that asked with ``setNeedsLayout()``, superviews first. The default does nothing.
    ///
    /// An override may change constraints (as a view controller's `viewWillLayoutSubviews` sets a
    /// constant from the view's height); the engine then re-solves and writes the frames again
    /// within the same `layoutIfNeeded()`.
    open func layoutSubviews() {}

    // MARK: Intrinsic content size

    /// The natural size of the view's content; either dimension may be ``noIntrinsicMetric``.
    ///
    /// The engine keeps, per axis that has a value, two constraints: `width <= intrinsic width` at
    /// the view's content hugging priority, and `width >= intrinsic width` at its compression
    /// resistance priority (and the same for the height). Subclasses override the getter (and call
    /// ``invalidateIntrinsicContentSize()`` when their content changes); without a subclass, set
    /// ``assignedIntrinsicContentSize``.
    open var intrinsicContentSize: Size { assignedIntrinsicContentSize }

    /// Tells the engine that ``intrinsicContentSize`` changed: the hugging and compression
    /// resistance constraints take the new value in place (a constant change in the solver).
    open func invalidateIntrinsicContentSize() {
        updateIntrinsicSizeConstraints()
    }

    /// How strongly the view resists growing beyond its intrinsic size on `axis` (default 250).
    open func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        huggingPriorities[axis == .horizontal ? 0 : 1]
    }

    /// Sets how strongly the view resists growing beyond its intrinsic size on `axis`.
    open func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        huggingPriorities[axis == .horizontal ? 0 : 1] = priority
        updateIntrinsicSizeConstraints()
    }

    /// How strongly the view resists shrinking below its intrinsic size on `axis` (default 750).
    open func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        compressionResistancePriorities[axis == .horizontal ? 0 : 1]
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size on `axis`.
    open func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        compressionResistancePriorities[axis == .horizontal ? 0 : 1] = priority
        updateIntrinsicSizeConstraints()
    }

    // MARK: Description

    /// The view's name, or its type and address when it has none.
    public var layoutDebugName: String {
        name ?? "\(type(of: self)):0x\(String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16))"
    }

    /// A readable rendering, for logs and test failures.
    open var description: String {
        "<\(type(of: self)) \(name.map { "'\($0)'" } ?? layoutDebugName); frame = \(frame)\(isHidden ? "; hidden" : "")>"
    }
}
