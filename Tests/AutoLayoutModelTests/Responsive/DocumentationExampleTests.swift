import AutoLayoutModel
import Testing

/// The examples of docs/Responsive.md, as written there.
@Suite struct ResponsiveDocumentationExampleTests {
    @Test func theOpeningExample() {
        let window = Window(environment: Environment(device: .iPhoneSE))
        let root = window.rootView
        let card = View(name: "card")
        root.addSubview(card)
        window.conditionalConstraints.add(when: .portrait) {
            card.anchors.edges == root.safeAreaLayoutGuide.anchors.edges.inset(16)
        }
        window.conditionalConstraints.add(when: .landscape) {
            card.anchors.center == root.anchors.center
            card.anchors.size == Size(width: 400, height: 240)
        }
        window.layoutIfNeeded()
        expectRect(card.frame, Rect(x: 16, y: 36, width: 288, height: 516))
        window.rotate(to: .landscapeLeft)
        expectRect(card.frame, Rect(x: 84, y: 40, width: 400, height: 240))
    }
}
