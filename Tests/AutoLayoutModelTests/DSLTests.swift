import AutoLayoutModel
import Testing

@Suite struct DSLTests {
    @Test func operatorsMakeTheSameConstraintsAsAnchorMethods() {
        let (root, _) = makeRoot()
        let a = addView("a", to: root)
        let c1 = a.leadingAnchor == root.leadingAnchor + 8 ~ 999
        #expect(c1.description == "<a.leading == root.leading + 8 @999>")
        #expect(!c1.isActive)
        let c2 = a.topAnchor >= root.topAnchor - 4
        #expect(c2.description == "<a.top >= root.top - 4>")
        let c3 = a.widthAnchor <= 0.5 * root.widthAnchor - 4
        #expect(c3.description == "<a.width <= 0.5 * root.width - 4>")
        let c4 = a.heightAnchor == 44 ~ .defaultHigh
        #expect(c4.description == "<a.height == 44 @750>")
        let c5 = a.heightAnchor >= a.widthAnchor * 2
        #expect(c5.multiplier == 2 && c5.relation == .greaterThanOrEqual)
        let c6 = a.centerXAnchor == root.centerXAnchor
        #expect(c6.firstAttribute == .centerX && c6.secondItem === root)
    }

    @Test func edgesInsetPinsAllFourSides() {
        let (root, _) = makeRoot()
        let card = addView("card", to: root)
        let made = card.anchors.edges == root.anchors.edges.inset(8)
        #expect(made.map(\.description) == [
            "<card.top == root.top + 8>", "<card.leading == root.leading + 8>",
            "<card.bottom == root.bottom - 8>", "<card.trailing == root.trailing - 8>",
        ])
        LayoutConstraint.activate(made)
        root.layoutIfNeeded()
        expectFrame(card, Rect(x: 8, y: 8, width: 359, height: 651))
    }

    @Test func builderCollectsSingleAndCompoundConstraints() {
        let (root, _) = makeRoot()
        let card = addView("card", to: root)
        let badge = addView("badge", to: card)
        let icon = addView("icon", to: card)
        let showsIcon = true
        let made = LayoutConstraint.activate {
            card.anchors.horizontalEdges == root.anchors.horizontalEdges.inset(DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 10))
            card.topAnchor == root.topAnchor + 100
            card.heightAnchor == 200
            badge.anchors.center == card.anchors.center.offset(x: 10, y: -10)
            badge.anchors.size == Size(width: 30, height: 20)
            if showsIcon {
                icon.anchors.size == badge.anchors.size
                icon.anchors.verticalEdges == badge.anchors.verticalEdges
                icon.trailingAnchor == badge.leadingAnchor - 5
            }
            for view in [badge, icon] { view.heightAnchor <= 100 ~ 500 }
        }
        #expect(made.count == 15)
        #expect(made.allSatisfy { $0.isActive })
        root.layoutIfNeeded()
        expectFrame(card, Rect(x: 20, y: 100, width: 345, height: 200))
        // Card centre (172.5, 100) + (10, -10) = (182.5, 90).
        expectFrame(badge, Rect(x: 167.5, y: 80, width: 30, height: 20))
        expectFrame(icon, Rect(x: 132.5, y: 80, width: 30, height: 20))
    }

    @Test func containmentOperatorsKeepAViewInside() {
        let (root, _) = makeRoot()
        let bubble = addView("bubble", to: root, intrinsic: Size(width: 600, height: 30))
        LayoutConstraint.activate {
            bubble.anchors.edges <= root.anchors.edges.inset(16)
            bubble.leadingAnchor == root.leadingAnchor + 16 ~ 500
            bubble.topAnchor == root.topAnchor + 16 ~ 500
        }
        root.layoutIfNeeded()
        // The 600-point content is compressed to fit inside the 16-point insets.
        expectFrame(bubble, Rect(x: 16, y: 16, width: 343, height: 30))
    }

    @Test func sizeArithmetic() {
        let (root, _) = makeRoot()
        let a = addView("a", to: root)
        let made = a.anchors.size == 0.5 * root.anchors.size + Size(width: 10, height: 20)
        #expect(made.map(\.description) == ["<a.width == 0.5 * root.width + 10>", "<a.height == 0.5 * root.height + 20>"])
    }
}
