extension LayoutScene {
    /// A short description of the scene's environment: `iPhone 13, portrait, 390×844`, with
    /// `, keyboard 336` when the keyboard shows.
    public var environmentSummary: String {
        let environment = self.environment
        let size = environment.screenSize
        var text = "\(environment.device.name), \(environment.isPortrait ? "portrait" : "landscape"), "
            + "\(formatNumber(size.width))×\(formatNumber(size.height))"
        if environment.keyboard.isShowing { text += ", keyboard \(formatNumber(environment.keyboard.height))" }
        return text
    }

    /// The scene as an SVG picture: the screen with its safe area and keyboard, each view as a
    /// labelled box, scroll content drawn faded where it lies beyond its viewport, broken
    /// constraints and ambiguous views highlighted and listed under the screen.
    ///
    /// Each view is one `<g class="view" data-name="NAME" data-frame="X Y WIDTH HEIGHT">` group
    /// (the frame in window coordinates), so pictures can be checked by programs as well as eyes;
    /// views that take part in a broken constraint add the class `broken`, ambiguous ones
    /// `ambiguous`, hidden ones `hidden`. Coordinates are points.
    ///
    /// - Parameter title: The caption above the screen; by default the file's title and
    ///   ``environmentSummary``.
    /// - Complexity: O(views × depth), plus the ambiguity checks (see ``ambiguousViews``).
    public func svgPicture(title: String? = nil) -> String {
        ScenePicture(scene: self).svg(title: title ?? "\(file.title ?? file.fileName) — \(environmentSummary)")
    }
}

/// Draws a ``LayoutScene`` as SVG.
struct ScenePicture {
    let scene: LayoutScene
    let screen: Rect

    init(scene: LayoutScene) {
        self.scene = scene
        screen = Rect(origin: .zero, size: scene.environment.screenSize)
    }

    /// Fills for views without a colour, by position in the file.
    static let palette = ["#e5e9f0", "#d8dee9", "#8fbcbb", "#88c0d0", "#81a1c1", "#a3be8c", "#ebcb8b", "#d08770", "#b48ead"]

    func svg(title: String) -> String {
        let items = Dictionary(scene.file.items.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let broken = scene.brokenConstraints
        var brokenViews: Set<ObjectIdentifier> = []
        for constraint in broken {
            for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 }) {
                if let view = item as? View { brokenViews.insert(ObjectIdentifier(view)) }
                if let guide = item as? LayoutGuide, let owner = guide.owningView { brokenViews.insert(ObjectIdentifier(owner)) }
            }
        }
        let ambiguous = scene.ambiguousViews
        let ambiguousNames = Set(ambiguous.map(\.name))

