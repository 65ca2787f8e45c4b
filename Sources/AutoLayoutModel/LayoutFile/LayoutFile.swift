/// A layout described in a layout file: views with their content sizes, and constraints written as
/// equations or in the Visual Format Language, some of them only for some environments.
///
/// The format is documented in `docs/layout-file-format.md`. Read a file once, then lay it out in
/// as many environments as you like:
///
/// ```swift
/// let file = try LayoutFile(parsing: """
///     view card in root intrinsic=200x100
///     card.center == root.center
///     card.width <= 500
///     card.left == root.left + 8 @999
///     """, fileName: "card.layout")
/// let scene = file.makeScene(in: Environment(device: .iPhone13))
/// scene.view(named: "card")?.frame        // (95, 372, 200, 100)
/// scene.apply(scene.environment.rotated(to: .landscapeLeft))
/// ```
///
/// Reading checks everything that does not depend on the environment (syntax, names, axes, visual
/// format strings), so a file that reads without errors always lays out: conflicts between its
/// required constraints are broken and reported by the scene, as Auto Layout does at run time.
public struct LayoutFile {
    /// The most errors one reading reports.
    public static let maximumDiagnostics = 50

    /// The name used in error messages.
    public let fileName: String
    /// The file's title (`layout "Breather"`), if it has one.
    public var title: String? { tree.title }
    let tree: LayoutFileSyntaxTree

    /// Reads a layout file.
    ///
    /// - Parameters:
    ///   - text: The file's contents.
    ///   - fileName: The name to show in error messages.
    /// - Throws: ``LayoutFileError`` with every problem found (up to ``maximumDiagnostics``), each
    ///   with its line and column.
    /// - Complexity: O(*n*) for *n* characters, plus building the views once to check the names.
    public init(parsing text: String, fileName: String = "layout") throws {
        var parser = LayoutFileParser()
        parser.parse(text)
        var diagnostics = parser.diagnostics
        // Build once, in a throwaway window, to check every name and visual format string.
        var builder = LayoutFileBuilder(tree: parser.tree)
        builder.build(in: View(name: "root", frame: Rect(x: 0, y: 0, width: 375, height: 667)))
        diagnostics += builder.diagnostics
        guard diagnostics.isEmpty else {
            diagnostics.sort { ($0.line, $0.column) < ($1.line, $1.column) }
            throw LayoutFileError(fileName: fileName, text: text, diagnostics: Array(diagnostics.prefix(Self.maximumDiagnostics)))
        }
        self.fileName = fileName
        self.tree = parser.tree
    }

    /// A declared item, as the renderer and the tool list them.
    public struct Item: Hashable, Sendable {
        /// What kind of item a declaration makes.
        public enum Kind: String, Hashable, Sendable {
            /// A plain view.
            case view
            /// A scroll view.
            case scroll
            /// A stack view.
            case stack
            /// A layout guide.
            case guide
        }

        /// The name.
        public var name: String
        /// What it is.
        public var kind: Kind
        /// The superview's (or owning view's) name; empty for `root`.
        public var parent: String
        /// The fill colour for pictures, as written (`#88c0d0`, `teal`), if any.
        public var color: String?
        /// How many grid columns pictures draw on it, if any.
        public var gridColumns: Int?
        /// The line that declares it (0 for `root`).
        public var line: Int
    }

    /// `root` and every declared item, in the order of the file.
    public var items: [Item] {
        [Item(name: "root", kind: .view, parent: "", color: tree.rootProperties.color,
              gridColumns: tree.rootProperties.gridColumns, line: 0)]
            + tree.declarations.map {
                Item(name: $0.name, kind: Item.Kind(rawValue: $0.kind.rawValue)!, parent: $0.parent,
                     color: $0.properties.color, gridColumns: $0.properties.gridColumns, line: $0.location.line)
            }
    }

    /// Whether anything in the file depends on the keyboard (a `keyboard` or `noKeyboard`
    /// condition, or a keyboard guide), so that it is worth laying out with the keyboard showing too.
    public var usesKeyboard: Bool {
        tree.statements.contains { statement in
            if statement.condition.terms.contains(where: { $0 == .keyword(.keyboard) || $0 == .keyword(.noKeyboard) }) {
                return true
            }
            switch statement.body {
            case .equation(let first, _, let second, _, _):
                return first.item.guide == .keyboard || second?.item.guide == .keyboard
            case .compound(let first, _, _, let value, _):
                if case .item(let other) = value, other.guide == .keyboard { return true }
                return first.guide == .keyboard
            case .visualFormat:
                return false
            }
        }
    }

    /// The names of the `named` conditions the file uses, sorted.
    public var predicateNames: [String] {
        var names: Set<String> = []
        for statement in tree.statements {
            for case .named(let name) in statement.condition.terms { names.insert(name) }
        }
        return names.sorted()
    }

    /// Lays the file out in `environment`: a new ``Window`` with the file's views, every
    /// unconditional constraint active, and the conditional ones following the environment.
    ///
    /// - Parameters:
    ///   - environment: The device, orientation and keyboard.
    ///   - predicates: The `named` conditions that hold (others do not).
    /// - Complexity: O(views + constraints), plus the solver's work.
    public func makeScene(in environment: Environment, predicates: Set<String> = []) -> LayoutScene {
        LayoutScene(file: self, environment: environment, predicates: predicates)
    }
}

extension ConditionSyntax {
    /// The condition as the responsive part of the module tests it.
    var layoutCondition: LayoutCondition {
        var condition = LayoutCondition.always
        for term in terms {
            switch term {
            case .named(let name): condition = condition && .named(name)
            case .keyword(let keyword):
                switch keyword {
                case .portrait: condition = condition && .portrait
                case .landscape: condition = condition && .landscape
                case .portraitUp: condition = condition && .orientations(.portraitUp)
                case .portraitDown: condition = condition && .orientations(.portraitDown)
                case .landscapeLeft: condition = condition && .orientations(.landscapeLeft)
                case .landscapeRight: condition = condition && .orientations(.landscapeRight)
                case .keyboard: condition = condition && .keyboardShowing
                case .noKeyboard: condition = condition && .keyboardHidden
                case .phone: condition = condition && .phone
                case .tablet: condition = condition && .tablet
                case .compactWidth: condition = condition && .horizontallyCompact
                case .regularWidth: condition = condition && .horizontallyRegular
                case .compactHeight: condition = condition && .verticallyCompact
                case .regularHeight: condition = condition && .verticallyRegular
                }
            }
        }
        return condition
    }
}
