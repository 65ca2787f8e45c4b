extension View {
    /// The leading edge: left in a left-to-right layout, right in a right-to-left one.
    public var leadingAnchor: XAxisAnchor { XAxisAnchor(core, .leading) }
    /// The trailing edge: right in a left-to-right layout, left in a right-to-left one.
    public var trailingAnchor: XAxisAnchor { XAxisAnchor(core, .trailing) }
    /// The left edge.
    public var leftAnchor: XAxisAnchor { XAxisAnchor(core, .left) }
    /// The right edge.
    public var rightAnchor: XAxisAnchor { XAxisAnchor(core, .right) }
    /// The top edge.
    public var topAnchor: YAxisAnchor { YAxisAnchor(core, .top) }
    /// The bottom edge.
    public var bottomAnchor: YAxisAnchor { YAxisAnchor(core, .bottom) }
    /// The horizontal centre.
    public var centerXAnchor: XAxisAnchor { XAxisAnchor(core, .centerX) }
    /// The vertical centre.
    public var centerYAnchor: YAxisAnchor { YAxisAnchor(core, .centerY) }
    /// The width.
    public var widthAnchor: DimensionAnchor { DimensionAnchor(core, .width) }
    /// The height.
    public var heightAnchor: DimensionAnchor { DimensionAnchor(core, .height) }
}
