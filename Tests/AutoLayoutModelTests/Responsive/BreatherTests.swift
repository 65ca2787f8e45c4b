import AutoLayoutModel
import Testing

@Suite struct BreatherTests {
    /// The frames of the common views in root coordinates, worked out from the environment alone
    /// (see `BreatherScreen`'s documentation), by name.
    func expectedFrames(_ environment: Environment) -> [String: Rect] {
        let screen = environment.screenSize, insets = environment.safeAreaInsets
        let viewport = Rect(x: insets.left, y: insets.top, width: screen.width - insets.left - insets.right,
                            height: screen.height - insets.top - insets.bottom)
        let w = viewport.width, h = max(504, viewport.height), s = (h - 501) / 4
        let label = min(337, w - 16), inner = min(500, w - 16)
        func inContent(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
            Rect(x: viewport.x + x, y: viewport.y + y, width: width, height: height)
        }
        return [
            "root": Rect(origin: .zero, size: screen),
            "scrollView": viewport,
            "contentView": inContent(0, 0, w, h),
            "cityLabel": inContent((w - label) / 2, 20, label, 21),
            "iconView": inContent((w - 100) / 2, 41 + s, 100, 100),
            "currentConditions": inContent((w - inner) / 2, 141 + 2 * s, inner, 120),
            "hourlyForecast": inContent((w - inner) / 2, 261 + 3 * s, inner, 80),
            "dailyForecast": inContent((w - inner) / 2, 341 + 4 * s, inner, 140),
        ]
    }

    func rootFrames(_ screen: BreatherScreen) -> [String: Rect] {
        var result: [String: Rect] = [:]
        for view in screen.commonViews { result[view.name!] = view.convert(view.bounds, to: nil) }
        return result
    }

    static let environments: [Environment] = Device.catalog.flatMap { device in
        [Environment(device: device), Environment(device: device, orientation: .landscapeLeft)]
    }

    @Test(arguments: BreatherScreen.Style.allCases)
    func everyStyleMatchesTheFramesWorkedOutByHand(style: BreatherScreen.Style) {
        for environment in Self.environments {
            var conflicts: [ConstraintConflict] = []
            let screen = Samples.breather(environment: environment, style: style) { conflicts.append($0) }
            let expected = expectedFrames(environment)
            for (name, frame) in rootFrames(screen) {
                expectRect(frame, expected[name]!, "\(style) \(environment) \(name)")
            }
            let viewportHeight = expected["scrollView"]!.height
            #expect(screen.scrollView.scrollsVertically == (viewportHeight < 504), "\(environment)")
            #expect(!screen.scrollView.scrollsHorizontally)
            #expect(conflicts.isEmpty, "\(environment): \(conflicts)")
            #expect(!screen.commonViews.contains { $0.hasAmbiguousLayout }, "\(style) \(environment)")
        }
    }

    /// The same screen, built three ways, rotated through every orientation on every device
    /// (incrementally, in one window each), gives identical frames at every step.
    @Test func theThreeStylesGiveIdenticalFramesWhileRotating() {
        for device in Device.catalog {
            let screens = BreatherScreen.Style.allCases.map { Samples.breather(environment: Environment(device: device), style: $0) }
            for orientation in [DeviceOrientation.landscapeLeft, .portraitUp, .landscapeRight, .faceUp, .portraitDown, .landscapeLeft] {
                for screen in screens { screen.window.rotate(to: orientation) }
                let frames = screens.map(rootFrames)
                let expected = expectedFrames(screens[0].window.environment)
                for name in expected.keys {
                    for (style, styleFrames) in zip(BreatherScreen.Style.allCases, frames) {
                        expectRect(styleFrames[name]!, expected[name]!, "\(device.name) \(orientation) \(style) \(name)")
                    }
                }
            }
        }
    }

