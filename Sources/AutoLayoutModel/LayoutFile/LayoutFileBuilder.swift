/// Makes the views, guides and constraints of a parsed layout file in a window.
///
/// Names are looked up here, so this is where unknown names, axis mix-ups and bad visual format
/// strings are found; each becomes a diagnostic at the line and column of the name, and building
/// goes on with the next statement.
struct LayoutFileBuilder {
    let tree: LayoutFileSyntaxTree
    private(set) var diagnostics: [LayoutFileDiagnostic] = []
    /// The items by name: `root`, and every declared view, scroll view, stack view and guide.
    private(set) var items: [String: any LayoutItem] = [:]
    /// The declared views (not guides), in the order of the file, `root` first.
    private(set) var views: [(name: String, view: View)] = []
    /// The constraints made, each with the statement that made it, in the order of the file.
    private(set) var constraints: [(constraint: LayoutConstraint, statement: Int)] = []
    private let metrics: [String: Double]
    /// The column count of each view declared with `grid=N`.
    private var gridColumns: [String: Int] = [:]

    init(tree: LayoutFileSyntaxTree) {
        self.tree = tree
        var metrics: [String: Double] = [:]
        for metric in tree.metrics { metrics[metric.name] = metric.value }
        self.metrics = metrics
    }

    /// Makes everything under `root`.
    mutating func build(in root: View) {
        items["root"] = root
        views.append(("root", root))
        gridColumns["root"] = tree.rootProperties.gridColumns
        apply(tree.rootProperties, to: root)
        for declaration in tree.declarations {
            makeItem(declaration)
        }
        for (index, statement) in tree.statements.enumerated() {
            do {
                for constraint in try makeConstraints(statement) {
                    constraints.append((constraint, index))
                }
            } catch {
                if diagnostics.count < LayoutFile.maximumDiagnostics { diagnostics.append(error) }
            }
        }
    }

    // MARK: Items

    private mutating func makeItem(_ declaration: ViewDeclaration) {
        guard let parent = items[declaration.parent] as? View else { return }
        switch declaration.kind {
        case .guide:
            let guide = LayoutGuide()
            guide.identifier = declaration.name
            parent.addLayoutGuide(guide)
            items[declaration.name] = guide
            return
        case .view, .scroll, .stack:
            let view: View
            switch declaration.kind {
            case .scroll: view = ScrollView()
            case .stack: view = makeStack(declaration.properties)
            default: view = View()
            }
            view.name = declaration.name
            if let stack = parent as? StackView {
                stack.addArrangedSubview(view)
            } else {
                parent.addSubview(view)
            }
            items[declaration.name] = view
            views.append((declaration.name, view))
            gridColumns[declaration.name] = declaration.properties.gridColumns
            apply(declaration.properties, to: view)
        }
    }

    private func makeStack(_ properties: ViewProperties) -> StackView {
        let stack = StackView()
        if let axis = properties.axis { stack.axis = axis }
        if let spacing = properties.spacing { stack.spacing = spacing }
        if let name = properties.distribution, let distribution = StackView.Distribution(rawValue: name) {
            stack.distribution = distribution
        }
        switch properties.alignment {
        case "leading", "top", "firstBaseline": stack.alignment = .leading
        case "trailing", "bottom", "lastBaseline": stack.alignment = .trailing
        case "center": stack.alignment = .center
        default: stack.alignment = .fill
        }
        if properties.isMarginsRelative { stack.isLayoutMarginsRelativeArrangement = true }
        return stack
    }

    private func apply(_ properties: ViewProperties, to view: View) {
        if properties.intrinsicWidth != nil || properties.intrinsicHeight != nil {
            view.assignedIntrinsicContentSize = Size(
                width: properties.intrinsicWidth ?? View.noIntrinsicMetric,
                height: properties.intrinsicHeight ?? View.noIntrinsicMetric)
        }
        if let priority = properties.hugging.horizontal { view.setContentHuggingPriority(LayoutPriority(priority), for: .horizontal) }
        if let priority = properties.hugging.vertical { view.setContentHuggingPriority(LayoutPriority(priority), for: .vertical) }
        if let priority = properties.resistance.horizontal {
            view.setContentCompressionResistancePriority(LayoutPriority(priority), for: .horizontal)
        }
        if let priority = properties.resistance.vertical {
            view.setContentCompressionResistancePriority(LayoutPriority(priority), for: .vertical)
        }
        if let margins = properties.margins { view.layoutMargins = EdgeInsets(all: margins) }
        if properties.isHidden { view.isHidden = true }
        if properties.isRightToLeft { view.semanticContentAttribute = .forceRightToLeft }
    }

