/// A set of required constraints that could not all hold, and the one the engine broke to go on.
///
/// The engine makes one whenever a required constraint cannot be satisfied together with the
/// others: when it is activated, when its constant changes, or when the root view is resized to a
/// size the required constraints cannot reach. It hands it to ``LayoutEngine/conflictHandler``, or
/// logs ``report`` when there is no handler.
///
/// ## Which constraint is broken
/// - Activating (or installing) a required constraint that conflicts: that constraint is broken.
/// - Changing the constant of a required constraint so that it conflicts: that constraint is broken.
/// - Resizing the root so that the required constraints cannot fit its new size (the root's size
///   is held as a window's, by the pseudo-constraints `'View-Encapsulated-Layout-Width'` and
///   `'-Height'`, as in UIKit's logs): of the conflicting constraints, the one installed last is
///   broken, preferring constraints written by code to the engine's own (intrinsic size, guides).
///
/// A broken constraint stays active. The engine tries it again after constraints are removed and
/// after the root is resized, and puts it back as soon as it fits.
public struct ConstraintConflict: CustomStringConvertible {
    /// The constraints that cannot all hold together, the broken one included. A conflict with the
    /// root's size lists its pseudo-constraint, which is never active.
    public let constraints: [LayoutConstraint]
    /// The constraint the engine left out to go on.
    public let brokenConstraint: LayoutConstraint

    /// The report Auto Layout logs, naming the conflicting constraints and the broken one.
    public var report: String {
        var text = """
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            \tTry this:
            \t\t(1) look at each constraint and try to figure out which you don't expect;
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
            (

            """
        text += constraints.map { "    \"\($0)\"" }.joined(separator: ",\n")
        text += """

            )

            Will attempt to recover by breaking constraint
            \(brokenConstraint)

            Set LayoutEngine.conflictHandler to act on conflicts in code.

            """
        return text
    }

    /// A readable rendering, for logs and test failures.
    public var description: String { report }
}
