/// A relation between two layout attributes that the layout engine keeps, as `NSLayoutConstraint`:
/// `first relation multiplier × second + constant`, with a priority.
///
/// Make constraints with anchors (`a.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: 8)`),
/// with the DSL operators (`a.leadingAnchor == b.leadingAnchor + 8`), or with the classic
/// initializer. A new constraint is inactive; activate it with ``isActive`` or, for many at once
/// (one solver batch), ``activate(_:)->()``.
///
/// ## Living in the engine
/// An active constraint whose items share a view tree is *installed* in that tree's
/// ``LayoutEngine`` as one solver constraint. If its items are in different trees it waits, active
/// but not installed, until `addSubview(_:)` joins the trees (UIKit raises an exception instead).
/// A required constraint that conflicts with the others is *broken*: it stays active, is left
/// out of the solver, and is reported (see ``LayoutEngine/conflictHandler``); the engine tries it
/// again whenever constraints are removed or the root is resized, and installs it as soon as it fits.
///
/// Changing ``constant`` or ``priority`` of an installed constraint updates the solver in place,
/// without removing and re-adding it.
public final class LayoutConstraint: CustomStringConvertible {
    /// The left-hand side, as a sum of item attributes.
    let firstTerms: [AnchorTerm]
    /// The right-hand side before the multiplier, or empty for a constant-only constraint.
    let secondTerms: [AnchorTerm]

    /// The attribute of ``firstItem`` that the constraint relates.
    public let firstAttribute: Attribute
    /// The attribute of ``secondItem``, or ``Attribute/notAnAttribute``.
    public let secondAttribute: Attribute
    /// How the first attribute compares with the second side.
    public let relation: Relation
    /// The factor applied to the second attribute.
    public let multiplier: Double

    /// The amount added to the second side. Setting it on an installed constraint changes the
    /// solver's constraint in place (an incremental re-solve, no removal).
    public var constant: Double {
        didSet {
            if constant != oldValue { engine?.constantDidChange(self) }
        }
    }

    /// How much the constraint matters. Between two optional values (below 1000) it can be changed
    /// at any time, in place in the solver. Changing an installed (or broken) constraint from
    /// required to optional or back is refused, as UIKit refuses it: the priority keeps its old value
    /// and the engine logs the refusal. Deactivate the constraint first.
    public var priority: LayoutPriority {
        get { storedPriority }
        set {
            guard newValue != storedPriority else { return }
            if newValue.isRequired != storedPriority.isRequired, installation != .none {
                engine?.log(
                    "Refused to change the priority of \(self) from \(storedPriority) to \(newValue): "
                        + "changing an active constraint between required and optional is not supported. "
                        + "Deactivate it first.")
                return
            }
            storedPriority = newValue
            engine?.priorityDidChange(self)
        }
    }
    private var storedPriority: LayoutPriority = .required

    /// A name for the constraint, shown in its description and in conflict reports.
    public var identifier: String?

    /// Whether the constraint is active. Setting it activates or deactivates the constraint alone;
    /// for several constraints, ``activate(_:)->()`` is one solver batch.
    public var isActive: Bool {
        get { active }
        set {
            if newValue { LayoutConstraint.activate([self]) } else { LayoutConstraint.deactivate([self]) }
        }
    }

    /// The item whose attribute is on the left-hand side.
    public var firstItem: (any LayoutItem)? { firstTerms.first?.core?.item }
    /// The item whose attribute is on the right-hand side, or `nil` for a constant-only constraint.
    public var secondItem: (any LayoutItem)? { secondTerms.first?.core?.item }

    // MARK: Engine state

    /// Where the constraint stands with its engine.
    enum Installation: Equatable {
        /// Not in any solver (inactive, or active and waiting for its items to share a tree).
        case none
        /// In the engine's solver as this solver constraint.
        case installed(Constraint)
        /// Active, but left out of the solver because it conflicted with required constraints.
        case broken
    }

    var active = false
    var installation: Installation = .none
    /// The engine the constraint is installed or broken in.
    weak var engine: LayoutEngine?
    /// The order in which the engine installed the constraint: the latest is broken first.
    var installSerial = 0
    /// Whether the engine made the constraint (intrinsic size, guides, autoresizing), not user code.
    var isSystem = false
    /// What the solver constraint's normalised constant is when ``constant`` is zero.
    var solverBaseConstant: Double = 0

