import AutoLayoutModel
import Testing

/// A screen with a few subviews and constraints, that logs its life into a shared journal.
final class JournalScreen: ViewController {
    let journal: Journal
    weak var box: View?
    var layoutCount = 0

    init(_ title: String, journal: Journal) {
        self.journal = journal
        super.init(title: title)
        lifecycleObserver = { controller, event in journal.entries.append("\(controller.title).\(event.rawValue)") }
    }

    override func viewDidLoad() {
        let box = View(name: title + ".box")
        let label = View(name: title + ".label", intrinsicContentSize: Size(width: 80, height: 20))
        view.addSubview(box)
        box.addSubview(label)
        LayoutConstraint.activate {
            box.anchors.edges == view.safeAreaLayoutGuide.anchors.edges.inset(10)
            label.anchors.center == box.anchors.center
        }
        self.box = box
    }

    override func viewWillLayoutSubviews() { layoutCount += 1 }
}

final class Journal {
    var entries: [String] = []

    func take() -> [String] {
        defer { entries = [] }
        return entries
    }
}

@Suite struct ScreenTests {
    func makeWindow() -> (Window, Journal, Int) {
        let window = Window(environment: Environment(device: .iPhone8))
        window.rootView.layoutEngine.logHandler = { _ in }
        window.layoutIfNeeded()
        return (window, Journal(), window.rootView.layoutEngine.solver.constraints.count)
    }

    @Test func theViewLoadsLazilyAndScreensAppear() {
        let (window, journal, _) = makeWindow()
        let home = JournalScreen("home", journal: journal)
        #expect(!home.isViewLoaded)
        window.rootViewController = home
        #expect(home.isViewLoaded && home.isVisible)
        #expect(journal.take() == ["home.didLoad", "home.willAppear", "home.didAppear"])
        expectRect(home.view.frame, Rect(x: 0, y: 0, width: 375, height: 667))
        expectRect(home.box!.frame, Rect(x: 10, y: 30, width: 355, height: 627))
        let layouts = home.layoutCount
        window.rotate(to: .landscapeLeft)
        expectRect(home.box!.frame, Rect(x: 10, y: 10, width: 647, height: 355))
        #expect(home.layoutCount > layouts, "viewWillLayoutSubviews runs when the screen is resized")
    }

    @Test func navigationPushPopAndPopToRoot() {
        let (window, journal, baseline) = makeWindow()
        let a = JournalScreen("a", journal: journal)
        let navigation = NavigationController(rootViewController: a)
        window.rootViewController = navigation
        #expect(journal.take() == ["a.didLoad", "a.willAppear", "a.didAppear"])
        let b = JournalScreen("b", journal: journal), c = JournalScreen("c", journal: journal)
        navigation.push(b)
        #expect(journal.take() == ["b.didLoad", "a.willDisappear", "b.willAppear", "a.didDisappear", "b.didAppear"])
        #expect(window.visibleViewController === b && a.viewIfLoaded?.superview == nil)
        expectRect(b.box!.convert(b.box!.bounds, to: nil), Rect(x: 10, y: 30, width: 355, height: 627))
        navigation.push(c)
        _ = journal.take()
        weak let weakB = b.box
        weak let weakC = c.box
        #expect(navigation.pop() === c)
        #expect(journal.take() == ["c.willDisappear", "b.willAppear", "c.didDisappear", "b.didAppear", "c.didDestroy"])
        #expect(c.isDestroyed && !c.isViewLoaded && weakC == nil)
        navigation.push(JournalScreen("d", journal: journal))
        _ = journal.take()
        let popped = navigation.popToRoot()
        #expect(popped.map(\.title) == ["d", "b"])
        #expect(journal.take() == ["d.willDisappear", "a.willAppear", "d.didDisappear", "a.didAppear", "d.didDestroy", "b.didDestroy"])
        #expect(weakB == nil)
        #expect(navigation.viewControllers.map(\.title) == ["a"])
        #expect(navigation.pop() == nil, "the last screen stays")
        // a's own constraints, the navigation's and the window's pins: as many as when a alone was shown.
        let solver = window.rootView.layoutEngine.solver
        navigation.destroy()
        #expect(a.isDestroyed && navigation.isDestroyed && window.rootViewController == nil)
        #expect(window.rootView.layoutEngine.solver.constraints.count == baseline, "\(solver.constraints.count)")
    }

