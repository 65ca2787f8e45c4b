import AutoLayoutModel
import Testing

/// A minimal XML reader: checks that tags nest and close, attributes are quoted, and entities are
/// the five XML ones; returns the start tags with their attributes.
private struct XMLCheck {
    struct Element {
        var name: String
        var attributes: [String: String]
    }

    var elements: [Element] = []
    var problems: [String] = []

    init(_ text: String) {
        let characters = Array(text)
        var index = 0
        var stack: [String] = []
        func readName() -> String {
            var name = ""
            while index < characters.count, characters[index].isLetter || characters[index].isNumber || "-_:".contains(characters[index]) {
                name.append(characters[index])
                index += 1
            }
            return name
        }
        func skipSpaces() { while index < characters.count, characters[index].isWhitespace { index += 1 } }
        while index < characters.count {
            let character = characters[index]
            if character == "&" {
                let rest = String(characters[index..<min(characters.count, index + 6)])
                if !["&amp;", "&lt;", "&gt;", "&quot;", "&apos;"].contains(where: { rest.hasPrefix($0) }) {
                    problems.append("bad entity at \(index)")
                }
                index += 1
                continue
            }
            guard character == "<" else {
                index += 1
                continue
            }
            index += 1
            if index < characters.count, characters[index] == "/" {
                index += 1
                let name = readName()
                if stack.popLast() != name { problems.append("</\(name)> closes nothing open") }
                skipSpaces()
                if index >= characters.count || characters[index] != ">" { problems.append("</\(name) not closed") }
                index += 1
                continue
            }
            if index < characters.count, characters[index] == "!" || characters[index] == "?" {
                while index < characters.count, characters[index] != ">" { index += 1 }
                index += 1
                continue
            }
            let name = readName()
            if name.isEmpty { problems.append("empty tag name at \(index)") }
            var attributes: [String: String] = [:]
            while true {
                skipSpaces()
                guard index < characters.count else {
                    problems.append("<\(name) runs off the end")
                    break
                }
                if characters[index] == "/" {
                    index += 2
                    break
                }
                if characters[index] == ">" {
                    index += 1
                    stack.append(name)
                    break
                }
                let attribute = readName()
                guard !attribute.isEmpty, index + 1 < characters.count, characters[index] == "=", characters[index + 1] == "\"" else {
                    problems.append("bad attribute in <\(name)> at \(index)")
                    break
                }
                index += 2
                var value = ""
                while index < characters.count, characters[index] != "\"" {
                    if characters[index] == "<" { problems.append("'<' in an attribute of <\(name)>") }
                    value.append(characters[index])
                    index += 1
                }
                index += 1
                if attributes[attribute] != nil { problems.append("attribute \(attribute) twice in <\(name)>") }
                attributes[attribute] = value
            }
            elements.append(Element(name: name, attributes: attributes))
        }
        if !stack.isEmpty { problems.append("unclosed: \(stack)") }
    }
}

@Suite struct ScenePictureTests {
    private func picture(_ text: String, in environment: Environment = Environment(device: .iPhone8)) throws -> (LayoutScene, XMLCheck) {
        let scene = try LayoutFile(parsing: text).makeScene(in: environment)
        return (scene, XMLCheck(scene.svgPicture()))
    }

    /// The view groups' frames, by name.
    private func frames(_ xml: XMLCheck) -> [String: [Double]] {
        var result: [String: [Double]] = [:]
        for element in xml.elements where element.name == "g" && (element.attributes["class"] ?? "").split(separator: " ").contains("view") {
            let numbers = (element.attributes["data-frame"] ?? "").split(separator: " ").compactMap { Double($0) }
            result[element.attributes["data-name"] ?? ""] = numbers
        }
        return result
    }

