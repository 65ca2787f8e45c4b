/// The tableau's name for one column: an index into the solver's per-symbol arrays.
///
/// Symbols are small integers so that rows, columns and the objective can be indexed by them
/// directly, with no hashing on the solver's path. Freed symbols are reused, smallest-last (a
/// stack), so ids stay dense and the order of operations alone decides every id.
typealias Symbol = Int32

/// No symbol: the "null" of every symbol-valued slot.
let noSymbol: Symbol = -1

/// What a symbol stands for, which decides where it may go in the tableau.
enum SymbolKind: UInt8, Sendable {
    /// A user's ``Variable``: unrestricted in sign, never leaves the basis for a restricted one.
    case external
    /// The slack of an inequality: restricted to be non-negative.
    case slack
    /// The error of a non-required constraint: non-negative, weighted in the objective.
    case error
    /// The marker of a required equality: restricted to zero, never enters the basis.
    case dummy
    /// A freed id, waiting to be reused.
    case unused

    /// Whether the symbol must stay non-negative (every kind but `external`).
    var isRestricted: Bool { self != .external }

    /// The letter used for this kind in the tableau dump.
    var letter: String {
        switch self {
        case .external: "v"
        case .slack: "s"
        case .error: "e"
        case .dummy: "d"
        case .unused: "?"
        }
    }
}
