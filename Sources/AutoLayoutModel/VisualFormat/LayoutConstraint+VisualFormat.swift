extension LayoutConstraint {
    /// The constraints described by a string in Apple's Visual Format Language, as
    /// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`.
    ///
    /// ```swift
    /// let constraints = try LayoutConstraint.constraints(
    ///     withVisualFormat: "H:|-[find]-[findNext]-[findField(>=20)]-|",
    ///     options: .alignAllCenterY, metrics: [:],
    ///     views: ["find": find, "findNext": findNext, "findField": findField])
    /// LayoutConstraint.activate(constraints)
    /// ```
    ///
    /// The constraints are returned inactive, in the order of the string: for each view its size
    /// predicates, then the spacing that follows it; the alignment constraints come last.
    ///
    /// ## What the string means
    /// - `H:` (the default) lays views out along the horizontal axis, leading to trailing unless
    ///   `options` says otherwise; `V:` top to bottom.
    /// - `[name]` is a view (or layout guide) of `views`. `[name(>=50)]` constrains its width
    ///   (height in `V:`), `[a(==b)]` makes it as wide as `b`, `[a(>=70,<=100)]` adds both.
    /// - `-8-` is a spacing of 8, `-metric-` one taken from `metrics`, `-(>=20@750)-` one with a
    ///   relation and a priority; `-` alone is the standard spacing (8 points, ``systemSpacing``)
    ///   between views. Two views with nothing between them (`[a][b]`) touch.
    /// - `|` is the superview of the view next to it (for a layout guide, its owning view).
    ///   `|-8-[a]` puts `a` 8 points from the superview's edge; `|-[a]` (the standard spacing) puts
    ///   it on the superview's layout margin, relating it to ``View/layoutMarginsGuide``, as UIKit has
    ///   done since iOS 8; `|[a]` makes it touch the edge.
    /// - `@priority` after any predicate sets that constraint's priority (1 to 1000).
    ///
    /// A spacing relates the later edge to the earlier one: `[a]-(>=8)-[b]` is
    /// `b.leading >= a.trailing + 8`, and `[a]-8-|` is `superview.trailing == a.trailing + 8`.
    /// With ``FormatOptions/directionRightToLeft`` the views run from right to left (`a.left ==
    /// b.right + 8`), with ``FormatOptions/directionLeftToRight`` from left to right, whatever the
    /// layout direction.
    ///
    /// Alignment options add, for each view after the first, a constraint that aligns it with the
    /// view before it (`b.top == a.top` for ``FormatOptions/alignAllTop``).
    ///
    /// - Parameters:
    ///   - format: The visual format string.
    ///   - options: Alignment across the format's axis, direction and spacing; see ``FormatOptions``.
    ///   - metrics: Values for the names used as spacings, sizes and priorities.
    ///   - views: The views (or layout guides) the string names.
    /// - Returns: The constraints, inactive.
    /// - Throws: ``VisualFormatError`` with the offset of the problem: a syntax error, a name in
    ///   neither dictionary, a priority outside 1...1000, a `|` next to a view without a superview,
    ///   an alignment option along the format's own axis, or two direction options.
    /// - Complexity: O(*n*) for a string of *n* characters.
    public static func constraints(
        withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Double] = [:],
        views: [String: any LayoutItem]
    ) throws -> [LayoutConstraint] {
        var parser = VisualFormatParser(format)
        let syntax = try parser.parse()
        var builder = VisualFormatBuilder(format: format, options: options, metrics: metrics, views: views)
        return try builder.build(syntax)
    }
}

/// Turns a parsed visual format string into constraints, looking up its names.
struct VisualFormatBuilder {
    let format: String
    let options: LayoutConstraint.FormatOptions
    let metrics: [String: Double]
    let views: [String: any LayoutItem]
    private var constraints: [LayoutConstraint] = []

    init(format: String, options: LayoutConstraint.FormatOptions, metrics: [String: Double], views: [String: any LayoutItem]) {
        self.format = format
        self.options = options
        self.metrics = metrics
        self.views = views
    }

    /// The edges a format runs between: `start` is where the first view is, `end` the last.
    private struct Edges {
        var start: LayoutConstraint.Attribute
        var end: LayoutConstraint.Attribute
        var size: LayoutConstraint.Attribute
        /// Whether the flow runs towards smaller coordinates (right to left, spelled with left and
        /// right rather than leading and trailing, so the engine does not flip it).
        var isReversed: Bool
    }

