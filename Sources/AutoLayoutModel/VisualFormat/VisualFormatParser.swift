/// Reads a visual format string into a ``VisualFormatSyntax``, following the grammar of Apple's
/// Auto Layout Guide (appendix "Visual Format Language"):
///
/// ```text
/// format     ::= (orientation ':')? (superview connection)? view (connection view)* (connection superview)?
/// orientation ::= 'H' | 'V'
/// superview  ::= '|'
/// view       ::= '[' name ('(' predicate (',' predicate)* ')')? ']'
/// connection ::= '' | '-' predicateList '-' | '-'
/// predicateList ::= metricName | positiveNumber | '(' predicate (',' predicate)* ')'
/// predicate  ::= ('==' | '<=' | '>=')? (number | name) ('@' (number | name))?
/// ```
///
/// Names are C identifiers; numbers are decimal, with an optional fraction and exponent (and a
/// sign inside parentheses). Spaces between tokens are allowed (UIKit is stricter).
///
/// - Complexity: O(*n*) for a string of *n* characters.
struct VisualFormatParser {
    private let characters: [Character]
    private let format: String
    private var index = 0

    init(_ format: String) {
        self.format = format
        self.characters = Array(format)
    }

    /// Parses the whole string.
    ///
    /// - Throws: ``VisualFormatError`` at the first character that does not fit the grammar.
    mutating func parse() throws -> VisualFormatSyntax {
        var syntax = VisualFormatSyntax()
        skipSpaces()
        if let axis = peek(), axis == "H" || axis == "V", peek(at: 1) == ":" {
            syntax.isVertical = axis == "V"
            index += 2
            skipSpaces()
        }
        if peek() == "|" {
            let offset = index
            index += 1
            let connection = try parseConnection()
            syntax.leadingSuperview = .init(connection: connection, offset: offset)
            skipSpaces()
        }
        guard peek() == "[" else {
            throw error(peek() == nil ? "Expected a view, as in '[button]'" : "Expected '[' to start a view")
        }
        syntax.views.append(try parseView())
        while true {
            skipSpaces()
            guard peek() != nil else { break }
            let connectionStart = index
            let connection = try parseConnection()
            skipSpaces()
            switch peek() {
            case "[":
                syntax.connections.append(connection)
                syntax.views.append(try parseView())
            case "|":
                syntax.trailingSuperview = .init(connection: connection, offset: index)
                index += 1
                skipSpaces()
                if peek() != nil { throw error("Nothing may follow the closing '|'") }
                return syntax
            case nil:
                if case .flush = connection { return syntax }
                throw error("Expected a view or '|' after the connection", at: index)
            default:
                if index == connectionStart {
                    throw error("Expected '-', a view or '|'")
                }
                throw error("Expected a view or '|' after the connection")
            }
        }
        return syntax
    }

    // MARK: Parts

    /// `'' | '-' | '-' predicateList '-'`.
    private mutating func parseConnection() throws -> VisualFormatSyntax.Connection {
        skipSpaces()
        guard peek() == "-" else { return .flush }
        index += 1
        skipSpaces()
        switch peek() {
        case "[", "|":
            return .standard
        case nil:
            throw error("Expected a spacing, a view or '|' after '-'")
        case "(":
            let predicates = try parsePredicateList()
            try expectClosingDash()
            return .predicates(predicates)
        default:
            let offset = index
            let value: VisualFormatSyntax.Value
            if let name = readName() {
                value = .name(name, offset: offset)
            } else if let number = try readNumber(allowSign: false) {
                value = .number(number, offset: offset)
            } else {
                throw error("Expected a number, a metric name or '(' after '-'")
            }
            try expectClosingDash()
            return .predicates([.init(relation: .equal, object: value, priority: nil)])
        }
    }

    private mutating func expectClosingDash() throws {
        skipSpaces()
        guard peek() == "-" else { throw error("Expected '-' to end the spacing") }
        index += 1
    }

    /// `'[' name ('(' predicates ')')? ']'`.
    private mutating func parseView() throws -> VisualFormatSyntax.View {
        index += 1  // '['
        skipSpaces()
        let offset = index
        guard let name = readName() else {
            throw error("Expected a view name (a letter or '_' followed by letters, digits or '_')")
        }
        skipSpaces()
        var predicates: [VisualFormatSyntax.Predicate] = []
        if peek() == "(" {
            predicates = try parsePredicateList()
            skipSpaces()
        }
        guard peek() == "]" else { throw error("Expected ']' to close the view '\(name)'") }
        index += 1
        return .init(name: name, offset: offset, predicates: predicates)
    }

