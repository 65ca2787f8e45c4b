import AutoLayoutModel
import Testing

@Suite struct GuideTests {
    /// A phone-sized root with a notch's and a home indicator's insets.
    func makePhone() -> (View, ConflictRecorder) {
        let (root, recorder) = makeRoot(width: 375, height: 812)
        root.additionalSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        return (root, recorder)
    }

    @Test func safeAreaGuideFollowsTheRootsInsets() {
        let (root, _) = makePhone()
        let content = addView("content", to: root)
        LayoutConstraint.activate { content.anchors.edges == root.safeAreaLayoutGuide.anchors.edges }
        root.layoutIfNeeded()
        expectFrame(content, Rect(x: 0, y: 44, width: 375, height: 734))
        #expect(root.safeAreaLayoutGuide.layoutFrame == Rect(x: 0, y: 44, width: 375, height: 734))
        // Landscape: the notch moves to the side.
        root.frame = Rect(x: 0, y: 0, width: 812, height: 375)
        root.additionalSafeAreaInsets = EdgeInsets(top: 0, left: 44, bottom: 21, right: 44)
        root.layoutIfNeeded()
        expectFrame(content, Rect(x: 44, y: 0, width: 724, height: 354))
    }

    @Test func subviewsInheritTheSafeAreaTheyOverlap() {
        let (root, _) = makePhone()
        let full = addView("full", to: root)
        let header = addView("header", to: full)
        LayoutConstraint.activate {
            full.anchors.edges == root.anchors.edges
            header.anchors.horizontalEdges == full.anchors.horizontalEdges
            header.topAnchor == full.topAnchor
            header.bottomAnchor == full.safeAreaLayoutGuide.topAnchor + 56
        }
        root.layoutIfNeeded()
        #expect(full.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        expectFrame(header, Rect(x: 0, y: 0, width: 375, height: 100))
        // The header covers the notch's 44 points and no more.
        #expect(header.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
    }

    @Test func layoutMarginsAreMeasuredFromTheSafeArea() {
        let (root, _) = makePhone()
        let content = addView("content", to: root)
        LayoutConstraint.activate { content.anchors.edges == root.layoutMarginsGuide.anchors.edges }
        root.layoutIfNeeded()
        expectFrame(content, Rect(x: 8, y: 52, width: 359, height: 718))
        root.layoutMargins = EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        root.layoutIfNeeded()
        expectFrame(content, Rect(x: 20, y: 44, width: 335, height: 734))
        root.insetsLayoutMarginsFromSafeArea = false
        root.layoutIfNeeded()
        expectFrame(content, Rect(x: 20, y: 0, width: 335, height: 812))
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(root.layoutMargins == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }

    @Test func keyboardGuideFollowsTheKeyboard() {
        let (root, _) = makePhone()
        let field = addView("field", to: root)
        LayoutConstraint.activate {
            field.anchors.horizontalEdges == root.layoutMarginsGuide.anchors.horizontalEdges
            field.heightAnchor == 44
            field.bottomAnchor == root.keyboardLayoutGuide.topAnchor - 8
        }
        root.layoutIfNeeded()
        // Keyboard hidden: the guide starts at the safe area's bottom, 812 - 34.
        expectFrame(field, Rect(x: 8, y: 812 - 34 - 8 - 44, width: 359, height: 44))
        root.keyboardHeight = 336
        #expect(root.layoutIfNeeded().map(\.layoutDebugName) == ["field"])
        expectFrame(field, Rect(x: 8, y: 812 - 336 - 8 - 44, width: 359, height: 44))
        #expect(root.keyboardLayoutGuide.layoutFrame == Rect(x: 0, y: 476, width: 375, height: 336))
        root.keyboardHeight = 0
        root.keyboardLayoutGuide.usesBottomSafeArea = false
        root.layoutIfNeeded()
        expectFrame(field, Rect(x: 8, y: 812 - 8 - 44, width: 359, height: 44))
    }

    @Test func customGuidesActAsSpacers() {
        // Three 50-point boxes spread with equal gaps, measured by two guides.
        let (root, _) = makeRoot()
        let boxes = (0..<3).map { addView("box\($0)", to: root) }
        let gaps = (0..<2).map { _ in LayoutGuide() }
        for gap in gaps { root.addLayoutGuide(gap) }
        #expect(root.layoutGuides.count == 2 && gaps[0].owningView === root)
        LayoutConstraint.activate {
            for box in boxes {
                box.anchors.size == Size(width: 50, height: 50)
                box.topAnchor == root.topAnchor
            }
            boxes[0].leadingAnchor == root.leadingAnchor
            boxes[2].trailingAnchor == root.trailingAnchor
            for (index, gap) in gaps.enumerated() {
                gap.leadingAnchor == boxes[index].trailingAnchor
                gap.trailingAnchor == boxes[index + 1].leadingAnchor
            }
            gaps[1].widthAnchor == gaps[0].widthAnchor
        }
        root.layoutIfNeeded()
        // (375 - 150) / 2 = 112.5 per gap.
        expectFrame(boxes[1], Rect(x: 162.5, y: 0, width: 50, height: 50))
        #expect(abs(gaps[0].layoutFrame.width - 112.5) < 1e-9)
        root.removeLayoutGuide(gaps[1])
        #expect(root.layoutGuides.count == 1)
    }

    @Test func equalGapsWithAnchorOffsets() {
        let (root, _) = makeRoot()
        let a = addView("a", to: root), b = addView("b", to: root)
        LayoutConstraint.activate {
            a.anchors.size == Size(width: 100, height: 10)
            b.anchors.size == Size(width: 100, height: 10)
            a.topAnchor == root.topAnchor
            b.topAnchor == root.topAnchor
            root.leadingAnchor.anchorWithOffset(to: a.leadingAnchor) == a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
            a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor) == b.trailingAnchor.anchorWithOffset(to: root.trailingAnchor)
        }
        root.layoutIfNeeded()
        // (375 - 200) / 3 = 58.33... per gap.
        let gap = 175.0 / 3
        expectFrame(a, Rect(x: gap, y: 0, width: 100, height: 10))
        expectFrame(b, Rect(x: 2 * gap + 100, y: 0, width: 100, height: 10))
    }
}
