import AutoLayoutModel
import Testing

/// Reads `text`, failing the test with the file's errors if it has any.
private func read(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> LayoutFile {
    do {
        return try LayoutFile(parsing: text, fileName: "test.layout")
    } catch {
        Issue.record("\(error)", sourceLocation: sourceLocation)
        throw error
    }
}

/// The diagnostics reading `text` gives (none if it reads).
private func diagnostics(_ text: String) -> [LayoutFileDiagnostic] {
    do {
        _ = try LayoutFile(parsing: text, fileName: "bad.layout")
        return []
    } catch let error as LayoutFileError {
        return error.diagnostics
    } catch {
        Issue.record("unexpected error \(error)")
        return []
    }
}

private let iPhone8 = Environment(device: .iPhone8)

@Suite struct LayoutFileGoodFileTests {
    @Test func equationsLayOutAsWritten() throws {
        let file = try read(
            """
            # A centred card.
            layout "Card"
            metric margin = 8
            view card in root intrinsic=200x100 color=#88c0d0
            card.centerX == root.centerX
            card.centerY == root.centerY
            card.width <= 500
            card.left == root.left + margin @999
            card.left >= root.left + margin
            """)
        #expect(file.title == "Card")
        #expect(file.items.map(\.name) == ["root", "card"])
        #expect(file.items[1].color == "#88c0d0")
        let scene = file.makeScene(in: iPhone8)
        // 375 wide: margins of 8 hold, 359 wide; height from the intrinsic size, centred.
        #expect(scene.view(named: "card")?.frame == Rect(x: 8, y: 283.5, width: 359, height: 100))
        #expect(scene.conflicts.isEmpty)
        #expect(scene.ambiguousViews.isEmpty)
        // Landscape on an iPad Pro 12.9": 1366 wide, the cap of 500 wins over the 999 margins.
        scene.apply(Environment(device: .iPadPro12_9, orientation: .landscapeLeft))
        #expect(scene.view(named: "card")?.frame == Rect(x: 433, y: 462, width: 500, height: 100))
    }

    @Test func expressionsMultipliersAndGridLines() throws {
        let file = try read(
            """
            metric gap = 4
            root grid=6
            view a
            view b
            a.left == root.x(1/12)
            a.right == root.column(5) + 100
            a.top == root.y(10%)
            a.height == a.width / 2 - gap
            b.width == 0.25 * a.width + 2 * gap
            b.height == (a.height + gap) * 2
            b.left == a.left
            b.top == a.bottom + gap
            """)
        let scene = file.makeScene(in: Environment(device: .custom(width: 1200, height: 2000)))
        // a: from 100 to 1100, top at 200, height 1000/2 - 4 = 496.
        #expect(scene.view(named: "a")?.frame == Rect(x: 100, y: 200, width: 1000, height: 496))
        // b: 250 + 8 wide, (496 + 4) × 2 high, 4 below a.
        #expect(scene.view(named: "b")?.frame == Rect(x: 100, y: 700, width: 258, height: 1000))
    }

    @Test func compoundAnchors() throws {
        let file = try read(
            """
            view card
            view badge in card
            view icon in card
            card.edges == root.safeArea.edges inset 16
            badge.size == 20x20
            badge.center == card.center
            icon.size == badge.size
            icon.horizontalEdges <= card.horizontalEdges inset 4
            icon.top == card.top
            icon.left == card.left + 4
            """)
        let scene = file.makeScene(in: iPhone8)
        // The safe area starts below the 20-point status bar.
        #expect(scene.view(named: "card")?.frame == Rect(x: 16, y: 36, width: 343, height: 615))
        #expect(scene.view(named: "badge")?.frame == Rect(x: 161.5, y: 297.5, width: 20, height: 20))
        #expect(scene.view(named: "icon")?.frame == Rect(x: 4, y: 0, width: 20, height: 20))
        #expect(scene.frameInWindow(of: scene.view(named: "icon")!) == Rect(x: 20, y: 36, width: 20, height: 20))
    }

    @Test func visualFormatLinesUseTheFileMetricsAndOptions() throws {
        let file = try read(
            """
            metric side = 20
            view title intrinsic=100x30
            view body intrinsic=100x60
            H:|-side-[title]-(>=side)-|
            H:|-side-[body]-side-|   # a comment
            V:|-40-[title]-[body] options alignAllLeading
            """)
        let scene = file.makeScene(in: iPhone8)
        #expect(scene.view(named: "title")?.frame == Rect(x: 20, y: 40, width: 100, height: 30))
        #expect(scene.view(named: "body")?.frame == Rect(x: 20, y: 78, width: 335, height: 60))
    }

    @Test func conditionsFollowTheEnvironment() throws {
        let file = try read(
            """
            view box
            box.left == root.left
            box.top == root.top
            when portrait {
                box.width == 100
                box.height == 100 when noKeyboard
                box.height == 50 when keyboard
            }
            box.size == 300x200 when landscape
            box.left == root.left + 10 when tablet and landscape @999
            """)
        #expect(file.usesKeyboard)
        let scene = file.makeScene(in: iPhone8)
        #expect(scene.view(named: "box")?.frame == Rect(x: 0, y: 0, width: 100, height: 100))
        scene.apply(iPhone8.withKeyboardShowing())
        #expect(scene.view(named: "box")?.frame == Rect(x: 0, y: 0, width: 100, height: 50))
        scene.apply(iPhone8.rotated(to: .landscapeLeft))
        #expect(scene.view(named: "box")?.frame == Rect(x: 0, y: 0, width: 300, height: 200))
        #expect(scene.conflicts.isEmpty)
        // On a tablet the 999 inset loses to the required left edge: no conflict, just optional.
        scene.apply(Environment(device: .iPadMini, orientation: .landscapeLeft))
        #expect(scene.view(named: "box")?.frame == Rect(x: 0, y: 0, width: 300, height: 200))
    }

    @Test func namedPredicatesAreDecidedByTheCaller() throws {
        let file = try read(
            """
            view banner
            banner.horizontalEdges == root.horizontalEdges
            banner.top == root.top
            banner.height == 50
            banner.height == 90 when named large @999
            """)
        #expect(file.predicateNames == ["large"])
        #expect(file.makeScene(in: iPhone8).view(named: "banner")?.frame.height == 50)
        let large = file.makeScene(in: iPhone8, predicates: ["large"])
        #expect(large.view(named: "banner")?.frame.height == 50)  // the required 50 wins over 999
    }

    @Test func propertiesReachTheViews() throws {
        let file = try read(
            """
            root margins=20 rtl
            view label intrinsic=300x21 resistanceH=749 hugging=251
            view button intrinsicWidth=100 huggingV=1 hidden
            guide spacer
            H:|-[label]-[button]-|
            V:|-[label]
            V:|-[button]
            spacer.left == root.left
            spacer.top == root.top
            spacer.size == 10x10
            """)
        let scene = file.makeScene(in: iPhone8)
        let label = try #require(scene.view(named: "label"))
        let button = try #require(scene.view(named: "button"))
        #expect(label.contentCompressionResistancePriority(for: .horizontal) == 749)
        #expect(label.contentHuggingPriority(for: .vertical) == 251)
        #expect(button.contentHuggingPriority(for: .vertical) == 1)
        #expect(button.isHidden)
        #expect(scene.rootView.layoutMargins == EdgeInsets(all: 20))
        // Right to left: the label starts at the right margin. 375 - 40 - 8 = 327 for both, the
        // button keeps its 100 (resistance 750 beats the label's 749).
        #expect(label.frame == Rect(x: 355 - 227, y: 40, width: 227, height: 21))
        #expect(button.frame.minX == 20 && button.frame.width == 100)
        #expect(file.items.map(\.kind) == [.view, .view, .view, .guide])
        // Only the button's height is free.
        #expect(scene.ambiguousViews.map(\.name) == ["button"])
        #expect(scene.ambiguousViews.first?.attributes == [.height])
    }

    @Test func conflictsAreBrokenAndTracedToTheirLines() throws {
        let file = try read(
            """
            view inner
            inner.top == root.top
            inner.height == 10
            inner.left == root.left + 8
            inner.right == root.right - 8
            inner.width <= 500
            """)
        let scene = file.makeScene(in: iPhone8)
        #expect(scene.conflicts.isEmpty)
        scene.apply(iPhone8.rotated(to: .landscapeLeft))
        #expect(scene.conflicts.count == 1)
        let broken = try #require(scene.brokenConstraints.first)
        let source = try #require(scene.source(of: broken))
        #expect(source.line == 6 && source.text == "inner.width <= 500")
        #expect(scene.fileConstraints.map(\.line) == [2, 3, 4, 5, 6])
    }
}

/// Bad files: each problem is reported at its line and column, reading goes on, and nothing crashes.
@Suite struct LayoutFileBadFileTests {
    struct Case: CustomStringConvertible, Sendable {
        var text: String
        var line: Int
        var column: Int
        var message: String
        var description: String { text }
    }

    static let cases: [Case] = [
        Case(text: "view a\na.left == b.left", line: 2, column: 11, message: "'b' is not a declared view or guide"),
        Case(text: "view title\ntitle.top == titel.bottom", line: 2, column: 14,
             message: "'titel' is not a declared view or guide (did you mean 'title'?)"),
        Case(text: "view a\na.lefft == root.left", line: 2, column: 3, message: "'lefft' is not an attribute (did you mean 'left'?)"),
        Case(text: "view a\na.left == root.top", line: 2, column: 16, message: "Cannot relate left, a horizontal position, to top"),
        Case(text: "view a\na.width == root.left", line: 2, column: 17, message: "Cannot relate a size (width) to a position (left)"),
        Case(text: "view a\na.left == 8", line: 2, column: 3, message: "A position (left) cannot equal a number"),
        Case(text: "view a\na.left = root.left", line: 2, column: 8, message: "Write '==' for equality"),
        Case(text: "view a\na.left < root.left", line: 2, column: 8, message: "'<' is not a relation; write '<='"),
        Case(text: "view a\na.left == root.left + b.left", line: 2, column: 21, message: "The right side may mention only one anchor"),
        Case(text: "view a\na.width == root.width * root.height", line: 2, column: 23, message: "Cannot multiply two anchors"),
        Case(text: "view a\na.width == root.width / 0", line: 2, column: 25, message: "Division by zero"),
        Case(text: "view a\na.width == 10 @1001", line: 2, column: 16, message: "A priority must be greater than 0 and at most 1000"),
        Case(text: "view a\na.width == 10 @", line: 2, column: 16, message: "Expected a number"),
        Case(text: "view a\na.width == gap", line: 2, column: 12, message: "'gap' is not a declared metric"),
        Case(text: "view a\nview a", line: 2, column: 6, message: "'a' is already declared on line 1"),
        Case(text: "view root", line: 1, column: 6, message: "'root' is a keyword"),
        Case(text: "view a in b", line: 1, column: 11, message: "'b' is not declared; declare a view before the views inside it"),
        Case(text: "guide g\nview a in g", line: 2, column: 11, message: "'g' is a guide; only views contain views"),
        Case(text: "view a size=3", line: 1, column: 8, message: "'size' is not a property of a view"),
        Case(text: "view a intrinsic=12", line: 1, column: 18, message: "Expected a size such as 120x21"),
        Case(text: "view a intrinsic 12x3", line: 1, column: 18, message: "Expected '=' after 'intrinsic'"),
        Case(text: "stack s axis=diagonal", line: 1, column: 14, message: "Expected one of horizontal, vertical for axis"),
        Case(text: "view a\nwhen sideways {\n}", line: 2, column: 6, message: "'sideways' is not a condition"),
        Case(text: "view a\nwhen landscape {\na.width == 3", line: 2, column: 1, message: "This 'when' block has no closing '}'"),
        Case(text: "view a\n}", line: 2, column: 1, message: "This '}' closes no 'when' block"),
        Case(text: "when landscape {\nview a\n}", line: 2, column: 1, message: "Views cannot be declared inside a 'when' block"),
        Case(text: "view a\na.width == 3 when", line: 2, column: 18, message: "Expected a condition"),
        Case(text: "view a\na.width == 3 extra", line: 2, column: 14, message: "Unexpected 'extra' at the end of the statement"),
        Case(text: "view a\nH:|-[a]-[b]-|", line: 2, column: 10, message: "'b' is not a key in the views dictionary"),
        Case(text: "view a\nH:|-[a", line: 2, column: 7, message: "Expected ']' to close the view 'a'"),
        Case(text: "view a\n  V:[a]-gap-| options alignAllLeading", line: 2, column: 9, message: "'gap' is not a key in the metrics dictionary"),
        Case(text: "view a\nV:[a]| options alignAllTopp", line: 2, column: 16, message: "'alignAllTopp' is not a format option (did you mean 'alignAllTop'?)"),
        Case(text: "view a\nV:[a][root]| options alignAllTop", line: 2, column: 1, message: "The option alignAllTop aligns along the axis"),
        Case(text: "guide g\ng.safeArea.top == root.top", line: 2, column: 1, message: "'g' is a guide; only views have a safeArea guide"),
        Case(text: "view a\na.contentGuide.top == root.top", line: 2, column: 1, message: "'a' is not a scroll view, so it has no contentGuide"),
        Case(text: "guide g\ng.leftMargin == root.left", line: 2, column: 3, message: "leftMargin belongs to views; 'g' is a guide"),
        Case(text: "view a\na.edges == root.center", line: 2, column: 16, message: "Expected '.edges'"),
        Case(text: "view a\na.center <= root.center", line: 2, column: 10, message: "Centres can only be equal"),
        Case(text: "view a\na.center == root.center inset 3", line: 2, column: 25, message: "Only edges can be inset"),
        Case(text: "view a\na.size == 3x4 + 2", line: 2, column: 15, message: "Unexpected '+'"),
        Case(text: "layout Breather", line: 1, column: 8, message: "Expected the layout's title in quotes"),
        Case(text: "layout \"Breather", line: 1, column: 8, message: "This string has no closing '\"'"),
        Case(text: "view a\na.width == 3 ; b", line: 2, column: 14, message: "Unexpected character ';'"),
        Case(text: "metric m = 3\nview a in m", line: 2, column: 11, message: "'m' is a metric, not a view"),
        Case(text: "metric 2x = 3", line: 1, column: 8, message: "'2x' is not a number"),
        Case(text: "= 3", line: 1, column: 1, message: "Expected a statement"),
        Case(text: "view a\na.width == 1" + String(repeating: "0", count: 400), line: 2, column: 12, message: "This number is too large"),
        Case(text: "metric big = 1" + String(repeating: "0", count: 300) + "\nview a\na.left == a.x(big * big)", line: 3, column: 15,
             message: "This number is too large"),
        Case(text: "metric big = 1" + String(repeating: "0", count: 300) + "\nview a\na.width == big * big * a.height", line: 3, column: 12,
             message: "This expression's numbers are too large"),
        Case(text: "view a grid=4\na.left == a.column(5)", line: 2, column: 13, message: "a has a grid of 4; column 5 is outside 0...4"),
        Case(text: "view a\na.top == root.row(1.5)", line: 2, column: 19, message: "A row is a whole number"),
        Case(text: "view a\na.left == root.x", line: 2, column: 17, message: "Expected '(' after 'x'"),
        Case(text: "guide g\nview a\na.left == g.x(1/2)", line: 3, column: 13, message: "Grid lines belong to views; 'g' is a guide"),
        Case(text: "view a\na.left == root.keyboard.x(1/2)", line: 2, column: 25, message: "Grid lines belong to views and their safeArea"),
    ]

    @Test(arguments: cases) func badFile(_ test: Case) {
        let found = diagnostics(test.text)
        guard let first = found.first else {
            Issue.record("no error for:\n\(test.text)")
            return
        }
        #expect(first.message.hasPrefix(test.message), "\(first.message)")
        #expect(first.line == test.line && first.column == test.column, "\(first)")
    }

    @Test func everyErrorIsReportedInOrder() {
        let found = diagnostics(
            """
            view a
            a.left == nowhere.left
            view a
            a.width == 10 @5000
            H:[a]-[gone]
            """)
        #expect(found.map(\.line) == [2, 3, 4, 5])
    }

    @Test func descriptionQuotesTheLine() {
        do {
            _ = try LayoutFile(parsing: "view title\ntitle.top == titel.bottom + 8", fileName: "card.layout")
            Issue.record("no error")
        } catch {
            #expect(
                "\(error)" == """
                    card.layout:2:14: error: 'titel' is not a declared view or guide (did you mean 'title'?)
                        title.top == titel.bottom + 8
                                     ^
                    """)
        }
    }

    @Test func errorsStopAtTheLimit() {
        let text = (1...80).map { "view a\($0)\na\($0).width == missing\($0).width" }.joined(separator: "\n")
        #expect(diagnostics(text).count == LayoutFile.maximumDiagnostics)
    }

    /// Random bytes and random rearrangements of a good file: reading reports or succeeds, never crashes.
    @Test func fuzzedFilesNeverCrash() {
        let good = """
            metric m = 8
            view a in root intrinsic=10x10
            view b in a
            a.left == root.left + m @999
            b.width <= a.width * 0.5
            H:|-m-[a]-(>=m)-|
            when landscape and keyboard {
            a.height == 3
            }
            """
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        let characters = Array(good)
        let alphabet = Array("abmxy()[]|-@=<>.,{}#\"%*/+ \n0123456789HV:")
        for _ in 0..<300 {
            var mutated = characters
            for _ in 0..<(1 + Int(next() % 6)) {
                let position = Int(next() % UInt64(mutated.count))
                switch next() % 3 {
                case 0: mutated.remove(at: position)
                case 1: mutated.insert(alphabet[Int(next() % UInt64(alphabet.count))], at: position)
                default: mutated[position] = alphabet[Int(next() % UInt64(alphabet.count))]
                }
            }
            let text = String(mutated)
            if let file = try? LayoutFile(parsing: text) {
                _ = file.makeScene(in: iPhone8).views.count
            }
        }
    }
}

