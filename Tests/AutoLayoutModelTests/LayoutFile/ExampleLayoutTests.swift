import AutoLayoutModel
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The text of the file at `path`, or `nil` if it cannot be read.
private func contents(of path: String) -> String? {
    guard let file = fopen(path, "r") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = fread(&buffer, 1, buffer.count, file)
        if count <= 0 { break }
        bytes += buffer[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
}

/// The repository's Examples folder, found from this file's path.
private let examplesFolder: String = {
    var path = #filePath
    for _ in 0..<4 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
    return path + "/Examples"
}()

/// Every catalog device in portrait and landscape.
private let catalogEnvironments: [Environment] = Device.catalog.flatMap { device in
    [Environment(device: device), Environment(device: device, orientation: .landscapeLeft)]
}

/// The shipped example layouts: in step with Examples/, readable, free of problems everywhere,
/// and giving the frames that the Swift samples of the responsive module give.
@Suite struct ExampleLayoutTests {
    @Test(arguments: LayoutFile.examples.map(\.name))
    func embeddedTextMatchesTheFile(_ name: String) throws {
        let example = try #require(LayoutFile.examples.first { $0.name == name })
        let file = try #require(contents(of: "\(examplesFolder)/\(name).layout"), "cannot read Examples/\(name).layout")
        #expect(example.text + "\n" == file, "LayoutFile+Examples.swift is out of date with Examples/\(name).layout")
    }

    @Test(arguments: LayoutFile.examples.map(\.name))
    func examplesHoldOnEveryDevice(_ name: String) throws {
        let example = try #require(LayoutFile.examples.first { $0.name == name })
        let file = try LayoutFile(parsing: example.text, fileName: name)
        var environments = catalogEnvironments
        if file.usesKeyboard { environments += environments.map { $0.withKeyboardShowing() } }
        for environment in environments {
            let scene = file.makeScene(in: environment)
            #expect(scene.brokenConstraints.isEmpty, "\(name) on \(scene.environmentSummary): \(scene.brokenConstraints)")
            #expect(scene.ambiguousViews.isEmpty, "\(name) on \(scene.environmentSummary): \(scene.ambiguousViews.map(\.name))")
        }
    }

    /// The Breather file and `Samples.breather` (built in Swift by the responsive module) agree on
    /// every frame, on every catalog device, both ways up.
    @Test func breatherFileMatchesTheSwiftSample() throws {
        let file = try LayoutFile(parsing: LayoutFile.breatherExample.text)
        for environment in catalogEnvironments {
            let scene = file.makeScene(in: environment)
            let sample = Samples.breather(environment: environment)
            let pairs: [(String, View)] =
                [("scrollView", sample.scrollView), ("contentView", sample.contentView), ("cityLabel", sample.cityLabel),
                 ("iconView", sample.iconView)]
                + zip(["currentConditions", "hourlyForecast", "dailyForecast"], sample.innerViews).map { ($0, $1) }
                + zip(["spacer1", "spacer2", "spacer3", "spacer4"], sample.spacers).map { ($0, $1) }
            for (name, view) in pairs {
                let mine = try #require(scene.view(named: name))
                #expect(
                    mine.frame.isApproximatelyEqual(to: view.frame, tolerance: 1e-6),
                    "\(name) on \(scene.environmentSummary): file \(mine.frame), sample \(view.frame)")
            }
        }
    }

    @Test func gridFileMatchesTheSwiftSample() throws {
        let file = try LayoutFile(parsing: LayoutFile.gridExample.text)
        for environment in catalogEnvironments {
            let scene = file.makeScene(in: environment)
            let sample = Samples.gridSample(environment: environment)
            for view in [sample.box, sample.header, sample.marker, sample.detail] {
                let mine = try #require(scene.view(named: view.name ?? ""))
                #expect(
                    mine.frame.isApproximatelyEqual(to: view.frame, tolerance: 1e-6),
                    "\(view.name ?? "") on \(scene.environmentSummary): file \(mine.frame), sample \(view.frame)")
            }
        }
    }

    /// Breather's frames worked out by hand (the formulas of ``BreatherScreen``), for one phone.
    @Test func breatherFramesByHand() throws {
        let file = try LayoutFile(parsing: LayoutFile.breatherExample.text)
        // iPhone 13 landscape: 844×390, safe area insets left/right 47, bottom 21: viewport
        // 750×369 < 504, so the content is 504 high and scrolls; spacers (504 − 501) / 4 = 0.75.
        let scene = file.makeScene(in: Environment(device: .iPhone13, orientation: .landscapeLeft))
        let scroll = try #require(scene.view(named: "scrollView") as? ScrollView)
        #expect(scroll.frame == Rect(x: 47, y: 0, width: 750, height: 369))
        #expect(scroll.contentSize == Size(width: 750, height: 504) && scroll.scrollsVertically)
        #expect(scene.view(named: "iconView")?.frame == Rect(x: 325, y: 41.75, width: 100, height: 100))
        // The inner views hit the 500 cap; the 999 margins give way: x = (750 − 500) / 2.
        #expect(scene.view(named: "dailyForecast")?.frame == Rect(x: 125, y: 344, width: 500, height: 140))
    }
}
