// The parsed form of a visual format string, before names are looked up. Offsets (in characters)
// are kept on every part so that lookup errors point at the name that failed.

/// A parsed visual format string:
/// `(orientation:)? (|connection)? [view] (connection [view])* (connection|)?`.
struct VisualFormatSyntax {
    /// Whether the string starts with `V:`.
    var isVertical = false
    /// The connection after a leading `|`, or `nil` without one.
    var leadingSuperview: SuperviewBar?
    /// The views in order.
    var views: [View] = []
    /// The connection between `views[i]` and `views[i + 1]`.
    var connections: [Connection] = []
    /// The connection before a trailing `|`, or `nil` without one.
    var trailingSuperview: SuperviewBar?

    /// A `|` and the connection that joins it to the nearest view.
    struct SuperviewBar {
        var connection: Connection
        /// Where the `|` is.
        var offset: Int
    }

    /// `[name(predicates)]`.
    struct View {
        var name: String
        var offset: Int
        var predicates: [Predicate]
    }

    /// What joins two neighbours.
    enum Connection {
        /// No connection: the views touch.
        case flush
        /// A bare `-`: the standard spacing.
        case standard
        /// `-predicates-`.
        case predicates([Predicate])
    }

    /// `(relation)? object (@priority)?`.
    struct Predicate {
        var relation: LayoutConstraint.Relation
        var object: Value
        var priority: Value?
    }

    /// A number, or a name to look up in the metrics (or, for a view's size, the views).
    enum Value {
        case number(Double, offset: Int)
        case name(String, offset: Int)
    }
}
