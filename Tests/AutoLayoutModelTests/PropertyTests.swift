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

/// Conflicts never crash: random required constraints piled on a random tree are either
/// installed (and then hold in the frames) or broken and reported, and taking them away again
/// restores the original layout.
@Suite struct ConflictPropertyTests {
    /// The value of a basic attribute of `view`, from its frame, in root coordinates (left to right).
    func value(_ view: View, _ attribute: LayoutConstraint.Attribute) -> Double {
        let r = view.convert(Rect(origin: .zero, size: view.frame.size), to: nil)
        switch attribute {
        case .left, .leading: return r.minX
        case .right, .trailing: return r.maxX
        case .centerX: return r.midX
        case .width: return r.width
        case .top: return r.minY
        case .bottom: return r.maxY
        case .centerY: return r.midY
        case .height: return r.height
        default: fatalError("not a basic attribute")
        }
    }

    /// Whether the constraint holds in the frames; a position relation with a multiplier is
    /// measured from the items' nearest common ancestor's origin, as the engine (and UIKit) does.
    func holds(_ c: LayoutConstraint) -> Bool {
        let first = c.firstItem as! View
        var lhs = value(first, c.firstAttribute)
        var rhs = (c.secondItem as? View).map { c.multiplier * value($0, c.secondAttribute) } ?? 0
        if let second = c.secondItem as? View, c.multiplier != 1, !c.firstAttribute.isDimension {
            var ancestor = first
            while !second.isDescendant(of: ancestor) { ancestor = ancestor.superview! }
            let origin = c.firstAttribute.axis == .horizontal ? value(ancestor, .left) : value(ancestor, .top)
            lhs -= origin
            rhs -= c.multiplier * origin
        }
        let difference = lhs - (rhs + c.constant)
        let tolerance = 1e-6 * max(1, abs(lhs), abs(rhs))
        switch c.relation {
        case .equal: return abs(difference) <= tolerance
        case .lessThanOrEqual: return difference <= tolerance
        case .greaterThanOrEqual: return difference >= -tolerance
        }
    }

    @Test(arguments: PropertyTests.seeds) func randomRequiredConstraintsNeverCrashTheLayout(seed: UInt64) {
        var rng = SplitMix64(seed: seed &+ 1000)
        let tree = RandomTree(using: &rng, maximumViews: 12)
        let recorder = ConflictRecorder()
        recorder.attach(to: tree.root)
        tree.root.layoutEngine.checksSolverInvariants = true
        LayoutConstraint.activate(tree.required)
        tree.root.layoutIfNeeded()
        let original = tree.views.map(\.frame)
        let views = [tree.root] + tree.views
        var extras: [LayoutConstraint] = []
        for _ in 0..<Int.random(in: 1...12, using: &rng) {
            let a = views.randomElement(using: &rng)!, b = views.randomElement(using: &rng)!
            let constant = Double(Int.random(in: -100...300, using: &rng))
            let relation = [LayoutConstraint.Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
            let (first, second, multiplier): (LayoutConstraint.Attribute, LayoutConstraint.Attribute, Double) =
                [(.leading, .trailing, 1), (.top, .centerY, 1), (.width, .height, 0.5)].randomElement(using: &rng)!
            extras.append(LayoutConstraint(item: a, attribute: first, relatedBy: relation, toItem: b, attribute: second,
                                           multiplier: multiplier, constant: constant))
        }
        // Half in one batch, the rest one by one, with a resize in between.
        let half = extras.count / 2
        LayoutConstraint.activate(Array(extras[..<half]))
        tree.root.frame = Rect(x: 0, y: 0, width: Double(Int.random(in: 200...900, using: &rng)), height: 500)
        tree.root.layoutIfNeeded()
        for c in extras[half...] { c.isActive = true }
        tree.root.layoutIfNeeded()
        let engine = tree.root.layoutEngine
        #expect(tree.root.frame.size == Size(width: tree.root.frame.width, height: 500))
        // Every break was reported, and the broken constraints are exactly the active ones left out.
        #expect(recorder.conflicts.count >= engine.brokenConstraints.count, "seed \(seed)")
        for c in tree.required + extras where c.isActive && !c.isBroken {
            #expect(holds(c), "seed \(seed): \(c) does not hold")
        }
        for c in engine.brokenConstraints { #expect(c.isActive && c.isBroken) }
        // Taking the extras away restores the original layout, with nothing left broken.
        LayoutConstraint.deactivate(extras)
        tree.root.frame = Rect(x: 0, y: 0, width: 375, height: 667)
        tree.root.layoutIfNeeded()
        #expect(engine.brokenConstraints.isEmpty, "seed \(seed)")
        #expect(recorder.messages.isEmpty, "seed \(seed): \(recorder.messages)")
        for (index, (a, e)) in zip(tree.views.map(\.frame), original).enumerated() where !close(a, e) {
            Issue.record("seed \(seed): v\(index) is \(a), expected \(e)")
            break
        }
    }
}
