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
    public static func buildExpression(_ constraint: LayoutConstraint) -> [LayoutConstraint] { [constraint] }
    public static func buildExpression(_ constraints: [LayoutConstraint]) -> [LayoutConstraint] { constraints }
    public static func buildBlock(_ parts: [LayoutConstraint]...) -> [LayoutConstraint] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [LayoutConstraint]?) -> [LayoutConstraint] { part ?? [] }
    public static func buildEither(first part: [LayoutConstraint]) -> [LayoutConstraint] { part }
    public static func buildEither(second part: [LayoutConstraint]) -> [LayoutConstraint] { part }
    public static func buildArray(_ parts: [[LayoutConstraint]]) -> [LayoutConstraint] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [LayoutConstraint]) -> [LayoutConstraint] { part }
}

extension LayoutConstraint {
    /// The constraints the builder collects, inactive.
    public static func make(@LayoutConstraintsBuilder _ constraints: () -> [LayoutConstraint]) -> [LayoutConstraint] {
        constraints()
    }

    /// Activates the constraints the builder collects, as one batch, and returns them.
    ///
    /// - Complexity: As ``activate(_:)-swift.type.method``.
    @discardableResult
    public static func activate(@LayoutConstraintsBuilder _ constraints: () -> [LayoutConstraint]) -> [LayoutConstraint] {
        let made = constraints()
        activate(made)
        return made
    }
}