    mutating func build(_ syntax: VisualFormatSyntax) throws -> [LayoutConstraint] {
        let edges = try self.edges(for: syntax)
        let items = try syntax.views.map { try item(named: $0.name, at: $0.offset) }
        let alignments = try alignmentAttributes(isVertical: syntax.isVertical)

        if let bar = syntax.leadingSuperview {
            let superview = try self.superview(of: items[0], name: syntax.views[0].name, bar: bar.offset)
            try addSpacing(bar.connection, from: .superview(superview), to: .item(items[0]), edges: edges)
        }
        for (index, view) in syntax.views.enumerated() {
            for predicate in view.predicates {
                try addSize(predicate, of: items[index], edges: edges)
            }
            if index < syntax.connections.count {
                try addSpacing(syntax.connections[index], from: .item(items[index]), to: .item(items[index + 1]), edges: edges)
            }
        }
        if let bar = syntax.trailingSuperview {
            let last = items.count - 1
            let superview = try self.superview(of: items[last], name: syntax.views[last].name, bar: bar.offset)
            try addSpacing(bar.connection, from: .item(items[last]), to: .superview(superview), edges: edges)
        }
        for attribute in alignments {
            for index in items.indices.dropFirst() {
                constraints.append(
                    LayoutConstraint(
                        item: items[index], attribute: attribute, relatedBy: .equal,
                        toItem: items[index - 1], attribute: attribute))
            }
        }
        return constraints
    }

    // MARK: Options

    private func edges(for syntax: VisualFormatSyntax) throws -> Edges {
        if syntax.isVertical { return Edges(start: .top, end: .bottom, size: .height, isReversed: false) }
        switch options.intersection(.directionMask) {
        case .directionLeadingToTrailing: return Edges(start: .leading, end: .trailing, size: .width, isReversed: false)
        case .directionLeftToRight: return Edges(start: .left, end: .right, size: .width, isReversed: false)
        case .directionRightToLeft: return Edges(start: .right, end: .left, size: .width, isReversed: true)
        default:
            throw VisualFormatError(
                message: "Options name two directions; give at most one of directionLeadingToTrailing, "
                    + "directionLeftToRight and directionRightToLeft",
                format: format, offset: 0)
        }
    }

    private func alignmentAttributes(isVertical: Bool) throws -> [LayoutConstraint.Attribute] {
        var attributes: [LayoutConstraint.Attribute] = []
        for alignment in LayoutConstraint.FormatOptions.alignments where options.contains(alignment.option) {
            // An alignment must lie across the format's axis: aligning the tops of a vertical chain
            // would contradict its spacing.
            if (alignment.attribute.axis == .vertical) == isVertical {
                let axis = isVertical ? "vertical (V:)" : "horizontal (H:)"
                let instead = isVertical ? "alignAllLeading, alignAllCenterX, ..." : "alignAllTop, alignAllCenterY, ..."
                throw VisualFormatError(
                    message: "The option \(alignment.name) aligns along the axis of this \(axis) format; use \(instead)",
                    format: format, offset: 0)
            }
            if !attributes.contains(alignment.attribute) { attributes.append(alignment.attribute) }
        }
        return attributes
    }

    // MARK: Names

    private func item(named name: String, at offset: Int) throws -> any LayoutItem {
        guard let item = views[name] else {
            let hint = metrics[name] != nil ? " ('\(name)' is a metric)" : ""
            throw VisualFormatError(message: "'\(name)' is not a key in the views dictionary\(hint)", format: format, offset: offset)
        }
        return item
    }

    private func superview(of item: any LayoutItem, name: String, bar offset: Int) throws -> View {
        let superview: View? =
            if let view = item as? View { view.superview } else { (item as? LayoutGuide)?.owningView }
        guard let superview else {
            throw VisualFormatError(
                message: "'|' stands for the superview of '\(name)', but it has none", format: format, offset: offset)
        }
        return superview
    }

    /// A number, or a metric's value.
    private func number(_ value: VisualFormatSyntax.Value) throws -> Double {
        switch value {
        case .number(let number, _):
            return number
        case .name(let name, let offset):
            if let metric = metrics[name] { return metric }
            let hint = views[name] != nil ? " ('\(name)' is a view, which only a view's size may refer to)" : ""
            throw VisualFormatError(message: "'\(name)' is not a key in the metrics dictionary\(hint)", format: format, offset: offset)
        }
    }