    @Test func theLayoutCallbackSetsTheArticlesHeight() {
        let screen = Samples.breather(environment: Environment(device: .iPhoneSE), style: .viewWillLayoutSubviews)
        // Portrait: 568 − 20 (status bar) = 548.
        #expect(screen.contentHeightConstraint.constant == 548)
        #expect(!screen.scrollView.isScrollable)
        screen.window.rotate(to: .landscapeLeft)
        #expect(screen.contentHeightConstraint.constant == 504)
        #expect(screen.scrollView.isScrollable)
        #expect(screen.scrollView.contentSize == Size(width: 568, height: 504))
        #expect(screen.spacers.allSatisfy { abs($0.frame.height - 0.75) < 1e-9 })
    }

    @Test func theStackViewReplacesTheSpacers() {
        let screen = Samples.breather(environment: Environment(device: .iPhone8), style: .stackView)
        #expect(screen.spacers.isEmpty)
        #expect(screen.stackView?.arrangedSubviews.map(\.name) == ["cityLabel", "iconView", "currentConditions", "hourlyForecast", "dailyForecast"])
        #expect(!screen.views.contains { $0.name?.hasPrefix("spacer") ?? false })
    }

    /// With the margin priorities the other way round, a landscape phone cannot hold a 500-point
    /// cap and 8-point margins: the engine reports the conflict, breaks a constraint of the inner
    /// view, and keeps laying out; back in portrait, everything holds again.
    @Test(arguments: [BreatherScreen.Style.constraints, .stackView, .viewWillLayoutSubviews])
    func swappedMarginPrioritiesAreUnsatisfiableInLandscape(style: BreatherScreen.Style) {
        var conflicts: [ConstraintConflict] = []
        let portrait = Environment(device: .iPhone8)
        let screen = Samples.breather(environment: portrait, style: style, marginPriorities: .swapped) { conflicts.append($0) }
        let engine = screen.root.layoutEngine
        // Portrait: 359 points fit under the cap, so the swap changes nothing.
        #expect(conflicts.isEmpty)
        for (name, frame) in rootFrames(screen) { expectRect(frame, expectedFrames(portrait)[name]!, "portrait \(name)") }

        screen.window.rotate(to: .landscapeLeft)
        #expect(!conflicts.isEmpty)
        let inner = screen.innerViews[0]
        for conflict in conflicts {
            #expect(conflict.report.hasPrefix("Unable to simultaneously satisfy constraints."))
            #expect(conflict.report.contains("Will attempt to recover by breaking constraint"))
            #expect(conflict.constraints.contains { $0 === conflict.brokenConstraint })
            #expect(conflict.brokenConstraint.firstItem === inner, "\(conflict.brokenConstraint)")
        }
        // The conflict names the cap, a required margin and the window's width, which cannot hold
        // together (the other margin or the centring completes the set; the solver names a
        // minimal one).
        let named = conflicts[0].constraints.map(\.description)
        #expect(named.contains("<currentConditions.width <= 500>"), "\(named)")
        #expect(named.contains { $0.hasPrefix("<currentConditions.leading == contentView.leading + 8")
            || $0.hasPrefix("<currentConditions.trailing == contentView.trailing - 8") }, "\(named)")
        #expect(named.contains("<'View-Encapsulated-Layout-Width' root.width == 667>"), "\(named)")
        #expect(!engine.brokenConstraints.isEmpty)
        // Layout went on: the window keeps its size and everything not involved is where the
        // article's layout puts it.
        let landscape = screen.window.environment
        let expected = expectedFrames(landscape)
        for (name, frame) in rootFrames(screen) where !["currentConditions", "hourlyForecast", "dailyForecast"].contains(name) {
            expectRect(frame, expected[name]!, "landscape \(name)")
        }
        for view in screen.views {
            let frame = view.frame
            let finite = [frame.x, frame.y, frame.width, frame.height].allSatisfy { $0.isFinite }
            #expect(finite, "\(view)")
        }

        screen.window.rotate(to: .portraitUp)
        #expect(engine.brokenConstraints.isEmpty, "the broken constraint is back")
        for (name, frame) in rootFrames(screen) { expectRect(frame, expectedFrames(portrait)[name]!, "portrait again \(name)") }
    }
}
