// Anchors for several attributes at once, so that one line states a common relation:
//
//     view.anchors.edges == container.anchors.edges.inset(8)      // 4 constraints
//     badge.anchors.center == icon.anchors.center.offset(x: 10, y: -10)
//     thumbnail.anchors.size == Size(width: 64, height: 64)
//     content.anchors.horizontalEdges == root.safeAreaLayoutGuide.anchors.horizontalEdges
//
// The results are arrays of ordinary `LayoutConstraint`s.

/// The anchors of a layout item, single and compound, for the constraint DSL.
public struct LayoutAnchors {
    let item: any LayoutItem

    /// The leading edge.
    public var leading: XAxisAnchor { item.leadingAnchor }
    /// The trailing edge.
    public var trailing: XAxisAnchor { item.trailingAnchor }
    /// The left edge.
    public var left: XAxisAnchor { item.leftAnchor }
    /// The right edge.
    public var right: XAxisAnchor { item.rightAnchor }
    /// The top edge.
    public var top: YAxisAnchor { item.topAnchor }
    /// The bottom edge.
    public var bottom: YAxisAnchor { item.bottomAnchor }
    /// The horizontal centre.
    public var centerX: XAxisAnchor { item.centerXAnchor }
    /// The vertical centre.
    public var centerY: YAxisAnchor { item.centerYAnchor }
    /// The width.
    public var width: DimensionAnchor { item.widthAnchor }
    /// The height.
    public var height: DimensionAnchor { item.heightAnchor }

    /// The four edges: top, leading, bottom, trailing.
    public var edges: EdgeAnchors { EdgeAnchors(item: item, edges: .all) }
    /// The leading and trailing edges.
    public var horizontalEdges: EdgeAnchors { EdgeAnchors(item: item, edges: .horizontal) }
    /// The top and bottom edges.
    public var verticalEdges: EdgeAnchors { EdgeAnchors(item: item, edges: .vertical) }
    /// The centre: centre x and centre y.
    public var center: CenterAnchors { CenterAnchors(x: item.centerXAnchor, y: item.centerYAnchor) }
    /// The size: width and height.
    public var size: SizeAnchors { SizeAnchors(width: item.widthAnchor, height: item.heightAnchor) }
}

extension LayoutItem {
    /// The item's anchors for the constraint DSL, single (`anchors.leading`) and compound
    /// (`anchors.edges`, `anchors.center`, `anchors.size`).
    public var anchors: LayoutAnchors { LayoutAnchors(item: self) }
}

// MARK: Edges

/// Some of the four edges of an item, optionally inset, for constraints on all of them at once.
///
/// Insets always point inward: `inner.anchors.edges == outer.anchors.edges.inset(8)` puts
/// `inner` 8 points inside `outer` on every side (leading and trailing follow the layout direction).
public struct EdgeAnchors {
    /// A set of edges.
    public struct Edges: OptionSet, Sendable {
        /// The set's bits.
        public let rawValue: Int
        /// Creates a set from its raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = Edges(rawValue: 1)
        /// The leading edge.
        public static let leading = Edges(rawValue: 2)
        /// The bottom edge.
        public static let bottom = Edges(rawValue: 4)
        /// The trailing edge.
        public static let trailing = Edges(rawValue: 8)
        /// Leading and trailing.
        public static let horizontal: Edges = [.leading, .trailing]
        /// Top and bottom.
        public static let vertical: Edges = [.top, .bottom]
        /// All four.
        public static let all: Edges = [.top, .leading, .bottom, .trailing]
    }

    let item: any LayoutItem
    /// The edges the anchors stand for.
    public let edges: Edges
    /// How far inward each edge is moved.
    public var insets: DirectionalEdgeInsets = .zero

    init(item: any LayoutItem, edges: Edges, insets: DirectionalEdgeInsets = .zero) {
        self.item = item
        self.edges = edges
        self.insets = insets
    }

    /// The edges moved inward by `inset` on every side.
    public func inset(_ inset: Double) -> EdgeAnchors {
        EdgeAnchors(item: item, edges: edges, insets: DirectionalEdgeInsets(all: inset))
    }

    /// The edges moved inward by `insets`.
    public func inset(_ insets: DirectionalEdgeInsets) -> EdgeAnchors {
        EdgeAnchors(item: item, edges: edges, insets: insets)
    }

    /// The constraints between `self`'s edges and `other`'s (inset), one per edge of `self`:
    /// `inward` is the relation for an edge that lies inside when it is larger (top, leading).
    fileprivate func constraints(to other: EdgeAnchors, inward: LayoutConstraint.Relation) -> [LayoutConstraint] {
        precondition(other.edges.isSuperset(of: edges), "The right-hand side lacks some of the left-hand side's edges")
        let outward: LayoutConstraint.Relation =
            switch inward {
            case .equal: .equal
            case .greaterThanOrEqual: .lessThanOrEqual
            case .lessThanOrEqual: .greaterThanOrEqual
            }
        let i = other.insets
        var result: [LayoutConstraint] = []
        if edges.contains(.top) {
            result.append(item.topAnchor.make(inward, other.item.topAnchor, constant: i.top))
        }
        if edges.contains(.leading) {
            result.append(item.leadingAnchor.make(inward, other.item.leadingAnchor, constant: i.leading))
        }
        if edges.contains(.bottom) {
            result.append(item.bottomAnchor.make(outward, other.item.bottomAnchor, constant: -i.bottom))
        }
        if edges.contains(.trailing) {
            result.append(item.trailingAnchor.make(outward, other.item.trailingAnchor, constant: -i.trailing))
        }
        return result
    }
}

