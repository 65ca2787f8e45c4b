/// A live grid over a view: the lines at *k*/12 (or any other division) of its width and height,
/// and lines at any fraction or percentage, as anchors for constraints.
///
/// The Responsive iOS Grid System computed its lines once, as points; here each line is a layout
/// guide held at `grid.leading + fraction × grid.width` by the solver, so everything constrained to
/// a line follows the view when it is resized or rotated.
///
/// ```swift
/// let grid = root.gridLayoutGuide()                   // 12 columns, 12 rows
/// LayoutConstraint.activate {
///     box.leadingAnchor == grid.column(1)             // 1/12 of the width
///     box.trailingAnchor == grid.column(11)           // 11/12
///     box.topAnchor == grid.row(1)
///     box.bottomAnchor == grid.row(11)
///     marker.centerXAnchor == box.gridLayoutGuide().verticalLine(percent: 56)   // a sub-grid
/// }
/// ```
///
/// ## How a line is made
/// A vertical line at fraction *f* is a guide of zero width whose leading edge satisfies
/// `distance(grid.leading → line.leading) == f × grid.width`, one constraint with a multiplier on a
/// dimension (``PositionAnchor/anchorWithOffset(to:)``); its top and height follow the grid's, so
/// the guide draws as the line it is. Lines are made on first use and shared afterwards; each
/// costs one guide and four constraints. Columns count from the leading edge, so in a
/// right-to-left layout column 1 is near the right edge.
public final class GridLayoutGuide: LayoutGuide {
    /// What the grid spans in its view.
    public enum Area: String, Hashable, Sendable {
        /// The view's bounds.
        case bounds
        /// The view's safe area.
        case safeArea
        /// The view's layout margins.
        case layoutMargins
    }

    /// How many columns the grid has: ``column(_:)`` *k* lies at *k*/`columns` of the width.
    public let columns: Int
    /// How many rows the grid has: ``row(_:)`` *k* lies at *k*/`rows` of the height.
    public let rows: Int
    /// What the grid spans.
    public let area: Area

    private var verticalLines: [Double: LayoutGuide] = [:]
    private var horizontalLines: [Double: LayoutGuide] = [:]
    private var lineConstraints: [LayoutConstraint] = []

    init(columns: Int, rows: Int, area: Area) {
        precondition(columns > 0 && rows > 0, "A grid needs at least one column and one row")
        self.columns = columns
        self.rows = rows
        self.area = area
        super.init()
        identifier = "grid\(columns)x\(rows)" + (area == .bounds ? "" : "." + area.rawValue)
    }

    // MARK: Lines

    /// The vertical line at `k`/``columns`` of the width, from the leading edge (`column(0)` is the
    /// leading edge, `column(columns)` the trailing one).
    ///
    /// - Precondition: `0 <= k <= columns`.
    public func column(_ k: Int) -> XAxisAnchor {
        precondition((0...columns).contains(k), "Column \(k) is outside 0...\(columns)")
        return verticalLine(at: Double(k) / Double(columns))
    }

    /// The horizontal line at `k`/``rows`` of the height, from the top.
    ///
    /// - Precondition: `0 <= k <= rows`.
    public func row(_ k: Int) -> YAxisAnchor {
        precondition((0...rows).contains(k), "Row \(k) is outside 0...\(rows)")
        return horizontalLine(at: Double(k) / Double(rows))
    }

    /// The vertical line at `numerator`/`denominator` of the width, whatever the grid's columns.
    public func verticalLine(_ numerator: Int, over denominator: Int) -> XAxisAnchor {
        precondition(denominator > 0, "The denominator must be positive")
        return verticalLine(at: Double(numerator) / Double(denominator))
    }

    /// The horizontal line at `numerator`/`denominator` of the height.
    public func horizontalLine(_ numerator: Int, over denominator: Int) -> YAxisAnchor {
        precondition(denominator > 0, "The denominator must be positive")
        return horizontalLine(at: Double(numerator) / Double(denominator))
    }

    /// The vertical line at `percent`% of the width.
    public func verticalLine(percent: Double) -> XAxisAnchor { verticalLine(at: percent / 100) }

    /// The horizontal line at `percent`% of the height.
    public func horizontalLine(percent: Double) -> YAxisAnchor { horizontalLine(at: percent / 100) }

    /// The vertical line at `fraction` of the width from the leading edge (any finite value: below
    /// 0 or above 1 lies outside the grid).
    public func verticalLine(at fraction: Double) -> XAxisAnchor {
        lineGuide(vertical: true, at: fraction).leadingAnchor
    }

