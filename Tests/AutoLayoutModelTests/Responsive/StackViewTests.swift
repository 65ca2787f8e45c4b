import AutoLayoutModel
import Testing

@Suite struct StackViewTests {
    /// A 300×50 horizontal stack at the root's origin over views of intrinsic widths 50, 60, 70
    /// (heights 20).
    func makeRow(_ distribution: StackView.Distribution, spacing: Double = 10)
        -> (root: View, stack: StackView, views: [View], recorder: ResponsiveRecorder)
    {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let recorder = ResponsiveRecorder(root)
        let views = [50.0, 60, 70].enumerated().map { index, width in
            View(name: "v\(index)", intrinsicContentSize: Size(width: width, height: 20))
        }
        let stack = StackView(name: "stack", arrangedSubviews: views)
        stack.distribution = distribution
        stack.spacing = spacing
        root.addSubview(stack)
        LayoutConstraint.activate {
            stack.leadingAnchor == root.leadingAnchor
            stack.topAnchor == root.topAnchor
            stack.anchors.size == Size(width: 300, height: 50)
        }
        return (root, stack, views, recorder)
    }

    func xs(_ views: [View]) -> [Double] { views.map(\.frame.x) }
    func widths(_ views: [View]) -> [Double] { views.map(\.frame.width) }

    func expectClose(_ actual: [Double], _ expected: [Double], _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(actual.count == expected.count && zip(actual, expected).allSatisfy { abs($0 - $1) < 1e-6 },
                "\(what): \(actual) != \(expected)", sourceLocation: sourceLocation)
    }

    @Test func fillGivesTheSpaceToTheLowestHugging() {
        let (root, _, views, recorder) = makeRow(.fill)
        views[1].setContentHuggingPriority(249, for: .horizontal)
        root.layoutIfNeeded()
        // 300 − 50 − 70 − 2 × 10 = 160 for the middle view.
        expectClose(widths(views), [50, 160, 70], "widths")
        expectClose(xs(views), [0, 60, 230], "x")
        #expect(views.allSatisfy { $0.frame.y == 0 && $0.frame.height == 50 })
        #expect(recorder.conflicts.isEmpty)
    }

    @Test func fillShrinksTheLowestCompressionResistance() {
        let (root, _, views, _) = makeRow(.fill, spacing: 0)
        for view in views { view.assignedIntrinsicContentSize = Size(width: 150, height: 20) }
        views[2].setContentCompressionResistancePriority(749, for: .horizontal)
        root.layoutIfNeeded()
        expectClose(widths(views), [150, 150, 0], "widths")
    }

    @Test func fillEquallyAndSpacingInPlace() {
        let (root, stack, views, _) = makeRow(.fillEqually)
        root.layoutIfNeeded()
        let w = (300.0 - 20) / 3
        expectClose(widths(views), [w, w, w], "widths")
        expectClose(xs(views), [0, w + 10, 2 * w + 20], "x")
        let before = stack.stackConstraints.map(ObjectIdentifier.init)
        stack.spacing = 20
        root.layoutIfNeeded()
        let w2 = (300.0 - 40) / 3
        expectClose(widths(views), [w2, w2, w2], "widths after the spacing change")
        // The spacing moved constants in place: the same constraints are active.
        #expect(stack.stackConstraints.map(ObjectIdentifier.init) == before)
    }

    @Test func fillProportionallyFollowsIntrinsicWidths() {
        let (root, stack, views, recorder) = makeRow(.fillProportionally)
        root.layoutIfNeeded()
        // 280 points shared as 50 : 60 : 70.
        expectClose(widths(views), [280 * 50 / 180, 280 * 60 / 180, 280 * 70 / 180], "widths")
        stack.spacing = 0
        root.layoutIfNeeded()
        expectClose(widths(views), [300 * 50 / 180, 300 * 60 / 180, 300 * 70 / 180], "widths without spacing")
        #expect(recorder.conflicts.isEmpty)
    }

    @Test func equalSpacingKeepsSizesAndEvensTheGaps() {
        let (root, _, views, _) = makeRow(.equalSpacing)
        root.layoutIfNeeded()
        expectClose(widths(views), [50, 60, 70], "widths")
        expectClose(xs(views), [0, 110, 230], "x: gaps of (300 − 180) / 2 = 60")
    }

    @Test func equalCenteringEvensTheCentres() {
        let (root, _, views, _) = makeRow(.equalCentering)
        root.layoutIfNeeded()
        // Centres at 25 and 265, so the middle one's at 145.
        expectClose(widths(views), [50, 60, 70], "widths")
        expectClose(xs(views), [0, 115, 230], "x")
        // Too little room: the minimum spacing wins over equal centring. Widths 10, 90, 150:
        // centres at 5 and 225 would put the middle one at x = 70, leaving the last gap at −10;
        // the last gap stays at the spacing (10), so x = 300 − 150 − 10 − 90 = 50, the closest
        // to 70 the required gaps allow.
        views[0].assignedIntrinsicContentSize = Size(width: 10, height: 20)
        views[1].assignedIntrinsicContentSize = Size(width: 90, height: 20)
        views[2].assignedIntrinsicContentSize = Size(width: 150, height: 20)
        root.layoutIfNeeded()
        expectClose(widths(views), [10, 90, 150], "widths when crowded")
        expectClose(xs(views), [0, 50, 150], "x when crowded")
    }

