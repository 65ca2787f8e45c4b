import AutoLayoutModel
import Testing

@Suite struct EnvironmentTests {
    @Test func catalogSpansTheSmallestPhoneToTheLargestTablet() {
        let sizes = Device.catalog.map(\.portraitSize)
        #expect(sizes.first == Size(width: 320, height: 568))
        #expect(sizes.last == Size(width: 1024, height: 1366))
        #expect(Device.catalog.filter { $0.kind == .phone }.count >= 5)
        #expect(Device.catalog.filter { $0.kind == .tablet }.count >= 3)
        for device in Device.catalog {
            #expect(device.portraitSize.width < device.portraitSize.height, "\(device)")
            #expect(device.portraitKeyboardHeight > 0 && device.landscapeKeyboardHeight > 0, "\(device)")
            // Safe areas leave most of the screen.
            for orientation in InterfaceOrientation.allCases {
                let size = device.screenSize(in: orientation), insets = device.safeAreaInsets(in: orientation)
                #expect(insets.left + insets.right < size.width / 4 && insets.top + insets.bottom < size.height / 4)
            }
        }
        // Names are unique, so lookups are unambiguous.
        #expect(Set(Device.catalog.map(\.name)).count == Device.catalog.count)
    }

    @Test(arguments: [
        ("iphone se", "iPhone SE (1st generation)"), ("iPhone-15-Pro-Max", "iPhone 15 Pro Max"),
        ("ipad pro 12.9", "iPad Pro 12.9-inch"), ("iPad Pro 12.9-inch", "iPad Pro 12.9-inch"),
        ("iPhone 15 Pro", "iPhone 15 Pro"), ("ipad (9th generation)", "iPad (9th generation)"),
    ])
    func devicesAreFoundByLooseNames(query: String, expected: String) {
        #expect(Device.named(query)?.name == expected)
    }

    @Test func unknownNamesFindNothing() {
        #expect(Device.named("Pixel 8") == nil)
        #expect(Device.named("") == nil)
    }

    @Test func customDevicesGuessTheirKind() {
        #expect(Device.custom(width: 568, height: 320).kind == .phone)
        #expect(Device.custom(width: 568, height: 320).portraitSize == Size(width: 320, height: 568))
        #expect(Device.custom(width: 1000, height: 700).kind == .tablet)
    }

    @Test func orientationTurnsTheScreenAndTheInsets() {
        var environment = Environment(device: .iPhone11Pro)
        #expect(environment.screenSize == Size(width: 375, height: 812))
        #expect(environment.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        environment.orientation = .landscapeRight
        #expect(environment.screenSize == Size(width: 812, height: 375))
        #expect(environment.safeAreaInsets == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        #expect(environment.isLandscape)
        // Lying flat keeps the landscape layout.
        environment.orientation = .faceUp
        #expect(environment.interfaceOrientation == .landscapeRight)
        #expect(environment.screenSize == Size(width: 812, height: 375))
        environment.orientation = .portraitDown
        #expect(environment.interfaceOrientation == .portraitDown)
        #expect(environment.screenSize == Size(width: 375, height: 812))
    }

    @Test func rotationAnglesTakeTheShortWay() {
        #expect(InterfaceOrientation.portraitUp.rotationAngle(to: .landscapeLeft) == 90)
        #expect(InterfaceOrientation.portraitUp.rotationAngle(to: .landscapeRight) == -90)
        #expect(InterfaceOrientation.landscapeRight.rotationAngle(to: .landscapeLeft) == 180)
        #expect(InterfaceOrientation.landscapeLeft.rotationAngle(to: .portraitDown) == 90)
        #expect(InterfaceOrientation.portraitDown.rotationAngle(to: .landscapeLeft) == -90)
        #expect(InterfaceOrientation.portraitDown.rotationAngle(to: .portraitDown) == 0)
    }

    /// UIKit's size classes for full-screen apps, device by device.
    @Test func sizeClassesFollowUIKitsRules() {
        func classes(_ device: Device, _ orientation: DeviceOrientation) -> String {
            let environment = Environment(device: device, orientation: orientation)
            let letter: (UserInterfaceSizeClass) -> String = { $0 == .compact ? "C" : "R" }
            return "w" + letter(environment.horizontalSizeClass) + "h" + letter(environment.verticalSizeClass)
        }
        for device in Device.catalog {
            switch device.kind {
            case .tablet:
                #expect(classes(device, .portraitUp) == "wRhR")
                #expect(classes(device, .landscapeLeft) == "wRhR")
            case .phone:
                #expect(classes(device, .portraitUp) == "wChR", "\(device)")
            }
        }
        #expect(classes(.iPhoneSE, .landscapeLeft) == "wChC")
        #expect(classes(.iPhone8, .landscapeLeft) == "wChC")
        #expect(classes(.iPhone13, .landscapeRight) == "wChC")
        #expect(classes(.iPhone15Pro, .landscapeRight) == "wChC")
        #expect(classes(.iPhone8Plus, .landscapeLeft) == "wRhC")
        #expect(classes(.iPhone11, .landscapeLeft) == "wRhC")
        #expect(classes(.iPhone15ProMax, .landscapeLeft) == "wRhC")
    }

    @Test func keyboardFollowsTheOrientation() {
        var environment = Environment(device: .iPhone8)
        environment.showKeyboard()
        #expect(environment.keyboard == .showing(height: 260, width: 375))
        let turned = environment.rotated(to: .landscapeLeft)
        #expect(turned.keyboard == .showing(height: 194, width: 667))
        // A keyboard of the app's own size stays as it is.
        let custom = Environment(device: .iPhone8, keyboard: .showing(height: 100, width: 200)).rotated(to: .landscapeLeft)
        #expect(custom.keyboard == .showing(height: 100, width: 200))
        environment.hideKeyboard()
        #expect(environment.keyboard.height == 0 && !environment.keyboard.isShowing)
    }

    @Test func descriptionsNameEverything() {
        let environment = Environment(device: .iPhone8, orientation: .faceUp, interfaceOrientation: .landscapeLeft)
        #expect(environment.description == "iPhone 8 faceUp (interface landscapeLeft) 667×375, keyboard hidden")
        #expect(EnvironmentEvent.rotated(angle: -90, orientation: .landscapeRight).description == "rotated(-90°, landscapeRight)")
    }
}
