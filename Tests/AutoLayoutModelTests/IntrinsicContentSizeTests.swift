import AutoLayoutModel
import Testing

@Suite struct IntrinsicContentSizeTests {
    @Test func intrinsicSizeGivesAViewItsSize() {
        let (root, _) = makeRoot()
        let label = addView("label", to: root, intrinsic: Size(width: 120, height: 21))
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        ])
        root.layoutIfNeeded()
        expectFrame(label, Rect(x: 8, y: 20, width: 120, height: 21))
        #expect(!label.hasAmbiguousLayout)
        label.assignedIntrinsicContentSize = Size(width: 80, height: 21)
        root.layoutIfNeeded()
        expectFrame(label, Rect(x: 8, y: 20, width: 80, height: 21))
    }

    @Test func noIntrinsicMetricLeavesADimensionFree() {
        let (root, _) = makeRoot()
        let bar = addView("bar", to: root, intrinsic: Size(width: View.noIntrinsicMetric, height: 4))
        LayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            bar.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(bar.frame.height == 4)
        #expect(bar.ambiguousLayoutAttributes == [.width])
    }

    @Test func theViewThatHugsLessGrows() {
        // |-[a][b]-| in 375 points, contents 100 + 100: the extra 175 go to the view with the
        // lower hugging priority.
        let (root, _) = makeRoot()
        let a = addView("a", to: root, intrinsic: Size(width: 100, height: 20))
        let b = addView("b", to: root, intrinsic: Size(width: 100, height: 20))
        a.setContentHuggingPriority(251, for: .horizontal)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        expectFrame(a, Rect(x: 0, y: 0, width: 100, height: 20))
        expectFrame(b, Rect(x: 100, y: 0, width: 275, height: 20))
    }

    final class Badge: View {
        var count = 1 { didSet { invalidateIntrinsicContentSize() } }
        override var intrinsicContentSize: Size { Size(width: 10 + 8 * Double(count), height: 20) }
    }

    @Test func subclassesOverrideTheIntrinsicSize() {
        let (root, _) = makeRoot()
        let badge = Badge(name: "badge")
        root.addSubview(badge)
        LayoutConstraint.activate([
            badge.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            badge.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        expectFrame(badge, Rect(x: 357, y: 0, width: 18, height: 20))
        badge.count = 12
        root.layoutIfNeeded()
        expectFrame(badge, Rect(x: 269, y: 0, width: 106, height: 20))
    }
}
