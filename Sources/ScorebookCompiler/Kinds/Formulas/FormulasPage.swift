import ScorebookCore

/// A formulas table as a page: its units, and each formula's expression as
/// written, its inputs with their units and ranges, and its result.
enum FormulasPage {
    static func render(_ table: FormulasKind.Table) -> RenderedPage {
        let d = table.definition
        var body: HTML = "<header>\n" + HTML.heading(name: d.header.name, id: d.header.id.value, source: d.header.source, edition: d.header.edition)
        body += "</header>\n"
        if !d.units.isEmpty {
            body += "<section class=\"units\">\n<h2>Units</h2>\n" + HTML.chart(["Unit", "Name", "Is"])
            for unit in d.units {
                let meaning =
                    unit.quantity.map { "the reference unit of \($0.value)" }
                    ?? "\(decimal(unit.factor))\(unit.of.map { " \($0.value)" } ?? "")"
                body += HTML.row(key: "unit:\(unit.id.value)", header: unit.id.value)
                body += HTML.cells([unit.name, meaning])
            }
            body += "</tbody>\n</table>\n</section>\n"
        }
        for formula in d.formulas {
            let id = formula.id.value
            body += "<section class=\"formula\">\n<h2>\(HTML.named(formula.name, id))</h2>\n"
            if !formula.source.isEmpty { body += "<p class=\"meta\">Source: \(formula.source)</p>\n" }
            if formula.effective != EffectivePeriod() { body += "<p class=\"meta\">In force \(formula.effective.description)</p>\n" }
            body += HTML.chart(["", "Name", "Unit", "Range", "Validated"])
            body += HTML.row(key: "\(id):expression", header: "=") + "<td colspan=\"4\"><code>\(formula.expressionText)</code></td></tr>\n"
            for input in formula.inputs {
                body += HTML.row(key: "\(id):\(input.id.value)", header: input.id.value)
                body += HTML.cells([input.name, text(input.unit), text(input.range), input.valid.map(text) ?? ""])
            }
            let result = formula.result
            let rounding = result.round.map { "rounded to \($0.step.shortText), \($0.mode.rawValue)" } ?? ""
            body += HTML.row(key: "\(id):result", header: "result")
            body += HTML.cells([result.name, text(result.unit), text(result.range), rounding])
            body += "</tbody>\n</table>\n</section>\n"
        }
        return RenderedPage(path: "\(d.header.id.value).html", title: d.header.name, what: "formulas", html: HTML.page(title: d.header.name, body: body))
    }

    /// `0.45359237`: a factor as its decimal digits, exactly.
    static func decimal(_ ratio: ExactRatio) -> String {
        var digits = "\(ratio.numerator / ratio.denominator)"
        var remainder = ratio.numerator % ratio.denominator
        guard remainder != 0 else { return digits }
        digits += "."
        // A table's factor is a decimal of at most 17 places: this ends, and
        // the remainder, below a denominator of at most 10^17, never overflows.
        for _ in 0..<40 where remainder != 0 {
            remainder *= 10
            digits += "\(remainder / ratio.denominator)"
            remainder %= ratio.denominator
        }
        return digits
    }

    static func text(_ unit: DeclaredUnit) -> String {
        switch unit {
        case .unit(let written): written.text
        case .any(let quantity): "any \(quantity.value)"
        }
    }

    static func text(_ range: (WrittenBound, WrittenBound)) -> String { "\(range.0.text) to \(range.1.text)" }
}

extension FormulasKind {
    static func pages(of tables: [Table], in output: TableCompiler.Output) -> [RenderedPage] { tables.map(FormulasPage.render) }
}
