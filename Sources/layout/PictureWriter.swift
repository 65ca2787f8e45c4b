import AutoLayoutModel

/// Lays a file out in many environments and writes one SVG picture per environment.
struct PictureWriter {
    let file: LayoutFile
    let folder: String
    let predicates: Set<String>

    /// What was written for one environment.
    struct Written {
        var scene: LayoutScene
        var fileName: String
        var broken: Int
        var ambiguous: Int
    }

    /// Writes `SLUG.svg` for each environment into ``folder`` (made if missing).
    func write(_ environments: [Environment]) throws(OutputError) -> [Written] {
        try FileSystem.makeDirectory(folder)
        var written: [Written] = []
        for environment in environments {
            let scene = file.makeScene(in: environment, predicates: predicates)
            let name = EnvironmentSelection.slug(environment) + ".svg"
            try FileSystem.write(scene.svgPicture(), to: folder + "/" + name)
            let (broken, ambiguous) = SceneReport.hasProblems(scene)
            written.append(Written(scene: scene, fileName: name, broken: broken, ambiguous: ambiguous))
        }
        return written
    }

    /// The pictures as a section of an index page, with paths relative to the page.
    static func section(title: String, subtitle: String, written: [Written], prefix: String = "") -> IndexPage.Section {
        IndexPage.Section(
            title: title, subtitle: subtitle,
            pictures: written.map { entry in
                let environment = entry.scene.environment
                var problems: [String] = []
                if entry.broken > 0 { problems.append("\(entry.broken) broken") }
                if entry.ambiguous > 0 { problems.append("\(entry.ambiguous) ambiguous") }
                return IndexPage.Picture(
                    file: prefix + entry.fileName, device: "\(environment.device.name) (\(format(environment.device.portraitSize)))",
                    caption: "\(EnvironmentSelection.orientationLabel(environment)), \(format(environment.screenSize))",
                    problem: problems.isEmpty ? nil : problems.joined(separator: ", "))
            })
    }
}
