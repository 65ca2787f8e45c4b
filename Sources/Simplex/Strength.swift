/// How much the solver cares about a constraint: `required` constraints always hold, weaker ones
/// hold as well as the stronger ones allow.
///
/// Strengths use kiwi's scale: ``weak`` is 1, ``medium`` 1,000, ``strong`` 1,000,000 and
/// ``required`` 1,001,001,000 (the largest strength ``init(strong:medium:weak:multiplier:)`` can
/// make). How several strengths combine depends on the solver's ``PriorityModel``.
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The strength on kiwi's scale, between 0 and ``Strength/required``'s value.
    public let value: Double

    /// Creates a strength with a value on kiwi's scale, clamped to `0...Strength.required.value`.
    ///
    /// - Precondition: `value` is not NaN.
    public init(_ value: Double) {
        precondition(!value.isNaN, "A strength cannot be NaN")
        self.value = min(max(value, 0), Strength.requiredValue)
    }

    /// Creates a strength the way kiwi's `strength::create` does: each part is clamped to
    /// `0...1000` after multiplying by `multiplier`, then weighted by 1,000,000, 1,000 and 1.
    public init(strong: Double, medium: Double, weak: Double, multiplier: Double = 1) {
        func part(_ x: Double) -> Double { min(max(x * multiplier, 0), 1000) }
        self.init(part(strong) * 1_000_000 + part(medium) * 1000 + part(weak))
    }

    static let requiredValue: Double = 1_001_001_000

    /// A constraint that must hold; the solver refuses one that cannot.
    public static let required = Strength(requiredValue)
    /// The strongest preference: 1,000,000.
    public static let strong = Strength(1_000_000)
    /// A middling preference: 1,000.
    public static let medium = Strength(1000)
    /// The weakest usual preference: 1.
    public static let weak = Strength(1)

    /// Whether this is ``required``.
    public var isRequired: Bool { value >= Strength.requiredValue }

    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.value < rhs.value }

    public var description: String {
        switch value {
        case Strength.requiredValue: return "required"
        case 1_000_000: return "strong"
        case 1000: return "medium"
        case 1: return "weak"
        default: return "\(value)"
        }
    }
}

/// How the solver combines the errors of constraints of different strengths.
public enum PriorityModel: Sendable, Hashable {
    /// kiwi's model: minimise one sum, Σ strength × |error|. Enough weak errors can outweigh a
    /// strong one (three errors at strength 1001–1003 outweigh one at 1004).
    case weighted
    /// The model of the Cassowary paper and Apple's Auto Layout: every distinct strength is a level
    /// of its own, and no amount of error at weaker levels buys any reduction of error at a stronger
    /// level. Within a level, errors add up with weight 1.
    case hierarchical
}
