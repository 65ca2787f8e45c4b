/// A quantity the solver chooses a value for, such as the left edge of a view.
///
/// A `Variable` is a lightweight handle: it holds only an optional name and an identity. Its value
/// lives in each ``Solver`` that uses it (read it with ``Solver/value(of:)``), so one variable can
/// take different values in two forked solvers. Two handles are equal when they are copies of the
/// same variable, never because their names match.
public struct Variable: Hashable, Sendable, CustomStringConvertible {
    /// The shared identity of every copy of this handle.
    @usableFromInline let identity: Identity

    /// Creates a new variable, distinct from every other.
    ///
    /// - Parameter name: A name for descriptions, debugging dumps and traces. Names need not be
    ///   unique; an empty name is replaced by a generated one where a name is needed.
    public init(_ name: String = "") {
        identity = Identity(name: name)
    }

    /// The name given when the variable was created (possibly empty).
    public var name: String { identity.name }

    /// The name, or `v` followed by a number unique within this process run when it has none.
    public var description: String {
        identity.name.isEmpty ? "v\(UInt(bitPattern: ObjectIdentifier(identity).hashValue) % 1_000_000)" : identity.name
    }

    /// The identity of the variable's handle object, which tables inside the solver use as a key.
    var objectIdentity: ObjectIdentifier { ObjectIdentifier(identity) }

    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs.identity === rhs.identity }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(identity)) }

    /// The solver looks a variable up on every operation that names it; an identity needs no
    /// SipHash, so dictionaries get a multiplicative mix of the address instead (see
    /// ``identityHash(_:seed:)``).
    public func _rawHashValue(seed: Int) -> Int { identityHash(ObjectIdentifier(identity), seed: seed) }

    /// The reference that gives a variable its identity.
    @usableFromInline final class Identity: Sendable {
        let name: String
        init(name: String) { self.name = name }
    }

    /// The handle of `identity`.
    init(identity: Identity) { self.identity = identity }
}

/// A variable held without keeping it alive: the solver's record of the variable of each symbol.
///
/// The solver knows a variable only while a constraint it holds names it (an edit variable is a
/// constraint too), and that constraint's terms keep the variable alive; the symbol is freed when
/// the last such constraint goes. A strong reference per symbol as well cost an atomic increment
/// per new variable and an atomic decrement, on a cold object, per variable when the solver is
/// dropped: a tenth of tearing down 100,000 views.
struct UnretainedVariable {
    private let identity: Unmanaged<Variable.Identity>

    /// A reference to `variable`, which something else keeps alive.
    @inline(__always)
    init(_ variable: Variable) { identity = Unmanaged.passUnretained(variable.identity) }

    /// The variable (a strong handle again).
    @inline(__always)
    var variable: Variable { Variable(identity: identity.takeUnretainedValue()) }

    /// The variable's identity, without touching its reference count.
    @inline(__always)
    var objectIdentity: ObjectIdentifier { ObjectIdentifier(identity.takeUnretainedValue()) }
}
