/// The environments in which a conditional constraint applies: some orientations, a keyboard
/// state, some device kinds and size classes, and named predicates decided by code.
///
/// Every part must hold. Build conditions from the presets and combine them with `&&`:
///
/// ```swift
/// window.conditionalConstraints.add(when: .landscape && .tablet) {
///     sidebar.widthAnchor == 320
/// }
/// window.conditionalConstraints.add(when: .keyboardShowing) {
///     footer.bottomAnchor == root.keyboardLayoutGuide.topAnchor
/// }
/// (banner.heightAnchor == 90).when(.named("showsLargeBanner"))   // decided by a decider
/// (title.topAnchor == root.topAnchor + 60).when(.named("tall") { $0.screenSize.height > 800 })
/// ```
///
/// A named predicate without a closure is decided by ``ConditionalConstraints/decider`` or, failing
/// that, by ``Window/conditionDecider``, as ResponsiveView's `shouldApplyConditionalConstraint`
/// delegate method decided them; with no decider it does not hold.
public struct LayoutCondition: CustomStringConvertible {
    /// A predicate named for reports, decided by `decide` or, when it is `nil`, by a decider.
    public struct Predicate {
        /// The predicate's name, passed to the decider and shown in descriptions.
        public var name: String
        /// The code that decides it, if it decides itself.
        public var decide: ((Environment) -> Bool)?
    }

    /// The interface orientations in which the condition holds.
    public var orientations: OrientationSet
    /// What the condition requires of the keyboard.
    public var keyboard: KeyboardCondition
    /// The device kinds in which it holds, or `nil` for all.
    public var deviceKinds: Set<DeviceKind>?
    /// The horizontal size class it requires, if any.
    public var horizontalSizeClass: UserInterfaceSizeClass?
    /// The vertical size class it requires, if any.
    public var verticalSizeClass: UserInterfaceSizeClass?
    /// Named predicates, each of which must hold.
    public var predicates: [Predicate]

    /// Creates a condition; every part left out holds in every environment.
    ///
    /// - Parameters:
    ///   - orientations: The interface orientations in which it holds.
    ///   - keyboard: What it requires of the keyboard.
    ///   - deviceKinds: The device kinds in which it holds, or `nil` for all.
    ///   - horizontalSizeClass: The horizontal size class it requires, if any.
    ///   - verticalSizeClass: The vertical size class it requires, if any.
    public init(
        orientations: OrientationSet = .all, keyboard: KeyboardCondition = .any, deviceKinds: Set<DeviceKind>? = nil,
        horizontalSizeClass: UserInterfaceSizeClass? = nil, verticalSizeClass: UserInterfaceSizeClass? = nil
    ) {
        self.orientations = orientations
        self.keyboard = keyboard
        self.deviceKinds = deviceKinds
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.predicates = []
    }

    // MARK: Presets

    /// Holds in every environment.
    public static var always: LayoutCondition { LayoutCondition() }
    /// Both portrait orientations.
    public static var portrait: LayoutCondition { LayoutCondition(orientations: .portrait) }
    /// Both landscape orientations.
    public static var landscape: LayoutCondition { LayoutCondition(orientations: .landscape) }
    /// The given orientations.
    public static func orientations(_ orientations: OrientationSet) -> LayoutCondition {
        LayoutCondition(orientations: orientations)
    }
    /// While the keyboard shows.
    public static var keyboardShowing: LayoutCondition { LayoutCondition(keyboard: .showing) }
    /// While the keyboard is hidden.
    public static var keyboardHidden: LayoutCondition { LayoutCondition(keyboard: .hidden) }
    /// On phones.
    public static var phone: LayoutCondition { LayoutCondition(deviceKinds: [.phone]) }
    /// On tablets.
    public static var tablet: LayoutCondition { LayoutCondition(deviceKinds: [.tablet]) }
    /// With a compact horizontal size class.
    public static var horizontallyCompact: LayoutCondition { LayoutCondition(horizontalSizeClass: .compact) }
    /// With a regular horizontal size class.
    public static var horizontallyRegular: LayoutCondition { LayoutCondition(horizontalSizeClass: .regular) }
    /// With a compact vertical size class.
    public static var verticallyCompact: LayoutCondition { LayoutCondition(verticalSizeClass: .compact) }
    /// With a regular vertical size class.
    public static var verticallyRegular: LayoutCondition { LayoutCondition(verticalSizeClass: .regular) }

