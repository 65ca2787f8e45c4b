/// The statements of a layout file, in the order of the file.
struct LayoutFileSyntaxTree {
    var title: String?
    var metrics: [(name: String, value: Double)] = []
    var rootProperties = ViewProperties()
    var declarations: [ViewDeclaration] = []
    var statements: [ConstraintStatement] = []
}

/// Reads a layout file (docs/layout-file-format.md) line by line into a ``LayoutFileSyntaxTree``.
///
/// Each line is one statement. A line with an error is reported and skipped, and reading goes on,
/// so one pass finds every syntax error; names are checked later, when the views are built.
///
/// - Complexity: O(*n*) for a file of *n* characters.
struct LayoutFileParser {
    private(set) var tree = LayoutFileSyntaxTree()
    private(set) var diagnostics: [LayoutFileDiagnostic] = []
    /// The open `when` blocks, innermost last.
    private var blocks: [(condition: ConditionSyntax, location: LayoutFileLocation)] = []
    private var metricValues: [String: Double] = [:]
    private var declaredAt: [String: LayoutFileLocation] = [:]

    /// Words that start statements or have a meaning in them, which cannot name views or metrics.
    static let reservedWords: Set<String> = [
        "layout", "metric", "view", "scroll", "stack", "guide", "root", "when", "and", "in", "options", "inset",
    ]

    /// The numeric priorities that have names.
    static let namedPriorities: [String: LayoutPriority] = [
        "required": .required, "high": .defaultHigh, "low": .defaultLow, "fittingSize": .fittingSizeLevel,
    ]

    /// Guide names as the file may spell them.
    static let guideNames: [String: ItemReference.Guide] = [
        "safeArea": .safeArea, "safeAreaLayoutGuide": .safeArea,
        "margins": .margins, "layoutMarginsGuide": .margins,
        "keyboard": .keyboard, "keyboardLayoutGuide": .keyboard,
        "contentGuide": .contentGuide, "contentLayoutGuide": .contentGuide,
        "frameGuide": .frameGuide, "frameLayoutGuide": .frameGuide,
    ]

    /// Attribute names as the file spells them.
    static let attributes: [String: LayoutConstraint.Attribute] = {
        let all: [LayoutConstraint.Attribute] = [
            .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY,
            .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins,
        ]
        return Dictionary(uniqueKeysWithValues: all.map { ($0.description, $0) })
    }()

    init() {
        declaredAt["root"] = LayoutFileLocation(line: 0, column: 0)
    }

