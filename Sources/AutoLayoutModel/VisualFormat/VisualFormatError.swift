/// A visual format string that could not be turned into constraints: a syntax error, a name that
/// is in neither dictionary, a `|` for a view without a superview, or options that do not fit the
/// format. UIKit raises an exception for these; here they are thrown, so a bad string never crashes.
///
/// The ``description`` reads like UIKit's message, with a caret under the offending character:
///
/// ```text
/// Unable to parse constraint format: Expected ']' to close the view 'button'
/// H:[button
///          ^
/// ```
public struct VisualFormatError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, in a sentence.
    public let message: String
    /// The format string.
    public let format: String
    /// Where in the format the problem is: the number of characters before it (0 for the first).
    public let offset: Int

    /// Creates an error at `offset` characters into `format`.
    public init(message: String, format: String, offset: Int) {
        self.message = message
        self.format = format
        self.offset = offset
    }

    /// UIKit's message, the format, and a caret under the offending character.
    public var description: String {
        "Unable to parse constraint format: \(message)\n\(format)\n"
            + String(repeating: " ", count: max(0, offset)) + "^"
    }
}