    /// A predicate called `name`, decided by a decider (``ConditionalConstraints/decider`` or
    /// ``Window/conditionDecider``).
    public static func named(_ name: String) -> LayoutCondition {
        var condition = LayoutCondition()
        condition.predicates = [Predicate(name: name, decide: nil)]
        return condition
    }

    /// A predicate called `name` that `decide` decides.
    public static func named(_ name: String, _ decide: @escaping (Environment) -> Bool) -> LayoutCondition {
        var condition = LayoutCondition()
        condition.predicates = [Predicate(name: name, decide: decide)]
        return condition
    }

    /// A copy that also requires `keyboard` of the keyboard.
    public func keyboard(_ keyboard: KeyboardCondition) -> LayoutCondition {
        var copy = self
        copy.keyboard = keyboard
        return copy
    }

    // MARK: Evaluation

    /// Whether the condition holds in `environment`.
    ///
    /// - Parameters:
    ///   - environment: The environment to test.
    ///   - decider: Decides the named predicates that have no closure; without one they do not hold.
    /// - Complexity: O(predicates), plus the predicates' own cost.
    public func isSatisfied(by environment: Environment, decider: ((String, Environment) -> Bool)? = nil) -> Bool {
        guard orientations.contains(environment.interfaceOrientation),
            keyboard.isSatisfied(by: environment.keyboard),
            deviceKinds?.contains(environment.kind) ?? true,
            horizontalSizeClass.map({ $0 == environment.horizontalSizeClass }) ?? true,
            verticalSizeClass.map({ $0 == environment.verticalSizeClass }) ?? true
        else { return false }
        for predicate in predicates {
            let holds = predicate.decide?(environment) ?? decider?(predicate.name, environment) ?? false
            if !holds { return false }
        }
        return true
    }

    /// The parts that restrict anything, as in `landscape && keyboard showing && tablet && 'wide'`,
    /// or `always`.
    public var description: String {
        var parts: [String] = []
        if orientations != .all { parts.append(orientations.description) }
        if keyboard == .showing || keyboard == .hidden { parts.append("keyboard \(keyboard)") }
        if keyboard == .ignored { parts.append("keyboard ignored") }
        if let deviceKinds, deviceKinds.count < DeviceKind.allCases.count {
            parts.append(DeviceKind.allCases.filter { deviceKinds.contains($0) }.map(\.rawValue).joined(separator: " or "))
        }
        if let horizontalSizeClass { parts.append("horizontally \(horizontalSizeClass)") }
        if let verticalSizeClass { parts.append("vertically \(verticalSizeClass)") }
        for predicate in predicates { parts.append("'\(predicate.name)'") }
        return parts.isEmpty ? "always" : parts.joined(separator: " && ")
    }
}

/// A condition that requires both `lhs` and `rhs`: the orientations and device kinds both allow,
/// the keyboard state both require (a condition that requires the keyboard both showing and
/// hidden never holds), the size classes, and every predicate of both.
public func && (lhs: LayoutCondition, rhs: LayoutCondition) -> LayoutCondition {
    var result = lhs
    result.orientations = lhs.orientations.intersection(rhs.orientations)
    switch (lhs.keyboard, rhs.keyboard) {
    case (.showing, .hidden), (.hidden, .showing): result.orientations = []   // can never hold
    case (.showing, _), (_, .showing): result.keyboard = .showing
    case (.hidden, _), (_, .hidden): result.keyboard = .hidden
    case (.ignored, _), (_, .ignored): result.keyboard = .ignored
    default: result.keyboard = .any
    }
    switch (lhs.deviceKinds, rhs.deviceKinds) {
    case (let a?, let b?): result.deviceKinds = a.intersection(b)
    case (let a?, nil): result.deviceKinds = a
    case (nil, let b): result.deviceKinds = b
    }
    if let h = rhs.horizontalSizeClass {
        if let mine = lhs.horizontalSizeClass, mine != h { result.orientations = [] }
        result.horizontalSizeClass = h
    }
    if let v = rhs.verticalSizeClass {
        if let mine = lhs.verticalSizeClass, mine != v { result.orientations = [] }
        result.verticalSizeClass = v
    }
    result.predicates = lhs.predicates + rhs.predicates
    return result
}