    private func priority(_ value: VisualFormatSyntax.Value?) throws -> LayoutPriority {
        guard let value else { return .required }
        let number = try number(value)
        guard number > 0, number <= 1000 else {
            let offset: Int
            switch value {
            case .number(_, let at), .name(_, let at): offset = at
            }
            throw VisualFormatError(
                message: "A priority must be greater than 0 and at most 1000, not \(formatNumber(number))",
                format: format, offset: offset)
        }
        return LayoutPriority(Float(number))
    }

    // MARK: Constraints

    /// One end of a spacing.
    private enum End {
        case item(any LayoutItem)
        /// The superview, or its layout margins guide: the edge that faces the views.
        case superview(any LayoutItem)
    }

    /// `[name(predicate)]`: the view's size against a constant or another view's size.
    private mutating func addSize(_ predicate: VisualFormatSyntax.Predicate, of item: any LayoutItem, edges: Edges) throws {
        let constraint: LayoutConstraint
        if case .name(let name, _) = predicate.object, metrics[name] == nil, let other = views[name] {
            constraint = LayoutConstraint(
                item: item, attribute: edges.size, relatedBy: predicate.relation, toItem: other, attribute: edges.size)
        } else {
            constraint = LayoutConstraint(
                item: item, attribute: edges.size, relatedBy: predicate.relation, toItem: nil,
                attribute: .notAnAttribute, constant: try number(predicate.object))
        }
        constraint.priority = try priority(predicate.priority)
        constraints.append(constraint)
    }

    /// The connection between `earlier` and `later` (one of which may be the superview).
    private mutating func addSpacing(
        _ connection: VisualFormatSyntax.Connection, from earlier: End, to later: End, edges: Edges
    ) throws {
        switch connection {
        case .flush:
            addGap(from: earlier, to: later, relation: .equal, constant: 0, priority: .required, edges: edges)
        case .standard:
            // To the superview, the standard spacing is its layout margin; between views, 8 points.
            switch (earlier, later) {
            case (.superview(let superview as View), _):
                addGap(from: .superview(superview.layoutMarginsGuide), to: later, relation: .equal, constant: 0, priority: .required, edges: edges)
            case (_, .superview(let superview as View)):
                addGap(from: earlier, to: .superview(superview.layoutMarginsGuide), relation: .equal, constant: 0, priority: .required, edges: edges)
            default:
                addGap(from: earlier, to: later, relation: .equal, constant: systemSpacing, priority: .required, edges: edges)
            }
        case .predicates(let predicates):
            for predicate in predicates {
                if case .name(let name, let offset) = predicate.object, metrics[name] == nil, views[name] != nil {
                    throw VisualFormatError(
                        message: "A spacing cannot refer to the view '\(name)'; only a view's size can", format: format,
                        offset: offset)
                }
                addGap(
                    from: earlier, to: later, relation: predicate.relation, constant: try number(predicate.object),
                    priority: try priority(predicate.priority), edges: edges)
            }
        }
    }

    /// `later.start REL earlier.end + constant`, measured along the flow.
    private mutating func addGap(
        from earlier: End, to later: End, relation: LayoutConstraint.Relation, constant: Double,
        priority: LayoutPriority, edges: Edges
    ) {
        // The superview's edge that faces the views is its start edge at the beginning and its
        // end edge at the end.
        let (earlierItem, earlierAttribute): (any LayoutItem, LayoutConstraint.Attribute) =
            switch earlier {
            case .item(let item): (item, edges.end)
            case .superview(let item): (item, edges.start)
            }
        let (laterItem, laterAttribute): (any LayoutItem, LayoutConstraint.Attribute) =
            switch later {
            case .item(let item): (item, edges.start)
            case .superview(let item): (item, edges.end)
            }
        // Along a reversed flow, coordinates decrease, so the earlier edge is the larger one.
        let constraint =
            edges.isReversed
            ? LayoutConstraint(
                item: earlierItem, attribute: earlierAttribute, relatedBy: relation, toItem: laterItem,
                attribute: laterAttribute, constant: constant)
            : LayoutConstraint(
                item: laterItem, attribute: laterAttribute, relatedBy: relation, toItem: earlierItem,
                attribute: earlierAttribute, constant: constant)
        constraint.priority = priority
        constraints.append(constraint)
    }
}
