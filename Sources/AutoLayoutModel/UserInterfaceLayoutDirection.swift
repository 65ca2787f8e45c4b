/// The direction in which a language reads, which decides where `leading` and `trailing` are.
public enum UserInterfaceLayoutDirection: Hashable, Sendable {
    /// Leading is left, trailing is right (English, French, ...).
    case leftToRight
    /// Leading is right, trailing is left (Arabic, Hebrew, ...).
    case rightToLeft
}

/// How a view chooses its layout direction, as UIKit's `UISemanticContentAttribute`.
///
/// Unlike UIKit, where a forced attribute applies to the view alone, a forced direction here is
/// inherited by the subviews that leave theirs `unspecified`: setting `.forceRightToLeft` on a root
/// view lays out the whole tree right to left, which is what a test of a right-to-left language
/// wants.
public enum SemanticContentAttribute: Hashable, Sendable {
    /// Use the superview's direction (left to right at a root).
    case unspecified
    /// Always left to right (for content such as media playback controls).
    case forceLeftToRight
    /// Always right to left.
    case forceRightToLeft
}
