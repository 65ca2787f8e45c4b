import AutoLayoutModel
import Testing

@Suite struct SharedViewTests {
    /// The constraints installed in the window's solver that mention `view`.
    func installed(mentioning view: View, in window: Window) -> [LayoutConstraint] {
        view.constraintsAffectingLayout(for: .horizontal) + view.constraintsAffectingLayout(for: .vertical)
    }

    @Test func theBannerMovesIntoWhicheverScreenShowsIt() {
        let window = Window(environment: Environment(device: .iPhone11Pro))
        window.rootView.layoutEngine.logHandler = { _ in }
        let journal = Journal()
        let home = JournalScreen("home", journal: journal), article = JournalScreen("article", journal: journal)
        let plain = JournalScreen("plain", journal: journal)
        let navigation = NavigationController(rootViewController: home)
        window.rootViewController = navigation
        let banner = SharedView(View(name: "banner"))
        window.addSharedView(banner)
        banner.place(in: home) { banner, screen in
            banner.anchors.horizontalEdges == screen.anchors.horizontalEdges
            banner.bottomAnchor == screen.safeAreaLayoutGuide.bottomAnchor
            banner.heightAnchor == 50
        }
        banner.place(in: article) { banner, screen in
            banner.topAnchor == screen.safeAreaLayoutGuide.topAnchor
            banner.anchors.horizontalEdges == screen.anchors.horizontalEdges.inset(20)
            banner.heightAnchor == 90
        }
        window.layoutIfNeeded()
        #expect(banner.host === home && banner.view.superview === home.view)
        expectRect(banner.view.convert(banner.view.bounds, to: nil), Rect(x: 0, y: 812 - 34 - 50, width: 375, height: 50))
        let homeConstraints = banner.activeConstraints
        #expect(homeConstraints.count == 4)

        navigation.push(article)
        #expect(banner.host === article && banner.view.superview === article.view)
        expectRect(banner.view.convert(banner.view.bounds, to: nil), Rect(x: 20, y: 44, width: 335, height: 90))
        // Only the article's constraints hold the banner; the home screen's are inactive, kept.
        #expect(homeConstraints.allSatisfy { !$0.isActive })
        let mentioning = Set(installed(mentioning: banner.view, in: window).map(ObjectIdentifier.init))
        #expect(mentioning == Set(banner.activeConstraints.map(ObjectIdentifier.init)))

        // A screen without a placement: the banner leaves the window.
        navigation.push(plain)
        #expect(banner.host == nil && banner.view.superview == nil)
        #expect(installed(mentioning: banner.view, in: window).isEmpty)

        navigation.popToRoot()
        #expect(banner.host === home)
        // The home screen's own constraints came back.
        #expect(Set(banner.activeConstraints.map(ObjectIdentifier.init)) == Set(homeConstraints.map(ObjectIdentifier.init)))
        #expect(homeConstraints.allSatisfy { $0.isActive })
        #expect(banner.placedControllers.map(\.title) == ["home"], "the popped article's placement is dropped")
        expectRect(banner.view.convert(banner.view.bounds, to: nil), Rect(x: 0, y: 728, width: 375, height: 50))
    }

    @Test func destroyingTheHostLeavesNoDanglingConstraints() {
        let window = Window(environment: Environment(device: .iPhone8))
        window.rootView.layoutEngine.logHandler = { _ in }
        let baseline = window.rootView.layoutEngine.solver.constraints.count
        let journal = Journal()
        let screen = JournalScreen("screen", journal: journal)
        window.rootViewController = screen
        let banner = SharedView(View(name: "banner"))
        window.addSharedView(banner)
        banner.place(in: screen) { banner, screen in
            banner.anchors.edges == screen.anchors.edges.inset(100)
        }
        #expect(banner.host === screen)
        screen.destroy()
        #expect(banner.host == nil && banner.view.superview == nil)
        #expect(banner.placedControllers.isEmpty)
        #expect(window.rootView.layoutEngine.solver.constraints.count == baseline)
        // The banner is intact and can go into the next screen.
        let next = JournalScreen("next", journal: journal)
        window.rootViewController = next
        banner.place(in: next) { banner, screen in
            banner.anchors.edges == screen.anchors.edges
        }
        #expect(banner.host === next)
        expectRect(banner.view.frame, Rect(x: 0, y: 0, width: 375, height: 667))
        window.removeSharedView(banner)
        #expect(banner.view.superview == nil && window.sharedViews.isEmpty)
    }

