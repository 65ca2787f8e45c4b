import Simplex
import Testing

/// The README's worked example, kept compiling and true.
@Suite struct ReadmeExampleTests {
    @Test func twoBoxesInAResizableWindow() throws {
        let windowWidth = Variable("window.width")
        let leftBox = (x: Variable("left.x"), width: Variable("left.width"))
        let rightBox = (x: Variable("right.x"), width: Variable("right.width"))

        var solver = Solver()
        try solver.add([
            leftBox.x == 10,                                   // 10 from the window's left edge
            rightBox.x == leftBox.x + leftBox.width + 10,      // 10 between the boxes
            rightBox.x + rightBox.width == windowWidth - 10,   // 10 from the right edge
            leftBox.width == rightBox.width,                   // equal widths
            leftBox.width >= 50,                               // never narrower than 50
        ])
        try solver.addEditVariable(windowWidth, strength: .strong)

        try solver.suggest(400, for: windowWidth)
        #expect(solver.value(of: leftBox.width) == 185)
        #expect(solver.value(of: rightBox.x) == 205)

        try solver.suggest(100, for: windowWidth)       // too narrow: the strong edit gives way
        #expect(solver.value(of: leftBox.width) == 50)
        #expect(solver.value(of: windowWidth) == 130)
    }
}
