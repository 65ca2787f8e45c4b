import AutoLayoutModel
import Testing

@Suite struct ConstraintTests {
    @Test func anchorMethodsFillTheConstraintsFields() {
        let (root, _) = makeRoot()
        let label = addView("label", to: root)
        let c = label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8)
        #expect(c.firstItem === label)
        #expect(c.secondItem === root)
        #expect(c.firstAttribute == .leading)
        #expect(c.secondAttribute == .leading)
        #expect(c.relation == .equal)
        #expect(c.multiplier == 1)
        #expect(c.constant == 8)
        #expect(c.priority == .required)
        #expect(!c.isActive)
        let w = label.widthAnchor.constraint(greaterThanOrEqualTo: root.widthAnchor, multiplier: 0.5, constant: -4)
        #expect(w.relation == .greaterThanOrEqual && w.multiplier == 0.5 && w.constant == -4)
        let h = label.heightAnchor.constraint(lessThanOrEqualToConstant: 44)
        #expect(h.secondItem == nil && h.secondAttribute == .notAnAttribute && h.constant == 44)
        let s = label.topAnchor.constraint(equalToSystemSpacingBelow: root.topAnchor, multiplier: 2)
        #expect(s.constant == 16)
    }

    @Test func descriptionReadsAsAnEquation() {
        let (root, _) = makeRoot()
        let label = addView("label", to: root)
        let c = label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8)
        c.priority = 999
        #expect(c.description == "<label.leading == root.leading + 8 @999>")
        let w = label.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, multiplier: 0.5, constant: -4)
        #expect(w.description == "<label.width <= 0.5 * root.width - 4>")
        let h = label.heightAnchor.constraint(equalToConstant: 44)
        h.identifier = "height"
        #expect(h.description == "<'height' label.height == 44>")
        let gap = label.trailingAnchor.anchorWithOffset(to: root.trailingAnchor).constraint(equalToConstant: 20)
        #expect(gap.description == "<(root.trailing - label.trailing) == 20>")
    }

    @Test func activateAndDeactivateRoundTrip() {
        let (root, _) = makeRoot()
        let box = addView("box", to: root)
        let engine = root.layoutEngine
        let baseline = engine.solver.constraints.count
        let constraints = [
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 10),
            box.heightAnchor.constraint(equalToConstant: 10),
        ]
        LayoutConstraint.activate(constraints)
        #expect(constraints.allSatisfy { $0.isActive })
        #expect(engine.solver.constraints.count == baseline + 4)
        root.layoutIfNeeded()
        expectFrame(box, Rect(x: 10, y: 10, width: 10, height: 10))
        LayoutConstraint.deactivate(constraints)
        #expect(constraints.allSatisfy { !$0.isActive })
        #expect(engine.solver.constraints.count == baseline)
        constraints[2].isActive = true
        #expect(engine.solver.constraints.count == baseline + 1)
        constraints[2].isActive = false
        #expect(engine.solver.constraints.count == baseline)
    }

    @Test func constantChangesInPlace() {
        let (root, _) = makeRoot()
        let box = addView("box", to: root)
        let leading = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        LayoutConstraint.activate([
            leading,
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 10),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        let before = Set(root.layoutEngine.solver.constraints.map(ObjectIdentifier.init))
        leading.constant = 30
        let changed = root.layoutIfNeeded()
        expectFrame(box, Rect(x: 30, y: 0, width: 10, height: 10))
        #expect(changed.count == 1)
        // The same solver constraints: the constant changed in place.
        #expect(Set(root.layoutEngine.solver.constraints.map(ObjectIdentifier.init)) == before)
    }

    @Test func optionalPriorityChangesInPlaceAndRequiredChangesAreRefused() {
        let (root, recorder) = makeRoot()
        let box = addView("box", to: root)
        let narrow = box.widthAnchor.constraint(equalToConstant: 100)
        let wide = box.widthAnchor.constraint(equalToConstant: 200)
        narrow.priority = 500
        wide.priority = 400
        let required = box.heightAnchor.constraint(equalToConstant: 10)
        LayoutConstraint.activate([
            narrow, wide, required,
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(abs(box.frame.width - 100) < 1e-9)
        let before = Set(root.layoutEngine.solver.constraints.map(ObjectIdentifier.init))
        wide.priority = 600
        root.layoutIfNeeded()
        #expect(abs(box.frame.width - 200) < 1e-9)
        #expect(Set(root.layoutEngine.solver.constraints.map(ObjectIdentifier.init)) == before)
        // Required to optional on an active constraint is refused, and logged.
        required.priority = 999
        #expect(required.priority == .required)
        #expect(recorder.messages.count == 1)
        narrow.priority = .required
        #expect(narrow.priority == 500)
        // An inactive constraint can change freely.
        required.isActive = false
        required.priority = 999
        #expect(required.priority == 999)
    }

    @Test func removeFromSuperviewDeactivatesConstraintsThatCrossTheCut() {
        let (root, _) = makeRoot()
        let card = addView("card", to: root)
        let title = addView("title", to: card)
        let outside = card.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        let toTitle = title.topAnchor.constraint(equalTo: root.topAnchor, constant: 4)
        let inside = title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8)
        let own = card.widthAnchor.constraint(equalToConstant: 100)
        LayoutConstraint.activate([outside, toTitle, inside, own])
        root.layoutIfNeeded()
        let engine = root.layoutEngine
        card.removeFromSuperview()
        #expect(!outside.isActive && !toTitle.isActive)
        #expect(inside.isActive && own.isActive)
        #expect(card.superview == nil && root.subviews.isEmpty)
        // Only the root's own pins are left in the old solver.
        #expect(engine.solver.constraints.count == 2)
        // The card is now a root with its own engine, which holds its own constraints.
        card.frame = Rect(x: 0, y: 0, width: 100, height: 50)
        card.layoutIfNeeded()
        #expect(card.layoutEngine !== engine)
        expectFrame(title, Rect(x: 8, y: title.frame.y, width: title.frame.width, height: title.frame.height))
        // Adding it back moves its constraints into the root's engine.
        root.addSubview(card)
        #expect(engine.installedLayoutConstraints.count == 2)
    }

    @Test func constraintsWaitUntilTheirViewsShareATree() {
        let (root, _) = makeRoot()
        let loose = View(name: "loose")
        let c = loose.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5)
        LayoutConstraint.activate([
            c, loose.topAnchor.constraint(equalTo: root.topAnchor, constant: 6),
            loose.widthAnchor.constraint(equalToConstant: 7), loose.heightAnchor.constraint(equalToConstant: 8),
        ])
        #expect(c.isActive)
        root.addSubview(loose)
        root.layoutIfNeeded()
        expectFrame(loose, Rect(x: 5, y: 6, width: 7, height: 8))
    }
}