    @Test func popToAGivenOrPreviousScreenAndKeepingPoppedScreens() {
        let (window, journal, _) = makeWindow()
        let screens = ["a", "b", "c", "d", "e"].map { JournalScreen($0, journal: journal) }
        let navigation = NavigationController(rootViewController: screens[0])
        window.rootViewController = navigation
        for screen in screens.dropFirst() { navigation.push(screen) }
        _ = journal.take()
        #expect(navigation.pop(to: screens[3]).map(\.title) == ["e"])
        #expect(navigation.popToPrevious { $0.title == "b" }.map(\.title) == ["d", "c"])
        #expect(navigation.viewControllers.map(\.title) == ["a", "b"])
        #expect(navigation.popToPrevious { $0.title == "zzz" }.isEmpty)
        let kept = navigation.pop(destroying: false)
        #expect(kept === screens[1] && !screens[1].isDestroyed && screens[1].window == nil)
        // A kept screen can be shown again.
        navigation.push(screens[1])
        #expect(window.visibleViewController === screens[1] && screens[1].isVisible)
    }

    @Test func presentDismissAndDismissOthers() {
        let (window, journal, baseline) = makeWindow()
        let home = JournalScreen("home", journal: journal)
        let navigation = NavigationController(rootViewController: home)
        window.rootViewController = navigation
        let login = JournalScreen("login", journal: journal), alert = JournalScreen("alert", journal: journal)
        _ = journal.take()
        window.present(login)
        #expect(journal.take() == ["login.didLoad", "home.willDisappear", "login.willAppear", "home.didDisappear", "login.didAppear"])
        #expect(login.presentingViewController === navigation && navigation.presentedViewController === login)
        login.present(alert)
        #expect(window.presentationChain.map(\.title) == ["navigation", "login", "alert"])
        _ = journal.take()
        // Dismiss everything and push: the login screen never reappears.
        let detail = JournalScreen("detail", journal: journal)
        window.dismissAllAndPush(detail)
        #expect(journal.take() == [
            "detail.didLoad", "alert.willDisappear", "detail.willAppear", "alert.didDisappear", "detail.didAppear",
            "alert.didDestroy", "login.didDestroy",
        ])
        #expect(login.isDestroyed && alert.isDestroyed)
        #expect(window.visibleViewController === detail)
        #expect(navigation.viewControllers.map(\.title) == ["home", "detail"])
        // Present, then dismiss others and present: only the new one shows.
        let first = JournalScreen("first", journal: journal), second = JournalScreen("second", journal: journal)
        window.present(first)
        _ = journal.take()
        window.dismissAllAndPresent(second)
        #expect(journal.take() == ["second.didLoad", "first.willDisappear", "second.willAppear", "first.didDisappear",
                                   "second.didAppear", "first.didDestroy"])
        window.dismiss()
        #expect(window.visibleViewController === detail && second.isDestroyed)
        window.rootViewController = nil
        #expect(home.isDestroyed && detail.isDestroyed && navigation.isDestroyed)
        #expect(window.rootView.layoutEngine.solver.constraints.count == baseline)
        #expect(window.rootView.subviews.isEmpty)
    }

    @Test func dismissAllAndPushCallsBackInOrder() {
        let (window, journal, _) = makeWindow()
        let home = JournalScreen("home", journal: journal)
        let navigation = NavigationController(rootViewController: home)
        window.rootViewController = navigation
        let login = JournalScreen("login", journal: journal)
        window.present(login)
        _ = journal.take()
        let detail = JournalScreen("detail", journal: journal)
        window.dismissAllAndPush(detail)
        // The push happens out of sight (detail loads), then the chain switches in one step.
        #expect(journal.take() == [
            "detail.didLoad", "login.willDisappear", "detail.willAppear", "login.didDisappear", "detail.didAppear",
            "login.didDestroy",
        ])
        #expect(!home.isVisible && detail.isVisible)
    }

    @Test func destroyingThePresentingOrThePresentedScreen() {
        let (window, journal, baseline) = makeWindow()
        let a = JournalScreen("a", journal: journal), b = JournalScreen("b", journal: journal)
        let c = JournalScreen("c", journal: journal)
        window.rootViewController = a
        window.present(b)
        window.present(c)
        _ = journal.take()
        // Destroying a screen under the top one frees it; the top one stays as it is.
        b.destroy()
        #expect(journal.take() == ["b.didDestroy"])
        #expect(window.presentationChain.map(\.title) == ["a", "c"] && c.presentingViewController === a)
        // Destroying the root while a screen is presented over it: the presented one becomes the root.
        a.destroy()
        #expect(journal.take() == ["a.didDestroy"])
        #expect(window.rootViewController === c && c.presentingViewController == nil && c.isVisible)
        // Destroying the visible screen shows what it presented over (here: nothing).
        let d = JournalScreen("d", journal: journal)
        window.present(d)
        _ = journal.take()
        d.destroy()
        #expect(journal.take() == ["d.willDisappear", "c.willAppear", "d.didDisappear", "c.didAppear", "d.didDestroy"])
        c.destroy()
        #expect(window.rootViewController == nil)
        #expect(window.rootView.layoutEngine.solver.constraints.count == baseline)
    }

    /// Many screens come and go; when they are gone, the solver holds exactly what it held before
    /// and their views are freed.
    @Test func destroyedScreensLeaveNothingInTheSolver() {
        let (window, journal, baseline) = makeWindow()
        var weakViews: [() -> View?] = []
        let navigation = NavigationController(rootViewController: JournalScreen("root", journal: journal))
        window.rootViewController = navigation
        let withRoot = window.rootView.layoutEngine.solver.constraints.count
        for round in 0..<3 {
            for index in 0..<4 {
                let screen = JournalScreen("s\(round)-\(index)", journal: journal)
                navigation.push(screen)
                screen.conditionalConstraints.add(when: .landscape) { screen.box!.heightAnchor == 100 }
                weak let box = screen.box
                weakViews.append { box }
                window.rotate(to: index % 2 == 0 ? .landscapeLeft : .portraitUp)
            }
            window.present(JournalScreen("modal\(round)", journal: journal))
            window.dismiss()
            navigation.popToRoot()
            window.rotate(to: .portraitUp)
            #expect(window.rootView.layoutEngine.solver.constraints.count == withRoot, "round \(round)")
        }
        #expect(weakViews.allSatisfy { $0() == nil })
        window.rootViewController = nil
        #expect(window.rootView.layoutEngine.solver.constraints.count == baseline)
    }

    @Test func screenConditionalConstraintsFollowTheWindowWhileTheScreenIsThere() {
        let (window, journal, _) = makeWindow()
        let screen = JournalScreen("screen", journal: journal)
        let wide = screen.conditionalConstraints.add(when: .landscape) { screen.view.widthAnchor >= 0 }
        #expect(!wide[0].isActive, "no environment yet")
        window.rootViewController = screen
        window.rotate(to: .landscapeLeft)
        #expect(wide[0].isActive)
        window.rotate(to: .portraitUp)
        #expect(!wide[0].isActive)
        window.rotate(to: .landscapeLeft)
        screen.destroy()
        #expect(!wide[0].isActive && screen.conditionalConstraints.entries.isEmpty)
    }
}
