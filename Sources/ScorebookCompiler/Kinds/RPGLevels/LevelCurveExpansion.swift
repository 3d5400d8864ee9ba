import ScorebookCore

/// The curve as a dense table: the experience from each level to the next,
/// every value exact (integers throughout) and checked to keep the table rising.
enum LevelCurveExpansion {
    /// The most experience a level table may add up to: far inside `Int`.
    static let largestTotal = 1_000_000_000_000

    /// Experience to the next level for levels 1 …< maximum, overrides applied; `nil`
    /// (reported) when one is not at least 1 or the total passes ``largestTotal``.
    static func expand(_ definition: RPGLevelsDefinition, diagnostics: inout Diagnostics) -> [Int]? {
        let maximum = definition.maximumLevel.value
        if case .table(let values, let at) = definition.curve, values.count != maximum - 1 {
            diagnostics.error(
                "toNextLevel table lists \(values.count) levels; levels 1 to \(maximum - 1) each need one (level \(maximum) is the last)",
                at: at)
            return nil
        }
        var overrides: [Int: Located<Int>] = [:]
        for (level, experience) in definition.overrides {
            guard level.value < maximum else {
                diagnostics.error(
                    "toNextLevel overrides level \(level.value), but level \(maximum) is the last: overrides are for levels 1 to \(maximum - 1)",
                    at: level.location)
                return nil
            }
            overrides[level.value] = experience
        }
        var toNext: [Int] = [], total = 0
        for level in 1..<maximum {
            let value: Int?
            switch definition.curve {
            case .table(let values, _): value = values[level - 1].value
            case .formula(let squared, let linear, let constant, let roundTo, _):
                value = formula(level, squared: squared, linear: linear, constant: constant, roundTo: roundTo)
            }
            let experience = overrides[level]?.value ?? value
            guard let experience, experience <= largestTotal - total else {
                diagnostics.error(tooMuch(by: level + 1), at: definition.curve.location)
                return nil
            }
            guard experience >= 1 else {
                diagnostics.error(
                    "level \(level) needs \(experience) experience to the next: every level needs at least 1, so the table rises",
                    at: overrides[level]?.location ?? definition.curve.location)
                return nil
            }
            total += experience
            toNext.append(experience)
        }
        return toNext
    }

    static func tooMuch(by level: Int) -> String {
        "the levels add up to more than \(largestTotal) experience by level \(level): lower the curve or the maximum level"
    }

    /// `squared × L² + linear × L + constant` (coefficients in thousandths),
    /// to the nearest multiple of `roundTo`, a half up; `nil` past 10¹⁵.
    static func formula(_ level: Int, squared: Int, linear: Int, constant: Int, roundTo: Int) -> Int? {
        let bound = 1_000_000_000_000_000
        let (square, o1) = squared.multipliedReportingOverflow(by: level * level)
        let (line, o2) = linear.multipliedReportingOverflow(by: level)
        guard !o1, !o2, abs(square) <= bound, abs(line) <= bound else { return nil }
        let thousandths = square + line + constant
        let unit = roundTo * 1000
        // floor((2v + unit) / 2·unit): round half up, for values of either sign.
        return (2 * thousandths + unit).dividedRoundingDown(by: 2 * unit) * roundTo
    }
}
