/// A set of interface orientations, to limit a constraint to some of them.
public struct OrientationSet: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The set's bits.
    public let rawValue: Int
    /// Creates a set from its raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Upright.
    public static let portraitUp = OrientationSet(rawValue: 1)
    /// Upside down.
    public static let portraitDown = OrientationSet(rawValue: 2)
    /// Turned anticlockwise.
    public static let landscapeLeft = OrientationSet(rawValue: 4)
    /// Turned clockwise.
    public static let landscapeRight = OrientationSet(rawValue: 8)
    /// Both portrait orientations.
    public static let portrait: OrientationSet = [.portraitUp, .portraitDown]
    /// Both landscape orientations.
    public static let landscape: OrientationSet = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: OrientationSet = [.portrait, .landscape]

    /// The set holding just `orientation`.
    public init(_ orientation: InterfaceOrientation) {
        switch orientation {
        case .portraitUp: self = .portraitUp
        case .portraitDown: self = .portraitDown
        case .landscapeLeft: self = .landscapeLeft
        case .landscapeRight: self = .landscapeRight
        }
    }

    /// Whether the set holds `orientation`.
    public func contains(_ orientation: InterfaceOrientation) -> Bool {
        contains(OrientationSet(orientation))
    }

    /// `all`, `portrait`, `landscape`, or the orientations listed, as in `[portraitUp, landscapeLeft]`.
    public var description: String {
        switch self {
        case .all: return "all"
        case .portrait: return "portrait"
        case .landscape: return "landscape"
        default: return "[" + InterfaceOrientation.allCases.filter { contains($0) }.map(\.rawValue).joined(separator: ", ") + "]"
        }
    }
}
