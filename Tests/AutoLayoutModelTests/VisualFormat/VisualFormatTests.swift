import AutoLayoutModel
import Testing

/// A root of 375 × 667 named "root" with the given subviews (name and intrinsic size), and the
/// views dictionary for them. Keep the root alive: views hold their superview weakly.
private func makeTree(
    _ names: [(String, Size?)], width: Double = 375, height: Double = 667
) -> (root: View, views: [String: any LayoutItem]) {
    let root = View(name: "root", frame: Rect(x: 0, y: 0, width: width, height: height))
    root.layoutEngine.logHandler = { _ in }
    root.layoutEngine.conflictHandler = { _ in }
    var views: [String: any LayoutItem] = [:]
    for (name, size) in names {
        let view = View(name: name, intrinsicContentSize: size)
        root.addSubview(view)
        views[name] = view
    }
    return (root, views)
}

private func descriptions(_ constraints: [LayoutConstraint]) -> [String] { constraints.map(\.description) }

private func view(_ views: [String: any LayoutItem], _ name: String) -> View { views[name] as! View }

/// The examples of Apple's Auto Layout Guide, appendix "Visual Format Language", each with the
/// constraints UIKit makes for it and, where the example fixes them, the frames.
@Suite struct VisualFormatAppleExampleTests {
    @Test func standardSpace() throws {
        let (root, views) = makeTree([("button", nil), ("textField", nil)])
        defer { withExtendedLifetime(root) {} }
        let constraints = try LayoutConstraint.constraints(withVisualFormat: "[button]-[textField]", views: views)
        #expect(descriptions(constraints) == ["<textField.leading == button.trailing + 8>"])
    }

    @Test func widthConstraint() throws {
        let (root, views) = makeTree([("button", nil)])
        defer { withExtendedLifetime(root) {} }
        let constraints = try LayoutConstraint.constraints(withVisualFormat: "[button(>=50)]", views: views)
        #expect(descriptions(constraints) == ["<button.width >= 50>"])
    }

    @Test func connectionToSuperview() throws {
        let (root, views) = makeTree([("purpleBox", nil)])
        defer { withExtendedLifetime(root) {} }
        let constraints = try LayoutConstraint.constraints(withVisualFormat: "|-50-[purpleBox]-50-|", views: views)
        #expect(
            descriptions(constraints) == [
                "<purpleBox.leading == root.leading + 50>", "<root.trailing == purpleBox.trailing + 50>",
            ])
        LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        let box = view(views, "purpleBox").frame
        #expect(box.minX == 50 && box.width == 275)  // 375 - 2 × 50
    }

    @Test func verticalLayout() throws {
        let (root, views) = makeTree([("topField", nil), ("bottomField", nil)])
        defer { withExtendedLifetime(root) {} }
        let constraints = try LayoutConstraint.constraints(withVisualFormat: "V:[topField]-10-[bottomField]", views: views)
        #expect(descriptions(constraints) == ["<bottomField.top == topField.bottom + 10>"])
    }

    @Test func flushViews() throws {
        let (root, views) = makeTree([("maroonView", nil), ("blueView", nil)])
        defer { withExtendedLifetime(root) {} }
        let constraints = try LayoutConstraint.constraints(withVisualFormat: "[maroonView][blueView]", views: views)
        #expect(descriptions(constraints) == ["<blueView.leading == maroonView.trailing>"])
    }

    @Test func priority() throws {
        let (root, views) = makeTree([("button", nil)])
        defer { withExtendedLifetime(root) {} }
        let constraints = try LayoutConstraint.constraints(withVisualFormat: "[button(100@20)]", views: views)
        #expect(descriptions(constraints) == ["<button.width == 100 @20>"])
        #expect(constraints[0].priority == 20)
    }

    @Test func equalWidths() throws {
        let (root, views) = makeTree([("button1", nil), ("button2", nil)])
        defer { withExtendedLifetime(root) {} }
        let constraints = try LayoutConstraint.constraints(withVisualFormat: "[button1(==button2)]", views: views)
        #expect(descriptions(constraints) == ["<button1.width == button2.width>"])
    }

    @Test func multiplePredicates() throws {
        let (root, views) = makeTree([("flexibleButton", nil)])
        defer { withExtendedLifetime(root) {} }
        let constraints = try LayoutConstraint.constraints(withVisualFormat: "[flexibleButton(>=70,<=100)]", views: views)
        #expect(descriptions(constraints) == ["<flexibleButton.width >= 70>", "<flexibleButton.width <= 100>"])
    }

    @Test func completeLineOfLayout() throws {
        let (root, views) = makeTree([
            ("find", Size(width: 60, height: 30)), ("findNext", Size(width: 90, height: 30)), ("findField", nil),
        ])
        let line = try LayoutConstraint.constraints(
            withVisualFormat: "|-[find]-[findNext]-[findField(>=20)]-|", options: .alignAllCenterY, views: views)
        #expect(
            descriptions(line) == [
                "<find.leading == root.layoutMarginsGuide.leading>",
                "<findNext.leading == find.trailing + 8>",
                "<findField.leading == findNext.trailing + 8>",
                "<findField.width >= 20>",
                "<root.layoutMarginsGuide.trailing == findField.trailing>",
                "<findNext.centerY == find.centerY>",
                "<findField.centerY == findNext.centerY>",
            ])
        let vertical = try LayoutConstraint.constraints(withVisualFormat: "V:|-20-[find]", views: views)
        let height = try LayoutConstraint.constraints(withVisualFormat: "V:[findField(==find)]", views: views)
        LayoutConstraint.activate(line + vertical + height)
        root.layoutIfNeeded()
        // Margins of 8 and two standard spaces of 8 leave 375 - 32 - 60 - 90 = 193 for the field.
        #expect(view(views, "find").frame == Rect(x: 8, y: 20, width: 60, height: 30))
        #expect(view(views, "findNext").frame == Rect(x: 76, y: 20, width: 90, height: 30))
        #expect(view(views, "findField").frame == Rect(x: 174, y: 20, width: 193, height: 30))
        #expect(!view(views, "findField").hasAmbiguousLayout)
    }
}

