// The built-in catalog of device screens. Sizes and safe-area insets are the points UIKit reports
// for a full-screen app; keyboard heights are the usual heights of the system keyboard with its
// predictive bar (including the home-indicator area under it), which vary a little with the
// keyboard's language and settings: treat them as typical values, not constants of the device.

extension Device {
    /// iPhone SE (1st generation), the smallest screen: 320×568, a 20-point status bar in portrait.
    public static let iPhoneSE = Device(
        name: "iPhone SE (1st generation)", kind: .phone, portraitSize: Size(width: 320, height: 568),
        portraitSafeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
        portraitKeyboardHeight: 253, landscapeKeyboardHeight: 193)

    /// iPhone 8 (and 6, 6s, 7, SE 2nd and 3rd generation): 375×667.
    public static let iPhone8 = Device(
        name: "iPhone 8", kind: .phone, portraitSize: Size(width: 375, height: 667),
        portraitSafeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
        portraitKeyboardHeight: 260, landscapeKeyboardHeight: 194)

    /// iPhone 8 Plus (and 6 Plus, 6s Plus, 7 Plus): 414×736, regular width in landscape.
    public static let iPhone8Plus = Device(
        name: "iPhone 8 Plus", kind: .phone, portraitSize: Size(width: 414, height: 736),
        portraitSafeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
        portraitKeyboardHeight: 271, landscapeKeyboardHeight: 203)

    /// iPhone 11 Pro (and X, XS): 375×812, the first notch.
    public static let iPhone11Pro = Device(
        name: "iPhone 11 Pro", kind: .phone, portraitSize: Size(width: 375, height: 812),
        portraitSafeAreaInsets: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
        landscapeSafeAreaInsets: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44),
        portraitKeyboardHeight: 335, landscapeKeyboardHeight: 209)

    /// iPhone 11 (and XR): 414×896, regular width in landscape.
    public static let iPhone11 = Device(
        name: "iPhone 11", kind: .phone, portraitSize: Size(width: 414, height: 896),
        portraitSafeAreaInsets: EdgeInsets(top: 48, left: 0, bottom: 34, right: 0),
        landscapeSafeAreaInsets: EdgeInsets(top: 0, left: 48, bottom: 21, right: 48),
        portraitKeyboardHeight: 346, landscapeKeyboardHeight: 209)

    /// iPhone 13 (and 12, 13 Pro, 14): 390×844.
    public static let iPhone13 = Device(
        name: "iPhone 13", kind: .phone, portraitSize: Size(width: 390, height: 844),
        portraitSafeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
        landscapeSafeAreaInsets: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
        portraitKeyboardHeight: 336, landscapeKeyboardHeight: 209)

    /// iPhone 15 Pro (and 14 Pro, 15): 393×852, the Dynamic Island.
    public static let iPhone15Pro = Device(
        name: "iPhone 15 Pro", kind: .phone, portraitSize: Size(width: 393, height: 852),
        portraitSafeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
        landscapeSafeAreaInsets: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
        portraitKeyboardHeight: 336, landscapeKeyboardHeight: 209)

    /// iPhone 15 Pro Max (and 14 Pro Max, 15 Plus): 430×932, regular width in landscape.
    public static let iPhone15ProMax = Device(
        name: "iPhone 15 Pro Max", kind: .phone, portraitSize: Size(width: 430, height: 932),
        portraitSafeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
        landscapeSafeAreaInsets: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
        portraitKeyboardHeight: 346, landscapeKeyboardHeight: 209)

    /// iPad mini (5th generation) (and iPad Air 2, iPad Pro 9.7"): 768×1024.
    public static let iPadMini = Device(
        name: "iPad mini (5th generation)", kind: .tablet, portraitSize: Size(width: 768, height: 1024),
        portraitSafeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
        landscapeSafeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
        portraitKeyboardHeight: 313, landscapeKeyboardHeight: 398)

    /// iPad (9th generation): 810×1080.
    public static let iPad9 = Device(
        name: "iPad (9th generation)", kind: .tablet, portraitSize: Size(width: 810, height: 1080),
        portraitSafeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
        landscapeSafeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
        portraitKeyboardHeight: 320, landscapeKeyboardHeight: 405)

    /// iPad Pro 11" (all generations): 834×1194, a home indicator.
    public static let iPadPro11 = Device(
        name: "iPad Pro 11-inch", kind: .tablet, portraitSize: Size(width: 834, height: 1194),
        portraitSafeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        landscapeSafeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        portraitKeyboardHeight: 354, landscapeKeyboardHeight: 424)

    /// iPad Pro 12.9" (3rd generation and later), the largest screen: 1024×1366.
    public static let iPadPro12_9 = Device(
        name: "iPad Pro 12.9-inch", kind: .tablet, portraitSize: Size(width: 1024, height: 1366),
        portraitSafeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        landscapeSafeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        portraitKeyboardHeight: 378, landscapeKeyboardHeight: 471)

    /// Every device of the catalog, phones before tablets, smallest first.
    public static let catalog: [Device] = [
        .iPhoneSE, .iPhone8, .iPhone8Plus, .iPhone11Pro, .iPhone11, .iPhone13, .iPhone15Pro, .iPhone15ProMax,
        .iPadMini, .iPad9, .iPadPro11, .iPadPro12_9,
    ]

    /// The catalog device called `name`, ignoring case, spaces, punctuation and the words in
    /// parentheses: `"iphone se"`, `"iPhone-15-Pro-Max"`, `"ipad pro 12.9"` all match.
    ///
    /// - Complexity: O(catalog).
    public static func named(_ name: String) -> Device? {
        let wanted = lookupKey(name)
        guard !wanted.isEmpty else { return nil }
        return catalog.first { lookupKey($0.name) == wanted || lookupKey($0.name, keepingParentheses: true) == wanted }
    }

    /// The name reduced to lowercase letters and digits, without "-inch" and, unless asked, without
    /// anything in parentheses.
    private static func lookupKey(_ name: String, keepingParentheses: Bool = false) -> String {
        var result = ""
        var depth = 0
        for character in name.lowercased() {
            if character == "(" { depth += 1; continue }
            if character == ")" { depth = max(0, depth - 1); continue }
            if depth > 0 && !keepingParentheses { continue }
            if character.isLetter || character.isNumber { result.append(character) }
        }
        if result.hasSuffix("inch") { result.removeLast(4) }
        return result
    }
}
