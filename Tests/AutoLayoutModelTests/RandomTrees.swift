import AutoLayoutModel

/// SplitMix64: a small, seeded, repeatable generator, so that every property failure can be
/// replayed from the seed it prints.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A random tree of views whose every frame value is fixed by required constraints, with the
/// rules to compute the expected frames by hand (without the solver), for any root size and
/// layout direction. Optional constraints are sprinkled on top as noise: they must change nothing.
struct RandomTree {
    /// How one view is placed on one axis, relative to its parent (or its previous sibling).
    enum Placement {
        /// leading/top == parent's + a; size == w
        case start(a: Double, size: Double)
        /// leading/top == parent's + a; trailing/bottom == parent's - b
        case edges(a: Double, b: Double)
        /// centre == parent's centre + a; size == m × parent's size + c
        case center(a: Double, m: Double, c: Double)
        /// leading/top == sibling's trailing/bottom + a; size == w
        case after(sibling: Int, a: Double, size: Double)
        /// centre == m × parent's centre (measured in the parent); size == w
        case proportional(m: Double, size: Double)
    }

    struct Node {
        var parent: Int  // -1: the root
        var horizontal: Placement
        var vertical: Placement
    }

    let root: View
    var views: [View] = []
    var nodes: [Node] = []
    /// The constraints that fix the frames.
    var required: [LayoutConstraint] = []
    /// Optional constraints that the required ones overrule.
    var noise: [LayoutConstraint] = []

    init<G: RandomNumberGenerator>(using rng: inout G, maximumViews: Int = 20) {
        root = View(name: "root", frame: Rect(x: 0, y: 0, width: 375, height: 667))
        let count = Int.random(in: 1...maximumViews, using: &rng)
        for index in 0..<count {
            let parent = Int.random(in: -1..<index, using: &rng)
            let siblings = nodes.indices.filter { nodes[$0].parent == parent }
            let node = Node(
                parent: parent,
                horizontal: RandomTree.placement(siblings: siblings, using: &rng),
                vertical: RandomTree.placement(siblings: siblings, using: &rng))
            let view = View(name: "v\(index)")
            (parent < 0 ? root : views[parent]).addSubview(view)
            views.append(view)
            nodes.append(node)
            required += constraints(for: index, node)
            for _ in 0..<Int.random(in: 0...2, using: &rng) { noise.append(noiseConstraint(for: view, using: &rng)) }
        }
    }

    static func placement<G: RandomNumberGenerator>(siblings: [Int], using rng: inout G) -> Placement {
        func value(_ range: ClosedRange<Double>) -> Double { (Double.random(in: range, using: &rng) * 4).rounded() / 4 }
        switch Int.random(in: 0..<5, using: &rng) {
        case 0: return .start(a: value(-20...60), size: value(0...200))
        case 1: return .edges(a: value(0...40), b: value(0...40))
        case 2: return .center(a: value(-30...30), m: value(0.1...0.9), c: value(-10...10))
        case 3 where !siblings.isEmpty:
            return .after(sibling: siblings.randomElement(using: &rng)!, a: value(0...16), size: value(0...80))
        default: return .proportional(m: value(0.25...1.75), size: value(0...60))
        }
    }