@Suite struct OwnershipTests {
    @Test func droppingATreeFreesItsViewsEngineAndConstraints() {
        weak var weakRoot: View?
        weak var weakChild: View?
        weak var weakConstraint: LayoutConstraint?
        weak var weakEngine: LayoutEngine?
        do {
            let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 100, height: 100))
            let child = addView("child", to: root, intrinsic: Size(width: 10, height: 10))
            let constraint = child.leadingAnchor == root.leadingAnchor + 4
            LayoutConstraint.activate {
                constraint
                child.anchors.center == root.safeAreaLayoutGuide.anchors.center
                child.bottomAnchor <= root.keyboardLayoutGuide.topAnchor
            }
            root.setNeedsLayout()
            root.layoutIfNeeded()
            root.frame = Rect(x: 0, y: 0, width: 200, height: 100)
            weakRoot = root
            weakChild = child
            weakConstraint = constraint
            weakEngine = root.layoutEngine
        }
        #expect(weakRoot == nil)
        #expect(weakChild == nil)
        #expect(weakConstraint == nil)
        #expect(weakEngine == nil)
    }

    @Test func aRemovedSubtreeLeavesNothingInTheOldSolver() {
        let (root, _) = makeRoot()
        let baseline = root.layoutEngine.solver.constraints.count
        let screen = addView("screen", to: root)
        let label = addView("label", to: screen, intrinsic: Size(width: 50, height: 20))
        LayoutConstraint.activate {
            screen.anchors.edges == root.safeAreaLayoutGuide.anchors.edges
            label.anchors.center == screen.layoutMarginsGuide.anchors.center
            label.bottomAnchor <= screen.keyboardLayoutGuide.topAnchor
        }
        root.layoutIfNeeded()
        #expect(root.layoutEngine.solver.constraints.count > baseline)
        screen.removeFromSuperview()
        root.layoutIfNeeded()
        // The root's safe-area guide stays (it is the root's); everything of the screen is gone.
        let left = root.layoutEngine.installedLayoutConstraints
        #expect(left.allSatisfy { $0.identifier?.hasPrefix("SafeArea-") == true }, "\(left)")
        #expect(root.layoutEngine.solver.constraints.count == baseline + 4)
    }
}

@Suite struct ClassicInitializerTests {
    @Test func marginAttributesReferToTheLayoutMarginsGuide() {
        let (root, _) = makeRoot()
        root.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let box = addView("box", to: root)
        LayoutConstraint.activate([
            LayoutConstraint(item: box, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leadingMargin),
            LayoutConstraint(item: box, attribute: .trailing, relatedBy: .equal, toItem: root, attribute: .trailingMargin),
            LayoutConstraint(item: box, attribute: .top, relatedBy: .equal, toItem: root, attribute: .topMargin),
            LayoutConstraint(item: box, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                             multiplier: 1, constant: 5),
        ])
        root.layoutIfNeeded()
        expectFrame(box, Rect(x: 20, y: 10, width: 315, height: 5))
    }

    @Test func dimensionsOfTwoAxesCanBeRelated() {
        let (root, _) = makeRoot()
        let box = addView("box", to: root)
        LayoutConstraint.activate {
            box.leadingAnchor == root.leadingAnchor
            box.topAnchor == root.topAnchor
            box.widthAnchor == 120
            LayoutConstraint(item: box, attribute: .height, relatedBy: .equal, toItem: box, attribute: .width,
                             multiplier: 0.75, constant: 0)
        }
        root.layoutIfNeeded()
        expectFrame(box, Rect(x: 0, y: 0, width: 120, height: 90))
    }
}
