#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// Knobs the property tests read from the environment.
///
/// - `SIMPLEX_SOAK=N`: run N times as many random sessions (for long soaks; default 1).
/// - `SIMPLEX_SEED=S`: run only the session with seed S (to reproduce a reported failure).
/// - `SIMPLEX_VERBOSE=1`: print each seed as it starts.
/// - `SIMPLEX_INVARIANTS=0`: do not turn on the solver's invariant checks.
/// - `SIMPLEX_FIRST_SEED=S`: start the random sessions at seed S (to scan another range).
/// - `SIMPLEX_MAX_FAILURES=N`: stop a chunk after N failures (default 3; 0: never stop), so a
///   soak can list every failing seed.
/// - `SIMPLEX_LARGE=1`: generate larger sessions (6 to 12 variables, 40 to 120 operations), a
///   different session for each seed, for soaks that reach bigger tableaux.
enum TestEnvironment {
    static func integer(_ name: String) -> UInt64? {
        guard let raw = getenv(name) else { return nil }
        return UInt64(String(cString: raw))
    }

    static var soakFactor: Int { max(1, Int(integer("SIMPLEX_SOAK") ?? 1)) }
    static var onlySeed: UInt64? { integer("SIMPLEX_SEED") }
    /// `SIMPLEX_VERBOSE=1`: print each seed before running it, to find the session that crashed
    /// the process (a failed precondition inside the solver cannot be caught).
    static var verbose: Bool { integer("SIMPLEX_VERBOSE") == 1 }
    /// `SIMPLEX_INVARIANTS=0`: leave the solver's invariant checks off, so that a session that
    /// trips one (a crash) can instead fail a property and be shrunk.
    static var checksInvariants: Bool { integer("SIMPLEX_INVARIANTS") != 0 }
    static var firstSeed: UInt64 { integer("SIMPLEX_FIRST_SEED") ?? 0 }
    static var maxFailures: Int { Int(integer("SIMPLEX_MAX_FAILURES") ?? 3) }
    static var largeSessions: Bool { integer("SIMPLEX_LARGE") == 1 }
}
