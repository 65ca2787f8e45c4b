import AutoLayoutModel
import Testing

@Suite struct ViewTreeTests {
    @Test func treeStructure() {
        let root = View(name: "root")
        let a = addView("a", to: root), b = addView("b", to: root), c = addView("c", to: a)
        #expect(root.subviews.map(\.layoutDebugName) == ["a", "b"])
        #expect(c.superview === a && c.rootView === root && root.rootView === root)
        #expect(c.isDescendant(of: root) && !b.isDescendant(of: a))
        root.insertSubview(b, at: 0)
        #expect(root.subviews.map(\.layoutDebugName) == ["b", "a"])
        b.addSubview(c)
        #expect(a.subviews.isEmpty && c.superview === b)
        var order: [String] = []
        root.forEachViewInSubtree { order.append($0.layoutDebugName) }
        #expect(order == ["root", "b", "c", "a"])
        #expect(root.description == "<View 'root'; frame = (0, 0, 0, 0)>")
        #expect(View().layoutDebugName.hasPrefix("View:0x"))
    }

    @Test func convertBetweenCoordinateSystems() {
        let (root, _) = makeRoot()
        let panel = addView("panel", to: root)
        let dot = addView("dot", to: panel)
        LayoutConstraint.activate {
            panel.anchors.edges == root.anchors.edges.inset(20)
            dot.leadingAnchor == panel.leadingAnchor + 5
            dot.topAnchor == panel.topAnchor + 7
            dot.anchors.size == Size(width: 1, height: 1)
        }
        root.layoutIfNeeded()
        #expect(dot.convert(Rect(x: 0, y: 0, width: 1, height: 1), to: nil) == Rect(x: 25, y: 27, width: 1, height: 1))
        #expect(dot.convert(Point(x: 1, y: 1), to: panel) == Point(x: 6, y: 8))
        #expect(root.convert(Point(x: 25, y: 27), to: dot) == Point(x: 0, y: 0))
        // Scrolling the panel's content (its bounds origin) moves what it shows, not the frames.
        panel.bounds = Rect(x: 0, y: 100, width: panel.bounds.width, height: panel.bounds.height)
        #expect(dot.frame.origin == Point(x: 5, y: 7))
        #expect(dot.convert(Point.zero, to: nil) == Point(x: 25, y: -73))
    }

    final class Screen: View {
        var contentHeight: LayoutConstraint?
        var passes = 0

        /// The Breather article's `viewWillLayoutSubviews`: the content is as tall as the screen
        /// when that is at least 504 points, and 504 otherwise.
        override func layoutSubviews() {
            passes += 1
            contentHeight?.constant = max(bounds.height, 504)
        }
    }

    @Test func layoutSubviewsCanChangeConstraintsWithinTheSamePass() {
        let screen = Screen(name: "screen", frame: Rect(x: 0, y: 0, width: 375, height: 667))
        let content = addView("content", to: screen)
        let height = content.heightAnchor == 0
        screen.contentHeight = height
        LayoutConstraint.activate {
            content.anchors.horizontalEdges == screen.anchors.horizontalEdges
            content.topAnchor == screen.topAnchor
            height
        }
        screen.layoutIfNeeded()
        expectFrame(content, Rect(x: 0, y: 0, width: 375, height: 667))
        screen.frame = Rect(x: 0, y: 0, width: 667, height: 375)
        screen.layoutIfNeeded()
        expectFrame(content, Rect(x: 0, y: 0, width: 667, height: 504))
        let passes = screen.passes
        // Nothing changed: no pass, no callback.
        screen.layoutIfNeeded()
        #expect(screen.passes == passes)
        screen.setNeedsLayout()
        screen.layoutIfNeeded()
        #expect(screen.passes == passes + 1)
    }

    @Test func autoresizingMaskConstraintsHoldAHandSetFrame() {
        let (root, recorder) = makeRoot()
        let fixed = View(name: "fixed", frame: Rect(x: 10, y: 20, width: 30, height: 40))
        fixed.translatesAutoresizingMaskIntoConstraints = true
        root.addSubview(fixed)
        let follower = addView("follower", to: root)
        LayoutConstraint.activate {
            follower.leadingAnchor == fixed.trailingAnchor + 5
            follower.anchors.verticalEdges == fixed.anchors.verticalEdges
            follower.widthAnchor == 10
        }
        root.layoutIfNeeded()
        expectFrame(fixed, Rect(x: 10, y: 20, width: 30, height: 40))
        expectFrame(follower, Rect(x: 45, y: 20, width: 10, height: 40))
        fixed.frame = Rect(x: 0, y: 0, width: 50, height: 10)
        root.layoutIfNeeded()
        expectFrame(follower, Rect(x: 55, y: 0, width: 10, height: 10))
        // A constraint that fights the held frame is the one broken.
        let fight = fixed.widthAnchor == 60
        fight.isActive = true
        #expect(recorder.conflicts.first?.brokenConstraint === fight)
        #expect(recorder.conflicts.first?.report.contains("'View-Autoresizing-Width' fixed.width == 50") == true)
        fight.isActive = false
        fixed.translatesAutoresizingMaskIntoConstraints = false
        #expect(fixed.hasAmbiguousLayout)
    }