    @Test(arguments: LayoutFile.examples.map(\.name))
    func examplesDrawWellFormedWithOneBoxPerView(_ name: String) throws {
        let example = try #require(LayoutFile.examples.first { $0.name == name })
        for environment in [Environment(device: .iPhoneSE, orientation: .landscapeLeft), Environment(device: .iPadPro11)] {
            let (scene, xml) = try picture(example.text, in: environment)
            #expect(xml.problems.isEmpty, "\(xml.problems)")
            #expect(xml.elements.first?.name == "svg")
            let groups = xml.elements.filter { $0.name == "g" && ($0.attributes["class"] ?? "").split(separator: " ").contains("view") }
            #expect(groups.count == scene.views.count)
            let drawn = frames(xml)
            for (viewName, view) in scene.views {
                let frame = scene.frameInWindow(of: view)
                let expected = [frame.minX, frame.minY, frame.width, frame.height]
                let numbers = try #require(drawn[viewName], "no box for \(viewName)")
                #expect(numbers.count == 4)
                #expect(zip(numbers, expected).allSatisfy { abs($0 - $1) <= 0.006 }, "\(viewName): \(numbers) vs \(expected)")
            }
        }
    }

    @Test func scrollContentBeyondTheViewportIsDrawnFaded() throws {
        let (scene, xml) = try picture(LayoutFile.breatherExample.text, in: Environment(device: .iPhoneSE, orientation: .landscapeLeft))
        #expect((scene.view(named: "scrollView") as? ScrollView)?.scrollsVertically == true)
        // The content (504 high) reaches beyond the 320-point screen: a faded copy, and a clipped one.
        let beyond = xml.elements.filter { $0.name == "rect" && $0.attributes["class"] == "beyond" }
        #expect(beyond.contains { Double($0.attributes["height"] ?? "") == 504 })
        #expect(xml.elements.contains { $0.name == "clipPath" && $0.attributes["id"] != "clip-screen" })
        #expect(scene.svgPicture().contains("scrollView scrolls: content 568×504"))
        // The viewBox grows to show the content below the screen.
        let svg = try #require(xml.elements.first)
        let viewBox = (svg.attributes["viewBox"] ?? "").split(separator: " ").compactMap { Double($0) }
        #expect(viewBox.count == 4 && viewBox[1] + viewBox[3] >= 504)
    }

    @Test func brokenAndAmbiguousViewsAreHighlighted() throws {
        let (scene, xml) = try picture(
            """
            view inner
            view loose
            inner.top == root.top
            inner.height == 10
            inner.left == root.left + 8
            inner.right == root.right - 8
            inner.width <= 100
            loose.size == 10x10
            loose.left == root.left
            """)
        #expect(scene.brokenConstraints.count == 1)
        let classes = Dictionary(
            xml.elements.filter { $0.name == "g" && $0.attributes["data-name"] != nil }
                .map { ($0.attributes["data-name"]!, $0.attributes["class"] ?? "") }, uniquingKeysWith: { a, _ in a })
        #expect(classes["inner"]?.contains("broken") == true)
        #expect(classes["loose"]?.contains("ambiguous") == true)
        #expect(classes["root"]?.contains("broken") == false)  // the broken `inner.width <= 100` names inner alone
        let svg = scene.svgPicture()
        #expect(svg.contains("Broken: &lt;") && svg.contains("(line "))
        #expect(svg.contains("Ambiguous: loose (top)"))
    }

    @Test func namesAreEscaped() throws {
        let (_, xml) = try picture(
            """
            layout "A <b> & \\"c\\""
            view a color="x\\"><script>"
            a.size == 10x10
            a.left == root.left
            a.top == root.top
            """)
        #expect(xml.problems.isEmpty, "\(xml.problems)")
        #expect(!xml.elements.contains { $0.name == "script" || $0.name == "b" })
    }

    @Test func keyboardAndSafeAreaAreDrawn() throws {
        let (_, xml) = try picture(
            """
            view a
            a.edges == root.safeArea.edges
            """, in: Environment(device: .iPhone13).withKeyboardShowing())
        #expect(xml.elements.contains { $0.name == "rect" && $0.attributes["class"] == "keyboard" })
        #expect(xml.elements.filter { $0.name == "rect" && $0.attributes["class"] == "inset" }.count == 2)
    }
}
