/// The solver of one view tree, and everything it needs to turn constraints into frames.
///
/// Each tree of views has one engine, owned by its root (the view with no superview, as a window
/// is). The engine is made when it is first needed (the first activation, `layoutIfNeeded()`, or
/// ``View/layoutEngine``); when `addSubview(_:)` puts a tree into another, the inner tree's
/// constraints move into the outer tree's engine, and `removeFromSuperview()` moves them out again.
///
/// ## Variables
/// Each view and layout guide has four solver variables: its left edge, top edge, width and height,
/// in the coordinate system of the root. The root's left and top are pinned to 0 by two required
/// constraints, and its width and height are edit variables of strength 1000 (above every optional
/// priority, below required) that follow the frame its owner sets: a resize is one `suggest`, never
/// a rebuild. `layoutIfNeeded()` converts the solved values into frames in each superview's
/// coordinates, touching only the views whose frames changed (the solver's `fetchChanges()` says
/// which variables moved).
///
/// ## Priorities
/// The solver runs in ``PriorityModel/hierarchical`` mode, and priority *p* maps to `Strength(p)`
/// (``LayoutPriority/required`` to ``Strength/required``): see ``LayoutPriority``.
///
/// ## Conflicts
/// A required constraint that cannot hold is broken and reported, never fatal: see
/// ``ConstraintConflict`` for which constraint is broken, and ``conflictHandler``.
public final class LayoutEngine {
    /// The engine's solver. Read it to inspect the constraints and values (the number of
    /// constraints after screens are torn down, say); change it only through views and constraints.
    public internal(set) var solver: Solver
    /// The root view of the tree, which owns the engine.
    public internal(set) weak var rootView: View?
    let rootCore: LayoutItemCore

    /// Called with each conflict the engine resolves by breaking a constraint. When `nil`, the
    /// engine logs the conflict's report instead (through ``logHandler``).
    public var conflictHandler: ((ConstraintConflict) -> Void)?
    /// Called with each message the engine logs (conflict reports without a handler, refused
    /// priority changes). When `nil`, messages go to standard error, as Auto Layout's go to the console.
    public var logHandler: ((String) -> Void)?
    /// Called at the end of each ``View/layoutIfNeeded()`` that changed frames, with the views whose
    /// frames changed, in tree order: the hook for code that redraws only what moved.
    public var framesDidChange: (([View]) -> Void)?
    /// How many conflicts the engine has resolved so far.
    public internal(set) var conflictCount = 0

    /// The layout constraint of each solver constraint the engine installed.
    var installedConstraints: [Constraint: LayoutConstraint] = [:]
    /// The engine's own solver constraints (the root's pins), shown in conflict reports.
    var engineConstraints: [Constraint: LayoutConstraint] = [:]
    /// Active constraints left out of the solver because of conflicts, in the order they broke.
    var brokenConstraintList: [LayoutConstraint] = []
    /// How many installed constraints (and edits) use each variable.
    var useCounts: [Variable: Int] = [:]
    /// The item each used variable belongs to.
    var owners: [Variable: LayoutItemCore] = [:]
    var nextInstallSerial = 0
    /// Bumped by every change to the solver, so a layout pass can tell whether callbacks changed it.
    var revision = 0
    /// The root size last suggested to the solver.
    var suggestedSize: Size
    /// Views whose frames must be recomputed at the next pass whatever the solver reports (views
    /// that just joined the tree, or whose frames were set by hand).
    var framesToRecompute = WeakViewSet()
    /// Views that asked for `layoutSubviews()` at the next pass.
    var viewsNeedingLayout = WeakViewSet()
    /// Views with guides whose constants derive from the layout (safe area, keyboard), in the
    /// order they registered.
    var guideHosts: [WeakView] = []
    var guideHostIDs: Set<ObjectIdentifier> = []
    /// Set while a subtree is being attached, so that constraints activated on the way (intrinsic
    /// size) wait for the attach's single batch instead of being installed one by one.
    var defersInstallation = false
    /// The revision at the end of the last layout pass.
    var lastPassRevision = -1
    /// Set when something a pass derives from (keyboard height, safe-area insets) changed.
    var needsPass = true
    /// Set when the root was resized since the last pass, so broken constraints are tried again.
    var resizedSinceLastPass = false
    /// The most passes one `layoutIfNeeded()` makes while `layoutSubviews()` overrides or derived
    /// guide constants keep changing constraints.
    let maximumPasses = 8

    /// The strength of the root's size: above every optional priority, below required.
    static let rootSizeStrength = Strength(1000)

