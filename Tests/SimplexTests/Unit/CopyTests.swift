import Simplex
import Testing

/// `Solver` is a value: a copy evolves on its own.
@Suite struct CopyTests {
    @Test func aForkDoesNotDisturbTheOriginal() throws {
        let width = Variable("width"), left = Variable("left")
        var phone = makeSolver()
        try phone.add(left == width / 2)
        try phone.addEditVariable(width, strength: .strong)
        try phone.suggest(320, for: width)
        var tablet = phone
        try tablet.suggest(1024, for: width)
        let extra = left <= 400.0
        try tablet.add(extra)
        #expect(isClose(phone.value(of: left), 160))
        #expect(isClose(tablet.value(of: left), 400))
        #expect(!phone.contains(extra) && tablet.contains(extra))
        try phone.suggest(360, for: width)
        #expect(isClose(phone.value(of: left), 180))
        #expect(isClose(tablet.value(of: left), 400))
        tablet.reset()
        #expect(isClose(phone.value(of: left), 180))
        #expect(phone.constraints.count == 1)
    }

    @Test func copiesStartEqualAndFetchChangesIndependently() throws {
        let x = Variable("x")
        var a = makeSolver()
        try a.add(x == 1.0)
        var b = a
        #expect(a.fetchChanges().map(\.variable) == [x])
        #expect(b.fetchChanges().map(\.variable) == [x], "the copy has its own record of what it reported")
    }
}