    final class Stack: View {
        var hiddenChanges: [String] = []
        override func didChangeHiddenState(of subview: View) { hiddenChanges.append(subview.layoutDebugName) }
    }

    @Test func hidingASubviewTellsItsSuperview() {
        let stack = Stack(name: "stack")
        let item = addView("item", to: stack)
        item.isHidden = true
        item.isHidden = true
        item.isHidden = false
        #expect(stack.hiddenChanges == ["item", "item"])
    }

    @Test func setFrameOnALaidOutViewLastsUntilTheNextPass() {
        let (root, _) = makeRoot()
        let box = addView("box", to: root)
        LayoutConstraint.activate { box.anchors.edges == root.anchors.edges.inset(10) }
        root.layoutIfNeeded()
        box.frame = Rect(x: 0, y: 0, width: 1, height: 1)
        #expect(box.frame == Rect(x: 0, y: 0, width: 1, height: 1))
        root.layoutIfNeeded()
        expectFrame(box, Rect(x: 10, y: 10, width: 355, height: 647))
    }

    @Test func treesBuiltApartJoinTheWindowsEngine() {
        // A card built on its own (with its own engine), then added to a window.
        let card = View(name: "card", frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let title = addView("title", to: card, intrinsic: Size(width: 80, height: 20))
        LayoutConstraint.activate { title.anchors.center == card.anchors.center }
        card.layoutIfNeeded()
        expectFrame(title, Rect(x: 60, y: 40, width: 80, height: 20))
        let (root, recorder) = makeRoot()
        root.addSubview(card)
        LayoutConstraint.activate {
            card.anchors.horizontalEdges == root.anchors.horizontalEdges
            card.topAnchor == root.topAnchor + 50
            card.heightAnchor == 300
        }
        root.layoutIfNeeded()
        expectFrame(card, Rect(x: 0, y: 50, width: 375, height: 300))
        expectFrame(title, Rect(x: 147.5, y: 140, width: 80, height: 20))
        #expect(recorder.conflicts.isEmpty)
        #expect(card.layoutEngine === root.layoutEngine)
    }
}

@Suite struct FittingTests {
    /// A cell: a title and a subtitle stacked with margins, the title wrapping to the width.
    func makeCell() -> (View, View) {
        let cell = View(name: "cell")
        let title = addView("title", to: cell, intrinsic: Size(width: 200, height: 20))
        let subtitle = addView("subtitle", to: cell, intrinsic: Size(width: 120, height: 16))
        LayoutConstraint.activate {
            title.anchors.horizontalEdges <= cell.anchors.horizontalEdges.inset(12)
            title.leadingAnchor == cell.leadingAnchor + 12
            title.topAnchor == cell.topAnchor + 10
            subtitle.leadingAnchor == title.leadingAnchor
            subtitle.topAnchor == title.bottomAnchor + 4
            subtitle.bottomAnchor == cell.bottomAnchor - 10
            subtitle.trailingAnchor <= cell.trailingAnchor - 12
        }
        return (cell, title)
    }

    @Test func compressedSizeHugsTheContent() {
        let (cell, _) = makeCell()
        // Width: 12 + 200 + 12; height: 10 + 20 + 4 + 16 + 10.
        #expect(cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 224, height: 60))
    }

    @Test func aRequiredWidthIsKept() {
        let (cell, _) = makeCell()
        let size = cell.systemLayoutSizeFitting(
            Size(width: 375, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(size == Size(width: 375, height: 60))
    }

    @Test func constraintsToTheOutsideAreIgnored() {
        let (root, _) = makeRoot()
        let (cell, _) = makeCell()
        root.addSubview(cell)
        LayoutConstraint.activate { cell.anchors.edges == root.anchors.edges }
        root.layoutIfNeeded()
        #expect(cell.frame.size == Size(width: 375, height: 667))
        #expect(cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 224, height: 60))
        // The layout was not disturbed.
        #expect(root.layoutIfNeeded().isEmpty)
    }
}