@Suite struct VisualFormatFeatureTests {
    @Test func metricsGiveSpacingsSizesAndPriorities() throws {
        let (root, views) = makeTree([("a", nil), ("b", nil)])
        defer { withExtendedLifetime(root) {} }
        let constraints = try LayoutConstraint.constraints(
            withVisualFormat: "H:|-margin-[a(width@high)]-(>=gap@low)-[b]-(<=margin)-|",
            metrics: ["margin": 20, "width": 100, "high": 750, "gap": 12, "low": 250], views: views)
        #expect(
            descriptions(constraints) == [
                "<a.leading == root.leading + 20>", "<a.width == 100 @750>", "<b.leading >= a.trailing + 12 @250>",
                "<root.trailing <= b.trailing + 20>",
            ])
    }

    @Test func spacingWithRelationAndPriority() throws {
        let (root, views) = makeTree([("a", nil), ("b", nil)])
        defer { withExtendedLifetime(root) {} }
        let constraints = try LayoutConstraint.constraints(withVisualFormat: "V:[a]-(>=20@750)-[b]", views: views)
        #expect(descriptions(constraints) == ["<b.top >= a.bottom + 20 @750>"])
    }

    @Test func severalSpacingPredicatesAndNegativeNumbers() throws {
        let (root, views) = makeTree([("a", nil), ("b", nil)])
        defer { withExtendedLifetime(root) {} }
        let constraints = try LayoutConstraint.constraints(withVisualFormat: "[a]-(>=-4,<=1.5e1)-[b(==-2.5)]", views: views)
        #expect(
            descriptions(constraints) == [
                "<b.leading >= a.trailing - 4>", "<b.leading <= a.trailing + 15>", "<b.width == -2.5>",
            ])
    }

    @Test func spacesBetweenTokensAreAllowed() throws {
        let (root, views) = makeTree([("a", nil), ("b", nil)])
        defer { withExtendedLifetime(root) {} }
        let spaced = try LayoutConstraint.constraints(withVisualFormat: " H: | - 8 - [ a ( >= 50 @ 999 ) ] - [ b ] | ", views: views)
        let tight = try LayoutConstraint.constraints(withVisualFormat: "H:|-8-[a(>=50@999)]-[b]|", views: views)
        #expect(descriptions(spaced) == descriptions(tight))
    }

    @Test func verticalSuperviewAndMargins() throws {
        let (root, views) = makeTree([("a", nil)])
        defer { withExtendedLifetime(root) {} }
        let constraints = try LayoutConstraint.constraints(withVisualFormat: "V:|-[a]-30-|", views: views)
        #expect(
            descriptions(constraints) == [
                "<a.top == root.layoutMarginsGuide.top>", "<root.bottom == a.bottom + 30>",
            ])
        LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        #expect(view(views, "a").frame.minY == 8 && view(views, "a").frame.maxY == 637)
    }

    @Test func layoutGuidesCanBeNamed() throws {
        let (root, views) = makeTree([("a", nil)])
        defer { withExtendedLifetime(root) {} }
        let guide = LayoutGuide()
        guide.identifier = "spacer"
        root.addLayoutGuide(guide)
        var items = views
        items["spacer"] = guide
        let constraints = try LayoutConstraint.constraints(withVisualFormat: "|[spacer(40)][a]|", views: items)
        LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        #expect(guide.layoutFrame.width == 40)
        #expect(view(views, "a").frame.minX == 40 && view(views, "a").frame.width == 335)
    }

    /// `|-10-[a(50)]-20-[b(50)]`: 10 from the start edge, 20 between.
    private func runDirection(_ options: LayoutConstraint.FormatOptions, rightToLeftRoot: Bool) throws -> (Double, Double) {
        let (root, views) = makeTree([("a", nil), ("b", nil)])
        defer { withExtendedLifetime(root) {} }
        if rightToLeftRoot { root.semanticContentAttribute = .forceRightToLeft }
        LayoutConstraint.activate(
            try LayoutConstraint.constraints(withVisualFormat: "H:|-10-[a(50)]-20-[b(50)]", options: options, views: views))
        root.layoutIfNeeded()
        return (view(views, "a").frame.minX, view(views, "b").frame.minX)
    }

    @Test func directions() throws {
        // Left to right: a at 10, b at 10 + 50 + 20 = 80.
        // Right to left: a's right edge at 375 - 10, so a at 315; b at 315 - 20 - 50 = 245.
        #expect(try runDirection([], rightToLeftRoot: false) == (10, 80))
        #expect(try runDirection([], rightToLeftRoot: true) == (315, 245))
        #expect(try runDirection(.directionLeftToRight, rightToLeftRoot: true) == (10, 80))
        #expect(try runDirection(.directionRightToLeft, rightToLeftRoot: false) == (315, 245))
        let (root, views) = makeTree([("a", nil), ("b", nil)])
        defer { withExtendedLifetime(root) {} }
        let reversed = try LayoutConstraint.constraints(
            withVisualFormat: "|-10-[a]-20-[b]-(>=0)-|", options: .directionRightToLeft, views: views)
        #expect(
            descriptions(reversed) == [
                "<root.right == a.right + 10>", "<a.left == b.right + 20>", "<b.left >= root.left>",
            ])
    }

    @Test func alignmentOptions() throws {
        let (root, views) = makeTree([("a", nil), ("b", nil), ("c", nil)])
        defer { withExtendedLifetime(root) {} }
        let horizontal = try LayoutConstraint.constraints(
            withVisualFormat: "[a][b][c]", options: [.alignAllTop, .alignAllBottom], views: views)
        #expect(
            descriptions(horizontal) == [
                "<b.leading == a.trailing>", "<c.leading == b.trailing>",
                "<b.top == a.top>", "<c.top == b.top>", "<b.bottom == a.bottom>", "<c.bottom == b.bottom>",
            ])
        let vertical = try LayoutConstraint.constraints(
            withVisualFormat: "V:[a][b]", options: [.alignAllLeading, .alignAllCenterX, .alignAllLeft, .alignAllRight, .alignAllTrailing],
            views: views)
        #expect(
            descriptions(vertical).dropFirst() == [
                "<b.left == a.left>", "<b.right == a.right>", "<b.leading == a.leading>", "<b.trailing == a.trailing>",
                "<b.centerX == a.centerX>",
            ])
        // Baselines are the edges (views have no text): first = top, last = bottom.
        let baselines = try LayoutConstraint.constraints(
            withVisualFormat: "[a][b]", options: [.alignAllFirstBaseline, .alignAllLastBaseline, .spacingBaselineToBaseline],
            views: views)
        #expect(descriptions(baselines) == ["<b.leading == a.trailing>", "<b.bottom == a.bottom>", "<b.top == a.top>"])
    }

    @Test func constraintsComeBackInactive() throws {
        let (root, views) = makeTree([("a", nil)])
        defer { withExtendedLifetime(root) {} }
        let constraints = try LayoutConstraint.constraints(withVisualFormat: "|-[a]-|", views: views)
        #expect(constraints.allSatisfy { !$0.isActive })
    }
}

