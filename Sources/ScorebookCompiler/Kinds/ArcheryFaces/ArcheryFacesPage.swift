import ScorebookCore

/// A faces table as a page: each face drawn from its geometry (its SVG, true
/// size, in `svg/<table id>/`), shown at one scale so faces
/// compare in size, with the zones of each scoring system it supports beside it.
enum ArcheryFacesPage {
    /// The scale on screen: a 122 cm face is 610 pixels wide.
    static let millimetresPerPixel = 2

    static func render(_ table: ArcheryFacesKind.Table) -> RenderedPage {
        let definition = table.definition
        var body: HTML = "<header>\n"
        body += HTML.heading(name: definition.name, id: definition.id.value, source: definition.source, edition: definition.edition)
        body += "<p class=\"meta\">Each face is drawn at one scale (1 pixel to \(millimetresPerPixel) mm on screen) from its rings; its SVG prints at its true size.</p>\n"
        body += "</header>\n"
        var files: [RenderedFile] = []
        for face in table.faces {
            // Under `svg/`, which no page's name (`<id>.html`) can be.
            let path = "svg/\(definition.id.value)/\(face.id).svg"
            files.append(RenderedFile(path: path, text: ArcheryFaceDrawing.svg(face)))
            body += section(face, image: path)
        }
        return RenderedPage(
            path: "\(definition.id.value).html", title: definition.name, what: "archery faces",
            html: HTML.page(title: definition.name, body: body), files: files)
    }

    private static func section(_ face: LoweredArcheryFace, image: String) -> HTML {
        let printed = face.printedDiameter
        let pixels = max(1, printed.nanometres / 1_000_000 / millimetresPerPixel)
        var out: HTML = "<section class=\"face\" data-face=\"\(face.id)\">\n"
        out += "<h2>\(HTML.named(face.name, face.id))</h2>\n<div class=\"face-row\">\n"
        out += "<figure><a href=\"\(image)\"><img src=\"\(image)\" width=\"\(pixels)\" height=\"\(pixels)\" alt=\"\(face.name)\"></a>\n"
        var caption = "\(face.diameter) face, layout \(face.layout)"
        if printed != face.diameter { caption += ", printed to the \(face.rings.last?.label ?? "") ring (\(printed))" }
        if face.spots > 1 { caption += "; \(face.spots) such spots on one face" }
        out += "<figcaption>\(caption)</figcaption></figure>\n<div class=\"scoring\">\n"
        for scoring in face.scoring { out += table(scoring) }
        return out + "</div>\n</div>\n</section>\n"
    }

    /// A scoring system's zones, innermost first: label, score, colour, outer diameter on this face, and the tallies that count it.
    private static func table(_ scoring: LoweredScoring) -> HTML {
        var out: HTML = "<table class=\"zones\" data-scoring=\"\(scoring.id)\">\n"
        out += "<caption>\(HTML.named(scoring.name, scoring.id))</caption>\n"
        out += "<thead><tr><th>Zone</th><th>Score</th><th>Colour</th><th>Diameter</th><th>Counted as</th></tr></thead>\n<tbody>\n"
        for zone in scoring.zones {
            let tallies = scoring.tallies.enumerated().filter { zone.tallyMask >> $0.offset & 1 == 1 }.map(\.element)
            out += "<tr><th scope=\"row\">\(zone.label)</th><td>\(zone.score)</td>"
            out += "<td><span class=\"swatch\" style=\"background:\(zone.colour.hex)\"></span> \(zone.colour.name)</td>"
            out += "<td>\(zone.diameter.description)</td><td>\(tallies.joined(separator: ", "))</td></tr>\n"
        }
        return out + "</tbody>\n</table>\n"
    }
}

extension ArcheryFacesKind {
    static func pages(of tables: [Table], in output: TableCompiler.Output) -> [RenderedPage] { tables.map(ArcheryFacesPage.render) }
}
