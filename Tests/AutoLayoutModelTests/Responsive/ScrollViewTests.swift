import AutoLayoutModel
import Testing

@Suite struct ScrollViewTests {
    func makeScroll() -> (View, ScrollView, View, LayoutConstraint) {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 320, height: 568))
        let scroll = ScrollView(name: "scroll")
        let content = View(name: "content")
        root.addSubview(scroll)
        scroll.addSubview(content)
        let height = content.heightAnchor == 1000
        LayoutConstraint.activate {
            scroll.anchors.edges == root.anchors.edges
            content.anchors.edges == scroll.contentLayoutGuide.anchors.edges
            content.widthAnchor == scroll.frameLayoutGuide.widthAnchor
            height
        }
        root.layoutIfNeeded()
        return (root, scroll, content, height)
    }

    @Test func contentSizeComesFromTheContentsConstraints() {
        let (root, scroll, content, height) = makeScroll()
        expectRect(content.frame, Rect(x: 0, y: 0, width: 320, height: 1000))
        #expect(scroll.contentSize == Size(width: 320, height: 1000))
        #expect(scroll.scrollsVertically && !scroll.scrollsHorizontally && scroll.isScrollable)
        #expect(scroll.maximumContentOffset == Point(x: 0, y: 432))
        expectRect(scroll.frameLayoutGuide.layoutFrame, Rect(x: 0, y: 0, width: 320, height: 568))
        height.constant = 400
        root.layoutIfNeeded()
        #expect(scroll.contentSize == Size(width: 320, height: 400))
        #expect(!scroll.isScrollable)
    }

    @Test func theOffsetMovesWhatIsSeenNotTheFrames() {
        let (root, scroll, content, _) = makeScroll()
        scroll.contentOffset = Point(x: 0, y: 100)
        root.layoutIfNeeded()
        expectRect(content.frame, Rect(x: 0, y: 0, width: 320, height: 1000))
        expectRect(content.convert(content.bounds, to: nil), Rect(x: 0, y: -100, width: 320, height: 1000))
        #expect(scroll.bounds.origin == Point(x: 0, y: 100))
    }

    @Test func rotatingChangesWhetherItScrolls() {
        let (root, scroll, _, height) = makeScroll()
        height.constant = 500
        root.layoutIfNeeded()
        #expect(!scroll.isScrollable)
        root.frame = Rect(x: 0, y: 0, width: 568, height: 320)
        root.layoutIfNeeded()
        #expect(scroll.scrollsVertically && !scroll.scrollsHorizontally)
        #expect(scroll.contentSize == Size(width: 568, height: 500))
    }

    @Test func wideContentScrollsSideways() {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 300, height: 200))
        let scroll = ScrollView(name: "scroll")
        let strip = View(name: "strip")
        root.addSubview(scroll)
        scroll.addSubview(strip)
        LayoutConstraint.activate {
            scroll.anchors.edges == root.anchors.edges.inset(10)
            strip.anchors.edges == scroll.contentLayoutGuide.anchors.edges.inset(5)
            strip.heightAnchor == scroll.frameLayoutGuide.heightAnchor - 10
            strip.widthAnchor == 900
        }
        root.layoutIfNeeded()
        expectRect(strip.frame, Rect(x: 5, y: 5, width: 900, height: 170))
        #expect(scroll.contentSize == Size(width: 910, height: 180))
        #expect(scroll.scrollsHorizontally && !scroll.scrollsVertically)
        #expect(scroll.maximumContentOffset == Point(x: 630, y: 0))
    }
}
