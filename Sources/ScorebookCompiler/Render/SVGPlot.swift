/// A line plot of whole-number series as an SVG element to put inline in a
/// page: axes with round-numbered ticks, one polyline per series, a legend.
/// Series are told apart by dash as well as colour, so a print in grey reads.
struct SVGPlot {
    /// The most lines a reader can tell apart and follow in one plot: a page
    /// with more draws several plots (small multiples).
    static let mostSeries = 12

    struct Series {
        /// Names the line on its plot (`data-series`): the id of what it plots.
        var id: String
        /// The legend's words.
        var name: String
        /// In x order.
        var points: [(x: Int, y: Int)]
    }

    /// Names the plot on its page (`data-plot`), for a check that reads it back.
    var id: String
    /// What the plot shows, for screen readers.
    var title: String
    var xTitle: String
    var yTitle: String
    var series: [Series]
    /// The plot's size in pixels, without its legend, which adds a line per series.
    var width = 560
    var height = 300

    /// The Okabe–Ito colours, which colour-blind readers tell apart, and dashes.
    private static let colours = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000"]
    private static let dashes = ["", "6 3", "2 3", "8 3 2 3", "1 2", "10 4"]
    private static let margin = (left: 64.0, right: 16.0, top: 12.0, bottom: 44.0)
    private static let legendLine = 16.0

    /// The plot; with more than ``mostSeries`` lines, one plot per dozen (``parts()``).
    func svg() -> HTML {
        HTML(joining: parts().map { $0.drawn() })
    }

    /// The plot itself when it has at most ``mostSeries`` lines; else one plot
    /// per dozen, each with its own axes: `id`, then `id-2`, …, titled `(1 of 3)`.
    func parts() -> [SVGPlot] {
        guard series.count > Self.mostSeries else { return [self] }
        let parts = stride(from: 0, to: series.count, by: Self.mostSeries).map { series[$0..<min($0 + Self.mostSeries, series.count)] }
        return parts.enumerated().map { index, part in
            var plot = self
            plot.series = Array(part)
            plot.id = index == 0 ? id : "\(id)-\(index + 1)"
            plot.title = "\(title) (\(index + 1) of \(parts.count))"
            return plot
        }
    }

    private func drawn() -> HTML {
        let points = series.flatMap(\.points)
        let xs = Self.ticks(points.map(\.x))
        let ys = Self.ticks(points.map(\.y))
        let legendHeight = Double(series.count) * Self.legendLine + 8
        let height = Double(self.height) + legendHeight
        let plot = (
            left: Self.margin.left, right: Double(width) - Self.margin.right,
            top: Self.margin.top, bottom: Double(self.height) - Self.margin.bottom
        )
        func x(_ value: Int) -> Double { plot.left + (plot.right - plot.left) * xs.fraction(value) }
        func y(_ value: Int) -> Double { plot.bottom - (plot.bottom - plot.top) * ys.fraction(value) }
        var out: HTML = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"plot\" data-plot=\"\(id)\" width=\"\(width)\" height=\"\(Self.number(height))\" viewBox=\"0 0 \(width) \(Self.number(height))\" role=\"img\" aria-label=\"\(title)\" font-family=\"sans-serif\" font-size=\"11\">\n"
        out += "<title>\(title)</title>\n"
        out += "<rect x=\"\(Self.number(plot.left))\" y=\"\(Self.number(plot.top))\" width=\"\(Self.number(plot.right - plot.left))\" height=\"\(Self.number(plot.bottom - plot.top))\" fill=\"none\" stroke=\"#999\"/>\n"
        for tick in xs.values {
            let at = Self.number(x(tick))
            out += "<line x1=\"\(at)\" y1=\"\(Self.number(plot.top))\" x2=\"\(at)\" y2=\"\(Self.number(plot.bottom))\" stroke=\"#eee\"/>"
            out += "<text class=\"tick-x\" x=\"\(at)\" y=\"\(Self.number(plot.bottom + 14))\" text-anchor=\"middle\">\(tick)</text>\n"
        }
        for tick in ys.values {
            let at = Self.number(y(tick))
            out += "<line x1=\"\(Self.number(plot.left))\" y1=\"\(at)\" x2=\"\(Self.number(plot.right))\" y2=\"\(at)\" stroke=\"#eee\"/>"
            out += "<text class=\"tick-y\" x=\"\(Self.number(plot.left - 4))\" y=\"\(at)\" text-anchor=\"end\" dominant-baseline=\"central\">\(tick)</text>\n"
        }
        out += "<text x=\"\(Self.number((plot.left + plot.right) / 2))\" y=\"\(Self.number(plot.bottom + 32))\" text-anchor=\"middle\">\(xTitle)</text>\n"
        out += "<text transform=\"translate(14 \(Self.number((plot.top + plot.bottom) / 2))) rotate(-90)\" text-anchor=\"middle\" dominant-baseline=\"central\">\(yTitle)</text>\n"
        for (index, line) in series.enumerated() {
            let style = Self.style(index)
            let coordinates = line.points.map { "\(Self.number(x($0.x))),\(Self.number(y($0.y)))" }.joined(separator: " ")
            // The values themselves ride along, so a check can read the curve back from the page.
            let values = line.points.map { "\($0.x),\($0.y)" }.joined(separator: " ")
            out += "<polyline data-series=\"\(line.id)\" data-values=\"\(values)\" points=\"\(coordinates)\" fill=\"none\" \(style)/>\n"
            // A line of one point draws nothing: mark the point.
            if line.points.count == 1, let point = line.points.first {
                out += "<circle cx=\"\(Self.number(x(point.x)))\" cy=\"\(Self.number(y(point.y)))\" r=\"3\" fill=\"\(Self.colour(index))\"/>\n"
            }
            let row = height - legendHeight + Double(index) * Self.legendLine + 4
            out += "<line x1=\"\(Self.number(plot.left))\" y1=\"\(Self.number(row))\" x2=\"\(Self.number(plot.left + 28))\" y2=\"\(Self.number(row))\" \(style)/>"
            out += "<text x=\"\(Self.number(plot.left + 34))\" y=\"\(Self.number(row))\" dominant-baseline=\"central\">\(line.name)</text>\n"
        }
        return out + "</svg>\n"
    }

