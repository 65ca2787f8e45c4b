import AutoLayoutModel

/// The HTML page that shows a set of pictures side by side, one row per device.
struct IndexPage {
    /// One picture: its file (relative to the page), caption and whether it shows a problem.
    struct Picture {
        var file: String
        var device: String
        var caption: String
        var problem: String?
    }

    /// A section of the page: one layout file's pictures.
    struct Section {
        var title: String
        var subtitle: String
        var pictures: [Picture]
    }

    var title: String
    var sections: [Section]

    var html: String {
        var html = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(escape(title))</title>
            <style>
            body { font-family: -apple-system, Helvetica, Arial, sans-serif; margin: 24px; color: #2e3440; }
            h2 { margin-top: 40px; }
            h3 { margin: 24px 0 8px; font-size: 15px; }
            .row { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }
            figure { margin: 0; }
            figure img { height: 360px; border: 1px solid #d8dee9; background: white; }
            figcaption { font-size: 13px; margin-top: 4px; }
            .problem { color: #bf616a; }
            </style>
            </head>
            <body>
            <h1>\(escape(title))</h1>

            """
        for section in sections {
            html += "<h2>\(escape(section.title))</h2>\n<p>\(escape(section.subtitle))</p>\n"
            var device: String?
            for picture in section.pictures {
                if picture.device != device {
                    if device != nil { html += "</div>\n" }
                    html += "<h3>\(escape(picture.device))</h3>\n<div class=\"row\">\n"
                    device = picture.device
                }
                html += "<figure><a href=\"\(escape(picture.file))\"><img src=\"\(escape(picture.file))\" alt=\"\(escape(picture.caption))\"></a>"
                html += "<figcaption>\(escape(picture.caption))"
                if let problem = picture.problem { html += " <span class=\"problem\">\(escape(problem))</span>" }
                html += "</figcaption></figure>\n"
            }
            if device != nil { html += "</div>\n" }
        }
        html += "</body>\n</html>\n"
        return html
    }

    private func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
