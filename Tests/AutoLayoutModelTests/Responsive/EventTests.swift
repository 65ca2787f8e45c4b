import AutoLayoutModel
import Testing

@Suite struct EventTests {
    @Test func eventsReachEveryVisibleView() {
        let window = Window(environment: Environment(device: .iPhone8))
        let outer = RecordingView(name: "outer"), inner = RecordingView(name: "inner")
        let hidden = RecordingView(name: "hidden"), underHidden = RecordingView(name: "underHidden")
        window.rootView.addSubview(outer)
        outer.addSubview(inner)
        window.rootView.addSubview(hidden)
        hidden.addSubview(underHidden)
        hidden.isHidden = true
        var observed: [EnvironmentEvent] = []
        window.eventObserver = { observed.append($0) }

        window.rotate(to: .landscapeLeft)
        window.rotate(to: .landscapeRight)
        window.rotate(to: .faceUp)
        window.rotate(to: .landscapeRight)   // back upright in the same layout: no rotation
        window.showKeyboard()
        window.shake()
        window.rotate(to: .faceDown)
        window.hideKeyboard()
        let expected: [EnvironmentEvent] = [
            .rotated(angle: 90, orientation: .landscapeLeft), .rotated(angle: 180, orientation: .landscapeRight),
            .faceUp, .keyboardChanged(height: 194, width: 667), .shaken, .faceDown,
            .keyboardChanged(height: 0, width: 0),
        ]
        #expect(outer.events == expected)
        #expect(inner.events == expected)
        #expect(observed == expected)
        #expect(hidden.events.isEmpty && underHidden.events.isEmpty)
    }

    @Test func viewsReactByChangingConstants() {
        let window = Window(environment: Environment(device: .iPhone8))
        let bar = RecordingView(name: "bar")
        window.rootView.addSubview(bar)
        let height = bar.heightAnchor == 44
        LayoutConstraint.activate {
            bar.anchors.horizontalEdges == window.rootView.anchors.horizontalEdges
            bar.bottomAnchor == window.rootView.keyboardLayoutGuide.topAnchor
            height
        }
        bar.reaction = { event, environment in
            switch event {
            case .rotated: height.constant = environment.isLandscape ? 32 : 44
            case .keyboardChanged(let keyboardHeight, _): height.constant = keyboardHeight > 0 ? 30 : 44
            case .shaken: height.constant = 0
            default: break
            }
        }
        window.layoutIfNeeded()
        expectRect(bar.frame, Rect(x: 0, y: 623, width: 375, height: 44))
        window.rotate(to: .landscapeLeft)
        expectRect(bar.frame, Rect(x: 0, y: 343, width: 667, height: 32))
        window.showKeyboard()
        expectRect(bar.frame, Rect(x: 0, y: 375 - 194 - 30, width: 667, height: 30))
        window.shake()
        expectRect(bar.frame, Rect(x: 0, y: 375 - 194, width: 667, height: 0))
    }
}