    // MARK: Names

    private func failure(_ message: String, at location: LayoutFileLocation) -> LayoutFileDiagnostic {
        LayoutFileDiagnostic(line: location.line, column: location.column, message: message)
    }

    /// The item a reference names.
    private func item(_ reference: ItemReference) throws(LayoutFileDiagnostic) -> any LayoutItem {
        guard let item = items[reference.name] else {
            if metrics[reference.name] != nil {
                throw failure("'\(reference.name)' is a metric, not a view or guide", at: reference.location)
            }
            let suggestion = LayoutFileParser.closest(to: reference.name, among: Array(items.keys))
            throw failure(
                "'\(reference.name)' is not a declared view or guide\(suggestion.map { " (did you mean '\($0)'?)" } ?? "")",
                at: reference.location)
        }
        guard let guide = reference.guide else { return item }
        guard let view = item as? View else {
            throw failure("'\(reference.name)' is a guide; only views have a \(guide.rawValue) guide", at: reference.location)
        }
        switch guide {
        case .safeArea: return view.safeAreaLayoutGuide
        case .margins: return view.layoutMarginsGuide
        case .keyboard: return view.keyboardLayoutGuide
        case .contentGuide, .frameGuide:
            guard let scroll = view as? ScrollView else {
                throw failure("'\(reference.name)' is not a scroll view, so it has no \(guide.rawValue)", at: reference.location)
            }
            return guide == .contentGuide ? scroll.contentLayoutGuide : scroll.frameLayoutGuide
        }
    }

    /// The item and basic attribute an anchor reference stands for (a grid line becomes the right
    /// or bottom edge of a guide that spans that fraction of the item).
    private mutating func resolve(_ anchor: AnchorReference) throws(LayoutFileDiagnostic) -> (any LayoutItem, LayoutConstraint.Attribute) {
        let item = try self.item(anchor.item)
        switch anchor.kind {
        case .attribute(let attribute):
            if attribute.isMarginAttribute, !(item is View) {
                throw failure("\(attribute) belongs to views; '\(anchor.item.spelling)' is a guide", at: anchor.attributeLocation)
            }
            return (item, attribute)
        case .gridLine(let axis, let fraction):
            let grid = try self.grid(of: item, anchor: anchor, columns: 12)
            return (grid.lineGuide(vertical: axis == .horizontal, at: fraction), axis == .horizontal ? .leading : .top)
        case .gridIndex(let axis, let index):
            let count = gridColumns[anchor.item.name] ?? 12
            let grid = try self.grid(of: item, anchor: anchor, columns: count)
            guard (0...count).contains(index) else {
                let what = axis == .horizontal ? "column" : "row"
                throw failure(
                    "\(anchor.item.spelling) has a grid of \(count); \(what) \(index) is outside 0...\(count)",
                    at: anchor.attributeLocation)
            }
            return (grid.lineGuide(vertical: axis == .horizontal, at: Double(index) / Double(count)),
                    axis == .horizontal ? .leading : .top)
        }
    }

    /// The grid a grid line belongs to: the view's, over its bounds, safe area or margins.
    private func grid(of item: any LayoutItem, anchor: AnchorReference, columns: Int) throws(LayoutFileDiagnostic) -> GridLayoutGuide {
        guard let view = items[anchor.item.name] as? View else {
            throw failure("Grid lines belong to views; '\(anchor.item.spelling)' is a guide", at: anchor.attributeLocation)
        }
        switch anchor.item.guide {
        case nil: return view.gridLayoutGuide(columns: columns, rows: columns, area: .bounds)
        case .safeArea: return view.gridLayoutGuide(columns: columns, rows: columns, area: .safeArea)
        case .margins: return view.gridLayoutGuide(columns: columns, rows: columns, area: .layoutMargins)
        case let guide?:
            throw failure(
                "Grid lines belong to views and their safeArea and margins; not to the \(guide.rawValue) guide",
                at: anchor.attributeLocation)
        }
    }

    // MARK: Constraints

