// Reading the text format. The parser works on UTF-8 bytes and reads the common numbers (integers
// and short decimals) itself, because a benchmark trace has hundreds of thousands of tokens and
// going through `String` for each would cost more than replaying some traces.

extension Trace {
    /// Parses a trace in the text format, version 1 (docs/trace-format.md).
    ///
    /// Parsing never fails: a line that does not parse becomes ``Operation/malformed(line:)``
    /// (replayed as `error LINE syntax`) and the lines after it are read as usual. Names on a
    /// malformed line are not declared. A `priorities` line is accepted only as the first operation;
    /// anywhere else it is malformed.
    ///
    /// - Parameter text: The trace: one operation per line, `#` comments, blank lines.
    /// - Complexity: O(*n*) on average, where *n* is the length of `text`.
    public init(parsing text: String) {
        self.init()
        var text = text
        text.makeContiguousUTF8()
        text.utf8.withContiguousStorageIfAvailable { bytes in
            var parser = TraceParser(bytes: bytes)
            parser.parse(into: &self)
        }
    }
}

/// The state of one parse: the bytes, and the token ranges of the current line.
struct TraceParser {
    let bytes: UnsafeBufferPointer<UInt8>
    /// Token ranges of the line being parsed (reused from line to line).
    var tokens: [Range<Int>] = []
    /// Whether an operation line (well formed or not) came before, which forbids `priorities`.
    var sawOperation = false
    /// Term numbers of the `add` being parsed, before its names are known to be valid.
    var pendingTerms: [(coefficient: Double, name: Range<Int>)] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        tokens.reserveCapacity(16)
    }

    mutating func parse(into trace: inout Trace) {
        var lineNumber = 0
        var start = 0
        let end = bytes.count
        while start < end {
            lineNumber += 1
            var lineEnd = start
            while lineEnd < end && bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            tokenize(start..<lineEnd)
            if !tokens.isEmpty {
                if !parseOperation(into: &trace) {
                    trace.appendUnchecked(.malformed(line: lineNumber))
                }
                sawOperation = true
            }
            start = lineEnd + 1
        }
    }

    /// Splits a line into tokens at spaces and tabs, dropping a `#` comment and a final `\r`.
    mutating func tokenize(_ line: Range<Int>) {
        tokens.removeAll(keepingCapacity: true)
        var i = line.lowerBound
        let end = line.upperBound
        while i < end {
            let byte = bytes[i]
            if byte == UInt8(ascii: "#") { break }
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                i += 1
                continue
            }
            let tokenStart = i
            while i < end {
                let b = bytes[i]
                if b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") || b == UInt8(ascii: "\r") || b == UInt8(ascii: "#") { break }
                i += 1
            }
            tokens.append(tokenStart..<i)
        }
    }

    /// Parses the tokens of one line and appends its operation; false when the line is malformed
    /// (and then nothing was declared or appended).
    mutating func parseOperation(into trace: inout Trace) -> Bool {
        let keyword = tokens[0]
        let count = tokens.count
        if matches(keyword, "add") {
            guard count >= 5, (count - 5) % 2 == 0, isName(tokens[1]),
                  let strength = strength(tokens[2]), let relation = relation(tokens[3]),
                  let constant = number(tokens[4]) else { return false }
            pendingTerms.removeAll(keepingCapacity: true)
            var t = 5
            while t < count {
                guard let coefficient = number(tokens[t]), isName(tokens[t + 1]) else { return false }
                pendingTerms.append((coefficient, tokens[t + 1]))
                t += 2
            }
            let id = trace.internConstraint(string(tokens[1]))
            var terms: [Trace.Term] = []
            terms.reserveCapacity(pendingTerms.count)
            for pending in pendingTerms {
                terms.append(Trace.Term(coefficient: pending.coefficient, variable: trace.internVariable(string(pending.name))))
            }
            trace.appendUnchecked(.add(constraint: id, strength: strength, relation: relation, constant: constant, terms: terms))
        } else if matches(keyword, "suggest") {
            guard count == 3, isName(tokens[1]), let value = number(tokens[2]) else { return false }
            trace.appendUnchecked(.suggest(variable: trace.internVariable(string(tokens[1])), value: value))
        } else if matches(keyword, "solve") {
            guard count == 1 else { return false }
            trace.appendUnchecked(.solve)
        } else if matches(keyword, "var") {
            guard count == 2, isName(tokens[1]) else { return false }
            trace.appendUnchecked(.declare(variable: trace.internVariable(string(tokens[1]))))
        } else if matches(keyword, "print") {
            if count == 1 {
                trace.appendUnchecked(.printAll(count: trace.variableNames.count))
            } else {
                for t in 1..<count where !isName(tokens[t]) { return false }
                var variables: [Int] = []
                variables.reserveCapacity(count - 1)
                for t in 1..<count { variables.append(trace.internVariable(string(tokens[t]))) }
                trace.appendUnchecked(.print(variables: variables))
            }
        } else if matches(keyword, "remove") {
            guard count == 2, isName(tokens[1]) else { return false }
            trace.appendUnchecked(.remove(constraint: trace.internConstraint(string(tokens[1]))))
        } else if matches(keyword, "edit") {
            guard count == 3, isName(tokens[1]), let strength = strength(tokens[2]) else { return false }
            trace.appendUnchecked(.edit(variable: trace.internVariable(string(tokens[1])), strength: strength))
        } else if matches(keyword, "unedit") {
            guard count == 2, isName(tokens[1]) else { return false }
            trace.appendUnchecked(.unedit(variable: trace.internVariable(string(tokens[1]))))
        } else if matches(keyword, "constant") {
            guard count == 3, isName(tokens[1]), let constant = number(tokens[2]) else { return false }
            trace.appendUnchecked(.setConstant(constraint: trace.internConstraint(string(tokens[1])), constant: constant))
        } else if matches(keyword, "strength") {
            guard count == 3, isName(tokens[1]), let strength = strength(tokens[2]) else { return false }
            trace.appendUnchecked(.setStrength(constraint: trace.internConstraint(string(tokens[1])), strength: strength))
        } else if matches(keyword, "priorities") {
            guard count == 2, !sawOperation else { return false }
            if matches(tokens[1], "weighted") {
                trace.priorities = .weighted
            } else if matches(tokens[1], "hierarchical") {
                trace.priorities = .hierarchical
            } else {
                return false
            }
        } else {
            return false
        }
        return true
    }

    // MARK: Tokens

    @inline(__always)
    func matches(_ token: Range<Int>, _ word: StaticString) -> Bool {
        guard token.count == word.utf8CodeUnitCount else { return false }
        let w = word.utf8Start
        for i in 0..<token.count where bytes[token.lowerBound + i] != w[i] { return false }
        return true
    }

    func string(_ token: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[token]), as: UTF8.self)
    }

    /// Whether the token is a NAME or ID: letters, digits, `_`, `.`, `[`, `]`, `-`, not starting
    /// with `-` or a digit. Non-ASCII letters are checked only when present.
    func isName(_ token: Range<Int>) -> Bool {
        let first = bytes[token.lowerBound]
        if first == UInt8(ascii: "-") || (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")) { return false }
        var hasNonASCII = false
        for i in token {
            let b = bytes[i]
            if b >= 0x80 { hasNonASCII = true } else if !TraceFormatting.isNameByte(b) { return false }
        }
        return !hasNonASCII || TraceFormatting.isValidName(string(token)[...])
    }

    func relation(_ token: Range<Int>) -> Constraint.Relation? {
        if matches(token, "==") { return .equal }
        if matches(token, "<=") { return .lessThanOrEqual }
        if matches(token, ">=") { return .greaterThanOrEqual }
        return nil
    }

    /// A strength by name, or a positive number (at or above `required`'s value meaning required).
    func strength(_ token: Range<Int>) -> Strength? {
        if matches(token, "required") { return .required }
        if matches(token, "strong") { return .strong }
        if matches(token, "medium") { return .medium }
        if matches(token, "weak") { return .weak }
        guard let value = number(token), value > 0 else { return nil }
        return value >= Strength.required.value ? .required : Strength(value)
    }

    /// A finite decimal number, as `Double(_:)` reads it.
    ///
    /// Plain decimals with at most 15 significant digits and at most 22 digits after the point are
    /// computed here: the digits form an integer below 2^53 and 10^k (k <= 22) is exact too, so one
    /// IEEE division gives the correctly rounded value, exactly what `Double(_:)` returns (Clinger's
    /// fast path). Anything else (exponents, long mantissas) goes to `Double(_:)`.
    func number(_ token: Range<Int>) -> Double? {
        var i = token.lowerBound
        let end = token.upperBound
        var negative = false
        if bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") {
            negative = bytes[i] == UInt8(ascii: "-")
            i += 1
        }
        var mantissa: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        var sawPoint = false
        var fastPath = i < end
        while i < end {
            let b = bytes[i]
            if b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") {
                if mantissa != 0 || b != UInt8(ascii: "0") { digits += 1 }
                mantissa = mantissa &* 10 &+ UInt64(b &- UInt8(ascii: "0"))
                if sawPoint { fractionDigits += 1 }
            } else if b == UInt8(ascii: ".") && !sawPoint {
                sawPoint = true
            } else {
                fastPath = false
                break
            }
            i += 1
        }
        if fastPath && digits <= 15 && fractionDigits <= 22 && (token.count > (sawPoint ? 2 : 1) || bytes[end - 1] != UInt8(ascii: ".")) {
            let value = Double(mantissa) / Self.powersOfTen[fractionDigits]
            return negative ? -value : value
        }
        guard let value = Double(string(token)), value.isFinite else { return nil }
        return value
    }

    static let powersOfTen: [Double] = (0...22).map { k in
        var p = 1.0
        for _ in 0..<k { p *= 10 }
        return p
    }
}