    @Test func presentedScreensTakeTheBannerAndGiveItBack() {
        let window = Window(environment: Environment(device: .iPhone8))
        let journal = Journal()
        let home = JournalScreen("home", journal: journal), modal = JournalScreen("modal", journal: journal)
        window.rootViewController = home
        let banner = SharedView(View(name: "banner"))
        window.addSharedView(banner)
        banner.place(in: home) { banner, screen in banner.anchors.edges == screen.anchors.edges.inset(1) }
        banner.place(in: modal) { banner, screen in banner.anchors.edges == screen.anchors.edges.inset(2) }
        window.present(modal)
        #expect(banner.host === modal)
        expectRect(banner.view.frame, Rect(x: 2, y: 2, width: 371, height: 663))
        window.dismiss()
        #expect(banner.host === home)
        expectRect(banner.view.frame, Rect(x: 1, y: 1, width: 373, height: 665))
    }
}

@Suite struct PhysicalEdgeTests {
    @Test func edgesTurnWithTheDevice() {
        #expect(PhysicalEdge.bottom.screenEdge(in: .portraitUp) == .bottom)
        #expect(PhysicalEdge.bottom.screenEdge(in: .landscapeLeft) == .right)
        #expect(PhysicalEdge.bottom.screenEdge(in: .landscapeRight) == .left)
        #expect(PhysicalEdge.bottom.screenEdge(in: .portraitDown) == .top)
        // Every orientation maps the four physical edges onto the four screen edges.
        for orientation in InterfaceOrientation.allCases {
            #expect(Set(PhysicalEdge.allCases.map { $0.screenEdge(in: orientation) }).count == 4)
        }
    }

    @Test func aBarByTheHomeIndicatorStaysThere() {
        let window = Window(environment: Environment(device: .iPhone11Pro))
        let bar = View(name: "bar")
        let pin = window.pin(bar, to: .bottom, thickness: 50)
        // Safe areas: portrait (44, 0, 34, 0), landscape (0, 44, 21, 44) on 812×375.
        expectRect(bar.frame, Rect(x: 0, y: 812 - 34 - 50, width: 375, height: 50), "portrait")
        window.rotate(to: .landscapeLeft)
        expectRect(bar.frame, Rect(x: 812 - 44 - 50, y: 0, width: 50, height: 354), "landscape left")
        #expect(pin.screenEdge(in: window.environment) == .right)
        window.rotate(to: .landscapeRight)
        expectRect(bar.frame, Rect(x: 44, y: 0, width: 50, height: 354), "landscape right")
        window.rotate(to: .portraitDown)
        expectRect(bar.frame, Rect(x: 0, y: 44, width: 375, height: 50), "upside down")
        window.rotate(to: .faceUp)
        expectRect(bar.frame, Rect(x: 0, y: 44, width: 375, height: 50), "flat keeps the layout")
        #expect(pin.contentRotation(in: window.environment) == 0)
    }

    @Test func overTheStatusBarWithUnrotatedContent() {
        let window = Window(environment: Environment(device: .iPhone11Pro))
        let strip = View(name: "strip")
        let pin = window.pin(strip, to: .left, thickness: 30, coversStatusBar: true, keepsContentUnrotated: true)
        expectRect(strip.frame, Rect(x: 0, y: 0, width: 30, height: 812))
        #expect(pin.contentRotation(in: window.environment) == 0)
        #expect(pin.contentSize(in: window.environment) == Size(width: 30, height: 812))
        window.rotate(to: .landscapeLeft)
        // The physical left edge is now at the bottom of the content.
        expectRect(strip.frame, Rect(x: 0, y: 375 - 30, width: 812, height: 30))
        #expect(pin.contentRotation(in: window.environment) == 90)
        #expect(pin.contentSize(in: window.environment) == Size(width: 30, height: 812))
        window.rotate(to: .landscapeRight)
        expectRect(strip.frame, Rect(x: 0, y: 0, width: 812, height: 30))
        #expect(pin.contentRotation(in: window.environment) == -90)
    }
}
