/// Collects constraints written one per line, single or compound, with `if`, `switch` and `for`:
///
/// ```swift
/// LayoutConstraint.activate {
///     card.anchors.edges == root.safeAreaLayoutGuide.anchors.edges.inset(16)
///     title.anchors.horizontalEdges == card.layoutMarginsGuide.anchors.horizontalEdges
///     title.topAnchor == card.layoutMarginsGuide.topAnchor
///     if showsBadge { badge.anchors.center == card.anchors.center }
/// }
/// ```
@resultBuilder
public enum LayoutConstraintsBuilder {
    /// One constraint.
    public static func buildExpression(_ constraint: LayoutConstraint) -> [LayoutConstraint] { [constraint] }
    /// Several constraints (a compound anchor relation, or an array).
    public static func buildExpression(_ constraints: [LayoutConstraint]) -> [LayoutConstraint] { constraints }
    /// The lines of a block, in order.
    public static func buildBlock(_ parts: [LayoutConstraint]...) -> [LayoutConstraint] { parts.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ part: [LayoutConstraint]?) -> [LayoutConstraint] { part ?? [] }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first part: [LayoutConstraint]) -> [LayoutConstraint] { part }
    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second part: [LayoutConstraint]) -> [LayoutConstraint] { part }
    /// The iterations of a `for` loop.
    public static func buildArray(_ parts: [[LayoutConstraint]]) -> [LayoutConstraint] { parts.flatMap { $0 } }
    /// An `if #available` block.
    public static func buildLimitedAvailability(_ part: [LayoutConstraint]) -> [LayoutConstraint] { part }
}

extension LayoutConstraint {
    /// The constraints the builder collects, inactive.
    public static func make(@LayoutConstraintsBuilder _ constraints: () -> [LayoutConstraint]) -> [LayoutConstraint] {
        constraints()
    }

    /// Activates the constraints the builder collects, as one batch, and returns them.
    ///
    /// - Complexity: As ``activate(_:)->()``.
    @discardableResult
    public static func activate(@LayoutConstraintsBuilder _ constraints: () -> [LayoutConstraint]) -> [LayoutConstraint] {
        let made = constraints()
        activate(made)
        return made
    }
}
