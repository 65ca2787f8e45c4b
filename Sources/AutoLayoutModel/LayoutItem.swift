/// Something that constraints can position and size: a ``View`` or a ``LayoutGuide``.
///
/// Every layout item has the ten anchors of UIKit's views and layout guides. Write generic
/// helpers against this protocol (`func pin(_ item: some LayoutItem, to other: some LayoutItem)`).
public protocol LayoutItem: AnyObject {
    /// The leading edge: the left edge in a left-to-right layout, the right edge in a right-to-left one.
    var leadingAnchor: XAxisAnchor { get }
    /// The trailing edge: the right edge in a left-to-right layout, the left edge in a right-to-left one.
    var trailingAnchor: XAxisAnchor { get }
    /// The left edge, whatever the layout direction.
    var leftAnchor: XAxisAnchor { get }
    /// The right edge, whatever the layout direction.
    var rightAnchor: XAxisAnchor { get }
    /// The top edge.
    var topAnchor: YAxisAnchor { get }
    /// The bottom edge.
    var bottomAnchor: YAxisAnchor { get }
    /// The horizontal centre.
    var centerXAnchor: XAxisAnchor { get }
    /// The vertical centre.
    var centerYAnchor: YAxisAnchor { get }
    /// The width.
    var widthAnchor: DimensionAnchor { get }
    /// The height.
    var heightAnchor: DimensionAnchor { get }
    /// The name used in constraint descriptions and conflict reports.
    var layoutDebugName: String { get }
}

/// The part of a layout item the engine works with: its four solver variables (left, top, width
/// and height, in the coordinate system of the root of its view tree) and the active constraints
/// that mention it.
///
/// Ownership runs one way: an item owns its core, the core owns the active constraints that
/// mention it, and the engine owns the constraints it installed; constraints point at cores and
/// cores at items weakly. So dropping a tree frees its views, engine and constraints.
final class LayoutItemCore {
    /// The left edge in root coordinates.
    let left: Variable
    /// The top edge in root coordinates.
    let top: Variable
    /// The width.
    let width: Variable
    /// The height.
    let height: Variable
    /// The view, when the item is a view.
    weak var view: View?
    /// The guide, when the item is a layout guide.
    weak var guide: LayoutGuide?
    /// The active constraints that mention this item, with the order in which they were activated
    /// here, so that installing them later happens in a reproducible order.
    private(set) var constraints: [ObjectIdentifier: (order: Int, constraint: LayoutConstraint)] = [:]
    private var nextOrder = 0

    init(name: String) {
        left = Variable(name + ".left")
        top = Variable(name + ".top")
        width = Variable(name + ".width")
        height = Variable(name + ".height")
    }

    /// The view whose tree the item belongs to: the view itself, or the guide's owning view.
    var hostView: View? { view ?? guide?.owningView }

    /// The item itself.
    var item: (any LayoutItem)? { view ?? guide }

    /// The name used in descriptions.
    var debugName: String { item?.layoutDebugName ?? "<deallocated item>" }

    /// The four variables, in the order left, top, width, height.
    var variables: [Variable] { [left, top, width, height] }

    func register(_ constraint: LayoutConstraint) {
        constraints[ObjectIdentifier(constraint)] = (nextOrder, constraint)
        nextOrder += 1
    }

    func unregister(_ constraint: LayoutConstraint) {
        constraints[ObjectIdentifier(constraint)] = nil
    }

    /// The active constraints that mention the item, in activation order.
    ///
    /// - Complexity: O(*k* log *k*) for *k* constraints.
    var orderedConstraints: [LayoutConstraint] {
        constraints.values.sorted { $0.order < $1.order }.map(\.constraint)
    }
}

/// One attribute of one item, times a coefficient: the building block of anchors and constraints.
///
/// Anchors stay symbolic until a constraint is installed, because `leading` and `trailing` depend
/// on the layout direction, and the keyboard guide on the root of the tree, both of which can change
/// after the constraint is made.
struct AnchorTerm {
    /// The view or layout guide the term refers to, held weakly: the item owns its constraints,
    /// not the other way round, so that a discarded tree frees its constraints too. `nil` when
    /// the term refers to the tree's root (or its item is gone).
    weak var core: LayoutItemCore?
    /// Whether the term refers to whatever view is the root of the tree when the constraint is
    /// installed, rather than to an item.
    let refersToTreeRoot: Bool
    /// One of the ten basic attributes (never a margin attribute).
    var attribute: LayoutConstraint.Attribute
    var coefficient: Double

    init(_ core: LayoutItemCore, _ attribute: LayoutConstraint.Attribute, coefficient: Double = 1) {
        self.core = core
        self.refersToTreeRoot = false
        self.attribute = attribute
        self.coefficient = coefficient
    }

    init(treeRootAttribute attribute: LayoutConstraint.Attribute, coefficient: Double = 1) {
        self.core = nil
        self.refersToTreeRoot = true
        self.attribute = attribute
        self.coefficient = coefficient
    }

    var name: String {
        if refersToTreeRoot { return "window.\(attribute)" }
        return "\(core?.debugName ?? "<deallocated item>").\(attribute)"
    }

    /// Whether the term's value depends on the layout direction.
    var isDirectional: Bool { attribute == .leading || attribute == .trailing }

    /// The term as a solver expression over `core`'s variables.
    func expression(core: LayoutItemCore, direction: UserInterfaceLayoutDirection) -> Expression {
        var attribute = self.attribute
        if attribute == .leading { attribute = direction == .leftToRight ? .left : .right }
        if attribute == .trailing { attribute = direction == .leftToRight ? .right : .left }
        let base: Expression =
            switch attribute {
            case .left: Expression(core.left)
            case .right: core.left + core.width
            case .centerX: core.left + 0.5 * core.width
            case .width: Expression(core.width)
            case .top: Expression(core.top)
            case .bottom: core.top + core.height
            case .centerY: core.top + 0.5 * core.height
            case .height: Expression(core.height)
            default: preconditionFailure("\(attribute) is not a basic attribute")
            }
        return coefficient * base
    }
}

/// The description of a sum of terms, as in `label.width` or `(button.leading - label.trailing)`.
func describe(_ terms: [AnchorTerm]) -> String {
    if terms.count == 1, terms[0].coefficient == 1 { return terms[0].name }
    var text = ""
    for (index, term) in terms.enumerated() {
        let magnitude = abs(term.coefficient)
        let factor = magnitude == 1 ? "" : "\(formatNumber(magnitude)) * "
        if index == 0 {
            text += (term.coefficient < 0 ? "-" : "") + factor + term.name
        } else {
            text += (term.coefficient < 0 ? " - " : " + ") + factor + term.name
        }
    }
    return "(" + text + ")"
}
