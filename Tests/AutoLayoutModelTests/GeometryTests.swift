import AutoLayoutModel
import Testing

@Suite struct GeometryTests {
    @Test func rectEdgesAndCentre() {
        let r = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(r.minX == 10 && r.midX == 25 && r.maxX == 40)
        #expect(r.minY == 20 && r.midY == 40 && r.maxY == 60)
        #expect(r.size == Size(width: 30, height: 40))
        #expect(r.origin == Point(x: 10, y: 20))
    }

    @Test func insetAndOffset() {
        let r = Rect(x: 0, y: 0, width: 100, height: 50).inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(r == Rect(x: 2, y: 1, width: 94, height: 46))
        #expect(r.offsetBy(dx: 10, dy: -1) == Rect(x: 12, y: 0, width: 94, height: 46))
        #expect(Rect(x: 0, y: 0, width: 10, height: 10).inset(by: EdgeInsets(all: 2)) == Rect(x: 2, y: 2, width: 6, height: 6))
    }

    @Test func containment() {
        let r = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(r.contains(Point(x: 0, y: 0)))
        #expect(!r.contains(Point(x: 10, y: 5)))
        #expect(r.contains(Rect(x: 2, y: 2, width: 8, height: 8)))
        #expect(!r.contains(Rect(x: 2, y: 2, width: 9, height: 8)))
    }

    @Test func directionalInsetsResolve() {
        let d = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(d.resolved(for: .leftToRight) == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(d.resolved(for: .rightToLeft) == EdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
    }

    @Test func descriptionsPrintWholeNumbersWithoutDecimals() {
        #expect(Rect(x: 8, y: 0.5, width: 100, height: -3).description == "(8, 0.5, 100, -3)")
        #expect(Size(width: 2, height: 3).description == "2×3")
    }

    @Test func prioritiesClampAndOrder() {
        #expect(LayoutPriority.required.rawValue == 1000)
        #expect(LayoutPriority.defaultHigh.rawValue == 750)
        #expect(LayoutPriority.defaultLow.rawValue == 250)
        #expect(LayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect(LayoutPriority(2000) == .required)
        #expect(LayoutPriority(0).rawValue == 1)
        #expect(LayoutPriority.defaultHigh + 1 == LayoutPriority(751))
        #expect(LayoutPriority.required - 1 == 999)
        #expect(LayoutPriority(999) < .required)
        #expect(LayoutPriority.required.strength == .required)
        #expect(LayoutPriority(999).strength == Strength(999))
        #expect(!LayoutPriority(999.5).isRequired)
    }
}
