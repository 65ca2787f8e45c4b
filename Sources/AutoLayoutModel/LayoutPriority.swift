/// How much a constraint matters, from 1 to 1000, as UIKit's `UILayoutPriority`.
///
/// ``required`` (1000) constraints must hold. Lower priorities are **strictly hierarchical**, as
/// Apple documents: the layout first satisfies priority 999 as well as it can, then 998 given
/// that, and so on, so one 999 constraint beats any number of 998 ones. (kiwi's weighted sum would
/// let enough weak errors outweigh a strong one; the engine runs the solver in
/// ``PriorityModel/hierarchical`` mode so this cannot happen.)
///
/// ## Mapping onto solver strengths
/// Priority *p* < 1000 becomes `Strength(p)`: the strength's value is the priority's. Every
/// distinct value is its own level in the hierarchical solver, so only the order of the values
/// matters, fractional priorities (750.5) included. ``required`` becomes ``Strength/required``.
/// The size of a root view, which its owner sets as a window's, is an edit variable of strength
/// 1000: stronger than every optional priority, weaker than required constraints, so that a conflict
/// between required constraints and the window's size can be detected and reported rather than
/// silently shrinking the window.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible
{
    /// The priority's value, between 1 and 1000.
    public var rawValue: Float

    /// Creates a priority; values outside 1...1000 are clamped into it (UIKit raises an exception).
    public init(rawValue: Float) {
        precondition(!rawValue.isNaN, "A layout priority cannot be NaN")
        self.rawValue = min(max(rawValue, 1), 1000)
    }

    /// Creates a priority; values outside 1...1000 are clamped into it.
    public init(_ rawValue: Float) { self.init(rawValue: rawValue) }

    /// Creates a priority from a literal, as in `priority = 999`.
    public init(floatLiteral value: Float) { self.init(rawValue: value) }

    /// Creates a priority from a literal, as in `priority = 999`.
    public init(integerLiteral value: Int) { self.init(rawValue: Float(value)) }

    /// A constraint that must hold: 1000.
    public static let required = LayoutPriority(1000)
    /// The priority of a button's content hugging: 750. Also the default compression resistance.
    public static let defaultHigh = LayoutPriority(750)
    /// The default content hugging priority: 250.
    public static let defaultLow = LayoutPriority(250)
    /// The priority with which a view tries to reach a target size when fitting: 50.
    public static let fittingSizeLevel = LayoutPriority(50)
    /// A priority of 510, above content hugging's default, used when dragging resizes a scene.
    public static let dragThatCanResizeScene = LayoutPriority(510)

    /// Whether the priority is ``required``.
    public var isRequired: Bool { rawValue >= 1000 }

    /// The solver strength that represents this priority (see the mapping above).
    public var strength: Strength { isRequired ? .required : Strength(Double(rawValue)) }

    /// Whether `lhs` is the lower priority.
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The priority raised by `amount` (clamped to 1...1000), as in `.defaultHigh + 1`.
    public static func + (lhs: LayoutPriority, amount: Float) -> LayoutPriority {
        LayoutPriority(lhs.rawValue + amount)
    }

    /// The priority lowered by `amount` (clamped to 1...1000), as in `.required - 1`.
    public static func - (lhs: LayoutPriority, amount: Float) -> LayoutPriority {
        LayoutPriority(lhs.rawValue - amount)
    }

    /// A readable rendering, for logs and test failures.
    public var description: String { formatNumber(Double(rawValue)) }
}