    /// Reads the whole text.
    mutating func parse(_ text: String) {
        var lineNumber = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            if diagnostics.count >= LayoutFile.maximumDiagnostics { return }
            do {
                try parseLine(line, number: lineNumber)
            } catch {
                diagnostics.append(LayoutFileDiagnostic(line: lineNumber, column: error.column, message: error.message))
            }
        }
        for block in blocks {
            report("This 'when' block has no closing '}'", at: block.location)
        }
    }

    mutating func report(_ message: String, at location: LayoutFileLocation) {
        guard diagnostics.count < LayoutFile.maximumDiagnostics else { return }
        diagnostics.append(LayoutFileDiagnostic(line: location.line, column: location.column, message: message))
    }

    // MARK: Lines

    /// An error on the current line.
    struct Failure: Error {
        var column: Int
        var message: String
    }

    private mutating func parseLine(_ line: Substring, number: Int) throws(Failure) {
        let characters = Array(line)
        guard let firstIndex = characters.firstIndex(where: { $0 != " " && $0 != "\t" && $0 != "\r" }) else { return }
        let rest = String(characters[firstIndex...])
        if rest.hasPrefix("#") { return }
        if rest.hasPrefix("H:") || rest.hasPrefix("V:") || rest.hasPrefix("|") || rest.hasPrefix("[") {
            try parseVisualFormat(characters, start: firstIndex, line: number)
            return
        }
        let tokens: [LayoutFileToken]
        do {
            tokens = try LayoutFileTokenizer.tokens(in: line)
        } catch {
            throw Failure(column: error.column, message: error.message)
        }
        guard !tokens.isEmpty else { return }
        var cursor = TokenCursor(tokens: tokens, line: number, endColumn: characters.count + 1)
        let text = rest.trimmingTrailingSpaces
        switch tokens[0].kind {
        case .symbol("}"):
            cursor.advance()
            guard blocks.popLast() != nil else { throw Failure(column: tokens[0].column, message: "This '}' closes no 'when' block") }
            try cursor.expectEnd()
        case .name("layout"):
            cursor.advance()
            guard case .string(let title) = cursor.current?.kind else {
                throw cursor.failure("Expected the layout's title in quotes, as in layout \"Breather\"")
            }
            cursor.advance()
            try cursor.expectEnd()
            tree.title = title
        case .name("metric"):
            cursor.advance()
            try parseMetric(&cursor)
        case .name(let keyword) where ViewDeclaration.Kind(rawValue: keyword) != nil:
            cursor.advance()
            try parseDeclaration(ViewDeclaration.Kind(rawValue: keyword)!, &cursor)
        case .name("root") where cursor.peek(1)?.kind != .symbol("."):
            cursor.advance()
            guard blocks.isEmpty else { throw Failure(column: tokens[0].column, message: "The root's properties cannot depend on a condition") }
            tree.rootProperties = try parseProperties(&cursor, kind: nil, into: tree.rootProperties)
        case .name("when"):
            cursor.advance()
            let condition = try parseCondition(&cursor)
            guard cursor.current?.kind == .symbol("{") else {
                throw cursor.failure("Expected '{' to open the block (or write the condition after a constraint)")
            }
            cursor.advance()
            try cursor.expectEnd()
            blocks.append((condition, LayoutFileLocation(line: number, column: tokens[0].column)))
        case .name:
            try parseEquation(&cursor, text: text)
        default:
            throw Failure(
                column: tokens[0].column,
                message: "Expected a statement: a view, a metric, an equation such as 'a.left == b.left + 8', a visual format, or 'when'")
        }
    }

    // MARK: Metrics and declarations

    private mutating func parseMetric(_ cursor: inout TokenCursor) throws(Failure) {
        let (name, location) = try cursor.expectName("Expected the metric's name, as in metric margin = 8")
        try checkNewName(name, at: location)
        guard cursor.current?.kind == .symbol("=") else { throw cursor.failure("Expected '=' after the metric's name") }
        cursor.advance()
        let value = try parseNumber(&cursor)
        try cursor.expectEnd()
        metricValues[name] = value
        declaredAt[name] = location
        tree.metrics.append((name, value))
    }

    private mutating func checkNewName(_ name: String, at location: LayoutFileLocation) throws(Failure) {
        if Self.reservedWords.contains(name) {
            throw Failure(column: location.column, message: "'\(name)' is a keyword of the format and cannot be a name")
        }
        if let earlier = declaredAt[name] {
            let where_ = earlier.line == 0 ? "" : " on line \(earlier.line)"
            throw Failure(column: location.column, message: "'\(name)' is already declared\(where_)")
        }
    }

    private mutating func parseDeclaration(_ kind: ViewDeclaration.Kind, _ cursor: inout TokenCursor) throws(Failure) {
        if let block = blocks.last {
            throw cursor.failure(
                "Views cannot be declared inside a 'when' block (opened on line \(block.location.line)); declare it before the block",
                back: 1)
        }
        let (name, location) = try cursor.expectName("Expected the \(kind.rawValue)'s name, as in \(kind.rawValue) label")
        try checkNewName(name, at: location)
        var parent = "root"
        if cursor.current?.kind == .name("in") {
            cursor.advance()
            let (parentName, parentLocation) = try cursor.expectName("Expected the name of the superview after 'in'")
            let parentKind: ViewDeclaration.Kind? =
                parentName == "root" ? .view : tree.declarations.first(where: { $0.name == parentName })?.kind
            guard let parentKind else {
                let message =
                    metricValues[parentName] != nil
                    ? "'\(parentName)' is a metric, not a view"
                    : "'\(parentName)' is not declared; declare a view before the views inside it"
                throw Failure(column: parentLocation.column, message: message + suggestion(for: parentName))
            }
            guard parentKind != .guide else {
                throw Failure(column: parentLocation.column, message: "'\(parentName)' is a guide; only views contain views and guides")
            }
            parent = parentName
        }
        let properties = try parseProperties(&cursor, kind: kind, into: ViewProperties())
        declaredAt[name] = location
        tree.declarations.append(ViewDeclaration(kind: kind, name: name, parent: parent, properties: properties, location: location))
    }

    /// `key=value` and flags until the end of the line. `kind` is `nil` for the root.
    private func parseProperties(
        _ cursor: inout TokenCursor, kind: ViewDeclaration.Kind?, into initial: ViewProperties
    ) throws(Failure) -> ViewProperties {
        var properties = initial
        let viewKeys = [
            "intrinsic", "intrinsicWidth", "intrinsicHeight", "hugging", "huggingH", "huggingV", "resistance",
            "resistanceH", "resistanceV", "margins", "hidden", "rtl", "color", "grid",
        ]
        let allowed: [String] =
            switch kind {
            case nil: ["margins", "rtl", "color", "grid"]
            case .guide: ["color", "grid"]
            case .view, .scroll: viewKeys
            case .stack: viewKeys + ["axis", "spacing", "distribution", "alignment", "marginsRelative"]
            }
        let what = kind.map { "a \($0.rawValue)" } ?? "the root"
        while let token = cursor.current {
            guard case .name(let key) = token.kind else {
                throw cursor.failure("Expected a property such as intrinsic=120x21, not \(token.spelling)")
            }
            guard allowed.contains(key) else {
                if key == "in", kind != nil { throw cursor.failure("'in' comes right after the name") }
                throw cursor.failure("'\(key)' is not a property of \(what); use one of: \(allowed.joined(separator: ", "))")
            }
            cursor.advance()
            if key == "hidden" || key == "rtl" || key == "marginsRelative" {
                if cursor.current?.kind == .symbol("=") { throw cursor.failure("'\(key)' is a flag: write it alone, without '='") }
                switch key {
                case "hidden": properties.isHidden = true
                case "rtl": properties.isRightToLeft = true
                default: properties.isMarginsRelative = true
                }
                continue
            }
            guard cursor.current?.kind == .symbol("=") else {
                throw cursor.failure("Expected '=' after '\(key)' (write \(key)=VALUE, without spaces)")
            }
            cursor.advance()
            switch key {
            case "intrinsic":
                guard case .size(let width, let height) = cursor.current?.kind else {
                    throw cursor.failure("Expected a size such as 120x21")
                }
                cursor.advance()
                properties.intrinsicWidth = width
                properties.intrinsicHeight = height
            case "intrinsicWidth": properties.intrinsicWidth = try parseNonNegative(&cursor, key)
            case "intrinsicHeight": properties.intrinsicHeight = try parseNonNegative(&cursor, key)
            case "margins": properties.margins = try parseNumber(&cursor)
            case "spacing": properties.spacing = try parseNumber(&cursor)
            case "hugging":
                let priority = try parsePriorityValue(&cursor)
                properties.hugging = (priority, priority)
            case "huggingH": properties.hugging.horizontal = try parsePriorityValue(&cursor)
            case "huggingV": properties.hugging.vertical = try parsePriorityValue(&cursor)
            case "resistance":
                let priority = try parsePriorityValue(&cursor)
                properties.resistance = (priority, priority)
            case "resistanceH": properties.resistance.horizontal = try parsePriorityValue(&cursor)
            case "resistanceV": properties.resistance.vertical = try parsePriorityValue(&cursor)
            case "color":
                switch cursor.current?.kind {
                case .color(let text), .string(let text), .name(let text): properties.color = text
                default: throw cursor.failure("Expected a colour such as #88c0d0 or teal")
                }
                cursor.advance()
            case "grid":
                let count = try parseNumber(&cursor)
                guard count >= 1, count <= 100, count == count.rounded() else {
                    throw cursor.failure("The grid needs a whole number of columns from 1 to 100", back: 1)
                }
                properties.gridColumns = Int(count)
            case "axis":
                let word = try parseWord(&cursor, among: ["horizontal", "vertical"], for: key)
                properties.axis = word == "horizontal" ? .horizontal : .vertical
            case "distribution":
                properties.distribution = try parseWord(
                    &cursor, among: ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"], for: key)
            case "alignment":
                properties.alignment = try parseWord(
                    &cursor, among: ["fill", "leading", "top", "center", "trailing", "bottom", "firstBaseline", "lastBaseline"],
                    for: key)
            default:
                preconditionFailure("unhandled property \(key)")
            }
        }
        return properties
    }

    private func parseNonNegative(_ cursor: inout TokenCursor, _ key: String) throws(Failure) -> Double {
        let value = try parseNumber(&cursor)
        guard value >= 0 else { throw cursor.failure("\(key) cannot be negative", back: 1) }
        return value
    }

    private func parseWord(_ cursor: inout TokenCursor, among words: [String], for key: String) throws(Failure) -> String {
        guard case .name(let word) = cursor.current?.kind, words.contains(word) else {
            throw cursor.failure("Expected one of \(words.joined(separator: ", ")) for \(key)")
        }
        cursor.advance()
        return word
    }

    /// A content priority: a number in 1...1000 or a named priority.
    private func parsePriorityValue(_ cursor: inout TokenCursor) throws(Failure) -> Float {
        Float(try parsePriority(&cursor).rawValue)
    }

    // MARK: Numbers

    /// `term (('+' | '-') term)*`: a constant expression of numbers, percentages and metrics.
    func parseNumber(_ cursor: inout TokenCursor) throws(Failure) -> Double {
        let start = cursor.index
        let value = try parseSum(&cursor)
        // Infinities and NaN would reach the solver (or a grid's preconditions): refuse them here.
        guard value.isFinite else { throw cursor.failure("This number is too large", at: start) }
        return value
    }

    private func parseSum(_ cursor: inout TokenCursor) throws(Failure) -> Double {
        var value = try parseProduct(&cursor)
        while case .symbol(let symbol) = cursor.current?.kind, symbol == "+" || symbol == "-" {
            cursor.advance()
            let term = try parseProduct(&cursor)
            value = symbol == "+" ? value + term : value - term
        }
        return value
    }

    private func parseProduct(_ cursor: inout TokenCursor) throws(Failure) -> Double {
        var value = try parseFactor(&cursor)
        while case .symbol(let symbol) = cursor.current?.kind, symbol == "*" || symbol == "/" {
            cursor.advance()
            let factorStart = cursor.index
            let factor = try parseFactor(&cursor)
            if symbol == "/" {
                guard factor != 0 else { throw cursor.failure("Division by zero", at: factorStart) }
                value /= factor
            } else {
                value *= factor
            }
        }
        return value
    }

    private func parseFactor(_ cursor: inout TokenCursor) throws(Failure) -> Double {
        guard let token = cursor.current else { throw cursor.failure("Expected a number") }
        switch token.kind {
        case .number(let value):
            cursor.advance()
            if cursor.current?.kind == .symbol("%") {
                cursor.advance()
                return value / 100
            }
            return value
        case .symbol("-"):
            cursor.advance()
            return -(try parseFactor(&cursor))
        case .symbol("("):
            cursor.advance()
            let value = try parseNumber(&cursor)
            guard cursor.current?.kind == .symbol(")") else { throw cursor.failure("Expected ')'") }
            cursor.advance()
            return value
        case .name(let name):
            guard let value = metricValues[name] else {
                if declaredAt[name] != nil {
                    throw cursor.failure("'\(name)' is a view, not a number; write an anchor such as \(name).width")
                }
                throw cursor.failure("'\(name)' is not a declared metric\(suggestion(for: name))")
            }
            cursor.advance()
            return value
        default:
            throw cursor.failure("Expected a number, not \(token.spelling)")
        }
    }

    /// `'@' priority` has been read up to the priority.
    private func parsePriority(_ cursor: inout TokenCursor) throws(Failure) -> LayoutPriority {
        if case .name(let name) = cursor.current?.kind, let named = Self.namedPriorities[name] {
            cursor.advance()
            return named
        }
        let start = cursor.index
        let value = try parseNumber(&cursor)
        guard value > 0, value <= 1000 else {
            throw cursor.failure("A priority must be greater than 0 and at most 1000, not \(formatNumber(value))", at: start)
        }
        return LayoutPriority(Float(value))
    }

    // MARK: Conditions

    private func parseCondition(_ cursor: inout TokenCursor) throws(Failure) -> ConditionSyntax {
        var condition = ConditionSyntax()
        repeat {
            guard case .name(let word) = cursor.current?.kind else {
                throw cursor.failure("Expected a condition such as landscape, keyboard, tablet or named NAME")
            }
            cursor.advance()
            if word == "named" {
                let (name, _) = try cursor.expectName("Expected the predicate's name after 'named'")
                condition.terms.append(.named(name))
            } else if let keyword = ConditionSyntax.Keyword(rawValue: word) {
                condition.terms.append(.keyword(keyword))
            } else {
                let words = ConditionSyntax.Keyword.allCases.map(\.rawValue) + ["named NAME"]
                throw cursor.failure(
                    "'\(word)' is not a condition; use \(words.joined(separator: ", "))", back: 1)
            }
            guard let next = cursor.current, next.kind == .name("and") || next.kind == .symbol("&&") else { break }
            cursor.advance()
        } while true
        return condition
    }

    /// The condition of the open blocks and of a `when` suffix, if the cursor is at one.
    private func parseSuffix(_ cursor: inout TokenCursor) throws(Failure) -> ConditionSyntax {
        var condition = blocks.reduce(ConditionSyntax()) { $0 + $1.condition }
        if cursor.current?.kind == .name("when") {
            cursor.advance()
            condition = condition + (try parseCondition(&cursor))
        }
        try cursor.expectEnd()
        return condition
    }

    /// `('@' priority)? suffix` or `suffix '@' priority`: the priority may come before or after
    /// the condition.
    private func parsePriorityAndSuffix(_ cursor: inout TokenCursor) throws(Failure) -> (LayoutPriority, ConditionSyntax) {
        var priority = LayoutPriority.required
        var hasPriority = false
        if cursor.current?.kind == .symbol("@") {
            cursor.advance()
            priority = try parsePriority(&cursor)
            hasPriority = true
        }
        var condition = blocks.reduce(ConditionSyntax()) { $0 + $1.condition }
        if cursor.current?.kind == .name("when") {
            cursor.advance()
            condition = condition + (try parseCondition(&cursor))
            if !hasPriority, cursor.current?.kind == .symbol("@") {
                cursor.advance()
                priority = try parsePriority(&cursor)
            }
        }
        try cursor.expectEnd()
        return (priority, condition)
    }

    // MARK: Equations

    /// A linear form over at most one anchor: `coefficient × anchor + constant`.
    private struct Linear {
        var anchor: AnchorReference?
        var coefficient: Double = 0
        var constant: Double = 0
    }

    private mutating func parseEquation(_ cursor: inout TokenCursor, text: String) throws(Failure) {
        let start = cursor.location
        let item = try parseItem(&cursor)
        guard cursor.current?.kind == .symbol(".") else {
            throw cursor.failure("Expected '.' and an attribute after '\(item.spelling)', as in \(item.spelling).left")
        }
        cursor.advance()
        guard case .name(let word) = cursor.current?.kind else { throw cursor.failure("Expected an attribute such as left or width") }
        if let compound = CompoundAttribute(rawValue: word) {
            cursor.advance()
            try parseCompound(&cursor, item: item, attribute: compound, start: start, text: text)
            return
        }
        let first = try parseAnchorTail(&cursor, item: item)
        let relation = try parseRelation(&cursor)
        let valueStart = cursor.index
        let value = try parseLinear(&cursor)
        if value.anchor != nil, value.coefficient == 0 {
            throw cursor.failure("The anchor on the right is multiplied by 0", at: valueStart)
        }
        let (priority, condition) = try parsePriorityAndSuffix(&cursor)
        tree.statements.append(
            ConstraintStatement(
                body: .equation(
                    first: first, relation: relation, second: value.anchor, multiplier: value.anchor == nil ? 1 : value.coefficient,
                    constant: value.constant),
                priority: priority, condition: condition, location: start, text: text))
    }

    private func parseRelation(_ cursor: inout TokenCursor) throws(Failure) -> LayoutConstraint.Relation {
        switch cursor.current?.kind {
        case .symbol("=="): cursor.advance(); return .equal
        case .symbol("<="): cursor.advance(); return .lessThanOrEqual
        case .symbol(">="): cursor.advance(); return .greaterThanOrEqual
        case .symbol("="): throw cursor.failure("Write '==' for equality")
        default: throw cursor.failure("Expected a relation: '==', '<=' or '>='")
        }
    }

    /// `NAME ('.' GUIDE)?`, leaving the cursor at the `.` before the attribute.
    private func parseItem(_ cursor: inout TokenCursor) throws(Failure) -> ItemReference {
        let location = cursor.location
        let (name, _) = try cursor.expectName("Expected a view or guide name")
        var reference = ItemReference(name: name, guide: nil, location: location)
        if cursor.current?.kind == .symbol("."), case .name(let word) = cursor.peek(1)?.kind, let guide = Self.guideNames[word],
            cursor.peek(2)?.kind == .symbol(".")
        {
            cursor.advance()
            cursor.advance()
            reference.guide = guide
        }
        return reference
    }

    /// The attribute (or grid line) after `item.`.
    private func parseAnchorTail(_ cursor: inout TokenCursor, item: ItemReference) throws(Failure) -> AnchorReference {
        let location = cursor.location
        guard case .name(let word) = cursor.current?.kind else { throw cursor.failure("Expected an attribute such as left or width") }
        cursor.advance()
        if ["x", "y", "column", "row"].contains(word) {
            guard cursor.current?.kind == .symbol("(") else {
                throw cursor.failure("Expected '(' after '\(word)', as in \(item.spelling).\(word)(\(word.count == 1 ? "1/3" : "2"))")
            }
            cursor.advance()
            let argumentStart = cursor.index
            let value = try parseNumber(&cursor)
            guard cursor.current?.kind == .symbol(")") else { throw cursor.failure("Expected ')' after the grid line") }
            cursor.advance()
            let axis: LayoutConstraint.Axis = word == "x" || word == "column" ? .horizontal : .vertical
            if word.count == 1 {
                return AnchorReference(item: item, kind: .gridLine(axis, value), attributeLocation: location)
            }
            guard value == value.rounded(), abs(value) < 10_000 else {
                throw cursor.failure("A \(word) is a whole number", at: argumentStart)
            }
            return AnchorReference(item: item, kind: .gridIndex(axis, Int(value)), attributeLocation: location)
        }
        guard let attribute = Self.attributes[word] else {
            if Self.guideNames[word] != nil {
                throw Failure(column: location.column, message: "'\(item.spelling).\(word)' is a guide; add an attribute, as in \(item.spelling).\(word).top")
            }
            if CompoundAttribute(rawValue: word) != nil {
                throw Failure(column: location.column, message: "'\(word)' stands for several anchors and cannot be part of an expression")
            }
            let names = Self.attributes.keys.sorted()
            throw Failure(
                column: location.column,
                message: "'\(word)' is not an attribute\(Self.closest(to: word, among: names).map { " (did you mean '\($0)'?)" } ?? "")")
        }
        return AnchorReference(item: item, kind: .attribute(attribute), attributeLocation: location)
    }

    private func parseLinear(_ cursor: inout TokenCursor) throws(Failure) -> Linear {
        let start = cursor.index
        let value = try parseLinearSum(&cursor)
        guard value.coefficient.isFinite, value.constant.isFinite else {
            throw cursor.failure("This expression's numbers are too large", at: start)
        }
        return value
    }

    private func parseLinearSum(_ cursor: inout TokenCursor) throws(Failure) -> Linear {
        var value = try parseLinearProduct(&cursor)
        while case .symbol(let symbol) = cursor.current?.kind, symbol == "+" || symbol == "-" {
            let operatorIndex = cursor.index
            cursor.advance()
            var term = try parseLinearProduct(&cursor)
            if symbol == "-" {
                term.coefficient = -term.coefficient
                term.constant = -term.constant
            }
            if value.anchor != nil, term.anchor != nil {
                throw cursor.failure(
                    "The right side may mention only one anchor (a constraint is first = multiplier × second + constant)",
                    at: operatorIndex)
            }
            value = Linear(anchor: value.anchor ?? term.anchor, coefficient: value.coefficient + term.coefficient,
                           constant: value.constant + term.constant)
        }
        return value
    }

    private func parseLinearProduct(_ cursor: inout TokenCursor) throws(Failure) -> Linear {
        var value = try parseLinearFactor(&cursor)
        while case .symbol(let symbol) = cursor.current?.kind, symbol == "*" || symbol == "/" {
            let operatorIndex = cursor.index
            cursor.advance()
            let factor = try parseLinearFactor(&cursor)
            if symbol == "/" {
                guard factor.anchor == nil else { throw cursor.failure("Cannot divide by an anchor", at: operatorIndex + 1) }
                guard factor.constant != 0 else { throw cursor.failure("Division by zero", at: operatorIndex + 1) }
                value.coefficient /= factor.constant
                value.constant /= factor.constant
            } else {
                if value.anchor != nil, factor.anchor != nil {
                    throw cursor.failure("Cannot multiply two anchors", at: operatorIndex)
                }
                if let anchor = factor.anchor {
                    value = Linear(anchor: anchor, coefficient: factor.coefficient * value.constant, constant: factor.constant * value.constant)
                } else {
                    value.coefficient *= factor.constant
                    value.constant *= factor.constant
                }
            }
        }
        return value
    }

    private func parseLinearFactor(_ cursor: inout TokenCursor) throws(Failure) -> Linear {
        switch cursor.current?.kind {
        case .symbol("-"):
            cursor.advance()
            var value = try parseLinearFactor(&cursor)
            value.coefficient = -value.coefficient
            value.constant = -value.constant
            return value
        case .symbol("("):
            cursor.advance()
            let value = try parseLinear(&cursor)
            guard cursor.current?.kind == .symbol(")") else { throw cursor.failure("Expected ')'") }
            cursor.advance()
            return value
        case .name(let name) where cursor.peek(1)?.kind == .symbol(".") && metricValues[name] == nil:
            let item = try parseItem(&cursor)
            cursor.advance()  // '.'
            let anchor = try parseAnchorTail(&cursor, item: item)
            return Linear(anchor: anchor, coefficient: 1, constant: 0)
        case .size:
            throw cursor.failure("A size belongs with a compound anchor, as in a.size == 64x64")
        default:
            return Linear(anchor: nil, coefficient: 0, constant: try parseFactor(&cursor))
        }
    }

    private mutating func parseCompound(
        _ cursor: inout TokenCursor, item: ItemReference, attribute: CompoundAttribute, start: LayoutFileLocation, text: String
    ) throws(Failure) {
        let relation = try parseRelation(&cursor)
        if attribute == .center, relation != .equal {
            throw cursor.failure("Centres can only be equal ('==')", back: 1)
        }
        let value: CompoundValue
        if case .size(let width, let height) = cursor.current?.kind {
            guard attribute == .size else { throw cursor.failure("Only 'size' can equal a size such as 64x64") }
            cursor.advance()
            value = .size(Size(width: width, height: height))
        } else {
            let other = try parseItem(&cursor)
            guard cursor.current?.kind == .symbol("."), case .name(let word) = cursor.peek(1)?.kind, word == attribute.rawValue else {
                throw cursor.failure("Expected '.\(attribute.rawValue)': a compound anchor is related to the same compound of another item")
            }
            cursor.advance()
            cursor.advance()
            value = .item(other)
        }
        var inset = 0.0
        if cursor.current?.kind == .name("inset") {
            guard [.edges, .horizontalEdges, .verticalEdges].contains(attribute) else {
                throw cursor.failure("Only edges can be inset")
            }
            cursor.advance()
            inset = try parseNumber(&cursor)
        }
        let (priority, condition) = try parsePriorityAndSuffix(&cursor)
        tree.statements.append(
            ConstraintStatement(
                body: .compound(first: item, attribute: attribute, relation: relation, value: value, inset: inset),
                priority: priority, condition: condition, location: start, text: text))
    }

    // MARK: Visual format

    private mutating func parseVisualFormat(_ characters: [Character], start: Int, line: Int) throws(Failure) {
        // The format runs up to a comment or to the word `options` or `when` outside brackets.
        var depth = 0
        var end = characters.count
        var index = start
        while index < characters.count {
            let character = characters[index]
            if character == "#" {
                end = index
                break
            }
            if character == "[" || character == "(" { depth += 1 }
            if character == "]" || character == ")" { depth -= 1 }
            if depth == 0, character == " " || character == "\t" {
                let word = String(characters[(index + 1)...].prefix { $0.isLetter })
                if word == "options" || word == "when" {
                    end = index
                    break
                }
            }
            index += 1
        }
        var formatEnd = end
        while formatEnd > start, characters[formatEnd - 1] == " " || characters[formatEnd - 1] == "\t" || characters[formatEnd - 1] == "\r" {
            formatEnd -= 1
        }
        let format = String(characters[start..<formatEnd])
        let tokens: [LayoutFileToken]
        do {
            tokens = try LayoutFileTokenizer.tokens(in: String(characters[end...]), firstColumn: end + 1)
        } catch {
            throw Failure(column: error.column, message: error.message)
        }
        var cursor = TokenCursor(tokens: tokens, line: line, endColumn: characters.count + 1)
        var options: LayoutConstraint.FormatOptions = []
        if cursor.current?.kind == .name("options") {
            cursor.advance()
            repeat {
                guard case .name(let name) = cursor.current?.kind else {
                    throw cursor.failure("Expected an option name such as alignAllTop")
                }
                guard let option = LayoutConstraint.FormatOptions.named(name) else {
                    let names = LayoutConstraint.FormatOptions.names
                    throw cursor.failure(
                        "'\(name)' is not a format option\(Self.closest(to: name, among: names).map { " (did you mean '\($0)'?)" } ?? "")")
                }
                cursor.advance()
                options.formUnion(option)
                guard cursor.current?.kind == .symbol(",") else { break }
                cursor.advance()
            } while true
        }
        let condition = try parseSuffix(&cursor)
        let location = LayoutFileLocation(line: line, column: start + 1)
        tree.statements.append(
            ConstraintStatement(
                body: .visualFormat(format, options: options), priority: .required, condition: condition, location: location,
                text: String(characters[start...]).trimmingTrailingSpaces))
    }

    // MARK: Suggestions

    /// " (did you mean 'x'?)" for the declared name or metric closest to `name`, or "".
    func suggestion(for name: String) -> String {
        let candidates = Array(declaredAt.keys)
        return Self.closest(to: name, among: candidates).map { " (did you mean '\($0)'?)" } ?? ""
    }

    /// The candidate closest to `word` within an edit distance of a third of its length (at
    /// least 1, and less than its length), if any.
    static func closest(to word: String, among candidates: [String]) -> String? {
        let limit = max(1, word.count / 3)
        var best: (String, Int)?
        for candidate in candidates.sorted() {
            let distance = editDistance(word.lowercased(), candidate.lowercased())
            if distance <= limit, distance < word.count, distance < (best?.1 ?? .max) { best = (candidate, distance) }
        }
        return best?.0
    }

    /// The optimal string alignment distance: insertions, deletions, substitutions and swaps of
    /// neighbours (`titel` is one edit from `title`).
    ///
    /// - Complexity: O(*m* × *n*).
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}

