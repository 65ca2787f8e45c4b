/// A width, a height, or a distance between two position anchors, as `NSLayoutDimension`.
///
/// Dimensions can be compared with constants (`widthAnchor.constraint(equalToConstant: 44)`) and
/// with other dimensions times a multiplier (`heightAnchor.constraint(equalTo: widthAnchor,
/// multiplier: 0.5)`), whichever axis they measure.
public struct DimensionAnchor: CustomStringConvertible {
    let terms: [AnchorTerm]

    init(_ core: LayoutItemCore, _ attribute: LayoutConstraint.Attribute) {
        terms = [AnchorTerm(core, attribute)]
    }

    init(terms: [AnchorTerm]) {
        self.terms = terms
    }

    /// The view or layout guide the anchor measures (for a distance, the item of its far end).
    public var item: (any LayoutItem)? { terms.first?.core?.item }

    /// ``LayoutConstraint/Attribute/width`` or ``LayoutConstraint/Attribute/height``, or
    /// ``LayoutConstraint/Attribute/notAnAttribute`` for a distance between anchors.
    public var attribute: LayoutConstraint.Attribute {
        terms.count == 1 && terms[0].coefficient == 1 ? terms[0].attribute : .notAnAttribute
    }

    /// A readable rendering, for logs and test failures.
    public var description: String { describe(terms) }

    func make(_ relation: LayoutConstraint.Relation, constant: Double) -> LayoutConstraint {
        LayoutConstraint(
            first: terms, firstAttribute: attribute, relation: relation, second: [],
            secondAttribute: .notAnAttribute, multiplier: 1, constant: constant)
    }

    func make(
        _ relation: LayoutConstraint.Relation, _ other: DimensionAnchor, multiplier: Double, constant: Double
    ) -> LayoutConstraint {
        LayoutConstraint(
            first: terms, firstAttribute: attribute, relation: relation, second: other.terms,
            secondAttribute: other.attribute, multiplier: multiplier, constant: constant)
    }

    /// A constraint that makes this dimension equal to `constant`.
    public func constraint(equalToConstant constant: Double) -> LayoutConstraint {
        make(.equal, constant: constant)
    }

    /// A constraint that keeps this dimension at least `constant`.
    public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        make(.greaterThanOrEqual, constant: constant)
    }

    /// A constraint that keeps this dimension at most `constant`.
    public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        make(.lessThanOrEqual, constant: constant)
    }

    /// A constraint that makes this dimension equal to `anchor` times `multiplier` plus `constant`.
    public func constraint(equalTo anchor: DimensionAnchor, multiplier: Double = 1, constant: Double = 0)
        -> LayoutConstraint
    {
        make(.equal, anchor, multiplier: multiplier, constant: constant)
    }

    /// A constraint that keeps this dimension at least `anchor` times `multiplier` plus `constant`.
    public func constraint(greaterThanOrEqualTo anchor: DimensionAnchor, multiplier: Double = 1, constant: Double = 0)
        -> LayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }

    /// A constraint that keeps this dimension at most `anchor` times `multiplier` plus `constant`.
    public func constraint(lessThanOrEqualTo anchor: DimensionAnchor, multiplier: Double = 1, constant: Double = 0)
        -> LayoutConstraint
    {
        make(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }
}
