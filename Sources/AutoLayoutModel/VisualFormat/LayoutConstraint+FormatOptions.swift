extension LayoutConstraint {
    /// Options for ``constraints(withVisualFormat:options:metrics:views:)``, as
    /// `NSLayoutConstraint.FormatOptions`: how to align the views of a format string across its
    /// axis, which way a horizontal format runs, and how vertical spacing is measured.
    ///
    /// Combine at most one direction option and one spacing option with any number of alignment
    /// options. Alignment options must lie across the format's axis: `alignAllTop` with a
    /// horizontal format (`H:[a]-[b]`), `alignAllLeading` with a vertical one (`V:[a]-[b]`).
    ///
    /// The raw values are UIKit's, so code that stores them keeps working.
    ///
    /// ## Baselines
    /// Views here have no text, so they have no baselines of their own: a view's first baseline is
    /// taken to be its top edge and its last baseline its bottom edge. ``alignAllFirstBaseline``
    /// then aligns tops, ``alignAllLastBaseline`` aligns bottoms, and ``spacingBaselineToBaseline``
    /// measures vertical spacing from the last baseline (bottom) of the upper view to the first
    /// baseline (top) of the lower one, which is the same as edge to edge.
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        /// The options' bits, with UIKit's values.
        public let rawValue: UInt

        /// Creates options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Aligns the left edges of the views of a vertical format.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Aligns the right edges of the views of a vertical format.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Aligns the top edges of the views of a horizontal format.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Aligns the bottom edges of the views of a horizontal format.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Aligns the leading edges of the views of a vertical format.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Aligns the trailing edges of the views of a vertical format.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Aligns the horizontal centres of the views of a vertical format.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Aligns the vertical centres of the views of a horizontal format.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Aligns the last baselines (here: the bottom edges) of the views of a horizontal format.
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Aligns the first baselines (here: the top edges) of the views of a horizontal format.
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// The bits of the alignment options.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

        /// Horizontal formats run from the leading edge to the trailing edge (the default): left to
        /// right in a left-to-right layout, right to left in a right-to-left one.
        public static let directionLeadingToTrailing = FormatOptions(rawValue: 0 << 16)
        /// Horizontal formats run from left to right whatever the layout direction.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// Horizontal formats run from right to left whatever the layout direction.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The bits of the direction options.
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)

        /// Vertical spacing runs from the bottom edge of one view to the top edge of the next (the
        /// default).
        public static let spacingEdgeToEdge = FormatOptions(rawValue: 0 << 19)
        /// Vertical spacing runs from baseline to baseline; see "Baselines" above.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The bit of the spacing options.
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)
    }
}

extension LayoutConstraint.FormatOptions {
    /// Each alignment option with the attribute it aligns and its name (for messages).
    static let alignments: [(option: LayoutConstraint.FormatOptions, attribute: LayoutConstraint.Attribute, name: String)] = [
        (.alignAllLeft, .left, "alignAllLeft"),
        (.alignAllRight, .right, "alignAllRight"),
        (.alignAllTop, .top, "alignAllTop"),
        (.alignAllBottom, .bottom, "alignAllBottom"),
        (.alignAllLeading, .leading, "alignAllLeading"),
        (.alignAllTrailing, .trailing, "alignAllTrailing"),
        (.alignAllCenterX, .centerX, "alignAllCenterX"),
        (.alignAllCenterY, .centerY, "alignAllCenterY"),
        (.alignAllLastBaseline, .bottom, "alignAllLastBaseline"),
        (.alignAllFirstBaseline, .top, "alignAllFirstBaseline"),
    ]

    /// The option with the given name (`alignAllTop`, `directionRightToLeft`, ...), for layout
    /// files and command lines.
    static func named(_ name: String) -> LayoutConstraint.FormatOptions? {
        if let alignment = alignments.first(where: { $0.name == name }) { return alignment.option }
        switch name {
        case "directionLeadingToTrailing": return .directionLeadingToTrailing
        case "directionLeftToRight": return .directionLeftToRight
        case "directionRightToLeft": return .directionRightToLeft
        case "spacingEdgeToEdge": return .spacingEdgeToEdge
        case "spacingBaselineToBaseline": return .spacingBaselineToBaseline
        default: return nil
        }
    }

    /// Every option name ``named(_:)`` accepts.
    static var names: [String] {
        alignments.map(\.name) + [
            "directionLeadingToTrailing", "directionLeftToRight", "directionRightToLeft",
            "spacingEdgeToEdge", "spacingBaselineToBaseline",
        ]
    }
}
