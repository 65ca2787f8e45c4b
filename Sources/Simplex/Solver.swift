/// An incremental Cassowary constraint solver.
///
/// The solver keeps a set of linear equality and inequality constraints, each with a
/// ``Strength``, and values for their variables that satisfy every required constraint and
/// minimise the error of the others. Constraints and edit variables can be added and removed one
/// at a time, and suggested values for edit variables re-solve incrementally, without starting
/// over.
///
/// The algorithm is the dual-simplex Cassowary algorithm of Badros, Borning and Stuckey, in the
/// form the kiwi solver made popular, with a sparse tableau that also indexes columns (which rows
/// hold each symbol), so work is proportional to the rows a change touches, not to the tableau.
///
/// `Solver` is a value type: copying a solver gives an independent solver (the storage is shared
/// until one of them changes), so a layout can be forked to try another screen size.
///
/// [Badros, Borning and Stuckey 2001]: https://doi.org/10.1145/504704.504705
public struct Solver: Sendable {
    // Implementation in progress.
}