/// A position in the tokens of one line.
struct TokenCursor {
    let tokens: [LayoutFileToken]
    let line: Int
    /// The column just after the line's last character, for errors at the end of the line.
    let endColumn: Int
    var index = 0

    var current: LayoutFileToken? { index < tokens.count ? tokens[index] : nil }

    func peek(_ distance: Int) -> LayoutFileToken? {
        index + distance < tokens.count ? tokens[index + distance] : nil
    }

    mutating func advance() { index += 1 }

    var location: LayoutFileLocation { LayoutFileLocation(line: line, column: column(of: index)) }

    func column(of tokenIndex: Int) -> Int {
        tokenIndex < tokens.count ? tokens[tokenIndex].column : endColumn
    }

    /// An error at the current token (or `back` tokens before it, or at token `at`).
    func failure(_ message: String, back: Int = 0, at tokenIndex: Int? = nil) -> LayoutFileParser.Failure {
        LayoutFileParser.Failure(column: column(of: tokenIndex ?? max(0, index - back)), message: message)
    }

    mutating func expectName(_ message: String) throws(LayoutFileParser.Failure) -> (String, LayoutFileLocation) {
        guard case .name(let name) = current?.kind else { throw failure(message) }
        let location = self.location
        advance()
        return (name, location)
    }

    func expectEnd() throws(LayoutFileParser.Failure) {
        if let token = current { throw failure("Unexpected \(token.spelling) at the end of the statement") }
    }
}

extension String {
    /// The string without spaces, tabs and carriage returns at its end.
    fileprivate var trimmingTrailingSpaces: String {
        var text = self
        while let last = text.last, last == " " || last == "\t" || last == "\r" { text.removeLast() }
        return text
    }
}
