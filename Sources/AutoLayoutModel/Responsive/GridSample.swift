/// The 12-column grid sample: a box from 1/12 to 11/12 of the screen both ways, a header inside it
/// on the box's own grid, a marker on a custom line at 56% of the box's width, and a detail box
/// from that line to the box's eleventh column.
///
/// | view | horizontal | vertical |
/// | --- | --- | --- |
/// | `box` | root columns 1 → 11 | root rows 1 → 11 |
/// | `header` | box columns 1 → 11 | box rows 1 → 5 |
/// | `marker` (2 wide) | centred on the box's 56% line | the box's height |
/// | `detail` | box's 56% line → box column 11 | box rows 6 → 11 |
public struct GridSample {
    /// The window the sample lives in; ``Window/apply(_:)`` and ``Window/rotate(to:)`` move it.
    public let window: Window
    /// The box from 1/12 to 11/12 of the screen.
    public let box: View
    /// The sub-box, on the box's grid.
    public let header: View
    /// The 2-point marker on the box's 56% line.
    public let marker: View
    /// The box from the 56% line to the box's eleventh column.
    public let detail: View

    /// The window's root view.
    public var root: View { window.rootView }
    /// Every view of the sample, root first, in tree order.
    public var views: [View] { [root, box, header, marker, detail] }
}

extension Samples {
    /// Builds the grid sample in a new window showing `environment`, laid out.
    public static func gridSample(environment: Environment = Environment()) -> GridSample {
        let window = Window(environment: environment)
        let root = window.rootView
        root.name = "root"
        let box = View(name: "box"), header = View(name: "header")
        let marker = View(name: "marker"), detail = View(name: "detail")
        root.addSubview(box)
        box.addSubview(header)
        box.addSubview(marker)
        box.addSubview(detail)
        let grid = root.gridLayoutGuide()
        let sub = box.gridLayoutGuide()
        LayoutConstraint.activate {
            box.leadingAnchor == grid.column(1)
            box.trailingAnchor == grid.column(11)
            box.topAnchor == grid.row(1)
            box.bottomAnchor == grid.row(11)

            header.leadingAnchor == sub.column(1)
            header.trailingAnchor == sub.column(11)
            header.topAnchor == sub.row(1)
            header.bottomAnchor == sub.row(5)

            marker.centerXAnchor == sub.verticalLine(percent: 56)
            marker.widthAnchor == 2
            marker.anchors.verticalEdges == box.anchors.verticalEdges

            detail.leadingAnchor == sub.verticalLine(percent: 56)
            detail.trailingAnchor == sub.column(11)
            detail.topAnchor == sub.row(6)
            detail.bottomAnchor == sub.row(11)
        }
        window.layoutIfNeeded()
        return GridSample(window: window, box: box, header: header, marker: marker, detail: detail)
    }
}