    init(root: View) {
        rootView = root
        rootCore = root.core
        solver = Solver(priorities: .hierarchical)
        suggestedSize = root.storedFrame.size
        let pinLeft = LayoutConstraint(
            first: [AnchorTerm(root.core, .left)], firstAttribute: .left, relation: .equal, second: [],
            secondAttribute: .notAnAttribute, multiplier: 1, constant: 0)
        pinLeft.identifier = "View-Root-Origin-X"
        let pinTop = LayoutConstraint(
            first: [AnchorTerm(root.core, .top)], firstAttribute: .top, relation: .equal, second: [],
            secondAttribute: .notAnAttribute, multiplier: 1, constant: 0)
        pinTop.identifier = "View-Root-Origin-Y"
        let left: Constraint = rootCore.left == 0.0
        let top: Constraint = rootCore.top == 0.0
        engineConstraints[left] = pinLeft
        engineConstraints[top] = pinTop
        do {
            try solver.add([left, top])
            try solver.addEditVariable(rootCore.width, strength: LayoutEngine.rootSizeStrength)
            try solver.addEditVariable(rootCore.height, strength: LayoutEngine.rootSizeStrength)
            try solver.suggest(suggestedSize.width, for: rootCore.width)
            try solver.suggest(suggestedSize.height, for: rootCore.height)
        } catch {
            log("The layout engine could not set up its root: \(error)")
        }
        for variable in rootCore.variables { retain(variable, owner: rootCore) }
        revision += 1
    }

    // MARK: Logging

    /// Logs `message` through ``logHandler``, or to standard error.
    func log(_ message: String) {
        if let logHandler {
            logHandler(message)
        } else {
            writeToStandardError(message.hasSuffix("\n") ? message : message + "\n")
        }
    }

    // MARK: Variables

    func retain(_ variable: Variable, owner: LayoutItemCore?) {
        useCounts[variable, default: 0] += 1
        if owners[variable] == nil, let owner { owners[variable] = owner }
    }

    func release(_ variable: Variable) {
        guard let count = useCounts[variable] else { return }
        if count <= 1 {
            useCounts[variable] = nil
            owners[variable] = nil
        } else {
            useCounts[variable] = count - 1
        }
    }

    /// Whether any installed constraint uses `variable`.
    func isUsed(_ variable: Variable) -> Bool { useCounts[variable] != nil }

    /// The value of `variable` if the solver uses it.
    func usedValue(of variable: Variable) -> Double? {
        isUsed(variable) ? solver.value(of: variable) : nil
    }

    // MARK: Root size

    /// Suggests the root's new size to the solver (incremental: one `suggest` per dimension).
    func rootSizeDidChange(to size: Size) {
        guard size != suggestedSize else { return }
        do {
            if size.width != suggestedSize.width { try solver.suggest(size.width, for: rootCore.width) }
            if size.height != suggestedSize.height { try solver.suggest(size.height, for: rootCore.height) }
        } catch {
            log("The layout engine could not follow the root's size \(size): \(error)")
        }
        suggestedSize = size
        resizedSinceLastPass = true
        revision += 1
    }

    /// Whether the solver gives the root the size its owner set.
    var rootSizeHolds: Bool {
        func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-7 * max(1, abs(b)) }
        return close(solver.value(of: rootCore.width), suggestedSize.width)
            && close(solver.value(of: rootCore.height), suggestedSize.height)
    }
}

/// A weak reference to a view, for registries that must not keep views alive.
struct WeakView {
    weak var view: View?
}

/// A set of views held weakly (the engine must not keep a discarded tree alive).
struct WeakViewSet {
    private var entries: [ObjectIdentifier: WeakView] = [:]

    var isEmpty: Bool { entries.isEmpty }

    /// The views still alive.
    var views: [View] { entries.values.compactMap(\.view) }

    mutating func insert(_ view: View) { entries[ObjectIdentifier(view)] = WeakView(view: view) }

    mutating func remove(_ view: View) { entries[ObjectIdentifier(view)] = nil }

    mutating func removeAll() { entries = [:] }
}

// MARK: Debugging the solver

extension LayoutEngine {
    /// Whether the solver checks its tableau invariants after every operation (debug builds
    /// only; tests turn it on).
    public var checksSolverInvariants: Bool {
        get { solver.checksInvariants }
        set { solver.checksInvariants = newValue }
    }

    /// Starts recording every later solver operation as a trace (the format of
    /// `docs/trace-format.md`), to reproduce a layout exactly in a bug report.
    public func startRecordingSolverTrace() { solver.startRecording() }

    /// The trace recorded since ``startRecordingSolverTrace()``, or `nil`.
    public var recordedSolverTrace: String? { solver.recordedTrace }
}
