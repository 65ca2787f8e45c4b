/// A view whose content can be larger than itself, as UIKit's `UIScrollView`, laid out with its two
/// guides.
///
/// - ``frameLayoutGuide`` is the scroll view's own rectangle (the viewport): constrain content to
///   it to size the content by the screen (`content.widthAnchor == scroll.frameLayoutGuide.widthAnchor`
///   for vertical scrolling only).
/// - ``contentLayoutGuide`` is the scrollable content: its top-left corner is the content's origin
///   and its size is ``contentSize``, so constraints between the content and this guide decide how
///   far the view scrolls (`content.anchors.edges == scroll.contentLayoutGuide.anchors.edges`).
///
/// Subviews' frames are in content coordinates, as in UIKit: ``contentOffset`` (the bounds origin)
/// moves what is seen, not the frames. There is no scrolling physics: set ``contentOffset``.
open class ScrollView: View {
    /// The scrollable content's rectangle: origin at the content's origin, size ``contentSize``.
    public let contentLayoutGuide = LayoutGuide()
    /// The scroll view's own rectangle: the viewport.
    public let frameLayoutGuide = LayoutGuide()
    private var guideConstraints: [LayoutConstraint] = []

    /// Creates a scroll view (for a root, of the given size).
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        contentLayoutGuide.identifier = "contentLayoutGuide"
        frameLayoutGuide.identifier = "frameLayoutGuide"
        addLayoutGuide(contentLayoutGuide)
        addLayoutGuide(frameLayoutGuide)
        guideConstraints = [
            contentLayoutGuide.leftAnchor.constraint(equalTo: leftAnchor),
            contentLayoutGuide.topAnchor.constraint(equalTo: topAnchor),
        ]
        guideConstraints += LayoutConstraint.make { frameLayoutGuide.anchors.edges == anchors.edges }
        let identifiers = ["Content-Origin-X", "Content-Origin-Y", "Frame-Top", "Frame-Leading", "Frame-Bottom", "Frame-Trailing"]
        for (constraint, identifier) in zip(guideConstraints, identifiers) { constraint.identifier = identifier }
        LayoutConstraint.activate(guideConstraints)
    }

    /// The size of the scrollable content: the content layout guide's, as solved (zero until the
    /// content's constraints give it a size).
    public var contentSize: Size {
        let size = contentLayoutGuide.layoutFrame.size
        return Size(width: max(0, size.width), height: max(0, size.height))
    }

    /// The point of the content shown at the scroll view's top-left corner (the bounds origin).
    public var contentOffset: Point {
        get { bounds.origin }
        set { bounds = Rect(origin: newValue, size: bounds.size) }
    }

    /// The largest useful ``contentOffset``: how far the content reaches beyond the viewport
    /// (zero on an axis where it fits).
    public var maximumContentOffset: Point {
        let content = contentSize
        return Point(x: max(0, content.width - frame.width), y: max(0, content.height - frame.height))
    }

    /// Whether the content is taller than the viewport (by more than rounding), so it scrolls up
    /// and down on this screen.
    public var scrollsVertically: Bool { maximumContentOffset.y > 1e-6 }

    /// Whether the content is wider than the viewport, so it scrolls sideways on this screen.
    public var scrollsHorizontally: Bool { maximumContentOffset.x > 1e-6 }

    /// Whether the content scrolls on either axis.
    public var isScrollable: Bool { scrollsVertically || scrollsHorizontally }
}
