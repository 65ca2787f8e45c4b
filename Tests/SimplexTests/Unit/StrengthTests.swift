import Simplex
import Testing

@Suite struct StrengthTests {
    @Test(arguments: [
        (-1.0, 0.0), (0, 0), (5, 5), (1e6, 1e6), (1_001_001_000, 1_001_001_000), (2e9, 1_001_001_000), (.infinity, 1_001_001_000),
    ])
    func clamping(_ raw: Double, _ expected: Double) {
        #expect(Strength(raw).value == expected)
    }

    /// kiwi's `strength::create`: each part multiplied, clamped to 0...1000, then weighted.
    @Test(arguments: [
        (1.0, 0.0, 0.0, 1.0, 1e6), (0, 1, 0, 1, 1000), (0, 0, 1, 1, 1), (1000, 1000, 1000, 1, 1_001_001_000),
        (2000, 0, 0, 1, 1e9), (1, 2, 3, 2, 2_004_006), (-5, 1, 0, 1, 1000), (0.5, 0, 0, 1, 500_000),
    ])
    func create(_ strong: Double, _ medium: Double, _ weak: Double, _ multiplier: Double, _ expected: Double) {
        #expect(Strength(strong: strong, medium: medium, weak: weak, multiplier: multiplier).value == expected)
    }

    @Test func namedStrengths() {
        #expect(Strength.required.value == 1_001_001_000)
        #expect(Strength.strong.value == 1_000_000)
        #expect(Strength.medium.value == 1000)
        #expect(Strength.weak.value == 1)
        #expect(Strength.weak < .medium && .medium < .strong && .strong < .required)
    }

    @Test(arguments: [(Strength.required, true), (.strong, false), (Strength(1e9), false), (Strength(1_001_001_000), true), (Strength(5e9), true)])
    func isRequired(_ s: Strength, _ expected: Bool) {
        #expect(s.isRequired == expected)
    }

    @Test(arguments: [Strength.required, .strong, .medium, .weak, Strength(42)])
    func descriptionIsNotEmpty(_ s: Strength) {
        #expect(!s.description.isEmpty)
    }
}
