import ScorebookCore

/// A face as a standalone SVG at its true size: printed at 100 % it measures
/// what the table says. Coordinates are millimetres from the centre, written
/// exactly from the face's nanometres. Each ring is a disc of its fill with
/// its dividing line just inside its outer edge, as the rules give a line to
/// the higher-scoring zone; rings are painted outermost first.
enum ArcheryFaceDrawing {
    /// A line is a 400th of the face's nominal diameter wide (3.05 mm on the
    /// 122 cm face): a drawing choice, as the tables do not give line widths.
    static let lineWidthPerDiameter = 400

    static func svg(_ face: LoweredArcheryFace) -> HTML {
        let outer = face.printedDiameter
        let line = face.diameter.nanometres / lineWidthPerDiameter
        let radius = outer.nanometres / 2
        let size = millimetres(outer.nanometres)
        var out: HTML = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(size)mm\" height=\"\(size)mm\" viewBox=\"\(millimetres(-radius)) \(millimetres(-radius)) \(size) \(size)\" role=\"img\" aria-label=\"\(face.name)\" data-line-width=\"\(millimetres(line))\">\n"
        out += "<title>\(face.name): \(face.diameter.description)</title>\n"
        for ring in face.rings.reversed() {
            let r = ring.diameter.nanometres / 2, width = min(line, r)
            // The line's centre sits half its width inside the edge: the line ends at the ring's outer edge.
            out += "<circle data-ring=\"\(ring.label)\" r=\"\(millimetres(r - width / 2))\" fill=\"\(ring.fill.hex)\" stroke=\"\(ring.line.hex)\" stroke-width=\"\(millimetres(width))\"/>\n"
        }
        out += labels(face.rings)
        return out + "</svg>\n"
    }

    /// Each ring's label, right of the centre, midway across the ring, in black
    /// or white, whichever shows better on its fill; small enough to leave the
    /// centre and the ring's diagonals clear, and to fit across its ring (a
    /// character is about 0.6 of the font size wide).
    private static func labels(_ rings: [LoweredRing]) -> HTML {
        var out: HTML = "<g font-family=\"sans-serif\" text-anchor=\"middle\" dominant-baseline=\"central\">\n"
        var inner = 0
        for ring in rings {
            let outer = ring.diameter.nanometres / 2
            let width = outer - inner
            let colour = isDark(ring.fill.hex) ? "#FFFFFF" : "#000000"
            let size = min(width * 2 / 5, width * 4 / (3 * max(ring.label.count, 1)))
            out += "<text x=\"\(millimetres(inner + width / 2))\" y=\"0\" font-size=\"\(millimetres(size))\" fill=\"\(colour)\">\(ring.label)</text>\n"
            inner = outer
        }
        return out + "</g>\n"
    }

    /// Relative luminance under one half (sRGB, Rec. 709 weights, uncorrected: enough to pick a label colour).
    static func isDark(_ hex: String) -> Bool {
        let digits = Array(hex.utf8.dropFirst())
        guard digits.count == 6, let value = Int(String(decoding: digits, as: UTF8.self), radix: 16) else { return false }
        let (red, green, blue) = (value >> 16 & 0xFF, value >> 8 & 0xFF, value & 0xFF)
        return 2126 * red + 7152 * green + 722 * blue < 10_000 * 128
    }

    /// Nanometres as millimetres, exactly, without trailing zeros.
    static func millimetres(_ nanometres: Int) -> String { DecimalText.format(nanometres, decimals: 6) }
}