@Suite struct LayoutFileContainerTests {
    @Test func stackViewsArrangeTheirViewsInFileOrder() throws {
        let file = try read(
            """
            stack row axis=horizontal spacing=10 distribution=fillEqually alignment=center
            view a in row intrinsic=50x20
            view b in row intrinsic=50x40
            view c in row intrinsic=50x30 hidden
            row.leading == root.leading
            row.top == root.top
            row.width == 310
            """)
        let scene = file.makeScene(in: iPhone8)
        let row = try #require(scene.view(named: "row") as? StackView)
        #expect(row.arrangedSubviews.compactMap(\.name) == ["a", "b", "c"])
        // c is hidden: two equal views and one gap of 10 in 310 points; centred across.
        #expect(scene.view(named: "a")?.frame == Rect(x: 0, y: 10, width: 150, height: 20))
        #expect(scene.view(named: "b")?.frame == Rect(x: 160, y: 0, width: 150, height: 40))
        #expect(row.frame.height == 40)
    }

    @Test func scrollViewsHaveTheirGuides() throws {
        let file = try read(
            """
            scroll scroller
            view content in scroller
            scroller.edges == root.edges
            content.edges == scroller.contentGuide.edges
            content.width == scroller.frameGuide.width
            content.height == 1000
            """)
        let scene = file.makeScene(in: iPhone8)
        let scroller = try #require(scene.view(named: "scroller") as? ScrollView)
        #expect(scroller.contentSize == Size(width: 375, height: 1000))
        #expect(scroller.scrollsVertically && !scroller.scrollsHorizontally)
        // The content reaches beyond the viewport in window coordinates.
        #expect(scene.frameInWindow(of: scene.view(named: "content")!).maxY == 1000)
    }
}
