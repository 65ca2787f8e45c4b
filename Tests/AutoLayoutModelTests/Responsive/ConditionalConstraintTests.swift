import AutoLayoutModel
import Testing

@Suite struct ConditionalConstraintTests {
    @Test func orientationConstraintsSwitchOnRotation() {
        let window = Window(environment: Environment(device: .iPhoneSE))
        let recorder = ResponsiveRecorder(window.rootView)
        let root = window.rootView
        let box = View(name: "box")
        root.addSubview(box)
        window.conditionalConstraints.add(when: .portrait) { box.anchors.edges == root.anchors.edges.inset(10) }
        window.conditionalConstraints.add(when: .landscape) {
            box.anchors.center == root.anchors.center
            box.anchors.size == Size(width: 200, height: 100)
        }
        window.layoutIfNeeded()
        expectRect(box.frame, Rect(x: 10, y: 10, width: 300, height: 548), "portrait")
        window.rotate(to: .landscapeLeft)
        // 568×320: centred, (568 - 200) / 2 = 184, (320 - 100) / 2 = 110.
        expectRect(box.frame, Rect(x: 184, y: 110, width: 200, height: 100), "landscape")
        window.rotate(to: .portraitDown)
        expectRect(box.frame, Rect(x: 10, y: 10, width: 300, height: 548), "upside down")
        #expect(recorder.conflicts.isEmpty)
    }

