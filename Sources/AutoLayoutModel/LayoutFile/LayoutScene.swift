/// A layout file laid out in a window: its views, the constraints it broke, the views it left
/// ambiguous, and the source line of every constraint.
///
/// Make one with ``LayoutFile/makeScene(in:predicates:)``. ``apply(_:)`` moves it to another
/// environment incrementally (the window resizes its root and switches the conditional
/// constraints in one batch each way).
public final class LayoutScene {
    /// The file the scene was made from.
    public let file: LayoutFile
    /// The window whose root view is the file's `root`.
    public let window: Window
    /// The views, `root` first, in the order of the file (guides are not views).
    public let views: [(name: String, view: View)]
    /// The guides the file declares, in the order of the file.
    public let guides: [(name: String, guide: LayoutGuide)]
    /// The conflicts the engine resolved since the scene was made or last moved to an environment.
    public private(set) var conflicts: [ConstraintConflict] = []
    /// The messages the engine logged (refused priority changes and the like).
    public private(set) var messages: [String] = []
    private var statements: [ObjectIdentifier: Int] = [:]
    private let constraintList: [(constraint: LayoutConstraint, statement: Int)]

    init(file: LayoutFile, environment: Environment, predicates: Set<String>) {
        self.file = file
        let root = View(name: "root", frame: Rect(origin: .zero, size: environment.screenSize))
        window = Window(environment: environment, rootView: root)
        window.conditionDecider = { name, _ in predicates.contains(name) }
        var builder = LayoutFileBuilder(tree: file.tree)
        builder.build(in: root)
        views = builder.views
        guides = file.tree.declarations.compactMap { declaration in
            (builder.items[declaration.name] as? LayoutGuide).map { (declaration.name, $0) }
        }
        constraintList = builder.constraints
        let engine = root.layoutEngine
        engine.conflictHandler = { [unowned self] in self.conflicts.append($0) }
        engine.logHandler = { [unowned self] in self.messages.append($0) }
        var always: [LayoutConstraint] = []
        var conditional: [ConditionalConstraint] = []
        for (constraint, index) in builder.constraints {
            statements[ObjectIdentifier(constraint)] = index
            let condition = file.tree.statements[index].condition
            if condition.isEmpty {
                always.append(constraint)
            } else {
                conditional.append(ConditionalConstraint(constraint, when: condition.layoutCondition))
            }
        }
        LayoutConstraint.activate(always)
        window.conditionalConstraints.add(conditional)
        window.layoutIfNeeded()
    }

    /// The environment the scene is laid out in.
    public var environment: Environment { window.environment }

    /// The root view (the file's `root`).
    public var rootView: View { window.rootView }

    /// Moves the scene to `environment` and lays it out; ``conflicts`` then lists the conflicts
    /// this move caused.
    public func apply(_ environment: Environment) {
        conflicts = []
        window.apply(environment)
    }

    /// The view called `name`, if the file declares one.
    ///
    /// - Complexity: O(views).
    public func view(named name: String) -> View? {
        views.first { $0.name == name }?.view
    }

    /// The view's frame in the root's (the window's) coordinates, which is where pictures draw
    /// it: content of a scroll view below its viewport has a `maxY` beyond the root's height.
    public func frameInWindow(of view: View) -> Rect {
        view === rootView ? Rect(origin: .zero, size: view.frame.size) : view.convert(view.bounds, to: nil)
    }

    /// The constraints broken to resolve conflicts, still broken now.
    public var brokenConstraints: [LayoutConstraint] { rootView.layoutEngine.brokenConstraints }

    /// The views whose frames the constraints leave undetermined, with the frame values that are.
    ///
    /// - Complexity: Up to four ambiguity checks per view.
    public var ambiguousViews: [(name: String, attributes: [LayoutConstraint.Attribute])] {
        views.dropFirst().compactMap { entry in
            let attributes = entry.view.ambiguousLayoutAttributes
            return attributes.isEmpty ? nil : (entry.name, attributes)
        }
    }

    /// The line of the file that made `constraint`, and that line's text; `nil` for constraints
    /// the file did not write (intrinsic sizes, guides).
    public func source(of constraint: LayoutConstraint) -> (line: Int, text: String)? {
        guard let index = statements[ObjectIdentifier(constraint)] else { return nil }
        let statement = file.tree.statements[index]
        return (statement.location.line, statement.text)
    }

    /// The constraints the file made, with the line of each, in the order of the file (active or
    /// not, as their conditions decide).
    public var fileConstraints: [(constraint: LayoutConstraint, line: Int)] {
        constraintList.map { ($0.constraint, file.tree.statements[$0.statement].location.line) }
    }
}
