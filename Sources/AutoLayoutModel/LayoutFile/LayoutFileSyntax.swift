// The parsed form of a layout file, before any view exists. Every part keeps the line and column
// it came from, so that errors found while building the views still point into the file.

/// A position in a layout file.
struct LayoutFileLocation: Hashable, Sendable {
    var line: Int
    var column: Int
}

/// A view, scroll view, stack view or guide declared in a layout file.
struct ViewDeclaration {
    enum Kind: String {
        case view, scroll, stack, guide
    }

    var kind: Kind
    var name: String
    /// The superview's (or, for a guide, the owning view's) name; `root` by default.
    var parent: String
    var properties: ViewProperties
    var location: LayoutFileLocation
}

/// The properties a declaration or a `root` line can set.
struct ViewProperties {
    var intrinsicWidth: Double?
    var intrinsicHeight: Double?
    var hugging: (horizontal: Float?, vertical: Float?) = (nil, nil)
    var resistance: (horizontal: Float?, vertical: Float?) = (nil, nil)
    var margins: Double?
    var isHidden = false
    var isRightToLeft = false
    var color: String?
    var gridColumns: Int?
    // Stack views.
    var axis: LayoutConstraint.Axis?
    var spacing: Double?
    var distribution: String?
    var alignment: String?
    var isMarginsRelative = false
}

/// An item as the file names it: a declared name, or a guide of one (`root.safeArea`).
struct ItemReference {
    enum Guide: String, CaseIterable {
        case safeArea, margins, keyboard, contentGuide, frameGuide
    }

    var name: String
    var guide: Guide?
    var location: LayoutFileLocation

    var spelling: String { guide.map { "\(name).\($0.rawValue)" } ?? name }
}

/// One side of an equation that names an anchor: `item.attribute`, or a grid line (`item.x(f)`,
/// `item.column(k)`).
struct AnchorReference {
    enum Kind {
        case attribute(LayoutConstraint.Attribute)
        /// The vertical line at this fraction of the item's width from its leading edge
        /// (`horizontal`), or the horizontal line at this fraction of its height (`vertical`).
        case gridLine(LayoutConstraint.Axis, Double)
        /// Column (`horizontal`) or row (`vertical`) line `k` of the item's grid.
        case gridIndex(LayoutConstraint.Axis, Int)
    }

    var item: ItemReference
    var kind: Kind
    /// Where the attribute (or `x`/`y`/`column`/`row`) is written.
    var attributeLocation: LayoutFileLocation

    /// The attribute the anchor stands for; a vertical grid line is a `leading`-like position.
    var attribute: LayoutConstraint.Attribute {
        switch kind {
        case .attribute(let attribute): attribute
        case .gridLine(let axis, _), .gridIndex(let axis, _): axis == .horizontal ? .leading : .top
        }
    }
}

/// Several anchors at once: `edges`, `horizontalEdges`, `verticalEdges`, `center`, `size`.
enum CompoundAttribute: String, CaseIterable {
    case edges, horizontalEdges, verticalEdges, center, size
}

/// The right-hand side of a compound equation.
enum CompoundValue {
    case item(ItemReference)
    case size(Size)
}

/// A condition block or suffix: every term must hold.
struct ConditionSyntax {
    /// The words a condition may use, as the file spells them.
    enum Keyword: String, CaseIterable {
        case portrait, landscape, portraitUp, portraitDown, landscapeLeft, landscapeRight
        case keyboard, noKeyboard
        case phone, tablet
        case compactWidth, regularWidth, compactHeight, regularHeight
    }

    enum Term: Equatable {
        case keyword(Keyword)
        /// `named NAME`: decided by code.
        case named(String)
    }

    var terms: [Term] = []

    var isEmpty: Bool { terms.isEmpty }

    static func + (lhs: ConditionSyntax, rhs: ConditionSyntax) -> ConditionSyntax {
        ConditionSyntax(terms: lhs.terms + rhs.terms)
    }
}

/// A statement that makes constraints.
struct ConstraintStatement {
    enum Body {
        /// `first RELATION multiplier × second + constant`, or `first RELATION constant`.
        case equation(first: AnchorReference, relation: LayoutConstraint.Relation, second: AnchorReference?,
                      multiplier: Double, constant: Double)
        /// `first.compound RELATION value inset N`.
        case compound(first: ItemReference, attribute: CompoundAttribute, relation: LayoutConstraint.Relation,
                      value: CompoundValue, inset: Double)
        /// A visual format string, with the column it starts at.
        case visualFormat(String, options: LayoutConstraint.FormatOptions)
    }

    var body: Body
    var priority: LayoutPriority
    var condition: ConditionSyntax
    var location: LayoutFileLocation
    /// The source text of the statement, for reports.
    var text: String
}
