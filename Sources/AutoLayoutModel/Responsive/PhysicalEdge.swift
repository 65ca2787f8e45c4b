/// An edge of the device itself, named as the device is held upright (``DeviceOrientation/portraitUp``):
/// ``bottom`` is the edge by the home button or home indicator, whatever way the device is turned.
public enum PhysicalEdge: String, CaseIterable, Hashable, Sendable {
    /// The edge with the earpiece, the notch or the front camera.
    case top
    /// The edge with the home button or the home indicator.
    case bottom
    /// The left edge, held upright.
    case left
    /// The right edge, held upright.
    case right

    /// The edge of the screen's content that this physical edge is in `orientation`: turning
    /// the device anticlockwise (``InterfaceOrientation/landscapeLeft``) brings its top edge to the
    /// left of the content and its bottom edge to the right.
    public func screenEdge(in orientation: InterfaceOrientation) -> ScreenEdge {
        switch (orientation, self) {
        case (.portraitUp, .top): .top
        case (.portraitUp, .bottom): .bottom
        case (.portraitUp, .left): .left
        case (.portraitUp, .right): .right
        case (.portraitDown, .top): .bottom
        case (.portraitDown, .bottom): .top
        case (.portraitDown, .left): .right
        case (.portraitDown, .right): .left
        case (.landscapeLeft, .top): .left
        case (.landscapeLeft, .bottom): .right
        case (.landscapeLeft, .left): .bottom
        case (.landscapeLeft, .right): .top
        case (.landscapeRight, .top): .right
        case (.landscapeRight, .bottom): .left
        case (.landscapeRight, .left): .top
        case (.landscapeRight, .right): .bottom
        }
    }
}

/// An edge of the screen's content, as laid out.
public enum ScreenEdge: String, CaseIterable, Hashable, Sendable {
    /// The top of the content.
    case top
    /// The bottom of the content.
    case bottom
    /// The left of the content.
    case left
    /// The right of the content.
    case right

    /// Whether the edge runs across the screen (top, bottom) rather than down it.
    public var isHorizontal: Bool { self == .top || self == .bottom }
}

/// A view held against a ``PhysicalEdge`` of the device in every orientation, made by
/// ``Window/pin(_:to:thickness:coversStatusBar:keepsContentUnrotated:)``.
///
/// Its constraints are four conditional sets, one per interface orientation, in the window's
/// ``Window/conditionalConstraints``: rotating the device moves the view to the screen edge the
/// physical edge has become, in the same batch as every other conditional change.
public final class PhysicalEdgePin {
    /// The pinned view.
    public let view: View
    /// The device edge it is held against.
    public let edge: PhysicalEdge
    /// Its size across the edge.
    public let thickness: Double
    /// Whether it is pinned to the screen's edges (over the status bar and the home indicator)
    /// rather than to the safe area's.
    public let coversStatusBar: Bool
    /// Whether its content stays fixed to the device rather than turning with the interface (see
    /// ``contentRotation(in:)``).
    public let keepsContentUnrotated: Bool
    /// The constraints of every orientation, with their conditions.
    public let constraints: [ConditionalConstraint]

    init(view: View, edge: PhysicalEdge, thickness: Double, coversStatusBar: Bool, keepsContentUnrotated: Bool,
         constraints: [ConditionalConstraint]) {
        self.view = view
        self.edge = edge
        self.thickness = thickness
        self.coversStatusBar = coversStatusBar
        self.keepsContentUnrotated = keepsContentUnrotated
        self.constraints = constraints
    }

    /// The screen edge the view is on in `environment`.
    public func screenEdge(in environment: Environment) -> ScreenEdge {
        edge.screenEdge(in: environment.interfaceOrientation)
    }

    /// How far, in degrees anticlockwise, a renderer turns the view's content within its frame:
    /// 0 when the content turns with the interface; otherwise the interface orientation's
    /// ``InterfaceOrientation/angle``, which keeps the content fixed to the device (frames are
    /// axis-aligned, so the rotation is a drawing instruction, not a layout one).
    public func contentRotation(in environment: Environment) -> Double {
        keepsContentUnrotated ? environment.interfaceOrientation.angle : 0
    }

    /// The size of the content in its own (turned) coordinates: the frame's size, swapped when the
    /// content is turned a quarter.
    public func contentSize(in environment: Environment) -> Size {
        let size = view.frame.size
        return abs(contentRotation(in: environment)).truncatingRemainder(dividingBy: 180) == 90
            ? Size(width: size.height, height: size.width) : size
    }
}

extension Window {
    /// Holds `view` against a physical edge of the device whatever the orientation: along the
    /// whole screen edge that edge becomes, `thickness` across it.
    ///
    /// The view is added to the root view if it has no superview; its constraints follow the
    /// environment with the window's other conditional constraints.
    ///
    /// - Parameters:
    ///   - view: The view to pin (a bar near the home button, say).
    ///   - edge: The device's edge.
    ///   - thickness: The view's size across the edge.
    ///   - coversStatusBar: Whether to pin to the screen's edges, over the status bar and the home
    ///     indicator, rather than to the safe area (the default).
    ///   - keepsContentUnrotated: Whether the content stays fixed to the device (see
    ///     ``PhysicalEdgePin/contentRotation(in:)``).
    /// - Returns: The pin, with its constraints.
    @discardableResult
    public func pin(
        _ view: View, to edge: PhysicalEdge, thickness: Double, coversStatusBar: Bool = false,
        keepsContentUnrotated: Bool = false
    ) -> PhysicalEdgePin {
        if view.superview == nil { rootView.addSubview(view) }
        let base: any LayoutItem = coversStatusBar ? rootView : rootView.safeAreaLayoutGuide
        var all: [ConditionalConstraint] = []
        for orientation in InterfaceOrientation.allCases {
            let screenEdge = edge.screenEdge(in: orientation)
            // Against the screen edge, along the whole of it, `thickness` across it.
            let made = LayoutConstraint.make {
                switch screenEdge {
                case .top: view.topAnchor == base.topAnchor
                case .bottom: view.bottomAnchor == base.bottomAnchor
                case .left: view.leftAnchor == base.leftAnchor
                case .right: view.rightAnchor == base.rightAnchor
                }
                if screenEdge.isHorizontal {
                    view.anchors.horizontalEdges == base.anchors.horizontalEdges
                    view.heightAnchor == thickness
                } else {
                    view.anchors.verticalEdges == base.anchors.verticalEdges
                    view.widthAnchor == thickness
                }
            }
            for constraint in made { constraint.identifier = "Physical-\(edge.rawValue)-\(orientation.rawValue)" }
            all += made.when(.orientations(OrientationSet(orientation)))
        }
        conditionalConstraints.add(all)
        rootView.layoutIfNeeded()
        return PhysicalEdgePin(
            view: view, edge: edge, thickness: thickness, coversStatusBar: coversStatusBar,
            keepsContentUnrotated: keepsContentUnrotated, constraints: all)
    }
}