    private mutating func makeConstraints(_ statement: ConstraintStatement) throws(LayoutFileDiagnostic) -> [LayoutConstraint] {
        var made: [LayoutConstraint]
        switch statement.body {
        case .equation(let first, let relation, let second, let multiplier, let constant):
            made = [try makeEquation(first, relation, second, multiplier: multiplier, constant: constant)]
        case .compound(let first, let attribute, let relation, let value, let inset):
            made = try makeCompound(first, attribute, relation, value, inset: inset)
        case .visualFormat(let format, let options):
            do {
                made = try LayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: items)
            } catch let error as VisualFormatError {
                throw LayoutFileDiagnostic(
                    line: statement.location.line, column: statement.location.column + error.offset, message: error.message)
            } catch {
                throw failure("\(error)", at: statement.location)
            }
        }
        if !statement.priority.isRequired {
            for constraint in made { constraint.priority = statement.priority }
        }
        return made
    }

    private mutating func makeEquation(
        _ first: AnchorReference, _ relation: LayoutConstraint.Relation, _ second: AnchorReference?, multiplier: Double,
        constant: Double
    ) throws(LayoutFileDiagnostic) -> LayoutConstraint {
        let (firstItem, firstAttribute) = try resolve(first)
        guard let second else {
            guard firstAttribute.isDimension else {
                throw failure(
                    "A position (\(first.attribute)) cannot equal a number; relate it to an edge, as in "
                        + "\(first.item.spelling).\(first.attribute) == root.\(first.attribute) + \(formatNumber(constant))",
                    at: first.attributeLocation)
            }
            return LayoutConstraint(
                item: firstItem, attribute: firstAttribute, relatedBy: relation, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: constant)
        }
        let (secondItem, secondAttribute) = try resolve(second)
        if firstAttribute.isDimension != secondAttribute.isDimension {
            let (position, size) = firstAttribute.isDimension ? (second, first) : (first, second)
            throw failure(
                "Cannot relate a size (\(size.attribute)) to a position (\(position.attribute))", at: second.attributeLocation)
        }
        if !firstAttribute.isDimension, firstAttribute.axis != secondAttribute.axis {
            throw failure(
                "Cannot relate \(first.attribute), a \(firstAttribute.axis == .horizontal ? "horizontal" : "vertical") position, "
                    + "to \(second.attribute), a \(secondAttribute.axis == .horizontal ? "horizontal" : "vertical") one",
                at: second.attributeLocation)
        }
        return LayoutConstraint(
            item: firstItem, attribute: firstAttribute, relatedBy: relation, toItem: secondItem, attribute: secondAttribute,
            multiplier: multiplier, constant: constant)
    }

    private func makeCompound(
        _ first: ItemReference, _ attribute: CompoundAttribute, _ relation: LayoutConstraint.Relation, _ value: CompoundValue,
        inset: Double
    ) throws(LayoutFileDiagnostic) -> [LayoutConstraint] {
        let firstItem = try item(first)
        switch (attribute, value) {
        case (.size, .size(let size)):
            let anchors = firstItem.anchors.size
            switch relation {
            case .equal: return anchors == size
            case .lessThanOrEqual: return anchors <= size
            case .greaterThanOrEqual: return anchors >= size
            }
        case (.size, .item(let other)):
            let lhs = firstItem.anchors.size
            let rhs = try item(other).anchors.size
            switch relation {
            case .equal: return lhs == rhs
            case .lessThanOrEqual: return lhs <= rhs
            case .greaterThanOrEqual: return lhs >= rhs
            }
        case (.center, .item(let other)):
            return firstItem.anchors.center == (try item(other)).anchors.center
        case (.edges, .item(let other)), (.horizontalEdges, .item(let other)), (.verticalEdges, .item(let other)):
            let otherItem = try item(other)
            let (lhs, rhs) =
                switch attribute {
                case .edges: (firstItem.anchors.edges, otherItem.anchors.edges.inset(inset))
                case .horizontalEdges: (firstItem.anchors.horizontalEdges, otherItem.anchors.horizontalEdges.inset(inset))
                default: (firstItem.anchors.verticalEdges, otherItem.anchors.verticalEdges.inset(inset))
                }
            switch relation {
            case .equal: return lhs == rhs
            case .lessThanOrEqual: return lhs <= rhs
            case .greaterThanOrEqual: return lhs >= rhs
            }
        default:
            throw failure("'\(attribute.rawValue)' cannot be related to that", at: first.location)
        }
    }
}

extension LayoutConstraint.Attribute {
    /// Whether the attribute is one of a view's layout margins.
    fileprivate var isMarginAttribute: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins:
            true
        default:
            false
        }
    }
}