/// Constraints that make each edge of `lhs` equal to the matching (inset) edge of `rhs`.
public func == (lhs: EdgeAnchors, rhs: EdgeAnchors) -> [LayoutConstraint] {
    lhs.constraints(to: rhs, inward: .equal)
}
/// Constraints that keep `lhs` inside `rhs` (inset): its top and leading edges at or after
/// `rhs`'s, its bottom and trailing edges at or before.
public func <= (lhs: EdgeAnchors, rhs: EdgeAnchors) -> [LayoutConstraint] {
    lhs.constraints(to: rhs, inward: .greaterThanOrEqual)
}
/// Constraints that keep `rhs` (inset) inside `lhs`.
public func >= (lhs: EdgeAnchors, rhs: EdgeAnchors) -> [LayoutConstraint] {
    lhs.constraints(to: rhs, inward: .lessThanOrEqual)
}

// MARK: Centre

/// The centre of an item, optionally offset, for constraints on both coordinates at once.
public struct CenterAnchors {
    /// The horizontal centre.
    public let x: XAxisAnchor
    /// The vertical centre.
    public let y: YAxisAnchor
    /// The offset added on the right-hand side.
    public var offset: (x: Double, y: Double) = (0, 0)

    /// The centre moved by `x` and `y`.
    public func offset(x: Double = 0, y: Double = 0) -> CenterAnchors {
        var copy = self
        copy.offset = (x, y)
        return copy
    }
}

/// Constraints that make `lhs`'s centre equal to `rhs`'s (offset).
public func == (lhs: CenterAnchors, rhs: CenterAnchors) -> [LayoutConstraint] {
    [lhs.x.constraint(equalTo: rhs.x, constant: rhs.offset.x), lhs.y.constraint(equalTo: rhs.y, constant: rhs.offset.y)]
}

// MARK: Size

/// The width and height of an item, for constraints on both at once.
public struct SizeAnchors {
    /// The width.
    public let width: DimensionAnchor
    /// The height.
    public let height: DimensionAnchor
    /// The multiplier applied on the right-hand side.
    public var multiplier: Double = 1
    /// The amount added on the right-hand side.
    public var constant: Size = .zero

    fileprivate func constraints(_ relation: LayoutConstraint.Relation, _ other: SizeAnchors) -> [LayoutConstraint] {
        [
            width.make(relation, other.width, multiplier: other.multiplier, constant: other.constant.width),
            height.make(relation, other.height, multiplier: other.multiplier, constant: other.constant.height),
        ]
    }

    fileprivate func constraints(_ relation: LayoutConstraint.Relation, _ size: Size) -> [LayoutConstraint] {
        [width.make(relation, constant: size.width), height.make(relation, constant: size.height)]
    }
}

/// The size anchors scaled by `multiplier`.
public func * (multiplier: Double, anchors: SizeAnchors) -> SizeAnchors {
    var copy = anchors
    copy.multiplier *= multiplier
    copy.constant = Size(width: copy.constant.width * multiplier, height: copy.constant.height * multiplier)
    return copy
}
/// The size anchors plus `size`.
public func + (anchors: SizeAnchors, size: Size) -> SizeAnchors {
    var copy = anchors
    copy.constant = Size(width: copy.constant.width + size.width, height: copy.constant.height + size.height)
    return copy
}
/// Constraints that make `lhs`'s width and height equal to `rhs`'s (scaled, plus the constant).
public func == (lhs: SizeAnchors, rhs: SizeAnchors) -> [LayoutConstraint] { lhs.constraints(.equal, rhs) }
/// Constraints that keep `lhs`'s width and height at most `rhs`'s.
public func <= (lhs: SizeAnchors, rhs: SizeAnchors) -> [LayoutConstraint] { lhs.constraints(.lessThanOrEqual, rhs) }
/// Constraints that keep `lhs`'s width and height at least `rhs`'s.
public func >= (lhs: SizeAnchors, rhs: SizeAnchors) -> [LayoutConstraint] { lhs.constraints(.greaterThanOrEqual, rhs) }
/// Constraints that make `lhs`'s width and height equal to `size`'s.
public func == (lhs: SizeAnchors, size: Size) -> [LayoutConstraint] { lhs.constraints(.equal, size) }
/// Constraints that keep `lhs`'s width and height at most `size`'s.
public func <= (lhs: SizeAnchors, size: Size) -> [LayoutConstraint] { lhs.constraints(.lessThanOrEqual, size) }
/// Constraints that keep `lhs`'s width and height at least `size`'s.
public func >= (lhs: SizeAnchors, size: Size) -> [LayoutConstraint] { lhs.constraints(.greaterThanOrEqual, size) }
