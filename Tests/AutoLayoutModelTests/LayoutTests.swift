import AutoLayoutModel
import Testing

@Suite struct LayoutTests {
    @Test func nestedFramesAreInSuperviewCoordinates() {
        let (root, _) = makeRoot()
        let outer = addView("outer", to: root)
        let inner = addView("inner", to: outer)
        LayoutConstraint.activate([
            outer.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            outer.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            outer.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            outer.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -40),
            inner.leadingAnchor.constraint(equalTo: outer.leadingAnchor, constant: 10),
            inner.topAnchor.constraint(equalTo: outer.topAnchor, constant: 10),
            inner.widthAnchor.constraint(equalToConstant: 50),
            inner.heightAnchor.constraint(equalToConstant: 60),
        ])
        root.layoutIfNeeded()
        expectFrame(outer, Rect(x: 20, y: 40, width: 335, height: 587))
        expectFrame(inner, Rect(x: 10, y: 10, width: 50, height: 60))
        #expect(inner.bounds == Rect(x: 0, y: 0, width: 50, height: 60))
    }

    @Test func resizeReSolvesIncrementallyAndReportsOnlyChangedFrames() {
        let (root, _) = makeRoot()
        let header = addView("header", to: root)
        let badge = addView("badge", to: root)
        LayoutConstraint.activate([
            header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            header.topAnchor.constraint(equalTo: root.topAnchor),
            header.heightAnchor.constraint(equalToConstant: 44),
            badge.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            badge.topAnchor.constraint(equalTo: root.topAnchor, constant: 60),
            badge.widthAnchor.constraint(equalToConstant: 20),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        let engine = root.layoutEngine
        let solverConstraints = engine.solver.constraints
        var observed: [[String]] = []
        engine.framesDidChange = { observed.append($0.map(\.layoutDebugName)) }
        root.frame = Rect(x: 0, y: 0, width: 667, height: 375)
        let changed = root.layoutIfNeeded()
        #expect(observed == [["header"]])
        // Only the header depends on the root's width; the badge did not move.
        #expect(changed.map(\.layoutDebugName) == ["header"])
        expectFrame(header, Rect(x: 0, y: 0, width: 667, height: 44))
        expectFrame(badge, Rect(x: 8, y: 60, width: 20, height: 20))
        // Same engine, same solver constraints: the resize was a suggestion, not a rebuild.
        #expect(root.layoutEngine === engine)
        #expect(engine.solver.constraints.elementsEqual(solverConstraints) { $0 === $1 })
        // Nothing changed since: nothing reported.
        #expect(root.layoutIfNeeded().isEmpty)
        root.frame = Rect(x: 0, y: 0, width: 375, height: 667)
        root.layoutIfNeeded()
        expectFrame(header, Rect(x: 0, y: 0, width: 375, height: 44))
    }

    @Test func priorityLevelsAreStrictlyHierarchical() {
        // One 999 constraint against three 998 ones: the 999 wins outright (a weighted sum would
        // let the three outvote it).
        let (root, _) = makeRoot()
        let box = addView("box", to: root)
        var constraints = [
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
        ]
        let strong = box.widthAnchor.constraint(equalToConstant: 100)
        strong.priority = 999
        constraints.append(strong)
        for _ in 0..<3 {
            let weak = box.widthAnchor.constraint(equalToConstant: 200)
            weak.priority = 998
            constraints.append(weak)
        }
        LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        #expect(abs(box.frame.width - 100) < 1e-9)
    }

    @Test func positionMultiplierIsMeasuredInTheCommonAncestor() {
        // UIKit's trick: centerX == 0.5 * superview.centerX puts the centre at a quarter of the
        // superview's width, wherever the superview is.
        let (root, _) = makeRoot()
        let container = addView("container", to: root)
        let dot = addView("dot", to: container)
        LayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100),
            container.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            container.widthAnchor.constraint(equalToConstant: 200),
            container.heightAnchor.constraint(equalToConstant: 200),
            LayoutConstraint(item: dot, attribute: .centerX, relatedBy: .equal, toItem: container, attribute: .centerX,
                             multiplier: 0.5, constant: 0),
            LayoutConstraint(item: dot, attribute: .centerY, relatedBy: .equal, toItem: container, attribute: .bottom,
                             multiplier: 0.75, constant: 0),
            dot.widthAnchor.constraint(equalToConstant: 10),
            dot.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        // centre x = 200 / 4 = 50, centre y = 0.75 * 200 = 150, in the container's coordinates.
        expectFrame(dot, Rect(x: 45, y: 145, width: 10, height: 10))
    }

    @Test func rightToLeftSwapsLeadingAndTrailing() {
        let (root, _) = makeRoot()
        let label = addView("label", to: root)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            label.topAnchor.constraint(equalTo: root.topAnchor),
            label.widthAnchor.constraint(equalToConstant: 100),
            label.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        expectFrame(label, Rect(x: 16, y: 0, width: 100, height: 20))
        root.semanticContentAttribute = .forceRightToLeft
        #expect(label.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        root.layoutIfNeeded()
        // Leading is now the right edge: 375 - 16 - 100 = 259.
        expectFrame(label, Rect(x: 259, y: 0, width: 100, height: 20))
        // A forced direction applies to the constraints inside the view (those whose nearest
        // common ancestor it is), not to its own place in its superview.
        let icon = addView("icon", to: label)
        LayoutConstraint.activate([
            icon.leadingAnchor.constraint(equalTo: label.leadingAnchor, constant: 10),
            icon.topAnchor.constraint(equalTo: label.topAnchor),
            icon.widthAnchor.constraint(equalToConstant: 20),
            icon.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        expectFrame(icon, Rect(x: 70, y: 0, width: 20, height: 20))  // 100 - 10 - 20
        label.semanticContentAttribute = .forceLeftToRight
        root.layoutIfNeeded()
        expectFrame(label, Rect(x: 259, y: 0, width: 100, height: 20))
        expectFrame(icon, Rect(x: 10, y: 0, width: 20, height: 20))
    }
}

@Suite struct DocumentationExampleTests {
    /// The example at the top of docs/AutoLayoutModel.md.
    @Test func guideExample() {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 375, height: 667))
        let label = View(name: "label", intrinsicContentSize: Size(width: 120, height: 21))
        let button = View(name: "button", intrinsicContentSize: Size(width: 80, height: 44))
        root.addSubview(label)
        root.addSubview(button)
        LayoutConstraint.activate {
            label.leadingAnchor == root.layoutMarginsGuide.leadingAnchor
            button.leadingAnchor == label.trailingAnchor + 8
            button.trailingAnchor <= root.layoutMarginsGuide.trailingAnchor
            label.topAnchor == root.safeAreaLayoutGuide.topAnchor + 20
            button.centerYAnchor == label.centerYAnchor
        }
        root.layoutIfNeeded()
        expectFrame(label, Rect(x: 8, y: 20, width: 120, height: 21))
        expectFrame(button, Rect(x: 136, y: 8.5, width: 80, height: 44))
        root.frame = Rect(x: 0, y: 0, width: 667, height: 375)
        root.layoutIfNeeded()
        expectFrame(label, Rect(x: 8, y: 20, width: 120, height: 21))
    }

    /// The example in View's documentation comment.
    @Test func viewExample() {
        let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        let box = View(name: "box")
        root.addSubview(box)
        LayoutConstraint.activate([
            box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            box.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalTo: box.widthAnchor),
        ])
        root.layoutIfNeeded()
        #expect(box.frame == Rect(x: 137.5, y: 283.5, width: 100, height: 100))
    }
}