    private func constraints(for index: Int, _ node: Node) -> [LayoutConstraint] {
        let view = views[index]
        let parent = node.parent < 0 ? root : views[node.parent]
        func sibling(_ i: Int) -> View { views[i] }
        var made: [LayoutConstraint] = []
        switch node.horizontal {
        case .start(let a, let size):
            made += [view.leadingAnchor == parent.leadingAnchor + a, view.widthAnchor == size]
        case .edges(let a, let b):
            made += [view.leadingAnchor == parent.leadingAnchor + a, view.trailingAnchor == parent.trailingAnchor - b]
        case .center(let a, let m, let c):
            made += [view.centerXAnchor == parent.centerXAnchor + a, view.widthAnchor == m * parent.widthAnchor + c]
        case .after(let s, let a, let size):
            made += [view.leadingAnchor == sibling(s).trailingAnchor + a, view.widthAnchor == size]
        case .proportional(let m, let size):
            made += [
                LayoutConstraint(item: view, attribute: .centerX, relatedBy: .equal, toItem: parent, attribute: .centerX,
                                 multiplier: m, constant: 0),
                view.widthAnchor == size,
            ]
        }
        switch node.vertical {
        case .start(let a, let size):
            made += [view.topAnchor == parent.topAnchor + a, view.heightAnchor == size]
        case .edges(let a, let b):
            made += [view.topAnchor == parent.topAnchor + a, view.bottomAnchor == parent.bottomAnchor - b]
        case .center(let a, let m, let c):
            made += [view.centerYAnchor == parent.centerYAnchor + a, view.heightAnchor == m * parent.heightAnchor + c]
        case .after(let s, let a, let size):
            made += [view.topAnchor == sibling(s).bottomAnchor + a, view.heightAnchor == size]
        case .proportional(let m, let size):
            made += [
                LayoutConstraint(item: view, attribute: .centerY, relatedBy: .equal, toItem: parent, attribute: .centerY,
                                 multiplier: m, constant: 0),
                view.heightAnchor == size,
            ]
        }
        return made
    }

    private func noiseConstraint<G: RandomNumberGenerator>(for view: View, using rng: inout G) -> LayoutConstraint {
        let priority = LayoutPriority(Float(Int.random(in: 1...999, using: &rng)))
        let value = Double(Int.random(in: -50...400, using: &rng))
        let target = Bool.random(using: &rng) ? root : views.randomElement(using: &rng)!
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: return view.widthAnchor == value ~ priority
        case 1: return view.heightAnchor >= value ~ priority
        case 2: return view.leadingAnchor == target.trailingAnchor + value ~ priority
        default: return view.centerYAnchor <= target.topAnchor - value ~ priority
        }
    }

    /// The frame of every view (in its superview's coordinates), computed from the placements
    /// alone for a root of `size` laid out in `direction`.
    func expectedFrames(rootSize size: Size, direction: UserInterfaceLayoutDirection) -> [Rect] {
        var rects: [Rect] = []  // in root coordinates
        let rootRect = Rect(origin: .zero, size: size)
        let rtl = direction == .rightToLeft
        /// (position, size) along one axis; `start`/`end` of a rect, `flip`: measured leading-first.
        func solve(_ placement: Placement, parent: (start: Double, size: Double), sibling: (Int) -> (start: Double, size: Double),
                   flip: Bool) -> (start: Double, size: Double) {
            // In a flipped axis, leading is the far edge: mirror positions around 0.
            func lead(_ start: Double, _ length: Double) -> Double { flip ? -(start + length) : start }
            switch placement {
            case .start(let a, let length):
                let l = lead(parent.start, parent.size) + a
                return (flip ? -l - length : l, length)
            case .edges(let a, let b):
                let length = parent.size - a - b
                let l = lead(parent.start, parent.size) + a
                return (flip ? -l - length : l, length)
            case .center(let a, let m, let c):
                let length = m * parent.size + c
                return (parent.start + parent.size / 2 + a - length / 2, length)
            case .after(let s, let a, let length):
                let other = sibling(s)
                // The sibling's trailing edge, measured leading-first.
                let trailing = flip ? -other.start : other.start + other.size
                let l = trailing + a
                return (flip ? -l - length : l, length)
            case .proportional(let m, let length):
                let centre = parent.start + m * parent.size / 2
                return (centre - length / 2, length)
            }
        }
        for node in nodes {
            let parent = node.parent < 0 ? rootRect : rects[node.parent]
            let x = solve(node.horizontal, parent: (parent.minX, parent.width),
                          sibling: { (rects[$0].minX, rects[$0].width) }, flip: rtl)
            let y = solve(node.vertical, parent: (parent.minY, parent.height),
                          sibling: { (rects[$0].minY, rects[$0].height) }, flip: false)
            rects.append(Rect(x: x.start, y: y.start, width: x.size, height: y.size))
        }
        return nodes.indices.map { index in
            let parent = nodes[index].parent < 0 ? rootRect : rects[nodes[index].parent]
            return rects[index].offsetBy(dx: -parent.minX, dy: -parent.minY)
        }
    }
}
