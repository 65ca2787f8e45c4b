// The spelling of numbers, strengths and names in the trace format (docs/trace-format.md),
// shared by the writer of ``Trace`` texts, the replayer's output and the recorder.

enum TraceFormatting {
    /// `value` as a trace number that reads back exactly.
    ///
    /// Integral values of moderate size are written without a fraction (`1100`, not `1100.0`), the
    /// way C's `%g` writes them, so traces and outputs read like kiwi's. Everything else uses
    /// Swift's shortest round-trip spelling, which carries as many significant digits as the value
    /// needs (17 at most) and so meets the format's "at least 10 significant digits": a reader gets
    /// back the very same `Double`. Negative zero is written `0`.
    static func number(_ value: Double) -> String {
        if value == 0 { return "0" }
        // (`rounded()` would need libm, which an executable without Foundation does not link.)
        if abs(value) < 1e15, Double(Int64(value)) == value { return String(Int64(value)) }
        return value.description
    }

    /// The trace spelling of a strength: its name when it has one, otherwise its value.
    static func strength(_ strength: Strength) -> String {
        if strength.isRequired { return "required" }
        switch strength.value {
        case Strength.strong.value: return "strong"
        case Strength.medium.value: return "medium"
        case Strength.weak.value: return "weak"
        default: return number(strength.value)
        }
    }

    /// The trace spelling of a relation.
    static func relation(_ relation: Constraint.Relation) -> String {
        switch relation {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }

    /// Whether the ASCII byte may appear in a NAME or ID: letters, digits, `_`, `.`, `[`, `]`, `-`.
    @inline(__always)
    static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."),
             UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }

    /// Whether a non-ASCII character counts as one of the format's "letters".
    static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? isNameByte(UInt8(scalar.value)) : scalar.properties.isAlphabetic
    }

    /// Whether `text` is a valid NAME or ID token.
    static func isValidName(_ text: Substring) -> Bool {
        guard let first = text.unicodeScalars.first else { return false }
        if first == "-" || ("0"..."9").contains(first) { return false }
        return text.unicodeScalars.allSatisfy(isNameScalar)
    }

    /// `name` made into a valid NAME token: every character the format does not allow becomes
    /// `_`, and a name that is empty or starts with a digit or `-` gets a `v` in front.
    static func sanitizedName(_ name: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            scalars.append(isNameScalar(scalar) ? scalar : "_")
        }
        var result = String(scalars)
        if let first = result.unicodeScalars.first {
            if first == "-" || ("0"..."9").contains(first) { result = "v" + result }
        } else {
            result = "v"
        }
        return result
    }
}