    @Test func hiddenViewsDropOut() {
        let (root, _, views, recorder) = makeRow(.equalSpacing)
        views[1].isHidden = true
        root.layoutIfNeeded()
        expectClose(xs([views[0], views[2]]), [0, 230], "x")
        #expect(views[1].frame.width == 0 && views[1].frame.x == 0)
        views[1].isHidden = false
        root.layoutIfNeeded()
        expectClose(xs(views), [0, 110, 230], "x after showing it again")
        #expect(recorder.conflicts.isEmpty)
    }

    @Test func alignmentsAcrossAVerticalStack() {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let recorder = ResponsiveRecorder(root)
        let a = View(name: "a", intrinsicContentSize: Size(width: 40, height: 10))
        let b = View(name: "b", intrinsicContentSize: Size(width: 100, height: 20))
        let stack = StackView(name: "stack", arrangedSubviews: [a, b])
        stack.axis = .vertical
        stack.spacing = 5
        root.addSubview(stack)
        LayoutConstraint.activate {
            stack.leadingAnchor == root.leadingAnchor + 10
            stack.topAnchor == root.topAnchor + 10
            stack.widthAnchor == 200
        }
        root.layoutIfNeeded()
        // Fill: as wide as the stack; the stack's height hugs its content.
        expectRect(a.frame, Rect(x: 0, y: 0, width: 200, height: 10))
        expectRect(b.frame, Rect(x: 0, y: 15, width: 200, height: 20))
        expectRect(stack.frame, Rect(x: 10, y: 10, width: 200, height: 35))
        stack.alignment = .center
        root.layoutIfNeeded()
        expectRect(a.frame, Rect(x: 80, y: 0, width: 40, height: 10))
        expectRect(b.frame, Rect(x: 50, y: 15, width: 100, height: 20))
        stack.alignment = .leading
        root.layoutIfNeeded()
        expectRect(a.frame, Rect(x: 0, y: 0, width: 40, height: 10))
        stack.alignment = .trailing
        root.layoutIfNeeded()
        expectRect(a.frame, Rect(x: 160, y: 0, width: 40, height: 10))
        expectRect(b.frame, Rect(x: 100, y: 15, width: 100, height: 20))
        #expect(recorder.conflicts.isEmpty)
    }

    @Test func aFreeStackHugsItsLargestView() {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let a = View(name: "a", intrinsicContentSize: Size(width: 40, height: 10))
        let b = View(name: "b", intrinsicContentSize: Size(width: 100, height: 20))
        let stack = StackView(name: "stack", arrangedSubviews: [a, b])
        stack.axis = .vertical
        stack.alignment = .leading
        root.addSubview(stack)
        LayoutConstraint.activate {
            stack.leadingAnchor == root.leadingAnchor
            stack.topAnchor == root.topAnchor
        }
        root.layoutIfNeeded()
        expectRect(stack.frame, Rect(x: 0, y: 0, width: 100, height: 30))
        #expect(!stack.hasAmbiguousLayout && !a.hasAmbiguousLayout && !b.hasAmbiguousLayout)
    }

    @Test func marginsRelativeArrangementAndRemoval() {
        let (root, stack, views, _) = makeRow(.fillEqually, spacing: 0)
        stack.layoutMargins = EdgeInsets(top: 5, left: 15, bottom: 5, right: 15)
        stack.isLayoutMarginsRelativeArrangement = true
        root.layoutIfNeeded()
        expectClose(widths(views), [90, 90, 90], "widths inside the margins")
        expectClose(xs(views), [15, 105, 195], "x")
        #expect(views[0].frame.y == 5 && views[0].frame.height == 40)
        views[1].removeFromSuperview()
        root.layoutIfNeeded()
        #expect(stack.arrangedSubviews.count == 2)
        expectClose(widths([views[0], views[2]]), [135, 135], "widths after the removal")
        stack.removeArrangedSubview(views[2])
        root.layoutIfNeeded()
        #expect(stack.arrangedSubviews.map(\.name) == ["v0"])
        #expect(views[2].superview === stack, "removing from the arrangement keeps the subview")
        expectClose(widths([views[0]]), [270], "a single view fills the stack")
    }

    @Test func stackConstraintsCarryUIKitsIdentifiers() {
        let (_, stack, _, _) = makeRow(.equalSpacing)
        let identifiers = Set(stack.stackConstraints.compactMap(\.identifier))
        #expect(identifiers == ["UISV-canvas-connection", "UISV-spacing", "UISV-distributing", "UISV-alignment"])
    }
}