    init(
        first: [AnchorTerm], firstAttribute: Attribute, relation: Relation,
        second: [AnchorTerm], secondAttribute: Attribute, multiplier: Double, constant: Double,
        priority: LayoutPriority = .required
    ) {
        precondition(!first.isEmpty, "A constraint needs a first item")
        self.firstTerms = first
        self.secondTerms = second
        self.firstAttribute = firstAttribute
        self.secondAttribute = secondAttribute
        self.relation = relation
        self.multiplier = multiplier
        self.constant = constant
        self.storedPriority = priority
    }

    /// Creates a constraint the classic way, as `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`:
    /// `view1.attr1 relation multiplier × view2.attr2 + constant`.
    ///
    /// Margin attributes (`.leadingMargin`, ...) refer to the view's ``View/layoutMarginsGuide``.
    /// Unlike UIKit, a position attribute may be related to a position attribute of either kind
    /// (`leading` to `left`), since the engine resolves both sides exactly.
    ///
    /// - Precondition: both attributes lie on the same axis, unless both are dimensions; a
    ///   position attribute has a second item; margin attributes belong to views.
    public convenience init(
        item view1: any LayoutItem, attribute attr1: Attribute, relatedBy relation: Relation,
        toItem view2: (any LayoutItem)?, attribute attr2: Attribute, multiplier: Double = 1, constant: Double = 0
    ) {
        let first = LayoutConstraint.term(view1, attr1)
        var second: [AnchorTerm] = []
        if let view2, attr2 != .notAnAttribute {
            second = [LayoutConstraint.term(view2, attr2)]
            precondition(
                (attr1.isDimension && attr2.isDimension) || (!attr1.isDimension && !attr2.isDimension && attr1.axis == attr2.axis),
                "Cannot relate \(attr1) to \(attr2): the attributes must be two dimensions or two positions on one axis")
        } else {
            precondition(attr1.isDimension, "A position attribute (\(attr1)) cannot equal a constant: give it a second item")
        }
        self.init(
            first: [first], firstAttribute: attr1, relation: relation, second: second,
            secondAttribute: second.isEmpty ? .notAnAttribute : attr2, multiplier: multiplier, constant: constant)
    }

    private static func term(_ item: any LayoutItem, _ attribute: Attribute) -> AnchorTerm {
        if let base = attribute.marginBase {
            guard let view = item as? View else {
                preconditionFailure("Margin attributes (\(attribute)) belong to views, not to \(item.layoutDebugName)")
            }
            return term(view.layoutMarginsGuide, base)
        }
        let core = item.leftAnchor.term.core!
        precondition(attribute != .notAnAttribute, "The first attribute of a constraint cannot be notAnAttribute")
        return AnchorTerm(core, attribute)
    }

    /// The distinct items the constraint mentions (the tree root of a keyboard guide excluded).
    var cores: [LayoutItemCore] {
        var result: [LayoutItemCore] = []
        for term in firstTerms + secondTerms {
            if let core = term.core, !result.contains(where: { $0 === core }) { result.append(core) }
        }
        return result
    }

    /// Whether the constraint relates two positions with a multiplier other than 1, which UIKit
    /// evaluates in the coordinate system of the items' nearest common ancestor.
    var needsAncestorCorrection: Bool {
        multiplier != 1 && firstTerms.count == 1 && secondTerms.count == 1
            && !firstTerms[0].attribute.isDimension && !secondTerms[0].attribute.isDimension
    }

    /// Whether the constraint mentions `leading` or `trailing`, so its solver form depends on the
    /// layout direction.
    var isDirectional: Bool { (firstTerms + secondTerms).contains(where: \.isDirectional) }

    /// Whether the constraint is installed in a solver.
    var isInstalled: Bool {
        if case .installed = installation { true } else { false }
    }

    /// Whether the constraint is active but was left out of the solver because of a conflict.
    public var isBroken: Bool { installation == .broken }

    // MARK: Description

    /// The constraint as an equation, as in `<label.leading == root.leading + 8 @999>`; the
    /// identifier, when there is one, comes first in quotes, as in UIKit's logs.
    public var description: String {
        var text = "<"
        if let identifier { text += "'\(identifier)' " }
        text += describe(firstTerms) + " \(relation) "
        var hasRight = false
        if !secondTerms.isEmpty {
            if multiplier != 1 { text += formatNumber(multiplier) + " * " }
            text += describe(secondTerms)
            hasRight = true
        }
        if !hasRight {
            text += formatNumber(constant)
        } else if constant > 0 {
            text += " + " + formatNumber(constant)
        } else if constant < 0 {
            text += " - " + formatNumber(-constant)
        }
        if !priority.isRequired { text += " @" + priority.description }
        return text + ">"
    }
}
