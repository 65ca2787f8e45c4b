/// A set of conditional constraints kept in step with an environment: each constraint is active
/// exactly when its condition holds.
///
/// A ``Window`` has one for constraints that belong to no screen, and every ``ViewController`` has
/// one for its own (so destroying the screen drops them). When the window's environment changes,
/// the window collects the changes of every set and makes them in **one deactivation batch and one
/// activation batch**, deactivations first, so that a portrait constraint and its landscape
/// replacement never meet in the solver. Adding constraints to a set that already knows its
/// environment activates the ones that apply at once (one batch).
///
/// ```swift
/// window.conditionalConstraints.add(when: .portrait) {
///     stack.anchors.horizontalEdges == root.layoutMarginsGuide.anchors.horizontalEdges
/// }
/// window.conditionalConstraints.add(when: .landscape) {
///     stack.widthAnchor == 500
///     stack.centerXAnchor == root.centerXAnchor
/// }
/// ```
public final class ConditionalConstraints {
    /// The registered constraints and their conditions, in the order added.
    public private(set) var entries: [ConditionalConstraint] = []
    /// The environment the set's constraints were last brought in step with, or `nil` before the
    /// first (a screen's set learns it when the screen joins a window).
    public private(set) var environment: Environment?
    /// Decides the named predicates of this set's conditions that have no closure of their own
    /// (as ResponsiveView's `shouldApplyConditionalConstraint`); when `nil`, the window's
    /// ``Window/conditionDecider`` does.
    public var decider: ((String, Environment) -> Bool)?
    /// The decider to fall back on (the window's), set by the window.
    var fallbackDecider: (() -> ((String, Environment) -> Bool)?)?

    /// Creates an empty set.
    public init() {}

    /// Registers `constraints`; if the set knows its environment, the ones whose conditions hold
    /// are activated now, as one batch (the others are deactivated).
    ///
    /// - Complexity: O(*n*) plus one activation batch.
    public func add(_ constraints: [ConditionalConstraint]) {
        entries.append(contentsOf: constraints)
        guard let environment else { return }
        let changes = Self.changes(in: constraints, for: environment, keyboardOnly: false, decider: effectiveDecider)
        LayoutConstraint.deactivate(changes.deactivate)
        LayoutConstraint.activate(changes.activate)
    }

    /// Registers `constraint`; see ``add(_:)-([ConditionalConstraint])``.
    public func add(_ constraint: ConditionalConstraint) {
        add([constraint])
    }

    /// Registers the constraints the builder collects, all under `condition`, and returns them.
    @discardableResult
    public func add(
        when condition: LayoutCondition, @LayoutConstraintsBuilder _ constraints: () -> [LayoutConstraint]
    ) -> [LayoutConstraint] {
        let made = constraints()
        add(made.when(condition))
        return made
    }

    /// Stops managing `constraints` and deactivates them (one batch).
    ///
    /// - Complexity: O(entries + *n*).
    public func remove(_ constraints: [LayoutConstraint]) {
        let ids = Set(constraints.map(ObjectIdentifier.init))
        let removed = entries.filter { ids.contains(ObjectIdentifier($0.constraint)) }.map(\.constraint)
        entries.removeAll { ids.contains(ObjectIdentifier($0.constraint)) }
        LayoutConstraint.deactivate(removed)
    }

    /// Stops managing every constraint and deactivates them all (one batch).
    public func removeAll() {
        let all = entries.map(\.constraint)
        entries = []
        LayoutConstraint.deactivate(all)
    }

    /// The constraints whose conditions hold in ``environment`` (all of them are active).
    public var applicableConstraints: [LayoutConstraint] {
        guard let environment else { return [] }
        let decider = effectiveDecider
        return entries.filter { $0.condition.isSatisfied(by: environment, decider: decider) }.map(\.constraint)
    }

    // MARK: Following the environment

    var effectiveDecider: ((String, Environment) -> Bool)? { decider ?? fallbackDecider?() }

    /// Records `environment` and returns the constraints to activate and to deactivate to follow
    /// it, without changing them (the window batches the changes of all its sets). Entries whose
    /// items are gone are dropped.
    ///
    /// - Parameter keyboardOnly: Whether only the keyboard changed since the last environment, so
    ///   that entries whose keyboard condition is ``KeyboardCondition/ignored`` keep their state.
    /// - Complexity: O(entries), plus the predicates' cost.
    func follow(_ environment: Environment, keyboardOnly: Bool) -> (activate: [LayoutConstraint], deactivate: [LayoutConstraint]) {
        self.environment = environment
        entries.removeAll { $0.constraint.firstItem == nil }
        return Self.changes(in: entries, for: environment, keyboardOnly: keyboardOnly, decider: effectiveDecider)
    }

    /// Forgets the environment (the set's screen left its window); the constraints keep their state.
    func forgetEnvironment() {
        environment = nil
    }

    private static func changes(
        in entries: [ConditionalConstraint], for environment: Environment, keyboardOnly: Bool,
        decider: ((String, Environment) -> Bool)?
    ) -> (activate: [LayoutConstraint], deactivate: [LayoutConstraint]) {
        var activate: [LayoutConstraint] = [], deactivate: [LayoutConstraint] = []
        for entry in entries {
            if keyboardOnly && entry.condition.keyboard == .ignored { continue }
            let applies = entry.condition.isSatisfied(by: environment, decider: decider)
            if applies && !entry.constraint.isActive { activate.append(entry.constraint) }
            if !applies && entry.constraint.isActive { deactivate.append(entry.constraint) }
        }
        return (activate, deactivate)
    }
}
