import AutoLayoutModel
import Testing

@Suite struct GridTests {
    /// The sample's frames, worked out from the screen size alone.
    func expectedSampleFrames(_ size: Size) -> [String: Rect] {
        let w = size.width, h = size.height
        let box = Rect(x: w / 12, y: h / 12, width: w * 10 / 12, height: h * 10 / 12)
        let bw = box.width, bh = box.height
        return [
            "box": box,
            "header": Rect(x: bw / 12, y: bh / 12, width: bw * 10 / 12, height: bh * 4 / 12),
            "marker": Rect(x: 0.56 * bw - 1, y: 0, width: 2, height: bh),
            "detail": Rect(x: 0.56 * bw, y: bh * 6 / 12, width: bw * 11 / 12 - 0.56 * bw, height: bh * 5 / 12),
        ]
    }

    @Test func theOriginalSampleOnEveryDeviceAndOrientation() {
        for device in Device.catalog {
            let sample = Samples.gridSample(environment: Environment(device: device))
            let recorder = ResponsiveRecorder(sample.root)
            for orientation in [DeviceOrientation.portraitUp, .landscapeLeft, .portraitUp] {
                sample.window.rotate(to: orientation)
                let expected = expectedSampleFrames(sample.window.environment.screenSize)
                for view in sample.views.dropFirst() {
                    expectRect(view.frame, expected[view.name!]!, "\(device.name) \(orientation) \(view.name!)")
                }
                #expect(!sample.views.contains { $0.hasAmbiguousLayout })
            }
            #expect(recorder.conflicts.isEmpty)
        }
    }

    @Test func linesSitAtEveryTwelfthAndFollowResizes() {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 300, height: 600))
        let grid = root.gridLayoutGuide()
        root.layoutIfNeeded()
        for (k, x) in grid.columnPositions.enumerated() { #expect(abs(x - 25 * Double(k)) < 1e-9, "column \(k)") }
        for (k, y) in grid.rowPositions.enumerated() { #expect(abs(y - 50 * Double(k)) < 1e-9, "row \(k)") }
        root.frame = Rect(x: 0, y: 0, width: 480, height: 240)
        root.layoutIfNeeded()
        for (k, x) in grid.columnPositions.enumerated() { #expect(abs(x - 40 * Double(k)) < 1e-9, "column \(k)") }
        for (k, y) in grid.rowPositions.enumerated() { #expect(abs(y - 20 * Double(k)) < 1e-9, "row \(k)") }
        // A vertical line is drawn over the grid's whole height.
        expectRect(grid.lineGuide(vertical: true, at: 0.5).layoutFrame, Rect(x: 240, y: 0, width: 0, height: 240))
        expectRect(grid.lineGuide(vertical: false, at: 0.25).layoutFrame, Rect(x: 0, y: 60, width: 480, height: 0))
    }

    @Test func anyDenominatorFractionOrPercentage() {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 360, height: 720))
        let grid = root.gridLayoutGuide(columns: 5, rows: 3)
        let a = View(name: "a"), b = View(name: "b"), c = View(name: "c")
        for view in [a, b, c] { root.addSubview(view) }
        LayoutConstraint.activate {
            a.leadingAnchor == grid.column(2)                  // 2/5
            a.trailingAnchor == grid.verticalLine(7, over: 9)  // 7/9
            a.topAnchor == grid.row(1)                         // 1/3
            a.bottomAnchor == grid.horizontalLine(percent: 50)
            b.leadingAnchor == grid.verticalLine(at: 0.125)
            b.widthAnchor == 10
            b.topAnchor == grid.horizontalLine(3, over: 4)
            b.heightAnchor == 10
            c.leadingAnchor == grid.verticalLine(percent: 110)  // beyond the trailing edge
            c.widthAnchor == 1
            c.topAnchor == root.topAnchor
            c.heightAnchor == 1
        }
        root.layoutIfNeeded()
        expectRect(a.frame, Rect(x: 144, y: 240, width: 280 - 144, height: 120))
        expectRect(b.frame, Rect(x: 45, y: 540, width: 10, height: 10))
        expectRect(c.frame, Rect(x: 396, y: 0, width: 1, height: 1))
        // Lines are shared: 4/12 and 1/3 are the same guide.
        let twelve = root.gridLayoutGuide()
        #expect(twelve.lineGuide(vertical: true, at: 4.0 / 12) === twelve.lineGuide(vertical: true, at: 1.0 / 3))
        #expect(root.gridLayoutGuide() === twelve)
        #expect(root.gridLayoutGuide(columns: 5, rows: 3) === grid)
    }

    @Test func subGridsFollowTheirViews() {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let panel = View(name: "panel"), dot = View(name: "dot")
        root.addSubview(panel)
        panel.addSubview(dot)
        let width = panel.widthAnchor == 200
        LayoutConstraint.activate {
            panel.leadingAnchor == root.gridLayoutGuide(columns: 4, rows: 4).column(1)   // x = 100
            panel.topAnchor == root.topAnchor + 10
            width
            panel.heightAnchor == 100
            dot.leadingAnchor == panel.gridLayoutGuide(columns: 10, rows: 10).column(3)
            dot.topAnchor == panel.gridLayoutGuide(columns: 10, rows: 10).row(5)
            dot.anchors.size == Size(width: 4, height: 4)
        }
        root.layoutIfNeeded()
        expectRect(dot.frame, Rect(x: 60, y: 50, width: 4, height: 4))
        width.constant = 300
        root.layoutIfNeeded()
        expectRect(dot.frame, Rect(x: 90, y: 50, width: 4, height: 4))
        root.frame = Rect(x: 0, y: 0, width: 800, height: 400)
        root.layoutIfNeeded()
        expectRect(panel.frame, Rect(x: 200, y: 10, width: 300, height: 100))
        expectRect(dot.frame, Rect(x: 90, y: 50, width: 4, height: 4))
    }

    @Test func gridsOverTheSafeAreaAndMarginsAndRightToLeft() {
        let window = Window(environment: Environment(device: .iPhone11Pro, orientation: .landscapeLeft))
        let root = window.rootView
        let safe = root.gridLayoutGuide(area: .safeArea)
        let box = View(name: "box")
        root.addSubview(box)
        LayoutConstraint.activate {
            box.leadingAnchor == safe.column(0)
            box.trailingAnchor == safe.column(6)
            box.topAnchor == safe.row(0)
            box.bottomAnchor == safe.row(12)
        }
        window.layoutIfNeeded()
        // 812×375 with insets (0, 44, 21, 44): the safe area is 724×354 at x = 44.
        expectRect(box.frame, Rect(x: 44, y: 0, width: 362, height: 354))
        // Right to left, columns count from the right.
        root.semanticContentAttribute = .forceRightToLeft
        window.layoutIfNeeded()
        expectRect(box.frame, Rect(x: 44 + 362, y: 0, width: 362, height: 354))
        let margins = root.gridLayoutGuide(columns: 2, rows: 2, area: .layoutMargins)
        #expect(margins !== safe)
        #expect(margins.identifier == "grid2x2.layoutMargins")
    }
}
