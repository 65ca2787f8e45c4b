/// A token of a layout file line, with the column it starts at.
struct LayoutFileToken {
    enum Kind: Equatable {
        /// A name: letters, digits and `_`, not starting with a digit.
        case name(String)
        /// A decimal number.
        case number(Double)
        /// A size such as `120x21`.
        case size(Double, Double)
        /// A quoted string, without its quotes.
        case string(String)
        /// A colour such as `#88c0d0`.
        case color(String)
        /// Punctuation or an operator: `==`, `<=`, `>=`, `&&`, or one of `+-*/@.,(){}=%`.
        case symbol(String)
    }

    var kind: Kind
    /// The column of the first character, counting from 1.
    var column: Int

    /// How the token reads in messages.
    var spelling: String {
        switch kind {
        case .name(let name): "'\(name)'"
        case .number(let value): "'\(formatNumber(value))'"
        case .size(let width, let height): "'\(formatNumber(width))x\(formatNumber(height))'"
        case .string(let text): "\"\(text)\""
        case .color(let text): "'\(text)'"
        case .symbol(let symbol): "'\(symbol)'"
        }
    }
}

/// Splits one line of a layout file into tokens; a `#` outside a string ends the line.
///
/// - Complexity: O(*n*) for a line of *n* characters.
struct LayoutFileTokenizer {
    /// A character the tokenizer does not know, and its column.
    struct Failure: Error {
        var column: Int
        var message: String
    }

    static func tokens(in line: some StringProtocol, firstColumn: Int = 1) throws(Failure) -> [LayoutFileToken] {
        let characters = Array(line)
        var tokens: [LayoutFileToken] = []
        var index = 0
        func isDigit(_ character: Character) -> Bool { character.isASCII && character.isNumber }
        func isNameStart(_ character: Character) -> Bool { character == "_" || (character.isASCII && character.isLetter) }
        func isNamePart(_ character: Character) -> Bool { isNameStart(character) || isDigit(character) }
        func peek(_ offset: Int = 0) -> Character? { index + offset < characters.count ? characters[index + offset] : nil }
        /// Reads `digits(.digits)?` at the index; `nil` if there is no digit.
        func readNumber() -> Double? {
            let start = index
            while let character = peek(), isDigit(character) { index += 1 }
            if peek() == ".", let next = peek(1), isDigit(next) {
                index += 1
                while let character = peek(), isDigit(character) { index += 1 }
            }
            guard index > start else { return nil }
            return Double(String(characters[start..<index]))
        }

        while index < characters.count {
            let character = characters[index]
            let column = firstColumn + index
            if character == " " || character == "\t" || character == "\r" {
                index += 1
                continue
            }
            if character == "#" {
                // A colour is `#` followed by 3, 4, 6 or 8 hexadecimal digits and then a boundary;
                // anything else starts a comment.
                var end = index + 1
                while end < characters.count, characters[end].isHexDigit { end += 1 }
                let count = end - index - 1
                let atBoundary = end == characters.count || !isNamePart(characters[end])
                if [3, 4, 6, 8].contains(count), atBoundary, index > 0, characters[index - 1] == "=" {
                    tokens.append(LayoutFileToken(kind: .color(String(characters[index..<end])), column: column))
                    index = end
                    continue
                }
                break
            }
            if isNameStart(character) {
                let start = index
                while let next = peek(), isNamePart(next) { index += 1 }
                tokens.append(LayoutFileToken(kind: .name(String(characters[start..<index])), column: column))
                continue
            }
            if isDigit(character) || (character == "." && peek(1).map(isDigit) == true) {
                let start = index
                let value = readNumber() ?? 0
                guard value.isFinite else { throw Failure(column: column, message: "This number is too large") }
                if peek() == "x", let next = peek(1), isDigit(next) {
                    index += 1
                    let height = readNumber() ?? 0
                    guard height.isFinite else { throw Failure(column: column, message: "This size is too large") }
                    tokens.append(LayoutFileToken(kind: .size(value, height), column: column))
                } else {
                    tokens.append(LayoutFileToken(kind: .number(value), column: column))
                }
                if let next = peek(), isNameStart(next) {
                    throw Failure(
                        column: firstColumn + start,
                        message: "'\(String(characters[start...index]))' is not a number; names start with a letter or '_'")
                }
                continue
            }
            if character == "\"" {
                var text = ""
                index += 1
                var closed = false
                while let next = peek() {
                    index += 1
                    if next == "\"" {
                        closed = true
                        break
                    }
                    if next == "\\", let escaped = peek() {
                        index += 1
                        text.append(escaped)
                    } else {
                        text.append(next)
                    }
                }
                guard closed else { throw Failure(column: column, message: "This string has no closing '\"'") }
                tokens.append(LayoutFileToken(kind: .string(text), column: column))
                continue
            }
            if let next = peek(1) {
                let pair = String([character, next])
                if ["==", "<=", ">=", "&&"].contains(pair) {
                    tokens.append(LayoutFileToken(kind: .symbol(pair), column: column))
                    index += 2
                    continue
                }
            }
            if "+-*/@.,(){}=%:".contains(character) {
                tokens.append(LayoutFileToken(kind: .symbol(String(character)), column: column))
                index += 1
                continue
            }
            if character == "<" || character == ">" {
                throw Failure(column: column, message: "'\(character)' is not a relation; write '\(character)='")
            }
            throw Failure(column: column, message: "Unexpected character '\(character)'")
        }
        return tokens
    }
}