    /// A constraint for every kind of condition; after each change of environment, exactly the
    /// constraints whose conditions hold (worked out here by hand) are active and in the solver.
    @Test func exactlyTheRightConstraintsAreActive() {
        let window = Window(environment: Environment(device: .iPhone8))
        _ = ResponsiveRecorder(window.rootView)
        let root = window.rootView
        window.conditionDecider = { name, environment in name == "tall" && environment.screenSize.height > 700 }
        let conditions: [(String, LayoutCondition)] = [
            ("always", .always), ("portrait", .portrait), ("landscape", .landscape),
            ("landscapeLeft", .orientations(.landscapeLeft)), ("portraitUp", .orientations(.portraitUp)),
            ("keyboardShowing", .keyboardShowing), ("keyboardHidden", .keyboardHidden),
            ("phone", .phone), ("tablet", .tablet),
            ("regularWidth", .horizontallyRegular), ("compactHeight", .verticallyCompact),
            ("tall", .named("tall")), ("wide", .named("wide") { $0.screenSize.width > 800 }),
            ("landscapeTabletWithKeyboard", .landscape && .tablet && .keyboardShowing),
            ("contradiction", .keyboardShowing && .keyboardHidden),
        ]
        var constraints: [String: LayoutConstraint] = [:]
        for (index, (name, condition)) in conditions.enumerated() {
            let view = View(name: name)
            root.addSubview(view)
            // Each constraint on its own view, so that none conflicts with another.
            let constraint = view.widthAnchor == Double(index + 1)
            constraints[name] = constraint
            window.conditionalConstraints.add(constraint.when(condition))
        }
        func check(_ expected: Set<String>, _ step: String, sourceLocation: SourceLocation = #_sourceLocation) {
            let active = Set(constraints.filter { $0.value.isActive }.map(\.key))
            #expect(active == expected, "\(step)", sourceLocation: sourceLocation)
            let installed = Set(root.layoutEngine.installedLayoutConstraints.map(ObjectIdentifier.init))
            for (name, constraint) in constraints {
                #expect(installed.contains(ObjectIdentifier(constraint)) == expected.contains(name), "\(step): \(name)",
                        sourceLocation: sourceLocation)
            }
        }
        check(["always", "portrait", "portraitUp", "keyboardHidden", "phone"], "iPhone 8 portrait")
        window.rotate(to: .landscapeLeft)
        check(["always", "landscape", "landscapeLeft", "keyboardHidden", "phone", "compactHeight"], "landscape left")
        window.showKeyboard()
        check(["always", "landscape", "landscapeLeft", "keyboardShowing", "phone", "compactHeight"], "keyboard")
        window.rotate(to: .landscapeRight)
        check(["always", "landscape", "keyboardShowing", "phone", "compactHeight"], "landscape right")
        window.apply(Environment(device: .iPadPro11, orientation: .landscapeRight, keyboard: .showing(height: 424, width: 1194)))
        check(
            ["always", "landscape", "keyboardShowing", "tablet", "regularWidth", "wide", "tall", "landscapeTabletWithKeyboard"],
            "iPad landscape with keyboard")
        window.hideKeyboard()
        check(["always", "landscape", "keyboardHidden", "tablet", "regularWidth", "wide", "tall"], "iPad without keyboard")
        window.apply(Environment(device: .iPhone11Pro))
        check(["always", "portrait", "portraitUp", "keyboardHidden", "phone", "tall"], "iPhone 11 Pro portrait")
        window.rotate(to: .faceDown)
        check(["always", "portrait", "portraitUp", "keyboardHidden", "phone", "tall"], "face down keeps portrait")
    }

    /// Deactivations come before activations: a portrait width and its landscape replacement, both
    /// required, never meet in the solver.
    @Test func replacementsNeverConflict() {
        let window = Window(environment: Environment(device: .iPhone13))
        let recorder = ResponsiveRecorder(window.rootView)
        let box = View(name: "box")
        window.rootView.addSubview(box)
        LayoutConstraint.activate {
            box.leadingAnchor == window.rootView.leadingAnchor
            box.topAnchor == window.rootView.topAnchor
            box.heightAnchor == 10
        }
        window.conditionalConstraints.add((box.widthAnchor == 100).when(.portrait))
        window.conditionalConstraints.add((box.widthAnchor == 200).when(.landscape))
        let engine = window.rootView.layoutEngine
        for orientation in [DeviceOrientation.landscapeLeft, .portraitUp, .landscapeRight, .faceUp, .portraitDown] {
            window.rotate(to: orientation)
            let expected: Double = window.environment.isLandscape ? 200 : 100
            #expect(box.frame.width == expected, "\(orientation)")
        }
        #expect(recorder.conflicts.isEmpty)
        // The solver was never rebuilt: the same engine followed every change.
        #expect(window.rootView.layoutEngine === engine)
    }

    @Test func keyboardConditionIgnoredKeepsItsStateWhileTyping() {
        let window = Window(environment: Environment(device: .iPhone8))
        let root = window.rootView
        let a = View(name: "a"), b = View(name: "b")
        root.addSubview(a)
        root.addSubview(b)
        let keyboardAware = LayoutCondition.named("noKeyboard") { !$0.keyboard.isShowing }
        let any = (a.widthAnchor == 10).when(keyboardAware.keyboard(.any))
        let ignored = (b.widthAnchor == 10).when(keyboardAware.keyboard(.ignored))
        window.conditionalConstraints.add([any, ignored])
        #expect(any.constraint.isActive && ignored.constraint.isActive)
        window.showKeyboard()
        #expect(!any.constraint.isActive)
        #expect(ignored.constraint.isActive, "a keyboard change alone does not re-evaluate it")
        window.rotate(to: .landscapeLeft)
        #expect(!ignored.constraint.isActive, "a rotation does")
        window.hideKeyboard()
        #expect(any.constraint.isActive && !ignored.constraint.isActive)
    }

    @Test func setDecidersOverrideTheWindowsDecider() {
        let window = Window(environment: Environment(device: .iPhone8))
        let root = window.rootView
        let view = View(name: "view")
        root.addSubview(view)
        window.conditionDecider = { _, _ in true }
        let constraint = view.widthAnchor == 10
        window.conditionalConstraints.add(constraint.when(.named("flag")))
        #expect(constraint.isActive)
        window.conditionalConstraints.decider = { _, _ in false }
        window.rotate(to: .landscapeLeft)
        #expect(!constraint.isActive)
        // Without any decider, a named predicate does not hold.
        let lonely = ConditionalConstraints()
        #expect(!LayoutCondition.named("flag").isSatisfied(by: window.environment, decider: lonely.decider))
        #expect(LayoutCondition.named("flag").description == "'flag'")
        #expect((LayoutCondition.landscape && .tablet && .keyboardShowing).description == "landscape && keyboard showing && tablet")
    }

    @Test func removedConstraintsStopFollowing() {
        let window = Window(environment: Environment(device: .iPhone8))
        let view = View(name: "view")
        window.rootView.addSubview(view)
        let made = window.conditionalConstraints.add(when: .portrait) { view.widthAnchor == 10 }
        #expect(made[0].isActive)
        window.conditionalConstraints.remove(made)
        #expect(!made[0].isActive)
        window.rotate(to: .landscapeLeft)
        window.rotate(to: .portraitUp)
        #expect(!made[0].isActive)
        #expect(window.conditionalConstraints.entries.isEmpty)
    }

    @Test func theRootFollowsTheDeviceSafeAreaAndKeyboard() {
        let window = Window(environment: Environment(device: .iPhone11Pro))
        let root = window.rootView
        let content = View(name: "content"), footer = View(name: "footer")
        root.addSubview(content)
        root.addSubview(footer)
        LayoutConstraint.activate {
            content.anchors.edges == root.safeAreaLayoutGuide.anchors.edges
            footer.anchors.horizontalEdges == root.anchors.horizontalEdges
            footer.heightAnchor == 40
            footer.bottomAnchor == root.keyboardLayoutGuide.topAnchor
        }
        window.layoutIfNeeded()
        expectRect(root.frame, Rect(x: 0, y: 0, width: 375, height: 812))
        expectRect(content.frame, Rect(x: 0, y: 44, width: 375, height: 734))
        expectRect(footer.frame, Rect(x: 0, y: 812 - 34 - 40, width: 375, height: 40))
        window.rotate(to: .landscapeLeft)
        expectRect(content.frame, Rect(x: 44, y: 0, width: 724, height: 354))
        expectRect(footer.frame, Rect(x: 0, y: 375 - 21 - 40, width: 812, height: 40))
        window.showKeyboard()
        expectRect(footer.frame, Rect(x: 0, y: 375 - 209 - 40, width: 812, height: 40))
        window.showKeyboard(height: 100)
        expectRect(footer.frame, Rect(x: 0, y: 375 - 100 - 40, width: 812, height: 40))
    }
}
