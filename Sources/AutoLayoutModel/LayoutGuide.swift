/// A rectangle that takes part in layout without being a view, as UIKit's `UILayoutGuide`: a
/// spacer between views, a column of a grid, a margin.
///
/// Add a guide to a view with ``View/addLayoutGuide(_:)``, then constrain it like a view. The
/// guide's rectangle, in its owning view's coordinates, is ``layoutFrame``.
open class LayoutGuide: LayoutItem, CustomStringConvertible {
    lazy var core: LayoutItemCore = {
        let core = LayoutItemCore(name: identifier.isEmpty ? "guide" : identifier)
        core.guide = self
        return core
    }()

    /// The view the guide belongs to.
    public internal(set) weak var owningView: View?

    /// A name for the guide, shown (after its owning view's name) in descriptions.
    public var identifier: String = ""

    /// Creates a guide; add it to a view with ``View/addLayoutGuide(_:)``.
    public init() {}

    /// The guide's rectangle in its owning view's coordinates, as the solver has it now (``Rect/zero``
    /// when the guide is not laid out).
    public var layoutFrame: Rect {
        guard let owner = owningView, let engine = owner.existingEngine, engine.isUsed(core.left) || engine.isUsed(core.width)
        else { return .zero }
        let origin = engine.rectInRoot(owner)
        let mine = Rect(
            x: engine.solver.value(of: core.left), y: engine.solver.value(of: core.top),
            width: engine.solver.value(of: core.width), height: engine.solver.value(of: core.height))
        return mine.offsetBy(dx: -origin.x, dy: -origin.y)
    }

    /// The leading edge, following the owning view's layout direction.
    public var leadingAnchor: XAxisAnchor { XAxisAnchor(core, .leading) }
    /// The trailing edge, following the owning view's layout direction.
    public var trailingAnchor: XAxisAnchor { XAxisAnchor(core, .trailing) }
    /// The left edge.
    public var leftAnchor: XAxisAnchor { XAxisAnchor(core, .left) }
    /// The right edge.
    public var rightAnchor: XAxisAnchor { XAxisAnchor(core, .right) }
    /// The top edge.
    public var topAnchor: YAxisAnchor { YAxisAnchor(core, .top) }
    /// The bottom edge.
    public var bottomAnchor: YAxisAnchor { YAxisAnchor(core, .bottom) }
    /// The horizontal centre.
    public var centerXAnchor: XAxisAnchor { XAxisAnchor(core, .centerX) }
    /// The vertical centre.
    public var centerYAnchor: YAxisAnchor { YAxisAnchor(core, .centerY) }
    /// The width.
    public var widthAnchor: DimensionAnchor { DimensionAnchor(core, .width) }
    /// The height.
    public var heightAnchor: DimensionAnchor { DimensionAnchor(core, .height) }

    /// The owning view's name and the identifier, as in `root.safeAreaLayoutGuide`.
    public var layoutDebugName: String {
        let own = identifier.isEmpty ? "guide" : identifier
        guard let owningView else { return own }
        return owningView.layoutDebugName + "." + own
    }

    /// A readable rendering, for logs and test failures.
    open var description: String { "<\(type(of: self)) \(layoutDebugName); layoutFrame = \(layoutFrame)>" }
}

/// The guide that follows the on-screen keyboard, as UIKit's `UIKeyboardLayoutGuide`: its top is
/// the keyboard's top edge, its bottom the bottom of the tree's root, its sides the owning view's.
///
/// The keyboard height comes from the root view's ``View/keyboardHeight``. When the keyboard is
/// hidden the guide's top sits at the root's safe-area bottom if ``usesBottomSafeArea`` is set.
public final class KeyboardLayoutGuide: LayoutGuide {
    /// Whether, with the keyboard hidden (or shorter than the bottom safe-area inset), the guide's
    /// top stops at the root's bottom safe-area inset rather than at the root's bottom edge.
    public var usesBottomSafeArea: Bool = true {
        didSet { if usesBottomSafeArea != oldValue { owningView?.rootView.ownEngine?.needsPass = true } }
    }
}