/// Bad strings: each error names the problem and points at it.
@Suite struct VisualFormatErrorTests {
    struct Case: CustomStringConvertible, Sendable {
        var format: String
        var offset: Int
        var message: String
        var options: LayoutConstraint.FormatOptions = []
        var description: String { format }
    }

    static let cases: [Case] = [
        Case(format: "[button", offset: 7, message: "Expected ']' to close the view 'button'"),
        Case(format: "", offset: 0, message: "Expected a view"),
        Case(format: "H:", offset: 2, message: "Expected a view"),
        Case(format: "button", offset: 0, message: "Expected '[' to start a view"),
        Case(format: "[1button]", offset: 1, message: "Expected a view name"),
        Case(format: "[a]-", offset: 4, message: "Expected a spacing, a view or '|' after '-'"),
        Case(format: "[a]-8[b]", offset: 5, message: "Expected '-' to end the spacing"),
        Case(format: "[a]-(8[b]", offset: 6, message: "Expected ',' or ')' after a predicate"),
        Case(format: "[a(=50)]", offset: 3, message: "Expected '==', '<=' or '>='"),
        Case(format: "[a(>=)]", offset: 5, message: "Expected a number, a metric or a view name"),
        Case(format: "[a(50@)]", offset: 6, message: "Expected a priority"),
        Case(format: "[a]|[b]", offset: 4, message: "Nothing may follow the closing '|'"),
        Case(format: "[a]x", offset: 3, message: "Expected '-', a view or '|'"),
        Case(format: "[a]-8-", offset: 6, message: "Expected a view or '|' after the connection"),
        Case(format: "[a]-[missing]", offset: 5, message: "'missing' is not a key in the views dictionary"),
        Case(format: "[a]-gap-[a]", offset: 4, message: "'gap' is not a key in the metrics dictionary"),
        Case(format: "[a(w)]", offset: 3, message: "'w' is not a key in the metrics dictionary"),
        Case(format: "[a]-(==b)-[b]", offset: 7, message: "A spacing cannot refer to the view 'b'"),
        Case(format: "[a(50@2000)]", offset: 6, message: "A priority must be greater than 0 and at most 1000, not 2000"),
        Case(format: "[a(50@0)]", offset: 6, message: "A priority must be greater than 0"),
        Case(format: "|[orphan]", offset: 0, message: "'|' stands for the superview of 'orphan', but it has none"),
        Case(format: "[a]-[orphan]-|", offset: 13, message: "'|' stands for the superview of 'orphan', but it has none"),
        Case(format: "[a(1e999)]", offset: 3, message: "The number '1e999' is out of range"),
        Case(format: "V:[a][b]", offset: 0, message: "The option alignAllTop aligns along the axis of this vertical (V:) format",
             options: .alignAllTop),
        Case(format: "[a][b]", offset: 0, message: "The option alignAllCenterX aligns along the axis of this horizontal (H:) format",
             options: .alignAllCenterX),
        Case(format: "[a][b]", offset: 0, message: "Options name two directions",
             options: [.directionLeftToRight, .directionRightToLeft]),
    ]