    /// `'(' predicate (',' predicate)* ')'`.
    private mutating func parsePredicateList() throws -> [VisualFormatSyntax.Predicate] {
        index += 1  // '('
        var predicates: [VisualFormatSyntax.Predicate] = []
        while true {
            skipSpaces()
            predicates.append(try parsePredicate())
            skipSpaces()
            switch peek() {
            case ",":
                index += 1
            case ")":
                index += 1
                return predicates
            default:
                throw error("Expected ',' or ')' after a predicate")
            }
        }
    }

    /// `relation? object ('@' priority)?`.
    private mutating func parsePredicate() throws -> VisualFormatSyntax.Predicate {
        var relation = LayoutConstraint.Relation.equal
        if let first = peek(), first == "=" || first == "<" || first == ">" {
            guard peek(at: 1) == "=" else { throw error("Expected '==', '<=' or '>='") }
            relation = first == "=" ? .equal : first == "<" ? .lessThanOrEqual : .greaterThanOrEqual
            index += 2
            skipSpaces()
        }
        let object = try parseValue(what: "a number, a metric or a view name")
        skipSpaces()
        var priority: VisualFormatSyntax.Value?
        if peek() == "@" {
            index += 1
            skipSpaces()
            priority = try parseValue(what: "a priority (a number or a metric name)")
        }
        return .init(relation: relation, object: object, priority: priority)
    }

    private mutating func parseValue(what: String) throws -> VisualFormatSyntax.Value {
        let offset = index
        if let name = readName() { return .name(name, offset: offset) }
        if let number = try readNumber(allowSign: true) { return .number(number, offset: offset) }
        throw error("Expected \(what)")
    }

    // MARK: Tokens

    private func peek(at distance: Int = 0) -> Character? {
        index + distance < characters.count ? characters[index + distance] : nil
    }

    private mutating func skipSpaces() {
        while let character = peek(), character == " " || character == "\t" { index += 1 }
    }

    /// A C identifier, or `nil` (consuming nothing) if there is none here.
    private mutating func readName() -> String? {
        guard let first = peek(), first == "_" || (first.isASCII && first.isLetter) else { return nil }
        var name = ""
        while let character = peek(), character == "_" || (character.isASCII && (character.isLetter || character.isNumber)) {
            name.append(character)
            index += 1
        }
        return name
    }

    /// A decimal number as `strtod` reads it (without hexadecimal and infinities), or `nil`
    /// (consuming nothing) if there is none here.
    private mutating func readNumber(allowSign: Bool) throws -> Double? {
        let start = index
        var text = ""
        if allowSign, let sign = peek(), sign == "-" || sign == "+" {
            text.append(sign)
            index += 1
        }
        var digits = 0
        while let digit = peek(), digit.isASCII, digit.isNumber {
            text.append(digit)
            index += 1
            digits += 1
        }
        if peek() == ".", let next = peek(at: 1), next.isASCII, next.isNumber {
            text.append(".")
            index += 1
            while let digit = peek(), digit.isASCII, digit.isNumber {
                text.append(digit)
                index += 1
                digits += 1
            }
        }
        guard digits > 0 else {
            index = start
            return nil
        }
        if let e = peek(), e == "e" || e == "E" {
            var lookahead = 1
            if let sign = peek(at: 1), sign == "-" || sign == "+" { lookahead = 2 }
            if let digit = peek(at: lookahead), digit.isASCII, digit.isNumber {
                for _ in 0..<lookahead {
                    text.append(peek()!)
                    index += 1
                }
                while let digit = peek(), digit.isASCII, digit.isNumber {
                    text.append(digit)
                    index += 1
                }
            }
        }
        guard let value = Double(text), value.isFinite else {
            throw error("The number '\(text)' is out of range", at: start)
        }
        return value
    }

    private func error(_ message: String, at offset: Int? = nil) -> VisualFormatError {
        VisualFormatError(message: message, format: format, offset: offset ?? index)
    }
}
