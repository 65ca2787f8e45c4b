import AutoLayoutModel
import Testing

@Suite struct ConflictTests {
    @Test func conflictingRequiredConstraintIsReportedAndBroken() {
        let (root, recorder) = makeRoot()
        let box = addView("box", to: root)
        let narrow = box.widthAnchor == 100
        let wide = box.widthAnchor == 200
        LayoutConstraint.activate {
            box.leadingAnchor == root.leadingAnchor
            box.topAnchor == root.topAnchor
            box.heightAnchor == 10
            narrow
        }
        wide.isActive = true
        #expect(recorder.conflicts.count == 1)
        let conflict = recorder.conflicts[0]
        #expect(conflict.brokenConstraint === wide)
        #expect(conflict.constraints.contains { $0 === narrow } && conflict.constraints.contains { $0 === wide })
        #expect(conflict.report.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(conflict.report.contains("\"<box.width == 100>\""))
        #expect(conflict.report.contains("Will attempt to recover by breaking constraint\n<box.width == 200>"))
        #expect(wide.isActive && wide.isBroken)
        #expect(root.layoutEngine.brokenConstraints.count == 1)
        // Layout goes on with the constraints that fit.
        root.layoutIfNeeded()
        expectFrame(box, Rect(x: 0, y: 0, width: 100, height: 10))
        // Removing the other side of the conflict lets the broken constraint back in.
        narrow.isActive = false
        #expect(!wide.isBroken)
        root.layoutIfNeeded()
        expectFrame(box, Rect(x: 0, y: 0, width: 200, height: 10))
        #expect(recorder.conflicts.count == 1)
    }

    @Test func withoutAHandlerTheReportGoesToTheLog() {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        var logged: [String] = []
        root.layoutEngine.logHandler = { logged.append($0) }
        let box = addView("box", to: root)
        LayoutConstraint.activate { box.widthAnchor == 10; box.widthAnchor == 20 }
        #expect(logged.count == 1 && logged[0].contains("Unable to simultaneously satisfy constraints"))
        #expect(root.layoutEngine.conflictCount == 1)
    }

    @Test func aResizeTheRequiredConstraintsCannotFollowBreaksOneOfThem() {
        // The Breather mistake: margins of 8 required, a maximum width of 500 required. In
        // landscape the root is 667 wide, the margins would make the view 651 wide: conflict.
        let (root, recorder) = makeRoot()
        let inner = addView("inner", to: root)
        let maxWidth = inner.widthAnchor <= 500
        LayoutConstraint.activate {
            inner.leadingAnchor == root.leadingAnchor + 8
            inner.trailingAnchor == root.trailingAnchor - 8
            inner.topAnchor == root.topAnchor
            inner.heightAnchor == 10
            maxWidth
        }
        root.layoutIfNeeded()
        expectFrame(inner, Rect(x: 8, y: 0, width: 359, height: 10))
        #expect(recorder.conflicts.isEmpty)
        root.frame = Rect(x: 0, y: 0, width: 667, height: 375)
        root.layoutIfNeeded()
        #expect(recorder.conflicts.count == 1)
        let conflict = recorder.conflicts[0]
        // The latest of the conflicting constraints gives way.
        #expect(conflict.brokenConstraint === maxWidth)
        #expect(conflict.report.contains("'View-Encapsulated-Layout-Width' root.width == 667"))
        #expect(conflict.report.contains("<inner.leading == root.leading + 8>"))
        #expect(conflict.constraints.count == 4, "\(conflict.report)")
        // The root keeps its size, and the layout goes on.
        expectFrame(inner, Rect(x: 8, y: 0, width: 651, height: 10))
        // Back to portrait: the broken constraint fits again and comes back, silently.
        root.frame = Rect(x: 0, y: 0, width: 375, height: 667)
        root.layoutIfNeeded()
        #expect(!maxWidth.isBroken)
        expectFrame(inner, Rect(x: 8, y: 0, width: 359, height: 10))
        #expect(recorder.conflicts.count == 1)
    }

    @Test func aConstantThatCannotHoldBreaksItsConstraint() {
        let (root, recorder) = makeRoot()
        let box = addView("box", to: root)
        let width = box.widthAnchor == 100
        LayoutConstraint.activate {
            box.anchors.horizontalEdges == root.anchors.horizontalEdges.inset(10) ~ 900
            box.widthAnchor <= 300
            width
            box.topAnchor == root.topAnchor
            box.heightAnchor == 1
        }
        width.constant = 400
        #expect(recorder.conflicts.count == 1)
        #expect(recorder.conflicts[0].brokenConstraint === width)
        root.layoutIfNeeded()
        #expect(box.frame.width == 300)
        // A constant that fits again ends the break.
        width.constant = 250
        #expect(!width.isBroken)
        root.layoutIfNeeded()
        #expect(box.frame.width == 250)
    }

    @Test func ambiguityIsDetected() {
        let (root, _) = makeRoot()
        let box = addView("box", to: root)
        LayoutConstraint.activate {
            box.leadingAnchor == root.leadingAnchor
            box.widthAnchor == 10
            box.heightAnchor >= 20
        }
        root.layoutIfNeeded()
        #expect(box.hasAmbiguousLayout)
        #expect(box.ambiguousLayoutAttributes == [.top, .height])
        #expect(!root.hasAmbiguousLayout)
        LayoutConstraint.activate { box.topAnchor == root.topAnchor; box.heightAnchor == 20 ~ 1 }
        #expect(!box.hasAmbiguousLayout)
        // Two equally strong wishes that cannot both hold leave a range of equally good answers.
        let other = addView("other", to: root)
        LayoutConstraint.activate {
            other.anchors.edges == root.anchors.edges.inset(1) ~ 500
            other.widthAnchor == 100 ~ 400
            other.widthAnchor == 200 ~ 400
        }
        #expect(!other.hasAmbiguousLayout)
        LayoutConstraint.deactivate(other.constraintsAffectingLayout(for: .horizontal).filter { $0.priority == 500 })
        #expect(other.ambiguousLayoutAttributes == [.left, .width])
    }

    @Test func constraintsAffectingLayoutListTheViewsConstraintsPerAxis() {
        let (root, _) = makeRoot()
        let box = addView("box", to: root, intrinsic: Size(width: 10, height: 10))
        let leading = box.leadingAnchor == root.leadingAnchor + 4
        let top = box.topAnchor == root.topAnchor + 4
        LayoutConstraint.activate([leading, top])
        let horizontal = box.constraintsAffectingLayout(for: .horizontal)
        #expect(horizontal.contains { $0 === leading })
        #expect(!horizontal.contains { $0 === top })
        #expect(horizontal.contains { $0.identifier == "Content-Hugging-Width" })
        #expect(box.constraintsAffectingLayout(for: .vertical).contains { $0 === top })
    }
}
