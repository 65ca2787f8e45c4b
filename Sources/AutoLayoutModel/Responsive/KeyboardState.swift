/// Whether the on-screen keyboard is showing, and how much of the screen it covers.
public enum KeyboardState: Hashable, Sendable, CustomStringConvertible {
    /// No keyboard on screen.
    case hidden
    /// The keyboard covers the bottom `height` points of the screen, over `width` points (the
    /// screen's width, or less for a floating or split keyboard).
    case showing(height: Double, width: Double)

    /// Whether the keyboard is on screen.
    public var isShowing: Bool {
        if case .showing = self { true } else { false }
    }

    /// The covered height: 0 when hidden.
    public var height: Double {
        if case .showing(let height, _) = self { height } else { 0 }
    }

    /// The covered width: 0 when hidden.
    public var width: Double {
        if case .showing(_, let width) = self { width } else { 0 }
    }

    /// `hidden`, or `showing(height: 291, width: 375)`.
    public var description: String {
        switch self {
        case .hidden: "hidden"
        case .showing(let height, let width): "showing(height: \(formatNumber(height)), width: \(formatNumber(width)))"
        }
    }
}
