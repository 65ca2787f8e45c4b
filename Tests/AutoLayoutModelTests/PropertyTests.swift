import AutoLayoutModel
import Testing

/// Properties over random view trees (see `RandomTree`). Each test runs many seeds; a failure
/// names its seed, and `RandomTree(using: &SplitMix64(seed: seed))` rebuilds the tree.
@Suite struct PropertyTests {
    static let seeds: [UInt64] = Array(1...40)

    func build(seed: UInt64) -> (RandomTree, ConflictRecorder, SplitMix64) {
        var rng = SplitMix64(seed: seed)
        let tree = RandomTree(using: &rng)
        let recorder = ConflictRecorder()
        recorder.attach(to: tree.root)
        tree.root.layoutEngine.checksSolverInvariants = true
        LayoutConstraint.activate(tree.noise)
        LayoutConstraint.activate(tree.required)
        return (tree, recorder, rng)
    }

    func frames(_ tree: RandomTree) -> [Rect] { tree.views.map(\.frame) }

    func expectMatch(_ actual: [Rect], _ expected: [Rect], seed: UInt64, _ what: String,
                     sourceLocation: SourceLocation = #_sourceLocation) {
        for (index, (a, e)) in zip(actual, expected).enumerated() where !close(a, e, tolerance: 1e-6) {
            Issue.record("seed \(seed), \(what): v\(index) is \(a), expected \(e)", sourceLocation: sourceLocation)
            return
        }
    }

    @Test(arguments: seeds) func framesMatchTheRequiredConstraints(seed: UInt64) {
        let (tree, recorder, _) = build(seed: seed)
        tree.root.layoutIfNeeded()
        expectMatch(frames(tree), tree.expectedFrames(rootSize: tree.root.frame.size, direction: .leftToRight),
                    seed: seed, "left to right")
        #expect(recorder.conflicts.isEmpty, "seed \(seed)")
        for view in tree.views.prefix(6) {
            #expect(!view.hasAmbiguousLayout, "seed \(seed): \(view.layoutDebugName) \(view.ambiguousLayoutAttributes)")
        }
        tree.root.semanticContentAttribute = .forceRightToLeft
        tree.root.layoutIfNeeded()
        expectMatch(frames(tree), tree.expectedFrames(rootSize: tree.root.frame.size, direction: .rightToLeft),
                    seed: seed, "right to left")
    }

    @Test(arguments: seeds) func resizeAndBackReturnsTheSameFrames(seed: UInt64) {
        var (tree, recorder, rng) = build(seed: seed)
        tree.root.layoutIfNeeded()
        let original = frames(tree)
        let solverConstraints = tree.root.layoutEngine.solver.constraints.count
        for _ in 0..<3 {
            let size = Size(width: Double(Int.random(in: 100...1400, using: &rng)),
                            height: Double(Int.random(in: 100...1400, using: &rng)))
            let before = frames(tree)
            tree.root.frame = Rect(origin: .zero, size: size)
            let changed = tree.root.layoutIfNeeded()
            let after = frames(tree)
            expectMatch(after, tree.expectedFrames(rootSize: size, direction: .leftToRight), seed: seed, "at \(size)")
            // Exactly the views whose frames changed are reported, in tree order.
            let moved = tree.views.indices.filter { before[$0] != after[$0] }.map { tree.views[$0] }
            #expect(Set(changed.map(ObjectIdentifier.init)) == Set(moved.map(ObjectIdentifier.init)), "seed \(seed)")
        }
        tree.root.frame = Rect(x: 0, y: 0, width: 375, height: 667)
        tree.root.layoutIfNeeded()
        expectMatch(frames(tree), original, seed: seed, "back at 375×667")
        #expect(tree.root.layoutEngine.solver.constraints.count == solverConstraints, "seed \(seed)")
        #expect(recorder.conflicts.isEmpty, "seed \(seed)")
    }

    @Test(arguments: seeds) func deactivateAndActivateRoundTrips(seed: UInt64) {
        var (tree, recorder, rng) = build(seed: seed)
        tree.root.layoutIfNeeded()
        let original = frames(tree)
        let engine = tree.root.layoutEngine
        let count = engine.solver.constraints.count
        let all = tree.required + tree.noise
        let subset = all.filter { _ in Bool.random(using: &rng) }
        LayoutConstraint.deactivate(subset)
        #expect(engine.solver.constraints.count == count - subset.count, "seed \(seed)")
        #expect(subset.allSatisfy { !$0.isActive })
        tree.root.layoutIfNeeded()
        LayoutConstraint.activate(subset.shuffled(using: &rng))
        tree.root.layoutIfNeeded()
        expectMatch(frames(tree), original, seed: seed, "after the round trip")
        #expect(engine.solver.constraints.count == count, "seed \(seed)")
        #expect(recorder.conflicts.isEmpty, "seed \(seed)")
    }

    @Test(arguments: seeds) func removingAndReaddingASubtreeRoundTrips(seed: UInt64) {
        var (tree, recorder, rng) = build(seed: seed)
        tree.root.layoutIfNeeded()
        let original = frames(tree)
        let engine = tree.root.layoutEngine
        let count = engine.solver.constraints.count
        let index = Int.random(in: tree.views.indices, using: &rng)
        let view = tree.views[index]
        let parent = view.superview!
        let position = parent.subviews.firstIndex { $0 === view }!
        let before = (tree.required + tree.noise).filter(\.isActive)
        view.removeFromSuperview()
        let dropped = before.filter { !$0.isActive }
        // What was dropped is exactly what crossed between the subtree and the rest.
        for constraint in tree.required + tree.noise {
            let items = [constraint.firstItem, constraint.secondItem].compactMap { $0 as? View }
            let inside = items.map { $0.isDescendant(of: view) }
            let crosses = inside.contains(true) && inside.contains(false)
            #expect(constraint.isActive != crosses, "seed \(seed): \(constraint)")
        }
        parent.insertSubview(view, at: position)
        LayoutConstraint.activate(dropped)
        tree.root.layoutIfNeeded()
        expectMatch(frames(tree), original, seed: seed, "after removing and re-adding v\(index)")
        #expect(engine.solver.constraints.count == count, "seed \(seed)")
        #expect(recorder.conflicts.isEmpty, "seed \(seed)")
    }
}