    @Test(arguments: cases) func badFormat(_ test: Case) {
        let (root, views) = makeTree([("a", nil), ("b", nil)])
        defer { withExtendedLifetime(root) {} }
        var items = views
        items["orphan"] = View(name: "orphan")
        do {
            let constraints = try LayoutConstraint.constraints(
                withVisualFormat: test.format, options: test.options, metrics: ["m": 1], views: items)
            Issue.record("'\(test.format)' gave \(constraints) instead of an error")
        } catch let error as VisualFormatError {
            #expect(error.message.hasPrefix(test.message), "\(error.message)")
            #expect(error.offset == test.offset, "\(error)")
            #expect(error.format == test.format)
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func descriptionPointsAtTheProblem() {
        let error = VisualFormatError(message: "Expected ']' to close the view 'button'", format: "H:[button", offset: 9)
        #expect(
            error.description == """
                Unable to parse constraint format: Expected ']' to close the view 'button'
                H:[button
                         ^
                """)
    }
}

@Suite struct VisualFormatFuzzTests {
    /// Random strings over VFL's alphabet, with random options: each gives constraints or a
    /// positioned error, never a crash, and the constraints activate and lay out.
    @Test func randomFormatsNeverCrash() {
        let (root, views) = makeTree([("a", nil), ("b", nil), ("c", nil)])
        defer { withExtendedLifetime(root) {} }
        var items = views
        items["orphan"] = View(name: "orphan")
        let pieces = ["H:", "V:", "|", "-", "[a]", "[b", "]", "[c(", ">=", "<=", "==", "8", "m", "@", "750", "(", ")", ",",
                      "[orphan]", "-5", "1e3", " ", "x", "[a(==b)]", "[b(>=m@m)]", "-(>=0)-", "--"]
        var state: UInt64 = 12345
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33)
        }
        let optionChoices: [LayoutConstraint.FormatOptions] = [
            [], .alignAllTop, .alignAllLeading, [.directionRightToLeft, .alignAllCenterY], .spacingBaselineToBaseline,
        ]
        var parsed = 0
        for _ in 0..<2000 {
            let format = (0..<(1 + next() % 8)).map { _ in pieces[next() % pieces.count] }.joined()
            let options = optionChoices[next() % optionChoices.count]
            do {
                let constraints = try LayoutConstraint.constraints(
                    withVisualFormat: format, options: options, metrics: ["m": 4], views: items)
                parsed += 1
                LayoutConstraint.activate(constraints)
                root.layoutIfNeeded()
                LayoutConstraint.deactivate(constraints)
            } catch let error as VisualFormatError {
                #expect(error.offset >= 0 && error.offset <= format.count, "\(error)")
            } catch {
                Issue.record("unexpected error \(error)")
            }
        }
        #expect(parsed > 0)
    }
}