    private static func colour(_ index: Int) -> String { colours[index % colours.count] }

    private static func style(_ index: Int) -> HTML {
        let dash = dashes[index % dashes.count]
        return "stroke=\"\(colour(index))\" stroke-width=\"2\"" + (dash.isEmpty ? "" : " stroke-dasharray=\"\(dash)\"")
    }

    /// An axis: round-numbered ticks that cover every value.
    struct Ticks {
        var values: [Int]

        /// Where `value` falls between the first and last tick, 0 to 1.
        func fraction(_ value: Int) -> Double {
            let (low, high) = (Double(values.first!), Double(values.last!))
            return high > low ? (Double(value) - low) / (high - low) : 0.5
        }
    }

    /// About five ticks a step of 1, 2 or 5 times a power of ten apart, from
    /// at or below the least value to at or above the greatest. Computed in
    /// `Double`, so no span of whole numbers overflows.
    static func ticks(_ values: [Int]) -> Ticks {
        guard let least = values.min(), let greatest = values.max() else { return Ticks(values: [0, 1]) }
        let span = max(Double(greatest) - Double(least), 1)
        var step = 1.0
        while span / step > 8 {
            for factor in [2.0, 2.5, 2.0] where span / step > 8 { step *= factor }
        }
        let low = (Double(least) / step).rounded(.down) * step
        let high = (Double(greatest) / step).rounded(.up) * step
        let count = Int(((high - low) / step).rounded()) + 1
        // Plotted values are bounded by the tables' own limits; the clamp keeps the conversion safe anyway.
        return Ticks(values: (0..<count).map { Int(min(max(low + Double($0) * step, -4e18), 4e18)) })
    }

    /// A coordinate to two decimals, without trailing zeros.
    static func number(_ value: Double) -> String {
        let hundredths = (value * 100).rounded()
        let whole = Int(hundredths / 100)
        let rest = Int(abs(hundredths).truncatingRemainder(dividingBy: 100))
        let sign = hundredths < 0 && whole == 0 ? "-" : ""
        guard rest != 0 else { return "\(sign)\(whole)" }
        let decimals = rest % 10 == 0 ? "\(rest / 10)" : (rest < 10 ? "0\(rest)" : "\(rest)")
        return "\(sign)\(whole).\(decimals)"
    }
}
