import AutoLayoutModel

/// The text reports of a laid-out scene: the frame table and the problems.
enum SceneReport {
    /// One row per view: its superview, frame (in the superview's coordinates, as UIKit's
    /// `frame`) and notes (hidden, ambiguous, scrolling, beyond the screen).
    static func frames(of scene: LayoutScene) -> String {
        let ambiguous = Dictionary(scene.ambiguousViews.map { ($0.name, $0.attributes) }, uniquingKeysWith: { first, _ in first })
        let screen = Rect(origin: .zero, size: scene.environment.screenSize)
        var rows: [[String]] = []
        for (name, view) in scene.views {
            let frame = view.frame
            var notes: [String] = []
            if view is ScrollView { notes.append("scroll view") }
            if view is StackView { notes.append("stack view") }
            if view.isHidden { notes.append("hidden") }
            if let attributes = ambiguous[name] {
                notes.append("ambiguous: " + attributes.map(\.description).joined(separator: ", "))
            }
            if let scroll = view as? ScrollView {
                let content = scroll.contentSize
                notes.append(scroll.isScrollable ? "scrolls, content \(format(content))" : "content \(format(content)) fits")
            }
            let inWindow = scene.frameInWindow(of: view)
            if view !== scene.rootView, !screen.contains(inWindow), inWindow.width > 0 || inWindow.height > 0 {
                notes.append("beyond the screen")
            }
            rows.append([
                name, view.superview?.name ?? "-", format(frame.minX), format(frame.minY), format(frame.width),
                format(frame.height), notes.joined(separator: "; "),
            ])
        }
        return table(["view", "superview", "x", "y", "width", "height", "notes"], rows, numericColumns: [2, 3, 4, 5])
    }

    /// The constraints still broken, each with the conflict that broke it, and the ambiguous views.
    static func problems(of scene: LayoutScene) -> String {
        var lines: [String] = []
        let broken = scene.brokenConstraints
        if broken.isEmpty {
            lines.append("No conflicts.")
        } else {
            lines.append("Conflicts: the engine broke \(broken.count) required constraint\(broken.count == 1 ? "" : "s") to go on.")
            for constraint in broken {
                lines.append("  broke  \(describe(constraint, in: scene))")
                if let conflict = scene.conflicts.last(where: { $0.brokenConstraint === constraint }) {
                    let others = conflict.constraints.filter { $0 !== constraint }
                    if !others.isEmpty {
                        lines.append("  which conflicts with:")
                        for other in others { lines.append("         \(describe(other, in: scene))") }
                    }
                }
            }
        }
        let ambiguous = scene.ambiguousViews
        if ambiguous.isEmpty {
            lines.append("No ambiguous views.")
        } else {
            lines.append("Ambiguous views: the constraints leave these values undetermined:")
            for entry in ambiguous {
                lines.append("  \(entry.name): \(entry.attributes.map(\.description).joined(separator: ", "))")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// A constraint with the line that wrote it: `line 6: <inner.width <= 500>`.
    static func describe(_ constraint: LayoutConstraint, in scene: LayoutScene) -> String {
        if let source = scene.source(of: constraint) { return "\(constraint)  (line \(source.line): \(source.text))" }
        return "\(constraint)"
    }

    /// Every constraint of the file with its line and whether it is active, broken or off.
    static func constraints(of scene: LayoutScene) -> String {
        var rows: [[String]] = []
        for (constraint, line) in scene.fileConstraints {
            let state = constraint.isBroken ? "broken" : constraint.isActive ? "active" : "off"
            rows.append(["\(line)", state, "\(constraint)"])
        }
        return table(["line", "state", "constraint"], rows, numericColumns: [0])
    }

    /// Whether the scene has a broken constraint or an ambiguous view.
    static func hasProblems(_ scene: LayoutScene) -> (broken: Int, ambiguous: Int) {
        (scene.brokenConstraints.count, scene.ambiguousViews.count)
    }
}