    /// The horizontal line at `fraction` of the height from the top.
    public func horizontalLine(at fraction: Double) -> YAxisAnchor {
        lineGuide(vertical: false, at: fraction).topAnchor
    }

    /// The guide that stands for a line: zero wide and as high as the grid for a vertical line, zero
    /// high and as wide as the grid for a horizontal one. Renderers draw it; constraints use its
    /// anchors.
    ///
    /// - Precondition: The grid belongs to a view, and `fraction` is finite.
    public func lineGuide(vertical: Bool, at fraction: Double) -> LayoutGuide {
        precondition(fraction.isFinite, "A grid line needs a finite fraction")
        // Rounded so that 1/3 reached as 4/12 and as 1/3 share one guide.
        let key = (fraction * 1e9).rounded() / 1e9
        if let existing = vertical ? verticalLines[key] : horizontalLines[key] { return existing }
        guard let owner = owningView else { preconditionFailure("\(self) belongs to no view") }
        let line = LayoutGuide()
        line.identifier = identifier + (vertical ? ".x" : ".y") + "@" + formatNumber(key)
        // The exact fraction, not the rounded key, so that 1/12 is 1/12 of the width.
        owner.addLayoutGuide(line)
        let made: [LayoutConstraint]
        if vertical {
            made = [
                leadingAnchor.anchorWithOffset(to: line.leadingAnchor).constraint(equalTo: widthAnchor, multiplier: fraction),
                line.widthAnchor.constraint(equalToConstant: 0),
                line.topAnchor.constraint(equalTo: topAnchor),
                line.heightAnchor.constraint(equalTo: heightAnchor),
            ]
            verticalLines[key] = line
        } else {
            made = [
                topAnchor.anchorWithOffset(to: line.topAnchor).constraint(equalTo: heightAnchor, multiplier: fraction),
                line.heightAnchor.constraint(equalToConstant: 0),
                line.leadingAnchor.constraint(equalTo: leadingAnchor),
                line.widthAnchor.constraint(equalTo: widthAnchor),
            ]
            horizontalLines[key] = line
        }
        for constraint in made { constraint.identifier = "Grid-Line" }
        lineConstraints += made
        LayoutConstraint.activate(made)
        return line
    }

    /// The lines made so far, as (fraction, guide) pairs sorted by fraction: vertical lines, then
    /// horizontal ones.
    public var lines: (vertical: [(fraction: Double, guide: LayoutGuide)], horizontal: [(fraction: Double, guide: LayoutGuide)]) {
        (
            verticalLines.sorted { $0.key < $1.key }.map { ($0.key, $0.value) },
            horizontalLines.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        )
    }

    /// The grid's column lines (0...columns) in the owning view's coordinates, as the solver has
    /// them now; makes the lines it needs.
    public var columnPositions: [Double] {
        (0...columns).map { lineGuide(vertical: true, at: Double($0) / Double(columns)).layoutFrame.minX }
    }

    /// The grid's row lines (0...rows) in the owning view's coordinates.
    public var rowPositions: [Double] {
        (0...rows).map { lineGuide(vertical: false, at: Double($0) / Double(rows)).layoutFrame.minY }
    }
}

extension View {
    /// The view's grid of `columns` × `rows` over `area` (made on first use, then the same guide).
    /// Any view can have grids, so a subview's grid is a sub-grid that follows the subview.
    ///
    /// - Parameters:
    ///   - columns: How many columns (12 by default).
    ///   - rows: How many rows (12 by default).
    ///   - area: What the grid spans: the bounds (default), the safe area or the layout margins.
    /// - Complexity: O(guides of the view) to find an existing grid.
    public func gridLayoutGuide(columns: Int = 12, rows: Int = 12, area: GridLayoutGuide.Area = .bounds) -> GridLayoutGuide {
        if let existing = layoutGuides.lazy.compactMap({ $0 as? GridLayoutGuide })
            .first(where: { $0.columns == columns && $0.rows == rows && $0.area == area })
        {
            return existing
        }
        let grid = GridLayoutGuide(columns: columns, rows: rows, area: area)
        addLayoutGuide(grid)
        let base: any LayoutItem =
            switch area {
            case .bounds: self
            case .safeArea: safeAreaLayoutGuide
            case .layoutMargins: layoutMarginsGuide
            }
        let edges = LayoutConstraint.make { grid.anchors.edges == base.anchors.edges }
        for constraint in edges { constraint.identifier = "Grid-Edge" }
        LayoutConstraint.activate(edges)
        return grid
    }
}