        // Frames in window coordinates, and the viewport each view is seen through.
        let frames = scene.views.map { scene.frameInWindow(of: $0.view).standardized }
        var bounds = screen
        for frame in frames { bounds = bounds.union(frame) }
        for (_, guide) in scene.guides {
            if let owner = guide.owningView { bounds = bounds.union(owner.convert(guide.layoutFrame, to: nil).standardized) }
        }
        // Names written beside boxes too small to hold them must fit on the canvas too.
        for (index, entry) in scene.views.enumerated().dropFirst() where !labelFits(entry.name, in: frames[index]) {
            let frame = frames[index]
            bounds = bounds.union(Rect(x: frame.maxX, y: frame.minY, width: 3 + labelWidth(entry.name), height: 13))
        }
        var legend: [(String, String)] = []
        for constraint in broken {
            let line = scene.source(of: constraint).map { " (line \($0.line))" } ?? ""
            legend.append(("broken", "Broken: \(constraint)\(line)"))
        }
        for entry in ambiguous {
            legend.append(("ambiguous", "Ambiguous: \(entry.name) (\(entry.attributes.map(\.description).joined(separator: ", ")))"))
        }
        for (name, view) in scene.views {
            if let scroll = view as? ScrollView, scroll.isScrollable {
                let size = scroll.contentSize
                legend.append(("note", "\(name) scrolls: content \(formatNumber(size.width))×\(formatNumber(size.height))"))
            }
        }
        let margin = 16.0, captionHeight = 28.0, lineHeight = 16.0
        let minX = bounds.minX - margin
        let minY = bounds.minY - margin - captionHeight
        let width = bounds.width + 2 * margin
        let longestLegend = legend.map { Double($0.1.count) * 6.6 }.max() ?? 0
        let canvasWidth = max(width, longestLegend + 2 * margin, Double(title.count) * 7.5 + 2 * margin)
        let height = bounds.height + 2 * margin + captionHeight + Double(legend.count) * lineHeight

        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(n(canvasWidth))" height="\(n(height))" \
            viewBox="\(n(minX)) \(n(minY)) \(n(canvasWidth)) \(n(height))" font-family="Helvetica, Arial, sans-serif">
            <title>\(escape(title))</title>
            <style>
            .screen { fill: none; stroke: #2e3440; stroke-width: 2; }
            .inset { fill: #4c566a; fill-opacity: 0.12; }
            .view > rect { stroke: #4c566a; stroke-width: 1; }
            .view > rect.beyond { fill-opacity: 0.3; stroke-dasharray: 4 3; }
            .view.hidden > rect { fill: none; stroke-dasharray: 2 2; }
            .view.ambiguous > rect { stroke: #d08770; stroke-width: 2; stroke-dasharray: 6 3; }
            .view.broken > rect { stroke: #bf616a; stroke-width: 3; }
            .guide > rect { fill: none; stroke: #5e81ac; stroke-dasharray: 3 3; }
            .grid { stroke: #5e81ac; stroke-opacity: 0.35; stroke-width: 0.5; }
            .keyboard { fill: #3b4252; fill-opacity: 0.55; }
            text { fill: #2e3440; font-size: 11px; }
            .caption { font-size: 13px; font-weight: bold; }
            .legend.broken { fill: #bf616a; }
            .legend.ambiguous { fill: #d08770; }
            </style>

            """
        // Clips: the screen, and each scroll view's viewport within its own clip.
        var clips: [ObjectIdentifier: String] = [:]
        svg += "<defs>\n<clipPath id=\"clip-screen\">\(rect(screen))</clipPath>\n"
        for (index, entry) in scene.views.enumerated() where entry.view is ScrollView {
            let id = "clip-\(index)"
            let viewport = clip(for: entry.view).map { $0.intersection(frames[index]) } ?? frames[index]
            svg += "<clipPath id=\"\(id)\">\(rect(viewport))</clipPath>\n"
            clips[ObjectIdentifier(entry.view)] = id
        }
        svg += "</defs>\n"
        svg += "<text class=\"caption\" x=\"\(n(bounds.minX))\" y=\"\(n(bounds.minY - margin))\">\(escape(title))</text>\n"

        for (index, entry) in scene.views.enumerated() {
            let (name, view) = entry
            let frame = frames[index]
            let item = items[name]
            let fill = item?.color.map(sanitizedColor) ?? (index == 0 ? "#ffffff" : Self.palette[(index - 1) % Self.palette.count])
            var classes = ["view"]
            if index == 0 { classes.append("root") }
            if view.isHidden { classes.append("hidden") }
            if brokenViews.contains(ObjectIdentifier(view)) { classes.append("broken") }
            if ambiguousNames.contains(name) { classes.append("ambiguous") }
            svg += "<g class=\"\(classes.joined(separator: " "))\" data-name=\"\(escape(name))\" "
                + "data-frame=\"\(n(frame.minX)) \(n(frame.minY)) \(n(frame.width)) \(n(frame.height))\">\n"
            svg += "<title>\(escape(name)) \(view.frame)</title>\n"
            let clipID = index == 0 ? nil : (ancestorScrollView(of: view).flatMap { clips[ObjectIdentifier($0)] } ?? "clip-screen")
            let visible = index == 0 ? frame : (clip(for: view).map { $0.intersection(frame) } ?? frame)
            if index > 0, !visible.isApproximatelyEqual(to: frame, tolerance: 0.01) {
                // The part beyond the viewport (scroll content below the fold), faded.
                svg += "\(rect(frame, fill: fill, class: "beyond"))\n"
            }
            let clipAttribute = clipID.map { " clip-path=\"url(#\($0))\"" } ?? ""
            svg += "\(rect(frame, fill: fill, extra: clipAttribute))\n"
            if let columns = item?.gridColumns, columns > 0, frame.width > 0, frame.height > 0 {
                for k in 1..<columns {
                    let x = frame.minX + frame.width * Double(k) / Double(columns)
                    let y = frame.minY + frame.height * Double(k) / Double(columns)
                    svg += "<line class=\"grid\" x1=\"\(n(x))\" y1=\"\(n(frame.minY))\" x2=\"\(n(x))\" y2=\"\(n(frame.maxY))\"/>"
                    svg += "<line class=\"grid\" x1=\"\(n(frame.minX))\" y1=\"\(n(y))\" x2=\"\(n(frame.maxX))\" y2=\"\(n(y))\"/>\n"
                }
            }
            if index > 0 { svg += label(name, in: frame) }
            svg += "</g>\n"
            if index == 0 { svg += insets() }
        }
        for (name, guide) in scene.guides {
            guard let owner = guide.owningView else { continue }
            let frame = owner.convert(guide.layoutFrame, to: nil).standardized
            svg += "<g class=\"guide\" data-name=\"\(escape(name))\">\(rect(frame))<title>\(escape(name)) (guide)</title></g>\n"
        }
        let keyboard = scene.environment.keyboard
        if keyboard.isShowing {
            let frame = Rect(x: 0, y: screen.height - keyboard.height, width: keyboard.width, height: keyboard.height)
            svg += "<g class=\"keyboard-area\">\(rect(frame, class: "keyboard"))"
                + "<text x=\"\(n(frame.midX - 24))\" y=\"\(n(frame.midY))\" style=\"fill: #eceff4\">keyboard</text></g>\n"
        }
        svg += "<rect class=\"screen\" x=\"0\" y=\"0\" width=\"\(n(screen.width))\" height=\"\(n(screen.height))\" rx=\"6\"/>\n"
        var y = bounds.maxY + margin + 4
        for (kind, text) in legend {
            svg += "<text class=\"legend \(kind)\" x=\"\(n(bounds.minX))\" y=\"\(n(y))\">\(escape(text))</text>\n"
            y += lineHeight
        }
        svg += "</svg>\n"
        return svg
    }

    /// The region a view is seen through: the screen and the viewports of its scroll view ancestors.
    private func clip(for view: View) -> Rect? {
        var region = screen
        var ancestor = view.superview
        while let current = ancestor {
            if current is ScrollView { region = region.intersection(scene.frameInWindow(of: current).standardized) }
            ancestor = current.superview
        }
        return region
    }

    private func ancestorScrollView(of view: View) -> ScrollView? {
        var ancestor = view.superview
        while let current = ancestor {
            if let scroll = current as? ScrollView { return scroll }
            ancestor = current.superview
        }
        return nil
    }

    /// Bands for the root's safe-area insets.
    private func insets() -> String {
        let insets = scene.environment.safeAreaInsets
        var bands: [Rect] = []
        if insets.top > 0 { bands.append(Rect(x: 0, y: 0, width: screen.width, height: insets.top)) }
        if insets.bottom > 0 { bands.append(Rect(x: 0, y: screen.height - insets.bottom, width: screen.width, height: insets.bottom)) }
        if insets.left > 0 { bands.append(Rect(x: 0, y: 0, width: insets.left, height: screen.height)) }
        if insets.right > 0 { bands.append(Rect(x: screen.width - insets.right, y: 0, width: insets.right, height: screen.height)) }
        return bands.map { rect($0, class: "inset") + "\n" }.joined()
    }

    /// Roughly how wide a name is at 11 points.
    private func labelWidth(_ name: String) -> Double { Double(name.count) * 6.2 }

    private func labelFits(_ name: String, in frame: Rect) -> Bool {
        frame.width >= labelWidth(name) + 6 && frame.height >= 15
    }

    /// The view's name inside its box when it fits, beside it otherwise.
    private func label(_ name: String, in frame: Rect) -> String {
        if labelFits(name, in: frame) {
            return "<text x=\"\(n(frame.minX + 4))\" y=\"\(n(frame.minY + 13))\">\(escape(name))</text>\n"
        }
        return "<text x=\"\(n(frame.maxX + 3))\" y=\"\(n(frame.minY + min(13, max(9, frame.height))))\">\(escape(name))</text>\n"
    }

    private func rect(_ frame: Rect, fill: String? = nil, class className: String? = nil, extra: String = "") -> String {
        var text = "<rect"
        if let className { text += " class=\"\(className)\"" }
        text += " x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\""
        if let fill { text += " fill=\"\(escape(fill))\"" }
        return text + extra + "/>"
    }

    /// A CSS colour as written, if it is a plain colour (`#abc`, a name); grey otherwise.
    private func sanitizedColor(_ color: String) -> String {
        let allowed = color.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "#") }
        return allowed && !color.isEmpty ? color : "#d8dee9"
    }

    /// A number for SVG: at most two decimals.
    private func n(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return rounded == 0 ? "0" : "\(Int(rounded))" }
        return "\(rounded)"
    }
}

/// Text for XML content and attributes.
fileprivate func escape(_ text: String) -> String {
    var result = ""
    for character in text {
        switch character {
        case "&": result += "&amp;"
        case "<": result += "&lt;"
        case ">": result += "&gt;"
        case "\"": result += "&quot;"
        case "'": result += "&apos;"
        default: result.append(character)
        }
    }
    return result
}

extension Rect {
    /// The same rectangle with a non-negative width and height.
    fileprivate var standardized: Rect {
        var result = self
        if result.size.width < 0 {
            result.origin.x += result.size.width
            result.size.width = -result.size.width
        }
        if result.size.height < 0 {
            result.origin.y += result.size.height
            result.size.height = -result.size.height
        }
        return result
    }

    /// The smallest rectangle that contains both.
    fileprivate func union(_ other: Rect) -> Rect {
        let minX = Swift.min(self.minX, other.minX), minY = Swift.min(self.minY, other.minY)
        let maxX = Swift.max(self.maxX, other.maxX), maxY = Swift.max(self.maxY, other.maxY)
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The overlap of both (empty, at the nearer corner, when they do not overlap).
    fileprivate func intersection(_ other: Rect) -> Rect {
        let minX = Swift.max(self.minX, other.minX), minY = Swift.max(self.minY, other.minY)
        let maxX = Swift.min(self.maxX, other.maxX), maxY = Swift.min(self.maxY, other.maxY)
        return Rect(x: minX, y: minY, width: Swift.max(0, maxX - minX), height: Swift.max(0, maxY - minY))
    }
}
