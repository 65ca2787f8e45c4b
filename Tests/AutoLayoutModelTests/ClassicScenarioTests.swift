import AutoLayoutModel
import Testing

/// The classic Auto Layout scenarios, with frames worked out by hand in the comments.
@Suite struct ClassicScenarioTests {
    @Test func centredBox() {
        let (root, recorder) = makeRoot()
        let box = addView("box", to: root)
        LayoutConstraint.activate([
            box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            box.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalTo: box.widthAnchor),
        ])
        let changed = root.layoutIfNeeded()
        // (375 - 100) / 2 = 137.5, (667 - 100) / 2 = 283.5
        expectFrame(box, Rect(x: 137.5, y: 283.5, width: 100, height: 100))
        #expect(changed.map(\.layoutDebugName) == ["box"])
        #expect(root.frame == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(recorder.conflicts.isEmpty)
        #expect(!box.hasAmbiguousLayout)
    }

    @Test func equalWidthColumns() {
        let (root, _) = makeRoot()
        let columns = (0..<3).map { addView("column\($0)", to: root) }
        var constraints: [LayoutConstraint] = []
        for (index, column) in columns.enumerated() {
            constraints += [
                column.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
                column.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -8),
            ]
            if index == 0 {
                constraints.append(column.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8))
            } else {
                constraints.append(column.leadingAnchor.constraint(equalTo: columns[index - 1].trailingAnchor, constant: 8))
                constraints.append(column.widthAnchor.constraint(equalTo: columns[0].widthAnchor))
            }
        }
        constraints.append(columns[2].trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8))
        LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        // Four gaps of 8 leave 375 - 32 = 343 for three columns.
        let width = 343.0 / 3
        for (index, column) in columns.enumerated() {
            expectFrame(column, Rect(x: 8 + Double(index) * (width + 8), y: 8, width: width, height: 651))
        }
    }

    @Test func labelIsCompressedBeforeTheButton() {
        // |-8-[label]-8-[button]-8-| in 375 points: the contents want 300 + 100 but only
        // 375 - 24 = 351 are free. The label's compression resistance (749) is below the
        // button's (750), so the label gives up 49 points: 251 wide, the button keeps 100.
        let (root, _) = makeRoot()
        let label = addView("label", to: root, intrinsic: Size(width: 300, height: 21))
        let button = addView("button", to: root, intrinsic: Size(width: 100, height: 44))
        label.setContentCompressionResistancePriority(749, for: .horizontal)
        #expect(button.contentCompressionResistancePriority(for: .horizontal) == 750)
        #expect(button.contentHuggingPriority(for: .horizontal) == 250)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            button.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
            root.trailingAnchor.constraint(equalTo: button.trailingAnchor, constant: 8),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            button.centerYAnchor.constraint(equalTo: label.centerYAnchor),
        ])
        root.layoutIfNeeded()
        expectFrame(label, Rect(x: 8, y: 20, width: 251, height: 21))
        expectFrame(button, Rect(x: 267, y: 8.5, width: 100, height: 44))
        // With the priorities the other way round, the button is compressed instead.
        label.setContentCompressionResistancePriority(751, for: .horizontal)
        root.layoutIfNeeded()
        expectFrame(label, Rect(x: 8, y: 20, width: 300, height: 21))
        expectFrame(button, Rect(x: 316, y: 8.5, width: 51, height: 44))
    }

    @Test func marginAtHighPriorityGivesWayToRequiredMaximumWidth() {
        let (root, recorder) = makeRoot()
        let inner = addView("inner", to: root)
        let leading = inner.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8)
        let trailing = inner.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8)
        leading.priority = 999
        trailing.priority = 999
        LayoutConstraint.activate([
            leading, trailing,
            inner.widthAnchor.constraint(lessThanOrEqualToConstant: 500),
            inner.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            inner.topAnchor.constraint(equalTo: root.topAnchor),
            inner.heightAnchor.constraint(equalToConstant: 100),
        ])
        root.layoutIfNeeded()
        expectFrame(inner, Rect(x: 8, y: 0, width: 359, height: 100))
        root.frame = Rect(x: 0, y: 0, width: 667, height: 375)
        root.layoutIfNeeded()
        // The width cap holds; the margins grow equally: (667 - 500) / 2 = 83.5.
        expectFrame(inner, Rect(x: 83.5, y: 0, width: 500, height: 100))
        #expect(recorder.conflicts.isEmpty)
    }
}
